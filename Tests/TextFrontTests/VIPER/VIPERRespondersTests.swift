import Entities
import Presenters
import TerminalUI
import Testing
import TextFront

/// VIPER's views as responders: each takes the events its screen implements and reports each to its
/// presenter as exactly the matching event, undecided; it hands every other event to the screen beneath.
@MainActor
@Suite("VIPER views as responders")
struct VIPERRespondersTests {
    /// One event, and the presenter's event it must become: `nil` when the view hands it on.
    struct Case<Call: Equatable & Sendable>: Sendable, CustomTestStringConvertible {
        let event: ScreenEvent
        let expected: Call?
        var testDescription: String { "\(event)" }
        init(_ event: ScreenEvent, _ expected: Call?) {
            self.event = event
            self.expected = expected
        }
    }

    nonisolated static let listCases: [Case<VIPERRecordingListEventHandler.Call>] = [
        Case(.interrupt, .interrupt), Case(.command(.back), .back), Case(.command(.list), .list),
        Case(.command(.user), .user), Case(.command(.open(number: 3)), .openQuestion(row: 3)),
        Case(.command(.more), .loadMore), Case(.command(.refresh), .refresh),
        Case(.command(.tag("swift")), .filter(tag: "swift")), Case(.command(.sort(.votes)), .sort(.votes)),
        Case(.command(.search("json")), .search(words: "json")),
        Case(.command(.save(number: 2)), .save(row: 2)), Case(.command(.unsave(number: 2)), .unsave(row: 2)),
        Case(.command(.save(number: nil)), .saveWithoutRow),
        Case(.command(.unsave(number: nil)), .unsaveWithoutRow),
        Case(.command(.saved), .openSaved),
    ]

    @Test(
        "the list view, last in the chain, takes every event and reports it as the matching event",
        arguments: VIPERRespondersTests.listCases)
    func listTakesEverything(_ testCase: Case<VIPERRecordingListEventHandler.Call>) {
        let presenter = VIPERRecordingListEventHandler()
        let view = VIPERQuestionListView(eventHandler: presenter, display: RecordingListDisplay())

        #expect(view.respond(to: testCase.event, isFirstResponder: false))

        #expect(presenter.calls == [testCase.expected].compactMap { $0 })
    }

    nonisolated static let questionCases: [Case<VIPERRecordingQuestionEventHandler.Call>] = [
        Case(.command(.back), .back), Case(.command(.user), .user), Case(.command(.saved), .openSaved),
        Case(.command(.save(number: nil)), .save), Case(.command(.unsave(number: nil)), .unsave),
        Case(.command(.save(number: 2)), .saveAtRow(2)), Case(.command(.unsave(number: 2)), .unsaveAtRow(2)),
        Case(.interrupt, nil), Case(.command(.list), nil), Case(.command(.open(number: 3)), nil),
        Case(.command(.more), nil), Case(.command(.refresh), nil), Case(.command(.tag(nil)), nil),
        Case(.command(.sort(.votes)), nil), Case(.command(.search(nil)), nil),
    ]

    @Test(
        "the question view on top takes what a question implements, and hands the rest to the screen beneath",
        arguments: VIPERRespondersTests.questionCases)
    func questionOnTop(_ testCase: Case<VIPERRecordingQuestionEventHandler.Call>) {
        let presenter = VIPERRecordingQuestionEventHandler()
        let view = VIPERQuestionView(eventHandler: presenter, display: RecordingQuestionDisplay())

        let took = view.respond(to: testCase.event, isFirstResponder: true)

        #expect(took == (testCase.expected != nil))
        #expect(presenter.calls == [testCase.expected].compactMap { $0 })
    }

    @Test("the user view takes open N and more typed on the question above it, and nothing else there")
    func userBeneathAQuestion() {
        let presenter = VIPERRecordingUserEventHandler()
        let view = VIPERUserView(eventHandler: presenter, display: RecordingUserDisplay())

        let took = [
            ScreenEvent.command(.open(number: 1)), .command(.more), .command(.back),
            .command(.save(number: 1)),
            .command(.saved), .command(.user), .command(.list), .interrupt,
        ].map { view.respond(to: $0, isFirstResponder: false) }

        #expect(took == [true, true, false, false, false, false, false, false])
        #expect(presenter.calls == [.openQuestion(row: 1), .loadMore])
    }

    @Test("the saved view on top reports saved as the presenter's own event, and back as back")
    func savedOnTop() {
        let presenter = VIPERRecordingSavedEventHandler()
        let view = VIPERSavedView(eventHandler: presenter, display: RecordingListDisplay())

        #expect(view.respond(to: .command(.saved), isFirstResponder: true))
        #expect(view.respond(to: .command(.back), isFirstResponder: true))
        #expect(!view.respond(to: .command(.save(number: nil)), isFirstResponder: true))

        #expect(presenter.calls == [.openSaved, .back])
    }
}
