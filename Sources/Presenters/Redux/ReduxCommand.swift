import Entities

/// A command as the user typed it on the screen on top, in the store's own words: the views send each one
/// undecided, and the reducer decides what it means there.
public enum ReduxCommand: Equatable, Sendable {
    /// `list`: back to the list, every loaded row again.
    case list
    /// `open N`.
    case open(row: Int)
    /// `back`.
    case back
    /// `user`.
    case user
    /// `more`.
    case more
    /// `refresh`.
    case refresh
    /// `tag NAME`, or `tag` alone (`nil`).
    case tag(String?)
    /// `sort ORDER`.
    case sort(QuestionSort)
    /// `search WORDS`, or `search` alone (`nil`).
    case search(String?)
    /// `save N`, or `save` alone (`nil`).
    case save(row: Int?)
    /// `unsave N`, or `unsave` alone (`nil`).
    case unsave(row: Int?)
    /// `saved`.
    case saved
}
