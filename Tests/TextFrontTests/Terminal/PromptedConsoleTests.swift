import TerminalTestSupport
import Testing
import TextFront

@MainActor
@Suite("Prompted console")
struct PromptedConsoleTests {
    let screen = TerminalScreen()

    /// Guards the line that writes `""` under a waiting prompt: without it the output is glued to
    /// the prompt and to what the user has typed after it.
    @Test("starts output that comes under a waiting prompt on a line of its own")
    func outputUnderAPromptStartsItsOwnLine() {
        let console = PromptedConsole(screen)
        console.writePrompt("list> ")
        screen.echo("ba")

        console.writeLine("Question 1")
        console.writeLine("Question 2")

        #expect(screen.lines == ["list> ba", "Question 1", "Question 2", ""])
    }

    /// Guards `writePrompt(prompt)` in `flush()`: the user would otherwise type on a line with no prompt.
    @Test("shows the prompt again when it flushes after output that interrupted it, and only once")
    func promptComesBackOnce() {
        let console = PromptedConsole(screen)
        console.writePrompt("question> ")
        console.writeLine("Load cancelled.")

        console.flush()
        console.flush()

        #expect(screen.lines == ["question> ", "Load cancelled.", "question> "])
    }

    @Test("writes lines as they come once the user has pressed Return")
    func afterReturnLinesAreLeftAlone() {
        let console = PromptedConsole(screen)
        console.writePrompt("list> ")
        screen.echo("more\n")
        console.userEndedLine()

        console.writeLine("Loading…")
        console.flush()

        #expect(screen.lines == ["list> more", "Loading…", ""])
    }

    @Test("ends the prompt's line at the end of input, and writes nothing when no prompt waits")
    func endOfInput() {
        let console = PromptedConsole(screen)
        console.endPromptLine()
        #expect(screen.text.isEmpty)

        console.writePrompt("list> ")
        console.endPromptLine()

        #expect(screen.lines == ["list> ", ""])
    }
}
