#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes whole lines and prompts to a file descriptor, and hands any failure to write to its owner.
///
/// Standard output is buffered: a screen goes out in a few large writes
/// rather than one system call a line. The buffer is flushed whenever the
/// program is about to wait (a prompt, reading a command, a slow fetch), at
/// exit, and whenever it holds `bufferLimit` bytes. Standard error is written
/// at once, line by line, as a report of trouble should be.
///
/// What a failure means is the program's decision, not the stream's: when
/// output is piped into a program that stops reading (`| head`) the write
/// fails with EPIPE, and a Unix filter then ends quietly with status 0; any
/// other error (a full disk, `> /dev/full`, a vanished terminal) is worth a
/// message and a non-zero status, as command-line tools give. SIGPIPE must
/// be ignored for EPIPE to reach the stream (see `ignoreBrokenPipeSignal`).
@MainActor
public final class StandardStream: Console {
    /// Why a write failed.
    public enum Failure: Error, Hashable, Sendable {
        /// The reader went away (EPIPE).
        case readerGone
        /// Any other error, by its `errno`.
        case failed(errno: Int32)

        /// The system's words for the error, for a message on standard error.
        public var reason: String {
            switch self {
            case .readerGone: String(cString: strerror(EPIPE))
            case .failed(let code): String(cString: strerror(code))
            }
        }
    }

    /// The most bytes kept before they are written, whatever the screen.
    public static let bufferLimit = 64 << 10

    private let descriptor: Int32
    private let isBuffered: Bool
    private let onFailure: @MainActor (Failure) -> Void
    private var buffer: [UInt8] = []

    /// A stream writing to `descriptor`, buffered until `flush()` when `isBuffered`, which calls
    /// `onFailure` when a write fails; the rest of that write is dropped.
    public init(descriptor: Int32, isBuffered: Bool, onFailure: @escaping @MainActor (Failure) -> Void) {
        self.descriptor = descriptor
        self.isBuffered = isBuffered
        self.onFailure = onFailure
    }

    /// Standard output, buffered until `flush()`.
    public static func output(onFailure: @escaping @MainActor (Failure) -> Void) -> StandardStream {
        StandardStream(descriptor: STDOUT_FILENO, isBuffered: true, onFailure: onFailure)
    }

    /// Standard error, written at once.
    public static func error(onFailure: @escaping @MainActor (Failure) -> Void) -> StandardStream {
        StandardStream(descriptor: STDERR_FILENO, isBuffered: false, onFailure: onFailure)
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
        let bytes = buffer
        buffer.removeAll(keepingCapacity: true)
        write(bytes)
    }

    /// Writes all of `text` in order, or reports why it could not.
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
            } else {
                // A write of 0 bytes for a non-empty buffer makes no progress: as bad as an error.
                let code = written < 0 ? errno : EIO
                onFailure(code == EPIPE ? .readerGone : .failed(errno: code))
                return
            }
        }
    }
}

#if canImport(Glibc)
    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    private let systemWrite = Darwin.write
#endif
