import TerminalTestSupport
import Testing
import TextFront

@MainActor
@Suite("Help view")
struct HelpViewTests {
    @Test("stacks each description under its usage when the terminal is narrow")
    func narrow() {
        let console = RecordingConsole()

        HelpView(environment: .recording(console, width: 24)).show()

        #expect(
            console.lines.prefix(6) == [
                "Commands (case does not",
                "matter; short forms in",
                "brackets):",
                "  list [l]",
                "      show the loaded",
                "      questions again",
            ])
    }
}
