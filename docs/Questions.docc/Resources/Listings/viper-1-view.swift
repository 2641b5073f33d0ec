/// `open N`, passed on undecided.
public func openQuestion(atRow number: Int) { eventHandler.didRequestOpenQuestion(atRow: number) }
