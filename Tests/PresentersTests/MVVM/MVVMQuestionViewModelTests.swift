import Entities
import Interactors
import Presenters
import TestSupport
import Testing

@MainActor
@Suite("MVVM question view model")
struct MVVMQuestionViewModelTests {
    let service = StubQuestionService()
    let loads = LoadTracker()
    let navigation = MVVMRecordingNavigation()
    let states = StateRecorder<MVVMQuestionViewModel.State>()

    private func makeViewModel(id: Int = 3) -> MVVMQuestionViewModel {
        let viewModel = MVVMQuestionViewModel(
            service: service, saves: .inMemory(), questionID: id, site: "stackoverflow", loads: loads,
            formatter: QuestionScreenFormatter(now: { Fixtures.now }), navigation: navigation)
        viewModel.bind(states.record)
        return viewModel
    }

    @Test("hands a new observer the current state at once: nothing loaded, nothing loading")
    func bindsTheCurrentState() {
        _ = makeViewModel()

        #expect(states.states == [MVVMQuestionViewModel.State()])
    }

    @Test("makes a refusal from the screen beneath its error, a new message each time")
    func refusalFromBeneath() {
        let viewModel = makeViewModel()

        viewModel.commandRefused(ListText.noSuchRow(9))
        viewModel.commandRefused(ListText.noSuchRow(9))

        #expect(states.states.compactMap(\.error?.text) == [ListText.noSuchRow(9), ListText.noSuchRow(9)])
        #expect(states.states.last?.error != states.states.dropLast().last?.error)
    }

    @Test("loads the question: loading first, then the screen with the accepted answer first")
    func loads() async {
        service.willReturn(
            Fixtures.question(id: 3, title: "Title", acceptedAnswerID: 8),
            answers: [
                Fixtures.answer(id: 7, questionID: 3, score: 20),
                Fixtures.answer(id: 8, questionID: 3, isAccepted: true),
            ])

        let viewModel = makeViewModel()  // kept: its load holds it weakly
        viewModel.loadQuestion()
        await loads.waitUntilIdleOrFail()

        #expect(states.states.map(\.isLoading) == [false, true, false])
        let screen = states.states.last?.screen
        #expect(screen?.title == "Title")
        #expect(screen?.answersHeading == "2 answers")
        #expect(screen?.answers.map(\.isAccepted) == [true, false])
    }

    @Test("states going back as an intent to its navigation")
    func goesBack() {
        let viewModel = makeViewModel()

        viewModel.goBack()

        #expect(navigation.intents == [.closeQuestion])
    }

    @Test("sets an error with the way back when the question cannot be loaded")
    func reportsFailures() async {
        service.willFailQuestion(id: 3, with: .http(status: 404))

        let viewModel = makeViewModel()  // kept: its load holds it weakly
        viewModel.loadQuestion()
        await loads.waitUntilIdleOrFail()

        #expect(states.states.last?.screen == nil)
        #expect(
            states.states.last?.error?.text
                == "Couldn't load the question: the server answered HTTP 404. Type 'back' to leave it.")
    }

    @Test("states the asker's page as an intent, with the question's site, once the question is shown")
    func opensTheAsker() async {
        service.willReturn(Fixtures.question(id: 3), answers: [])  // asked by Ana, user 7
        let viewModel = makeViewModel()
        viewModel.loadQuestion()
        await loads.waitUntilIdleOrFail()

        viewModel.openUser()

        #expect(navigation.intents == [.openUser(id: 7, site: "stackoverflow")])
        #expect(viewModel.state.error == nil)
    }

    @Test("says the asker is known once the question is shown, before it is, and states no intent")
    func asksForTheAskerTooEarly() {
        let viewModel = makeViewModel()
        navigation.expectsIntents = false

        viewModel.openUser()

        #expect(viewModel.state.error?.text == "The asker is known once the question is shown.")
    }

    @Test("says the asker is unknown when the question could not be shown, and states no intent")
    func asksForTheAskerOfAFailedQuestion() async {
        service.willFailQuestion(id: 3, with: .http(status: 404))
        let viewModel = makeViewModel()
        viewModel.loadQuestion()
        await loads.waitUntilIdleOrFail()
        navigation.expectsIntents = false

        viewModel.openUser()

        #expect(viewModel.state.error?.text == "The asker is known once the question is shown.")
    }

    @Test("says a deleted asker has no page, naming them, and states no intent")
    func asksForADeletedAsker() async {
        var question = Fixtures.question(id: 3)
        question.owner = User(displayName: "Ana Lima")  // a deleted account keeps its name, not its id
        service.willReturn(question, answers: [])
        let viewModel = makeViewModel()
        viewModel.loadQuestion()
        await loads.waitUntilIdleOrFail()
        navigation.expectsIntents = false

        viewModel.openUser()

        #expect(viewModel.state.error?.text == "Ana Lima has no page: the account no longer exists.")
        #expect(viewModel.state.screen != nil)
    }
}
