import Entities
import Interactors
import TestSupport
import Testing

/// The screen front's selection in Smalltalk MVC's application models (SPEC §8: as a Browser keeps its
/// lists' indices): moved by the controller, told to the dependents as `.selection`, landing on a page's
/// first row when a move past the last row asked for the page, and following its question when the list
/// is loaded again. A recording dependent stands in for the view.
@MainActor
@Suite("Smalltalk selection", .timeLimit(.minutes(1)))
struct SmalltalkSelectionTests {
    /// A dependent that records every change of the list model.
    final class RecordingDependent {
        private(set) var changes: [SmalltalkQuestionListModel.Change] = []
        func update(_ change: SmalltalkQuestionListModel.Change) { changes.append(change) }
    }

    let service = StubQuestionService()
    let store = InMemorySavedQuestions()
    let loads = LoadTracker()
    let query = QuestionQuery(site: "stackoverflow", page: 1, pageSize: 2)
    let dependent = RecordingDependent()

    private func loadedList(_ page: QuestionPage) async -> SmalltalkQuestionListModel {
        service.willReturn(page)
        let model = SmalltalkQuestionListModel(
            service: service, saves: .inMemory(store), query: query, loads: loads)
        model.dependents.add(dependent) { dependent, change in dependent.update(change) }
        model.loadFirstPage()
        await loads.waitUntilIdleOrFail()
        return model
    }

    @Test("moves the selection and tells the dependents, saying when a move went past the last row")
    func moves() async {
        let model = await loadedList(Fixtures.page([1, 2]))

        let down = model.moveSelection(by: 1)
        let past = model.moveSelection(by: 1)
        let up = model.moveSelection(by: -5)

        #expect([down, past, up] == [.moved, .pastLastRow, .moved])
        #expect(model.selection == RowSelection(index: 0))
        #expect(dependent.changes.suffix(3) == [.selection, .selection, .selection])
    }

    /// Guards `selectsNextPage` in `SmalltalkQuestionListModel.apply`.
    @Test(
        "selects the first row of a page asked for by a move past the last row, and not of one `more` asked for"
    )
    func landsOnTheNewPage() async {
        let model = await loadedList(Fixtures.page([1, 2], hasMore: true))
        service.willReturn(Fixtures.page([3, 4], hasMore: true))
        service.willReturn(Fixtures.page([5, 6]))

        _ = model.moveSelection(by: 1)
        let asked = model.loadMore(selectingItsFirstRow: true)
        await loads.waitUntilIdleOrFail()
        let afterMove = model.selection
        _ = model.loadMore()
        await loads.waitUntilIdleOrFail()

        #expect(asked == .loading)
        #expect(afterMove == RowSelection(index: 2))
        #expect(model.selection == RowSelection(index: 2))
    }

    @Test("keeps the selection on its question when the list is loaded again, or goes to the first row")
    func followsTheQuestion() async {
        let model = await loadedList(Fixtures.page([1, 2]))
        _ = model.moveSelection(by: 1)
        service.willReturn(Fixtures.page([7, 2]))
        service.willReturn(Fixtures.page([8, 9]))

        model.refresh()
        await loads.waitUntilIdleOrFail()
        let afterRefresh = model.selection
        model.sort(by: .votes)
        await loads.waitUntilIdleOrFail()

        #expect(afterRefresh == RowSelection(index: 1))
        #expect(model.selection == RowSelection(index: 0))
    }

    @Test("keeps the saved screen's row number, clamped, when the saves are read again after an unsave")
    func savedClamps() throws {
        _ = try store.save(Fixtures.question(id: 1), site: "stackoverflow")
        _ = try store.save(Fixtures.question(id: 2), site: "stackoverflow")
        let model = SmalltalkSavedModel(saves: .inMemory(store), pageSize: 2)
        model.read()
        _ = model.moveSelection(by: 1)

        let outcome = model.setSaved(false, atRow: 2)
        model.read(atLeast: 1)

        #expect(outcome == .removed)
        #expect(model.list.saves.count == 1)
        #expect(model.selection == RowSelection(index: 0))
    }

    @Test("tells which rows' marks a save changed, numbered from 1")
    func marksNameTheirRows() async {
        let model = await loadedList(Fixtures.page([1, 2]))

        _ = model.setSaved(true, atRow: 2)

        #expect(dependent.changes.last == .marks(rows: [2]))
    }
}
