import Entities
import ScreenFront
import Testing

/// A question's scroll as its view keeps it: lines, pages and ends at the size it last drew, back inside
/// the text after a resize, and the command line's events left to their owner.
@Suite("Text viewport")
struct TextViewportTests {
    @Test("scrolls a line, a page of the last layout's height, and to either end")
    func scrolls() {
        var viewport = TextViewport()
        viewport.layOut(lineCount: 100, width: 80, height: 10)

        _ = viewport.scroll(for: .move(rows: 3), lineCount: 100)
        let afterLines = viewport.scroll.top
        _ = viewport.scroll(for: .page(pages: 2), lineCount: 100)
        let afterPages = viewport.scroll.top
        _ = viewport.scroll(for: .moveToLast, lineCount: 100)
        let atEnd = viewport.scroll.top
        _ = viewport.scroll(for: .moveToFirst, lineCount: 100)

        #expect(afterLines == 3)
        #expect(afterPages == 23)
        #expect(atEnd == 90)
        #expect(viewport.scroll.top == 0)
    }

    @Test("leaves an event that does not scroll alone, and says so")
    func otherEvents() {
        var viewport = TextViewport()

        let toggled = viewport.scroll(for: .toggleSave, lineCount: 100)
        let closed = viewport.scroll(for: .closeCommandLine, lineCount: 100)

        #expect(!toggled)
        #expect(!closed)
        #expect(viewport.scroll.top == 0)
    }

    @Test("scrolls back so that the last line is at the bottom when a taller screen leaves it past the end")
    func resize() {
        var viewport = TextViewport()
        viewport.layOut(lineCount: 30, width: 80, height: 10)
        _ = viewport.scroll(for: .moveToLast, lineCount: 30)

        viewport.layOut(lineCount: 30, width: 80, height: 25)

        #expect(viewport.scroll.top == 5)
    }

    @Test("the command line takes its own events and no other")
    func commandLineTakes() {
        var line: CommandLineText?

        let opened = line.take(.openCommandLine(CommandLineText(prompt: ":")))
        let typed = line.take(.editCommandLine(.insert("more")))
        let moved = line.take(.move(rows: 1))
        let text = line?.text
        let closed = line.take(.closeCommandLine)

        #expect(opened && typed && closed && !moved)
        #expect(text.map { Array($0.unicodeScalars) } == Array("more".unicodeScalars))
        #expect(line == nil)
    }
}
