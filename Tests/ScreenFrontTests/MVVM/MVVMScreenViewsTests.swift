import Entities
import Interactors
import PresenterDoubles
import Presenters
import TerminalUI
import Testing

@testable import ScreenFront

/// MVVM's list view on the screen front, alone against a recording view model: it binds to the state,
/// sends every event as an input undecided, and draws the state it was last given, keeping only the
/// scroll and the typed line.
@MainActor
@Suite("MVVM's list view on the screen front, against a recording view model")
struct MVVMScreenViewsTests {

    let viewModel = MVVMRecordingListViewModel(
        state: .init(list: QuestionListDisplay(header: "", rows: [], footer: "")))
    let palette = ScreenPalette(isColored: false)

    func makeView() -> MVVMScreenQuestionListView {
        MVVMScreenQuestionListView(
            viewModel: viewModel, rowsView: ListRowsView(layoutCache: LayoutCache(), palette: palette),
            statusView: StatusLineView(palette: palette, loads: LoadTracker()))
    }

    @Test("binds to its view model's state as it is made")
    func binds() {
        _ = makeView()

        #expect(viewModel.calls == [.bind])
    }

    @Test("sends a move, the first and last rows, opening and saving as inputs, deciding nothing")
    func sendsInputs() {
        let view = makeView()

        for event: ViewEvent in [.move(rows: 1), .moveToFirst, .moveToLast, .openSelection, .toggleSave] {
            view.respond(to: event)
        }

        #expect(
            viewModel.calls == [
                .bind, .moveSelection(by: 1), .moveSelectionToFirst, .moveSelectionToLast, .openSelection,
                .toggleSaveOfSelection,
            ])
    }

    @Test("draws the row the state selects with the gutter's >, and no other")
    func drawsTheSelection() throws {
        let view = makeView()

        viewModel.publish {
            $0.list = ListViewFixtures.threeRows
            $0.listVersion = 1
            $0.selection = 1
        }
        var frame = Frame(width: 40, height: 12)
        view.draw(in: &frame)

        let marked = ListViewFixtures.selectedLines(of: frame)
        #expect(marked.count == 1)
        #expect(try #require(marked.first).contains("2 votes"))
    }

    @Test("draws the state's error on the status line, and its footer once the list is drawn")
    func statusFromTheState() {
        let view = makeView()
        viewModel.publish {
            $0.list = ListViewFixtures.threeRows
            $0.listVersion = 1
        }
        var frame = Frame(width: 40, height: 12)
        view.draw(in: &frame)
        #expect(frame.text(ofRow: 11).hasPrefix("3 shown"))

        viewModel.publish { $0.error = ScreenMessage(text: "No row 9.", number: 1) }
        var next = Frame(width: 40, height: 12)
        view.draw(in: &next)
        #expect(next.text(ofRow: 11).hasPrefix("No row 9."))
    }
}
