import Foundation
import PatternMetrics

// `compare-patterns`: writes docs/COMPARE.md, and each pattern's reading path into its article in
// docs/Questions.docc, from the code under Sources/ and Tests/, from traces of the built `questions` and
// from the notes of docs/reading-notes.tsv; with --check, fails when a committed page is not what it
// would write. Either way it fails, writing nothing, when a file of
// a pattern's own folders is neither on its reading path nor in the notes, or a note is wrong.

let usage = "Usage: compare-patterns [--check]   (run from the package's root, after 'swift build')"
let pagePath = "docs/COMPARE.md"
/// The folder of the articles that embed the reading paths, one per pattern, of the first command traced.
let articlesPath = "docs/Questions.docc"
/// The commits of each change of the app, which the page's "What a change cost" reads from git.
let ledgerPath = "docs/changes.tsv"
/// The commands traced: each typed alone into a fresh run. The first is shown side by side.
let commands = ["open 3", "more"]

func fail(_ message: String, status: Int32 = 1) -> Never {
    FileHandle.standardError.write(Data("compare-patterns: \(message)\n".utf8))
    exit(status)
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments == ["--help"] {
    print(usage)
    exit(0)
}
guard arguments.isEmpty || arguments == ["--check"] else {
    fail("unknown arguments '\(arguments.joined(separator: " "))'\n\(usage)", status: 2)
}
let checking = arguments == ["--check"]

// `swift run` puts every product of the package in one folder, so the app sits beside this tool.
let tool = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
let questions = tool.deletingLastPathComponent().appendingPathComponent("questions")
guard FileManager.default.isExecutableFile(atPath: questions.path) else {
    fail("the questions executable is not built beside this tool; run 'swift build' first")
}

// A `questions` that fails at start closes its input early; the write to it must not kill this tool.
signal(SIGPIPE, SIG_IGN)

let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let catalog = LayerCatalog.questions
let page: String
var articles: [(path: String, text: String)] = []
do {
    let survey = try CodeSurvey(tree: SourceTree(root: root), catalog: catalog)
    let recorder = TraceRecorder(executable: questions, catalog: catalog)
    var traces: [Pattern: [CommandTrace]] = [:]
    for pattern in Pattern.allCases {
        traces[pattern] = try recorder.traces(of: commands, in: pattern)
    }
    let ledgerText: String
    do {
        ledgerText = try String(contentsOf: root.appendingPathComponent(ledgerPath), encoding: .utf8)
    } catch {
        fail("cannot read \(ledgerPath): \(error.localizedDescription)")
    }
    let changeCosts = try ChangeCostSection(
        ledger: try ChangeLedger(text: ledgerText), reader: GitCommits(root: root), catalog: catalog)
    // The run-time section, from the measurements questions-bench wrote, with the calls each step makes
    // under --trace beside them.
    var runtime: RuntimeSection?
    let runtimeFile = root.appendingPathComponent(RuntimeMeasurements.path)
    if let text = try? String(contentsOf: runtimeFile, encoding: .utf8) {  // try?: none measured yet
        var calls: [Pattern: [String: Int]] = [:]
        for pattern in Pattern.allCases {
            let lines = try recorder.run(pattern, typing: RuntimeSession.commands)
            guard let counted = RuntimeSession.calls(inTrace: lines) else {
                fail(
                    "the trace of the run-time session in \(pattern.rawValue) has no respond(to:) for some command"
                )
            }
            calls[pattern] = counted
            // The key on the screen front, whose trace goes to a file, on a pseudo-terminal.
            guard let key = ScreenKeyTrace.calls(questions: questions, pattern: pattern.rawValue) else {
                fail("could not trace `j` on the screen front in \(pattern.rawValue), on a pseudo-terminal")
            }
            calls[pattern]?[RuntimeSession.key] = key
        }
        runtime = RuntimeSection(measurements: try RuntimeMeasurements(text: text), calls: calls)
    }
    page = ComparisonPage(survey: survey, traces: traces, changeCosts: changeCosts, runtime: runtime).markdown

    let tree = SourceTree(root: root)
    func readingFiles(of modules: [String]) throws -> [ReadingPath.File] {
        try modules.flatMap { module in
            try tree.swiftFiles(in: "Sources/\(module)").map { file in
                ReadingPath.File(
                    path: "Sources/\(module)/\(file.relativePath)", module: module,
                    owner: Owner(relativePath: file.relativePath), text: file.text)
            }
        }
    }
    // The path follows the layers; a core note may name a file of a module apart all the same.
    let files = try readingFiles(of: catalog.layers)
    let filesApart = try readingFiles(of: catalog.apart)
    let paths = Pattern.allCases.map { pattern in
        ReadingPath(
            pattern: pattern, trace: traces[pattern]?.first?.lines ?? [], files: files,
            startTypes: ["Session", "ScreenStack", "Application"])
    }

    // Every file of a pattern's own folders is on its path or in the notes, whether writing or checking.
    let notesText: String
    do {
        notesText = try String(contentsOf: root.appendingPathComponent(ReadingNotes.path), encoding: .utf8)
    } catch {
        fail("cannot read \(ReadingNotes.path): \(error.localizedDescription)")
    }
    let notes = try ReadingNotes(text: notesText)
    let problems = notes.problems(
        paths: paths, ownFiles: try ReadingNotes.ownFiles(in: tree, catalog: catalog),
        exists: { FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path) })
    if !problems.isEmpty {
        for problem in problems {
            FileHandle.standardError.write(Data("compare-patterns: \(problem)\n".utf8))
        }
        fail("\(problems.count) problems with the reading notes, listed above; nothing written")
    }
    let notedPaths = paths.map { $0.noted(notes, files: files + filesApart) }
    var tests: [Pattern: [ReadingPathBlock.TestFile]] = [:]
    for target in try FileManager.default.contentsOfDirectory(
        atPath: root.appendingPathComponent("Tests").path)
    {
        for file in try tree.swiftFiles(in: "Tests/\(target)") {
            guard case .pattern(let pattern) = Owner(relativePath: file.relativePath) else { continue }
            tests[pattern, default: []].append(
                ReadingPathBlock.TestFile(path: "Tests/\(target)/\(file.relativePath)", text: file.text))
        }
    }
    for path in notedPaths {
        let article = "\(articlesPath)/\(path.pattern.articleName).md"
        let text: String
        do {
            text = try String(contentsOf: root.appendingPathComponent(article), encoding: .utf8)
        } catch {
            fail("cannot read \(article): \(error.localizedDescription)")
        }
        let block = ReadingPathBlock(command: commands[0], path: path, tests: tests[path.pattern] ?? [])
        guard let embedded = ReadingPathBlock.embedding(block.markdown, in: text) else {
            fail(
                "\(article) has no lines '\(ReadingPathBlock.begins)' and '\(ReadingPathBlock.ends)' for its"
                    + " reading path")
        }
        articles.append((article, embedded))
    }
} catch {
    fail("\(error)")
}

for (path, text) in [(pagePath, page)] + articles {
    let file = root.appendingPathComponent(path)
    if checking {
        guard (try? String(contentsOf: file, encoding: .utf8)) == text else {
            fail(
                "\(path) is not what the code gives; run 'swift build && swift run compare-patterns' and commit it"
            )
        }
        print("compare-patterns: \(path) is up to date")
    } else {
        do {
            try text.write(to: file, atomically: true, encoding: .utf8)
        } catch {
            fail("cannot write \(path): \(error.localizedDescription)")
        }
        print("compare-patterns: wrote \(path)")
    }
}
