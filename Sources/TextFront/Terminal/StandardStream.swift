#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes to standard output or standard error, and ends the program quietly when the reader goes away.
///
/// Standard output is buffered: a screen goes out in a few large writes
/// rather than one system call a line. The buffer is flushed whenever the
/// program is about to wait (a prompt, reading a command, a slow fetch), at
/// exit, and whenever it holds `bufferLimit` bytes. Standard error is written
/// at once, line by line, as a report of trouble should be.
///
/// When output is piped into a program that stops reading (`| head`), the
/// write fails with EPIPE; the program then ends with status 0 and no message,
/// as Unix filters do. SIGPIPE must be ignored for that (see `ignoreBrokenPipeSignal`).
@MainActor
public final class StandardStream: Console {
    /// The most bytes kept before they are written, whatever the screen.
    public static let bufferLimit = 64 << 10

    private let descriptor: Int32
    private let isBuffered: Bool
    private var buffer: [UInt8] = []

    private init(descriptor: Int32, isBuffered: Bool) {
        self.descriptor = descriptor
        self.isBuffered = isBuffered
    }

    /// Standard output, buffered until `flush()`.
    public static func output() -> StandardStream {
        StandardStream(descriptor: STDOUT_FILENO, isBuffered: true)
    }
    /// Standard error, written at once.
    public static func error() -> StandardStream {
        StandardStream(descriptor: STDERR_FILENO, isBuffered: false)
    }

    /// Turns the broken-pipe signal into an EPIPE error the writes can see.
    public static func ignoreBrokenPipeSignal() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// Adds `line` and a newline to the screen's buffer, written out when it fills or is flushed.
    public func writeLine(_ line: String) {
        buffer += line.utf8
        buffer.append(UInt8(ascii: "\n"))
        if !isBuffered || buffer.count >= Self.bufferLimit { flush() }
    }

    /// Writes `prompt` and everything before it, since the program now waits for the user.
    public func writePrompt(_ prompt: String) {
        buffer += prompt.utf8
        flush()
    }

    /// Writes what the buffer holds.
    public func flush() {
        guard !buffer.isEmpty else { return }
        write(buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes all of `text` in order.
    private func write(_ text: [UInt8]) {
        var bytes = text[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress, buffer.count)
            }
            if written > 0 {
                bytes = bytes.dropFirst(written)
            } else if written < 0 && errno == EINTR {
                continue
            } else if written < 0 && errno == EPIPE {
                exit(0)
            } else {
                return  // Nowhere left to report a failing terminal; drop the line.
            }
        }
    }
}

#if canImport(Glibc)
    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    private let systemWrite = Darwin.write
#endif
