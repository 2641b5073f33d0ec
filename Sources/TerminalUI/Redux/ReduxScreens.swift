import Presenters

/// Draws the state's navigation on the terminal's stack: a view for each screen of the path, in order,
/// made by the front's own views.
///
/// Navigation is state in this shape, so nothing pushes or pops on a
/// command: the reducer changes `path`, and this renderer makes the stack
/// agree, as a SwiftUI `NavigationStack` follows its path. It pops every view
/// whose screen left the path, then pushes a view for each screen that joined
/// it, each view bound to its screen by number.
@MainActor
public final class ReduxScreens {
    /// Makes the view of `screen`, a question or a user's page.
    public typealias MakeView = @MainActor (_ screen: ReduxPathScreen) -> any PushedScreen

    /// Weak: the composition root keeps the stack, as it keeps a navigation controller.
    private weak var navigation: ScreenStack?
    private let makeView: MakeView
    /// The numbers of the screens whose views are on the stack, bottom first.
    private var shown: [Int] = []

    /// A renderer of `store`'s navigation on `navigation`, making each screen's view with `makeView`.
    public init(store: ReduxQuestionsStore, navigation: ScreenStack, makeView: @escaping MakeView) {
        self.navigation = navigation
        self.makeView = makeView
        store.subscribe(self) { screens, state in screens.render(state.path) }
    }

    private func render(_ path: [ReduxPathScreen]) {
        let wanted = path.map(\.number)
        guard wanted != shown else { return }
        let kept = zip(shown, wanted).prefix { $0 == $1 }.count
        for _ in kept..<shown.count {
            navigation?.pop()
        }
        for screen in path[kept...] {
            navigation?.push(makeView(screen))
        }
        shown = wanted
    }
}
