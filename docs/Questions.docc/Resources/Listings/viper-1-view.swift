/// Reports `event` to the presenter, and takes it.
public func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
    eventHandler.forward(event, isFirstResponder: isFirstResponder)
}
