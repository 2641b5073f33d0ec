import Entities
import Foundation
import Testing
import WebService

@Suite("Stack Exchange decoder")
struct StackExchangeDecoderTests {
    let decoder = StackExchangeDecoder()

    private func page(_ json: String) throws(ServiceError) -> QuestionPage {
        try decoder.questionPage(from: Data(json.utf8))
    }

    private func wrapped(_ item: String, extra: String = "") -> String {
        #"{"items":[\#(item)],"has_more":true,"quota_max":300,"quota_remaining":297\#(extra)}"#
    }

    private let fullQuestion = #"""
        {"tags":["swift","json"],"owner":{"account_id":1,"reputation":1234,"user_id":42,"user_type":"registered",
        "display_name":"O&#39;Brien &amp; Co","link":"https://stackoverflow.com/users/42/o"},"is_answered":true,
        "view_count":1500,"accepted_answer_id":77,"answer_count":2,"score":12,"last_activity_date":1795183000,
        "creation_date":1795100000,"question_id":5,"content_license":"CC BY-SA 4.0",
        "link":"https://stackoverflow.com/questions/5/x","title":"Why is &quot;a&quot; &lt; &#39;b&#39;?"}
        """#

    @Test("decodes every field of a question, its owner and the wrapper")
    func decodesAQuestion() throws {
        let response = try page(wrapped(fullQuestion))

        let question = try #require(response.questions.first)
        #expect(question.id == 5)
        #expect(question.title == "Why is \"a\" < 'b'?")
        #expect(
            question.owner
                == User(
                    displayName: "O'Brien & Co", reputation: 1234, userID: 42,
                    link: "https://stackoverflow.com/users/42/o"))
        #expect(question.tags == ["swift", "json"])
        #expect((question.score, question.answerCount, question.viewCount) == (12, 2, 1500))
        #expect(question.acceptedAnswerID == 77)
        #expect(question.isAnswered)
        #expect(question.creationDate == Date(timeIntervalSince1970: 1_795_100_000))
        #expect(question.lastActivityDate == Date(timeIntervalSince1970: 1_795_183_000))
        #expect(question.body == nil)
        #expect(response.hasMore)
        #expect(response.quotaRemaining == 297)
    }

    @Test("keeps only the name of an owner that no longer exists")
    func decodesADeletedOwner() throws {
        // The id, reputation and link are what a registered owner keeps: here they prove the
        // decoder recognises `does_not_exist`, which a name-only fixture could not.
        let owner =
            #"{"user_type":"does_not_exist","display_name":"user9","user_id":9,"reputation":5,"link":"https://x/9"}"#
        let item = #"{"question_id":1,"creation_date":1,"title":"t","owner":\#(owner)}"#

        let question = try #require(try page(wrapped(item)).questions.first)

        #expect(question.owner == User(displayName: "user9"))
    }

    @Test("fills placeholders for a missing title and owner, and takes activity from creation")
    func toleratesMissingOptionalFields() throws {
        let question = try #require(
            try page(wrapped(#"{"question_id":3,"creation_date":100}"#)).questions.first)

        #expect(question.title == "(no title)")
        #expect(question.owner.displayName == "(unknown user)")
        #expect(question.lastActivityDate == question.creationDate)
        #expect(question.tags.isEmpty)
    }

    @Test("decodes the entities of a title and a name even where a combining mark follows them")
    func decodesEntitiesBeforeCombiningMarks() throws {
        let item =
            #"{"question_id":1,"creation_date":1,"title":"Why is a &lt;\u0338 b and caf&eacute;\u0301","#
            + #""owner":{"user_type":"registered","display_name":"Ana &amp;\u0301 Bo"}}"#

        let question = try #require(try page(wrapped(item)).questions.first)

        #expect(
            Array(question.title.unicodeScalars)
                == Array("Why is a <\u{338} b and caf\u{E9}\u{301}".unicodeScalars))
        #expect(Array(question.owner.displayName.unicodeScalars) == Array("Ana &\u{301} Bo".unicodeScalars))
    }

    @Test("reports a question without an id as malformed, saying where")
    func rejectsAMissingID() {
        #expect(throws: ServiceError.malformedResponse(detail: "missing items[0].question_id")) {
            try page(wrapped(#"{"title":"x","creation_date":1}"#))
        }
    }

    @Test("reports a question without a creation date as malformed")
    func rejectsAMissingDate() {
        #expect(throws: ServiceError.malformedResponse(detail: "question 8 has no creation_date")) {
            try page(wrapped(#"{"question_id":8}"#))
        }
    }

    @Test("reports a wrong type as malformed, naming the field")
    func rejectsAWrongType() {
        #expect(throws: ServiceError.malformedResponse(detail: "unexpected value at items[0].score")) {
            try page(wrapped(#"{"question_id":8,"creation_date":1,"score":"many"}"#))
        }
    }

    @Test(
        "reports text that is not JSON, or is cut short, as malformed",
        arguments: ["<html>502 Bad Gateway</html>", #"{"items":[{"question_id":1"#, ""])
    func rejectsNonJSON(body: String) {
        #expect(throws: ServiceError.malformedResponse(detail: "the response is not valid JSON")) {
            try page(body)
        }
    }

    @Test("reports JSON without items as malformed")
    func rejectsMissingItems() {
        #expect(throws: ServiceError.malformedResponse(detail: "the response has no items")) {
            try page(#"{"has_more":false}"#)
        }
    }

    @Test("turns an API error body into an API error with its decoded message")
    func decodesAnAPIError() {
        let body =
            #"{"error_id":502,"error_message":"too many requests from this IP, more requests available in 82 seconds","error_name":"throttle_violation"}"#

        #expect(
            throws: ServiceError.api(
                id: 502, name: "throttle_violation",
                message: "too many requests from this IP, more requests available in 82 seconds")
        ) {
            try page(body)
        }
    }

    @Test("passes on a backoff the API asked for")
    func readsBackoff() throws {
        let body = wrapped(#"{"question_id":1,"creation_date":1}"#, extra: #","backoff":10"#)
        let response = decoder.questionPageResponse(from: Data(body.utf8))

        #expect(response.limits.backoff == 10)
        #expect(try response.content.get().questions.map(\.id) == [1])
    }

    @Test("reads the limits from a body whose items are broken, in the same pass")
    func readsLimitsBesideBrokenItems() {
        let body = wrapped(#"{"creation_date":1}"#, extra: #","backoff":10"#)
        let response = decoder.questionPageResponse(from: Data(body.utf8))

        #expect(response.limits == ResponseLimits(backoff: 10, quotaRemaining: 297))
        #expect(throws: ServiceError.malformedResponse(detail: "missing items[0].question_id")) {
            try response.content.get()
        }
    }

    @Test("reads the limits from an API error body")
    func readsLimitsOfAnError() {
        let body = #"{"error_id":502,"error_name":"throttle_violation","error_message":"slow","backoff":30}"#
        let response = decoder.questionPageResponse(from: Data(body.utf8))

        #expect(response.limits.backoff == 30)
        #expect(throws: ServiceError.api(id: 502, name: "throttle_violation", message: "slow")) {
            try response.content.get()
        }
    }

    @Test(
        "reads a backoff of a second or less as one whole second, and none at zero",
        arguments: [("1", 1), ("0.5", 1), ("0", nil)] as [(String, Int?)])
    func readsShortBackoffs(backoff: String, seconds: Int?) {
        let body = #"{"items":[],"backoff":\#(backoff)}"#

        let limits = decoder.questionPageResponse(from: Data(body.utf8)).limits

        #expect(limits.backoff == seconds)
    }

    @Test("reads a page that does not say has_more as the last page")
    func missingHasMore() throws {
        let response = try page(#"{"items":[]}"#)

        #expect(!response.hasMore)
    }

    @Test("reads an answer that does not say is_accepted as not accepted")
    func missingIsAccepted() throws {
        let body = #"{"items":[{"answer_id":70,"question_id":5,"creation_date":200}]}"#

        let answer = try #require(try decoder.answers(from: Data(body.utf8)).first)

        #expect(!answer.isAccepted)
    }

    @Test("decodes answers with bodies, accepted flag and owner")
    func decodesAnswers() throws {
        let body = #"""
            {"items":[{"owner":{"user_id":5,"user_type":"registered","display_name":"Zo&#235;"},"is_accepted":true,
            "score":3,"creation_date":200,"answer_id":70,"question_id":5,"body":"<p>Use &lt;b&gt;</p>"}]}
            """#

        let answers = try decoder.answers(from: Data(body.utf8))

        #expect(
            answers == [
                Answer(
                    id: 70, questionID: 5, score: 3, isAccepted: true,
                    owner: User(displayName: "Zoë", userID: 5),
                    creationDate: Date(timeIntervalSince1970: 200),
                    body: "<p>Use &lt;b&gt;</p>")
            ])
    }

    @Test("keeps the body HTML as it came, for the renderer to decode")
    func leavesBodiesEncoded() throws {
        let item = #"{"question_id":1,"creation_date":1,"body":"<p>a &amp; b</p>"}"#

        let question = try #require(try decoder.questions(from: Data(wrapped(item).utf8)).first)

        #expect(question.body == "<p>a &amp; b</p>")
    }
}
