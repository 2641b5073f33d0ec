import ScreenFront
import ScreenTestSupport
import Testing

/// `text`'s Unicode scalars: what a check of text on screen compares, never `Character`s.
private func scalars(_ text: String) -> [Unicode.Scalar] { Array(text.unicodeScalars) }

/// A frame's grid: clusters placed at their display width, clipped, and nothing that could move the
/// terminal's cursor. Text is read back as clusters, never as `Character` equality on screen columns.
@Suite("Frame")
struct FrameTests {
    @Test("places clusters at their display width, a two-column one taking two cells")
    func placesByWidth() {
        var frame = Frame(width: 6, height: 1)

        let end = frame.put("a漢b", row: 0, column: 0)

        #expect(end == 4)
        #expect(scalars(frame[0, 1].text) == scalars("漢"))
        #expect(frame[0, 1].width == 2)
        #expect(frame[0, 2].width == 0)
        #expect(scalars(frame[0, 3].text) == scalars("b"))
    }

    @Test("puts a space where a two-column cluster does not fit the last column, and clips the rest")
    func wideClusterAtTheEdge() {
        var frame = Frame(width: 4, height: 1)

        frame.put("abc漢d", row: 0, column: 0)

        #expect(scalars(frame.text(ofRow: 0)) == scalars("abc "))
    }

    /// Guards the first `continue` of `put`: a control character, an Escape above all, never enters a frame.
    @Test("drops what takes no column, an Escape and a control character among it")
    func dropsControls() {
        var frame = Frame(width: 8, height: 1)

        frame.put("a\u{1B}[2Jb\u{07}c", row: 0, column: 0)

        #expect(frame.text(ofRow: 0).unicodeScalars.allSatisfy { $0.value >= 0x20 })
        #expect(scalars(frame.text(ofRow: 0)).starts(with: scalars("a[2Jbc")))
    }

    @Test("marks a line clipped at the last column, and leaves a line that fits as it is")
    func clippedWithAMarker() {
        var frame = Frame(width: 6, height: 2)

        frame.putClipped("let x = 1", row: 0, column: 0)
        frame.putClipped("fits", row: 1, column: 0)

        #expect(scalars(frame.text(ofRow: 0)) == scalars("let x›"))
        #expect(scalars(frame.text(ofRow: 1)) == scalars("fits  "))
    }

    @Test("blanks the other half of a two-column cluster that a narrow one overwrites")
    func overwritingHalfAWideCluster() {
        var frame = Frame(width: 4, height: 1)
        frame.put("漢漢", row: 0, column: 0)

        frame.put("x", row: 0, column: 1)

        #expect(scalars(frame.text(ofRow: 0)) == scalars(" x漢"))
    }
}

/// The writer against a virtual terminal: what it writes makes the terminal show the frame, first whole,
/// then by its changed cells alone.
@Suite("Frame writer")
struct FrameWriterTests {
    /// A list-like frame of `rows` lines, row `selected` in reverse video.
    private func list(width: Int = 40, height: Int = 10, selected: Int) -> Frame {
        var frame = Frame(width: width, height: height)
        for row in 0..<height {
            let style = CellStyle(isReverse: row == selected)
            frame.clear(row: row, style: style)
            frame.put(" \(row + 1). A question about row \(row + 1)", row: row, column: 0, style: style)
        }
        return frame
    }

    private func shows(_ terminal: VirtualTerminal, _ frame: Frame) -> Bool {
        (0..<frame.height).allSatisfy { row in
            scalars(terminal.text(ofRow: row)) == scalars(frame.text(ofRow: row))
                && (0..<frame.width).allSatisfy {
                    terminal.style(row: row, column: $0) == frame[row, $0].style
                }
        }
    }

    @Test("makes the terminal show the first frame, whole")
    func firstFrame() {
        var writer = FrameWriter()
        var terminal = VirtualTerminal(width: 40, height: 10)
        let frame = list(selected: 2)

        terminal.feed(writer.bytes(for: frame))

        #expect(shows(terminal, frame))
    }

    @Test("writes nothing for a frame that did not change")
    func unchangedFrame() {
        var writer = FrameWriter()
        let frame = list(selected: 2)
        _ = writer.bytes(for: frame)

        #expect(writer.bytes(for: frame).isEmpty)
    }

    @Test("moves the selection by writing about the two rows that changed, a small share of the whole")
    func selectionMove() {
        var writer = FrameWriter()
        var terminal = VirtualTerminal(width: 40, height: 10)
        let whole = writer.bytes(for: list(selected: 2))
        terminal.feed(whole)

        let moved = writer.bytes(for: list(selected: 3))
        terminal.feed(moved)

        #expect(shows(terminal, list(selected: 3)))
        #expect(
            moved.count * 3 < whole.count, "\(moved.count) bytes to move the selection, \(whole.count) whole")
    }

    @Test(
        "places the cell after an emoji with an absolute cursor move, so a terminal's other width cannot shift it"
    )
    func afterAnEmoji() {
        var writer = FrameWriter()
        var frame = Frame(width: 10, height: 1)
        frame.put("😀ab", row: 0, column: 0)

        let bytes = writer.bytes(for: frame)

        #expect(bytes.firstRange(of: Array("😀\u{1B}[1;3Ha".utf8)) != nil)
    }

    @Test("shows the cursor where the frame has it, placed again after the cells written, and hides it after")
    func cursor() {
        var writer = FrameWriter()
        var terminal = VirtualTerminal(width: 20, height: 3)
        terminal.feed(writer.bytes(for: Frame(width: 20, height: 3)))
        var typing = Frame(width: 20, height: 3)
        typing.put(":open 3", row: 2, column: 0)
        typing.cursor = (row: 2, column: 7)

        terminal.feed(writer.bytes(for: typing))
        let shownAt = terminal.cursor
        let shown = terminal.isCursorShown
        terminal.feed(writer.bytes(for: Frame(width: 20, height: 3)))

        #expect(shown)
        #expect(shownAt == (row: 2, column: 7))
        #expect(!terminal.isCursorShown)
    }

    /// A frame of distinct lines, "line N" for each N of `lines` from row 1, between a fixed top and
    /// bottom line, as a list or a text scrolled to `lines.first` draws it.
    private func scrolled(_ lines: Range<Int>, width: Int = 40, height: Int = 12) -> Frame {
        var frame = Frame(width: width, height: height)
        frame.put("Top questions", row: 0, column: 0)
        for (row, number) in zip(1..<(height - 1), lines) {
            frame.put("line \(number): a question's text on its own line", row: row, column: 0)
        }
        frame.put("30 questions shown", row: height - 1, column: 0)
        return frame
    }

    @Test("scrolls the terminal when the rows moved up together, and writes only the rows uncovered")
    func scrollsUp() {
        var writer = FrameWriter()
        var terminal = VirtualTerminal(width: 40, height: 12)
        let whole = writer.bytes(for: scrolled(0..<10))
        terminal.feed(whole)

        let moved = writer.bytes(for: scrolled(3..<13))
        terminal.feed(moved)

        #expect(shows(terminal, scrolled(3..<13)))
        #expect(terminal.scrolls == 1)
        #expect(
            moved.count * 3 < whole.count,
            "\(moved.count) bytes to scroll by three rows, \(whole.count) whole")
    }

    @Test("scrolls the terminal down when the rows moved down together")
    func scrollsDown() {
        var writer = FrameWriter()
        var terminal = VirtualTerminal(width: 40, height: 12)
        terminal.feed(writer.bytes(for: scrolled(5..<15)))

        terminal.feed(writer.bytes(for: scrolled(4..<14)))

        #expect(shows(terminal, scrolled(4..<14)))
        #expect(terminal.scrolls == 1)
    }

    /// Guards `changed.count >= 3` in `FrameWriter.scroll(from:to:)`: a selection's move is two rows
    /// written where they are.
    @Test("writes a move of the selection in place, without scrolling")
    func selectionMoveDoesNotScroll() {
        var writer = FrameWriter()
        var terminal = VirtualTerminal(width: 40, height: 10)
        terminal.feed(writer.bytes(for: list(selected: 2)))

        terminal.feed(writer.bytes(for: list(selected: 3)))

        #expect(terminal.scrolls == 0)
    }

    @Test("leaves the terminal showing each frame of a run of random scrolls and edits")
    func randomScrollsAndEdits() {
        var writer = FrameWriter()
        var terminal = VirtualTerminal(width: 30, height: 9)
        var generator = SeededGenerator(seed: 7)
        var top = 0
        for step in 0..<200 {
            top = max(0, top + Int.random(in: -4...4, using: &generator))
            var frame = scrolled(top..<(top + 7), width: 30, height: 9)
            if step % 3 == 0 {
                let row = Int.random(in: 0..<9, using: &generator)
                frame.clear(row: row, style: CellStyle(isReverse: true))
                frame.put("edited \(step)", row: row, column: 2, style: CellStyle(isReverse: true))
            }

            terminal.feed(writer.bytes(for: frame))

            #expect(shows(terminal, frame), "after step \(step)")
        }
        #expect(terminal.scrolls > 0)
    }

    @Test("draws the whole frame again once told the terminal was cleared behind it")
    func forget() {
        var writer = FrameWriter()
        var terminal = VirtualTerminal(width: 40, height: 10)
        let frame = list(selected: 1)
        terminal.feed(writer.bytes(for: frame))
        writer.forget()

        var fresh = VirtualTerminal(width: 40, height: 10)
        fresh.feed(writer.bytes(for: frame))

        #expect(shows(fresh, frame))
    }
}

/// SplitMix64, so that a random run is the same every time.
private struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
