import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A port on 127.0.0.1 where nothing listens, kept so for as long as this value lives: a connection to it is refused.
///
/// Tests of "the server is not there" need an address that refuses. A
/// server's port after `stop()` is not one: the system may hand the freed
/// port to the next server a parallel test starts, and the request then gets
/// an answer. This holds the port with a socket that is bound but never
/// listens, so the system gives the port to nobody else, and a connection to
/// it is refused at once.
///
/// Keep the value alive until the request is done (`withExtendedLifetime`):
/// the port is free again once it goes. Its socket does not set
/// `SO_REUSEADDR` (see `LoopbackSocket`).
public final class RefusedLoopbackPort: Sendable {
    /// The port that refuses connections.
    public let port: Int

    private let descriptor: Int32

    /// Reserves a free port on 127.0.0.1 without listening on it.
    public init() throws {
        let (descriptor, port) = try LoopbackSocket.bound(port: 0, reusingAddress: false, listening: false)
        self.descriptor = descriptor
        self.port = port
    }

    deinit {
        close(descriptor)
    }

    /// `http://127.0.0.1:PORT` followed by `path`.
    public func url(_ path: String = "") -> URL {
        LoopbackSocket.url(port: port, path: path)
    }
}
