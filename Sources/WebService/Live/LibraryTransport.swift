import Foundation
import NetworkingABI

/// Sends requests through the live networking library: the `HTTPTransport` the app uses in live mode.
///
/// Each transport opens a session of the library's (an ephemeral URLSession,
/// so nothing is cached on disk) and closes it when released. A GET crosses
/// as a C call with a context pointer, and comes back through a C callback
/// that resumes the waiting task.
public final class LibraryTransport: HTTPTransport {
    private let library: LiveNetworkingLibrary
    private let session: Session

    /// A transport with a new session of `library`.
    public init(library: LiveNetworkingLibrary) {
        self.library = library
        self.session = Session(pointer: library.open())
    }

    deinit {
        library.close(session.pointer)
    }

    /// Sends GET `url` through the library and waits for its one callback, at most `timeout` seconds.
    public func get(_ url: URL, timeout: TimeInterval) async throws(TransportError) -> HTTPResponse {
        let library = self.library
        let session = self.session
        let result = await withCheckedContinuation { continuation in
            let context = Unmanaged.passRetained(Pending(continuation)).toOpaque()
            url.absoluteString.withCString { address in
                library.get(session.pointer, address, timeout, context) {
                    context, outcome, status, bytes, count in
                    guard let context else { return }
                    let pending = Unmanaged<Pending>.fromOpaque(context).takeRetainedValue()
                    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
                    pending.continuation.resume(returning: LibraryTransport.result(outcome, status, data))
                }
            }
        }
        return try result.get()
    }

    /// What the library reported, as the transport's own types.
    private static func result(_ outcome: QuestionsFetchOutcome, _ status: Int32, _ bytes: Data) -> Result<
        HTTPResponse, TransportError
    > {
        switch outcome {
        case .response: .success(HTTPResponse(status: Int(status), body: bytes))
        case .timedOut: .failure(.timedOut)
        case .unreachable: .failure(.unreachable(detail: String(decoding: bytes, as: UTF8.self)))
        case .badResponse: .failure(.badResponse(detail: String(decoding: bytes, as: UTF8.self)))
        }
    }
}

extension LibraryTransport {
    /// The library's session.
    ///
    /// Unchecked: it is an opaque pointer the library hands out, and the
    /// library's sessions may be used from any thread, as URLSession may.
    private struct Session: @unchecked Sendable {
        let pointer: UnsafeMutableRawPointer
    }

    /// A GET under way: the task waiting for it, kept alive by the library's context pointer until the
    /// callback.
    private final class Pending: Sendable {
        let continuation: CheckedContinuation<Result<HTTPResponse, TransportError>, Never>

        init(_ continuation: CheckedContinuation<Result<HTTPResponse, TransportError>, Never>) {
            self.continuation = continuation
        }
    }
}
