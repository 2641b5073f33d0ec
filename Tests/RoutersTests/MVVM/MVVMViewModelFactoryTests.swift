import Entities
import Interactors
import Presenters
import Routers
import TestSupport
import Testing

/// What the coordinator asked its view-model factory for, in order, each made by the real factory
/// behind it: a double of Clean MVVM's DI container, so the coordinator's choice of view model is seen
/// apart from what the view models do.
@MainActor
final class MVVMRecordingViewModelFactory: MVVMViewModelFactory {
    enum Call: Equatable {
        case list
        case question(id: Int, site: String)
        case user(id: Int, site: String)
        case saved
    }

    private let factory: any MVVMViewModelFactory
    private(set) var calls: [Call] = []

    init(making factory: any MVVMViewModelFactory) {
        self.factory = factory
    }

    func makeListViewModel(navigation: any MVVMQuestionListNavigation) -> MVVMQuestionListViewModel {
        calls.append(.list)
        return factory.makeListViewModel(navigation: navigation)
    }

    func makeQuestionViewModel(questionID: Int, site: String, navigation: any MVVMQuestionNavigation)
        -> MVVMQuestionViewModel
    {
        calls.append(.question(id: questionID, site: site))
        return factory.makeQuestionViewModel(questionID: questionID, site: site, navigation: navigation)
    }

    func makeUserViewModel(userID: Int, site: String, navigation: any MVVMUserNavigation) -> MVVMUserViewModel
    {
        calls.append(.user(id: userID, site: site))
        return factory.makeUserViewModel(userID: userID, site: site, navigation: navigation)
    }

    func makeSavedViewModel(navigation: any MVVMSavedNavigation) -> MVVMSavedViewModel {
        calls.append(.saved)
        return factory.makeSavedViewModel(navigation: navigation)
    }
}

/// The coordinator and its factory: each intent asks the factory for one view model, with the id and
/// site the intent names, and closing a screen asks it for nothing.
@MainActor
@Suite("MVVM coordinator and its view-model factory")
struct MVVMViewModelFactoryTests {
    let host = MVVMRecordingHost()
    let factory = MVVMRecordingViewModelFactory(
        making: MVVMViewModels(
            service: StubQuestionService(), saves: .inMemory(),
            query: QuestionQuery(site: "unix", pageSize: 5),
            formatters: ScreenFormatters(now: { Fixtures.now }), loads: LoadTracker()))

    @Test("asks the factory for one view model per screen opened, with the intent's id and site")
    func oneViewModelPerScreen() {
        let coordinator = MVVMQuestionsCoordinator(site: "unix", viewModels: factory, host: host)

        coordinator.start()
        coordinator.openQuestion(id: 3, site: "unix")
        coordinator.openUser(id: 7, site: "unix")
        coordinator.openSaved(site: "unix")

        #expect(factory.calls == [.list, .question(id: 3, site: "unix"), .user(id: 7, site: "unix"), .saved])
    }

    @Test("asks the factory for nothing when a screen closes")
    func nothingOnClose() {
        let coordinator = MVVMQuestionsCoordinator(site: "unix", viewModels: factory, host: host)
        coordinator.start()
        coordinator.openQuestion(id: 3, site: "unix")
        let before = factory.calls

        coordinator.closeQuestion()

        #expect(factory.calls == before)
    }

    @Test("starts at a question from a link: the list's view model first, then the question's")
    func startsAtAQuestion() {
        let coordinator = MVVMQuestionsCoordinator(site: "unix", viewModels: factory, host: host)

        coordinator.start(at: .question(id: 5))

        #expect(factory.calls == [.list, .question(id: 5, site: "unix")])
    }
}
