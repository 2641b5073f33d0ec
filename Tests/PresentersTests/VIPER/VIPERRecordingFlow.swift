import Presenters

/// The flow every VIPER router double answers: the stack and the loads as the test sets them, and every
/// move a presenter asks for, recorded in order. Each module's router double adds its own navigation.
@MainActor
class VIPERRecordingFlow: VIPERFlowRouting {
    /// A move of the flow the presenter asked for.
    enum FlowCall: Equatable {
        case cancelEveryLoad, returnToList, leaveScreenOnTop, showTopIfItNeverAppeared, showUncoveredScreen
        case showErrorOnQuestion(String)
    }

    /// Every move asked for, in order.
    private(set) var flowCalls: [FlowCall] = []

    /// What the stack holds and whether anything loads, as the test sets them: by default, the module
    /// under test alone on top of a list that has appeared, and nothing loading.
    var hasLoadInFlight = false
    var hasScreenAboveList = false
    var isQuestionOnTop = false
    var listHasAppeared = true

    func cancelEveryLoad() { flowCalls.append(.cancelEveryLoad) }
    func returnToList() { flowCalls.append(.returnToList) }
    func leaveScreenOnTop() { flowCalls.append(.leaveScreenOnTop) }
    func showTopIfItNeverAppeared() { flowCalls.append(.showTopIfItNeverAppeared) }
    func showUncoveredScreen() { flowCalls.append(.showUncoveredScreen) }
    func showErrorOnQuestion(_ text: String) { flowCalls.append(.showErrorOnQuestion(text)) }
}
