import Presenters

/// The flow a VIPER presenter asks of its router, traced: what each module's traced routing shares.
@MainActor
class TracedVIPERFlowRouting: VIPERFlowRouting {
    private let flow: any VIPERFlowRouting
    private let tracer: Tracer
    final var trace: TraceSeam { tracer.seam(.presenter, .router) }

    init(_ flow: any VIPERFlowRouting, tracer: Tracer) {
        self.flow = flow
        self.tracer = tracer
    }

    /// Read, untraced: a question about the app, not a call that changes it.
    final var hasLoadInFlight: Bool { flow.hasLoadInFlight }
    final var hasScreenAboveList: Bool { flow.hasScreenAboveList }
    final var isQuestionOnTop: Bool { flow.isQuestionOnTop }
    final var listHasAppeared: Bool { flow.listHasAppeared }

    final func cancelEveryLoad() { trace("cancelEveryLoad()") { flow.cancelEveryLoad() } }
    final func returnToList() { trace("returnToList()") { flow.returnToList() } }
    final func leaveScreenOnTop() { trace("leaveScreenOnTop()") { flow.leaveScreenOnTop() } }

    final func showTopIfItNeverAppeared() {
        trace("showTopIfItNeverAppeared()") { flow.showTopIfItNeverAppeared() }
    }

    final func showUncoveredScreen() { trace("showUncoveredScreen()") { flow.showUncoveredScreen() } }

    final func showErrorOnQuestion(_ text: String) {
        trace("showErrorOnQuestion()") { flow.showErrorOnQuestion(text) }
    }
}
