import Entities
import Interactors
import Presenters
import TerminalTestSupport
import TerminalUI
import TestSupport
import Testing
import TextFront

/// Model 2's browser alone, across its seam with the server: what it sends, and what it renders of what
/// comes back. The server is a recording double that answers each request with a flash at once; no model,
/// action or template runs behind it.
@MainActor
@Suite("Model 2 browser, against a recording server", .timeLimit(.minutes(1)))
struct Model2BrowserAloneTests {
    let server = Model2RecordingServer()
    let loads = LoadTracker()
    let stack = ScreenStack()
    let console = RecordingConsole()
    let query = QuestionQuery(site: "stackoverflow", page: 1, pageSize: 2)

    /// The browser started on the stack, its list appeared and answered.
    private func startedBrowser() -> Model2Browser {
        let browser = Model2Browser(server: server, loads: loads, environment: .recording(console))
        _ = browser.start(on: stack, query: query)
        stack.takeAppearingScreen()?.viewDidLoad()
        return browser
    }

    @Test("asks the server for the list when it appears, once, and renders the server's answer")
    func asksForTheListWhenItAppears() {
        server.answer = { _ in .flash(.notice("Served.")) }
        let browser = startedBrowser()

        #expect(server.requests == [.get(.list(query, pages: 0), .link)])
        #expect(console.lines.last == "Served.")
        withExtendedLifetime(browser) {}
    }

    @Test("turns a command into the request its page sends, and sends nothing of its own")
    func sendsTheCommandsRequest() {
        let browser = startedBrowser()
        server.requests = []

        stack.deliver(.command(.sort(.votes)))

        #expect(server.requests == [.get(.list(query, pages: 0), .form(.sort(.votes)))])
        #expect(server.kept.isEmpty, "the history changed no entry")
        withExtendedLifetime(browser) {}
    }

    @Test(
        "tells the server which locations the history still holds once an entry is left, then shows the one uncovered"
    )
    func tellsTheServerWhatTheHistoryKeeps() {
        let browser = startedBrowser()
        stack.deliver(.command(.saved))
        stack.takeAppearingScreen()?.viewDidLoad()
        let sent = server.requests.count

        stack.deliver(.command(.back))

        #expect(server.kept == [[.list(query, pages: 0)]])
        #expect(Array(server.requests.dropFirst(sent)) == [.get(.list(query, pages: 0), .history)])
        withExtendedLifetime(browser) {}
    }
}

/// A server that records every request and every `keep(only:)`, and answers each request at once with
/// what the test sets (a flash, by default).
@MainActor
final class Model2RecordingServer: Model2Server {
    private(set) var kept: [Set<Model2Location>] = []
    var requests: [Model2Request] = []
    var answer: (Model2Request) -> Model2Response = { _ in .flash(.notice("Answered.")) }

    func respond(to request: Model2Request) -> Model2Delivery {
        requests.append(request)
        return .now(answer(request))
    }

    func keep(only locations: Set<Model2Location>) {
        kept.append(locations)
    }
}
