import Entities
import Foundation

/// The fields a list row is made from, whichever shape the caller holds them in.
///
/// MVC and MVVM hold `Question` entities; the VIPER presenter gets
/// `QuestionSummary` values from its interactor. Both conform, so the one
/// row formatter serves all three patterns.
public protocol QuestionRowContent {
    var id: Int { get }
    var title: String { get }
    var score: Int { get }
    var answerCount: Int { get }
    var viewCount: Int { get }
    var hasAcceptedAnswer: Bool { get }
    var isClosed: Bool { get }
    var tags: [String] { get }
    var ownerName: String { get }
    var creationDate: Date { get }
    var lastActivityDate: Date { get }
}

extension Question: QuestionRowContent {
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
