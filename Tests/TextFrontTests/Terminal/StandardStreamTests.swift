import Testing
import TextFront

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@MainActor
@Suite("Standard stream")
struct StandardStreamTests {
    /// Linux's `/dev/full` takes the open and refuses every write with ENOSPC, as a full disk does; macOS
    /// has no such device, so the test runs where it is.
    @Test(
        "hands a failed write to its owner with the system's error, rather than dropping it",
        .enabled(if: access("/dev/full", W_OK) == 0, "needs /dev/full, which Linux has"))
    func reportsAWriteError() throws {
        let descriptor = open("/dev/full", O_WRONLY)
        try #require(descriptor >= 0, "this test needs /dev/full")
        defer { close(descriptor) }
        var failures: [StandardStream.Failure] = []
        let stream = StandardStream(descriptor: descriptor, isBuffered: false) { failures.append($0) }

        stream.writeLine("lost")

        #expect(failures == [.failed(errno: ENOSPC)])
        #expect(failures.first?.reason == String(cString: strerror(ENOSPC)))
    }

    @Test("tells its owner that the reader went away when the pipe's other end is closed")
    func reportsAClosedPipe() throws {
        // The app ignores SIGPIPE when it starts; so must the test, or the write would end the test process.
        StandardStream.ignoreBrokenPipeSignal()
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        close(ends[0])
        defer { close(ends[1]) }
        var failures: [StandardStream.Failure] = []
        let stream = StandardStream(descriptor: ends[1], isBuffered: false) { failures.append($0) }

        stream.writePrompt("list> ")

        #expect(failures == [.readerGone])
    }

    @Test("writes buffered lines with the prompt that follows them, and reports nothing when writes succeed")
    func writesLinesAndPrompts() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        var failures: [StandardStream.Failure] = []
        let stream = StandardStream(descriptor: ends[1], isBuffered: true) { failures.append($0) }

        stream.writeLine("one")
        stream.writePrompt("list> ")
        close(ends[1])

        var buffer = [UInt8](repeating: 0, count: 64)
        let count = read(ends[0], &buffer, buffer.count)
        #expect(String(decoding: buffer.prefix(max(0, count)), as: UTF8.self) == "one\nlist> ")
        #expect(failures.isEmpty)
    }
}
