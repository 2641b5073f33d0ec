import Presenters
import TerminalTestSupport
import Testing
import TextFront

@MainActor
@Suite("Terminal question view")
struct TerminalQuestionViewTests {
    let console = RecordingConsole()

    @Test("draws the question, its body, its answers and the attribution")
    func drawsTheQuestion() {
        let view = TerminalQuestionView(environment: .recording(console, width: 40))
        let screen = QuestionScreenDisplay(
            title: "How do I exit vim?", stats: "12 votes · 3 views · asked 1 h ago by Ana", tags: ["vim"],
            link: "https://stackoverflow.com/questions/1/exit", closedNotice: "Closed as Duplicate.",
            body: [.paragraph("I am stuck."), .code(["  :q!"])], answersHeading: "1 answer",
            answers: [
                AnswerDisplay(
                    heading: "Accepted answer · 5 votes · Bob", isAccepted: true,
                    body: [.paragraph("Type :q and press Enter to leave.")])
            ],
            attribution:
                "From stackoverflow.com, licensed CC BY-SA: https://stackoverflow.com/questions/1/exit")

        view.show(screen)

        #expect(
            console.lines == [
                "",
                "How do I exit vim?",
                "12 votes · 3 views · asked 1 h ago by",
                "Ana",
                "[vim]",
                "https://stackoverflow.com/questions/1/exit",
                "Closed as Duplicate.",
                "",
                "I am stuck.",
                "",
                "      :q!",
                "",
                String(repeating: "─", count: 40),
                "1 answer",
                "",
                "Accepted answer · 5 votes · Bob",
                "",
                "  Type :q and press Enter to leave.",
                "",
                String(repeating: "─", count: 40),
                "From stackoverflow.com, licensed CC",
                "BY-SA:",
                "https://stackoverflow.com/questions/1/exit",
            ])
    }
}
