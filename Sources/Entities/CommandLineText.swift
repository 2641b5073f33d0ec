/// The line typed on the screen front after `:` or `/`: its prompt, its text, and the rules of editing
/// it (a character typed, a paste, Backspace, Ctrl-C).
///
/// The line front reads whole lines and has none. On the screen front each
/// shape keeps it where SPEC §8 says (the controller, the view, the store's
/// state); the rules are the same in all of them, so they live here, once.
/// Nothing that could move the terminal's cursor gets in: control
/// characters are dropped, and a paste ends at its first line break.
public struct CommandLineText: Hashable, Sendable {
    /// The character that opened the line and stays before it: `:` for a command, `/` for a search.
    public let prompt: Character
    /// What the user has typed after the prompt.
    public private(set) var text: String

    /// A line opened by `prompt`, with `text` already typed (`t` opens `:tag `).
    public init(prompt: Character, text: String = "") {
        self.prompt = prompt
        self.text = ""
        insert(text)
    }

    /// The line as the command parser reads it: a search keeps its `/` (`/WORDS`), a command does not.
    public var command: String { prompt == "/" ? "/" + text : text }

    /// Adds `typed` at the end: a character typed, or a paste, cut at its first line break, with control
    /// characters left out.
    public mutating func insert(_ typed: String) {
        let line = typed.prefix { $0 != "\n" && $0 != "\r" && $0 != "\r\n" }
        text += String(String.UnicodeScalarView(line.unicodeScalars.filter { !Self.isControl($0) }))
    }

    /// Backspace: removes the last character; returns false when there was none to remove.
    public mutating func deleteBackward() -> Bool {
        guard !text.isEmpty else { return false }
        text.removeLast()
        return true
    }

    /// Ctrl-C: clears what was typed, and leaves the line open.
    public mutating func clear() {
        text = ""
    }

    /// Whether `scalar` is a control or format character (an Escape, a bidirectional override), which
    /// never enters the line; the zero-width joiner of an emoji sequence does.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control: true
        case .format: scalar.value != 0x200D
        default: false
        }
    }
}

/// A change to the open command line.
public enum CommandLineEdit: Hashable, Sendable {
    /// Text typed or pasted at the end.
    case insert(String)
    /// Backspace.
    case deleteBackward
    /// Ctrl-C: what was typed is cleared.
    case clear
}

extension CommandLineText {
    /// Applies `edit`, as every owner of a typed line does: the rule is here, the choice to call it the
    /// owner's.
    public mutating func apply(_ edit: CommandLineEdit) {
        switch edit {
        case .insert(let text): insert(text)
        case .deleteBackward: _ = deleteBackward()
        case .clear: clear()
        }
    }
}
