import Entities
import PresenterDoubles
import Presenters
import TerminalUI
import Testing
import TextFront

/// MVP's passive views as responders: each takes the events its screen implements and passes each to its
/// presenter as exactly the matching event, undecided; it hands every other event to the screen beneath.
@MainActor
@Suite("MVP views as responders")
struct MVPRespondersTests {
    nonisolated static let listCases: [EventCase<MVPRecordingListEventHandler.Call>] = [
        EventCase(.interrupt, .interrupt), EventCase(.command(.back), .back),
        EventCase(.command(.list), .showList),
        EventCase(.command(.user), .openUser), EventCase(.command(.open(number: 3)), .openQuestion(row: 3)),
        EventCase(.command(.more), .loadMore), EventCase(.command(.refresh), .refresh),
        EventCase(.command(.tag("swift")), .filter(tag: "swift")),
        EventCase(.command(.sort(.votes)), .sort(.votes)),
        EventCase(.command(.search("json")), .search(words: "json")),
        EventCase(.command(.save(number: 2)), .saveQuestion(row: 2)),
        EventCase(.command(.unsave(number: 2)), .unsaveQuestion(row: 2)),
        EventCase(.command(.save(number: nil)), .saveWithoutRow),
        EventCase(.command(.unsave(number: nil)), .unsaveWithoutRow),
        EventCase(.command(.saved), .openSaved),
    ]

    @Test(
        "the list view, last in the chain, takes every event and passes it on as the matching event",
        arguments: MVPRespondersTests.listCases)
    func listTakesEverything(_ testCase: EventCase<MVPRecordingListEventHandler.Call>) {
        let presenter = MVPRecordingListEventHandler()
        let view = MVPQuestionListView(presenter: presenter, display: RecordingListDisplay())

        #expect(view.respond(to: testCase.event, isFirstResponder: false))

        #expect(presenter.calls == [.attach] + [testCase.expected].compactMap { $0 })
    }

    nonisolated static let questionCases: [EventCase<MVPRecordingQuestionEventHandler.Call>] = [
        EventCase(.command(.back), .back), EventCase(.command(.user), .openUser),
        EventCase(.command(.saved), .openSaved),
        EventCase(.command(.save(number: nil)), .saveQuestion),
        EventCase(.command(.unsave(number: nil)), .unsaveQuestion),
        EventCase(.command(.save(number: 2)), .saveQuestionAtRow(2)),
        EventCase(.command(.unsave(number: 2)), .unsaveQuestionAtRow(2)),
        EventCase(.interrupt, .interrupt), EventCase(.command(.list), nil),
        EventCase(.command(.open(number: 3)), nil),
        EventCase(.command(.more), nil), EventCase(.command(.refresh), nil),
        EventCase(.command(.tag(nil)), nil),
        EventCase(.command(.sort(.votes)), nil), EventCase(.command(.search(nil)), nil),
    ]

    @Test(
        "the question view on top takes what a question implements, and hands the rest to the screen beneath",
        arguments: MVPRespondersTests.questionCases)
    func questionOnTop(_ testCase: EventCase<MVPRecordingQuestionEventHandler.Call>) {
        let presenter = MVPRecordingQuestionEventHandler()
        let view = MVPQuestionView(presenter: presenter, display: RecordingQuestionDisplay())

        let took = view.respond(to: testCase.event, isFirstResponder: true)

        #expect(took == (testCase.expected != nil))
        #expect(presenter.calls == [.attach] + [testCase.expected].compactMap { $0 })
    }

    @Test(
        "the question view beneath another screen takes nothing",
        arguments: MVPRespondersTests.questionCases.map(\.event))
    func questionBeneath(_ event: ScreenEvent) {
        let presenter = MVPRecordingQuestionEventHandler()
        let view = MVPQuestionView(presenter: presenter, display: RecordingQuestionDisplay())

        #expect(!view.respond(to: event, isFirstResponder: false))
        #expect(presenter.calls == [.attach])
    }

    @Test("the user view takes open N and more typed on the question above it, and nothing else there")
    func userBeneathAQuestion() {
        let presenter = MVPRecordingUserEventHandler()
        let view = MVPUserView(presenter: presenter, display: RecordingUserDisplay())

        let took = [
            ScreenEvent.command(.open(number: 1)), .command(.more), .command(.back),
            .command(.save(number: 1)),
            .command(.saved), .command(.user), .command(.list), .interrupt,
        ].map { view.respond(to: $0, isFirstResponder: false) }

        #expect(took == [true, true, false, false, false, false, false, false])
        #expect(presenter.calls == [.attach, .openQuestion(row: 1), .loadMore])
    }

    @Test("the saved view on top passes saved on as the presenter's own event, and back as back")
    func savedOnTop() {
        let presenter = MVPRecordingSavedEventHandler()
        let view = MVPSavedView(presenter: presenter, display: RecordingListDisplay())

        #expect(view.respond(to: .command(.saved), isFirstResponder: true))
        #expect(view.respond(to: .command(.back), isFirstResponder: true))
        #expect(!view.respond(to: .command(.list), isFirstResponder: true))

        #expect(presenter.calls == [.attach, .openSaved, .back])
    }

    /// Guards the `(.user, true)`, `(.save(nil), true)` and `(.unsave(nil), true)` cases of the user's and
    /// the saved screen's forwarding: answered by the list beneath, the words went to a screen the screen
    /// front does not draw.
    @Test("the user and saved views on top take user, and save or unsave without a row, to answer them there")
    func listCommandsOnTop() {
        let user = MVPRecordingUserEventHandler()
        let saved = MVPRecordingSavedEventHandler()
        let userView = MVPUserView(presenter: user, display: RecordingUserDisplay())
        let savedView = MVPSavedView(presenter: saved, display: RecordingListDisplay())
        let events: [ScreenEvent] = [
            .command(.user), .command(.save(number: nil)), .command(.unsave(number: nil)),
        ]

        let took =
            events.map { userView.respond(to: $0, isFirstResponder: true) }
            + events.map { savedView.respond(to: $0, isFirstResponder: true) }

        #expect(took.allSatisfy { $0 })
        #expect(user.calls == [.attach, .openUser, .saveWithoutARow, .unsaveWithoutARow])
        #expect(saved.calls == [.attach, .openUser, .saveWithoutARow, .unsaveWithoutARow])
    }
}
