import TerminalTestSupport
import TerminalUI
import Testing
import TextFront

@testable import QuestionsApp

/// A user at a terminal who resizes the window before typing some of the commands.
@MainActor
private final class ResizingInput: LineInput {
    private var lines: [(command: String, width: Int)]
    private let terminal: StubTerminalSize

    /// Input that gives each command after making `terminal` that command's width.
    init(_ lines: [(command: String, width: Int)], terminal: StubTerminalSize) {
        self.lines = lines
        self.terminal = terminal
    }

    func nextEvent() async -> InputEvent {
        guard !lines.isEmpty else { return .end }
        let (command, width) = lines.removeFirst()
        terminal.width = width
        return .line(command)
    }
}

@MainActor
@Suite("A resized terminal")
struct ResizeTests {
    @Test("is followed at the next command, in every pattern", arguments: AppOptions.Pattern.allCases)
    func followed(pattern: AppOptions.Pattern) async {
        let terminal = StubTerminalSize(width: 200)
        let input = ResizingInput([("list", 100), ("open 2", 50), ("back", 50)], terminal: terminal)

        let transcript = await Harness.transcript(
            [], pattern: pattern, widthSource: .terminal(terminal), input: input)

        // The first page at 200, the list again at 100, then the question and the list at 50.
        let headers = transcript.indices.filter { transcript[$0].hasPrefix("Top questions") }
        #expect(headers.count == 3)
        guard headers.count == 3 else { return }
        let secondFooter =
            transcript[headers[1]...].firstIndex { $0.hasPrefix("30 questions shown") } ?? transcript.endIndex
        let atTwoHundred = transcript[headers[0]..<headers[1]]
        let atHundred = transcript[headers[1]..<secondFooter]
        let atFifty = transcript[secondFooter...].dropFirst()
        #expect(atTwoHundred.contains { DisplayWidth.of($0) > 100 }, "three columns at 200")
        #expect(transcript[headers[1] + 2] == "  1. 0 votes · 0 answers · 6 views", "one column at 100")
        #expect(atHundred.allSatisfy { DisplayWidth.of($0) <= 100 })
        #expect(atFifty.count > 60)
        #expect(
            atFifty.allSatisfy { DisplayWidth.of($0) <= 50 || $0.contains("://") || DataSetCode.isCode($0) })
    }
}
