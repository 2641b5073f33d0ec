#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes to standard output or standard error, and ends the program quietly when the reader goes away.
///
/// When output is piped into a program that stops reading (`| head`), the
/// write fails with EPIPE; the program then ends with status 0 and no message,
/// as Unix filters do. SIGPIPE must be ignored for that (see `ignoreBrokenPipeSignal`).
@MainActor
public final class StandardStream: Console {
    private let descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    public static func output() -> StandardStream { StandardStream(descriptor: STDOUT_FILENO) }
    public static func error() -> StandardStream { StandardStream(descriptor: STDERR_FILENO) }

    /// Turns the broken-pipe signal into an EPIPE error the writes can see.
    public static func ignoreBrokenPipeSignal() {
        signal(SIGPIPE, SIG_IGN)
    }

    public func writeLine(_ line: String) {
        write(line + "\n")
    }

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
