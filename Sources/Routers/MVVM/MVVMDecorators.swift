import Presenters

/// Decorators for the coordinator as the view models' navigation: the seam where the composition root
/// may observe the intents they state without any layer changing (the `--trace` mode does).
///
/// `NoMVVMDecorators` hands the coordinator over as it is. A view model holds
/// its navigation strongly and the coordinator holds no view model, so a
/// decorator needs no special care to stay alive.
@MainActor
public protocol MVVMDecorators {
    /// The list view model's navigation, as the view model will hold it.
    func listNavigation(_ navigation: any QuestionListNavigation) -> any QuestionListNavigation
    /// The question view model's navigation, as the view model will hold it.
    func questionNavigation(_ navigation: any QuestionNavigation) -> any QuestionNavigation
    /// The user view model's navigation, as the view model will hold it.
    func userNavigation(_ navigation: any UserNavigation) -> any UserNavigation
}

/// The decorators of an ordinary run: none, the coordinator handed over as it is.
public struct NoMVVMDecorators: MVVMDecorators {
    /// No decorators.
    public init() {}

    /// `navigation`, unchanged.
    public func listNavigation(_ navigation: any QuestionListNavigation) -> any QuestionListNavigation {
        navigation
    }

    /// `navigation`, unchanged.
    public func questionNavigation(_ navigation: any QuestionNavigation) -> any QuestionNavigation {
        navigation
    }

    /// `navigation`, unchanged.
    public func userNavigation(_ navigation: any UserNavigation) -> any UserNavigation {
        navigation
    }
}
