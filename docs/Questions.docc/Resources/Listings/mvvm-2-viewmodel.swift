/// `open N`: asks navigation to open the question on row `number`, or says there is no such row.
public func openQuestion(atRow number: Int) {
    guard let question = list.question(atRow: number) else {
        update { state in state.error = nextMessage(ListText.noSuchRow(number)) }
        return
    }
    navigation.openQuestion(id: question.id, site: list.query.site)
}
