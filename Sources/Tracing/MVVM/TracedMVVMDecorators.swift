import Presenters
import Routers

/// MVVM decorators that trace every intent a view model states to its coordinator.
@MainActor
public struct TracedMVVMDecorators: MVVMDecorators {
    private let tracer: Tracer

    /// Decorators that write to `tracer`.
    public init(tracer: Tracer) {
        self.tracer = tracer
    }

    /// The coordinator as the list view model's navigation, traced.
    public func listNavigation(_ navigation: any QuestionListNavigation) -> any QuestionListNavigation {
        TracedListNavigation(navigation, tracer: tracer)
    }

    /// The coordinator as the question view model's navigation, traced.
    public func questionNavigation(_ navigation: any QuestionNavigation) -> any QuestionNavigation {
        TracedQuestionNavigation(navigation, tracer: tracer)
    }

    /// The coordinator as the user view model's navigation, traced.
    public func userNavigation(_ navigation: any UserNavigation) -> any UserNavigation {
        TracedUserNavigation(navigation, tracer: tracer)
    }
}

/// The list view model's intents on their way to the coordinator, traced.
@MainActor
private final class TracedListNavigation: QuestionListNavigation {
    private let navigation: any QuestionListNavigation
    private let tracer: Tracer

    init(_ navigation: any QuestionListNavigation, tracer: Tracer) {
        self.navigation = navigation
        self.tracer = tracer
    }

    func openQuestion(id: Int, site: String) {
        tracer.call(.viewModel, .coordinator, "openQuestion(id: \(id))") {
            navigation.openQuestion(id: id, site: site)
        }
    }
}

/// The question view model's intents on their way to the coordinator, traced.
@MainActor
private final class TracedQuestionNavigation: QuestionNavigation {
    private let navigation: any QuestionNavigation
    private let tracer: Tracer

    init(_ navigation: any QuestionNavigation, tracer: Tracer) {
        self.navigation = navigation
        self.tracer = tracer
    }

    func closeQuestion() {
        tracer.call(.viewModel, .coordinator, "closeQuestion()") { navigation.closeQuestion() }
    }

    func openUser(id: Int, site: String) {
        tracer.call(.viewModel, .coordinator, "openUser(id: \(id))") {
            navigation.openUser(id: id, site: site)
        }
    }
}

/// The user view model's intents on their way to the coordinator, traced.
@MainActor
private final class TracedUserNavigation: UserNavigation {
    private let navigation: any UserNavigation
    private let tracer: Tracer

    init(_ navigation: any UserNavigation, tracer: Tracer) {
        self.navigation = navigation
        self.tracer = tracer
    }

    func openQuestion(id: Int, site: String) {
        tracer.call(.viewModel, .coordinator, "openQuestion(id: \(id))") {
            navigation.openQuestion(id: id, site: site)
        }
    }

    func closeUser() {
        tracer.call(.viewModel, .coordinator, "closeUser()") { navigation.closeUser() }
    }
}
