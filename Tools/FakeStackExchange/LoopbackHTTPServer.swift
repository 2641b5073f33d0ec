import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A small HTTP/1.1 server on 127.0.0.1, for tests and the fake API: one GET a connection, answered by a handler.
///
/// It exists so that the live client is tested over real HTTP, as the
/// network would carry it, rather than through a mock inside URLSession. It
/// listens on the loopback interface only, records every request, and stops
/// when told to or when released.
public final class LoopbackHTTPServer: Sendable {
    /// A request as received: the path and query of its target, and its headers (names lower-cased).
    public struct Request: Sendable, Hashable {
        /// The request target as sent, such as `/2.3/questions?site=stackoverflow`.
        public var target: String
        /// The headers, each name in lower case.
        public var headers: [String: String]

        /// A request for `target` with `headers`.
        public init(target: String, headers: [String: String]) {
            self.target = target
            self.headers = headers
        }

        /// The target's path, without the query.
        public var path: String { String(target.prefix { $0 != "?" }) }

        /// The query's parameters, percent-decoded.
        public var query: [String: String] {
            guard let components = URLComponents(string: target) else { return [:] }
            var result: [String: String] = [:]
            for item in components.queryItems ?? [] { result[item.name] = item.value ?? "" }
            return result
        }
    }

    /// A response to send: status, headers, body, and how long to wait before sending it.
    public struct Response: Sendable {
        /// The HTTP status code.
        public var status: Int
        /// The headers to send, in order.
        public var headers: [(String, String)]
        /// The body to send.
        public var body: Data
        /// Seconds to wait before answering, to test time limits.
        public var delay: TimeInterval
        /// A `Content-Length` to announce instead of the body's own, to send a response that breaks off.
        public var announcedLength: Int?
        /// Seconds to hold the request unanswered, waiting for the client to drop it; nil to answer.
        public var heldFor: TimeInterval?

        /// A response with `status` and `body`; the rest may be left out.
        public init(
            status: Int, headers: [(String, String)] = [], body: Data, delay: TimeInterval = 0,
            announcedLength: Int? = nil
        ) {
            self.status = status
            self.headers = headers
            self.body = body
            self.delay = delay
            self.announcedLength = announcedLength
        }

        /// Closes the connection without a word, as a crashing server would.
        public static let hangUp = Response(status: 0, body: Data())

        /// Answers nothing, and waits up to `seconds` for the client to drop the connection, which
        /// `dropped` then lists: the proof that a cancelled request is dropped, not merely ignored.
        public static func held(atMost seconds: TimeInterval = 20) -> Response {
            var response = Response(status: 0, body: Data())
            response.heldFor = seconds
            return response
        }
    }

    /// The port the server listens on.
    public let port: Int

    /// The socket work; the accept thread holds it, not the server, so that releasing the server stops it.
    private let listener: Listener

    /// Starts listening on 127.0.0.1 at `port` (0 picks a free one) and serving on a background thread.
    public init(port: Int = 0, handler: @escaping @Sendable (Request) -> Response) throws {
        let (descriptor, boundPort) = try LoopbackSocket.bound(
            port: port, reusingAddress: true, listening: true)
        self.port = boundPort
        let listener = Listener(descriptor: descriptor, handler: handler)
        self.listener = listener
        Thread { listener.acceptLoop() }.start()
    }

    deinit {
        listener.stop()
    }

    /// Why the server could not start.
    public enum ServerError: Error {
        /// The socket could not be opened, bound or listened on; the text says which step failed.
        case cannotListen(String)
    }

    /// `http://127.0.0.1:PORT` followed by `path`.
    public func url(_ path: String = "") -> URL {
        LoopbackSocket.url(port: port, path: path)
    }

    /// Every request received so far, in order.
    public var requests: [Request] { listener.requests }

    /// The held requests (`Response.held`) whose client dropped the connection, in order.
    public var dropped: [Request] { listener.dropped }

    /// Waits, on a thread of its own, until a held request has been dropped by its client, at most
    /// `seconds` (a bound on a hang, not a measure of speed); whether one was.
    public func waitForADrop(atMost seconds: Int = 20) async -> Bool {
        let listener = self.listener
        return await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: listener.waitForADrop(atMost: seconds)) }.start()
        }
    }

    /// Stops accepting connections; requests already being answered finish.
    public func stop() {
        listener.stop()
    }
}

/// The listening socket, its accept loop and the connections it serves.
private final class Listener: Sendable {
    private let descriptor: Int32
    private let handler: @Sendable (LoopbackHTTPServer.Request) -> LoopbackHTTPServer.Response
    private let received = Mutex([LoopbackHTTPServer.Request]())
    private let droppedRequests = Mutex([LoopbackHTTPServer.Request]())
    private let aDrop = DispatchSemaphore(value: 0)
    private let stopped = Atomic(false)

    init(
        descriptor: Int32,
        handler: @escaping @Sendable (LoopbackHTTPServer.Request) -> LoopbackHTTPServer.Response
    ) {
        self.descriptor = descriptor
        self.handler = handler
    }

    var requests: [LoopbackHTTPServer.Request] { received.withLock { $0 } }

    var dropped: [LoopbackHTTPServer.Request] { droppedRequests.withLock { $0 } }

    func waitForADrop(atMost seconds: Int) -> Bool {
        guard aDrop.wait(timeout: .now() + .seconds(seconds)) == .success else { return false }
        aDrop.signal()  // the drop stays seen for the next waiter
        return true
    }

    /// Stops the accept loop, which closes the socket as it leaves: closing it here could free its
    /// number for another server while the loop is about to accept on it. On Linux the shutdown wakes
    /// the loop at once; Darwin's does nothing to a listening socket, and the loop sees `stopped` within
    /// its next tenth of a second.
    func stop() {
        guard !stopped.exchange(true, ordering: .relaxed) else { return }
        shutdown(descriptor, Int32(SHUT_RDWR))
    }

    func acceptLoop() {
        defer { close(descriptor) }
        while !stopped.load(ordering: .relaxed) {
            // A connection, or a tenth of a second, whichever comes first, so that `stopped` is seen.
            var listening = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&listening, 1, 100) > 0 else { continue }
            guard !stopped.load(ordering: .relaxed) else { return }
            let connection = accept(descriptor, nil, nil)
            guard connection >= 0 else {
                // A connection dropped before it was accepted, or no descriptor free for a moment: go on.
                if [EINTR, ECONNABORTED].contains(errno) { continue }
                if [EMFILE, ENFILE].contains(errno) {
                    Thread.sleep(forTimeInterval: 0.01)
                    continue
                }
                return
            }
            LoopbackSocket.refuseSIGPIPE(on: connection)
            Thread { [self] in serve(connection) }.start()
        }
    }

    private func serve(_ connection: Int32) {
        defer { close(connection) }
        guard let request = readRequest(from: connection) else { return }
        received.withLock { $0.append(request) }
        let response = handler(request)
        if let seconds = response.heldFor {
            if Self.clientDrops(connection, within: seconds) {
                droppedRequests.withLock { $0.append(request) }
                aDrop.signal()
            }
            return
        }
        if response.delay > 0 { Thread.sleep(forTimeInterval: response.delay) }
        guard response.status != 0 else { return }
        write(response, to: connection)
    }

    /// Whether the client closes `connection` within `seconds`: it becomes readable with nothing to
    /// read. Polled a tenth of a second at a time, so the wait is bounded.
    private static func clientDrops(_ connection: Int32, within seconds: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        var byte: UInt8 = 0
        while Date() < deadline {
            var watched = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
            guard poll(&watched, 1, 100) > 0 else { continue }
            let count = recv(connection, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
            if count == 0 || (count < 0 && errno == ECONNRESET) { return true }
            if count > 0 {
                // The client sent more than its request; read it off and go on waiting.
                _ = recv(connection, &byte, 1, Int32(MSG_DONTWAIT))
            }
        }
        return false
    }

    /// Reads up to the blank line that ends a GET request's head; nil for anything unreadable.
    private func readRequest(from connection: Int32) -> LoopbackHTTPServer.Request? {
        var head = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        let end = Data("\r\n\r\n".utf8)
        while head.range(of: end) == nil, head.count < 65_536 {
            let count = read(connection, &buffer, buffer.count)
            guard count > 0 else { return nil }
            head.append(contentsOf: buffer[0..<count])
        }
        let lines = String(decoding: head, as: UTF8.self).components(separatedBy: "\r\n")
        let requestLine = lines.first?.split(separator: " ") ?? []
        guard requestLine.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].lowercased()
            headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return LoopbackHTTPServer.Request(target: String(requestLine[1]), headers: headers)
    }

    private func write(_ response: LoopbackHTTPServer.Response, to connection: Int32) {
        var head = "HTTP/1.1 \(response.status) \(Self.reason(response.status))\r\n"
        for (name, value) in response.headers { head += "\(name): \(value)\r\n" }
        head +=
            "Content-Length: \(response.announcedLength ?? response.body.count)\r\nConnection: close\r\n\r\n"
        var bytes = Data(head.utf8)
        bytes.append(response.body)
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let sent = send(
                    connection, raw.baseAddress?.advanced(by: offset), raw.count - offset,
                    LoopbackSocket.sendFlags)
                guard sent > 0 else { return }
                offset += sent
            }
        }
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 400: "Bad Request"
        case 404: "Not Found"
        case 500: "Internal Server Error"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        default: "Status"
        }
    }
}
