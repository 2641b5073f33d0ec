/// `open N`: asks the navigator for the question on row `number`, or says there is no such row.
///
/// Typed on the question above the list, it reads the list's rows, and
/// the new question takes the old one's place; beneath a question opened
/// from its URL, the list has no rows until it is shown, so it says so and
/// leaves the question (and its load) alone.
public func openQuestion(atRow number: Int) {
    guard navigator.listHasAppeared else {
        refuseOpening(ListText.notShownYet(number))
        return
    }
    supersedeLoads()
    guard let question = list.question(atRow: number) else {
        refuseOpening(ListText.noSuchRow(number))
        return
    }
    navigator.showQuestion(id: question.id, site: list.query.site)
}
