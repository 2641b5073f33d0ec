/// Why the comparison could not be made; each says, in one line, what to do about it.
public enum MetricsError: Error, Equatable, CustomStringConvertible {
    /// A folder the comparison reads is not there.
    case missingFolder(String)
    /// A module under `Sources/` that the catalog does not place.
    case unplacedModule(String)
    /// A module the catalog names that `Sources/` does not have.
    case missingModule(String)
    /// A line on standard error that is not a trace line.
    case notATraceLine(String)
    /// A trace line that names a layer the catalog does not know.
    case unknownRole(String)
    /// A run with a command did not begin with the lines of a run without one.
    case startupDiffers(pattern: String, command: String)
    /// The traced program failed.
    case programFailed(status: Int32, lastLine: String)
    /// A line of `docs/changes.tsv` that is not `change<TAB>part<TAB>commit`.
    case badLedgerLine(number: Int, line: String)
    /// A line of `docs/reading-notes.tsv` that is not `pattern<TAB>path<TAB>kind<TAB>why`.
    case badNotesLine(number: Int, line: String)
    /// A commit `docs/changes.tsv` lists that this clone does not have.
    case missingCommit(String)
    /// A line of `git show --numstat` that could not be read.
    case notANumstatLine(String)
    /// A `git` command failed.
    case gitFailed(String)

    /// The message for the user.
    public var description: String {
        switch self {
        case .missingFolder(let path): "no folder \(path); run from the package's root"
        case .unplacedModule(let name):
            "Sources/\(name) is neither a layer nor listed apart; add it to LayerCatalog.questions"
        case .missingModule(let name): "LayerCatalog.questions names \(name), but there is no Sources/\(name)"
        case .notATraceLine(let line): "not a trace line on standard error: \(line)"
        case .unknownRole(let line):
            "a trace line names a layer the catalog does not map to a module: \(line)"
        case .startupDiffers(let pattern, let command):
            "in \(pattern), the trace of '\(command)' does not begin with the start-up trace"
        case .programFailed(let status, let lastLine):
            "questions exited with status \(status): \(lastLine)"
        case .badLedgerLine(let number, let line):
            "docs/changes.tsv line \(number) is not 'change<TAB>part<TAB>full commit hash', with part"
                + " 'shared' or a pattern: \(line)"
        case .badNotesLine(let number, let line):
            "\(ReadingNotes.path) line \(number) is not 'pattern<TAB>path<TAB>kind<TAB>why', with pattern"
                + " a --pattern name and kind 'core' or 'off-path': \(line)"
        case .missingCommit(let commit):
            "commit \(commit), listed in docs/changes.tsv, is not in this clone: 'What a change cost'"
                + " needs the full history (git fetch --unshallow)"
        case .notANumstatLine(let line): "not a line of git's --numstat: \(line)"
        case .gitFailed(let command): "git \(command) failed; is this a git repository with git installed?"
        }
    }
}
