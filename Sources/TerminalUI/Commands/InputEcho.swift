import Markup

/// Makes what the user typed safe and short enough to quote back in a message.
///
/// Commands and option values are untrusted text, like titles from the
/// network: a pasted line can hold an escape sequence or a bidirectional
/// override, and a word can be a megabyte long. Every message that quotes the
/// user goes through here, so one rule decides what is shown.
public enum InputEcho {
    /// The most columns an echo takes, its `…` included.
    public static let maximumWidth = 40

    /// The most Unicode scalars an echo holds, its `…` included: combining
    /// marks take no column, and a pile of them must not pass for a short word.
    public static let maximumScalars = 80

    /// `input` as it can be quoted: every scalar that `TerminalText` removes
    /// from remote text (controls, ESC, bidirectional controls) shown as `?`,
    /// and cut to `maximumWidth` columns and `maximumScalars` scalars, ending
    /// in `…` when it was cut.
    ///
    /// A `?` shows that something was typed there, where removing it would
    /// quote a word that the user did not type.
    public static func printable(_ input: some StringProtocol) -> String {
        // Only the first scalars can be shown, so a huge input costs no more than a short one.
        let head = input.unicodeScalars.prefix(maximumScalars + 1)
        var visible = String.UnicodeScalarView()
        for scalar in head {
            visible.append(TerminalText.isUnsafe(scalar) ? "?" : scalar)
        }
        var kept: [Character] = []
        var width = 0
        var scalars = 0
        var isCut = false
        for character in String(visible) {
            let characterWidth = DisplayWidth.of(character)
            let characterScalars = character.unicodeScalars.count
            guard width + characterWidth <= maximumWidth, scalars + characterScalars <= maximumScalars else {
                isCut = true
                break
            }
            kept.append(character)
            width += characterWidth
            scalars += characterScalars
        }
        guard isCut else { return String(kept) }
        // Make room for the ellipsis, one column and one scalar.
        while let last = kept.last, width + 1 > maximumWidth || scalars + 1 > maximumScalars {
            kept.removeLast()
            width -= DisplayWidth.of(last)
            scalars -= last.unicodeScalars.count
        }
        return String(kept) + "…"
    }
}
