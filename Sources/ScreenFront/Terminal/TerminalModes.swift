/// The few sequences the screen front writes to take the terminal and to give it back: xterm's and
/// ECMA-48's, with no terminfo.
public enum TerminalModes {
    /// The alternate screen, the cursor hidden, autowrap off, bracketed paste on.
    public static let enter = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[?2004h"
    /// Every mode of `enter` undone, in the reverse order, and the style reset: the scroll region reset
    /// (a frame that scrolls sets one and resets it in the same write, which a signal may cut), bracketed
    /// paste off, autowrap on, the cursor shown, the normal screen.
    public static let restore = "\u{1B}[r\u{1B}[?2004l\u{1B}[?7h\u{1B}[?25h\u{1B}[0m\u{1B}[?1049l"
}
