import Entities
import Foundation

/// The fields the question screen is made from, whichever shape the caller holds them in.
///
/// MVC and MVVM hold a `Question` entity; the VIPER presenter gets a
/// `QuestionDetail` from its interactor. Both conform, so one formatter serves
/// all three patterns.
public protocol QuestionScreenContent {
    var title: String { get }
    var link: String { get }
    var score: Int { get }
    var viewCount: Int { get }
    var tags: [String] { get }
    var ownerName: String { get }
    var creationDate: Date { get }
    var closedReason: String? { get }
    var bodyHTML: String { get }
}

/// The fields one answer on the question screen is made from.
public protocol AnswerContent {
    var score: Int { get }
    var isAccepted: Bool { get }
    var ownerName: String { get }
    var creationDate: Date { get }
    var bodyHTML: String { get }
}

extension Question: QuestionScreenContent {
    public var bodyHTML: String { body ?? "" }
}

extension Answer: AnswerContent {
    public var ownerName: String { owner.displayName }
    public var bodyHTML: String { body }
}
