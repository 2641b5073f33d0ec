import DocsKit
import Foundation

// The documentation site's own tool, run by Tools/docs/build:
//
//   docs-tool listings [--check]   the tutorial's code listings, cut from the real sources
//   docs-tool images [--check]     the tutorial's pictures, terminal screens the app wrote
//   docs-tool coverage DIR         every public symbol in the symbol graphs of DIR has a doc comment
//   docs-tool browser-check SITE URL CHROMIUM
//                                  the site in SITE, served at URL, drawn page by page in Chromium
//
// `--check` writes nothing and fails, naming each file, when what is committed is not what the tool
// would write: a listing or a picture cannot drift from the code it shows.

let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
var arguments = CommandLine.arguments.dropFirst()
let command = arguments.popFirst()
let checking = arguments.contains("--check")

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("docs-tool: \(message)\n".utf8))
    exit(1)
}

do {
    switch command {
    case "listings":
        let listings = try Listing.all(manifest: root.appendingPathComponent(Listing.manifestPath))
        try GeneratedFiles(folder: root.appendingPathComponent(Listing.folder), root: root)
            .update(listings.map { ($0.fileName, try $0.extract(root: root)) }, checking: checking)
    case "images":
        try GeneratedFiles(folder: root.appendingPathComponent(TerminalPicture.folder), root: root)
            .update(try TerminalPicture.all(root: root).map { ($0.fileName, $0.svg) }, checking: checking)
    case "coverage":
        guard let folder = arguments.first(where: { !$0.hasPrefix("--") }) else {
            fail("coverage needs the folder of symbol graphs")
        }
        let missing = try Coverage.undocumented(in: URL(fileURLWithPath: folder), modules: Coverage.modules)
        guard missing.isEmpty else {
            fail("\(missing.count) public symbols have no doc comment:\n" + missing.joined(separator: "\n"))
        }
        print("docs-tool: every public symbol of \(Coverage.modules.joined(separator: ", ")) is documented")
    case "browser-check":
        let operands = arguments.filter { !$0.hasPrefix("--") }
        guard operands.count == 3 else { fail("browser-check needs the site's folder, its URL and Chromium") }
        let check = BrowserCheck(
            site: URL(fileURLWithPath: operands[operands.startIndex]),
            base: operands[operands.startIndex + 1],
            chromium: operands[operands.startIndex + 2])
        let (checked, failures) = try check.run()
        guard checked > 0, failures.isEmpty else {
            fail(checked == 0 ? "no page to check" : failures.joined(separator: "\n"))
        }
    default:
        fail("usage: docs-tool listings|images [--check], coverage DIR, or browser-check SITE URL CHROMIUM")
    }
} catch {
    fail("\(error)")
}
