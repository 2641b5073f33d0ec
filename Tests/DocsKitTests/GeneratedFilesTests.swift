import DocsKit
import Foundation
import Testing

/// The tool's files are written anew, or checked: a check writes nothing and names every stale file.
@Suite("Generated files")
struct GeneratedFilesTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("generated-\(UUID())")
    var folder: URL { root.appendingPathComponent("Listings") }

    private func contents(_ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    private func exists(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path)
    }

    @Test("writes each file, and removes one it no longer writes")
    func writes() throws {
        let files = GeneratedFiles(folder: folder, root: root)
        try files.update([("a.swift", "a\n"), ("old.swift", "old\n")], checking: false)

        try files.update([("a.swift", "b\n")], checking: false)

        #expect(try contents("a.swift") == "b\n")
        #expect(!exists("old.swift"))
    }

    @Test("a check fails naming each stale file, and writes nothing")
    func checks() throws {
        let files = GeneratedFiles(folder: folder, root: root)
        try files.update([("a.swift", "a\n"), ("old.swift", "old\n")], checking: false)

        #expect {
            try files.update([("a.swift", "b\n"), ("new.swift", "new\n")], checking: true)
        } throws: { error in
            (error as? GeneratedFiles.Stale)?.files == [
                "a.swift", "new.swift", "old.swift (no longer written)",
            ]
        }
        #expect(try contents("a.swift") == "a\n")
        #expect(!exists("new.swift"))
    }

    @Test("a check passes when every file is what the tool writes")
    func upToDate() throws {
        let files = GeneratedFiles(folder: folder, root: root)
        try files.update([("a.swift", "a\n")], checking: false)

        try files.update([("a.swift", "a\n")], checking: true)
    }
}
