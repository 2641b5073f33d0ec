import Foundation

/// Which public symbols have no doc comment, read from the compiler's symbol graphs.
public enum Coverage {
    /// The library modules the site documents.
    public static let modules = [
        "Entities", "Markup", "WebService", "Interactors", "Presenters", "Routers", "TerminalUI", "TextFront",
        "ScreenFront", "Tracing",
    ]

    /// Each public or open symbol of `modules` declared in source without a doc comment, as
    /// `Module.Path (file:line)`; what the compiler makes (a synthesized conformance, an enum's
    /// `init(rawValue:)`) has no place in the source and is not counted.
    public static func undocumented(in folder: URL, modules: [String]) throws -> [String] {
        var missing: [String] = []
        for module in modules {
            let url = folder.appendingPathComponent("\(module).symbols.json")
            let graph = try JSONDecoder().decode(SymbolGraph.self, from: Data(contentsOf: url))
            for symbol in graph.symbols where symbol.needsDocumentation && symbol.docComment == nil {
                let place = symbol.location.map { " (\($0.uri.split(separator: "/").last ?? ""):\($0.line))" }
                missing.append("\(module).\(symbol.pathComponents.joined(separator: "."))\(place ?? "")")
            }
        }
        return missing.sorted()
    }

    private struct SymbolGraph: Decodable {
        let symbols: [Symbol]
    }

    private struct Symbol: Decodable {
        struct Kind: Decodable { let identifier: String }
        struct Identifier: Decodable { let precise: String }
        struct Location: Decodable {
            struct Position: Decodable { let line: Int }
            let uri: String
            let position: Position
            var line: Int { position.line + 1 }
        }
        struct DocComment: Decodable {}

        let kind: Kind
        let identifier: Identifier
        let pathComponents: [String]
        let accessLevel: String
        let docComment: DocComment?
        let location: Location?

        var needsDocumentation: Bool {
            ["public", "open"].contains(accessLevel) && location != nil
                && !identifier.precise.contains("::SYNTHESIZED::") && kind.identifier != "swift.extension"
        }
    }
}
