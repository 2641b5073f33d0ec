import Foundation
import Testing

@testable import PatternMetrics

@Suite("The reading notes")
struct ReadingNotesTests {
    /// A small app: a read loop, MVP's list view and presenter, which the trace reaches, its helper, which
    /// the presenter calls out of the trace's sight, and its user view, which the command never reaches.
    let files = [
        ReadingPathTests.file(
            "QuestionsApp/Session.swift", "/// The read loop.\nfinal class Session { let list: ListScreen }"),
        ReadingPathTests.file(
            "TextFront/Navigation/Screens.swift",
            "/// A screen.\nprotocol ListScreen { func openQuestion(atRow number: Int) }"),
        ReadingPathTests.file(
            "TextFront/MVP/MVPListView.swift",
            "/// MVP's list view.\nfinal class MVPListView: ListScreen {\n    let presenter: MVPListPresenter\n"
                + "    func openQuestion(atRow number: Int) { presenter.openQuestion(atRow: number) }\n}"),
        ReadingPathTests.file(
            "Presenters/MVP/MVPListPresenter.swift",
            "/// MVP's list presenter.\nfinal class MVPListPresenter {\n"
                + "    func openQuestion(atRow number: Int) { rowHelper(number) }\n}"),
        ReadingPathTests.file(
            "Presenters/MVP/MVPRowHelper.swift",
            "/// Finds a row.\nextension MVPListPresenter {\n    func rowHelper(_ number: Int) {}\n}"),
        ReadingPathTests.file(
            "TextFront/MVP/MVPUserView.swift", "/// MVP's user view.\nfinal class MVPUserView {}"),
    ]

    /// The files of MVP's own folders, the trace's decorator among them.
    let ownFiles: [Pattern: [String]] = [
        .mvp: [
            "Sources/Presenters/MVP/MVPListPresenter.swift", "Sources/Presenters/MVP/MVPRowHelper.swift",
            "Sources/TextFront/MVP/MVPListView.swift", "Sources/TextFront/MVP/MVPUserView.swift",
            "Sources/Tracing/MVP/TracedMVPList.swift",
        ]
    ]

    func path() throws -> ReadingPath {
        let trace = [
            "trace  mvp    terminal    → view         openQuestion(atRow: 3)",
            "trace  mvp      view        → presenter    openQuestion(atRow: 3)",
        ]
        return ReadingPath(
            pattern: .mvp, trace: try trace.map { try TraceLine(parsing: $0, catalog: .questions) },
            files: files, startTypes: ["Session"])
    }

    /// Every file of `ownFiles` exists, and so does the shared read loop.
    func exists(_ path: String) -> Bool {
        ownFiles.values.joined().contains(path) || path == "Sources/QuestionsApp/Session.swift"
    }

    static func notes(_ rows: [String]) throws -> ReadingNotes {
        try ReadingNotes(text: rows.joined(separator: "\n") + "\n")
    }

    @Test("reads tab-separated rows, skipping comments and blank lines, each with its line")
    func reads() throws {
        let notes = try Self.notes([
            "# A comment.", "",
            "mvp\tSources/Presenters/MVP/MVPRowHelper.swift\tcore\tThe presenter finds the row here.",
            "model2\tSources/TextFront/Model2/Model2UserDocument.swift\toff-path\tA user's page.",
        ])

        #expect(
            notes.notes == [
                .init(
                    pattern: .mvp, path: "Sources/Presenters/MVP/MVPRowHelper.swift", kind: .core,
                    why: "The presenter finds the row here.", line: 3),
                .init(
                    pattern: .model2, path: "Sources/TextFront/Model2/Model2UserDocument.swift",
                    kind: .offPath, why: "A user's page.", line: 4),
            ])
    }

    @Test(
        "rejects a row without four fields, of an unknown pattern or kind, or without why, by its line",
        arguments: [
            "mvp\tSources/A.swift\tcore", "MVP\tSources/A.swift\tcore\tWhy.",
            "mvp\tSources/A.swift\toptional\tWhy.", "mvp\tSources/A.swift\toff-path\t ",
            "mvp\t\tcore\tWhy.",
        ])
    func rejects(row: String) {
        #expect(throws: MetricsError.badNotesLine(number: 2, line: row)) {
            try Self.notes(["# Notes.", row])
        }
    }

    @Test("finds the own files that are neither on the path nor in the notes, and only those")
    func uncovered() throws {
        let path = try path()

        #expect(
            try Self.notes([]).uncovered(path: path, ownFiles: ownFiles[.mvp] ?? []) == [
                "Sources/Presenters/MVP/MVPRowHelper.swift", "Sources/TextFront/MVP/MVPUserView.swift",
                "Sources/Tracing/MVP/TracedMVPList.swift",
            ])
        let notes = try Self.notes([
            "mvp\tSources/TextFront/MVP/MVPUserView.swift\toff-path\tThe command never shows a user's page."
        ])
        #expect(
            notes.uncovered(path: path, ownFiles: ownFiles[.mvp] ?? []) == [
                "Sources/Presenters/MVP/MVPRowHelper.swift", "Sources/Tracing/MVP/TracedMVPList.swift",
            ])
        #expect(
            notes.problems(paths: [path], ownFiles: ownFiles, exists: exists) == [
                .uncovered(pattern: .mvp, path: "Sources/Presenters/MVP/MVPRowHelper.swift"),
                .uncovered(pattern: .mvp, path: "Sources/Tracing/MVP/TracedMVPList.swift"),
            ])
    }

    @Test("finds nothing wrong when every own file is on the path or noted, once")
    func covered() throws {
        let notes = try Self.notes(Self.completeNotes)

        #expect(notes.problems(paths: [try path()], ownFiles: ownFiles, exists: exists).isEmpty)
    }

    static let completeNotes = [
        "mvp\tSources/Presenters/MVP/MVPRowHelper.swift\tcore\tThe presenter finds the row here.",
        "mvp\tSources/TextFront/MVP/MVPUserView.swift\toff-path\tThe command never shows a user's page.",
        "mvp\tSources/Tracing/MVP/TracedMVPList.swift\toff-path\tThe trace's decorator.",
    ]

    @Test(
        "reports a row on a file the trace puts on the path, one that does not exist, one not the pattern's own, and one twice"
    )
    func wrongRows() throws {
        let notes = try Self.notes(
            Self.completeNotes + [
                "mvp\tSources/TextFront/MVP/MVPListView.swift\tcore\tThe list's view.",
                "mvp\tSources/TextFront/MVP/MVPGone.swift\toff-path\tGone.",
                "mvp\tSources/QuestionsApp/Session.swift\toff-path\tShared.",
                "mvp\tSources/TextFront/MVP/MVPUserView.swift\toff-path\tAgain.",
            ])

        let problems = notes.problems(paths: [try path()], ownFiles: ownFiles, exists: exists)

        #expect(
            problems == [
                .missingFile(line: 5, path: "Sources/TextFront/MVP/MVPGone.swift"),
                .notOwn(line: 6, pattern: .mvp, path: "Sources/QuestionsApp/Session.swift"),
                .duplicate(line: 7, firstLine: 2, path: "Sources/TextFront/MVP/MVPUserView.swift"),
                .stale(line: 4, pattern: .mvp, path: "Sources/TextFront/MVP/MVPListView.swift", kind: .core),
            ])
        #expect(problems.allSatisfy { !$0.description.contains("\n") })
        #expect(
            problems.last?.description
                == "docs/reading-notes.tsv line 4 is stale: the trace puts Sources/TextFront/MVP/MVPListView.swift"
                + " on MVP's path already, so it needs no 'core' row; remove it")
    }

    @Test("adds the core files after the traced ones, with why, and keeps the off-path ones apart")
    func noted() throws {
        let path = try path().noted(try Self.notes(Self.completeNotes), files: files)

        #expect(path.stops.last?.path == "Sources/Presenters/MVP/MVPRowHelper.swift")
        #expect(path.stops.last?.reason == .core("The presenter finds the row here."))
        #expect(path.core.map(\.path) == ["Sources/Presenters/MVP/MVPRowHelper.swift"])
        #expect(
            path.offPath.map(\.path) == [
                "Sources/TextFront/MVP/MVPUserView.swift", "Sources/Tracing/MVP/TracedMVPList.swift",
            ])
    }

    @Test("writes the core files on the path with why, and the files off it each with why")
    func block() throws {
        let path = try path().noted(try Self.notes(Self.completeNotes), files: files)

        let markdown = ReadingPathBlock(command: "open 3", path: path, tests: []).markdown

        #expect(
            markdown.contains(
                "- 5. `Sources/Presenters/MVP/MVPRowHelper.swift`: Finds a row. (on the path from the notes:"
                    + " The presenter finds the row here.)"))
        #expect(markdown.contains("MVP's own files that `open 3` does not need:"))
        #expect(
            markdown.contains(
                "- `Sources/TextFront/MVP/MVPUserView.swift`: The command never shows a user's page."))
    }

}

/// The repository's own notes, read from disk. Whether every own file is covered needs each pattern's
/// path, which needs a trace of the built app: `swift run compare-patterns` (and `--check`, in CI) checks
/// that. What needs no trace is checked here.
@Suite("The repository's reading notes")
struct RepositoryReadingNotesTests {
    static func root() throws -> URL {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
            let parent = folder.deletingLastPathComponent()
            try #require(parent.path != folder.path, "no Package.swift above \(#filePath)")
            folder = parent
        }
        return folder
    }

    static func notes(at root: URL) throws -> ReadingNotes {
        try ReadingNotes(
            text: String(contentsOf: root.appendingPathComponent(ReadingNotes.path), encoding: .utf8))
    }

    @Test("name existing files of their patterns' own folders, each once")
    func rowsNameOwnFiles() throws {
        let root = try Self.root()
        let ownFiles = try ReadingNotes.ownFiles(in: SourceTree(root: root), catalog: .questions)

        let problems = try Self.notes(at: root).problems(
            paths: [], ownFiles: ownFiles,
            exists: { FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path) })

        #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
    }

    @Test("give each file's why in one sentence")
    func oneSentence() throws {
        for note in try Self.notes(at: Self.root()).notes {
            let sentenceEnds = note.why.split(separator: " ").filter { $0.hasSuffix(".") }
            #expect(
                sentenceEnds.count == 1 && note.why.hasSuffix("."),
                "line \(note.line): \(note.why)")
        }
    }

    /// Guards what each shape's article must name on its reading path, whether the trace or a core note
    /// puts it there: Smalltalk's dependents, and Model 2's request, response, front controller and actions.
    @Test("name each shape's core files on its reading path, traced or noted")
    func namedCoreFiles() throws {
        func onPath(_ article: String) throws -> Substring {
            let page = try String(
                contentsOf: Self.root().appendingPathComponent("docs/Questions.docc/\(article).md"),
                encoding: .utf8)
            guard let start = page.range(of: ReadingPathBlock.begins) else { return "" }
            let rest = page[start.upperBound...]
            return rest.range(of: "does not need:").map { rest[..<$0.lowerBound] } ?? rest
        }
        let smalltalk = try onPath("SmalltalkMVC")
        let model2 = try onPath("Model2")

        #expect(smalltalk.contains("SmalltalkDependents.swift"))
        for file in [
            "Model2Request.swift", "Model2Response.swift", "Model2FrontController.swift",
            "Model2ListActions.swift",
            "Model2QuestionActions.swift",
        ] {
            #expect(model2.contains(file), "Model 2's reading path does not name \(file)")
        }
    }

}
