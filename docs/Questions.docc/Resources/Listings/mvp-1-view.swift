/// `open N`: passes the row on; the presenter decides.
public func openQuestion(atRow number: Int) { presenter.openQuestion(atRow: number) }
