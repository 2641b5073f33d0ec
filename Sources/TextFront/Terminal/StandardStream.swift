#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes whole lines and prompts to a file descriptor, and hands any failure to write to its owner.
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

    private let descriptor: Int32
    private let onFailure: @MainActor (Failure) -> Void

    /// A stream writing to `descriptor`, which calls `onFailure` when a write
    /// fails; the rest of that write is dropped.
    public init(descriptor: Int32, onFailure: @escaping @MainActor (Failure) -> Void) {
        self.descriptor = descriptor
        self.onFailure = onFailure
    }

    /// Standard output.
    public static func output(onFailure: @escaping @MainActor (Failure) -> Void) -> StandardStream {
        StandardStream(descriptor: STDOUT_FILENO, onFailure: onFailure)
    }

    /// Standard error.
    public static func error(onFailure: @escaping @MainActor (Failure) -> Void) -> StandardStream {
        StandardStream(descriptor: STDERR_FILENO, onFailure: onFailure)
    }

    /// Turns the broken-pipe signal into an EPIPE error the writes can see.
    public static func ignoreBrokenPipeSignal() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// Writes `line` and a newline.
    public func writeLine(_ line: String) {
        write(line + "\n")
    }

    /// Writes `prompt` with no newline.
    public func writePrompt(_ prompt: String) {
        write(prompt)
    }

    /// Writes all of `text`, unbuffered, so output and prompts appear in order.
    private func write(_ text: String) {
        var bytes = Array(text.utf8)[...]
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
