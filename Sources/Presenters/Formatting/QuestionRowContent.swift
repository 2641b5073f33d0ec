import Entities
import Foundation

/// The fields a list row is made from, whichever shape the caller holds them in.
///
/// MVC, MVP, MVVM and the store hold `Question` entities; the VIPER presenter gets
/// `VIPERQuestionSummary` values from its interactor. Both conform, so the one
/// row formatter serves every pattern.
public protocol QuestionRowContent {
    /// The question's id, by which a refresh tells new rows from old.
    var id: Int { get }
    /// The title as plain text, not yet made safe for a terminal.
    var title: String { get }
    /// The votes up minus the votes down.
    var score: Int { get }
    /// How many answers the question has.
    var answerCount: Int { get }
    /// How many times the question has been viewed.
    var viewCount: Int { get }
    /// Whether the asker accepted one of the answers.
    var hasAcceptedAnswer: Bool { get }
    /// Whether the question is closed to new answers.
    var isClosed: Bool { get }
    /// The question's tags, in the site's order.
    var tags: [String] { get }
    /// The display name of who asked.
    var ownerName: String { get }
    /// When the question was asked.
    var creationDate: Date { get }
    /// When the question or one of its answers last changed.
    var lastActivityDate: Date { get }
}

extension Question: QuestionRowContent {
    /// The display name of who asked, as the row formatter reads it.
    public var ownerName: String { owner.displayName }
}

extension QuestionRowContent {
    /// Whether `other` would show the same entry, apart from what changes all the time (views, ages) or
    /// is not a change to the question (its owner's name): what a refresh marks as updated.
    func showsSameAs(_ other: Self) -> Bool {
        title == other.title && score == other.score && answerCount == other.answerCount
            && hasAcceptedAnswer == other.hasAcceptedAnswer && isClosed == other.isClosed
            && tags == other.tags
    }
}
