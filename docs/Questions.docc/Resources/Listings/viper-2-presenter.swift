/// Opens the question on row `number`, or shows an error when there is no such row.
///
/// Typed on the question above the list, it reads the list's rows, and
/// the new question takes the old one's place; beneath a question opened
/// from its URL, the list has no rows until it is shown, so it says so and
/// leaves the question (and its load) alone.
public func didRequestOpenQuestion(atRow number: Int) {
    guard router.listHasAppeared else {
        refuseOpening(ListText.notShownYet(number))
        return
    }
    supersedeLoads()
    guard let id = interactor.questionID(atRow: number) else {
        refuseOpening(ListText.noSuchRow(number))
        return
    }
    router.openQuestion(id: id, site: interactor.site)
}
