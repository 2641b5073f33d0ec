import Foundation

/// Reads commits with the `git` command, in the repository at `root`.
public struct GitCommits: CommitReader {
    /// The repository's root folder.
    public let root: URL

    /// The repository at `root`.
    public init(root: URL) {
        self.root = root
    }

    /// `git show` of `commit`: every file with its lines added and removed, and which files it created.
    public func diff(of commit: String) throws -> CommitDiff {
        // A shallow clone lacks the commits of the ledger: say so rather than measure nothing.
        guard (try? git(["cat-file", "-e", "\(commit)^{commit}"])) != nil else {
            throw MetricsError.missingCommit(commit)
        }
        let numstat = try git(["show", "--no-renames", "--format=", "--numstat", commit])
        let created = try git(["show", "--no-renames", "--format=", "--name-only", "--diff-filter=A", commit])
        return try CommitDiff(
            numstat: numstat, newPaths: Set(created.split(separator: "\n").map(String.init)))
    }

    private func git(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", root.path, "-c", "core.quotePath=false"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw MetricsError.gitFailed(arguments.joined(separator: " "))
        }
        return String(decoding: data, as: UTF8.self)
    }
}
