/// Opens the question on row `number`, or shows an error when there is no such row.
public func didRequestOpenQuestion(atRow number: Int) {
    guard let id = interactor.questionID(atRow: number) else {
        view?.showError(ListText.noSuchRow(number))
        return
    }
    router.openQuestion(id: id, site: interactor.site)
}
