import Entities

/// What went wrong, as the state keeps it: the line that says it, and what to do next, is the words of the
/// front that draws it (`text(in:)`), as `howToLeave` is.
public enum ReduxFailure: Hashable, Sendable {
    /// A fetch of the list, or of a user's next page, failed.
    case list(ServiceError, retrying: ListFetch)
    /// The question on a screen could not be fetched.
    case question(ServiceError)
    /// A user's page could not be fetched.
    case userPage(ServiceError)
    /// `user` on a screen that is not a question.
    case userOffAQuestion

    /// The line, in `words`.
    public func text(in words: FrontWords) -> String {
        switch self {
        case .list(let error, let fetch): ErrorText.listFailed(error, retrying: fetch, words: words)
        case .question(let error): ErrorText.questionFailed(error, words: words)
        case .userPage(let error): UserText.pageFailed(error, words: words)
        case .userOffAQuestion: words.notOnAQuestion
        }
    }
}
