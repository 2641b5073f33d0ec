import Entities
import Interactors
import Presenters
import ScreenFront
import TerminalUI
import TestSupport
import Testing

/// MVP on the screen front, through keys read back from a virtual terminal: the presenter's selection
/// drawn by the passive views, a move past the last row loading the next page once, Enter and back, s
/// saving the selected row, and the view's own scroll.
@Suite("MVP on the screen front", .timeLimit(.minutes(1)))
@MainActor
struct MVPScreenFrontTests {
    private let service = StubQuestionService()
    private let saves = SavedQuestionsModel.inMemory()
    private let loads = LoadTracker()
    private let stack = ScreenStack()
    private let terminal = RecordingTerminal(columns: 60, rows: 16)
    private let navigator: MVPTerminalNavigator
    private let session: ScreenSession

    init() {
        let screens = MVPFullScreens(
            service: service, saves: saves, query: QuestionQuery(site: "stackoverflow", pageSize: 3),
            formatters: ScreenFormatters(now: { Fixtures.now }), loads: loads,
            environment: ScreenEnvironment(palette: ScreenPalette(isColored: false)))
        navigator = MVPTerminalNavigator(navigation: stack, screens: screens)
        stack.setRoot(screens.makeListView(presenter: screens.makeListPresenter(navigator: navigator)))
        session = ScreenSession(
            screens: stack, palette: ScreenPalette(isColored: false), terminal: terminal, loads: loads)
    }

    private func press(_ keys: Key...) async {
        _ = session.handle(.keys(keys))
        await loads.waitUntilIdleOrFail()
    }

    private func start(with page: QuestionPage) async {
        service.willReturn(page)
        session.start()
        await loads.waitUntilIdleOrFail()
    }

    /// The line the selected row starts on: its `>`.
    private var selectedLine: [Unicode.Scalar]? {
        terminal.firstLine(startingWith: ">").map { terminal.line($0) }
    }

    private func scalars(_ text: String) -> [Unicode.Scalar] { Array(text.unicodeScalars) }

    @Test("selects the first row when the list appears, and moves the selection with j and k")
    func selection() async {
        await start(with: Fixtures.page([11, 12, 13]))
        let first = selectedLine

        await press(.character("j"), .character("j"), .character("k"))

        #expect(first?.starts(with: scalars(">  1.")) == true, "\(terminal.lines)")
        #expect(selectedLine?.starts(with: scalars(">  2.")) == true, "\(terminal.lines)")
    }

    @Test("loads the next page once when the selection moves past the last row, and lands on its first")
    func pastTheLastRow() async {
        await start(with: Fixtures.page([11, 12, 13], hasMore: true))
        service.willReturn(Fixtures.page([14, 15]))

        await press(.navigation(.end), .character("j"), .character("j"), .character("j"))

        #expect(service.queries.count == 2)
        #expect(selectedLine?.starts(with: scalars(">  4.")) == true, "\(terminal.lines)")
    }

    @Test("opens the selected question with Enter, and comes back to the same row with b")
    func openAndBack() async {
        await start(with: Fixtures.page([11, 12, 13]))
        service.willReturn(Fixtures.question(id: 12, title: "The second question"), answers: [])

        await press(.character("j"), .enter)
        let onQuestion = terminal.line(1)
        await press(.character("b"))

        #expect(onQuestion == scalars("The second question"), "\(terminal.lines)")
        #expect(terminal.line(0).starts(with: scalars("Top questions on stackoverflow")))
        #expect(selectedLine?.starts(with: scalars(">  2.")) == true, "\(terminal.lines)")
    }

    @Test("saves the selected row with s, says so, and marks the row in place")
    func saveTheSelection() async {
        await start(with: Fixtures.page([11, 12, 13]))

        await press(.character("j"), .character("s"))

        #expect(terminal.line(15) == scalars("Saved."), "\(terminal.lines)")
        #expect(selectedLine?.last == Unicode.Scalar(SaveText.marker), "\(terminal.lines)")
        #expect(saves.isSaved(12))
    }

    @Test("scrolls a question a line at a time with j, and to its end with G")
    func scrollsAQuestion() async {
        await start(with: Fixtures.page([11]))
        let body = (1...40).map { "<p>Paragraph \($0).</p>" }.joined()
        service.willReturn(Fixtures.question(id: 11, title: "Long", body: body), answers: [])
        await press(.enter)

        await press(.character("j"))
        let afterOne = terminal.line(1)
        await press(.character("G"))

        #expect(afterOne != scalars("Long"), "\(terminal.lines)")
        #expect(terminal.line(14).starts(with: scalars("licensed CC\u{00A0}BY-SA")), "\(terminal.lines)")
        #expect(terminal.line(1) == scalars("Paragraph 37."), "\(terminal.lines)")
    }
}
