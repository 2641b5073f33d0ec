import Foundation

/// A folder of files a tool writes: written anew, or checked against what the tool would write.
public struct GeneratedFiles {
    /// The folder.
    public let folder: URL
    /// The repository's root, which the messages name paths from.
    public let root: URL

    /// The files of `folder`, in the repository at `root`.
    public init(folder: URL, root: URL) {
        self.folder = folder
        self.root = root
    }

    /// Writes `files` (name, contents) into the folder, or with `checking` writes nothing and fails,
    /// naming each file that is missing, differs, or is in the folder but no longer written.
    public func update(_ files: [(name: String, contents: String)], checking: Bool) throws {
        let manager = FileManager.default
        let present = Set((try? manager.contentsOfDirectory(atPath: folder.path)) ?? [])
        let written = Set(files.map(\.name))
        var stale: [String] = []
        for (name, contents) in files {
            let url = folder.appendingPathComponent(name)
            let current = try? String(contentsOf: url, encoding: .utf8)
            guard current != contents else { continue }
            stale.append(name)
            if !checking {
                try manager.createDirectory(at: folder, withIntermediateDirectories: true)
                try contents.write(to: url, atomically: true, encoding: .utf8)
            }
        }
        let left = present.subtracting(written).filter { $0.hasSuffix(".swift") || $0.hasSuffix(".svg") }
        for name in left.sorted() {
            stale.append(name + " (no longer written)")
            if !checking { try manager.removeItem(at: folder.appendingPathComponent(name)) }
        }
        let relative = folder.path.replacingOccurrences(of: root.path + "/", with: "")
        if checking, !stale.isEmpty {
            throw Stale(folder: relative, files: stale)
        }
        print("docs-tool: \(relative): \(stale.isEmpty ? "up to date" : "wrote \(stale.count) files")")
    }

    /// What `update` throws when checking finds files that are not what the tool would write.
    public struct Stale: Error, CustomStringConvertible {
        /// The folder, from the repository's root.
        public let folder: String
        /// Each stale file.
        public let files: [String]
        /// The message, naming each file.
        public var description: String {
            "\(folder) is stale; run Tools/docs/build to write it again:\n" + files.joined(separator: "\n")
        }
    }
}
