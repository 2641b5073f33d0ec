import Entities
import PresenterDoubles
import Presenters
import TerminalUI
import Testing
import TextFront

/// MVVM's views as responders: each takes the events its screen implements and turns each into its view
/// model's matching input, undecided; it hands every other event to the screen beneath.
@MainActor
@Suite("MVVM views as responders")
struct MVVMRespondersTests {
    nonisolated static let listCases: [EventCase<MVVMRecordingListViewModel.Call>] = [
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
        "the list view, last in the chain, takes every event and turns it into the matching input",
        arguments: MVVMRespondersTests.listCases)
    func listTakesEverything(_ testCase: EventCase<MVVMRecordingListViewModel.Call>) {
        let viewModel = MVVMRecordingListViewModel(state: .init(list: ViewSample.emptyList))
        let view = MVVMQuestionListView(viewModel: viewModel, display: RecordingListDisplay())

        #expect(view.respond(to: testCase.event, isFirstResponder: false))

        #expect(viewModel.calls == [.bind] + [testCase.expected].compactMap { $0 })
    }

    nonisolated static let questionCases: [EventCase<MVVMRecordingQuestionViewModel.Call>] = [
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
        arguments: MVVMRespondersTests.questionCases)
    func questionOnTop(_ testCase: EventCase<MVVMRecordingQuestionViewModel.Call>) {
        let viewModel = MVVMRecordingQuestionViewModel(state: .init())
        let view = MVVMQuestionView(viewModel: viewModel, display: RecordingQuestionDisplay())

        let took = view.respond(to: testCase.event, isFirstResponder: true)

        #expect(took == (testCase.expected != nil))
        #expect(viewModel.calls == [.bind] + [testCase.expected].compactMap { $0 })
    }

    @Test("the user view takes open N and more typed on the question above it, and nothing else there")
    func userBeneathAQuestion() {
        let viewModel = MVVMRecordingUserViewModel(state: .init())
        let view = MVVMUserView(viewModel: viewModel, display: RecordingUserDisplay())

        let took = [
            ScreenEvent.command(.open(number: 1)), .command(.more), .command(.back),
            .command(.save(number: 1)),
            .command(.saved), .command(.user), .command(.list), .interrupt,
        ].map { view.respond(to: $0, isFirstResponder: false) }

        #expect(took == [true, true, false, false, false, false, false, false])
        #expect(viewModel.calls == [.bind, .openQuestion(row: 1), .loadMore])
    }

    @Test("the saved view on top turns saved into the view model's own input, and back into back")
    func savedOnTop() {
        let viewModel = MVVMRecordingSavedViewModel(state: .init(list: ViewSample.emptyList))
        let view = MVVMSavedView(viewModel: viewModel, display: RecordingListDisplay())

        #expect(view.respond(to: .command(.saved), isFirstResponder: true))
        #expect(view.respond(to: .command(.back), isFirstResponder: true))
        #expect(!view.respond(to: .command(.list), isFirstResponder: true))

        #expect(viewModel.calls == [.bind, .openSaved, .back])
    }

    /// Guards the `(.user, true)`, `(.save(nil), true)` and `(.unsave(nil), true)` cases of the user's and
    /// the saved screen's forwarding: answered by the list beneath, the words went to a screen the screen
    /// front does not draw.
    @Test(
        "the user and saved views on top turn user, and save or unsave without a row, into their own inputs")
    func listCommandsOnTop() {
        let user = MVVMRecordingUserViewModel(state: .init())
        let saved = MVVMRecordingSavedViewModel(state: .init(list: ViewSample.emptyList))
        let userView = MVVMUserView(viewModel: user, display: RecordingUserDisplay())
        let savedView = MVVMSavedView(viewModel: saved, display: RecordingListDisplay())
        let events: [ScreenEvent] = [
            .command(.user), .command(.save(number: nil)), .command(.unsave(number: nil)),
        ]

        let took =
            events.map { userView.respond(to: $0, isFirstResponder: true) }
            + events.map { savedView.respond(to: $0, isFirstResponder: true) }

        #expect(took.allSatisfy { $0 })
        #expect(user.calls == [.bind, .openUser, .saveWithoutARow, .unsaveWithoutARow])
        #expect(saved.calls == [.bind, .openUser, .saveWithoutARow, .unsaveWithoutARow])
    }
}
