import Foundation
import Markup

/// Turns a question and its answers into the text of the question screen.
public struct QuestionScreenFormatter: Sendable {
    private let now: @Sendable () -> Date
    private let renderer: HTMLBodyRenderer
    /// The words of the front it formats for, which the screens it serves also say their sentences in.
    public let words: FrontWords

    /// - Parameters:
    ///   - now: the clock the ages are measured from.
    ///   - renderer: turns the HTML bodies into text blocks.
    ///   - words: the words of the front the app runs in.
    public init(
        now: @escaping @Sendable () -> Date, renderer: HTMLBodyRenderer = HTMLBodyRenderer(),
        words: FrontWords = .lines
    ) {
        self.now = now
        self.renderer = renderer
        self.words = words
    }

    /// What Ctrl-C says on a question with nothing loading, in the front's words.
    public var howToLeave: String { words.howToLeave }

    /// The screen for `question`, with `answers` in the order given (reading order); the header of a
    /// saved question ends with the saved marker.
    public func screen(
        for question: some QuestionScreenContent, answers: [some AnswerContent], isSaved: Bool = false
    ) -> QuestionScreenDisplay {
        let age = RelativeAge(now: now())
        let owner = TerminalText.singleLine(question.ownerName)
        let stats = [
            CountText.counted(question.score, "vote"),
            CountText.counted(question.viewCount, "view"),
            "asked \(age.text(for: question.creationDate)) by \(owner)",
        ]
        let link = TerminalText.singleLine(question.link)
        return QuestionScreenDisplay(
            title: TerminalText.singleLine(question.title),
            stats: SaveText.marking(stats.joined(separator: " · "), isSaved: isSaved),
            tags: question.tags.map(TerminalText.singleLine),
            link: link,
            closedNotice: question.closedReason.map { "Closed as \(TerminalText.singleLine($0))." },
            body: renderer.render(question.bodyHTML),
            answersHeading: answers.isEmpty ? "No answers yet." : CountText.counted(answers.count, "answer"),
            answers: answers.map { display(of: $0, age: age) },
            attribution: attribution(link: link))
    }

    private func display(of answer: some AnswerContent, age: RelativeAge) -> AnswerDisplay {
        let heading = [
            answer.isAccepted ? "Accepted answer" : "Answer",
            CountText.counted(answer.score, "vote"),
            TerminalText.singleLine(answer.ownerName),
            "answered \(age.text(for: answer.creationDate))",
        ]
        return AnswerDisplay(
            heading: heading.joined(separator: " · "), isAccepted: answer.isAccepted,
            body: renderer.render(answer.bodyHTML))
    }

    /// The licence asks for the source, the licence and a link to the original.
    private func attribution(link: String) -> String {
        let host = URL(string: link)?.host ?? "Stack Exchange"
        // A no-break space keeps the licence's name on one line.
        return "From \(host) on the Stack Exchange network, licensed CC\u{A0}BY-SA: \(link)"
    }
}
