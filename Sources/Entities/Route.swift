/// Where the app starts: the list, or a question on top of it, opened from a link (a deep link).
///
/// The composition root reads it from the command line (`questions URL`) and
/// hands it to the pattern, which builds its screens for it in its own way:
/// MVC's root asks the list controller to push a controller, MVP's navigator
/// pushes a screen, MVVM's coordinator starts from it, VIPER's routers
/// assemble both modules, and the store's first state holds it as its path. The list beneath a question
/// loads only when `back` shows it.
public enum Route: Hashable, Sendable {
    /// The list, as a plain start shows it.
    case list
    /// Question `id` of the list's site, with the list beneath it.
    case question(id: Int)
}
