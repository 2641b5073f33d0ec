import ScreenFront
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The key reader over pipes: bytes in, keys out on the stream, with the wake pipe's signals beside them.
/// The Escape delay is the reader's own clock: the test waits on the stream, never sleeps.
@Suite("Terminal key reader", .timeLimit(.minutes(1)))
struct TerminalKeysTests {
    /// Pipes standing in for the terminal and the wake pipe, closed by `end` once the reader has ended: a
    /// descriptor closed under a reader that still polls it could be another test's by then. (Closed by
    /// hand, not in a deinit, which could run as soon as a test last touches the pipes.)
    private final class Pipes {
        let input: (read: Int32, write: Int32)
        let wake: (read: Int32, write: Int32)

        init() throws {
            var ends: [Int32] = [0, 0, 0, 0]
            try #require(pipe(&ends[0]) == 0)
            try #require(pipe(&ends[2]) == 0)
            input = (ends[0], ends[1])
            wake = (ends[2], ends[3])
            open = Set(ends)
        }

        func type(_ text: String) {
            let bytes = Array(text.utf8)
            _ = bytes.withUnsafeBytes { write(input.write, $0.baseAddress, $0.count) }
        }

        func signal(_ byte: Unicode.Scalar) {
            var value = UInt8(ascii: byte)
            _ = write(wake.write, &value, 1)
        }

        /// The descriptors not closed yet.
        private var open: Set<Int32>

        /// Closes one end, once.
        func close(_ descriptor: Int32) {
            guard open.remove(descriptor) != nil else { return }
            _ = closeDescriptor(descriptor)
        }

        /// Closes every end still open.
        func closeAll() {
            open.forEach(close)
        }
    }

    /// Stops the reader, reads to the end of its stream, then closes the pipes.
    private func end(
        _ keys: TerminalKeys, _ events: inout AsyncStream<TerminalInput>.Iterator, closing pipes: Pipes
    ) async {
        keys.stop()
        while await events.next() != nil {}
        pipes.closeAll()
    }

    @Test("hands on the keys of one read in the order typed")
    func keysInOrder() async throws {
        let pipes = try Pipes()
        let keys = TerminalKeys(input: pipes.input.read, wake: pipes.wake.read)
        var events = keys.events.makeAsyncIterator()

        pipes.type("j\u{1B}[Bq")

        let event = await events.next()
        #expect(event == .keys([.character("j"), .navigation(.down), .character("q")]))
        await end(keys, &events, closing: pipes)
    }

    @Test("reads a lone Escape as Esc once the terminal has been quiet")
    func loneEscape() async throws {
        let pipes = try Pipes()
        let keys = TerminalKeys(input: pipes.input.read, wake: pipes.wake.read)
        var events = keys.events.makeAsyncIterator()

        pipes.type("\u{1B}")

        let event = await events.next()
        #expect(event == .keys([.escape]))
        await end(keys, &events, closing: pipes)
    }

    @Test("hands on a resize and a continue from the wake pipe")
    func wakeBytes() async throws {
        let pipes = try Pipes()
        let keys = TerminalKeys(input: pipes.input.read, wake: pipes.wake.read)
        var events = keys.events.makeAsyncIterator()

        pipes.signal("w")
        let resized = await events.next()
        #expect(resized == .resized)
        pipes.signal("c")
        let continued = await events.next()
        #expect(continued == .continued)
        await end(keys, &events, closing: pipes)
    }

    @Test("ends the stream when input ends")
    func endOfInput() async throws {
        let pipes = try Pipes()
        let keys = TerminalKeys(input: pipes.input.read, wake: pipes.wake.read)
        var events = keys.events.makeAsyncIterator()

        pipes.close(pipes.input.write)

        let last = await events.next()
        let afterLast = await events.next()
        #expect(last == .end)
        #expect(afterLast == nil)
        pipes.closeAll()
    }

    @Test("ends the stream when stopped")
    func stopped() async throws {
        let pipes = try Pipes()
        let keys = TerminalKeys(input: pipes.input.read, wake: pipes.wake.read)
        var events = keys.events.makeAsyncIterator()

        keys.stop()

        let last = await events.next()
        let afterLast = await events.next()
        #expect(last == .end)
        #expect(afterLast == nil)
        pipes.closeAll()
    }
}

#if canImport(Glibc)
    private let closeDescriptor = Glibc.close
#elseif canImport(Darwin)
    private let closeDescriptor = Darwin.close
#endif
