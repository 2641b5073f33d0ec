/// Keeps the app's output off the line the user types on: output that comes while a prompt waits
/// starts on a line of its own, and the prompt is shown again after it.
///
/// On a terminal a load can end while the prompt waits, and the user may
/// have typed half a command after it. Writing the answer there would glue
/// the screen's first line to the prompt. So the first line written under a
/// waiting prompt ends the prompt's line first, and the next `flush()` (the
/// session flushes after each load has drawn) shows the prompt again. What
/// the user had typed stays in the terminal's line buffer, and Return still
/// sends it, as with Python's `input()` when a thread prints.
@MainActor
public final class PromptedConsole: Console {
    private enum PromptLine {
        /// The cursor is at the start of a line.
        case none
        /// The prompt is on the last line, the cursor after it (and after what the user typed).
        case waiting(String)
        /// Output has come under a waiting prompt; the prompt is due again.
        case interrupted(String)
    }

    private let console: any Console
    private var promptLine = PromptLine.none

    /// A console writing through `console`.
    public init(_ console: any Console) {
        self.console = console
    }

    /// Writes `line`, first ending the line of a prompt that waits.
    public func writeLine(_ line: String) {
        if case .waiting(let prompt) = promptLine {
            console.writeLine("")
            promptLine = .interrupted(prompt)
        }
        console.writeLine(line)
    }

    /// Writes `prompt`; the user types after it.
    public func writePrompt(_ prompt: String) {
        console.writePrompt(prompt)
        promptLine = .waiting(prompt)
    }

    /// The user pressed Return: the terminal has moved the cursor to a new line.
    public func userEndedLine() {
        promptLine = .none
    }

    /// Ends the line of a prompt that waits, as the input ends (Ctrl-D leaves the cursor after it), so
    /// that the shell's prompt starts a line of its own.
    public func endPromptLine() {
        if case .waiting = promptLine { console.writeLine("") }
        promptLine = .none
    }

    /// Shows the prompt again if output interrupted it, then sends on what is held back.
    public func flush() {
        if case .interrupted(let prompt) = promptLine {
            writePrompt(prompt)
        }
        console.flush()
    }
}
