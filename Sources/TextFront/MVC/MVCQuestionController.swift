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
            async let question = service.question(id: questionID, site: site)
            async let answers = service.answers(toQuestion: questionID, site: site)
            view.show(formatter.screen(for: try await question, answers: try await answers.inReadingOrder()))
        } catch let error as ServiceError {
            view.showError(ErrorText.questionFailed(error))
        } catch {
            view.showError(ErrorText.questionFailed(.unreachable(detail: "\(error)")))
        }
    }

    func goBack() {
        navigation?.pop()
    }
}
