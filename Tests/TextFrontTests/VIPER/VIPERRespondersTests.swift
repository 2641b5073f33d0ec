import Entities
import PresenterDoubles
import Presenters
import TerminalUI
import Testing
import TextFront

/// VIPER's views as responders: each takes the events its screen implements and reports each to its
/// presenter as exactly the matching event, undecided; it hands every other event to the screen beneath.
@MainActor
@Suite("VIPER views as responders")
struct VIPERRespondersTests {
    nonisolated static let listCases: [EventCase<VIPERRecordingListEventHandler.Call>] = [
        EventCase(.interrupt, .interrupt), EventCase(.command(.back), .back),
        EventCase(.command(.list), .list),
        EventCase(.command(.user), .user), EventCase(.command(.open(number: 3)), .openQuestion(row: 3)),
        EventCase(.command(.more), .loadMore), EventCase(.command(.refresh), .refresh),
        EventCase(.command(.tag("swift")), .filter(tag: "swift")),
        EventCase(.command(.sort(.votes)), .sort(.votes)),
        EventCase(.command(.search("json")), .search(words: "json")),
        EventCase(.command(.save(number: 2)), .save(row: 2)),
        EventCase(.command(.unsave(number: 2)), .unsave(row: 2)),
        EventCase(.command(.save(number: nil)), .saveWithoutRow),
        EventCase(.command(.unsave(number: nil)), .unsaveWithoutRow),
        EventCase(.command(.saved), .openSaved),
    ]

    @Test(
        "the list view, last in the chain, takes every event and reports it as the matching event",
        arguments: VIPERRespondersTests.listCases)
    func listTakesEverything(_ testCase: EventCase<VIPERRecordingListEventHandler.Call>) {
        let presenter = VIPERRecordingListEventHandler()
        let view = VIPERQuestionListView(eventHandler: presenter, display: RecordingListDisplay())

        #expect(view.respond(to: testCase.event, isFirstResponder: false))

        #expect(presenter.calls == [testCase.expected].compactMap { $0 })
    }

    nonisolated static let questionCases: [EventCase<VIPERRecordingQuestionEventHandler.Call>] = [
        EventCase(.command(.back), .back), EventCase(.command(.user), .user),
        EventCase(.command(.saved), .openSaved),
        EventCase(.command(.save(number: nil)), .save), EventCase(.command(.unsave(number: nil)), .unsave),
        EventCase(.command(.save(number: 2)), .saveAtRow(2)),
        EventCase(.command(.unsave(number: 2)), .unsaveAtRow(2)),
        EventCase(.interrupt, .interrupt), EventCase(.command(.list), nil),
        EventCase(.command(.open(number: 3)), nil),
        EventCase(.command(.more), nil), EventCase(.command(.refresh), nil),
        EventCase(.command(.tag(nil)), nil),
        EventCase(.command(.sort(.votes)), nil), EventCase(.command(.search(nil)), nil),
    ]

    @Test(
        "the question view on top takes what a question implements, and hands the rest to the screen beneath",
        arguments: VIPERRespondersTests.questionCases)
    func questionOnTop(_ testCase: EventCase<VIPERRecordingQuestionEventHandler.Call>) {
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
        #expect(!view.respond(to: .command(.list), isFirstResponder: true))

        #expect(presenter.calls == [.openSaved, .back])
    }

    /// Guards the `(.user, true)`, `(.save(nil), true)` and `(.unsave(nil), true)` cases of the user's and
    /// the saved screen's forwarding: answered by the list beneath, the words went to a screen the screen
    /// front does not draw.
    @Test(
        "the user and saved views on top report user, and save or unsave without a row, as their own events")
    func listCommandsOnTop() {
        let user = VIPERRecordingUserEventHandler()
        let saved = VIPERRecordingSavedEventHandler()
        let userView = VIPERUserView(eventHandler: user, display: RecordingUserDisplay())
        let savedView = VIPERSavedView(eventHandler: saved, display: RecordingListDisplay())
        let events: [ScreenEvent] = [
            .command(.user), .command(.save(number: nil)), .command(.unsave(number: nil)),
        ]

        let took =
            events.map { userView.respond(to: $0, isFirstResponder: true) }
            + events.map { savedView.respond(to: $0, isFirstResponder: true) }

        #expect(took.allSatisfy { $0 })
        #expect(user.calls == [.user, .saveWithoutARow, .unsaveWithoutARow])
        #expect(saved.calls == [.user, .saveWithoutARow, .unsaveWithoutARow])
    }
}
