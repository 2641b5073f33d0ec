/// Where the app writes: whole lines, and the prompt that waits on the same line.
@MainActor
public protocol Console: AnyObject {
    /// Writes `line` and a newline.
    func writeLine(_ line: String)
    /// Writes `prompt` with no newline, for a person typing after it.
    func writePrompt(_ prompt: String)
    /// Sends on whatever is held back, before the program waits: for input, or for a slow fetch.
    func flush()
}

extension Console {
    /// Nothing is held back by a console that writes each line as it comes.
    public func flush() {}
}
