/// Where commands come from, one line at a time.
@MainActor
protocol LineInput: AnyObject {
    /// The next line without its newline, or `nil` at the end of input.
    func nextLine() -> String?
}

/// Reads commands from standard input.
@MainActor
final class StandardInput: LineInput {
    func nextLine() -> String? {
        readLine(strippingNewline: true)
    }
}
