#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a frame's bytes to the terminal in one go: whole, looping on partial writes and EINTR.
public struct TerminalOutput: Sendable {
    /// The file descriptor written to.
    public let descriptor: Int32

    /// Output to `descriptor`.
    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Writes all of `bytes`; returns false when the terminal would take no more (it has gone: SIGHUP
    /// follows).
    @discardableResult
    public func write(_ bytes: [UInt8]) -> Bool {
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress, buffer.count)
            }
            if result > 0 {
                written += result
            } else if result < 0 && errno == EINTR {
                continue
            } else {
                return false
            }
        }
        return true
    }
}

#if canImport(Glibc)
    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    private let systemWrite = Darwin.write
#endif
