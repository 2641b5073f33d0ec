import Entities
import Testing

/// The screen front's typed line: what goes in, what a paste keeps, what Backspace and Ctrl-C do, and
/// the line the command parser reads. Text is compared by Unicode scalars.
@Suite("Command line text")
struct CommandLineTextTests {
    @Test("keeps what is typed after its prompt, and hands a command on without the prompt")
    func command() {
        var line = CommandLineText(prompt: ":")
        line.insert("sort ")
        line.insert("votes")

        #expect(Array(line.command.unicodeScalars) == Array("sort votes".unicodeScalars))
    }

    @Test("hands a search on with its slash, as the command parser reads `/WORDS`")
    func search() {
        var line = CommandLineText(prompt: "/")
        line.insert("swift json")

        #expect(Array(line.command.unicodeScalars) == Array("/swift json".unicodeScalars))
    }

    @Test("opens with text already typed, as `t` opens `:tag `")
    func openedWithText() {
        let line = CommandLineText(prompt: ":", text: "tag ")

        #expect(Array(line.text.unicodeScalars) == Array("tag ".unicodeScalars))
    }

    @Test("keeps a paste up to its first line break only")
    func pasteEndsAtALineBreak() {
        var line = CommandLineText(prompt: ":")
        line.insert("open 3\nquit\n")
        var carriage = CommandLineText(prompt: ":")
        carriage.insert("open 4\r\nq")

        #expect(Array(line.text.unicodeScalars) == Array("open 3".unicodeScalars))
        #expect(Array(carriage.text.unicodeScalars) == Array("open 4".unicodeScalars))
    }

    @Test("leaves out control characters, Escape and bidirectional controls, and keeps a ZWJ sequence")
    func controlsLeftOut() {
        var line = CommandLineText(prompt: "/")
        line.insert("a\u{1B}[2Jb\u{7}c\u{202E}d\u{9B}e👩\u{200D}💻")

        #expect(Array(line.text.unicodeScalars) == Array("a[2Jbcde👩\u{200D}💻".unicodeScalars))
    }

    @Test("deletes the last character with Backspace, and says when there was none")
    func backspace() {
        var line = CommandLineText(prompt: ":", text: "é👍")

        let first = line.deleteBackward()
        let afterFirst = line.text
        let second = line.deleteBackward()
        let third = line.deleteBackward()

        #expect(first)
        #expect(Array(afterFirst.unicodeScalars) == Array("é".unicodeScalars))
        #expect(second)
        #expect(!third)
    }

    @Test("clears what was typed with Ctrl-C, keeping its prompt")
    func clear() {
        var line = CommandLineText(prompt: "/", text: "swift")

        line.clear()

        #expect(line.text.isEmpty)
        #expect(line.prompt == "/")
    }
}
