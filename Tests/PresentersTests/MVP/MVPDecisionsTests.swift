import Entities
import Interactors
import Presenters
import TestSupport
import Testing

/// MVP's presenters decide what each command means: whether it stops the loads in flight, whether the
/// screens above the list leave first, and the line for a command their screen does not take. What the
/// stack holds they read from the navigator, whose double records every call and fails the test on any it
/// was not told to expect. The service holds every request until the test answers it.
@MainActor
@Suite("MVP presenters decide what a command means", .timeLimit(.minutes(1)))
struct MVPDecisionsTests {
    let loads = LoadTracker()
    let service = HeldQuestionService()
    let listView = MVPRecordingListView()
    let questionView = MVPRecordingQuestionView()
    let navigator = MVPRecordingNavigation()
    let query = QuestionQuery(site: "stackoverflow", page: 1, pageSize: 2)

    private func listPresenter(words: FrontWords = .lines) -> MVPQuestionListPresenter {
        let presenter = MVPQuestionListPresenter(
            service: service, saves: .inMemory(), query: query,
            formatter: QuestionListFormatter(now: { Fixtures.now }, words: words), loads: loads,
            navigator: navigator)
        presenter.attach(listView)
        return presenter
    }

    private func questionPresenter() -> MVPQuestionPresenter {
        let presenter = MVPQuestionPresenter(
            service: service, saves: .inMemory(), questionID: 2, site: "stackoverflow",
            formatter: QuestionScreenFormatter(now: { Fixtures.now }), loads: loads, navigator: navigator)
        presenter.attach(questionView)
        return presenter
    }

    /// Answers every request still held, with a failure, and waits for the loads to end: no task outlives
    /// the test, for LeakSanitizer to find suspended.
    private func end() async {
        service.answerEveryHeldCall(with: .failure(.http(status: 503)))
        await loads.waitUntilIdleOrFail()
    }

    @Test("back on the list says it is already there, and asks nothing of the navigator")
    func backOnTheList() {
        listPresenter().back()

        #expect(listView.shown == [.notice(ListText.alreadyAtTheList)])
    }

    @Test("Ctrl-C with nothing loading says how to leave, and stops nothing")
    func interruptWhenIdle() {
        listPresenter().interrupt()

        #expect(listView.shown == [.notice(ListText.howToLeave)])
    }

    @Test("Ctrl-C while a page loads asks the navigator to stop every load, and says so")
    func interruptWhileLoading() async {
        let presenter = listPresenter()
        presenter.viewDidLoad()
        await service.waitForCalls(1)
        navigator.expectsCalls = true

        presenter.interrupt()

        #expect(navigator.calls == [.cancelEveryLoad])
        #expect(listView.shown.last == .notice(ListText.loadCancelled))

        await end()
    }

    @Test("a list command typed above the list asks the navigator to return to it first, then loads")
    func refreshFromAbove() async {
        let presenter = listPresenter()
        navigator.hasScreenAboveList = true
        navigator.expectsCalls = true

        presenter.refresh()
        await service.waitForCalls(1)

        #expect(navigator.calls == [.returnToList, .showTopIfItNeverAppeared])
        #expect(service.heldCalls == [.questions(query, .reload)])

        await end()
    }

    @Test("a list command typed on the list itself asks nothing of the navigator")
    func refreshOnTheList() async {
        listPresenter().refresh()
        await service.waitForCalls(1)

        #expect(navigator.calls.isEmpty)

        await end()
    }

    @Test("more typed on the question above the list leaves the question first, and stops no load")
    func moreFromAQuestion() {
        let presenter = listPresenter()
        navigator.isQuestionOnTop = true
        navigator.hasScreenAboveList = true
        navigator.expectsCalls = true

        presenter.loadMore()

        #expect(navigator.calls == [.leaveScreenOnTop, .showTopIfItNeverAppeared])
    }

    @Test("open N beneath a question opened from its URL says on the question that the list isn't shown yet")
    func openBeforeTheListAppeared() {
        let presenter = listPresenter()
        navigator.listHasAppeared = false
        navigator.isQuestionOnTop = true
        navigator.expectsCalls = true

        presenter.openQuestion(atRow: 2)

        #expect(navigator.calls == [.showErrorOnQuestion(ListText.notShownYet(2))])
        #expect(listView.shown.isEmpty)
    }

    @Test("list asks the navigator to return to the list and show it again")
    func showList() {
        let presenter = listPresenter()
        navigator.expectsCalls = true

        presenter.showList()

        #expect(navigator.calls == [.returnToList, .showUncoveredScreen])
    }

    @Test("user on the list says it is a question's command")
    func userOnTheList() {
        listPresenter().openUser()

        #expect(listView.shown == [.error(UserText.notOnAQuestion)])
    }

    /// SPEC §8: where a message says what to type, the screen front's says which key to press; the
    /// presenter says it in its formatter's words.
    @Test("user on the list, in the screen front's words, says which key to press")
    func userOnTheListOnTheScreen() {
        listPresenter(words: .screen).openUser()

        #expect(listView.shown == [.error(FrontWords.screen.notOnAQuestion)])
    }

    @Test("save and unsave without a row on the list say which to type")
    func saveWithoutARow() {
        let presenter = listPresenter()

        presenter.saveQuestion()
        presenter.unsaveQuestion()

        #expect(
            listView.shown == [
                .error(SaveText.needsARow(saving: true)), .error(SaveText.needsARow(saving: false)),
            ])
    }

    @Test("back on a question still loading stops every load, closes the question, and uncovers the screen")
    func backOnALoadingQuestion() async {
        let presenter = questionPresenter()
        presenter.viewDidLoad()
        await service.waitForCalls(1)
        navigator.expectsCalls = true

        presenter.back()

        #expect(navigator.calls == [.cancelEveryLoad, .closeQuestion, .showUncoveredScreen])

        await end()
    }

    @Test("back on a question with nothing loading closes it and uncovers the screen, stopping nothing")
    func backOnAnIdleQuestion() {
        let presenter = questionPresenter()
        navigator.expectsCalls = true

        presenter.back()

        #expect(navigator.calls == [.closeQuestion, .showUncoveredScreen])
    }

    @Test("save and unsave with a row on a question say a question has no rows")
    func saveWithARowOnAQuestion() {
        let presenter = questionPresenter()

        presenter.saveQuestion(atRow: 2)
        presenter.unsaveQuestion(atRow: 2)

        #expect(
            questionView.shown == [
                .error(SaveText.onAQuestion(saving: true)), .error(SaveText.onAQuestion(saving: false)),
            ])
    }
}
