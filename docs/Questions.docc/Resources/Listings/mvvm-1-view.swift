/// Passes `event` on to the view model as its input, and takes it.
public func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
    viewModel.forward(event, isFirstResponder: isFirstResponder)
}
