import Entities
import Testing

@testable import TerminalUI

/// A screen above the list that records what the stack and the chain ask of it, in one log shared by
/// every screen of a test, and takes the events it is told to take.
@MainActor
class LoggingScreen: Responder, PushedScreen {
    let name: String
    private let log: Log
    /// The events this screen takes; the rest it hands on.
    var takes: (ScreenEvent, Bool) -> Bool
    /// The stack the screen pops itself off when it leaves, as every shape's screens do; `nil`: it stays.
    weak var leavesFrom: ScreenStack?

    final class Log {
        var lines: [String] = []
    }

    init(_ name: String, log: Log, takes: @escaping (ScreenEvent, Bool) -> Bool = { _, _ in false }) {
        self.name = name
        self.log = log
        self.takes = takes
    }

    func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        log.lines.append("\(name) asked\(isFirstResponder ? " first" : "")")
        return takes(event, isFirstResponder)
    }

    func viewDidLoad() { log.lines.append("\(name) appeared") }
    func cancelLoad() { log.lines.append("\(name) cancelled") }
    func openSaved() { log.lines.append("\(name) openSaved") }
    func goBack() {
        log.lines.append("\(name) left")
        leavesFrom?.pop()
    }
    func redisplay() { log.lines.append("\(name) redisplayed") }
}

/// A question that logs as the other screens do: the stack puts a question pushed over it in its place.
@MainActor
final class LoggingQuestion: LoggingScreen, QuestionScreen {}

/// The list at the bottom of a test's stack: it logs as the others do, and takes every event.
@MainActor
final class LoggingList: Responder, ListScreen {
    private let log: LoggingScreen.Log

    init(log: LoggingScreen.Log) { self.log = log }

    func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        log.lines.append("list asked\(isFirstResponder ? " first" : "")")
        return true
    }

    func viewDidLoad() { log.lines.append("list appeared") }
    func cancelLoad() { log.lines.append("list cancelled") }
    func openSaved() {}
    func redisplayList() { log.lines.append("list redisplayed") }
    func openQuestion(atRow number: Int) {}
    func loadMore() {}
    func saveQuestion(atRow number: Int) {}
    func unsaveQuestion(atRow number: Int) {}
}

/// The terminal's navigation stack and its responder chain: the framework's part, which decides nothing of
/// what a command means.
@MainActor
@Suite("Screen stack and responder chain")
struct ScreenStackTests {
    let log = LoggingScreen.Log()
    let stack = ScreenStack()

    /// The list at the bottom, appeared, and `names` pushed above it, each popping itself when it leaves.
    private func stacked(_ names: [String], takes: @escaping (ScreenEvent, Bool) -> Bool = { _, _ in false })
        -> [LoggingScreen]
    {
        stack.setRoot(LoggingList(log: log))
        stack.takeAppearingScreen()?.viewDidLoad()
        let screens = names.map { LoggingScreen($0, log: log, takes: takes) }
        for screen in screens {
            stack.push(screen)
            stack.takeAppearingScreen()?.viewDidLoad()
        }
        log.lines = []
        return screens
    }

    @Test("hands an event to the screen on top first, then to each beneath, until one takes it")
    func handsDownTheChain() {
        _ = stacked(["user"])
        stack.push(LoggingScreen("question", log: log))

        #expect(stack.deliver(.command(.more)))

        #expect(log.lines == ["question asked first", "user asked", "list asked"])
    }

    @Test("stops at the first screen that takes the event")
    func stopsWhereTaken() {
        _ = stacked(["question"]) { _, isFirst in isFirst }

        #expect(stack.deliver(.interrupt))

        #expect(log.lines == ["question asked first"])
    }

    @Test("passes over a screen that is no responder, to the screen beneath")
    func passesOverAScreenThatIsNoResponder() {
        stack.setRoot(LoggingList(log: log))
        stack.push(NotAResponder())

        #expect(stack.deliver(.command(.back)))
        #expect(log.lines == ["list asked"])
    }

    @Test("asks every screen to stop its load, the top one first")
    func cancelsTopFirst() {
        _ = stacked(["question", "user"])

        stack.cancelLoads()

        #expect(log.lines == ["user cancelled", "question cancelled", "list cancelled"])
    }

    @Test("returns to the list with each screen above leaving through its own back, top first")
    func returnsToTheList() {
        for screen in stacked(["question", "user"]) {
            screen.leavesFrom = stack
        }

        stack.returnToList()

        #expect(log.lines == ["user left", "question left"])
        #expect(stack.screens.count == 1)
    }

    @Test("stops returning to the list when a screen does not leave, rather than ask it again")
    func stopsAtAScreenThatStays() {
        _ = stacked(["question"])

        stack.returnToList()

        #expect(log.lines == ["question left"])
        #expect(stack.screens.count == 2)
    }

    @Test("draws the uncovered screen again, or lets a list that never appeared appear instead")
    func showsTheUncoveredScreen() {
        _ = stacked(["question", "user"])
        stack.pop()
        stack.showUncoveredScreen()
        stack.pop()
        stack.showUncoveredScreen()

        #expect(log.lines == ["question redisplayed", "list redisplayed"])

        let fresh = ScreenStack()
        fresh.setRoot(LoggingList(log: log))
        fresh.push(LoggingScreen("linked", log: log))
        _ = fresh.takeAppearingScreen()
        fresh.pop()
        log.lines = []
        fresh.showUncoveredScreen()

        #expect(log.lines == ["list appeared"])
    }

    @Test("runs what shapes asked for at the end of each event, in the order they asked, and nothing before")
    func runsEndOfEventObserversInOrder() {
        stack.observeEndOfEvent { [log] in log.lines.append("first observer") }
        stack.observeEndOfEvent { [log] in log.lines.append("second observer") }
        #expect(log.lines.isEmpty)

        stack.endEvent()
        stack.endEvent()

        #expect(log.lines == ["first observer", "second observer", "first observer", "second observer"])
    }

    @Test("puts a question pushed over a question in its place")
    func replacesAQuestionWithAQuestion() {
        _ = stacked([])
        stack.push(LoggingQuestion("first", log: log))

        stack.push(LoggingQuestion("second", log: log))

        #expect(stack.screens.count == 2)
        #expect((stack.top as? LoggingScreen)?.name == "second")
    }
}

/// A screen that is not a responder.
@MainActor
private final class NotAResponder: PushedScreen {
    func viewDidLoad() {}
    func cancelLoad() {}
    func openSaved() {}
    func goBack() {}
    func redisplay() {}
}
