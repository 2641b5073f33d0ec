import CSQLite
import Entities
import Foundation
import SQLiteStore

/// The saves on disk with many saves against an empty file: opening, a page's markers, the saved screen's
/// page, a save with its commit, and the memory all that keeps (docs/PERFORMANCE.md): nothing loads every save.
@MainActor
struct SavesBenchmark {
    /// How many saves the large file holds.
    var saves: Int
    var stopwatch: Stopwatch

    func run() -> [ReportRow] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("questions-bench-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        let empty = root.appendingPathComponent("empty")
        let large = root.appendingPathComponent("large")
        guard (try? Self.fill(empty, with: 0)) != nil, (try? Self.fill(large, with: saves)) != nil else {
            return [ReportRow("saves", "not measured: the files could not be made")]
        }
        // Each open is the file's only connection, as a session starting alone: a connection left open
        // would spare the next one the work of setting up the log's shared memory.
        let opening = stopwatch.medians([
            ("empty", { Self.opened(empty) }), ("large", { Self.opened(large) }),
        ])
        let openingRatio = (opening["large"] ?? .nan) / (opening["empty"] ?? .nan)
        let heapBefore = Stopwatch.heapBytes()
        guard let store = try? Self.open(large) else {
            return [ReportRow("saves", "not measured: the large file could not be opened")]
        }
        // A page of 30 rows whose ids are spread over the whole file, a third of them saved.
        let pageIDs = (0..<30).map { $0 % 3 == 0 ? 1 + $0 * (saves / 30) : 10_000_000 + $0 }
        let middle = SavedCursor(sequence: Int64(saves / 2))
        let reads = stopwatch.medians([
            ("markers", { (try? store.savedIDs(among: pageIDs, site: "stackoverflow").count) ?? -1 }),
            (
                "first page",
                { (try? store.page(site: "stackoverflow", after: nil, limit: 30).saves.count) ?? -1 }
            ),
            (
                "middle page",
                { (try? store.page(site: "stackoverflow", after: middle, limit: 30).saves.count) ?? -1 }
            ),
        ])
        var nextID = 20_000_000
        var saveTimes: [Double] = []
        for _ in 0..<(stopwatch.repetitions * 5) {
            nextID += 1
            let question = Self.question(nextID)
            saveTimes.append(
                Stopwatch.time { (try? store.save(question, site: "stackoverflow")) == true ? 1 : 0 })
        }
        let save = Stopwatch.median(saveTimes)
        let heapAfter = Stopwatch.heapBytes()
        withExtendedLifetime(store) {}
        let markers = reads["markers"] ?? .nan
        let screen = max(reads["first page"] ?? .nan, reads["middle page"] ?? .nan)
        var rows = [
            ReportRow(
                "the file system the files were on", Self.fileSystem(of: root.deletingLastPathComponent())),
            ReportRow(
                "opening the saves with \(Figure.count(saves)), ÷ an empty file", Figure.ratio(openingRatio),
                target: "≤ 1.2×", isMet: openingRatio <= 1.2),
            ReportRow(
                "a list page's markers (30 rows), one query", Figure.milliseconds(markers), target: "≤ 1 ms",
                isMet: markers <= 0.001),
            ReportRow(
                "the saved screen's page of 30, first or middle", Figure.milliseconds(screen),
                target: "≤ 5 ms", isMet: screen <= 0.005),
            ReportRow(
                "a save with its commit (median)", Figure.milliseconds(save), target: "≤ 2 ms",
                isMet: save <= 0.002),
        ]
        if let heapBefore, let heapAfter {
            let grown = Double(heapAfter - heapBefore)
            rows.append(
                ReportRow(
                    "heap kept by the open store after all of that", Figure.mebibytes(grown),
                    target: "≤ 5 MiB", isMet: grown <= 5 * 1_048_576))
        } else {
            rows.append(
                ReportRow.notMeasuredHere("heap kept by the open store after all of that", target: "≤ 5 MiB"))
        }
        return rows
    }

    /// The kind of file system at `folder`, with the folder: what a save's commit costs depends on it.
    static func fileSystem(of folder: URL) -> String {
        let path = folder.resolvingSymlinksInPath().path
        #if os(Linux)
            return mountedKind(at: path)
        #else
            // macOS has no /proc: statfs names the kind.
            var information = statfs()
            guard statfs(path, &information) == 0 else { return "unknown (\(path))" }
            let kind = withUnsafeBytes(of: information.f_fstypename) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            return "\(kind) (\(path))"
        #endif
    }

    #if os(Linux)
        /// The kind the kernel's mount table gives the mount point that holds `path`.
        private static func mountedKind(at path: String) -> String {
            guard let mounts = try? String(contentsOfFile: "/proc/self/mounts", encoding: .utf8) else {
                return "unknown (\(path))"
            }
            let holding = mounts.split(separator: "\n").compactMap { line -> (point: String, kind: String)? in
                let fields = line.split(separator: " ")
                guard fields.count > 2 else { return nil }
                let point = String(fields[1])
                let holds = point == "/" || path == point || path.hasPrefix(point + "/")
                return holds ? (point, String(fields[2])) : nil
            }
            let kind = holding.max { $0.point.count < $1.point.count }?.kind ?? "unknown"
            return "\(kind) (\(path))"
        }
    #endif

    private static func open(_ folder: URL) throws(SaveError) -> SQLiteSavedQuestions {
        try SQLiteSavedQuestions(folder: folder, shownFolder: folder.path, source: "offline")
    }

    /// Opens the store in `folder` and asks what a session asks first; 1 when it could.
    private static func opened(_ folder: URL) -> Int {
        guard let store = try? open(folder), (try? store.changedElsewhere()) != nil else { return 0 }
        return 1
    }

    /// Makes the saves file in `folder` through the store, with one save, then adds `count - 1` more in
    /// one statement, as many sessions would have made them one by one.
    private static func fill(_ folder: URL, with count: Int) throws {
        let store = try open(folder)
        guard count > 0 else {
            _ = try store.save(question(1), site: "stackoverflow")
            _ = try store.unsave(questionID: 1, site: "stackoverflow")
            return
        }
        _ = try store.save(question(1), site: "stackoverflow")
        var handle: OpaquePointer?
        let file = folder.appendingPathComponent(SQLiteSavedQuestions.fileName).path
        guard sqlite3_open_v2(file, &handle, SQLITE_OPEN_READWRITE, nil) == SQLITE_OK else {
            throw CocoaError(.fileWriteUnknown)
        }
        defer { sqlite3_close_v2(handle) }
        let sql = """
            WITH RECURSIVE n(i) AS (SELECT 2 UNION ALL SELECT i + 1 FROM n WHERE i < \(count))
            INSERT INTO saved (source, site, question_id, title, link, score, answer_count, view_count,
                is_answered, tags, owner_name, created, last_activity, saved_at)
            SELECT 'offline', 'stackoverflow', i, 'Question number ' || i || ' about something',
                'https://stackoverflow.com/q/' || i, i % 50, i % 5, i % 900, i % 2, 'swift sqlite',
                'Asker ' || (i % 97), 1700000000, 1700000600, 1795183200 FROM n
            """
        guard sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else {
            throw CocoaError(.fileWriteUnknown)
        }
    }

    private static func question(_ id: Int) -> Question {
        Question(
            id: id, title: "Question \(id)", link: "https://stackoverflow.com/q/\(id)", score: 1,
            answerCount: 0,
            viewCount: 3, isAnswered: false, tags: ["swift"], owner: User(displayName: "Ana"),
            creationDate: Date(timeIntervalSince1970: 1_700_000_000),
            lastActivityDate: Date(timeIntervalSince1970: 1_700_000_600))
    }
}
