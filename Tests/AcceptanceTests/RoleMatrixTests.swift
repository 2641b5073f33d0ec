import Foundation
import Testing

@testable import QuestionsApp

/// The role matrix (`docs/Questions.docc/Roles.md`) read as a spec of where each shape does each job:
/// every cell names a file that exists and a symbol that file declares, or says in words that the shape
/// has no such role, and where `--trace` can see a role, the trace agrees with the cell. A renamed
/// symbol fails here, not in a reader's hands.
@Suite("The role matrix")
struct RoleMatrixTests {
    /// The page, from the repository's root.
    static let page = "docs/Questions.docc/Roles.md"

    /// The roles the page promises, in its order: the first column of each row, in bold.
    static let roles = [
        "Takes the user's command",
        "Decides what it means",
        "Owns a load",
        "Calls the web service",
        "Cancels a load",
        "Stops a late answer from showing",
        "Holds the screens",
        "Pushes and pops a screen",
        "Writes a save",
        "Tells other screens of a save",
        "Decides that a screen draws, and when",
        "Formats what is drawn",
        "Keeps the screen front's selection and scroll",
        "Is strongly held by",
        "Holds weakly",
        "The unit test that shows it alone",
    ]

    static func pageText() throws -> String {
        try String(
            contentsOf: DocumentationTests.root.appendingPathComponent(page), encoding: .utf8)
    }

    static func source(_ path: String) -> String? {
        let url = DocumentationTests.root.appendingPathComponent(path)
        return try? String(contentsOf: url, encoding: .utf8)  // try?: unreadable is reported as missing
    }

    @Test("has one column per shape, in the order the app lists them")
    func columns() throws {
        let matrix = try RoleMatrix(parsing: Self.pageText())

        #expect(matrix.shapes == AppOptions.Pattern.allCases.map(\.displayName))
    }

    @Test("has one row per role, in the order the page promises")
    func rows() throws {
        let matrix = try RoleMatrix(parsing: Self.pageText())

        #expect(matrix.rows.map(\.role) == Self.roles)
    }

    @Test(
        "names in every cell a file that declares the symbol named, or says the shape has no such role",
        arguments: AppOptions.Pattern.allCases)
    func cellsResolve(pattern: AppOptions.Pattern) throws {
        let matrix = try RoleMatrix(parsing: Self.pageText())
        let column = try #require(matrix.shapes.firstIndex(of: pattern.displayName))

        for row in matrix.rows {
            let problems = RoleMatrix.problems(in: row.cells[column], reading: Self.source)
            #expect(problems.isEmpty, "\(row.role), \(pattern.displayName): \(problems)")
        }
    }

    /// A cell and the code it names, for the checks below: they are only worth their names if they fail.
    static let plantedCell = "`Sources/Example.swift` `ListPresenter.openQuestion` opens a row"
    static let plantedCode = "final class ListPresenter {\n    func openQuestion(atRow row: Int) {}\n}\n"

    @Test("finds nothing wrong with a cell whose file declares its type and member")
    func resolvingCell() {
        #expect(RoleMatrix.problems(in: Self.plantedCell, reading: { _ in Self.plantedCode }).isEmpty)
    }

    @Test("finds a member renamed in the page")
    func memberRenamedInThePage() {
        let renamed = Self.plantedCell.replacingOccurrences(of: "openQuestion", with: "openRow")

        #expect(
            RoleMatrix.problems(in: renamed, reading: { _ in Self.plantedCode })
                == ["Sources/Example.swift declares no member openRow"])
    }

    @Test("finds a type renamed in the code")
    func typeRenamedInTheCode() {
        let renamed = Self.plantedCode.replacingOccurrences(of: "ListPresenter", with: "RowsPresenter")

        #expect(
            RoleMatrix.problems(in: Self.plantedCell, reading: { _ in renamed })
                == ["Sources/Example.swift declares no type ListPresenter"])
    }

    @Test("finds a file that is gone")
    func fileGone() {
        #expect(
            RoleMatrix.problems(in: Self.plantedCell, reading: { _ in nil })
                == ["Sources/Example.swift does not exist"])
    }

    @Test("takes words for a cell only when they say None")
    func wordsOnly() {
        #expect(RoleMatrix.problems(in: "None: the store decides.", reading: { _ in nil }).isEmpty)
        #expect(
            RoleMatrix.problems(in: "the presenter", reading: { _ in nil })
                == ["names no file and symbol, and does not say None"])
    }

    /// The rows `--trace` can see, each with the call that shows it: the caller of each such call, in
    /// a session that loads the list, saves a row, opens a question and goes back, is the cell's layer.
    static let tracedRows: [(role: String, call: @Sendable (String) -> Bool)] = [
        ("Calls the web service", { $0.hasPrefix("service") }),
        ("Writes a save", { $0.hasPrefix("database") && $0.contains(" save(") }),
        ("Pushes and pops a screen", { $0.hasPrefix("host") && $0.contains(" push") }),
    ]

    @Test(
        "agrees with the trace on who calls the service, who writes a save and who pushes a screen",
        arguments: AppOptions.Pattern.allCases)
    @MainActor
    func agreesWithTheTrace(pattern: AppOptions.Pattern) async throws {
        let matrix = try RoleMatrix(parsing: Self.pageText())
        let column = try #require(matrix.shapes.firstIndex(of: pattern.displayName))
        let trace = await Harness.traced(["save 2", "open 3", "back"], pattern: pattern).trace

        for (role, call) in Self.tracedRows {
            let row = try #require(matrix.rows.first { $0.role == role })
            let callers = Set(trace.compactMap { RoleMatrix.caller(in: $0, ifItsCall: call) })
            let layer = RoleMatrix.layer(of: row.cells[column])
            #expect(
                callers == [layer ?? "no layer"],
                "\(role), \(pattern.displayName): the trace shows \(callers), the page \(layer ?? "no layer")"
            )
        }
    }

    @Test("reads a traced row's layer from the words in italics that open its cell")
    func layerOfACell() {
        #expect(RoleMatrix.layer(of: "*view model* `Sources/A.swift` `A.load`") == "view model")
        #expect(RoleMatrix.layer(of: "`Sources/A.swift` `A.load` *fast*") == nil)
    }
}

/// The matrix as the page writes it: a Markdown table, one column per shape after the role's.
struct RoleMatrix {
    struct Row {
        var role: String
        var cells: [String]
    }

    struct Reference: Equatable {
        var path: String
        var type: String
        var member: String?
    }

    var shapes: [String]
    var rows: [Row]

    struct Unreadable: Error, CustomStringConvertible {
        var description: String
    }

    init(parsing text: String) throws {
        let lines = text.split(separator: "\n").map(String.init).filter { $0.hasPrefix("|") }
        guard lines.count > 2 else { throw Unreadable(description: "the page has no table") }
        func cells(_ line: String) -> [String] {
            line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
        }
        let shapes = Array(cells(lines[0]).dropFirst())
        self.shapes = shapes
        rows = try lines.dropFirst(2).map { line in
            let row = cells(line)
            guard row.count == shapes.count + 1 else {
                throw Unreadable(description: "a row has \(row.count) cells: \(line.prefix(60))")
            }
            return Row(role: row[0].replacingOccurrences(of: "**", with: ""), cells: Array(row.dropFirst()))
        }
    }

    /// Each `` `Sources/….swift` `Type.member` `` pair of a cell, in order.
    static func references(in cell: String) -> [Reference] {
        let pattern = /`((?:Sources|Tests)\/[^`]+\.swift)`\s*`([A-Za-z_]\w*)(?:\.([A-Za-z_]\w*))?`/
        return cell.matches(of: pattern).map { match in
            Reference(
                path: String(match.output.1), type: String(match.output.2),
                member: match.output.3.map(String.init))
        }
    }

    /// What is wrong with a cell: a path with no symbol after it, a file missing, a type or member the
    /// file does not declare, or no reference at all where the cell does not say "None".
    static func problems(in cell: String, reading source: (String) -> String?) -> [String] {
        let references = references(in: cell)
        if references.isEmpty {
            return cell.hasPrefix("None") ? [] : ["names no file and symbol, and does not say None"]
        }
        var problems: [String] = []
        let paths = cell.matches(of: /`(?:Sources|Tests)\/[^`]+`/).count
        if paths != references.count { problems.append("a path has no symbol after it") }
        for reference in references {
            guard let text = source(reference.path) else {
                problems.append("\(reference.path) does not exist")
                continue
            }
            if !SwiftDeclarations.declares(type: reference.type, in: text) {
                problems.append("\(reference.path) declares no type \(reference.type)")
            }
            if let member = reference.member, !SwiftDeclarations.declares(member: member, in: text) {
                problems.append("\(reference.path) declares no member \(member)")
            }
        }
        return problems
    }

    /// The layer a traced row's cell names: the words in italics it starts with.
    static func layer(of cell: String) -> String? {
        cell.prefixMatch(of: /\*([a-z ]+)\*/).map { String($0.output.1) }
    }

    /// The layer that sends a trace line's call, when the call is one `call` picks: a line is `trace`,
    /// the pattern, then the caller, an arrow, and the callee with its message.
    static func caller(in line: String, ifItsCall call: (String) -> Bool) -> String? {
        let words = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
        guard words.count == 3, words[0] == "trace", let arrow = words[2].range(of: " → ") else { return nil }
        let callee = words[2][arrow.upperBound...].trimmingCharacters(in: .whitespaces)
        return call(callee) ? words[2][..<arrow.lowerBound].trimmingCharacters(in: .whitespaces) : nil
    }
}
