/// Passes `event` on to the presenter, and takes it.
public func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
    presenter.forward(event, isFirstResponder: isFirstResponder)
}
