import Entities
import Presenters
import TestSupport
import Testing

@Suite("Question row formatter")
struct QuestionRowFormatterTests {
    let formatter = QuestionRowFormatter(now: { Fixtures.now })

    @Test("writes score, answers, views and the accepted mark as the row's stats")
    func stats() {
        let question = Fixtures.question(
            id: 1, score: 12, answerCount: 3, viewCount: 1_234, acceptedAnswerID: 9)

        let row = formatter.row(for: question, number: 7, sort: .votes)

        #expect(row.number == 7)
        #expect(row.score == "12 votes")
        #expect(row.answers == "3 answers")
        #expect(row.hasAcceptedAnswer)
        #expect(row.views == "1.2k views")
    }

    @Test("shows the activity age when sorted by activity, and the asking age otherwise")
    func ageFollowsTheOrder() {
        let question = Fixtures.question(id: 1, owner: "Ana", created: 3 * 24 * 60, active: 5)

        #expect(formatter.row(for: question, number: 1, sort: .activity).byline == "Ana · active 5 min ago")
        #expect(formatter.row(for: question, number: 1, sort: .creation).byline == "Ana · asked 3 d ago")
    }

    @Test("marks a closed question in its title")
    func closed() {
        let question = Fixtures.question(id: 1, title: "Old", closedReason: "Duplicate")

        #expect(formatter.row(for: question, number: 1, sort: .votes).title == "Old [closed]")
    }

    @Test("removes control characters and line breaks from title, tags and owner")
    func sanitizes() {
        let question = Fixtures.question(
            id: 1, title: "Bad\u{1B}[2J title\nhere", tags: ["c\u{7}"], owner: "Eve\u{9B}31m")

        let row = formatter.row(for: question, number: 1, sort: .votes)

        #expect(row.title == "Bad title here")
        #expect(row.tags == ["c"])
        #expect(row.byline.hasPrefix("Eve ·"))
    }

    @Test("numbers rows on from the given number and marks the new ones")
    func numbersRows() {
        let questions = [Fixtures.question(id: 5), Fixtures.question(id: 6)]

        let rows = formatter.rows(for: questions, from: 31, newIDs: [6], sort: .activity)

        #expect(rows.map(\.number) == [31, 32])
        #expect(rows.map(\.isNew) == [false, true])
    }
}
