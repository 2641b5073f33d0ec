import Entities
import ScreenFront
import TerminalUI
import TextFront

/// The navigation stack, traced: the session's calls on every screen it hands out, and the pushes and
/// pops of the patterns that push on it themselves.
///
/// The session turns each typed command into a call on a screen; handing
/// out each screen wrapped is how those calls are traced without the session
/// or the screens knowing.
@MainActor
public final class TracedScreenStack: ScreenStack {
    private let screenLayer: Layer
    private let pusher: Layer?
    private let tracer: Tracer

    /// Traces the calls the session makes on the screens, which are `screenLayer`s (MVC's controllers, or
    /// the views of the other patterns), and each push and pop by `pusher` (MVC's controller, MVP's
    /// navigator, the view that draws the store's navigation); `nil` where a pattern pushes through a host
    /// that is traced itself.
    public init(screenLayer: Layer, pusher: Layer?, tracer: Tracer) {
        self.screenLayer = screenLayer
        self.pusher = pusher
        self.tracer = tracer
        super.init()
    }

    /// The screens on the stack, bottom first, each traced as what it is.
    public override var screens: [any Screen] {
        super.screens.map { screen in
            switch screen {
            case let list as any ListScreen: TracedListScreen(list, layer: screenLayer, tracer: tracer)
            case let question as any QuestionScreen:
                TracedQuestionScreen(question, layer: screenLayer, tracer: tracer)
            case let user as any UserScreen: TracedUserScreen(user, layer: screenLayer, tracer: tracer)
            case let saved as any SavedScreen: TracedSavedScreen(saved, layer: screenLayer, tracer: tracer)
            default: TracedScreen(screen, layer: screenLayer, tracer: tracer)
            }
        }
    }

    /// The screen that has just appeared, traced.
    public override func takeAppearingScreen() -> (any Screen)? {
        super.takeAppearingScreen().map { TracedScreen($0, layer: screenLayer, tracer: tracer) }
    }

    /// Traced, then pushed.
    public override func push(_ screen: any PushedScreen) {
        guard let pusher else { return super.push(screen) }
        let kind =
            switch screen {
            case is any UserScreen: "user"
            case is any SavedScreen: "saved"
            default: "question"
            }
        tracer.call(pusher, .host, "push(\(kind))") { super.push(screen) }
    }

    /// Traced, then popped.
    public override func pop() {
        guard let pusher else { return super.pop() }
        tracer.call(pusher, .host, "pop()") { super.pop() }
    }
}

/// A screen whose appearance and cancel are traced: the calls every screen takes. The traced screens
/// of each kind below add the calls of that kind, each reaching the screen as its own kind.
@MainActor
private class TracedScreen: Responder {
    private let screen: any Screen
    /// The boundary from the terminal's read loop to the screen, which is a `layer`.
    let trace: TraceSeam

    init(_ screen: any Screen, layer: Layer, tracer: Tracer) {
        self.screen = screen
        self.trace = tracer.seam(.terminal, layer)
    }

    final func viewDidLoad() { trace("viewDidLoad()") { screen.viewDidLoad() } }
    final func cancelLoad() { trace("cancelLoad()") { screen.cancelLoad() } }
    final func openSaved() { trace("openSaved()") { screen.openSaved() } }

    // MARK: The screen front's screens: drawn as they are, and their view events traced

    /// The screen's, on the screen front.
    final var heading: String? { (screen as? any FrameScreen)?.heading }
    /// The screen's, on the screen front.
    final var commandLine: CommandLineText? { (screen as? any FrameScreen)?.commandLine }
    /// The screen draws itself, untraced: a frame is drawn after every event.
    final func draw(in frame: inout Frame) { (screen as? any FrameScreen)?.draw(in: &frame) }
    /// Traced, then passed on, on the screen front.
    final func respond(to event: ViewEvent) {
        guard let screen = screen as? any FrameScreen else { return }
        trace("respond(to: \(TraceSummary.viewEvent(event)))") { screen.respond(to: event) }
    }

    /// Traced where the screen is a responder; a screen that is none takes nothing.
    final func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        guard let responder = screen as? any Responder else { return false }
        return trace("respond(to: \(TraceSummary.event(event)))") {
            responder.respond(to: event, isFirstResponder: isFirstResponder)
        }
    }
}

/// A list screen whose commands are traced.
@MainActor
private final class TracedListScreen: TracedScreen, ListScreen, FrameScreen {
    private let screen: any ListScreen

    init(_ screen: any ListScreen, layer: Layer, tracer: Tracer) {
        self.screen = screen
        super.init(screen, layer: layer, tracer: tracer)
    }

    func redisplayList() { trace("redisplayList()") { screen.redisplayList() } }

    func openQuestion(atRow number: Int) {
        trace("openQuestion(atRow: \(number))") { screen.openQuestion(atRow: number) }
    }

    func loadMore() { trace("loadMore()") { screen.loadMore() } }

    func saveQuestion(atRow number: Int) {
        trace("saveQuestion(atRow: \(number))") { screen.saveQuestion(atRow: number) }
    }

    func unsaveQuestion(atRow number: Int) {
        trace("unsaveQuestion(atRow: \(number))") { screen.unsaveQuestion(atRow: number) }
    }
}

/// A screen above the list whose `back` and redraw are traced: what a question and a user's page share.
@MainActor
private class TracedPushedScreen: TracedScreen, PushedScreen {
    private let screen: any PushedScreen

    init(_ screen: any PushedScreen, layer: Layer, tracer: Tracer) {
        self.screen = screen
        super.init(screen, layer: layer, tracer: tracer)
    }

    final func goBack() { trace("goBack()") { screen.goBack() } }
    final func redisplay() { trace("redisplay()") { screen.redisplay() } }
}

/// A question screen, traced as a screen above the list is: it takes its own commands as a responder.
@MainActor
private final class TracedQuestionScreen: TracedPushedScreen, QuestionScreen, FrameScreen {}

/// A user's page whose commands are traced.
@MainActor
private final class TracedUserScreen: TracedPushedScreen, UserScreen, FrameScreen {
    private let screen: any UserScreen

    init(_ screen: any UserScreen, layer: Layer, tracer: Tracer) {
        self.screen = screen
        super.init(screen, layer: layer, tracer: tracer)
    }

    func openQuestion(atRow number: Int) {
        trace("openQuestion(atRow: \(number))") { screen.openQuestion(atRow: number) }
    }

    func loadMore() { trace("loadMore()") { screen.loadMore() } }

    func saveQuestion(atRow number: Int) {
        trace("saveQuestion(atRow: \(number))") { screen.saveQuestion(atRow: number) }
    }

    func unsaveQuestion(atRow number: Int) {
        trace("unsaveQuestion(atRow: \(number))") { screen.unsaveQuestion(atRow: number) }
    }
}

/// The saved screen, its commands traced.
@MainActor
private final class TracedSavedScreen: TracedPushedScreen, SavedScreen, FrameScreen {
    private let screen: any SavedScreen

    init(_ screen: any SavedScreen, layer: Layer, tracer: Tracer) {
        self.screen = screen
        super.init(screen, layer: layer, tracer: tracer)
    }

    func openQuestion(atRow number: Int) {
        trace("openQuestion(atRow: \(number))") { screen.openQuestion(atRow: number) }
    }

    func loadMore() { trace("loadMore()") { screen.loadMore() } }

    func saveQuestion(atRow number: Int) {
        trace("saveQuestion(atRow: \(number))") { screen.saveQuestion(atRow: number) }
    }

    func unsaveQuestion(atRow number: Int) {
        trace("unsaveQuestion(atRow: \(number))") { screen.unsaveQuestion(atRow: number) }
    }
}
