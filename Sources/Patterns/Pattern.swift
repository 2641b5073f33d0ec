/// One of the architectures the app is built in, as `--pattern` names it: the one list of them, which the
/// app (`AppOptions.Pattern`), its tests, the bench and the tools that write the docs all read, so that a
/// new shape is added in one place and nothing forgets it.
public enum Pattern: String, CaseIterable, Sendable {
    /// Apple's MVC: controllers beside the views.
    case mvc
    /// MVP: a presenter outside the UI module drives a passive view.
    case mvp
    /// MVVM with a coordinator.
    case mvvm
    /// VIPER: view, interactor, presenter, entity, router.
    case viper
    /// The unidirectional store: state, actions, a pure reducer and effects.
    case redux
    /// Smalltalk-80's MVC: application models with dependents, views that read them, controllers that
    /// take input.
    case smalltalk
    /// Model 2, the web's MVC: a front controller routes each request to an action, which answers with a
    /// page a template renders; the session plays the browser.
    case model2

    /// The name readers know it by: the banner's, and the bench's tables'.
    public var displayName: String {
        switch self {
        case .mvc, .mvp, .mvvm, .viper: rawValue.uppercased()
        case .redux: "Redux"
        case .smalltalk: "Smalltalk MVC"
        case .model2: "Model 2"
        }
    }
}
