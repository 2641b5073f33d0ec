import Interactors
import TerminalTestSupport
import TerminalUI
import Testing
import TextFront

@testable import QuestionsApp

/// One record of what a session did to its console and input, in order.
@MainActor
private final class EventLog: Console, LineInput {
    private(set) var events: [String] = []
    private var lines: [String]

    init(input lines: [String]) { self.lines = lines }

    func writeLine(_ line: String) { events.append("line") }
    func writePrompt(_ prompt: String) { events.append("prompt") }
    func flush() { events.append("flush") }

    func nextEvent() async -> InputEvent {
        events.append("read")
        return lines.isEmpty ? .end : .line(lines.removeFirst())
    }
}

@MainActor
@Suite("Session output")
struct SessionFlushTests {
    @Test("sends on what a command printed before it waits for the next one")
    func flushesBeforeEachRead() async {
        let log = EventLog(input: ["help", "help"])
        let stack = ScreenStack()
        stack.setRoot(RecordingListScreen())
        let session = Session(
            input: log, output: PromptedConsole(log), screens: stack,
            environment: ViewEnvironment(
                console: log, width: 60, styler: Styler(isEnabled: false), layoutCache: LayoutCache(),
                announcesLoading: false),
            inputIsTerminal: false, loads: LoadTracker())

        await session.run()

        let reads = log.events.indices.filter { log.events[$0] == "read" }
        #expect(reads.count == 3)
        #expect(reads.allSatisfy { $0 > 0 && log.events[$0 - 1] == "flush" })
        #expect(log.events.contains("line"))
    }
}
