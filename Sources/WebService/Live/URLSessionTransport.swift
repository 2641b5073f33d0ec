#if os(macOS)
    import Foundation
    import SessionTransfer

    /// Sends requests with URLSession in-process: the `HTTPTransport` live mode uses on macOS, where
    /// URLSession is part of Foundation (on Linux it is `LibraryTransport`; see `LiveTransport`).
    ///
    /// Each transport has an ephemeral URLSession of its own, so nothing is
    /// cached on disk, and lets it finish its GETs when released. A GET runs
    /// in the calling task; cancelling the task cancels the GET.
    public final class URLSessionTransport: HTTPTransport {
        private let session: URLSession
        private let transfer: URLSessionTransfer

        /// A transport with a new ephemeral session.
        public init() {
            session = URLSession(configuration: .ephemeral)
            transfer = URLSessionTransfer(session: session)
        }

        deinit {
            session.finishTasksAndInvalidate()
        }

        /// Sends GET `url` and waits for its whole response, at most `timeout` seconds.
        public func get(_ url: URL, timeout: TimeInterval) async throws(TransportError) -> HTTPResponse {
            switch await transfer.get(url, timeout: timeout) {
            case .response(let status, let body): return HTTPResponse(status: status, body: body)
            case .timedOut: throw .timedOut
            case .unreachable(let detail): throw .unreachable(detail: detail)
            case .badResponse(let detail): throw .badResponse(detail: detail)
            case .cancelled: throw .cancelled
            }
        }
    }
#endif
