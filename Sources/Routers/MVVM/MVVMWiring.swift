import Presenters

/// How the coordinator hands itself to the view models it makes, as their navigation: the seam where the
/// composition root may put decorators.
///
/// `DirectMVVMWiring` hands the coordinator over as it is; the composition
/// root may pass a wiring that wraps it (the `--trace` mode does), so that
/// the intents a view model states can be observed without any layer
/// changing. A view model holds its navigation strongly and the coordinator
/// holds no view model, so a wrapper needs no special care to stay alive.
@MainActor
public protocol MVVMWiring {
    /// The list view model's navigation, as the view model will hold it.
    func listNavigation(_ navigation: any QuestionListNavigation) -> any QuestionListNavigation
    /// The question view model's navigation, as the view model will hold it.
    func questionNavigation(_ navigation: any QuestionNavigation) -> any QuestionNavigation
}

/// The wiring of an ordinary run: the coordinator handed over as it is.
public struct DirectMVVMWiring: MVVMWiring {
    /// The direct wiring.
    public init() {}

    /// `navigation`, unchanged.
    public func listNavigation(_ navigation: any QuestionListNavigation) -> any QuestionListNavigation {
        navigation
    }

    /// `navigation`, unchanged.
    public func questionNavigation(_ navigation: any QuestionNavigation) -> any QuestionNavigation {
        navigation
    }
}
