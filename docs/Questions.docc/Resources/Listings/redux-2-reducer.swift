/// Opens the question on `row` of the list, replacing (and cancelling the load of) any question open;
/// or says there is no such row, on the screen on top (the question it was typed on, if any), and
/// nothing else changes.
func openQuestion(atRow row: Int, in state: inout ReduxQuestionsState) -> ReduxQuestionsEffect {
    guard let question = state.list.questions.question(atRow: row) else {
        state.queue(ListText.noSuchRow(row), isError: true, on: state.screenOnTop)
        return .none
    }
    let site = state.list.questions.query.site
    return push(above: nil, in: &state) {
        .question(ReduxQuestionState(number: $0, id: question.id, site: site))
    }
}
