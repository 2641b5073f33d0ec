/// `open N`: sends the row; the reducer decides.
public func openQuestion(atRow number: Int) { store.send(.openQuestion(row: number)) }
