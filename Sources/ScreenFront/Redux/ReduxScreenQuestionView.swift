import Entities
import Interactors
import Presenters
import TerminalUI

/// The store's question view on the screen front: draws its question's part of the state, scrolled to
/// the state's scroll top, and sends each key to the store as an action.
///
/// The scroll top and the typed line are in the question's state (SPEC §8);
/// only the view knows how many lines the question takes at the screen's
/// width, so it works out a scroll and sends the top it reached.
@MainActor
public final class ReduxScreenQuestionView: QuestionScreen, FrameScreen {
    private let store: ReduxQuestionsStore
    private let screen: Int
    private let textView: QuestionTextView
    private let statusView: StatusLineView
    private let formatter: QuestionScreenFormatter
    /// The question as drawn, and whether it was drawn saved.
    private var question: QuestionScreenDisplay?
    private var drawnSaved = false
    private var status = StatusLine()
    /// The layout's memory between frames (the size); its top is the state's.
    private var viewport = TextViewport()

    /// A view drawing question screen `screen` of `store` with `textView` and `statusView`, formatting
    /// with `formatter`.
    public init(
        store: ReduxQuestionsStore, screen: Int, textView: QuestionTextView, statusView: StatusLineView,
        formatter: QuestionScreenFormatter
    ) {
        self.store = store
        self.screen = screen
        self.textView = textView
        self.statusView = statusView
        self.formatter = formatter
        store.subscribe(self) { view, state in view.render(state) }
    }

    private func render(_ state: ReduxQuestionsState) {
        guard let shown = state[question: screen] else { return }
        let isSaved = state.saved.contains(shown.id)
        if question != nil, isSaved != drawnSaved, let loaded = shown.loaded {
            // The mark changed: the question is drawn again in place, scrolled where it was.
            show(loaded, isSaved: isSaved)
        }
        guard !shown.outbox.isEmpty else { return }
        for output in shown.outbox {
            switch output {
            case .loading: status.message = .loading
            case .whole:
                guard let loaded = shown.loaded else { break }
                show(loaded, isSaved: isSaved)
                status = StatusLine()
            case .appended, .refreshed: break
            case .notice(let text): status.message = .notice(text)
            case .error(let text): status.message = .error(text)
            case .failed(let failure): status.message = .error(failure.text(in: formatter.words))
            case .howToLeave: status.message = .notice(ListText.howToLeaveTheScreen)
            }
        }
        store.send(.shown(.path(screen), count: shown.outbox.count))
    }

    private func show(_ loaded: QuestionWithAnswers, isSaved: Bool) {
        question = formatter.screen(for: loaded.question, answers: loaded.answers, isSaved: isSaved)
        drawnSaved = isSaved
    }

    // MARK: Commands and keys to actions

    /// Sends that the question appeared.
    public func viewDidLoad() { store.send(.questionAppeared(screen: screen)) }
    /// Leaves: sends `back`'s action.
    public func goBack() { store.send(.goBack) }
    /// The screen above closed: sends that the question is to be drawn again.
    public func redisplay() { store.send(.redisplayQuestion(screen: screen)) }
    /// A newer command, or Ctrl-C: sends that the question's load must stop.
    public func cancelLoad() { store.send(.cancelQuestionLoad(screen: screen)) }
    /// `saved`: an action.
    public func openSaved() { store.send(.openSaved(above: screen)) }

    /// Scrolls the text and sends the top it reached, or sends the event as an action.
    public func respond(to event: ViewEvent) {
        status.clearMessage()
        let view = store.state[viewOf: .path(screen)]
        var scrolled = viewport
        scrolled.restore(view.scroll)
        let lines = question.map { textView.lines(of: $0, width: viewport.width).count } ?? 0
        guard scrolled.scroll(for: event, lineCount: lines) else {
            store.send(.view(.path(screen), ReduxViewAction(event, pageRows: 0)))
            return
        }
        viewport = scrolled
        store.send(.view(.path(screen), .scrolled(scrolled.scroll)))
    }

    // MARK: Drawing

    /// A question gives the top line nothing of its own.
    public var heading: String? { nil }

    /// The line typed, as the question's state holds it.
    public var commandLine: CommandLineText? { store.state[viewOf: .path(screen)].commandLine }

    /// Draws the question from the state's scroll top, sends the top if the layout moved it, and draws
    /// the status line.
    public func draw(in frame: inout Frame) {
        let view = store.state[viewOf: .path(screen)]
        let area = frame.bodyLines
        if let question {
            viewport.restore(view.scroll)
            viewport.layOut(
                lineCount: textView.lines(of: question, width: frame.width).count, width: frame.width,
                height: area.count)
            textView.draw(question, window: viewport.scroll, in: &frame, area: area)
            if viewport.scroll != view.scroll {
                store.send(.view(.path(screen), .scrolled(viewport.scroll)))
            }
        }
        statusView.draw(status, commandLine: view.commandLine, in: &frame)
    }
}

extension ReduxScreenQuestionView: Responder {
    /// On top, sends the event to the store, undecided, and takes it (`respondAsStoreView`).
    public func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        if isFirstResponder { status.clearMessage() }
        return respondAsStoreView(store, to: event, isFirstResponder: isFirstResponder)
    }
}
