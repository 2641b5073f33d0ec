import Markup

/// Writes one line each time a call crosses a layer boundary, indented by how deep the call is nested.
///
/// The decorators in this module call it; nothing else does. It is made by
/// the composition root when `--trace` is given and handed to each
/// decorator, so there is no global logger: without `--trace` no tracer
/// exists, no decorator is inserted, and the layers pay nothing. A line reads
///
///     trace  viper    view        → presenter    didRequestLoadMore()
///
/// the pattern, then the caller and the callee, then the call with its
/// arguments summarised. A call made while another is under way is indented
/// under it, and a round trip to the service ends with a `⇠` line that says
/// what came back, so the order of calls and returns shows at a glance.
///
/// The depth is a task-local value, not a counter: a task started inside a
/// call (a load that a pattern starts and lets run) inherits the depth of
/// that call, so its calls are indented under the one that started it, even
/// when they come after it has returned; and two calls under way at once
/// each keep their own depth.
@MainActor
public final class Tracer {
    private let pattern: String
    private let usesColor: Bool
    private let write: (String) -> Void

    /// How deep the call being made is nested: 0 at the read loop, one more inside each traced call.
    @TaskLocal private static var depth = 0

    /// A tracer for `pattern` (`mvc`, `mvvm`, `viper`) that hands each line to `write`, dimmed when
    /// `usesColor`.
    public init(pattern: String, usesColor: Bool, write: @escaping (String) -> Void) {
        self.pattern = pattern
        self.usesColor = usesColor
        self.write = write
    }

    /// Writes a call from `caller` to `callee`, then runs `body` with every call it makes indented under it.
    public func call<Result>(
        _ caller: Layer, _ callee: Layer, _ message: String, _ body: () throws -> Result
    ) rethrows -> Result {
        line(caller, "→", callee, message)
        return try Self.$depth.withValue(Self.depth + 1) { try body() }
    }

    /// Writes a call from `caller` to `callee`, then awaits `body` with every call it makes indented under it.
    public func call<Result>(
        _ caller: Layer, _ callee: Layer, _ message: String, _ body: () async -> Result
    ) async -> Result {
        line(caller, "→", callee, message)
        return await Self.$depth.withValue(Self.depth + 1) { await body() }
    }

    /// Writes what came back to `caller` from `callee` at the end of a round trip, level with the call.
    public func returned(_ caller: Layer, from callee: Layer, _ summary: String) {
        line(caller, "⇠", callee, summary)
    }

    private func line(_ caller: Layer, _ arrow: String, _ callee: Layer, _ message: String) {
        let indent = String(repeating: "  ", count: Self.depth)
        let text =
            "trace  \(Self.padded(pattern, 5))  \(indent)\(Self.padded(caller.rawValue, 11)) \(arrow) "
            + "\(Self.padded(callee.rawValue, 12)) \(Self.printable(message))"
        write(usesColor ? "\u{1B}[2m\(text)\u{1B}[0m" : text)
    }

    private static func padded(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    /// Summaries are built from counts, ids and the query, but the tag and site come from the user:
    /// sanitised and kept short, like every echo.
    private static func printable(_ message: String) -> String {
        let line = TerminalText.singleLine(message)
        return line.count > 120 ? line.prefix(119) + "…" : line
    }
}

extension Tracer {
    /// This tracer bound to one boundary, from `caller` to `callee`: a decorator traces each call it
    /// passes on with `trace("message") { … }`.
    func seam(_ caller: Layer, _ callee: Layer) -> TraceSeam {
        TraceSeam(tracer: self, caller: caller, callee: callee)
    }
}

/// A tracer bound to one boundary of a pattern, as a decorator on it uses it.
@MainActor
struct TraceSeam {
    let tracer: Tracer
    let caller: Layer
    let callee: Layer

    /// Writes the call `message` across the boundary, then runs `body` with its calls indented under it.
    func callAsFunction<Result>(_ message: String, _ body: () throws -> Result) rethrows -> Result {
        try tracer.call(caller, callee, message, body)
    }
}

/// The layers a trace line names.
public enum Layer: String, Sendable {
    /// The terminal's read loop, which turns a typed command into a call on the screen.
    case terminal
    /// MVC's controller, or Smalltalk MVC's.
    case controller
    /// Smalltalk MVC's application model (a screen's state and its load), or Model 2's model.
    case model
    /// A view: MVP's, MVVM's, VIPER's or the store's, or the dumb terminal view MVC's controller draws on.
    case view
    /// MVVM's view model.
    case viewModel = "view model"
    /// VIPER's presenter, or MVP's.
    case presenter
    /// VIPER's interactor.
    case interactor
    /// VIPER's router.
    case router
    /// MVVM's coordinator.
    case coordinator
    /// MVP's navigator, which the UI side implements.
    case navigator
    /// The unidirectional shape's store, which runs the reducer and the effects.
    case store
    /// The store's reducer: every decision, as one pure function.
    case reducer
    /// An effect the store runs for its reducer: a fetch, or a read or write of the saves.
    case effect
    /// The terminal's navigation: the stack that MVC's controllers, MVP's navigator and the store's
    /// screens push on, and the hosts through which routers and coordinators show the views they make.
    case host
    /// The question service, offline or live.
    case service
    /// The HTTP transport under the live service.
    case transport
    /// The store of saves on disk.
    case database
    /// Model 2's browser, which the session plays: its history's pages turn commands into requests.
    case browser
    /// Model 2's front controller, which routes each request to its action.
    case frontController = "front controller"
    /// Model 2's actions of one resource, which the front controller routes a request to.
    case action
    /// Model 2's templates, which an action renders its response with.
    case template
}
