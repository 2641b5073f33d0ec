/// Where the app writes: whole lines, and the prompt that waits on the same line.
@MainActor
public protocol Console: AnyObject {
    /// Writes `line` and a newline.
    func writeLine(_ line: String)
    /// Writes `prompt` with no newline, for a person typing after it.
    func writePrompt(_ prompt: String)
}
