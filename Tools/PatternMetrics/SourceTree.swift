import Foundation

/// Reads the folders and Swift files of the repository, in an order that does not depend on the disk.
public struct SourceTree: Sendable {
    /// The package's root folder.
    public let root: URL

    /// The tree under `root`.
    public init(root: URL) {
        self.root = root
    }

    /// Whether `folder` (relative to the root) exists.
    public func hasFolder(_ folder: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url(folder).path, isDirectory: &isFolder)
            && isFolder.boolValue
    }

    /// The names of the folders directly inside `folder`, sorted.
    public func folders(in folder: String) throws -> [String] {
        guard hasFolder(folder) else { throw MetricsError.missingFolder(folder) }
        let names = try FileManager.default.contentsOfDirectory(atPath: url(folder).path)
        return names.filter { !$0.hasPrefix(".") && hasFolder("\(folder)/\($0)") }.sorted()
    }

    /// Every Swift file under `folder`, at any depth, as a path relative to `folder` with its text,
    /// sorted by path; none when the folder does not exist. A symbolic link is left out: its file is
    /// counted where it lives (the live library compiles SessionTransfer's file through one).
    public func swiftFiles(in folder: String) throws -> [SourceFile] {
        guard hasFolder(folder), let paths = FileManager.default.enumerator(atPath: url(folder).path) else {
            return []
        }
        let relativePaths = paths.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") && !isSymbolicLink("\(folder)/\($0)") }.sorted()
        return try relativePaths.map { path in
            SourceFile(
                relativePath: path,
                text: try String(contentsOf: url("\(folder)/\(path)"), encoding: .utf8))
        }
    }

    private func isSymbolicLink(_ relativePath: String) -> Bool {
        // try?: a file that cannot be read as a link is an ordinary one here
        (try? FileManager.default.destinationOfSymbolicLink(atPath: url(relativePath).path)) != nil
    }

    private func url(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }
}
