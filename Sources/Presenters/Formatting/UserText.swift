import Entities
import Markup

/// The user screen's sentences, and what `user` says when a question's asker has no page.
public enum UserText {
    /// The heading above a user's questions.
    public static let questionsHeading = "Questions by votes"

    /// The footer of a user who has asked nothing on the site: `No questions by Ana Lima.`
    public static func noQuestions(by name: String) -> String {
        "No questions by \(TerminalText.singleLine(name))."
    }

    /// The answer to `open N` on a user's page when there is no row N; `number` as the user wrote it.
    public static func noSuchRow(_ number: some CustomStringConvertible) -> String {
        "No question \(number) on this page."
    }

    /// The answer to `user` on a screen that is not a question, on the line front (`FrontWords`).
    public static let notOnAQuestion = FrontWords.lines.notOnAQuestion

    /// The answer to `user` while the question is loading, or when it could not be shown.
    public static let askerUnknown = "The asker is known once the question is shown."

    /// The answer to `user` when the asker's account was deleted: `Ana Lima has no page: the account no
    /// longer exists.`
    public static func noPage(for name: String) -> String {
        "\(TerminalText.singleLine(name)) has no page: the account no longer exists."
    }

    /// "Couldn't load the user's page: REASON. Type 'back', then 'user' to try again.", in the `words` of
    /// the front.
    public static func pageFailed(_ error: ServiceError, words: FrontWords = .lines) -> String {
        let next =
            switch error {
            case .backoff(let seconds): "\(words.back), then \(words.user) again in \(seconds) s."
            case .siteNotAvailable, .questionNotFound, .userNotFound, .answerNotFound:
                // Trying again cannot help.
                "\(words.back) for the question."
            default: "\(words.back), then \(words.user) to try again."
            }
        return "Couldn't load the user's page: \(ErrorText.reason(for: error)). \(next)"
    }
}

/// Where `user` leads from a question screen: the asker's page, or the one line that says why there is none.
///
/// Every pattern's question screen asks it with what it holds of the
/// question shown, so the rule (no question shown, a deleted account) lives once.
public enum AskerPage: Hashable, Sendable {
    /// The page of user `id`.
    case user(id: Int)
    /// No page: `reason` says why, in one line.
    case none(reason: String)

    /// The page of the asker named `name`, whose account is `userID` (`nil` once deleted); or, when no
    /// question is shown (`name` is `nil`), none.
    public init(askerName name: String?, userID: Int?) {
        switch (name, userID) {
        case (nil, _): self = .none(reason: UserText.askerUnknown)
        case (let name?, nil): self = .none(reason: UserText.noPage(for: name))
        case (_, let id?): self = .user(id: id)
        }
    }

    /// The page of `asker`, the owner of the question shown; `nil` when no question is shown.
    public init(asker: User?) {
        self.init(askerName: asker?.displayName, userID: asker?.userID)
    }
}
