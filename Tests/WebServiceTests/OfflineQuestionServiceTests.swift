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
