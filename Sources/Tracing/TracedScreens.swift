import Entities
import TextFront

/// The navigation stack as the session sees it, with every screen it hands out traced.
///
/// The session turns each typed command into a call on a screen; wrapping
/// the screens it is given is how those calls are traced without the session
/// or the screens knowing.
@MainActor
public final class TracedScreens: ShownScreens {
    private let screens: any ShownScreens
    private let screenLayer: Layer
    private let tracer: Tracer

    /// Traces the calls the session makes on the screens of `screens`, which are `screenLayer`s
    /// (MVC's controllers, or the views of the other patterns).
    public init(_ screens: any ShownScreens, screenLayer: Layer, tracer: Tracer) {
        self.screens = screens
        self.screenLayer = screenLayer
        self.tracer = tracer
    }

    /// The list screen, traced.
    public var list: (any ListScreen)? {
        screens.list.map { TracedListScreen($0, layer: screenLayer, tracer: tracer) }
    }

    /// The question screen on top, traced.
    public var topQuestion: (any QuestionScreen)? {
        screens.topQuestion.map { TracedQuestionScreen($0, layer: screenLayer, tracer: tracer) }
    }

    /// The screen that has just appeared, traced.
    public func takeAppearingScreen() -> (any Screen)? {
        screens.takeAppearingScreen().map { TracedScreen($0, layer: screenLayer, tracer: tracer) }
    }
}

/// A screen whose appearance is traced.
@MainActor
private final class TracedScreen: Screen {
    private let screen: any Screen
    private let layer: Layer
    private let tracer: Tracer

    init(_ screen: any Screen, layer: Layer, tracer: Tracer) {
        self.screen = screen
        self.layer = layer
        self.tracer = tracer
    }

    func viewDidLoad() {
        tracer.call(.terminal, layer, "viewDidLoad()") { screen.viewDidLoad() }
    }

    func cancelLoad() {
        tracer.call(.terminal, layer, "cancelLoad()") { screen.cancelLoad() }
    }
}

/// A list screen whose commands are traced.
@MainActor
private final class TracedListScreen: ListScreen {
    private let screen: any ListScreen
    private let layer: Layer
    private let tracer: Tracer

    init(_ screen: any ListScreen, layer: Layer, tracer: Tracer) {
        self.screen = screen
        self.layer = layer
        self.tracer = tracer
    }

    func viewDidLoad() {
        tracer.call(.terminal, layer, "viewDidLoad()") { screen.viewDidLoad() }
    }

    func cancelLoad() {
        tracer.call(.terminal, layer, "cancelLoad()") { screen.cancelLoad() }
    }

    func redisplayList() {
        tracer.call(.terminal, layer, "redisplayList()") { screen.redisplayList() }
    }

    func openQuestion(atRow number: Int) {
        tracer.call(.terminal, layer, "openQuestion(atRow: \(number))") { screen.openQuestion(atRow: number) }
    }

    func loadMore() {
        tracer.call(.terminal, layer, "loadMore()") { screen.loadMore() }
    }

    func refresh() {
        tracer.call(.terminal, layer, "refresh()") { screen.refresh() }
    }

    func filter(byTag tag: String?) {
        tracer.call(.terminal, layer, "filter(byTag: \(TraceSummary.tag(tag)))") {
            screen.filter(byTag: tag)
        }
    }

    func sort(by sort: QuestionSort) {
        tracer.call(.terminal, layer, "sort(by: \(sort.rawValue))") { screen.sort(by: sort) }
    }

    func search(for words: String?) {
        tracer.call(.terminal, layer, "search(for: \(TraceSummary.optional(words)))") {
            screen.search(for: words)
        }
    }
}

/// A question screen whose commands are traced.
@MainActor
private final class TracedQuestionScreen: QuestionScreen {
    private let screen: any QuestionScreen
    private let layer: Layer
    private let tracer: Tracer

    init(_ screen: any QuestionScreen, layer: Layer, tracer: Tracer) {
        self.screen = screen
        self.layer = layer
        self.tracer = tracer
    }

    func viewDidLoad() {
        tracer.call(.terminal, layer, "viewDidLoad()") { screen.viewDidLoad() }
    }

    func cancelLoad() {
        tracer.call(.terminal, layer, "cancelLoad()") { screen.cancelLoad() }
    }

    func goBack() {
        tracer.call(.terminal, layer, "goBack()") { screen.goBack() }
    }
}
