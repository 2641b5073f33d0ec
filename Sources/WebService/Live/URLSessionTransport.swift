import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends requests with Foundation's URLSession, which also inflates gzip responses.
public struct URLSessionTransport: HTTPTransport {
    private let session: URLSession

    /// - Parameter session: the session to send with; the app makes an ephemeral one, so nothing is cached on disk.
    public init(session: URLSession) {
        self.session = session
    }

    public func get(_ url: URL, timeout: TimeInterval) async throws(TransportError) -> HTTPResponse {
        // URLSession asks for gzip and inflates it by itself (libcurl on Linux does the same).
        let request = URLRequest(url: url, timeoutInterval: timeout)
        do {
            let (data, response) = try await session.data(for: request)
            let status = (response as? HTTPURLResponse)?.statusCode ?? 0
            return HTTPResponse(status: status, body: data)
        } catch let error as URLError {
            throw Self.transportError(for: error, url: url)
        } catch {
            throw .unreachable(detail: "\(error)")
        }
    }

    private static func transportError(for error: URLError, url: URL) -> TransportError {
        let host = url.host ?? "the server"
        switch error.code {
        case .timedOut: return .timedOut
        case .notConnectedToInternet, .networkConnectionLost:
            return .unreachable(detail: "no network connection")
        case .cannotFindHost, .dnsLookupFailed: return .unreachable(detail: "\(host) was not found")
        case .cannotConnectToHost: return .unreachable(detail: "\(host) refused the connection")
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate:
            return .unreachable(detail: "no secure connection to \(host)")
        default: return .unreachable(detail: "\(host): URL error \(error.code.rawValue)")
        }
    }
}
