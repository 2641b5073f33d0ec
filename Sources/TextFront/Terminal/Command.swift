import Entities

/// One line of user input, understood.
public enum Command: Hashable, Sendable {
    /// A command for the screens (list or question).
    case screen(ScreenCommand)
    case help
    case quit
    /// A blank line: nothing to do.
    case nothing
    /// A line that is not a command, or a command used wrongly; `message` says which, in one line.
    case invalid(message: String)
}

/// The commands that act on the list or the question on screen.
public enum ScreenCommand: Hashable, Sendable {
    case list
    case open(number: Int)
    case back
    case more
    case refresh
    /// Filter by a tag; `nil` clears the filter.
    case tag(String?)
    case sort(QuestionSort)
}
