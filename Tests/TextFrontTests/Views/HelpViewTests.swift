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
                "      the list again,",
                "      from any screen",
            ])
    }

    @Test("says how to read the list while it is in columns, and not when it is not")
    func columnsNote() {
        let wide = RecordingConsole()
        let ordinary = RecordingConsole()

        HelpView(environment: .recording(wide, width: 200)).show()
        HelpView(environment: .recording(ordinary, width: 200, columns: .count(1))).show()

        #expect(wide.lines.suffix(2) == ["", HelpText.columnsNote])
        #expect(!ordinary.lines.contains(HelpText.columnsNote))
    }
}
