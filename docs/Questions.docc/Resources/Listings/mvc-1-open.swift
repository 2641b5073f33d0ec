/// `open N`: pushes a controller for the question on row `number`, or says there is no such row.
public func openQuestion(atRow number: Int) {
    guard let question = list.question(atRow: number) else {
        view.showError(ListText.noSuchRow(number))
        return
    }
    showQuestion(id: question.id)
}
