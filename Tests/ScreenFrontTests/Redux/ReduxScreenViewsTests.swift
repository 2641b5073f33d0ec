import Entities
import Interactors
import PresenterDoubles
import Presenters
import TerminalUI
import TestSupport
import Testing

@testable import ScreenFront

/// The store's list view on the screen front, alone: a store run by a recording reducer holds a state the
/// test builds, so what the view draws is the state's, and every key it is given reaches the reducer as
/// an action, undecided. The view's one piece of work of its own, the scroll top that needs the rows'
/// heights, is sent back as an action too.
@MainActor
@Suite("The store's list view on the screen front, against a recording reducer")
struct ReduxScreenViewsTests {
    let query = QuestionQuery(site: "stackoverflow", page: 1, pageSize: 50)
    let formatters = ScreenFormatters(now: { Fixtures.now }, words: .screen)
    let palette = ScreenPalette(isColored: false)

    /// A list state holding questions 1 to `count`, queued to be drawn whole, the row at index `selected`
    /// selected.
    func state(count: Int = 3, selected: Int = 0) -> ReduxQuestionsState {
        var state = ReduxQuestionsState(query: query)
        state.list.questions.replace(with: Fixtures.page(Array(1...count)), for: query)
        state.list.outbox = [.whole]
        state.list.view.selection.select(selected, count: count)
        return state
    }

    /// A store holding `state`, run by `reducer`, and the list view subscribed to it.
    func makeView(_ state: ReduxQuestionsState, reducer: ReduxRecordingReducer)
        -> (store: ReduxQuestionsStore, view: ReduxScreenQuestionListView)
    {
        let loads = LoadTracker()
        let store = ReduxQuestionsStore(
            state: state, reducer: reducer,
            environment: ReduxQuestionsEnvironment(service: StubQuestionService(), saves: .inMemory()),
            loads: loads)
        let view = ReduxScreenQuestionListView(
            store: store, rowsView: ListRowsView(layoutCache: LayoutCache(), palette: palette),
            statusView: StatusLineView(palette: palette, loads: loads), formatter: formatters.list)
        return (store, view)
    }

    /// The frame `view` draws at 40 × 12.
    func drawn(_ view: ReduxScreenQuestionListView) -> Frame {
        var frame = Frame(width: 40, height: 12)
        view.draw(in: &frame)
        return frame
    }

    /// The row numbers whose stats line is on `frame`: the rows the body shows, wholly or in part.
    func rowNumbersShown(on frame: Frame) -> [Int] {
        frame.bodyLines.compactMap { rowNumber(of: frame.text(ofRow: $0)) }
    }

    /// The row number `line` starts with after the gutter, as a row's stats line does ("  12. 3 votes").
    func rowNumber(of line: String) -> Int? {
        let scalars = Array(line.unicodeScalars.drop { $0 == ">" || $0 == " " })
        guard let dot = scalars.firstIndex(of: "."), scalars.indices.contains(dot + 1),
            scalars[dot + 1] == " "
        else { return nil }
        return Int(String(String.UnicodeScalarView(scalars[..<dot])))
    }

    /// Guards the end of `ReduxScreenQuestionListView.render(_:)`: what the state queued is drawn, and the
    /// view tells the store how many outputs it drew, so the reducer can drop them from the queue.
    @Test("draws what the state queued as it subscribes, and acknowledges it with one action")
    func acknowledgesWhatItDrew() {
        let reducer = ReduxRecordingReducer()
        let (_, view) = makeView(state(), reducer: reducer)

        #expect(reducer.actions == [.shown(.list, count: 1)])
        #expect(rowNumbersShown(on: drawn(view)) == [1, 2, 3])
    }

    @Test("sends each move, opening and saving of the selection as a view action, deciding nothing")
    func sendsKeysUndecided() {
        let reducer = ReduxRecordingReducer()
        let (store, view) = makeView(state(), reducer: reducer)

        for event: ViewEvent in [.move(rows: 1), .moveToFirst, .moveToLast, .openSelection, .toggleSave] {
            view.respond(to: event)
        }

        #expect(
            reducer.actions.dropFirst() == [
                .view(.list, .move(rows: 1)), .view(.list, .moveToFirst), .view(.list, .moveToLast),
                .view(.list, .openSelection), .view(.list, .toggleSave),
            ])
        #expect(store.state.list.view.selection.index == 0, "the view moved the selection itself")
    }

    @Test("sends a page as a move by the whole rows on the screen, which only the view can count")
    func countsAPage() throws {
        let reducer = ReduxRecordingReducer()
        let (_, view) = makeView(state(count: 30), reducer: reducer)
        let shown = rowNumbersShown(on: drawn(view))
        // The last row may show in part; a page moves by the rows shown whole.
        let whole = shown.count - 1

        view.respond(to: .page(pages: 1))
        view.respond(to: .page(pages: -2))

        #expect(whole > 1)
        #expect(
            reducer.actions.suffix(2) == [
                .view(.list, .move(rows: whole)), .view(.list, .move(rows: -2 * whole)),
            ])
    }

    @Test("draws the row the state selects with the gutter's >, and no other")
    func drawsTheStatesSelection() throws {
        let (_, view) = makeView(state(selected: 1), reducer: ReduxRecordingReducer())

        let marked = ListViewFixtures.selectedLines(of: drawn(view))

        #expect(marked.count == 1)
        #expect(try rowNumber(of: #require(marked.first)) == 2)
    }

    /// Guards the check in `ReduxScreenQuestionListView.draw(in:)`: the scroll top the layout found goes to
    /// the store only when it differs from the state's, so a frame drawn again sends nothing.
    @Test("sends the scroll top it laid out for a selection below the screen, once the state holds it")
    func sendsTheScrollItFound() throws {
        let reducer = ReduxRecordingReducer { state, action in
            if case .view(.list, .scrolled(let scroll)) = action { state.list.view.scroll = scroll }
        }
        let (store, view) = makeView(state(count: 30, selected: 20), reducer: reducer)

        let first = drawn(view)
        let second = drawn(view)

        let scrolls = reducer.actions.filter {
            if case .view(.list, .scrolled) = $0 { true } else { false }
        }
        #expect(scrolls.count == 1)
        #expect(store.state.list.view.scroll.top > 0)
        #expect(try rowNumber(of: #require(ListViewFixtures.selectedLines(of: first).first)) == 21)
        #expect(first == second)
    }

    @Test("draws the line the state holds as typed, and gives it to the session")
    func drawsTheTypedLine() {
        var typing = state()
        typing.list.view.commandLine = CommandLineText(prompt: ":", text: "sort votes")
        let (_, view) = makeView(typing, reducer: ReduxRecordingReducer())

        let frame = drawn(view)

        #expect(view.commandLine == CommandLineText(prompt: ":", text: "sort votes"))
        #expect(frame.text(ofRow: frame.height - 1).unicodeScalars.starts(with: ":sort votes".unicodeScalars))
    }

    /// SPEC §8: where a message says what to type, the screen front's says which key to press. The state
    /// keeps what failed (`ReduxFailure`); the view says it in its formatter's words.
    @Test("says a failure the state queued in the screen front's words, on the status line")
    func saysAFailureInTheScreensWords() {
        var failed = state()
        failed.list.outbox.append(.failed(.userOffAQuestion))
        let (_, view) = makeView(failed, reducer: ReduxRecordingReducer())

        let frame = drawn(view)

        // The line is clipped at 40 columns; its start says which key to press.
        #expect(
            frame.text(ofRow: frame.height - 1).unicodeScalars.starts(
                with: "Press u on a question".unicodeScalars))
    }

    /// Guards `DrawnMarks`: a save changes the marks in the state, not the queue, and the view formats
    /// that row again in place.
    @Test("draws a row again with the saved marker when the state's marks change, queueing nothing")
    func drawsANewMark() throws {
        let reducer = ReduxRecordingReducer { state, action in
            switch action {
            case .view(.list, .toggleSave): state.saved.insert(2)
            case .shown(.list, let count): state.list.outbox.removeFirst(count)
            default: break
            }
        }
        let (_, view) = makeView(state(), reducer: reducer)
        let before = drawn(view)

        view.respond(to: .toggleSave)
        let after = drawn(view)

        let changed = before.bodyLines.filter { before.text(ofRow: $0) != after.text(ofRow: $0) }
        #expect(changed.count == 1)
        #expect(try rowNumber(of: after.text(ofRow: #require(changed.first))) == 2)
        #expect(reducer.actions.count == 2, "a mark was drawn as if queued: \(reducer.actions)")
    }

    @Test(
        "sends a command on top as the store's command and Ctrl-C as an interrupt, and takes neither when covered"
    )
    func respondsOnlyOnTop() {
        let reducer = ReduxRecordingReducer()
        let (_, view) = makeView(state(), reducer: reducer)

        let onTop = [
            view.respond(to: .command(.more), isFirstResponder: true),
            view.respond(to: .interrupt, isFirstResponder: true),
        ]
        let covered = view.respond(to: .command(.more), isFirstResponder: false)

        #expect(onTop == [true, true])
        #expect(!covered)
        #expect(reducer.actions.dropFirst() == [.command(.more), .interrupt])
    }
}
