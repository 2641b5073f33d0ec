import Entities
import Presenters
import TestSupport
import Testing

@Suite("Question screen formatter")
struct QuestionScreenFormatterTests {
    let formatter = QuestionScreenFormatter(now: { Fixtures.now })

    @Test("writes the question's stats, tags and link")
    func header() {
        let question = Fixtures.question(
            id: 9, score: -2, viewCount: 1_234_567, tags: ["git", "bash"], owner: "Zoë", created: 90)

        let screen = formatter.screen(for: question, answers: [Answer]())

        #expect(screen.stats == "-2 votes · 1,234,567 views · asked 1 h ago by Zoë")
        #expect(screen.tags == ["git", "bash"])
        #expect(screen.link == "https://stackoverflow.com/questions/9/q")
        #expect(screen.closedNotice == nil)
    }

    @Test("renders the body from HTML to text blocks")
    func body() {
        let question = Fixtures.question(id: 1, body: "<p>Hi &amp; bye</p><pre><code>x = 1\n</code></pre>")

        #expect(
            formatter.screen(for: question, answers: [Answer]()).body == [
                .paragraph("Hi & bye"), .code(["x = 1"]),
            ])
    }

    @Test("says there are no answers yet when there are none")
    func noAnswers() {
        #expect(
            formatter.screen(for: Fixtures.question(id: 1), answers: [Answer]()).answersHeading
                == "No answers yet.")
    }

    @Test("heads each answer with its acceptance, score, author and age, in the order given")
    func answers() {
        let answers = [
            Fixtures.answer(id: 1, questionID: 1, score: 5, isAccepted: true, owner: "Bob", created: 120),
            Fixtures.answer(id: 2, questionID: 1, score: 1, owner: "Cy", created: 2),
        ]

        let screen = formatter.screen(for: Fixtures.question(id: 1), answers: answers)

        #expect(screen.answersHeading == "2 answers")
        #expect(
            screen.answers.map(\.heading) == [
                "Accepted answer · 5 votes · Bob · answered 2 h ago",
                "Answer · 1 vote · Cy · answered 2 min ago",
            ])
        #expect(screen.answers[0].body == [.paragraph("Answer.")])
    }

    @Test("says why a closed question was closed")
    func closed() {
        let question = Fixtures.question(id: 1, closedReason: "Needs more focus")

        #expect(
            formatter.screen(for: question, answers: [Answer]()).closedNotice == "Closed as Needs more focus."
        )
    }

    @Test("attributes the post to its site under CC BY-SA, with the link")
    func attribution() {
        let screen = formatter.screen(for: Fixtures.question(id: 4), answers: [Answer]())

        #expect(
            screen.attribution
                == "From stackoverflow.com on the Stack Exchange network, licensed CC\u{A0}BY-SA: https://stackoverflow.com/questions/4/q"
        )
    }
}
