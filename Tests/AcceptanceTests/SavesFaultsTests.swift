import Entities
import Foundation
import Presenters
import TerminalTestSupport
import Testing
import TextFront
import WebService

@testable import QuestionsApp

/// The app with a folder of saves it cannot use: one line says what and where, the session goes on with
/// saving off (no marker, and `save` says why), and the file is left byte for byte. Real files, in a
/// folder of the test's own; every pattern.
@MainActor
@Suite("Saves that can't be kept", .timeLimit(.minutes(1)))
struct SavesFaultsTests {
    /// The transcript of `lines` in `pattern`, with the saves of `folder`.
    private func transcript(
        _ lines: [String], pattern: AppOptions.Pattern, folder: FreshDataFolder
    ) async -> [String] {
        let console = RecordingConsole()
        let data = OfflineQuestionService()
        let application = Application(
            pattern: pattern, query: QuestionQuery(pageSize: 3), service: data, now: { data.captureDate },
            banner: "faults", input: ScriptedInput(lines), output: console, widthSource: .fixed(80),
            listColumns: .automatic, usesColor: false, inputIsTerminal: false, announcesLoading: false,
            tracer: nil, saves: folder.saves())
        await application.run()
        return console.lines
    }

    @Test(
        "a file that is not a database: one line under the banner, saving off, the file untouched",
        arguments: AppOptions.Pattern.allCases)
    func notADatabase(pattern: AppOptions.Pattern) async throws {
        let folder = FreshDataFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let file = folder.url.appendingPathComponent("saved.sqlite3")
        let notes = Data("my notes, not a database\n".utf8)
        try notes.write(to: file)

        let lines = await transcript(["save 1", "saved", "back", "list"], pattern: pattern, folder: folder)

        let off = SaveText.off(.notADatabase(path: "DATA/saved.sqlite3"))
        #expect(lines[1] == off)
        #expect(lines.filter { $0 == off }.count == 3, "at the start, for save, and on the saved screen")
        #expect(!lines.contains { $0.endsWithSavedMarker })
        #expect(try Data(contentsOf: file) == notes)
    }

    /// A regular file stands where the folder must be: root can write anywhere a mode allows, so the
    /// folder is made impossible rather than forbidden.
    @Test(
        "a folder that can't be made: the first save says so in one line, and the session goes on",
        arguments: AppOptions.Pattern.allCases)
    func folderCannotBeMade(pattern: AppOptions.Pattern) async throws {
        let folder = FreshDataFolder()
        defer { folder.remove() }
        let blocker = Data("a file".utf8)
        try blocker.write(to: folder.url)

        let lines = await transcript(
            ["save 1", "save 2", "open 1", "back"], pattern: pattern, folder: folder)

        let failures = lines.filter { $0.hasPrefix("Saving is off: Can't write DATA") }
        #expect(failures.count == 2)
        #expect(lines.contains("Top questions on stackoverflow · by activity"))
        #expect(try Data(contentsOf: folder.url) == blocker)
    }

    /// The file is untrusted input: another program may have written any text into it.
    @Test(
        "text read back from the file is drawn as remote text is, with no control character",
        arguments: AppOptions.Pattern.allCases)
    func textFromTheFileIsSanitised(pattern: AppOptions.Pattern) async throws {
        let folder = FreshDataFolder()
        defer { folder.remove() }
        let hostile = Question(
            id: 1, title: "Title\u{1B}[2J\u{7}cleared", link: "https://stackoverflow.com/q/1\u{1B}]8;;x",
            score: 1, answerCount: 0, viewCount: 1, isAnswered: false, acceptedAnswerID: nil,
            tags: ["swift\u{9B}31m"],
            owner: User(displayName: "Eve\u{0}\u{8}", reputation: 1, userID: 1, link: nil),
            creationDate: Date(timeIntervalSince1970: 1_795_000_000),
            lastActivityDate: Date(timeIntervalSince1970: 1_795_000_000), closedReason: nil)
        guard case .success(let store) = folder.saves() else {
            Issue.record("the store could not be opened")
            return
        }
        _ = try store.save(hostile, site: "stackoverflow")

        let lines = await transcript(["saved"], pattern: pattern, folder: folder)

        #expect(lines.contains { $0.contains("Title") && $0.contains("cleared") })
        #expect(!lines.contains { $0.unicodeScalars.contains { $0.properties.generalCategory == .control } })
    }
}
