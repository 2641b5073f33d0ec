import Foundation

/// The notes kept by hand beside the reading paths, `docs/reading-notes.tsv`: for each pattern, the files
/// of its own that a trace does not put on its path, each either a core file the reader must see all the
/// same or a file off the path, with why.
///
/// A trace sees only the seams, so a pattern's own folders hold files the
/// command runs that it never shows (Smalltalk's dependents, Model 2's
/// requests and actions), and files the command never reaches (the user's
/// page, the saved screen, `--trace`'s decorators). Every file in a
/// pattern's own folders is on its path or in these notes:
/// `problems(paths:ownFiles:exists:)` says which are neither.
public struct ReadingNotes: Equatable, Sendable {
    /// Where the notes are, from the package's root.
    public static let path = "docs/reading-notes.tsv"

    /// One row: a file of one pattern's own, and what the reader does with it.
    public struct Note: Equatable, Sendable {
        /// What the reader does with the file.
        public enum Kind: String, CaseIterable, Sendable {
            /// The reader must see it: it joins the path after the traced files.
            case core
            /// The reader can leave it: it is listed apart, under "Not on this path".
            case offPath = "off-path"
        }

        /// The pattern whose path it is about.
        public var pattern: Pattern
        /// The file, from the package's root: `Sources/Interactors/Smalltalk/SmalltalkDependents.swift`.
        public var path: String
        /// Whether the file is core or off the path.
        public var kind: Kind
        /// Why, in one sentence.
        public var why: String
        /// The line of the notes that holds it, counted from 1.
        public var line: Int

        /// A note from its parts.
        public init(pattern: Pattern, path: String, kind: Kind, why: String, line: Int) {
            self.pattern = pattern
            self.path = path
            self.kind = kind
            self.why = why
            self.line = line
        }
    }

    /// Something the notes and the paths do not agree on; each says, in one line, what to do about it.
    public enum Problem: Equatable, Sendable, CustomStringConvertible {
        /// A file of the pattern's own folders that is neither on its path nor in the notes.
        case uncovered(pattern: Pattern, path: String)
        /// A note names a file that does not exist.
        case missingFile(line: Int, path: String)
        /// A note names a file that is not in its pattern's own folders.
        case notOwn(line: Int, pattern: Pattern, path: String)
        /// A note names a file the trace already puts on the pattern's path.
        case stale(line: Int, pattern: Pattern, path: String, kind: Note.Kind)
        /// A second note names a file of the same pattern.
        case duplicate(line: Int, firstLine: Int, path: String)

        /// The message for the user.
        public var description: String {
            switch self {
            case .uncovered(let pattern, let path):
                "\(path) is \(pattern.folderName)'s own, but neither on its reading path nor in"
                    + " \(ReadingNotes.path); add a 'core' or 'off-path' row for \(pattern.rawValue) with why"
            case .missingFile(let line, let path):
                "\(ReadingNotes.path) line \(line) names \(path), which does not exist; fix or remove the row"
            case .notOwn(let line, let pattern, let path):
                "\(ReadingNotes.path) line \(line) names \(path), which is not in \(pattern.folderName)'s own"
                    + " folders; only a pattern's own files take notes"
            case .stale(let line, let pattern, let path, let kind):
                "\(ReadingNotes.path) line \(line) is stale: the trace puts \(path) on \(pattern.folderName)'s"
                    + " path already, so it needs no '\(kind.rawValue)' row; remove it"
            case .duplicate(let line, let firstLine, let path):
                "\(ReadingNotes.path) line \(line) names \(path) again, after line \(firstLine); keep one row"
            }
        }
    }

    /// The rows, in the file's order.
    public var notes: [Note]

    /// Reads the notes' text: tab-separated `pattern`, `path`, `kind` and `why`, one row per line, the
    /// pattern by its `--pattern` name and the kind `core` or `off-path`; a line starting with `#`, and a
    /// blank line, are skipped.
    public init(text: String) throws {
        var notes: [Note] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 4, let pattern = Pattern(rawValue: fields[0]), !fields[1].isEmpty,
                let kind = Note.Kind(rawValue: fields[2]),
                !fields[3].trimmingCharacters(in: .whitespaces).isEmpty
            else {
                throw MetricsError.badNotesLine(number: index + 1, line: String(line))
            }
            notes.append(Note(pattern: pattern, path: fields[1], kind: kind, why: fields[3], line: index + 1))
        }
        self.notes = notes
    }

    /// The notes of `pattern` of `kind`, in the file's order.
    public func notes(of pattern: Pattern, _ kind: Note.Kind) -> [Note] {
        notes.filter { $0.pattern == pattern && $0.kind == kind }
    }

    /// Everything wrong with the notes and `paths`, each path the one its pattern's trace gives, before
    /// any note: the notes' rows that name a file that does not exist (by `exists`), that is not in
    /// their pattern's `ownFiles`, that a row before names, or that the trace puts on the path already;
    /// then, pattern by pattern, the files of `ownFiles` that are neither on the path nor in the notes.
    public func problems(paths: [ReadingPath], ownFiles: [Pattern: [String]], exists: (String) -> Bool)
        -> [Problem]
    {
        var problems: [Problem] = []
        var first: [String: Int] = [:]
        // The rows of no other problem, which alone may be stale.
        var sound: [Note] = []
        for note in notes {
            if let line = first["\(note.pattern.rawValue)\t\(note.path)"] {
                problems.append(.duplicate(line: note.line, firstLine: line, path: note.path))
                continue
            }
            first["\(note.pattern.rawValue)\t\(note.path)"] = note.line
            if !exists(note.path) {
                problems.append(.missingFile(line: note.line, path: note.path))
            } else if !(ownFiles[note.pattern] ?? []).contains(note.path) {
                problems.append(.notOwn(line: note.line, pattern: note.pattern, path: note.path))
            } else {
                sound.append(note)
            }
        }
        for path in paths {
            let onPath = Set(path.stops.map(\.path))
            for note in sound where note.pattern == path.pattern && onPath.contains(note.path) {
                problems.append(
                    .stale(line: note.line, pattern: path.pattern, path: note.path, kind: note.kind))
            }
            problems += uncovered(path: path, ownFiles: ownFiles[path.pattern] ?? []).map {
                .uncovered(pattern: path.pattern, path: $0)
            }
        }
        return problems
    }

    /// The files of `ownFiles`, those of `path`'s pattern's own folders, that are neither on `path` nor
    /// in the notes of its pattern, in the order of `ownFiles`.
    public func uncovered(path: ReadingPath, ownFiles: [String]) -> [String] {
        let covered = Set(path.stops.map(\.path) + notes.filter { $0.pattern == path.pattern }.map(\.path))
        return ownFiles.filter { !covered.contains($0) }
    }

    /// The files of each pattern's own folders in the modules of `catalog` (its layers and those it
    /// shows apart, such as `--trace`'s decorators), from the package's root, sorted.
    public static func ownFiles(in tree: SourceTree, catalog: LayerCatalog) throws -> [Pattern: [String]] {
        var files: [Pattern: [String]] = [:]
        for module in catalog.layers + catalog.apart {
            for file in try tree.swiftFiles(in: "Sources/\(module)") {
                guard let pattern = Pattern.owning(file.relativePath) else { continue }
                files[pattern, default: []].append("Sources/\(module)/\(file.relativePath)")
            }
        }
        return files.mapValues { $0.sorted() }
    }
}
