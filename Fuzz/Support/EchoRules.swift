import TerminalUI
import TextFront

/// The promise of every message that quotes what the user typed: safe, and
/// bounded whatever the length of the input.
enum EchoRules {
    /// The longest message, in columns: the longest sentence around a quote, and the quote itself.
    static let maximumWidth = 120 + InputEcho.maximumWidth
    /// The most scalars a message holds.
    static let maximumScalars = 120 + InputEcho.maximumScalars

    /// Stops the run unless `message` is safe to show and bounded.
    static func require(_ message: String, in context: String) {
        ScreenRules.requireSafe(message, in: context)
        let width = DisplayWidth.of(message)
        let scalars = message.unicodeScalars.count
        if width > maximumWidth || scalars > maximumScalars {
            violated("\(context) of \(width) columns and \(scalars) scalars: \(message.debugDescription)")
        }
    }
}
