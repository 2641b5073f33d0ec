import Entities
import Presenters
import TestSupport
import Testing
import Tracing

@testable import QuestionsApp

/// The races of SPEC §7, typed at a terminal in every pattern: each pattern must draw the same screen,
/// byte for byte, and nothing a cancelled load fetched may ever appear. The service holds each request
/// until the race answers it, cancelled ones included, which are answered late; nothing sleeps.
@MainActor
// Two minutes: under the thread sanitizer, each race played in six patterns, one after another on the
// main actor, took longer than one.
@Suite("Work in flight, in every pattern", .timeLimit(.minutes(2)))
struct WorkInFlightRaceTests {
    /// One race: the keys typed and the answers given, in order, with what it checks on the way.
    enum Race: String, CaseIterable, Sendable {
        case backDuringQuestionLoad = "back during a question load"
        case tagsAnsweredOutOfOrder = "tag a then tag b, answered b then a"
        case moreTwice = "more twice"
        case controlCDuringLoad = "Ctrl-C during a load"
        case refreshSupersededByOpen = "refresh superseded by open"
        case searchesAnsweredOutOfOrder = "search then a newer search, answered newer first"
        case backDuringUserLoad = "back during a user's page load"
        case controlCDuringUserLoad = "Ctrl-C during a user's page load"
        case openBeforeTheListAppeared = "open N on a link's question while it loads"
        case saveWhileMoreLoads = "save N while the next page loads"
        case savedDuringQuestionLoad = "saved while a question loads, then back"
        case savedDuringUserLoad = "saved while a user's page loads, then back"
        case commandsThatLeaveTheLoad = "help, bad input, user and save N while a page loads"
        case controlCWhenIdle = "Ctrl-C with nothing loading"

        /// The link the race starts from, if it starts from one.
        var link: String? {
            self == .openBeforeTheListAppeared ? "https://stackoverflow.com/questions/2" : nil
        }

        /// Runs the race on `run`, checking what it promises on the way.
        @MainActor
        func play(on run: TerminalRun) async {
            if link == nil { await run.start() } else { await run.startAtLink() }
            switch self {
            case .backDuringQuestionLoad:
                await run.input.type("open 2")
                await run.service.waitForCalls(3)
                await run.input.type("back")
                #expect(
                    Set(run.service.cancelledCalls)
                        == [
                            .question(id: 2, site: "stackoverflow"),
                            .answers(questionID: 2, site: "stackoverflow"),
                        ])
                run.answerQuestion(2)
                await run.settle()
                #expect(!run.screen.text.contains("Answer."), "the cancelled question was drawn")
            case .tagsAnsweredOutOfOrder:
                await run.input.type("tag a")
                await run.service.waitForCalls(2)
                await run.input.type("tag b")
                await run.service.waitForCalls(3)
                run.service.answer(TerminalRun.tagged("b"), with: .page(Fixtures.page([4, 5])))
                run.service.answer(TerminalRun.tagged("a"), with: .page(Fixtures.page([6, 7])))
                await run.settle()
                #expect(run.service.cancelledCalls == [TerminalRun.tagged("a")])
                #expect(run.screen.text.contains("tagged [b]"))
                #expect(!run.screen.text.contains("tagged [a]"), "the older tag's page was drawn")
            case .moreTwice:
                await run.input.type("more")
                await run.service.waitForCalls(2)
                await run.input.type("more")
                run.service.answer(TerminalRun.secondPage, with: .page(Fixtures.page([3])))
                await run.settle()
                #expect(run.service.calls.count == 2, "the second more sent a request")
                #expect(run.screen.text.contains("A page is still loading"))
            case .commandsThatLeaveTheLoad:
                await run.input.type("more")
                await run.service.waitForCalls(2)
                for line in ["help", "frobnicate", "user", "save 1", "unsave 1"] {
                    await run.input.type(line)
                }
                #expect(run.service.cancelledCalls.isEmpty, "a command that leaves the load stopped it")
                run.service.answer(TerminalRun.secondPage, with: .page(Fixtures.page([3])))
                await run.settle()
                #expect(run.screen.text.contains("Question 3"), "the page in flight was not drawn")
            case .controlCWhenIdle:
                await run.input.pressControlC()
                await run.settle()
                #expect(run.screen.text.contains("(To leave, type quit or press Ctrl-D.)"))
                #expect(run.service.cancelledCalls.isEmpty)
            case .controlCDuringLoad:
                await run.input.type("more")
                await run.service.waitForCalls(2)
                await run.input.pressControlC()
                run.service.answer(TerminalRun.secondPage, with: .page(Fixtures.page([3])))
                await run.settle()
                #expect(run.service.cancelledCalls == [TerminalRun.secondPage])
                #expect(!run.screen.text.contains("Question 3"), "the cancelled page was drawn")
                await run.input.pressControlC()
                await run.input.type("more")
                await run.service.waitForCalls(3)
                run.service.answer(TerminalRun.secondPage, with: .page(Fixtures.page([3])))
                await run.settle()
                #expect(run.screen.text.contains("Question 3"), "more after Ctrl-C did not load")
            case .refreshSupersededByOpen:
                await run.input.type("refresh")
                await run.service.waitForCalls(2)
                await run.input.type("open 1")
                await run.service.waitForCalls(4)
                run.answerQuestion(1)
                run.service.answer(
                    .questions(TerminalRun.query, .reload), with: .page(Fixtures.page([9, 1])))
                await run.settle()
                #expect(run.service.cancelledCalls == [.questions(TerminalRun.query, .reload)])
                #expect(run.screen.text.contains("Answer."))
                #expect(!run.screen.text.contains("Question 9"), "the cancelled refresh was drawn")
            case .searchesAnsweredOutOfOrder:
                await run.input.type("search actor")
                await run.service.waitForCalls(2)
                await run.input.type("/actor isolated")
                await run.service.waitForCalls(3)
                run.service.answer(TerminalRun.searching("actor isolated"), with: .page(Fixtures.page([4])))
                run.service.answer(TerminalRun.searching("actor"), with: .page(Fixtures.page([6, 7])))
                await run.settle()
                #expect(run.service.cancelledCalls == [TerminalRun.searching("actor")])
                #expect(run.screen.text.contains("\"actor isolated\""))
                #expect(!run.screen.text.contains("Question 6"), "the superseded search was drawn")
            case .backDuringUserLoad:
                await run.openAskerPage(ofQuestion: 2)
                await run.input.type("back")
                #expect(Set(run.service.cancelledCalls) == TerminalRun.askerPageCalls)
                run.answerAskerPage()
                await run.settle()
                #expect(!run.screen.text.contains(UserText.questionsHeading), "the closed page was drawn")
                await run.input.type("back")
                await run.settle()
                #expect(run.screen.text.hasSuffix("list> "), "back did not lead to the list")
            case .controlCDuringUserLoad:
                await run.openAskerPage(ofQuestion: 2)
                await run.input.pressControlC()
                #expect(Set(run.service.cancelledCalls) == TerminalRun.askerPageCalls)
                run.answerAskerPage()
                await run.settle()
                #expect(run.screen.text.contains("Load cancelled."))
                #expect(!run.screen.text.contains(UserText.questionsHeading), "the cancelled page was drawn")
                #expect(run.screen.text.hasSuffix("user> "), "Ctrl-C left the user's page")
            case .openBeforeTheListAppeared:
                // Guards the order in `Session.perform(_:)`: the check that the list never appeared comes
                // before a command cancels the load in flight, so the question still loads and draws.
                await run.input.type("open 1")
                #expect(run.service.cancelledCalls.isEmpty, "open N cancelled the question's load")
                run.answerQuestion(2)
                await run.settle()
                #expect(run.screen.text.contains(ListText.notShownYet(1).prefix(20)))
                #expect(run.screen.text.contains("Answer."), "the question did not draw")
                #expect(run.service.calls.count == 2, "the list beneath asked for a page")
            case .saveWhileMoreLoads:
                // Guards the early return for `save` in `Session.perform(_:)`: a save acts on the rows
                // shown and leaves the page in flight to land.
                await run.input.type("more")
                await run.service.waitForCalls(2)
                await run.input.type("save 2")
                await run.input.type("save 3")
                #expect(run.service.cancelledCalls.isEmpty, "a save cancelled the page in flight")
                run.service.answer(TerminalRun.secondPage, with: .page(Fixtures.page([3])))
                await run.settle()
                await run.input.type("list")
                await run.settle()
                #expect(run.screen.text.contains("Saved."))
                #expect(run.screen.text.contains(ListText.noSuchRow(3)))
                #expect(run.screen.lines.filter(\.endsWithSavedMarker).count == 1, "row 2 alone is marked")
            case .savedDuringQuestionLoad:
                // Guards the load again in each question's redisplay: `saved` cancels the question's load,
                // as every screen command does, so `back` uncovers a question never shown.
                await run.input.type("open 2")
                await run.service.waitForCalls(3)
                await run.input.type("saved")
                #expect(
                    Set(run.service.cancelledCalls)
                        == [
                            .question(id: 2, site: "stackoverflow"),
                            .answers(questionID: 2, site: "stackoverflow"),
                        ])
                await run.input.type("back")
                await run.service.waitForCalls(5)
                run.answerQuestion(2)
                run.answerQuestion(2)
                await run.settle()
                #expect(run.screen.text.contains("Answer."), "the question uncovered did not load again")
            case .savedDuringUserLoad:
                // Guards the load again in each user's page's redisplay, as for a question.
                await run.openAskerPage(ofQuestion: 2)
                await run.input.type("saved")
                #expect(Set(run.service.cancelledCalls) == TerminalRun.askerPageCalls)
                await run.input.type("back")
                await run.service.waitForCalls(7)
                run.answerAskerPage()
                run.answerAskerPage()
                await run.settle()
                #expect(
                    run.screen.text.contains(UserText.questionsHeading),
                    "the page uncovered did not load again")
            }
            await run.end()
        }
    }

    @Test("draws the same screen in every pattern", arguments: Race.allCases)
    func samePatterns(race: Race) async {
        var screens: [AppOptions.Pattern: String] = [:]
        for pattern in AppOptions.Pattern.allCases {
            let run = TerminalRun(pattern: pattern, link: race.link)
            await race.play(on: run)
            screens[pattern] = run.screen.text
        }

        let mvc = screens[.mvc] ?? ""
        #expect(!mvc.isEmpty)
        for pattern in AppOptions.Pattern.allCases where pattern != .mvc {
            #expect(
                screens[pattern] == mvc,
                "\(pattern.rawValue) drew another screen than MVC in \(race.rawValue)")
        }
    }

    /// The golden trace of a race: `more`, then Ctrl-C before the page comes. It shows who cancels in
    /// each pattern, each on a line of its own, and the request ending as cancelled.
    @Test(
        "matches the golden trace of a page load cancelled by Ctrl-C", arguments: AppOptions.Pattern.allCases)
    func matchesGoldenTrace(pattern: AppOptions.Pattern) async throws {
        var trace: [String] = []
        let tracer = Tracer(pattern: pattern.rawValue, usesColor: false) { trace.append($0) }
        let run = TerminalRun(pattern: pattern, tracer: tracer, honoursCancellation: true)
        await run.start()
        await run.input.type("more")
        await run.service.waitForCalls(2)
        await run.input.pressControlC()
        await run.settle()
        await run.end()

        let text = trace.joined(separator: "\n") + "\n"
        let golden = try GoldenTranscriptTests.golden("trace-race-\(pattern.rawValue)", updatedTo: text)
        #expect(
            text == golden,
            "the trace of \(pattern.rawValue) differs from Golden/trace-race-\(pattern.rawValue).txt")
    }
}
