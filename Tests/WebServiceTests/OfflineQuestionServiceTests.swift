import Entities
import Foundation
import Testing
import WebService

@Suite("Offline question service")
struct OfflineQuestionServiceTests {
    let service = OfflineQuestionService()

    private func allQuestions(_ query: QuestionQuery = QuestionQuery(pageSize: 100)) async throws
        -> [Question]
    {
        try await service.questions(for: query, policy: .useCache).questions
    }

    @Test("serves pages of the first capture, most recent activity first")
    func pagesByActivity() async throws {
        let first = try await service.questions(for: QuestionQuery(), policy: .useCache)
        let third = try await service.questions(for: QuestionQuery(page: 3), policy: .useCache)

        #expect(first.questions.count == 30)
        #expect(first.hasMore)
        #expect(third.questions.count == 4)
        #expect(!third.hasMore)
        let dates = first.questions.map(\.lastActivityDate)
        #expect(dates == dates.sorted(by: >))
    }

    @Test("leaves bodies out of list pages, as the API does without a filter")
    func listsWithoutBodies() async throws {
        #expect(try await allQuestions().allSatisfy { $0.body == nil })
    }

    @Test("shows no quota offline")
    func noQuota() async throws {
        #expect(try await service.questions(for: QuestionQuery(), policy: .useCache).quotaRemaining == nil)
    }

    @Test(
        "sorts by the order asked for, highest first",
        arguments: [QuestionSort.votes, .creation])
    func sorts(sort: QuestionSort) async throws {
        let questions = try await allQuestions(QuestionQuery(sort: sort, pageSize: 100))

        let keys = questions.map { sort == .votes ? Double($0.score) : $0.creationDate.timeIntervalSince1970 }
        #expect(keys == keys.sorted(by: >))
    }

    @Test("filters by tag, ignoring its case")
    func filtersByTag() async throws {
        let questions = try await allQuestions(QuestionQuery(tag: "Git", pageSize: 100))

        #expect(!questions.isEmpty)
        #expect(questions.allSatisfy { $0.tags.contains("git") })
    }

    @Test("searches for every word, ignoring case and accents, in the title or the body's text")
    func searches() async throws {
        let inTitle = try await allQuestions(QuestionQuery(search: "CAFÉ", pageSize: 100))
        let withoutAccent = try await allQuestions(QuestionQuery(search: "cafe", pageSize: 100))
        let everyWord = try await allQuestions(QuestionQuery(search: "cafe nosuchword", pageSize: 100))

        #expect(inTitle.map(\.id) == [97_000_111])
        #expect(withoutAccent.map(\.id) == [97_000_111])
        #expect(everyWord.isEmpty)
    }

    @Test("matches a word found only in a question's body, its markup left out")
    func searchesBodies() async throws {
        // "SettingWithCopyWarning" is in this question's title; "loc" only in its body's code.
        let found = try await allQuestions(
            QuestionQuery(search: "settingwithcopywarning .loc", pageSize: 100))
        let markup = try await allQuestions(QuestionQuery(search: "<code>", pageSize: 100))

        #expect(found.map(\.id) == [97_000_088])
        #expect(markup.isEmpty)
    }

    @Test("searches within a tag when one is set, in the order asked for")
    func searchesWithinATag() async throws {
        let questions = try await allQuestions(
            QuestionQuery(sort: .votes, tag: "git", search: "the", pageSize: 100))

        #expect(!questions.isEmpty)
        #expect(questions.allSatisfy { $0.tags.contains("git") })
        #expect(questions.map(\.score) == questions.map(\.score).sorted(by: >))
    }

    @Test("knows a user as the owner of posts in the capture, with their name, reputation and link")
    func user() async throws {
        let user = try await service.user(id: 7_238_659, site: "stackoverflow")

        #expect(user.id == 7_238_659)
        #expect(!user.displayName.isEmpty)
        #expect(user.reputation > 0)
        #expect(user.link?.hasPrefix("https://stackoverflow.com/users/7238659") == true)
    }

    @Test("says a user the capture does not hold does not exist")
    func missingUser() async {
        await #expect(throws: ServiceError.userNotFound(id: 1)) {
            try await service.user(id: 1, site: "stackoverflow")
        }
    }

    @Test("pages a user's questions by votes, highest first, without bodies")
    func userQuestions() async throws {
        let first = try await service.questions(
            of: UserQuestionsQuery(userID: 7_238_659, site: "stackoverflow", pageSize: 3))
        let second = try await service.questions(
            of: UserQuestionsQuery(userID: 7_238_659, site: "stackoverflow", page: 2, pageSize: 3))

        let questions = first.questions + second.questions
        #expect(first.hasMore)
        #expect(!second.hasMore)
        #expect(questions.map(\.id) == [97_000_003, 97_000_118, 97_000_184, 97_000_310])
        #expect(questions.allSatisfy { $0.owner.userID == 7_238_659 && $0.body == nil })
    }

    @Test("gives the question an answer of the capture answers, and says when it holds no such answer")
    func answersQuestion() async throws {
        #expect(try await service.questionID(ofAnswer: 97_100_258, site: "stackoverflow") == 97_000_368)
        await #expect(throws: ServiceError.answerNotFound(id: 1)) {
            try await service.questionID(ofAnswer: 1, site: "stackoverflow")
        }
    }

    @Test("finds nothing for a tag no question has")
    func emptyTag() async throws {
        #expect(try await allQuestions(QuestionQuery(tag: "cobol")).isEmpty)
    }

    @Test("moves to the second capture on the first reload, and stays there")
    func reloadMovesToTheSecondCapture() async throws {
        let firstDate = service.captureDate
        let before = try await allQuestions()

        let after = try await service.questions(for: QuestionQuery(pageSize: 100), policy: .reload).questions
        let again = try await service.questions(for: QuestionQuery(pageSize: 100), policy: .reload).questions

        #expect(service.captureDate.timeIntervalSince(firstDate) == 12 * 60)
        #expect(before.count == 64)
        #expect(after.count == 66)
        #expect(Set(after.map(\.id)).subtracting(before.map(\.id)).count == 3)
        #expect(after.map(\.id) == again.map(\.id))
    }

    @Test("serves a question with its body and its answers, highest score first")
    func servesAQuestion() async throws {
        let listed = try #require(try await allQuestions().first { $0.answerCount >= 2 })

        let question = try await service.question(id: listed.id, site: "stackoverflow")
        let answers = try await service.answers(toQuestion: listed.id, site: "stackoverflow")

        #expect(question.body?.isEmpty == false)
        #expect(answers.count == listed.answerCount)
        #expect(answers.map(\.score) == answers.map(\.score).sorted(by: >))
    }

    @Test("says a question it does not hold does not exist")
    func unknownQuestion() async {
        await #expect(throws: ServiceError.questionNotFound(id: 1)) {
            try await service.question(id: 1, site: "stackoverflow")
        }
    }

    @Test("refuses another site, naming it")
    func otherSite() async {
        await #expect(throws: ServiceError.siteNotAvailable(site: "unix")) {
            try await service.questions(for: QuestionQuery(site: "unix"), policy: .useCache)
        }
    }
}
