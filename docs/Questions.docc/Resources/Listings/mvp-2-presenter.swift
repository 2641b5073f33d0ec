/// `open N`: asks the navigator for the question on row `number`, or says there is no such row.
public func openQuestion(atRow number: Int) {
    guard let question = list.question(atRow: number) else {
        view?.showError(ListText.noSuchRow(number))
        return
    }
    navigator.showQuestion(id: question.id, site: list.query.site)
}
