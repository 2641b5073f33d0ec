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
/// the port is free again once it goes. Its socket must not set
/// `SO_REUSEADDR`, which `LoopbackHTTPServer`'s sets: Linux lets two sockets
/// that both set it bind one port.
public final class RefusedLoopbackPort: Sendable {
    /// The port that refuses connections.
    public let port: Int

    private let descriptor: Int32

    /// Reserves a free port on 127.0.0.1 without listening on it.
    public init() throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw LoopbackHTTPServer.ServerError.cannotListen("socket() failed") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0
            }
        }
        guard bound else {
            close(descriptor)
            throw LoopbackHTTPServer.ServerError.cannotListen("no free port to hold")
        }
        self.descriptor = descriptor
        self.port = Int(UInt16(bigEndian: address.sin_port))
    }

    deinit {
        close(descriptor)
    }

    /// `http://127.0.0.1:PORT` followed by `path`.
    public func url(_ path: String = "") -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)") ?? URL(fileURLWithPath: "/")
    }
}
