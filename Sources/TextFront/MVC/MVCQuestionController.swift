import Entities
import Presenters

/// MVC's question controller: fetches one question and its answers, formats them for the view, and pops itself.
@MainActor
final class MVCQuestionController: QuestionScreen {
    private let service: any QuestionService
    private let questionID: Int
    private let site: String
    private let formatter: QuestionScreenFormatter
    private let view: any QuestionDisplaying
    /// Weak: the stack keeps this controller, not the other way round.
    private weak var navigation: ScreenStack?

    init(
        service: any QuestionService, questionID: Int, site: String, formatter: QuestionScreenFormatter,
        view: any QuestionDisplaying, navigation: ScreenStack?
    ) {
        self.service = service
        self.questionID = questionID
        self.site = site
        self.formatter = formatter
        self.view = view
        self.navigation = navigation
    }

    func load() async {
        view.showLoading()
        do {
            let thread = try await service.thread(id: questionID, site: site)
            view.show(formatter.screen(for: thread.question, answers: thread.answers))
        } catch {
            view.showError(ErrorText.questionFailed(error))
        }
    }

    func goBack() {
        navigation?.pop()
    }
}
