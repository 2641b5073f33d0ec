import Entities
import Interactors
import PresenterDoubles
import Presenters
import TerminalUI
import Testing

@testable import ScreenFront

/// VIPER's list view on the screen front, alone against a recording presenter: it reports every event
/// undecided and draws what the presenter tells it, keeping only the scroll and the typed line.
@MainActor
@Suite("VIPER's list view on the screen front, against a recording presenter")
struct VIPERScreenViewsTests {
    let eventHandler = VIPERRecordingListEventHandler()
    let palette = ScreenPalette(isColored: false)

    func makeView() -> VIPERScreenQuestionListView {
        VIPERScreenQuestionListView(
            eventHandler: eventHandler, rowsView: ListRowsView(layoutCache: LayoutCache(), palette: palette),
            statusView: StatusLineView(palette: palette, loads: LoadTracker()))
    }

    @Test("reports a move, the first and last rows, opening and saving to the presenter, deciding nothing")
    func reportsEvents() {
        let view = makeView()

        for event: ViewEvent in [.move(rows: -1), .moveToFirst, .moveToLast, .openSelection, .toggleSave] {
            view.respond(to: event)
        }

        #expect(
            eventHandler.calls == [
                .moveSelection(by: -1), .moveSelectionToFirst, .moveSelectionToLast, .openSelection,
                .toggleSaveOfSelection,
            ])
    }

    @Test("keeps the typed line itself: opening and closing it tell the presenter nothing")
    func keepsTheTypedLine() {
        let view = makeView()

        view.respond(to: .openCommandLine(CommandLineText(prompt: "/")))
        #expect(view.commandLine != nil)
        view.respond(to: .closeCommandLine)

        #expect(view.commandLine == nil)
        #expect(eventHandler.calls.isEmpty)
    }

    @Test("draws the row the presenter selected with the gutter's >, and no other")
    func drawsTheSelection() throws {
        let view = makeView()
        view.show(ListViewFixtures.threeRows)

        view.showSelection(atRow: 2)
        var frame = Frame(width: 40, height: 12)
        view.draw(in: &frame)

        let marked = ListViewFixtures.selectedLines(of: frame)
        #expect(marked.count == 1)
        #expect(try #require(marked.first).contains("3 votes"))
    }

    @Test("shows the presenter's notice on the status line until the next event clears it")
    func statusUntilTheNextEvent() {
        let view = makeView()
        view.show(ListViewFixtures.threeRows)
        view.showNotice("A page is still loading.")

        var frame = Frame(width: 40, height: 12)
        view.draw(in: &frame)
        #expect(frame.text(ofRow: 11).hasPrefix("A page is still loading."))

        view.respond(to: .moveToFirst)
        var next = Frame(width: 40, height: 12)
        view.draw(in: &next)
        #expect(next.text(ofRow: 11).hasPrefix("3 shown"))
    }
}
