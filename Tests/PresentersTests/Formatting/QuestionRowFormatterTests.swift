import Entities
import Presenters
import TestSupport
import Testing

@Suite("Question row formatter")
struct QuestionRowFormatterTests {
    let formatter = QuestionRowFormatter(now: { Fixtures.now })

    @Test("writes score, answers with the accepted mark, and compact views as the stats line")
    func stats() {
        let question = Fixtures.question(
            id: 1, score: 12, answerCount: 3, viewCount: 1_234, acceptedAnswerID: 9)

        let row = formatter.row(for: question, number: 7, sort: .votes)

        #expect(row.number == 7)
        #expect(row.stats == "12 votes · 3 answers ✓ · 1.2k views")
    }

    @Test("leaves the accepted mark out when no answer is accepted")
    func noAcceptedAnswer() {
        let question = Fixtures.question(id: 1, score: 1, answerCount: 1, viewCount: 1)

        #expect(formatter.row(for: question, number: 1, sort: .votes).stats == "1 vote · 1 answer · 1 view")
    }

    @Test("shows the activity age when sorted by activity, and the asking age otherwise")
    func ageFollowsTheOrder() {
        let question = Fixtures.question(id: 1, tags: ["c"], owner: "Ana", created: 3 * 24 * 60, active: 5)

        #expect(
            formatter.row(for: question, number: 1, sort: .activity).details == "[c] · Ana · active 5 min ago"
        )
        #expect(
            formatter.row(for: question, number: 1, sort: .creation).details == "[c] · Ana · asked 3 d ago")
    }

    @Test("writes only the byline when there are no tags")
    func noTags() {
        let question = Fixtures.question(id: 1, tags: [], owner: "Ana", created: 5)

        #expect(formatter.row(for: question, number: 1, sort: .votes).details == "Ana · asked 5 min ago")
    }

    @Test("marks a closed question in its title")
    func closed() {
        let question = Fixtures.question(id: 1, title: "Old", closedReason: "Duplicate")

        #expect(formatter.row(for: question, number: 1, sort: .votes).title == "Old [closed]")
    }

    @Test("removes control characters and line breaks from title, tags and owner")
    func sanitizes() {
        let question = Fixtures.question(
            id: 1, title: "Bad\u{1B}[2J title\nhere", tags: ["c\u{7}"], owner: "Eve\u{9B}31m", created: 5)

        let row = formatter.row(for: question, number: 1, sort: .votes)

        #expect(row.title == "Bad title here")
        #expect(row.details == "[c] · Eve · asked 5 min ago")
    }

    @Test("numbers rows on from the given number and marks them as the changes say")
    func numbersRows() {
        let questions = [Fixtures.question(id: 5), Fixtures.question(id: 6), Fixtures.question(id: 7)]
        let changes = ListDiff(
            previous: [Fixtures.question(id: 7, score: 0), Fixtures.question(id: 5)], current: questions,
            pageSize: 3)

        let rows = formatter.rows(for: questions, from: 31, changes: changes, sort: .activity)

        #expect(rows.map(\.number) == [31, 32, 33])
        #expect(rows.map(\.mark) == [nil, .new, .updated])
    }
}
