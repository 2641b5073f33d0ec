import Foundation
import Testing

/// Every protocol earns its place: it has two production conformers, or its shape's page lists it as a
/// boundary of that shape's textbook, with the source, and names the test file whose double stands in
/// for it. A protocol made only so that `--trace` can decorate it fails here.
///
/// Read from the code, as the compiler would not say it: the protocols declared in `Sources/` (but
/// `Sources/Tracing`, whose decorators are no production conformers), the types that conform to each
/// (a type conforming to a protocol that refines another conforms to both), and the rows of the
/// "Boundaries" section of each page in `docs/Questions.docc`: `` | `Protocol` | source | `Tests/…` | ``.
@Suite("Every protocol earns its place")
struct ProtocolRuleTests {
    /// A Swift source file's declarations, as far as this rule needs them.
    struct Declarations {
        /// Each protocol declared, with the protocols it refines.
        var protocols: [String: Set<String>] = [:]
        /// Each type declared or extended, with every name in its inheritance clauses.
        var conformances: [String: Set<String>] = [:]
    }

    /// A row of a page's "Boundaries" section.
    struct ListedBoundary {
        let name: String
        let page: String
        let doubledIn: String
    }

    /// The declarations in every Swift file under `folder`, but the folders named in `skipping`.
    static func declarations(under folder: URL, skipping: Set<String> = []) throws -> Declarations {
        var found = Declarations()
        let walker = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
        while let url = walker.nextObject() as? URL {
            if skipping.contains(url.lastPathComponent) {
                walker.skipDescendants()
                continue
            }
            guard url.pathExtension == "swift" else { continue }
            read(try String(contentsOf: url, encoding: .utf8), into: &found)
        }
        return found
    }

    /// Adds the declarations of `source` to `found`: each `protocol`, `class`, `struct`, `enum`, `actor`
    /// or `extension` with its inheritance clause, which may run over several lines up to its `{`.
    static func read(_ source: String, into found: inout Declarations) {
        let keywords: Set<String> = ["protocol", "class", "struct", "enum", "actor", "extension"]
        let modifiers: Set<String> = [
            "public", "internal", "private", "fileprivate", "package", "open", "final", "nonisolated",
            "indirect",
        ]
        let lines = source.components(separatedBy: "\n")
        for (index, line) in lines.enumerated() {
            let code = line.components(separatedBy: "//").first ?? ""
            var words = code.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            while let first = words.first, modifiers.contains(first) || first.hasPrefix("@") {
                words.removeFirst()
            }
            guard words.count >= 2, keywords.contains(words[0]) else { continue }
            // The declaration up to its body, joined over the lines it spans.
            var header = code
            var next = index + 1
            while !header.contains("{"), next < lines.count, next < index + 6 {
                header += " " + (lines[next].components(separatedBy: "//").first ?? "")
                next += 1
            }
            header = String(header.prefix(while: { $0 != "{" }))
            if let whereClause = header.range(of: " where ") {
                header = String(header[..<whereClause.lowerBound])
            }
            let name = String(
                words[1].prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }))
            var inherited: Set<String> = []
            if let colon = header.firstIndex(of: ":") {
                for part in header[header.index(after: colon)...].split(separator: ",") {
                    for piece in part.split(separator: "&") {
                        let word =
                            piece.trimmingCharacters(in: .whitespaces)
                            .split(separator: " ").last.map(String.init) ?? ""
                        let bare = String(word.split(separator: "<").first ?? "")
                        if let last = bare.split(separator: ".").last, !last.isEmpty {
                            inherited.insert(String(last))
                        }
                    }
                }
            }
            if words[0] == "protocol" {
                found.protocols[name, default: []].formUnion(inherited)
            } else {
                let type = String(name.split(separator: ".").last ?? "")
                found.conformances[type, default: []].formUnion(inherited)
            }
        }
    }

    /// The types among `declarations` that conform to `protocolName`, directly or through a protocol that
    /// refines it, with `refinements` from `protocols`.
    static func conformers(
        of protocolName: String, in declarations: Declarations, protocols: [String: Set<String>]
    )
        -> Set<String>
    {
        var covered: Set<String> = [protocolName]
        var changed = true
        while changed {
            changed = false
            for (name, refined) in protocols
            where !covered.contains(name) && !refined.isDisjoint(with: covered) {
                covered.insert(name)
                changed = true
            }
        }
        return Set(
            declarations.conformances.compactMap { type, inherited in
                inherited.isDisjoint(with: covered) || protocols[type] != nil ? nil : type
            })
    }

    /// The rows of every page's "Boundaries" section.
    static func listedBoundaries(root: URL) throws -> [ListedBoundary] {
        let pages = root.appendingPathComponent("docs/Questions.docc")
        var listed: [ListedBoundary] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: pages.path)
        where file.hasSuffix(".md") {
            let text = try String(contentsOf: pages.appendingPathComponent(file), encoding: .utf8)
            var inSection = false
            for line in text.components(separatedBy: "\n") {
                if line.hasPrefix("## ") { inSection = line.hasPrefix("## Boundaries") }
                guard inSection, line.hasPrefix("| `") else { continue }
                let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
                guard cells.count >= 3 else { continue }
                listed.append(
                    ListedBoundary(
                        name: cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`")), page: file,
                        doubledIn: cells[cells.count - 1].trimmingCharacters(
                            in: CharacterSet(charactersIn: "`"))))
            }
        }
        return listed
    }

    @Test("keeps no protocol with one production conformer that its shape's page does not list")
    func everyProtocolEarnsItsPlace() throws {
        let root = try TestHygieneTests.packageRoot()
        let sources = try Self.declarations(
            under: root.appendingPathComponent("Sources"), skipping: ["Tracing"])
        let listed = try Self.listedBoundaries(root: root)
        let listedNames = Set(listed.map(\.name))
        #expect(sources.protocols.count > 40, "the protocols in Sources/ were not found")
        #expect(listed.count > 20, "no page's Boundaries section was found")

        for name in sources.protocols.keys.sorted() {
            let conformers = Self.conformers(of: name, in: sources, protocols: sources.protocols)
            #expect(
                conformers.count >= 2 || listedNames.contains(name),
                """
                \(name) has one production conformer (\(conformers.sorted().joined(separator: ", "))) and no \
                page lists it as a textbook boundary: list it with its source and its double, or let it go
                """)
        }
    }

    @Test("finds each listed boundary in the code, and a double of it in the test file its row names")
    func everyListedBoundaryIsDoubled() throws {
        let root = try TestHygieneTests.packageRoot()
        let sources = try Self.declarations(
            under: root.appendingPathComponent("Sources"), skipping: ["Tracing"])
        let listed = try Self.listedBoundaries(root: root)

        for boundary in listed {
            #expect(
                sources.protocols[boundary.name] != nil,
                "\(boundary.page) lists \(boundary.name), which no file in Sources/ declares")
            let file = root.appendingPathComponent(boundary.doubledIn)
            guard boundary.doubledIn.hasPrefix("Tests/"), FileManager.default.fileExists(atPath: file.path)
            else {
                Issue.record(
                    "\(boundary.page): \(boundary.name)'s double is in \(boundary.doubledIn), not a test file"
                )
                continue
            }
            var doubles = Declarations()
            Self.read(try String(contentsOf: file, encoding: .utf8), into: &doubles)
            #expect(
                !Self.conformers(of: boundary.name, in: doubles, protocols: sources.protocols).isEmpty,
                "\(boundary.doubledIn) declares no double of \(boundary.name), as \(boundary.page) says it does"
            )
        }
    }

    @Test("reads a conformance declared over several lines, and one through a refining protocol")
    func readsTheDeclarations() {
        var found = Declarations()
        Self.read(
            """
            public protocol Base: AnyObject {}
            protocol Child: Base {}
            final class One: Child,
                Other
            {
            }
            extension Two: Base {}
            struct Three<T>: Child where T: Equatable {}
            """, into: &found)

        #expect(found.protocols["Child"] == ["Base"])
        #expect(
            Self.conformers(of: "Base", in: found, protocols: found.protocols) == ["One", "Two", "Three"])
        #expect(Self.conformers(of: "Child", in: found, protocols: found.protocols) == ["One", "Three"])
    }
}
