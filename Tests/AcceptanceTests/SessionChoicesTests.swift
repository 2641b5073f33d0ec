import Foundation
import Testing

@testable import QuestionsApp

/// How the `sessions` fuzz target turns bytes into steps: each byte a choice among the steps a session
/// can take now, read from what every shape shows alike.
@Suite("Sessions chosen from bytes")
struct SessionChoicesTests {
    /// A view of a session on `screen` at `depth`, its listing screens having drawn `rows` rows.
    static func view(
        _ screen: SessionView.Screen, depth: Int = 0, rows: [Int: Int] = [0: 3],
        held: [SessionService.Call] = []
    ) -> SessionView {
        var view = SessionView()
        view.screen = screen
        view.depth = depth
        view.rows = rows
        view.held = held
        return view
    }

    static func steps(_ options: [(weight: Int, option: SessionChooser.Choice)], meaningful: Bool = true)
        -> [SessionStep]
    {
        options.filter { $0.weight > 0 && $0.option.isMeaningful == meaningful }.map(\.option.step)
    }

    @Test("picks an option by a byte modulo the options' total weight")
    func weightedPick() {
        var reader = ChoiceReader([0, 1, 2, 3, 4])
        let options = [(weight: 1, option: "a"), (weight: 3, option: "b"), (weight: 0, option: "never")]

        let picked = (0..<5).map { _ in reader.pick(options) }

        #expect(picked == ["a", "b", "b", "b", "a"])
        #expect(reader.pick(options) == nil, "past the last byte there is no choice")
    }

    @Test("reads a short input again from its start, each round shifted, up to the minimum length")
    func shortInputsRepeat() {
        var reader = ChoiceReader([1, 2], minimumLength: 5)
        var bytes: [UInt8] = []
        while let byte = reader.byte() { bytes.append(byte) }

        #expect(bytes == [1, 2, 98, 99, 195])
    }

    @Test("makes no step of an empty input")
    func emptyInput() {
        var reader = ChoiceReader([], minimumLength: 32)
        #expect(reader.byte() == nil)
        #expect(reader.isAtEnd)
    }

    @Test("offers an answer only to a request the service holds")
    func answersOnlyToHeldRequests() {
        let none = Self.steps(SessionChooser.options(for: Self.view(.list)))
        let two = Self.steps(
            SessionChooser.options(
                for: Self.view(.question, depth: 1, held: [.question(id: 1), .answers(questionID: 1)])))

        #expect(!none.contains { if case .answer = $0 { true } else { false } })
        let positions = Set(
            two.compactMap { if case .answer(let position, _) = $0 { position } else { nil } })
        #expect(positions == [1, 2])
    }

    @Test("offers answers to the first two requests held and the last, however many are held")
    func answerablePositions() {
        #expect(SessionChooser.answerable(0) == [])
        #expect(SessionChooser.answerable(1) == [1])
        #expect(SessionChooser.answerable(2) == [1, 2])
        #expect(SessionChooser.answerable(9) == [1, 2, 9])
    }

    @Test("offers Ctrl-C as a step the session can take only while a request is held")
    func interruptWhileLoading() {
        let idle = SessionChooser.options(for: Self.view(.list))
        let loading = SessionChooser.options(
            for: Self.view(.list, held: [.questions(PatternSession.query, .useCache)]))

        #expect(!Self.steps(idle).contains(.interrupt))
        #expect(Self.steps(loading).contains(.interrupt))
    }

    @Test("offers the rows the listing screen drew, and the one past its last")
    func rowsDrawn() {
        let commands = SessionChooser.commands(for: Self.view(.list, rows: [0: 12])).map(\.option)

        #expect(
            commands.filter { $0.hasPrefix("open ") } == [
                "open 1", "open 2", "open 3", "open 4", "open 5", "open 12", "open 13",
            ])
    }

    @Test("on a question, offers the rows of the listing screen beneath it")
    func rowsBeneathAQuestion() {
        let view = Self.view(.question, depth: 2, rows: [0: 3, 1: 2])
        let commands = SessionChooser.commands(for: view).map(\.option)

        #expect(view.rowsActedOn == 2)
        #expect(commands.filter { $0.hasPrefix("open ") } == ["open 1", "open 2", "open 3"])
        #expect(commands.contains("user") && commands.contains("save") && !commands.contains("save 1"))
    }

    @Test("offers nothing once the app has ended")
    func nothingAfterTheEnd() {
        #expect(SessionChooser.options(for: Self.view(.ended)).isEmpty)
    }

    /// Guards the caps on rows and answers in `SessionChooser.options(for:)`: a byte has 256 values.
    @Test("reaches every option with one byte, however many rows are drawn and requests held")
    func everyOptionReachable() {
        let held = Array(repeating: SessionService.Call.user(id: 1), count: 20)
        for screen in SessionView.Screen.allCases {
            let total = SessionChooser.options(
                for: Self.view(screen, depth: 3, rows: [2: 500, 3: 500], held: held)
            )
            .reduce(0) { $0 + $1.weight }
            #expect(total <= 256, "\(screen): a total weight of \(total)")
        }
    }

    @Test("counts the rows a footer names, and nothing else")
    func footers() {
        #expect(SessionView.footerCount("3 questions shown · type 'more' for the next page") == 3)
        #expect(SessionView.footerCount("All 1 question shown") == 1)
        #expect(SessionView.footerCount("All 2 saved questions shown") == 2)
        #expect(SessionView.footerCount("No more questions.") == nil)
        #expect(SessionView.footerCount("3 votes · 2 answers") == nil)
    }

    @Test("follows the depth from the prompts and the commands taken")
    func depth() {
        var view = SessionView()
        var depths: [Int] = []
        for (line, prompt) in [
            ("open 1", "question> "), ("user", "user> "), ("open 2", "question> "), ("open 3", "question> "),
            ("saved", "saved> "), ("back", "question> "), ("back", "user> "), ("list", "list> "),
        ] {
            view.update(after: .type(line), prompt: prompt, newLines: [], held: [], hasEnded: false)
            depths.append(view.depth)
        }

        #expect(depths == [1, 2, 3, 3, 4, 3, 2, 0])
    }

    @Test("starts a session opened from a URL one screen above the list")
    func linkStart() {
        var view = SessionView()
        view.update(after: nil, prompt: "question> ", newLines: [], held: [], hasEnded: false)

        #expect(view.screen == .question)
        #expect(view.depth == 1)
    }

    @Test("offers most the rows it saved on the screen on top for unsave")
    func unsaveWhatWasSaved() {
        var view = Self.view(.list, rows: [0: 6])
        view.update(after: .type("save 4"), prompt: "list> ", newLines: ["Saved."], held: [], hasEnded: false)
        let unsaves = SessionChooser.commands(for: view).filter { $0.option == "unsave 4" }

        #expect(view.savedRows == [0: [4]])
        #expect(unsaves.map(\.weight).reduce(0, +) > 1)
    }

    @Test("counts the saves from the lines that answer them")
    func saves() {
        var view = SessionView()
        view.update(
            after: .type("save 1"), prompt: "list> ", newLines: ["Saved.", "Saved.", "Removed from saved."],
            held: [], hasEnded: false)

        #expect(view.saves == 1)
    }

    /// The state counters are a section of `SESSION_STATE_CAPACITY` (4,096) bytes
    /// (Fuzz/Support/StateCounters/SessionStateCounters.h).
    @Test("gives each abstract state its own index, within the fuzz target's counters")
    func stateIndices() {
        var indices = Set<Int>()
        for screen in SessionView.Screen.allCases {
            for depth in 0...5 {
                for held in 0...3 {
                    for saves in 0...1 {
                        for answer in SessionView.Answer.allCases {
                            var view = Self.view(
                                screen, depth: depth, held: Array(repeating: .user(id: 1), count: held))
                            view.saves = saves
                            view.lastAnswer = answer
                            indices.insert(view.stateIndex)
                        }
                    }
                }
            }
        }

        #expect(indices.count == SessionView.stateCount)
        #expect(indices.allSatisfy { (0..<SessionView.stateCount).contains($0) })
        #expect(SessionView.stateCount <= 4096)
    }

    /// Each input runs in a process of its own, as `SessionReplayTests` does: a run is the same every
    /// time only when every job runs on the main queue (`MainQueueOnly`).
    @Test(
        "makes sessions of twenty steps and more from most inputs, the same steps every time",
        .timeLimit(.minutes(2)))
    func longSessions() async throws {
        let result = try await #require(processExitsWith: .success, observing: [\.standardErrorContent]) {
            guard MainQueueOnly.install() else {
                FileHandle.standardError.write(Data("this runtime has no swift_task_enqueueGlobal_hook".utf8))
                return
            }
            var seed: UInt64 = 0x5EED
            var lengths: [Int] = []
            // Five sessions, the first run twice: each is seven apps through about thirty steps, and under
            // the sanitizers a longer test starves the tests that run beside it.
            for round in 0..<5 {
                let count = [1, 5, 16, 40, 9][round]
                let bytes = (0..<count).map { _ -> UInt8 in
                    seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    return UInt8(truncatingIfNeeded: seed >> 33)
                }
                let run = await SessionRunner.runChoosing(bytes)
                // A finding is the fuzz target's to report (Fuzz/run sessions); this test is of the chooser:
                // with a difference planted in Fuzz/Plants, `swift test` still passes.
                if round == 0, await SessionRunner.runChoosing(bytes).steps != run.steps {
                    FileHandle.standardError.write(Data("the same bytes chose other steps\n".utf8))
                }
                lengths.append(run.meaningfulSteps)
            }
            let median = lengths.sorted()[lengths.count / 2]
            if median < 20 {
                FileHandle.standardError.write(Data("meaningful steps \(lengths), median \(median)\n".utf8))
            }
        }
        let problems = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(problems.isEmpty, "\(problems)")
    }
}
