import Entities
import Interactors
import Presenters
import TestSupport
import Testing

/// VIPER's presenters decide what each command means: whether it stops the loads in flight, whether the
/// modules above the list leave first, and the line for a command their screen does not take. What the
/// app holds they read from the router, whose double answers as the test sets it and records each move of
/// the flow asked of it; the interactor's double records what it was asked.
@MainActor
@Suite("VIPER presenters decide what a command means")
struct VIPERDecisionsTests {
    let interactor = VIPERRecordingListInteractor()
    let router = VIPERRecordingListRouter()
    let view = VIPERRecordingListView()
    let presenter: VIPERQuestionListPresenter

    init() {
        presenter = VIPERQuestionListPresenter(
            interactor: interactor, router: router, formatter: QuestionListFormatter(now: { Fixtures.now }))
        presenter.view = view
    }

    @Test("back on the list says it is already there, and asks nothing of the router")
    func backOnTheList() {
        presenter.didRequestBack()

        #expect(view.shown == [.notice(ListText.alreadyAtTheList)])
        #expect(router.flowCalls.isEmpty)
    }

    @Test("Ctrl-C with nothing loading says how to leave, and stops nothing")
    func interruptWhenIdle() {
        presenter.didInterrupt()

        #expect(view.shown == [.notice(ListText.howToLeave)])
        #expect(router.flowCalls.isEmpty)
    }

    @Test("Ctrl-C while something loads asks the router to stop every load, and says so")
    func interruptWhileLoading() {
        router.hasLoadInFlight = true

        presenter.didInterrupt()

        #expect(router.flowCalls == [.cancelEveryLoad])
        #expect(view.shown == [.notice(ListText.loadCancelled)])
    }

    @Test(
        "a list command typed above the list stops the loads, returns to the list, then asks the interactor")
    func refreshFromAbove() {
        router.hasLoadInFlight = true
        router.hasScreenAboveList = true

        presenter.didRequestRefresh()

        #expect(router.flowCalls == [.cancelEveryLoad, .returnToList, .showTopIfItNeverAppeared])
        #expect(interactor.calls == [.refresh])
    }

    @Test("a list command typed on the list itself, with nothing loading, asks nothing of the router")
    func refreshOnTheList() {
        presenter.didRequestRefresh()

        #expect(router.flowCalls.isEmpty)
        #expect(interactor.calls == [.refresh])
    }

    @Test("more typed on the question above the list leaves the question first, and stops no load")
    func moreFromAQuestion() {
        router.hasLoadInFlight = true
        router.isQuestionOnTop = true
        router.hasScreenAboveList = true

        presenter.didRequestLoadMore()

        #expect(router.flowCalls == [.leaveScreenOnTop, .showTopIfItNeverAppeared])
        #expect(interactor.calls == [.loadMore])
    }

    @Test("open N beneath a question opened from its URL says on the question that the list isn't shown yet")
    func openBeforeTheListAppeared() {
        router.listHasAppeared = false
        router.isQuestionOnTop = true

        presenter.didRequestOpenQuestion(atRow: 2)

        #expect(router.flowCalls == [.showErrorOnQuestion(ListText.notShownYet(2))])
        #expect(view.shown.isEmpty)
        #expect(router.openedQuestions.isEmpty)
    }

    /// Guards `refuseOpening(_:)` in `didRequestOpenQuestion(atRow:)`: the list module's view is covered by
    /// the question module on the screen front.
    @Test("open N for a row the list lacks, typed on the question on top, asks the router for the line there")
    func openAMissingRowFromAQuestion() {
        router.isQuestionOnTop = true
        router.hasScreenAboveList = true

        presenter.didRequestOpenQuestion(atRow: 9)

        #expect(router.flowCalls.last == .showErrorOnQuestion(ListText.noSuchRow(9)))
        #expect(view.shown.isEmpty)
    }

    @Test("list asks the router to return to the list and show it again")
    func showList() {
        presenter.didRequestList()

        #expect(router.flowCalls == [.returnToList, .showUncoveredScreen])
    }

    @Test("user, save and unsave without a row on the list each say what to type")
    func refusalsOnTheList() {
        presenter.didRequestUser()
        presenter.didRequestSave()
        presenter.didRequestUnsave()

        #expect(
            view.shown == [
                .error(UserText.notOnAQuestion), .error(SaveText.needsARow(saving: true)),
                .error(SaveText.needsARow(saving: false)),
            ])
    }

    /// SPEC §8: where a message says what to type, the screen front's says which key to press; the
    /// presenter says it in its formatter's words.
    @Test("user on the list and a failed refresh, in the screen front's words, say which key to press")
    func refusalsOnTheScreen() {
        let onTheScreen = VIPERQuestionListPresenter(
            interactor: interactor, router: router,
            formatter: QuestionListFormatter(now: { Fixtures.now }, words: .screen))
        onTheScreen.view = view

        onTheScreen.didRequestUser()
        onTheScreen.didFail(.refresh, with: .http(status: 503))

        #expect(
            view.shown == [
                .error(FrontWords.screen.notOnAQuestion),
                .error("Couldn't load questions: the server answered HTTP 503. Press r to try again."),
            ])
    }

    @Test("back on a question while something loads stops every load, closes the module, and uncovers")
    func backOnALoadingQuestion() {
        let interactor = VIPERRecordingQuestionInteractor()
        let router = VIPERRecordingQuestionRouter()
        let presenter = VIPERQuestionPresenter(
            interactor: interactor, router: router, formatter: QuestionScreenFormatter(now: { Fixtures.now }))
        router.hasLoadInFlight = true

        presenter.didRequestBack()

        #expect(router.flowCalls == [.cancelEveryLoad, .showUncoveredScreen])
        #expect(router.closeCount == 1)
        #expect(interactor.cancelCount == 1)
    }

    @Test("save with a row on a question says a question has no rows")
    func saveWithARowOnAQuestion() {
        let router = VIPERRecordingQuestionRouter()
        let view = VIPERRecordingQuestionView()
        let presenter = VIPERQuestionPresenter(
            interactor: VIPERRecordingQuestionInteractor(), router: router,
            formatter: QuestionScreenFormatter(now: { Fixtures.now }))
        presenter.view = view

        presenter.didRequestSave(atRow: 2)

        #expect(view.shown == [.error(SaveText.onAQuestion(saving: true))])
        #expect(router.flowCalls.isEmpty)
    }
}
