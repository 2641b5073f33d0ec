import Markup
import Presenters
import TerminalUI

/// Draws a question with its answers in the terminal; the one question view every pattern renders through.
///
/// Like the list view it only arranges, wraps and colours what the display
/// model says. Answer bodies are indented by two columns so that where one
/// answer ends and the next begins stays clear.
@MainActor
public final class TerminalQuestionView: QuestionDisplaying {
    private let environment: ViewEnvironment

    /// A question view drawing with `environment`.
    public init(environment: ViewEnvironment) {
        self.environment = environment
    }

    /// Says a fetch has started, where fetches are slow enough to announce.
    public func showLoading() {
        environment.writeLoading()
    }

    /// Writes the question, its body, each answer and the attribution, wrapped to the width.
    public func show(_ screen: QuestionScreenDisplay) {
        let env = environment
        env.writeBlankLine()
        env.writeMessage(screen.title, style: .bold)
        env.writeMessage(screen.stats, style: .dim)
        if !screen.tags.isEmpty {
            env.writeMessage(screen.tags.map { "[\($0)]" }.joined(separator: " "), style: .cyan)
        }
        env.writeMessage(screen.link, style: .dim)
        if let closed = screen.closedNotice {
            env.writeMessage(closed, style: .yellow)
        }
        writeBody(screen.body, indent: "")
        env.writeBlankLine()
        env.write([rule])
        env.writeMessage(screen.answersHeading, style: .bold)
        for answer in screen.answers {
            env.writeBlankLine()
            env.writeMessage(answer.heading, style: answer.isAccepted ? .green : .bold)
            writeBody(answer.body, indent: "  ")
        }
        env.writeBlankLine()
        env.write([rule])
        env.writeMessage(screen.attribution, style: .dim)
    }

    /// Nothing: a terminal of lines cannot draw the question again where it was; the next time it is
    /// drawn shows its mark.
    public func showInPlace(_ screen: QuestionScreenDisplay) {}

    /// Writes a one-line notice in yellow.
    public func showNotice(_ text: String) {
        environment.writeMessage(text, style: .yellow)
    }

    /// Writes a one-line error in red.
    public func showError(_ text: String) {
        environment.writeMessage(text, style: .red)
    }

    private var rule: String {
        String(repeating: "─", count: min(environment.width, 40))
    }

    private func writeBody(_ blocks: [TextBlock], indent: String) {
        guard !blocks.isEmpty else { return }
        environment.writeBlankLine()
        environment.write(
            environment.blockLayout.lines(for: blocks, width: environment.width, indent: indent))
    }
}
