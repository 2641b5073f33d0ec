import Foundation

/// The commits that made each change of the app, as `docs/changes.tsv` lists them: one row per change,
/// part and commit.
///
/// A change is made in its own commits: first the part every pattern shares, then one commit per
/// pattern holding that pattern's files and tests and nothing else. So each pattern's commit is what
/// the change cost that pattern.
public struct ChangeLedger: Equatable, Sendable {
    /// One row: a commit made for one part of one change.
    public struct Entry: Equatable, Sendable {
        /// The change's short name, such as `search`.
        public var change: String
        /// Who the commit was for: the part every pattern shares, or one pattern.
        public var part: Owner
        /// The commit's full hash.
        public var commit: String
    }

    /// The rows, in the file's order.
    public var entries: [Entry]

    /// The changes, each once, in the order the file first names them.
    public var changes: [String] {
        var seen = Set<String>()
        return entries.map(\.change).filter { seen.insert($0).inserted }
    }

    /// The commits of `change` made for `part`, in the file's order.
    public func commits(of change: String, for part: Owner) -> [String] {
        entries.filter { $0.change == change && $0.part == part }.map(\.commit)
    }

    /// Reads the ledger's text: tab-separated `change`, `part` and `commit`, one row per line; a line
    /// starting with `#`, and a blank line, are skipped.
    public init(text: String) throws {
        var entries: [Entry] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 3, !fields[0].isEmpty, let part = Self.part(named: fields[1]),
                fields[2].count == 40, fields[2].allSatisfy(\.isHexDigit)
            else {
                throw MetricsError.badLedgerLine(number: index + 1, line: String(line))
            }
            entries.append(Entry(change: fields[0], part: part, commit: fields[2].lowercased()))
        }
        self.entries = entries
    }

    /// The part named `name` in the ledger: `shared`, or a `--pattern` name.
    private static func part(named name: String) -> Owner? {
        name == "shared" ? .shared : Pattern(rawValue: name).map(Owner.pattern)
    }
}
