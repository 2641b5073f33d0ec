/// `open N`: follows row `number`'s link; a row the page does not show has none.
public func openQuestion(atRow number: Int) {
    guard let question = question(atRow: number) else { return }
    showQuestion(id: question.id)
}
