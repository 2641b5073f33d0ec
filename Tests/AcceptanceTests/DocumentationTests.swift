import Foundation
import Testing

@testable import QuestionsApp

/// The docs cite only what the repository holds, so that a reader who cloned it can open every page
/// and file a page names.
///
/// Checked in the README and every page of `docs/`: each relative Markdown link, each path a page
/// names (`Sources/…`, `Tests/…`, `docs/…`), and each Swift file or page (a Markdown file named in
/// capitals) it names, alone or at the end of a shorter path (`TextFront/Terminal/HelpText.swift`),
/// by its file name. A lower-case Markdown name is a tool's output (`report.md`), not a page. The one place outside the repository a page may name is the optional test data
/// beside a checkout (`../shared/fixtures`), which the tests skip when it is absent.
@Suite("The docs")
struct DocumentationTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The README, the pages of `docs/` and the articles of the documentation site (`docs/Questions.docc`
    /// and each module's catalog). It throws when a folder cannot be read; a test whose arguments it gives
    /// then fails with the error, rather than run for no page.
    static func pages() throws -> [String] {
        func markdown(in folder: String) throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)
                .filter { $0.hasSuffix(".md") }.sorted().map { "\(folder)/\($0)" }
        }
        let catalogs = try FileManager.default.contentsOfDirectory(
            atPath: root.appendingPathComponent("Sources").path
        )
        .sorted().map { "Sources/\($0)/\($0).docc" }
        .filter { FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path) }
        return try ["README.md"] + markdown(in: "docs") + markdown(in: "docs/Questions.docc")
            + catalogs.flatMap(markdown(in:))
    }

    /// The words in capitals that stand for any name in a path (`Fuzz/Corpus/TARGET`).
    static let placeholders: Set<String> = ["NAME", "TARGET", "FILE", "N"]

    /// Every file name in the repository, once, outside the build folders.
    static let fileNames: Set<String> = {
        var names = Set<String>()
        let walker = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        while let url = walker?.nextObject() as? URL {
            if url.lastPathComponent.hasPrefix(".build") {
                walker?.skipDescendants()
                continue
            }
            names.insert(url.lastPathComponent)
        }
        return names
    }()

    @Test("find the README and the pages of docs/")
    func pagesAreFound() throws {
        let pages = try Self.pages()
        #expect(pages.count >= 8, "found \(pages)")
    }

    @Test("link only to files the repository holds", arguments: try pages())
    func linksResolve(page: String) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent(page), encoding: .utf8)
        let folder = Self.root.appendingPathComponent(page).deletingLastPathComponent()
        for match in text.matches(of: /\]\(([^)#\s]+)(#[^)]*)?\)/) {
            let target = String(match.output.1)
            if target.contains("://") || target.hasPrefix("mailto:") { continue }
            let path = folder.appendingPathComponent(target).standardizedFileURL.path
            #expect(
                FileManager.default.fileExists(atPath: path), "\(page) links to \(target), which is not there"
            )
        }
    }

    @Test("name only paths the repository holds", arguments: try pages())
    func pathsExist(page: String) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent(page), encoding: .utf8)
        let pattern =
            /(?:^|[^\w\/.-])(\.\.\/shared\/[\w\/.-]+|(?:Sources|Tests|Tools|Fuzz|docs)\/[\w\/.+…*-]*[\w+…*-])/
        for match in text.matches(of: pattern) {
            let path = String(match.output.1)
            if path.hasPrefix("../shared/fixtures") { continue }
            // A path with a glob, an ellipsis or a placeholder in capitals (`Fuzz/Corpus/TARGET`) names a
            // family of files; the folder before it must be there.
            var checked = ""
            for part in path.split(separator: "/").map(String.init) {
                let next = checked.isEmpty ? part : checked + "/" + part
                let exists = FileManager.default.fileExists(
                    atPath: Self.root.appendingPathComponent(next).path)
                // A placeholder is one of a few words in capitals: `docs/SPEC.md` names a page.
                let stem = part.split(separator: ".").first.map(String.init) ?? part
                let isPlaceholder = Self.placeholders.contains(stem) && !exists
                if part.contains("*") || part.contains("…") || isPlaceholder { break }
                checked = next
            }
            #expect(
                FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(checked).path),
                "\(page) names \(path), which is not in the repository")
        }
    }

    @Test("name only Swift files and pages the repository holds", arguments: try pages())
    func fileNamesExist(page: String) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent(page), encoding: .utf8)
        for match in text.matches(of: /(?:^|[^\w.+-])([A-Za-z][\w+-]*\.swift|[A-Z][\w+-]*\.md)(?![\w])/) {
            let name = String(match.output.1)
            if Self.placeholders.contains(String(name.prefix { $0 != "." })) { continue }
            #expect(Self.fileNames.contains(name), "\(page) names \(name), which is not in the repository")
        }
    }

    /// Every page that may quote code: all of them (``pages()``).
    static func pagesWithCode() throws -> [String] { try pages() }

    /// Every type, function and property the Swift sources, tests and tools declare, and every Swift
    /// file's name without `.swift`: what a name in the docs must be, to be found as written.
    static let declaredNames: Set<String> = {
        var names = Set<String>()
        for folder in ["Sources", "Tests", "Tools", "Fuzz"] {
            let walker = FileManager.default.enumerator(
                at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = walker?.nextObject() as? URL {
                guard url.pathExtension == "swift" else { continue }
                let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""  // try?: none declared
                let file = url.deletingPathExtension().lastPathComponent
                names.insert(file)
                names.insert(String(file.prefix { $0 != "+" }))
                names.formUnion(SwiftDeclarations.names(in: text))
            }
        }
        return names
    }()

    /// A learner searches for a name as the docs write it: a shape's type (`MVPQuestionListPresenter`,
    /// never a bare `QuestionListPresenter`) must be one the code declares. A shape's types start with its
    /// `--pattern` name in any case (`mvp`, `MVP`; `model2`, `Model2`), a decorator's with `Traced`. A name
    /// cut with `…` stands for a family (`MVPRecording…`) and is not checked.
    @Test("name each shape's types as the code spells them", arguments: try pages())
    func shapeNamesExist(page: String) throws {
        let prefixes = AppOptions.Pattern.allCases.map(\.rawValue) + ["traced"]
        let shapeName = try Regex("\\b(?i:\(prefixes.joined(separator: "|")))[A-Z]\\w*")
        let text = try String(contentsOf: Self.root.appendingPathComponent(page), encoding: .utf8)
        for code in text.matches(of: /`+([^`\n]+?)`+/) {
            let named = code.output.1.replacing(/\w+…/, with: "")
            for name in named.matches(of: shapeName) {
                let spelled = String(named[name.range])
                let isDeclared = Self.declaredNames.contains(spelled)
                #expect(isDeclared, "\(page) names \(spelled), which the code does not declare")
            }
        }
    }

    /// The prose a reader has to read (README, `docs/` but for the generated COMPARE.md, every DocC article
    /// and tutorial) stays within what one reader can hold: a fact is written once and linked elsewhere.
    /// The reading paths the tool writes into the shapes' pages count too, so a file added to a shape adds
    /// a line; the budget leaves a few dozen for them.
    @Test("keep the prose within 3,900 lines")
    func proseBudget() throws {
        var files = try Self.pages().filter { $0 != "docs/COMPARE.md" }
        let tutorials = Self.root.appendingPathComponent("docs/Questions.docc/Tutorials")
        files += try FileManager.default.contentsOfDirectory(atPath: tutorials.path)
            .filter { $0.hasSuffix(".tutorial") }.map { "docs/Questions.docc/Tutorials/\($0)" }
        let lines = try files.reduce(0) { total, file in
            let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
            return total + text.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
        }

        #expect(files.count > 30, "found only \(files)")
        #expect(lines <= 3_900, "the prose is \(lines) lines; cut, or link to the fact's one home")
    }

    /// The lines of `text` without their indentation, blank ones left out: an excerpt may sit at any depth.
    static func codeLines(_ text: some StringProtocol) -> [String] {
        text.split(separator: "\n").map { String($0.drop { $0 == " " }) }.filter { !$0.isEmpty }
    }

    /// Every line of every Swift file of the package's own code, as `codeLines` reads it, file after file,
    /// an empty line between two files so that no excerpt runs across them; and where each line stands.
    struct SourceLines {
        let lines: [String]
        /// Where each line stands in `lines`: an excerpt is looked for only where its first line is.
        let index: [String: [Int]]

        /// Reads the sources; a file that cannot be read throws, rather than leave its lines out.
        static func read() throws -> SourceLines {
            var lines: [String] = []
            for folder in ["Sources", "Tests", "Tools"] {
                let walker = FileManager.default.enumerator(
                    at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
                while let url = walker?.nextObject() as? URL {
                    guard url.pathExtension == "swift" else { continue }
                    lines += codeLines(try String(contentsOf: url, encoding: .utf8)) + [""]
                }
            }
            return SourceLines(lines: lines, index: Dictionary(grouping: lines.indices) { lines[$0] })
        }

        /// Whether `excerpt` is a run of `lines`. A lookup, not a search of the whole text: the test
        /// runs beside the others, under the sanitizers too, and must not hold a thread for long.
        func hold(_ excerpt: [String]) -> Bool {
            guard let first = excerpt.first else { return true }
            return (index[first] ?? []).contains { start in
                lines[start...].starts(with: excerpt)
            }
        }
    }

    /// The sources, read once for every page, or why they could not be.
    static let sources = Result { try SourceLines.read() }

    /// The Swift excerpts of a page's `text`: the lines between a line "```swift" and the fence that ends
    /// them. Read line by line, not with a regular expression, which is slow enough under the thread
    /// sanitizer to hold a thread the other tests need.
    static func swiftExcerpts(in text: String) -> [[String]] {
        var excerpts: [[String]] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```swift" {
                current = []
            } else if let lines = current, line.hasPrefix("```") {
                excerpts.append(codeLines(lines.joined(separator: "\n")))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return excerpts
    }

    /// An excerpt is copied by hand into a page, so a change of the code it quotes leaves it behind; this
    /// finds it.
    @Test("quote only Swift the sources hold, line for line", arguments: try pagesWithCode())
    func excerptsAreInTheSources(page: String) throws {
        let sources = try Self.sources.get()
        let text = try String(contentsOf: Self.root.appendingPathComponent(page), encoding: .utf8)
        for excerpt in Self.swiftExcerpts(in: text) {
            #expect(
                sources.hold(excerpt),
                "\(page) quotes Swift the sources no longer hold: \(excerpt.prefix(2).joined(separator: " "))"
            )
        }
    }
}
