/// Where commands come from, one line at a time.
@MainActor
public protocol LineInput: AnyObject {
    /// The next line without its newline, or `nil` at the end of input.
    func nextLine() -> String?
}

/// Reads commands from standard input.
@MainActor
public final class StandardInput: LineInput {
    /// Input from the process's standard input.
    public init() {}

    /// The next line of standard input without its newline, or `nil` at the end of input.
    public func nextLine() -> String? {
        readLine(strippingNewline: true)
    }
}
