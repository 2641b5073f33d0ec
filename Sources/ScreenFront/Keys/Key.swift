/// A key the user pressed, or text they pasted, as the screen front reads it from a terminal in raw mode.
///
/// The keys are the terminal's, not the app's: what `j`, Enter or PgDn
/// means is decided by the shape that takes it, as a command of the line
/// front is.
public enum Key: Hashable, Sendable {
    /// A character typed: a letter, a digit, a space, any printable cluster.
    case character(Character)
    /// Ctrl and a letter (`ctrl("c")` for Ctrl-C), in lowercase: raw mode delivers these as C0 bytes.
    case ctrl(Character)
    /// Enter (carriage return, or line feed).
    case enter
    /// Tab.
    case tab
    /// Backspace: 0x7F, or 0x08 on terminals that send Ctrl-H for it.
    case backspace
    /// Esc, alone: an Escape byte that no sequence followed in time.
    case escape
    /// An arrow, Home, End, PgUp, PgDn, Insert or Delete, with the modifiers held.
    case navigation(Navigation, Modifiers = [])
    /// A function key, F1 to F12.
    case function(Int)
    /// Text pasted while bracketed paste is on, as it came: the consumer decides what of it to keep.
    case paste(String)
}

extension Key {
    /// The keys that move or page, as terminals encode them in CSI and SS3 sequences.
    public enum Navigation: Hashable, Sendable {
        /// ↑.
        case up
        /// ↓.
        case down
        /// →.
        case right
        /// ←.
        case left
        /// Home.
        case home
        /// End.
        case end
        /// PgUp.
        case pageUp
        /// PgDn.
        case pageDown
        /// Insert.
        case insert
        /// Delete.
        case delete
    }

    /// The modifiers a CSI sequence's second parameter carries (`ESC[1;5A` is Ctrl-↑): its value less one,
    /// as bits.
    public struct Modifiers: OptionSet, Hashable, Sendable {
        /// The bits: shift 1, alt 2, ctrl 4.
        public let rawValue: Int

        /// Modifiers from their bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Shift.
        public static let shift = Modifiers(rawValue: 1)
        /// Alt, or Meta.
        public static let alt = Modifiers(rawValue: 2)
        /// Ctrl.
        public static let ctrl = Modifiers(rawValue: 4)
    }
}
