import Entities
import Foundation
import Interactors
import Presenters
import TestSupport
import Testing

/// MVVM's view models asked for a whole screen again (the screen above closed, or `saved` typed on the
/// saved screen): each formats anew, so the ages drawn count from the clock as it is at that drawing, as
/// every shape's do. The clock here moves between the first drawing and the second.
@MainActor
@Suite("MVVM redisplay", .timeLimit(.minutes(1)))
struct MVVMRedisplayTests {
    let service = StubQuestionService()
    let loads = LoadTracker()
    let navigation = MVVMRecordingNavigation()
    let clock = TestClock()
    let saves = SavedQuestionsModel.inMemory()

    private var formatters: ScreenFormatters { ScreenFormatters(now: clock.reader) }

    /// Guards the formatting in `MVVMQuestionViewModel.redisplay`.
    @Test("a question drawn again is formatted anew, in a new version, its age counted from now")
    func questionAgesCountFromNow() async {
        service.willReturn(Fixtures.question(id: 3, created: 60), answers: [])
        let viewModel = MVVMQuestionViewModel(
            service: service, saves: saves, questionID: 3, site: "stackoverflow", loads: loads,
            formatter: formatters.question, navigation: navigation)
        viewModel.loadQuestion()
        await loads.waitUntilIdleOrFail()
        let before = viewModel.state
        clock.advance(by: 2 * 3_600)

        viewModel.redisplay()

        #expect(before.screen?.stats.contains("1 h ago") == true)
        #expect(viewModel.state.screen?.stats.contains("3 h ago") == true)
        #expect(viewModel.state.screenVersion == before.screenVersion + 1)
        #expect(service.calls.count == 2, "the question and its answers, fetched once")
    }

    @Test("a question never shown loads again when asked to draw it")
    func questionNeverShownLoads() async {
        service.willFailQuestion(id: 3, with: .http(status: 500))
        let viewModel = MVVMQuestionViewModel(
            service: service, saves: saves, questionID: 3, site: "stackoverflow", loads: loads,
            formatter: formatters.question, navigation: navigation)
        viewModel.loadQuestion()
        await loads.waitUntilIdleOrFail()
        service.willReturn(Fixtures.question(id: 3), answers: [])

        viewModel.redisplay()
        await loads.waitUntilIdleOrFail()

        #expect(viewModel.state.screen?.title == "Question 3")
    }

    /// Guards the formatting in `MVVMUserViewModel.redisplay`.
    @Test("a user's page drawn again is formatted anew, in a new version, its rows' ages counted from now")
    func userPageAgesCountFromNow() async {
        service.willReturn(
            UserProfile(
                id: 7, displayName: "Ana Lima", reputation: 1_234, creationDate: Fixtures.now,
                link: "https://stackoverflow.com/users/7/ana-lima"))
        service.willReturnUserQuestions(Fixtures.page([1]))
        let viewModel = MVVMUserViewModel(
            service: service, saves: saves, userID: 7, site: "stackoverflow", pageSize: 2, loads: loads,
            formatter: formatters.user, navigation: navigation)
        viewModel.loadPage()
        await loads.waitUntilIdleOrFail()
        let before = viewModel.state
        clock.advance(by: 2 * 3_600)

        viewModel.redisplay()

        #expect(before.page?.rows.first?.details.contains("1 h ago") == true)
        #expect(viewModel.state.page?.rows.first?.details.contains("3 h ago") == true)
        #expect(viewModel.state.pageVersion == before.pageVersion + 1)
        #expect(viewModel.state.pagesLoaded == before.pagesLoaded, "no page was added")
    }

    /// Guards the formatting in `MVVMSavedViewModel.redisplay`, when the saves did not change.
    @Test("the saved screen drawn again is formatted anew, in a new version, its ages counted from now")
    func savedAgesCountFromNow() throws {
        #expect(saves.save(Fixtures.question(id: 1, created: 60)) == .saved)
        let viewModel = MVVMSavedViewModel(
            saves: saves, pageSize: 2, formatter: formatters.saved, loads: LoadTracker(),
            navigation: navigation)
        viewModel.loadFirstPage()
        let before = viewModel.state
        clock.advance(by: 2 * 3_600)

        viewModel.redisplay()

        #expect(before.list.rows.first?.details.contains("1 h ago") == true)
        #expect(viewModel.state.list.rows.first?.details.contains("3 h ago") == true)
        #expect(viewModel.state.listVersion == before.listVersion + 1)
    }
}
