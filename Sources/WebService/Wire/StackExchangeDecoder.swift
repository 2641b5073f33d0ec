import Entities
import Foundation
import Markup

/// Turns Stack Exchange API response bodies into entities, for live and offline data alike.
///
/// Titles, names and close reasons arrive HTML-entity encoded and are decoded
/// here, exactly once; bodies stay HTML for the renderer. A missing id or
/// date makes the response malformed; a missing title or owner gets a
/// placeholder, so one odd post does not hide a whole page.
public struct StackExchangeDecoder: Sendable {
    public init() {}

    /// A page of questions from the body of `GET /questions`.
    public func questionPage(from data: Data) throws(ServiceError) -> QuestionPage {
        let wrapper = try decodeWrapper(WireQuestion.self, from: data)
        return QuestionPage(
            questions: try questions(in: wrapper), hasMore: wrapper.hasMore ?? false,
            quotaRemaining: wrapper.quotaRemaining)
    }

    /// The questions in the body of `GET /questions/{ids}`.
    public func questions(from data: Data) throws(ServiceError) -> [Question] {
        try questions(in: try decodeWrapper(WireQuestion.self, from: data))
    }

    /// The answers in the body of `GET /questions/{id}/answers`.
    public func answers(from data: Data) throws(ServiceError) -> [Answer] {
        let wrapper = try decodeWrapper(WireAnswer.self, from: data)
        return try (wrapper.items ?? []).map { wire throws(ServiceError) in try answer(from: wire) }
    }

    /// What a response body says about the API's limits, error bodies included.
    public func limits(in data: Data) -> ResponseLimits {
        struct Limits: Decodable {
            var backoff: Double?
            var quotaRemaining: Int?

            enum CodingKeys: String, CodingKey {
                case backoff
                case quotaRemaining = "quota_remaining"
            }
        }
        let limits = try? JSONDecoder().decode(Limits.self, from: data)
        return ResponseLimits(
            backoff: ResponseLimits.wholeSeconds(limits?.backoff), quotaRemaining: limits?.quotaRemaining)
    }

    private func decodeWrapper<Item: Decodable>(
        _ itemType: Item.Type, from data: Data
    ) throws(ServiceError) -> WireWrapper<Item> {
        let wrapper: WireWrapper<Item>
        do {
            wrapper = try JSONDecoder().decode(WireWrapper<Item>.self, from: data)
        } catch let error as DecodingError {
            let isJSON = (try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)) != nil
            throw .malformedResponse(detail: DecodingErrorDescription(error, isJSON: isJSON).text)
        } catch {
            throw .malformedResponse(detail: "the response could not be read")
        }
        if let errorID = wrapper.errorID {
            throw .api(
                id: errorID, name: wrapper.errorName ?? "unknown",
                message: HTMLEntities.decode(wrapper.errorMessage ?? "no reason given"))
        }
        if wrapper.items == nil {
            throw .malformedResponse(detail: "the response has no items")
        }
        return wrapper
    }

    private func questions(in wrapper: WireWrapper<WireQuestion>) throws(ServiceError) -> [Question] {
        try (wrapper.items ?? []).map { wire throws(ServiceError) in try question(from: wire) }
    }

    private func question(from wire: WireQuestion) throws(ServiceError) -> Question {
        guard let created = wire.creationDate else {
            throw .malformedResponse(detail: "question \(wire.questionID) has no creation_date")
        }
        return Question(
            id: wire.questionID,
            title: wire.title.map(HTMLEntities.decode) ?? "(no title)",
            link: wire.link ?? "",
            score: wire.score ?? 0,
            answerCount: wire.answerCount ?? 0,
            viewCount: wire.viewCount ?? 0,
            isAnswered: wire.isAnswered ?? false,
            acceptedAnswerID: wire.acceptedAnswerID,
            tags: wire.tags ?? [],
            owner: user(from: wire.owner),
            creationDate: date(created),
            lastActivityDate: date(wire.lastActivityDate ?? created),
            closedReason: wire.closedReason.map(HTMLEntities.decode),
            body: wire.body)
    }

    private func answer(from wire: WireAnswer) throws(ServiceError) -> Answer {
        guard let created = wire.creationDate else {
            throw .malformedResponse(detail: "answer \(wire.answerID) has no creation_date")
        }
        return Answer(
            id: wire.answerID, questionID: wire.questionID, score: wire.score ?? 0,
            isAccepted: wire.isAccepted ?? false, owner: user(from: wire.owner),
            creationDate: date(created), body: wire.body ?? "")
    }

    private func user(from wire: WireOwner?) -> User {
        let name = wire?.displayName.map(HTMLEntities.decode) ?? "(unknown user)"
        guard let wire, wire.userType != "does_not_exist" else { return User(displayName: name) }
        return User(displayName: name, reputation: wire.reputation, userID: wire.userID, link: wire.link)
    }

    private func date(_ seconds: Int64) -> Date {
        Date(timeIntervalSince1970: TimeInterval(seconds))
    }
}
