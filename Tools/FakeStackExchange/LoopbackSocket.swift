import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A TCP socket bound to 127.0.0.1, the one piece of socket code the loopback server and the refused port
/// share.
enum LoopbackSocket {
    /// A socket bound to `port` on 127.0.0.1 (0 picks a free one), and the port it got.
    ///
    /// `reusingAddress` sets `SO_REUSEADDR`, so that a server restarted on a
    /// fixed port need not wait for the old connections to time out. A socket
    /// that holds a port against every other must not set it: Linux lets two
    /// sockets that both set it bind one port. With `listening`, it also
    /// listens, ready to accept.
    static func bound(port: Int, reusingAddress: Bool, listening: Bool) throws -> (
        descriptor: Int32, port: Int
    ) {
        guard (0...65_535).contains(port) else {
            throw LoopbackHTTPServer.ServerError.cannotListen("no port \(port)")
        }
        let descriptor = socket(AF_INET, streamType, 0)
        guard descriptor >= 0 else { throw LoopbackHTTPServer.ServerError.cannotListen("socket() failed") }
        if reusingAddress {
            var yes: Int32 = 1
            setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let isBound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0
            }
        }
        guard isBound, !listening || listen(descriptor, 16) == 0 else {
            close(descriptor)
            throw LoopbackHTTPServer.ServerError.cannotListen("port \(port) is not free")
        }
        return (descriptor, Int(UInt16(bigEndian: address.sin_port)))
    }

    /// `http://127.0.0.1:PORT` followed by `path`.
    static func url(port: Int, path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)") ?? URL(fileURLWithPath: "/")
    }

    #if canImport(Glibc)
        /// A stream socket's type. The types differ: glibc imports `SOCK_STREAM` as a case of the enum
        /// `__socket_type`, Darwin as an `Int32`.
        static let streamType = Int32(SOCK_STREAM.rawValue)
        /// The flags of every `send`: glibc refuses SIGPIPE per call (`MSG_NOSIGNAL`), so that a write to a
        /// client that left fails instead of ending the process.
        static let sendFlags = Int32(MSG_NOSIGNAL)
    #elseif canImport(Darwin)
        static let streamType = SOCK_STREAM
        /// Darwin has no `MSG_NOSIGNAL`: `refuseSIGPIPE(on:)` sets `SO_NOSIGPIPE` on the socket instead.
        static let sendFlags: Int32 = 0
    #endif

    /// Makes a write to `connection`, once its client has left, fail instead of raising SIGPIPE: on Darwin
    /// by the socket's `SO_NOSIGPIPE`; on glibc `sendFlags` does it per call.
    static func refuseSIGPIPE(on connection: Int32) {
        #if canImport(Glibc)
            _ = connection
        #elseif canImport(Darwin)
            var yes: Int32 = 1
            setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }
}
