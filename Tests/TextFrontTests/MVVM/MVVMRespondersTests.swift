import Entities
import Presenters
import TerminalUI
import Testing
import TextFront

/// MVVM's views as responders: each takes the events its screen implements and turns each into its view
/// model's matching input, undecided; it hands every other event to the screen beneath.
@MainActor
@Suite("MVVM views as responders")
struct MVVMRespondersTests {
    /// One event, and the view model's input it must become: `nil` when the view hands it on.
    struct Case<Call: Equatable & Sendable>: Sendable, CustomTestStringConvertible {
        let event: ScreenEvent
        let expected: Call?
        var testDescription: String { "\(event)" }
        init(_ event: ScreenEvent, _ expected: Call?) {
            self.event = event
            self.expected = expected
        }
    }

    nonisolated static let listCases: [Case<MVVMRecordingListViewModel.Call>] = [
        Case(.interrupt, .interrupt), Case(.command(.back), .back), Case(.command(.list), .showList),
        Case(.command(.user), .openUser), Case(.command(.open(number: 3)), .openQuestion(row: 3)),
        Case(.command(.more), .loadMore), Case(.command(.refresh), .refresh),
        Case(.command(.tag("swift")), .filter(tag: "swift")), Case(.command(.sort(.votes)), .sort(.votes)),
        Case(.command(.search("json")), .search(words: "json")),
        Case(.command(.save(number: 2)), .saveQuestion(row: 2)),
        Case(.command(.unsave(number: 2)), .unsaveQuestion(row: 2)),
        Case(.command(.save(number: nil)), .saveWithoutRow),
        Case(.command(.unsave(number: nil)), .unsaveWithoutRow),
        Case(.command(.saved), .openSaved),
    ]

    @Test(
        "the list view, last in the chain, takes every event and turns it into the matching input",
        arguments: MVVMRespondersTests.listCases)
    func listTakesEverything(_ testCase: Case<MVVMRecordingListViewModel.Call>) {
        let viewModel = MVVMRecordingListViewModel(state: .init(list: ViewSample.emptyList))
        let view = MVVMQuestionListView(viewModel: viewModel, display: RecordingListDisplay())

        #expect(view.respond(to: testCase.event, isFirstResponder: false))

        #expect(viewModel.calls == [.bind] + [testCase.expected].compactMap { $0 })
    }

    nonisolated static let questionCases: [Case<MVVMRecordingQuestionViewModel.Call>] = [
        Case(.command(.back), .back), Case(.command(.user), .openUser), Case(.command(.saved), .openSaved),
        Case(.command(.save(number: nil)), .saveQuestion),
        Case(.command(.unsave(number: nil)), .unsaveQuestion),
        Case(.command(.save(number: 2)), .saveQuestionAtRow(2)),
        Case(.command(.unsave(number: 2)), .unsaveQuestionAtRow(2)),
        Case(.interrupt, nil), Case(.command(.list), nil), Case(.command(.open(number: 3)), nil),
        Case(.command(.more), nil), Case(.command(.refresh), nil), Case(.command(.tag(nil)), nil),
        Case(.command(.sort(.votes)), nil), Case(.command(.search(nil)), nil),
    ]

    @Test(
        "the question view on top takes what a question implements, and hands the rest to the screen beneath",
        arguments: MVVMRespondersTests.questionCases)
    func questionOnTop(_ testCase: Case<MVVMRecordingQuestionViewModel.Call>) {
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
        #expect(!view.respond(to: .command(.save(number: nil)), isFirstResponder: true))

        #expect(viewModel.calls == [.bind, .openSaved, .back])
    }
}
