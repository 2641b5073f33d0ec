import DocsKit
import Foundation
import Testing

/// Coverage reads the compiler's symbol graphs: a public symbol declared in the source needs a doc
/// comment; what the compiler makes does not.
@Suite("Doc comment coverage")
struct CoverageTests {
    /// A symbol graph of module `M` holding `symbols`, in a new folder.
    private func folder(with symbols: [String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coverage-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let graph = #"{"symbols": [\#(symbols.joined(separator: ","))]}"#
        try graph.write(
            to: folder.appendingPathComponent("M.symbols.json"), atomically: true, encoding: .utf8)
        return folder
    }

    private func symbol(_ name: String, access: String = "public", documented: Bool, inSource: Bool = true)
        -> String
    {
        let doc = documented ? #", "docComment": {"lines": [{"text": "Does it."}]}"# : ""
        let location =
            inSource ? #", "location": {"uri": "file:///S/M/A.swift", "position": {"line": 4}}"# : ""
        return #"{"kind": {"identifier": "swift.func"}, "identifier": {"precise": "s:\#(name)"}, "#
            + #""pathComponents": ["A", "\#(name)"], "accessLevel": "\#(access)"\#(doc)\#(location)}"#
    }

    @Test("names each public symbol of the source without a doc comment, with its file and line")
    func namesTheUndocumented() throws {
        let graphs = try folder(with: [
            symbol("documented()", documented: true), symbol("bare()", documented: false),
            symbol("hidden()", access: "internal", documented: false),
        ])

        #expect(try Coverage.undocumented(in: graphs, modules: ["M"]) == ["M.A.bare() (A.swift:5)"])
    }

    @Test("counts nothing the compiler made, which has no place in the source")
    func skipsWhatTheCompilerMade() throws {
        let graphs = try folder(with: [symbol("init(rawValue:)", documented: false, inSource: false)])

        #expect(try Coverage.undocumented(in: graphs, modules: ["M"]).isEmpty)
    }
}
