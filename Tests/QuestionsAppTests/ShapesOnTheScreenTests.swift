import Entities
import Interactors
import Presenters
import ScreenFront
import ScreenTestSupport
import TerminalUI
import TestSupport
import Testing

@testable import QuestionsApp

/// Each shape on the screen front, built by the composition root (`ScreenApplication`) as `--ui screen`
/// builds it, through keys read back from a virtual terminal: the selection its shape keeps, drawn by its
/// views; a move past the last row loading the next page once; Enter and back;
/// s saving the selected row; a question's scroll. The same script gives the same screen in every shape.
// Three minutes, not one: the script that compares every shape waits on about a hundred loads, and under
// ThreadSanitizer, beside every other suite on the main actor, that takes more than a minute.
@Suite("Shapes on the screen front", .timeLimit(.minutes(3)))
@MainActor
struct ShapesOnTheScreenTests {
    /// One shape's app on the virtual terminal, its service serving what a test queued.
    typealias Run = ShapeOnAScreen<StubQuestionService>

    private func press(_ keys: Key..., in run: Run) async {
        await press(keys, in: run)
    }

    private func press(_ keys: [Key], in run: Run) async {
        _ = run.session.handle(.keys(keys))
        await run.loads.waitUntilIdleOrFail()
    }

    private func start(_ shape: AppOptions.Pattern, with page: QuestionPage) async -> Run {
        let run = Run(shape, service: StubQuestionService())
        run.service.willReturn(page)
        run.session.start()
        await run.loads.waitUntilIdleOrFail()
        return run
    }

    /// The line the selected row starts on: its `>`.
    private func selectedLine(_ run: Run) -> [Unicode.Scalar]? {
        run.terminal.firstLine(startingWith: ">").map { run.terminal.line($0) }
    }

    private func scalars(_ text: String) -> [Unicode.Scalar] { Array(text.unicodeScalars) }

    @Test(
        "selects the first row when the list appears, and moves the selection with j and k",
        arguments: AppOptions.Pattern.allCases)
    func selection(_ shape: AppOptions.Pattern) async {
        let run = await start(shape, with: Fixtures.page([11, 12, 13]))
        let first = selectedLine(run)

        await press(.character("j"), .character("j"), .character("k"), in: run)

        #expect(first?.starts(with: scalars(">  1.")) == true, "\(run.terminal.lines)")
        #expect(selectedLine(run)?.starts(with: scalars(">  2.")) == true, "\(run.terminal.lines)")
    }

    @Test(
        "loads the next page once when the selection moves past the last row, and lands on its first",
        arguments: AppOptions.Pattern.allCases)
    func pastTheLastRow(_ shape: AppOptions.Pattern) async {
        let run = await start(shape, with: Fixtures.page([11, 12, 13], hasMore: true))
        run.service.willReturn(Fixtures.page([14, 15]))

        await press(.navigation(.end), .character("j"), .character("j"), .character("j"), in: run)

        #expect(run.service.queries.count == 2)
        #expect(selectedLine(run)?.starts(with: scalars(">  4.")) == true, "\(run.terminal.lines)")
    }

    @Test(
        "opens the selected question with Enter, and comes back to the same row with b",
        arguments: AppOptions.Pattern.allCases)
    func openAndBack(_ shape: AppOptions.Pattern) async {
        let run = await start(shape, with: Fixtures.page([11, 12, 13]))
        run.service.willReturn(Fixtures.question(id: 12, title: "The second question"), answers: [])

        await press(.character("j"), .enter, in: run)
        let onQuestion = run.terminal.line(1)
        await press(.character("b"), in: run)

        #expect(onQuestion == scalars("The second question"), "\(run.terminal.lines)")
        #expect(run.terminal.line(0).starts(with: scalars("Top questions on stackoverflow")))
        #expect(selectedLine(run)?.starts(with: scalars(">  2.")) == true, "\(run.terminal.lines)")
    }

    @Test(
        "saves the selected row with s, says so, and marks the row in place",
        arguments: AppOptions.Pattern.allCases)
    func saveTheSelection(_ shape: AppOptions.Pattern) async {
        let run = await start(shape, with: Fixtures.page([11, 12, 13]))

        await press(.character("j"), .character("s"), in: run)

        #expect(run.terminal.line(15) == scalars("Saved."), "\(run.terminal.lines)")
        #expect(selectedLine(run)?.last == Unicode.Scalar(SaveText.marker), "\(run.terminal.lines)")
        #expect(run.saves.isSaved(12))
    }

    @Test(
        "answers user, save and unsave typed on the saved screen there, in the list's words, in every shape",
        arguments: AppOptions.Pattern.allCases)
    func listCommandsOnTheSavedScreen(_ shape: AppOptions.Pattern) async {
        let run = await start(shape, with: Fixtures.page([11, 12, 13]))
        await press(.character("S"), in: run)
        var answers: [[Unicode.Scalar]] = []

        for line in ["user", "save", "unsave"] {
            await press([.character(":")] + line.map { Key.character($0) } + [.enter], in: run)
            answers.append(run.terminal.line(15))
        }

        #expect(
            run.terminal.line(0).reversed().starts(with: scalars("saved").reversed()),
            "the saved screen on top")
        #expect(
            answers
                == [
                    FrontWords.screen.notOnAQuestion, SaveText.needsARow(saving: true),
                    SaveText.needsARow(saving: false),
                ]
                .map(scalars), "\(run.terminal.lines)")
    }

    /// `text` as a line of the 60-column terminal shows it: clipped, `›` in its last column, when longer.
    private func shown(_ text: String) -> [Unicode.Scalar] {
        let all = scalars(text)
        return all.count <= 60 ? all : Array(all.prefix(59)) + ["›"]
    }

    /// SPEC §8: where a message says what to type, the screen front's says which key to press, and each
    /// shape's failures are worded in its formatters' words.
    @Test(
        "says which key to press after a refresh and a question fail to load, in every shape",
        arguments: AppOptions.Pattern.allCases)
    func failuresSayWhichKey(_ shape: AppOptions.Pattern) async {
        let run = await start(shape, with: Fixtures.page([11]))

        run.service.willFailList(with: .timedOut(seconds: 5))
        await press(.character("r"), in: run)
        let refresh = run.terminal.line(15)
        run.service.willFailQuestion(id: 11, with: .timedOut(seconds: 5))
        await press(.enter, in: run)
        let question = run.terminal.line(15)

        #expect(refresh == shown("Couldn't load questions: no answer within 5 s. Press r to try again."))
        #expect(question == shown("Couldn't load the question: no answer within 5 s. Press b to leave it."))
    }

    @Test(
        "scrolls a question a line at a time with j, and to its end with G",
        arguments: AppOptions.Pattern.allCases)
    func scrollsAQuestion(_ shape: AppOptions.Pattern) async {
        let run = await start(shape, with: Fixtures.page([11]))
        let body = (1...40).map { "<p>Paragraph \($0).</p>" }.joined()
        run.service.willReturn(Fixtures.question(id: 11, title: "Long", body: body), answers: [])
        await press(.enter, in: run)

        await press(.character("j"), in: run)
        let afterOne = run.terminal.line(1)
        await press(.character("G"), in: run)

        #expect(afterOne != scalars("Long"), "\(run.terminal.lines)")
        #expect(
            run.terminal.line(14).starts(with: scalars("licensed CC\u{00A0}BY-SA")), "\(run.terminal.lines)")
        #expect(run.terminal.line(1) == scalars("Paragraph 37."), "\(run.terminal.lines)")
    }

    /// Guards each question view's `show(_:)` (or `bind(_:)`): a question drawn again when the screen above
    /// it closes keeps its scroll, as SPEC §8 uncovers a covered screen.
    @Test(
        "uncovers a scrolled question as it was when the screen above it closes",
        arguments: AppOptions.Pattern.allCases)
    func uncoversAsItWas(_ shape: AppOptions.Pattern) async {
        let run = await start(shape, with: Fixtures.page([11]))
        let body = (1...40).map { "<p>Paragraph \($0).</p>" }.joined()
        run.service.willReturn(Fixtures.question(id: 11, title: "Long", body: body), answers: [])
        await press(.enter, in: run)
        await press(.character("j"), .character("j"), .character("j"), in: run)
        let scrolled = (0..<16).map { run.terminal.line($0) }

        await press(.character("S"), .character("b"), in: run)

        #expect(scrolled[1] != scalars("Long"), "\(run.terminal.lines)")
        #expect((0..<16).map { run.terminal.line($0) } == scrolled, "\(run.terminal.lines)")
    }

    /// The screens a script of keys gives in `shape`: the terminal's lines after each key.
    private func screens(of script: [Key], in shape: AppOptions.Pattern) async -> [[String]] {
        let run = await start(shape, with: Fixtures.page([11, 12, 13], hasMore: true))
        run.service.willReturn(Fixtures.page([14, 15]))
        // What `r` brings: a new question first, then the rows listed before, so that its marks show.
        run.service.willReturn(Fixtures.page([16, 11, 12, 13]))
        for id in 11...15 {
            run.service.willReturn(Fixtures.question(id: id, title: "Question \(id), at length"), answers: [])
        }
        run.service.willReturn(UserProfile(id: 7, displayName: "Ana", reputation: 1_234))
        run.service.willReturnUserQuestions(Fixtures.page([21, 22], hasMore: true))
        run.service.willReturnUserQuestions(Fixtures.page([23]))
        run.service.willReturn(Fixtures.question(id: 23, title: "Ana's third"), answers: [])
        var screens = [run.terminal.lines]
        for key in script {
            await press(key, in: run)
            screens.append(run.terminal.lines)
        }
        return screens
    }

    @Test(
        "says how to leave the screen front when Ctrl-C has nothing to cancel",
        arguments: AppOptions.Pattern.allCases)
    func ctrlCWithNothingLoading(_ shape: AppOptions.Pattern) async {
        let run = await start(shape, with: Fixtures.page([11]))

        await press(.ctrl("c"), in: run)

        #expect(run.terminal.line(15) == scalars(ListText.howToLeaveTheScreen), "\(run.terminal.lines)")
    }

    /// Guards each shape's routing of Ctrl-C to the screen on top (`forward(_:isFirstResponder:)` and its
    /// siblings): answered by the list beneath, the words would go to a view that is not drawn.
    @Test(
        "says how to leave on a question too when Ctrl-C has nothing to cancel: the screen on top answers",
        arguments: AppOptions.Pattern.allCases)
    func ctrlCOnAQuestion(_ shape: AppOptions.Pattern) async {
        let run = await start(shape, with: Fixtures.page([11]))
        run.service.willReturn(Fixtures.question(id: 11, title: "Eleven"), answers: [])
        await press(.enter, in: run)

        await press(.ctrl("c"), in: run)

        #expect(run.terminal.line(15) == scalars(ListText.howToLeaveTheScreen), "\(run.terminal.lines)")
    }

    @Test(
        "shows the same screen after every key of a script in every shape: moves, a question, a user, saves, refresh"
    )
    func sameScreens() async {
        let script: [Key] = [
            .character("j"), .character("j"), .character("j"), .character("k"), .enter, .character("j"),
            .character("s"), .character("b"), .character("S"), .character("j"), .character("s"),
            .character("b"), .navigation(.home), .character(":"), .paste("open 2"), .enter, .character("u"),
            .character("j"), .character("j"), .character("s"), .enter, .character("b"), .character("b"),
            .character("b"), .character("b"), .ctrl("c"), .character("r"), .character("s"), .character("j"),
            .character("s"),
        ]
        var first: (shape: AppOptions.Pattern, screens: [[String]])?
        for shape in AppOptions.Pattern.allCases {
            let screens = await screens(of: script, in: shape)
            guard let first else {
                first = (shape, screens)
                continue
            }
            for (step, (expected, actual)) in zip(first.screens, screens).enumerated()
            where expected != actual {
                Issue.record("\(shape) differs from \(first.shape) after key \(step): \(actual) \(expected)")
                break
            }
        }
    }

    @Test(
        "takes a paste of 10,000 characters on the command line, showing its end, and refuses it in one line",
        arguments: AppOptions.Pattern.allCases)
    func hugePaste(_ shape: AppOptions.Pattern) async {
        let run = await start(shape, with: Fixtures.page([11]))
        let paste = String(repeating: "é漢\u{1B}[2J", count: 2_500)

        await press(.character(":"), .paste(paste), in: run)
        let typing = run.terminal.line(15)
        await press(.enter, in: run)

        #expect(typing.count <= 60 && typing.last == "J", "\(typing)")
        #expect(run.terminal.line(15).count <= 60, "\(run.terminal.lines)")
        #expect(run.terminal.line(1).starts(with: scalars(">  1.")), "\(run.terminal.lines)")
    }

    @Test(
        "reads unknown and cut sequences from the terminal's bytes as no key, and goes on",
        arguments: AppOptions.Pattern.allCases)
    func unknownSequences(_ shape: AppOptions.Pattern) async {
        let run = await start(shape, with: Fixtures.page([11, 12, 13]))
        var decoder = KeyDecoder()
        let bytes = Array("\u{1B}[99;99z\u{1B}]0;title\u{7}\u{1B}P1$r\u{1B}\\\u{1B}[".utf8)

        let keys = decoder.feed(bytes) + decoder.feed(Array("Bj".utf8)) + decoder.timeout()
        await press(keys, in: run)

        // Only the cut `ESC [` and its `B` (↓), and `j`, are keys: two rows down.
        #expect(keys == [.navigation(.down), .character("j")])
        #expect(selectedLine(run)?.starts(with: scalars(">  3.")) == true, "\(run.terminal.lines)")
        #expect(run.terminal.line(0).starts(with: scalars("Top questions")), "\(run.terminal.lines)")
    }

    @Test(
        "comes through a storm of resizes, a 1×1 terminal among them, with the selected row in sight",
        arguments: AppOptions.Pattern.allCases)
    func resizeStorm(_ shape: AppOptions.Pattern) async {
        let run = await start(shape, with: Fixtures.page([11, 12, 13]))
        await press(.character("j"), in: run)

        for (columns, rows) in [(1, 1), (19, 30), (200, 4), (20, 5), (300, 100), (1, 80), (60, 16)] {
            run.terminal.columns = columns
            run.terminal.rows = rows
            _ = run.session.handle(.resized)
        }

        #expect(run.terminal.line(0).starts(with: scalars("Top questions")), "\(run.terminal.lines)")
        #expect(selectedLine(run)?.starts(with: scalars(">  2.")) == true, "\(run.terminal.lines)")
        #expect(run.terminal.line(15) == scalars("All 3 questions shown"), "\(run.terminal.lines)")
    }
}
