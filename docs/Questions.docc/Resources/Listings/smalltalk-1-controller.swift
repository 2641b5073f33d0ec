/// `open N`: opens the question on row `number` above the list.
public func openQuestion(atRow number: Int) {
    takeControl()
    guard let question = model.question(atRow: number) else {
        return view.tell(.error(ListText.noSuchRow(number)))
    }
    showQuestion(id: question.id)
}
