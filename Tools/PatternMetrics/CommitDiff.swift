/// What one commit changed, file by file, as `git show --numstat` reports it.
public struct CommitDiff: Equatable, Sendable {
    /// One file the commit touched.
    public struct FileChange: Equatable, Sendable {
        /// The path from the repository's root.
        public var path: String
        /// Lines added; 0 for a binary file.
        public var added: Int
        /// Lines removed; 0 for a binary file.
        public var removed: Int
        /// Whether the commit created the file.
        public var isNew: Bool
    }

    /// Every file the commit touched, in git's order.
    public var files: [FileChange]

    /// The diff from its parts.
    public init(files: [FileChange]) {
        self.files = files
    }

    /// Reads `git show --no-renames --format= --numstat` output (`added<TAB>removed<TAB>path` per line,
    /// `-` for a binary file's counts), with `newPaths`, the files the commit created.
    public init(numstat: String, newPaths: Set<String>) throws {
        files = try numstat.split(separator: "\n").map { line in
            let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3 else { throw MetricsError.notANumstatLine(String(line)) }
            let path = String(fields[2])
            guard let added = Self.count(fields[0]), let removed = Self.count(fields[1]) else {
                throw MetricsError.notANumstatLine(String(line))
            }
            return FileChange(path: path, added: added, removed: removed, isNew: newPaths.contains(path))
        }
    }

    /// A count of lines, or 0 for git's `-` (a binary file); nil when it is neither.
    private static func count(_ field: Substring) -> Int? {
        field == "-" ? 0 : Int(field)
    }
}

/// Reads what a commit changed.
public protocol CommitReader: Sendable {
    /// The diff of `commit` against its parent; throws `MetricsError.missingCommit` when the clone
    /// does not have it.
    func diff(of commit: String) throws -> CommitDiff
}
