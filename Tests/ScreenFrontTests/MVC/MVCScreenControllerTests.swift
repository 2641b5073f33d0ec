import Entities
import Interactors
import Presenters
import ScreenFront
import TerminalUI
import TestSupport
import Testing

/// MVC's controllers on the screen front keep the selection, the scroll and the typed line (SPEC §8),
/// and decide what each key means as they decide commands. Each is tested alone, over views that record
/// what they are told and which row they are asked to draw selected; the service holds every request
/// until the test answers it.
@MainActor
@Suite("MVC's controllers on the screen front", .timeLimit(.minutes(1)))
struct MVCScreenControllerTests {
    let loads = LoadTracker()
    let stack = ScreenStack()
    let listView = RecordingScreenListView()
    let questionView = RecordingScreenQuestionView()
    let savedView = RecordingScreenListView()
    let userView = RecordingScreenUserView()
    let query = QuestionQuery(site: "stackoverflow", page: 1, pageSize: 2)
    let formatters = ScreenFormatters(now: { Fixtures.now }, words: .screen)

    private func makeList(service: any QuestionService, saves: SavedQuestionsModel = .inMemory())
        -> MVCScreenQuestionListController
    {
        let views = RecordingScreenViews(
            list: listView, question: questionView, user: userView, saved: savedView)
        let controller = MVCScreenQuestionListController(
            service: service, saves: saves, query: query, formatters: formatters, loads: loads,
            view: listView, navigation: stack, views: views)
        stack.setRoot(controller)
        return controller
    }

    /// The list of questions 1 and 2, with more to load, on screen.
    private func shownList(_ service: HeldQuestionService, saves: SavedQuestionsModel = .inMemory()) async
        -> MVCScreenQuestionListController
    {
        let controller = makeList(service: service, saves: saves)
        // The list appears, as the framework shows the screen on top.
        stack.takeAppearingScreen()?.viewDidLoad()
        await service.waitForCalls(1)
        service.answerEveryHeldCall(with: .page(Fixtures.page([1, 2], hasMore: true)))
        await loads.waitUntilIdleOrFail()
        return controller
    }

    @Test("asks for the next page once when the selection moves past the last row, however many moves come")
    func movePastTheLastRowLoadsOnce() async {
        let service = HeldQuestionService()
        let controller = await shownList(service)

        controller.respond(to: .move(rows: 1))
        controller.respond(to: .move(rows: 1))
        controller.respond(to: .move(rows: 1))
        await service.waitForCalls(2)

        #expect(service.calls.count == 2)
        #expect(service.heldCalls.count == 1)
        service.answerEveryHeldCall(with: .page(Fixtures.page([3, 4])))
        await loads.waitUntilIdleOrFail()
        #expect(listView.drawnSelection(of: controller) == 2, "the first new row")
    }

    /// Guards `selectsNextPage = false` in the list controller's `cancelLoad()`: without it, the page a
    /// later `more` brings takes the selection that the stopped move's page would have.
    @Test("leaves the selection where it is when more brings a page after a move's page was stopped")
    func stoppedMoveTakesNoSelection() async {
        let service = HeldQuestionService(honoursCancellation: false)
        let controller = await shownList(service)
        controller.respond(to: .move(rows: 2))
        await service.waitForCalls(2)

        controller.cancelLoad()
        controller.loadMore()
        await service.waitForCalls(3)
        service.answerEveryHeldCall(with: .page(Fixtures.page([3, 4])))
        await loads.waitUntilIdleOrFail()

        #expect(listView.drawnSelection(of: controller) == 1, "still the last row of the first page")
    }

    /// Guards `selection.follow(questionID:in:)` in the list controller's `show`: the selection is a
    /// question, not a row number, across a new first page.
    @Test("keeps the selection on the same question after a refresh that moves it")
    func selectionFollowsItsQuestion() async {
        let service = HeldQuestionService()
        let controller = await shownList(service)
        controller.respond(to: .move(rows: 1))

        _ = controller.respond(to: .command(.refresh), isFirstResponder: true)
        await service.waitForCalls(2)
        service.answerEveryHeldCall(with: .page(Fixtures.page([5, 6, 2])))
        await loads.waitUntilIdleOrFail()

        #expect(listView.drawnSelection(of: controller) == 2, "question 2, now on row 3")
    }

    @Test("opens the selected row's question with Enter, as `open N` would")
    func enterOpensTheSelection() async {
        let service = HeldQuestionService()
        let controller = await shownList(service)

        controller.respond(to: .move(rows: 1))
        controller.respond(to: .openSelection)
        stack.takeAppearingScreen()?.viewDidLoad()
        await service.waitForCalls(3)

        #expect(stack.top is MVCScreenQuestionController)
        #expect(service.calls.contains(.question(id: 2, site: "stackoverflow")))
        service.answerEveryHeldCall(with: .failure(.http(status: 500)))
        await loads.waitUntilIdleOrFail()
    }

    @Test("answers Ctrl-C on the question on top: the load stops, and its own view says so")
    func ctrlCOnTheQuestion() async {
        let service = HeldQuestionService()
        let controller = await shownList(service)
        controller.respond(to: .openSelection)
        stack.takeAppearingScreen()?.viewDidLoad()
        await service.waitForCalls(3)

        _ = stack.deliver(.interrupt)

        #expect(questionView.shown.last == .notice(ListText.loadCancelled))
        #expect(!listView.shown.contains(.notice(ListText.loadCancelled)))
        await loads.waitUntilIdleOrFail()
    }

    /// Guards `refuseOpening(_:navigation:ownView:)` in `openQuestion(atRow:)`: the list takes `open N` for
    /// the question on top, and its own view is covered.
    @Test("answers open N for a row the list lacks, typed on the question on top, on the question's view")
    func openAMissingRowOnTheQuestion() async {
        let service = HeldQuestionService()
        let controller = await shownList(service)
        controller.respond(to: .openSelection)
        stack.takeAppearingScreen()?.viewDidLoad()
        await service.waitForCalls(3)

        _ = stack.deliver(.command(.open(number: 9)))

        #expect(stack.top is MVCScreenQuestionController)
        #expect(questionView.shown.last == .error(ListText.noSuchRow(9)))
        #expect(!listView.shown.contains(.error(ListText.noSuchRow(9))))
        await loads.waitUntilIdleOrFail()
    }

    @Test("saves the selected row with s, and draws its row again in place, marked")
    func sSavesTheSelection() async {
        let service = HeldQuestionService()
        let saves = SavedQuestionsModel.inMemory()
        let controller = await shownList(service, saves: saves)

        controller.respond(to: .move(rows: 1))
        controller.respond(to: .toggleSave)

        #expect(saves.isSaved(2))
        #expect(listView.shown.contains { if case .row(let row) = $0 { row.number == 2 } else { false } })
        #expect(listView.shown.last == .notice(SaveText.answer(to: .saved)))
    }

    @Test("loads a user's next page when the selection moves past their last question, and selects its first")
    func userPageMovesOn() async {
        let service = HeldQuestionService()
        let ana = UserProfile(id: 7, displayName: "Ana Lima", reputation: 12_345)
        let firstPage = UserQuestionsQuery(userID: 7, site: "stackoverflow", pageSize: 2)
        var secondPage = firstPage
        secondPage.page = 2
        let controller = MVCScreenUserController(
            service: service, saves: .inMemory(), userID: 7, site: "stackoverflow", formatters: formatters,
            pageSize: 2, loads: loads, view: userView, navigation: stack,
            views: RecordingScreenViews(
                list: listView, question: questionView, user: userView, saved: savedView))
        controller.viewDidLoad()
        await service.waitForCalls(2)
        service.answer(.user(id: 7, site: "stackoverflow"), with: .user(ana))
        service.answer(.userQuestions(firstPage), with: .page(Fixtures.page([1, 2], hasMore: true)))
        await loads.waitUntilIdleOrFail()

        controller.respond(to: .moveToLast)
        controller.respond(to: .move(rows: 1))
        controller.respond(to: .move(rows: 1))
        await service.waitForCalls(3)
        service.answer(.userQuestions(secondPage), with: .page(Fixtures.page([3])))
        await loads.waitUntilIdleOrFail()

        #expect(service.calls.count == 3)
        #expect(userView.drawnSelection(of: controller) == 2, "question 3, the first new row")
    }

    /// Guards `selection.clamp(count:)` in the saved controller's `readAgain`: after an unsave the
    /// selection keeps its row number, and stays on a row that exists.
    @Test("keeps the row number after an unsave on the saved screen, clamped to the saves left")
    func unsaveClamps() {
        let saves = SavedQuestionsModel.inMemory()
        for id in [1, 2, 3] { _ = saves.save(Fixtures.question(id: id)) }
        let controller = MVCScreenSavedController(
            service: HeldQuestionService(), saves: saves, formatters: formatters, pageSize: 30, loads: loads,
            view: savedView, navigation: stack,
            views: RecordingScreenViews(
                list: listView, question: questionView, user: userView, saved: savedView))
        controller.viewDidLoad()

        controller.respond(to: .moveToLast)
        controller.respond(to: .toggleSave)

        #expect(savedView.drawnSelection(of: controller) == 1, "the last of the two left")
    }
}

extension MVCScreenControllerTests {
    /// Guards the `(.user, true)`, `(.save(nil), true)` and `(.unsave(nil), true)` cases of
    /// `respondAsPushedScreenListing`: answered by the list beneath, the words went to a screen the screen
    /// front does not draw.
    @Test("answers user, and save or unsave without a row, on the saved screen on top, in the list's words")
    func listCommandsOnTheSavedScreen() {
        let controller = MVCScreenSavedController(
            service: HeldQuestionService(), saves: .inMemory(), formatters: formatters, pageSize: 30,
            loads: loads,
            view: savedView, navigation: stack,
            views: RecordingScreenViews(
                list: listView, question: questionView, user: userView, saved: savedView))
        controller.viewDidLoad()

        let took = [ScreenCommand.user, .save(number: nil), .unsave(number: nil)].map {
            controller.respond(to: .command($0), isFirstResponder: true)
        }

        #expect(took == [true, true, true])
        #expect(
            Array(savedView.shown.suffix(3)) == [
                .error(FrontWords.screen.notOnAQuestion), .error(SaveText.needsARow(saving: true)),
                .error(SaveText.needsARow(saving: false)),
            ])
        #expect(listView.shown.isEmpty)
    }
}

/// Hands the controllers the recording views a test gives it.
@MainActor
struct RecordingScreenViews: MVCScreenViewFactory {
    let list: RecordingScreenListView
    let question: RecordingScreenQuestionView
    let user: RecordingScreenUserView
    let saved: RecordingScreenListView

    func makeListView() -> any MVCScreenListView { list }
    func makeQuestionView() -> any MVCScreenQuestionView { question }
    func makeUserView() -> any MVCScreenUserView { user }
    func makeSavedView() -> any MVCScreenListView { saved }
}

/// Records what a controller tells it to show, and the row it is asked to draw selected.
@MainActor
final class RecordingScreenListView: MVCScreenListView {
    enum Shown: Equatable {
        case loading
        case list(QuestionListDisplay)
        case more([QuestionRowDisplay])
        case row(QuestionRowDisplay)
        case notice(String)
        case error(String)
    }

    private(set) var shown: [Shown] = []
    private(set) var selected: Int?

    func showLoading() { shown.append(.loading) }
    func show(_ list: QuestionListDisplay) { shown.append(.list(list)) }
    func showMore(_ rows: [QuestionRowDisplay], footer: String) { shown.append(.more(rows)) }
    func showRow(_ row: QuestionRowDisplay) { shown.append(.row(row)) }
    func showNotice(_ text: String) { shown.append(.notice(text)) }
    func showError(_ text: String) { shown.append(.error(text)) }

    var heading: String? { nil }
    func clearMessage() {}
    func rowsOnScreen(viewport: RowsViewport) -> Int { 5 }
    func draw(
        selected: Int, viewport: inout RowsViewport, commandLine: CommandLineText?, in frame: inout Frame
    ) {
        self.selected = selected
    }

    /// The row (from 0) `screen` asks this view to draw selected.
    func drawnSelection(of screen: some FrameScreen) -> Int? {
        var frame = Frame(width: 80, height: 24)
        screen.draw(in: &frame)
        return selected
    }
}

/// Records what a controller tells it to show; it draws nothing.
@MainActor
final class RecordingScreenQuestionView: MVCScreenQuestionView {
    enum Shown: Equatable {
        case loading
        case screen(QuestionScreenDisplay)
        case inPlace(QuestionScreenDisplay)
        case notice(String)
        case error(String)
    }

    private(set) var shown: [Shown] = []

    func showLoading() { shown.append(.loading) }
    func show(_ screen: QuestionScreenDisplay) { shown.append(.screen(screen)) }
    func showInPlace(_ screen: QuestionScreenDisplay) { shown.append(.inPlace(screen)) }
    func showNotice(_ text: String) { shown.append(.notice(text)) }
    func showError(_ text: String) { shown.append(.error(text)) }

    func clearMessage() {}
    func scroll(for event: ViewEvent, viewport: inout TextViewport) -> Bool { false }
    func draw(viewport: inout TextViewport, commandLine: CommandLineText?, in frame: inout Frame) {}
}

/// Records what a controller tells it to show, and the row it is asked to draw selected.
@MainActor
final class RecordingScreenUserView: MVCScreenUserView {
    enum Shown: Equatable {
        case loading
        case page(UserPageDisplay)
        case more([QuestionRowDisplay])
        case row(QuestionRowDisplay)
        case notice(String)
        case error(String)
    }

    private(set) var shown: [Shown] = []
    private(set) var selected: Int?

    func showLoading() { shown.append(.loading) }
    func show(_ page: UserPageDisplay) { shown.append(.page(page)) }
    func showMore(_ rows: [QuestionRowDisplay], footer: String) { shown.append(.more(rows)) }
    func showRow(_ row: QuestionRowDisplay) { shown.append(.row(row)) }
    func showNotice(_ text: String) { shown.append(.notice(text)) }
    func showError(_ text: String) { shown.append(.error(text)) }

    func clearMessage() {}
    func rowsOnScreen(viewport: RowsViewport) -> Int { 5 }
    func draw(
        selected: Int, viewport: inout RowsViewport, commandLine: CommandLineText?, in frame: inout Frame
    ) {
        self.selected = selected
    }

    /// The row (from 0) `screen` asks this view to draw selected.
    func drawnSelection(of screen: some FrameScreen) -> Int? {
        var frame = Frame(width: 80, height: 24)
        screen.draw(in: &frame)
        return selected
    }
}
