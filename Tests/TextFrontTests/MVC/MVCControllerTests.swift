import Entities
import Interactors
import Presenters
import TerminalUI
import TestSupport
import Testing
import TextFront

@MainActor
@Suite("MVC controllers")
struct MVCControllerTests {
    let service = StubQuestionService()
    let loads = LoadTracker()
    let listView = RecordingListDisplay()
    let stack = ScreenStack()
    let query = QuestionQuery(site: "stackoverflow", page: 1, pageSize: 2)
    var questionViews: [RecordingQuestionDisplay] = []

    private func makeController(questionView: RecordingQuestionDisplay = RecordingQuestionDisplay())
        -> MVCQuestionListController
    {
        let controller = MVCQuestionListController(
            service: service, saves: .inMemory(), query: query,
            formatters: ScreenFormatters(now: { Fixtures.now }), loads: loads,
            view: listView,
            navigation: stack, views: MVCRecordingViews(question: questionView))
        stack.setRoot(controller)
        return controller
    }

    /// A list at the bottom of the stack, and on it a controller for question `id` drawing on
    /// `questionView`, whose asker's page draws on `userView`; the stack keeps it.
    @discardableResult
    private func pushQuestionController(
        _ id: Int, service: any QuestionService, questionView: RecordingQuestionDisplay,
        userView: RecordingUserDisplay = RecordingUserDisplay()
    ) -> MVCQuestionController {
        _ = makeController()
        let controller = MVCQuestionController(
            service: service, saves: .inMemory(), questionID: id, site: "stackoverflow",
            formatters: ScreenFormatters(now: { Fixtures.now }),
            pageSize: 2, loads: loads, view: questionView, navigation: stack,
            views: MVCRecordingViews(user: userView))
        stack.push(controller)
        return controller
    }

    @Test("the list controller fetches page 1 itself and shows it")
    func loads() async {
        service.willReturn(Fixtures.page([1, 2], hasMore: true))
        let controller = makeController()

        controller.viewDidLoad()
        await loads.waitUntilIdleOrFail()

        #expect(service.calls == [.questions(query, .useCache)])
        guard case .list(let list) = listView.shown.last else {
            Issue.record("expected a list, got \(listView.shown)")
            return
        }
        #expect(list.rows.map(\.title) == ["Question 1", "Question 2"])
    }

    @Test("the list controller shows only the new rows of the next page")
    func loadsMore() async {
        service.willReturn(Fixtures.page([1, 2], hasMore: true))
        service.willReturn(Fixtures.page([3]))
        let controller = makeController()
        controller.viewDidLoad()
        await loads.waitUntilIdleOrFail()

        controller.loadMore()
        await loads.waitUntilIdleOrFail()

        guard case .more(let rows, _) = listView.shown.last else {
            Issue.record("expected more rows, got \(listView.shown)")
            return
        }
        #expect(rows.map(\.number) == [3])
    }

    @Test("the list controller marks new and updated rows on refresh and sums up")
    func refreshes() async {
        service.willReturn(Fixtures.page([1, 2]))
        service.willReturn(
            QuestionPage(
                questions: [Fixtures.question(id: 2, score: 5), Fixtures.question(id: 1)], hasMore: false))
        let controller = makeController()
        controller.viewDidLoad()
        await loads.waitUntilIdleOrFail()

        controller.refresh()
        await loads.waitUntilIdleOrFail()

        #expect(service.calls.last == .questions(query, .reload))
        guard case .list(let list) = listView.shown.dropLast().last else {
            Issue.record("expected a list, got \(listView.shown)")
            return
        }
        #expect(list.rows.map(\.mark) == [.updated, nil])
        #expect(listView.shown.last == .notice("0 new, 0 gone, 1 moved, 1 updated"))
    }

    @Test("the list controller pushes a question controller that loads its question once it appears")
    func opensAQuestion() async {
        let questionView = RecordingQuestionDisplay()
        service.willReturn(Fixtures.page([1, 2]))
        service.willReturn(Fixtures.question(id: 2, title: "Two"), answers: [])
        let controller = makeController(questionView: questionView)
        controller.viewDidLoad()
        await loads.waitUntilIdleOrFail()

        controller.openQuestion(atRow: 2)
        #expect(questionView.shown.isEmpty)
        stack.takeAppearingScreen()?.viewDidLoad()
        await loads.waitUntilIdleOrFail()

        #expect(stack.topQuestion is MVCQuestionController)
        guard case .screen(let screen) = questionView.shown.last else {
            Issue.record("expected a question, got \(questionView.shown)")
            return
        }
        #expect(screen.title == "Two")
    }

    @Test("the list controller says there is no such row and pushes nothing")
    func rejectsAMissingRow() async {
        service.willReturn(Fixtures.page([1]))
        let controller = makeController()
        controller.viewDidLoad()
        await loads.waitUntilIdleOrFail()

        controller.openQuestion(atRow: 5)

        #expect(stack.topQuestion == nil)
        #expect(listView.shown.last == .error("No question 5 on this list."))
    }

    @Test("the question controller is released after back")
    func releasesTheQuestionController() async {
        service.willReturn(Fixtures.page([1]))
        service.willReturn(Fixtures.question(id: 1), answers: [])
        let controller = makeController()
        controller.viewDidLoad()
        await loads.waitUntilIdleOrFail()
        controller.openQuestion(atRow: 1)
        weak let questionController = stack.topQuestion as? MVCQuestionController
        #expect(questionController != nil)

        questionController?.goBack()

        #expect(stack.topQuestion == nil)
        #expect(questionController == nil)
    }

    @Test("the question controller shows loading, then the error with the way back")
    func questionFailure() async {
        let questionView = RecordingQuestionDisplay()
        let controller = MVCQuestionController(
            service: service, saves: .inMemory(), questionID: 4, site: "stackoverflow",
            formatters: ScreenFormatters(now: { Fixtures.now }),
            pageSize: 2, loads: loads, view: questionView, navigation: stack,
            views: MVCRecordingViews())
        service.willFailQuestion(id: 4, with: .timedOut(seconds: 15))

        controller.viewDidLoad()
        await loads.waitUntilIdleOrFail()

        #expect(
            questionView.shown == [
                .loading,
                .error("Couldn't load the question: no answer within 15 s. Type 'back' to leave it."),
            ])
    }

    @Test("the list controller keeps the list and names 'more' when the next page fails")
    func failedMore() async {
        service.willReturn(Fixtures.page([1, 2], hasMore: true))
        service.willFailList(with: .http(status: 502))
        let controller = makeController()
        controller.viewDidLoad()
        await loads.waitUntilIdleOrFail()

        controller.loadMore()
        await loads.waitUntilIdleOrFail()
        controller.redisplayList()

        #expect(
            listView.shown.contains(
                .error("Couldn't load questions: the server answered HTTP 502. Type 'more' to try again.")))
        guard case .list(let list) = listView.shown.last else {
            Issue.record("expected a list, got \(listView.shown)")
            return
        }
        #expect(list.rows.count == 2)
    }

    @Test("the list controller fetches page 1 of a tag, after paging, and shows it")
    func filters() async {
        service.willReturn(Fixtures.page([1, 2], hasMore: true))
        service.willReturn(Fixtures.page([3, 4], hasMore: true))
        service.willReturn(Fixtures.page([9]))
        let controller = makeController()
        controller.viewDidLoad()
        await loads.waitUntilIdleOrFail()
        controller.loadMore()
        await loads.waitUntilIdleOrFail()

        controller.filter(byTag: "git")
        await loads.waitUntilIdleOrFail()

        #expect(
            service.queries.last == QuestionQuery(site: "stackoverflow", tag: "git", page: 1, pageSize: 2))
        guard case .list(let list) = listView.shown.last else {
            Issue.record("expected a list, got \(listView.shown)")
            return
        }
        #expect(list.header == "Top questions on stackoverflow · by activity · tagged [git]")
        #expect(list.rows.map(\.number) == [1])
    }

    @Test("the list controller fetches page 1 of a search, keeping the tag, and says what it matched")
    func searches() async {
        service.willReturn(Fixtures.page([1, 2], hasMore: true))
        service.willReturn(Fixtures.page([5]))
        let controller = makeController()
        controller.filter(byTag: "git")
        await loads.waitUntilIdleOrFail()

        controller.search(for: "rebase main")
        await loads.waitUntilIdleOrFail()

        #expect(
            service.queries.last
                == QuestionQuery(
                    site: "stackoverflow", tag: "git", search: "rebase main", page: 1, pageSize: 2))
        guard case .list(let list) = listView.shown.last else {
            Issue.record("expected a list, got \(listView.shown)")
            return
        }
        #expect(
            list.header
                == "Top questions on stackoverflow · by activity · tagged [git] · matching \"rebase main\"")
        #expect(list.rows.map(\.number) == [1])
    }

    @Test("the list controller keeps the list when a search fails, and names the search to retry")
    func failedSearch() async {
        service.willReturn(Fixtures.page([1, 2]))
        service.willFailList(with: .http(status: 503))
        let controller = makeController()
        controller.viewDidLoad()
        await loads.waitUntilIdleOrFail()

        controller.search(for: "actor")
        await loads.waitUntilIdleOrFail()

        #expect(
            listView.shown.last
                == .error(ErrorText.listFailed(.http(status: 503), retrying: .search("actor"))))
        controller.redisplayList()
        guard case .list(let list) = listView.shown.last else {
            Issue.record("expected a list, got \(listView.shown)")
            return
        }
        #expect(list.rows.count == 2)
    }

    @Test("the list controller keeps the list when a new order fails, and names the order to retry")
    func failedSort() async {
        service.willReturn(Fixtures.page([1, 2]))
        service.willFailList(with: .timedOut(seconds: 15))
        let controller = makeController()
        controller.viewDidLoad()
        await loads.waitUntilIdleOrFail()

        controller.sort(by: .votes)
        await loads.waitUntilIdleOrFail()
        controller.redisplayList()

        #expect(
            listView.shown.contains(
                .error("Couldn't load questions: no answer within 15 s. Type 'sort votes' to try again.")))
        guard case .list(let list) = listView.shown.last else {
            Issue.record("expected a list, got \(listView.shown)")
            return
        }
        #expect(list.header == "Top questions on stackoverflow · by activity")
        #expect(list.rows.count == 2)
    }

    // MARK: The question controller's asker

    @Test("the question controller pushes the asker's page on 'user', once the question is shown")
    func questionOpensItsAsker() async {
        let userView = RecordingUserDisplay()
        service.willReturn(Fixtures.question(id: 4), answers: [])
        service.willReturn(UserProfile(id: 7, displayName: "Ana", reputation: 10))
        service.willReturnUserQuestions(Fixtures.page([4]))
        let controller = pushQuestionController(
            4, service: service, questionView: RecordingQuestionDisplay(), userView: userView)
        stack.takeAppearingScreen()?.viewDidLoad()
        await loads.waitUntilIdleOrFail()

        controller.openUser()
        #expect(userView.shown.isEmpty)
        stack.takeAppearingScreen()?.viewDidLoad()
        await loads.waitUntilIdleOrFail()

        #expect(stack.topUser is MVCUserController)
        #expect(stack.screens.count == 3)
        #expect(
            Set(service.calls.suffix(2)) == [
                .user(id: 7, site: "stackoverflow"),
                .userQuestions(UserQuestionsQuery(userID: 7, site: "stackoverflow", pageSize: 2)),
            ])
        guard case .page(let page) = userView.shown.last else {
            Issue.record("expected a user's page, got \(userView.shown)")
            return
        }
        #expect(page.name == "Ana")
        #expect(page.rows.map(\.title) == ["Question 4"])
    }

    @Test("the question controller says the asker is unknown while the question loads, and pushes nothing")
    func askerUnknownWhileLoading() async {
        let held = HeldQuestionService()
        let questionView = RecordingQuestionDisplay()
        let controller = pushQuestionController(4, service: held, questionView: questionView)
        stack.takeAppearingScreen()?.viewDidLoad()
        await held.waitForCalls(2)

        controller.openUser()

        #expect(questionView.shown == [.loading, .error(UserText.askerUnknown)])
        #expect(stack.topUser == nil)
        #expect(held.calls.count == 2)
        controller.cancelLoad()
        await loads.waitUntilIdleOrFail()
    }

    @Test("the question controller says the asker is unknown when the question failed, and pushes nothing")
    func askerUnknownAfterAFailure() async {
        let questionView = RecordingQuestionDisplay()
        service.willFailQuestion(id: 4, with: .http(status: 500))
        let controller = pushQuestionController(4, service: service, questionView: questionView)
        stack.takeAppearingScreen()?.viewDidLoad()
        await loads.waitUntilIdleOrFail()

        controller.openUser()

        #expect(questionView.shown.last == .error(UserText.askerUnknown))
        #expect(stack.topUser == nil)
    }

    @Test("the question controller says a deleted asker has no page, and pushes nothing")
    func deletedAsker() async {
        let questionView = RecordingQuestionDisplay()
        var question = Fixtures.question(id: 4)
        question.owner = User(displayName: "Ana Lima")
        service.willReturn(question, answers: [])
        let controller = pushQuestionController(4, service: service, questionView: questionView)
        stack.takeAppearingScreen()?.viewDidLoad()
        await loads.waitUntilIdleOrFail()

        controller.openUser()

        #expect(questionView.shown.last == .error(UserText.noPage(for: "Ana Lima")))
        #expect(stack.topUser == nil)
        #expect(service.calls.count == 2)
    }

    /// Guards `redisplay()`'s `draw(shown)`: the question is formatted again, so that a mark changed above it shows.
    @Test(
        "the question controller shows the question again, formatted anew and fetching nothing, for redisplay"
    )
    func questionRedisplays() async {
        let questionView = RecordingQuestionDisplay()
        service.willReturn(Fixtures.question(id: 4), answers: [])
        let controller = pushQuestionController(4, service: service, questionView: questionView)
        stack.takeAppearingScreen()?.viewDidLoad()
        await loads.waitUntilIdleOrFail()

        controller.redisplay()

        #expect(questionView.shown.count == 3)
        #expect(questionView.shown.last == questionView.shown[1])
        #expect(service.calls.count == 2)
    }

    @Test("pushes a controller for a question by id, before the list has loaded, for a link's route")
    func showQuestionByID() async {
        let questionView = RecordingQuestionDisplay()
        let controller = makeController(questionView: questionView)
        service.willReturn(Fixtures.question(id: 9), answers: [])

        controller.showQuestion(id: 9)
        stack.takeAppearingScreen()?.viewDidLoad()
        await loads.waitUntilIdleOrFail()

        #expect(stack.topQuestion is MVCQuestionController)
        #expect(
            Set(service.calls) == [
                .question(id: 9, site: "stackoverflow"), .answers(questionID: 9, site: "stackoverflow"),
            ])
        #expect(listView.shown.isEmpty, "the list drew before back showed it")
    }
}
