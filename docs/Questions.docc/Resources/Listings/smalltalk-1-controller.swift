/// `open N`: opens the question on row `number` above the list, or says there is no such row: on the
/// question on top when it was typed there, else here.
public func openQuestion(atRow number: Int) {
    guard let question = model.question(atRow: number) else {
        return refuseOpening(ListText.noSuchRow(number))
    }
    takeControl()
    showQuestion(id: question.id)
}
