import Entities
import Foundation

/// The fields the question screen is made from, whichever shape the caller holds them in.
///
/// MVC, MVP, MVVM and the store hold a `Question` entity; the VIPER presenter gets a
/// `VIPERQuestionDetail` from its interactor. Both conform, so one formatter serves
/// every pattern.
public protocol QuestionScreenContent {
    /// The title as plain text, not yet made safe for a terminal.
    var title: String { get }
    /// The address of the question's page on the site.
    var link: String { get }
    /// The votes up minus the votes down.
    var score: Int { get }
    /// How many times the question has been viewed.
    var viewCount: Int { get }
    /// The question's tags, in the site's order.
    var tags: [String] { get }
    /// The display name of who asked.
    var ownerName: String { get }
    /// When the question was asked.
    var creationDate: Date { get }
    /// Why the question was closed, when it was; `nil` for an open question.
    var closedReason: String? { get }
    /// The question's body as HTML, empty when it was not fetched.
    var bodyHTML: String { get }
}

/// The fields one answer on the question screen is made from.
public protocol AnswerContent {
    /// The votes up minus the votes down.
    var score: Int { get }
    /// Whether the asker accepted this answer.
    var isAccepted: Bool { get }
    /// The display name of who answered.
    var ownerName: String { get }
    /// When the answer was posted.
    var creationDate: Date { get }
    /// The answer's body as HTML.
    var bodyHTML: String { get }
}

extension Question: QuestionScreenContent {
    /// The question's body, as the screen formatter reads it; empty when it was not fetched.
    public var bodyHTML: String { body ?? "" }
}

extension Answer: AnswerContent {
    /// The display name of who answered, as the screen formatter reads it.
    public var ownerName: String { owner.displayName }
    /// The answer's body, as the screen formatter reads it.
    public var bodyHTML: String { body }
}
