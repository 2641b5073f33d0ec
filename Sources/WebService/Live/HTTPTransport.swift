import Foundation

/// Sends one GET request and hands back the status and body: the only place the live service meets the network.
///
/// The live service receives one through its initialiser; the app passes a
/// `LibraryTransport` (URLSession, in a library opened only in live mode),
/// and nothing else is needed because the tests talk to a real HTTP server on
/// the loopback interface.
public protocol HTTPTransport: Sendable {
    /// The response to a GET of `url`, whatever its status; throws when none came back within `timeout` s,
    /// and `.cancelled`, having dropped the request, when the calling task is cancelled.
    func get(_ url: URL, timeout: TimeInterval) async throws(TransportError) -> HTTPResponse
}

/// A response as received: the status code and the (already decompressed) body.
public struct HTTPResponse: Sendable {
    /// The HTTP status code.
    public var status: Int
    /// The body, already decompressed.
    public var body: Data

    /// A response with the given status and body.
    public init(status: Int, body: Data) {
        self.status = status
        self.body = body
    }
}

/// Why no response came back at all.
public enum TransportError: Error, Hashable, Sendable {
    /// Nothing arrived within the time limit.
    case timedOut
    /// The host could not be reached; `detail` says how, in a few words.
    case unreachable(detail: String)
    /// Something came back that is not a whole, readable response; `detail` says what.
    case badResponse(detail: String)
    /// The task that asked was cancelled, and the request with it: its connection was dropped.
    case cancelled
}
