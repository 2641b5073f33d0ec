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
    /// A decoder; it keeps no state between bodies.
    public init() {}

    /// A page of questions from the body of `GET /questions`.
    public func questionPage(from data: Data) throws(ServiceError) -> QuestionPage {
        try questionPageResponse(from: data).content.get()
    }

    /// The questions in the body of `GET /questions/{ids}`.
    public func questions(from data: Data) throws(ServiceError) -> [Question] {
        try questionsResponse(from: data).content.get()
    }

    /// The answers in the body of `GET /questions/{id}/answers`.
    public func answers(from data: Data) throws(ServiceError) -> [Answer] {
        try answersResponse(from: data).content.get()
    }

    /// The body of `GET /questions`, read once: its limits and its page of questions.
    public func questionPageResponse(from data: Data) -> DecodedResponse<QuestionPage> {
        decode(WireQuestion.self, from: data) { items, content, limits throws(ServiceError) in
            QuestionPage(
                questions: try items.map { wire throws(ServiceError) in try question(from: wire) },
                hasMore: content.hasMore ?? false,
                quotaRemaining: limits.quotaRemaining)
        }
    }

    /// The body of `GET /questions/{ids}`, read once: its limits and its questions.
    public func questionsResponse(from data: Data) -> DecodedResponse<[Question]> {
        decode(WireQuestion.self, from: data) { items, _, _ throws(ServiceError) in
            try items.map { wire throws(ServiceError) in try question(from: wire) }
        }
    }

    /// The body of `GET /questions/{id}/answers`, read once: its limits and its answers.
    public func answersResponse(from data: Data) -> DecodedResponse<[Answer]> {
        decode(WireAnswer.self, from: data) { items, _, _ throws(ServiceError) in
            try items.map { wire throws(ServiceError) in try answer(from: wire) }
        }
    }

    /// The users in the body of `GET /users/{ids}`, read once: its limits and its users. A user the
    /// site no longer has (`user_type: does_not_exist`) is left out.
    public func usersResponse(from data: Data) -> DecodedResponse<[UserProfile]> {
        decode(WireUser.self, from: data) { items, _, _ throws(ServiceError) in
            items.filter { $0.userType != "does_not_exist" }.map { wire in
                UserProfile(
                    id: wire.userID,
                    displayName: wire.displayName.map(HTMLEntities.decode) ?? "(unknown user)",
                    reputation: wire.reputation ?? 0, creationDate: wire.creationDate.map(date),
                    link: wire.link)
            }
        }
    }

    /// Parses `data` once; the limits come out even when the content is an error or broken.
    private func decode<Item: Decodable, Value: Sendable>(
        _ itemType: Item.Type, from data: Data,
        making value: ([Item], WireWrapper<Item>.Content, ResponseLimits) throws(ServiceError) -> Value
    ) -> DecodedResponse<Value> {
        let wrapper: WireWrapper<Item>
        do {
            wrapper = try JSONDecoder().decode(WireWrapper<Item>.self, from: data)
        } catch {
            return DecodedResponse(limits: ResponseLimits(), content: .failure(malformed(error, in: data)))
        }
        let limits = ResponseLimits(
            backoff: ResponseLimits.wholeSeconds(wrapper.backoff), quotaRemaining: wrapper.quotaRemaining)
        let content = Result { () throws(ServiceError) -> Value in
            let content: WireWrapper<Item>.Content
            switch wrapper.content {
            case .success(let read): content = read
            case .failure(let error): throw malformed(error, in: data)
            }
            if let errorID = content.errorID {
                throw .api(
                    id: errorID, name: content.errorName ?? "unknown",
                    message: HTMLEntities.decode(content.errorMessage ?? "no reason given"))
            }
            guard let items = content.items else {
                throw .malformedResponse(detail: "the response has no items")
            }
            return try value(items, content, limits)
        }
        return DecodedResponse(limits: limits, content: content)
    }

    /// Why `data` could not be read, in a few words for the error line.
    private func malformed(_ error: any Error, in data: Data) -> ServiceError {
        guard let error = error as? DecodingError else {
            return .malformedResponse(detail: "the response could not be read")
        }
        // Parsing again costs nothing worth saving on this path, and tells broken JSON from odd values.
        let isJSON = (try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)) != nil
        return .malformedResponse(detail: DecodingErrorDescription(error, isJSON: isJSON).text)
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
