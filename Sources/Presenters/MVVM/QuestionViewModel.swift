import Entities

/// The question screen's state and presentation logic, for a view it does not know.
///
/// Going back leaves as the `onBack` intent, which the coordinator acts on.
@MainActor
public final class QuestionViewModel {
    /// Everything the view model asks its view to show.
    public enum Output: Hashable, Sendable {
        case loading
        case question(QuestionScreenDisplay)
        case error(String)
    }

    /// Intent: the user wants the list again.
    public var onBack: (@MainActor () -> Void)?

    private let service: any QuestionService
    private let questionID: Int
    private let site: String
    private let formatter: QuestionScreenFormatter
    private var observer: (@MainActor (Output) -> Void)?

    public init(
        service: any QuestionService, questionID: Int, site: String, formatter: QuestionScreenFormatter
    ) {
        self.service = service
        self.questionID = questionID
        self.site = site
        self.formatter = formatter
    }

    /// Binds the one view: `observer` receives every output from now on.
    public func bind(_ observer: @escaping @MainActor (Output) -> Void) {
        self.observer = observer
    }

    // MARK: Inputs

    public func load() async {
        observer?(.loading)
        do {
            let thread = try await service.thread(id: questionID, site: site)
            observer?(.question(formatter.screen(for: thread.question, answers: thread.answers)))
        } catch {
            observer?(.error(ErrorText.questionFailed(error)))
        }
    }

    public func goBack() {
        onBack?()
    }
}
