import Entities
import Interactors
import Presenters
import TestSupport
import Testing

/// VIPER's presenters and the saves: a presenter asks its interactor, formats what it reports (the
/// marks are in the plain values), and asks its router for the saved screen. No store is touched here:
/// the interactors are recording doubles.
@MainActor
@Suite("VIPER presenters and the saves", .timeLimit(.minutes(1)))
struct VIPERSavesPresenterTests {
    let interactor = VIPERRecordingListInteractor()
    let router = VIPERRecordingListRouter()
    let view = VIPERRecordingListView()
    let formatter = QuestionListFormatter(now: { Fixtures.now })

    private func makePresenter() -> VIPERQuestionListPresenter {
        let presenter = VIPERQuestionListPresenter(
            interactor: interactor, router: router, formatter: formatter)
        presenter.view = view
        return presenter
    }

    private static func summary(_ id: Int, isSaved: Bool) -> VIPERQuestionSummary {
        VIPERQuestionSummary(
            id: id, title: "Question \(id)", score: 1, answerCount: 0, viewCount: 10,
            hasAcceptedAnswer: false,
            isClosed: false, tags: ["swift"], ownerName: "Ana", creationDate: Fixtures.now,
            lastActivityDate: Fixtures.now, isSaved: isSaved)
    }

    @Test("save N goes to the interactor, and its answer becomes one line for the view")
    func saveGoesToTheInteractor() {
        interactor.ids = [1, 2]
        let presenter = makePresenter()

        presenter.didRequestSave(atRow: 2)
        presenter.didAnswerSave(.saved)

        #expect(interactor.calls == [.save(row: 2)])
        #expect(view.shown == [.notice("Saved.")])
    }

    @Test("save N on a row the interactor does not hold tells the view there is no such row")
    func noSuchRow() {
        let presenter = makePresenter()

        presenter.didRequestSave(atRow: 3)

        #expect(view.shown == [.error(ListText.noSuchRow(3))])
    }

    @Test("a failed save's answer is an error line")
    func failedSave() {
        let presenter = makePresenter()

        presenter.didAnswerSave(.failed(.notADatabase(path: "DATA/saved.sqlite3")))

        #expect(view.shown == [.error(SaveText.off(.notADatabase(path: "DATA/saved.sqlite3")))])
    }

    @Test("the rows the interactor reports as saved carry the marker, and only those")
    func formatsTheMarks() {
        let presenter = makePresenter()

        presenter.didLoad(
            VIPERQuestionListResponse(
                site: "stackoverflow", sort: .activity, tag: nil, search: nil, pageSize: 2,
                questions: [Self.summary(1, isSaved: true), Self.summary(2, isSaved: false)], hasMore: false,
                quotaRemaining: nil))

        guard case .list(let list) = view.shown.last else {
            Issue.record("expected a list, got \(view.shown)")
            return
        }
        #expect(list.rows.map(\.stats.endsWithSavedMarker) == [true, false])
    }

    @Test("saved asks the router for the saved screen")
    func savedGoesToTheRouter() {
        let presenter = makePresenter()

        presenter.didRequestOpenSaved()

        #expect(router.savedOpenCount == 1)
    }
}
