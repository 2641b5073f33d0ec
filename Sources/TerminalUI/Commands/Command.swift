import Entities

/// One line of user input, understood.
public enum Command: Hashable, Sendable {
    /// A command for the screens (the list, a question, a user's page).
    case screen(ScreenCommand)
    /// `help`: the commands.
    case help
    /// `quit`: the end of the session.
    case quit
    /// A blank line: nothing to do.
    case nothing
    /// A line that is not a command, or a command used wrongly; `message` says which, in one line.
    case invalid(message: String)
}

/// The commands that act on the screens: the list, a question, a user's page.
public enum ScreenCommand: Hashable, Sendable {
    /// `list`: back to the list, from any depth, and every loaded row again.
    case list
    /// `open N`: the question on row `number`.
    case open(number: Int)
    /// `back`: one screen down.
    case back
    /// `user`: on a question, its asker's page.
    case user
    /// `more`: the next page.
    case more
    /// `refresh`: page 1 again, with what changed marked.
    case refresh
    /// Filter by a tag; `nil` clears the filter.
    case tag(String?)
    /// `sort ORDER`: page 1 in another order.
    case sort(QuestionSort)
    /// `search WORDS` or `/WORDS`: page 1 of the questions containing every word, the words separated by
    /// single spaces; `nil` (`search` alone) clears the search.
    case search(String?)
    /// `save N`, or `save` alone (`nil`) on a question: keep the question in the saves.
    case save(number: Int?)
    /// `unsave N`, or `unsave` alone (`nil`) on a question: remove the question from the saves.
    case unsave(number: Int?)
    /// `saved`: the saved screen, on top.
    case saved
}
