import Entities
import Interactors
import Presenters
import TestSupport
import Testing

/// The store's reducer decides what a command typed on the screen on top means, from the state alone:
/// whether it stops the loads in flight, whether the screens above the list leave first, which screen of
/// rows `open N` and `more` act on, and the line for a command no screen takes. Each test reduces one
/// command and reads the state and the effects it returned.
@MainActor
@Suite("The store's reducer decides what a command means")
struct ReduxCommandsTests {
    let site = "stackoverflow"
    let query = QuestionQuery(site: "stackoverflow", page: 1, pageSize: 2)
    let formatters = ScreenFormatters(now: { Fixtures.now })
    let reducer = ReduxQuestionsReducer()

    /// The list with questions 1 and 2 loaded and drawn, appeared, and `path` above it.
    private func state(path: [ReduxPathScreen] = []) -> ReduxQuestionsState {
        var state = ReduxQuestionsState(query: query)
        var list = QuestionList(query: query)
        list.replace(with: Fixtures.page([1, 2]), for: query)
        state.list.questions = list
        state.list.hasAppeared = true
        state.path = path
        state.screensOpened = path.map(\.number).max() ?? 0
        return state
    }

    /// Question `id` as screen `number`, still loading when `loading`.
    private func question(number: Int, id: Int, loading: Bool = false) -> ReduxPathScreen {
        var question = ReduxQuestionState(number: number, id: id, site: site)
        question.isLoading = loading
        return .question(question)
    }

    /// The work `effect` asks for, in order, in words: `run(listLoad)`, `cancel(questionLoad)`, `present`,
    /// `send`.
    private func steps(_ effect: ReduxQuestionsEffect) -> [String] {
        switch effect.work {
        case .none: []
        case .run(let id, _): ["run(\(id))"]
        case .cancel(let id): ["cancel(\(id))"]
        case .present: ["present"]
        case .send: ["send"]
        case .merge(let effects): effects.flatMap(steps)
        }
    }

    /// The actions `effect` sends back as next steps, in order.
    private func sent(_ effect: ReduxQuestionsEffect) -> [ReduxQuestionsAction] {
        switch effect.work {
        case .none, .run, .cancel, .present: []
        case .send(let action): [action]
        case .merge(let effects): effects.flatMap(sent)
        }
    }

    @Test("back on the list sets the list's notice that it is already there, and asks for nothing")
    func backOnTheList() {
        var state = state()

        let effect = reducer.reduce(&state, .command(.back))

        #expect(state.list.outbox.last == .notice(ListText.alreadyAtTheList))
        #expect(steps(effect).isEmpty)
    }

    /// Guards `.send(.command(command))` after `stopEveryLoad`: the loads are drawn stopped before the
    /// command runs, so a command that starts the same load again is seen to start it (the sessions fuzzer
    /// found `sort votes` typed twice drawing one "Loading…" in the store and two in every other shape).
    @Test("a command typed while a load runs stops every load first, then sends itself as the next step")
    func supersedesFirst() {
        var state = state(path: [question(number: 1, id: 2, loading: true)])

        let effect = reducer.reduce(&state, .command(.back))

        #expect(state[question: 1]?.isLoading == false)
        #expect(steps(effect) == ["cancel(questionLoad)", "send"])
        #expect(sent(effect) == [.command(.back)])
    }

    @Test("back on a question closes it and draws the list again")
    func backOnAQuestion() {
        var state = state(path: [question(number: 1, id: 2)])

        let effect = reducer.reduce(&state, .command(.back))

        #expect(state.path.isEmpty)
        #expect(steps(effect).isEmpty, "the list is drawn from state, with no effect")
        #expect(state.list.outbox == [.whole])
    }

    @Test("Ctrl-C with nothing loading sets the notice of how to leave, on the screen on top")
    func interruptWhenIdle() {
        var state = state(path: [question(number: 1, id: 2)])

        let effect = reducer.reduce(&state, .interrupt)

        #expect(state[question: 1]?.outbox.last == .howToLeave)
        #expect(steps(effect).isEmpty)
    }

    @Test("Ctrl-C while the list loads stops it and says so; the list stays as it was")
    func interruptWhileLoading() {
        var state = state()
        state.list.loading = ReduxListLoad(.refresh, of: query)

        let effect = reducer.reduce(&state, .interrupt)

        #expect(state.list.loading == nil)
        #expect(state.list.outbox.last == .notice(ListText.loadCancelled))
        #expect(steps(effect) == ["cancel(listLoad)"])
    }

    @Test("refresh typed on a question closes it, and the list loads page 1 again")
    func refreshFromAQuestion() {
        var state = state(path: [question(number: 1, id: 2)])

        let effect = reducer.reduce(&state, .command(.refresh))

        #expect(state.path.isEmpty)
        #expect(state.list.loading == ReduxListLoad(.refresh, of: QuestionList(query: query).firstPageQuery))
        #expect(steps(effect) == ["run(listLoad)"])
    }

    /// Guards `listCommand(_:in:)`'s `.send(action)`: a list that never appeared draws its first load, then
    /// the command's, as two steps, as it does in every shape.
    @Test("refresh typed on a question opened from its URL lets the list appear, then sends refresh next")
    func refreshBeneathALinkedQuestion() {
        var state = state(path: [question(number: 1, id: 2)])
        state.list.hasAppeared = false

        let effect = reducer.reduce(&state, .command(.refresh))

        #expect(state.path.isEmpty)
        #expect(state.list.hasAppeared)
        #expect(steps(effect) == ["run(listLoad)", "send"])
        #expect(sent(effect) == [.refresh])
    }

    @Test("open N on a question opened from its URL says the list is not shown yet, and changes nothing else")
    func openBeforeTheListAppeared() {
        var state = state(path: [question(number: 1, id: 2, loading: true)])
        state.list.hasAppeared = false

        let effect = reducer.reduce(&state, .command(.open(row: 1)))

        #expect(state[question: 1]?.outbox.last == .error(ListText.notShownYet(1)))
        #expect(state[question: 1]?.isLoading == true)
        #expect(steps(effect).isEmpty)
    }

    @Test("open N typed on a question reads the list beneath, and the new question takes the old one's place")
    func openOnAQuestion() {
        var state = state(path: [question(number: 1, id: 2)])

        _ = reducer.reduce(&state, .command(.open(row: 1)))

        #expect(state.path.map(\.number) == [2])
        #expect(state[question: 2]?.id == 1)
    }

    /// Guards `on: state.screenOnTop` in `openQuestion(atRow:in:)`: queued on the list, the line would wait
    /// beneath the question, unseen on the screen front.
    @Test("open N for a row the list lacks, typed on a question, sets the question's error, where it shows")
    func openAMissingRowOnAQuestion() {
        var state = state(path: [question(number: 1, id: 2)])

        _ = reducer.reduce(&state, .command(.open(row: 9)))

        #expect(state.path.map(\.number) == [1])
        #expect(state[question: 1]?.outbox.last == .error(ListText.noSuchRow(9)))
        #expect(state.list.outbox.isEmpty)
    }

    @Test("more typed on a question closes it, and the list beneath loads its next page")
    func moreOnAQuestion() {
        var state = state(path: [question(number: 1, id: 2)])

        _ = reducer.reduce(&state, .command(.more))

        #expect(state.path.isEmpty)
        #expect(state.list.outbox.last == .notice(ListText.noMoreQuestions))
    }

    @Test("save with a row on a question sets the question's error that it has no rows")
    func saveWithARowOnAQuestion() {
        var state = state(path: [question(number: 1, id: 2)])

        let effect = reducer.reduce(&state, .command(.save(row: 2)))

        #expect(state[question: 1]?.outbox.last == .error(SaveText.onAQuestion(saving: true)))
        #expect(steps(effect).isEmpty)
    }

    @Test("user on the list sets the list's error that it is a question's command")
    func userOnTheList() {
        var state = state()

        _ = reducer.reduce(&state, .command(.user))

        #expect(state.list.outbox.last == .failed(.userOffAQuestion))
    }

    @Test("the list appears once: its appearing again, after a command made it appear, loads nothing")
    func appearsOnce() {
        var state = state()

        let effect = reducer.reduce(&state, .listAppeared)

        #expect(state.list.loading == nil)
        #expect(steps(effect).isEmpty)
    }
}
