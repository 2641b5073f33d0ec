/// `open N`: passes the row to the view model, which decides.
public func openQuestion(atRow number: Int) { viewModel.openQuestion(atRow: number) }
