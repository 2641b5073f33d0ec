import Entities
import Interactors
import PresenterDoubles
import Presenters
import TerminalUI
import Testing

@testable import ScreenFront

/// MVP's list view on the screen front, alone against a recording presenter: a passive view that hands
/// every event on undecided and draws what it is told, keeping only what the presenter cannot know, the
/// scroll and the typed line.
@MainActor
@Suite("MVP's list view on the screen front, against a recording presenter")
struct MVPScreenViewsTests {
    let presenter = MVPRecordingListEventHandler()
    let palette = ScreenPalette(isColored: false)

    func makeView() -> MVPScreenQuestionListView {
        MVPScreenQuestionListView(
            presenter: presenter, rowsView: ListRowsView(layoutCache: LayoutCache(), palette: palette),
            statusView: StatusLineView(palette: palette, loads: LoadTracker()))
    }

    @Test("attaches itself to its presenter as it is made")
    func attaches() {
        let view = makeView()

        #expect(presenter.calls == [.attach])
        #expect(presenter.view === view)
    }

    @Test("hands a move, the first and last rows, opening and saving to the presenter, deciding nothing")
    func forwardsEvents() {
        let view = makeView()

        for event: ViewEvent in [.move(rows: 1), .moveToFirst, .moveToLast, .openSelection, .toggleSave] {
            view.respond(to: event)
        }

        #expect(
            presenter.calls == [
                .attach, .moveSelection(by: 1), .moveSelectionToFirst, .moveSelectionToLast, .openSelection,
                .toggleSaveOfSelection,
            ])
    }

    @Test("keeps the typed line itself: opening and editing it tell the presenter nothing")
    func keepsTheTypedLine() {
        let view = makeView()

        view.respond(to: .openCommandLine(CommandLineText(prompt: ":")))

        #expect(view.commandLine != nil)
        #expect(presenter.calls == [.attach])
        view.respond(to: .closeCommandLine)
        #expect(view.commandLine == nil)
    }

    @Test("draws the row the presenter selected with the gutter's >, and no other")
    func drawsTheSelection() throws {
        let view = makeView()
        view.show(ListViewFixtures.threeRows)

        view.showSelection(atRow: 1)
        var frame = Frame(width: 40, height: 12)
        view.draw(in: &frame)

        let marked = ListViewFixtures.selectedLines(of: frame)
        #expect(marked.count == 1)
        #expect(try #require(marked.first).contains("2 votes"))
    }

    @Test("shows the presenter's error on the status line until the next event clears it")
    func statusUntilTheNextEvent() {
        let view = makeView()
        view.show(ListViewFixtures.threeRows)
        view.showError("No row 9.")

        var frame = Frame(width: 40, height: 12)
        view.draw(in: &frame)
        #expect(frame.text(ofRow: 11).hasPrefix("No row 9."))

        view.respond(to: .move(rows: 1))
        var next = Frame(width: 40, height: 12)
        view.draw(in: &next)
        #expect(next.text(ofRow: 11).hasPrefix("3 shown"))
    }
}
