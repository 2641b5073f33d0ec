import Entities
import Interactors
import TerminalUI
import TextFront

/// Smalltalk MVC's models, traced the Smalltalk way: a watcher of each model, told before its view,
/// writes every change the model tells its dependents (`changed:`), so the trace shows the model telling
/// the view; the controllers' calls are traced where the terminal reaches them (`TracedScreenStack`).
@MainActor
public enum TracedSmalltalkModels {
    /// Watchers that give each new model a dependent writing its changes to `tracer`.
    public static func watchers(_ tracer: Tracer) -> SmalltalkModelWatchers {
        SmalltalkModelWatchers(
            list: { watch($0.dependents, "list", tracer, summary: summary) },
            question: { watch($0.dependents, "question", tracer, summary: summary) },
            user: { watch($0.dependents, "user", tracer, summary: summary) },
            saved: { watch($0.dependents, "saved", tracer, summary: summary) })
    }

    private static func watch<Change>(
        _ dependents: SmalltalkDependents<Change>, _ screen: String, _ tracer: Tracer,
        summary: @escaping @MainActor (Change) -> String
    ) {
        dependents.watch { change in tracer.call(.model, .view, "\(screen) changed(\(summary(change)))") {} }
    }

    private static func summary(_ change: SmalltalkQuestionListModel.Change) -> String {
        switch change {
        case .loading: "loading"
        case .replaced(let fetch): "replaced, \(TraceSummary.fetch(fetch))"
        case .appended(let added): "appended, \(TraceSummary.counted(added.count, "question"))"
        case .refreshed: "refreshed"
        case .failed(let fetch, let error):
            "failed, \(TraceSummary.fetch(fetch)), \(TraceSummary.failure(error))"
        case .marks: "marks"
        case .selection: "selection"
        }
    }

    private static func summary(_ change: SmalltalkQuestionModel.Change) -> String {
        switch change {
        case .loading: "loading"
        case .loaded: "loaded"
        case .failed(let error): "failed, \(TraceSummary.failure(error))"
        case .marks: "marks"
        }
    }

    private static func summary(_ change: SmalltalkUserModel.Change) -> String {
        switch change {
        case .loading: "loading"
        case .loaded: "loaded"
        case .appended(let added): "appended, \(TraceSummary.counted(added.count, "question"))"
        case .failed(let error, _): "failed, \(TraceSummary.failure(error))"
        case .marks: "marks"
        case .selection: "selection"
        }
    }

    private static func summary(_ change: SmalltalkSavedModel.Change) -> String {
        switch change {
        case .read: "read"
        case .appended(let added): "appended, \(TraceSummary.counted(added.count, "save"))"
        case .failed: "failed"
        case .selection: "selection"
        }
    }
}
