import Entities

/// What the screen front hands the screen on top besides the line front's commands: the events of a
/// view that has a selection, a scroll position and a typed line, which the line front never had.
///
/// The framework turns keys into these (`KeyMap`); what each means (a row
/// moved, a page loaded past the last row, a question saved or unsaved) is
/// decided by the shape that takes it, as a command is.
public enum ViewEvent: Hashable, Sendable {
    /// ↑/↓, k/j: the selection moves by `rows` (down when positive); on a question, the text scrolls a line.
    case move(rows: Int)
    /// PgUp/PgDn, Space: the selection moves by `pages` screens; on a question, the text scrolls a page.
    case page(pages: Int)
    /// Home, g: the first row, or the top of the question.
    case moveToFirst
    /// End, G: the last loaded row, or the end of the question.
    case moveToLast
    /// Enter, o: the selected row's question opens.
    case openSelection
    /// s: the selected row's question, or the question on screen, is saved, or unsaved if it was saved.
    case toggleSave
    /// `:`, `/` or t: the command line opens, as given.
    case openCommandLine(CommandLineText)
    /// A key typed on the open command line.
    case editCommandLine(CommandLineEdit)
    /// Esc, or Enter once the framework has read the line: the command line closes.
    case closeCommandLine
}

extension Optional where Wrapped == CommandLineText {
    /// Takes `event` if it is the command line's (open, edit, close), as every owner of a typed line
    /// does; returns false, changing nothing, for any other.
    public mutating func take(_ event: ViewEvent) -> Bool {
        switch event {
        case .openCommandLine(let line): self = line
        case .editCommandLine(let edit): self?.apply(edit)
        case .closeCommandLine: self = nil
        default: return false
        }
        return true
    }
}
