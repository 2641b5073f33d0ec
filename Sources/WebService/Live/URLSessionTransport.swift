import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends requests with Foundation's URLSession, which also inflates gzip responses.
public struct URLSessionTransport: HTTPTransport {
    /// The largest body accepted, far above any API page: a guard against a runaway or hostile server.
    public static let largestBody = 16 << 20

    private let session: URLSession

    /// - Parameter session: the session to send with; the app makes an ephemeral one, so nothing is cached on disk.
    public init(session: URLSession) {
        self.session = session
    }

    /// Sends the request and waits at most `timeout` seconds for the whole response.
    ///
    /// The limit is kept here, by racing the request against a timer, rather
    /// than left to `URLRequest.timeoutInterval`, which Foundation on Linux
    /// does not apply to a server that accepts and then says nothing.
    public func get(_ url: URL, timeout: TimeInterval) async throws(TransportError) -> HTTPResponse {
        // URLSession asks for gzip and inflates it by itself (libcurl on Linux does the same).
        let request = URLRequest(url: url, timeoutInterval: timeout)
        let session = self.session
        let outcome = await withTaskGroup(of: Result<HTTPResponse, TransportError>?.self) { group in
            group.addTask { await Self.send(request, with: session) }
            group.addTask {
                try? await Task.sleep(for: .seconds(timeout))
                return Task.isCancelled ? nil : .failure(.timedOut)
            }
            defer { group.cancelAll() }
            for await finished in group {
                if let finished { return finished }
            }
            return .failure(.timedOut)
        }
        return try outcome.get()
    }

    private static func send(_ request: URLRequest, with session: URLSession) async -> Result<
        HTTPResponse, TransportError
    > {
        do {
            let (data, response) = try await session.data(for: request)
            guard data.count <= largestBody else {
                return .failure(.badResponse(detail: "the response is larger than \(largestBody >> 20) MB"))
            }
            return .success(HTTPResponse(status: (response as? HTTPURLResponse)?.statusCode ?? 0, body: data))
        } catch let error as URLError {
            return .failure(transportError(for: error, url: request.url))
        } catch {
            return .failure(.unreachable(detail: "\(error)"))
        }
    }

    private static func transportError(for error: URLError, url: URL?) -> TransportError {
        let host = url?.host ?? "the server"
        switch error.code {
        case .timedOut: return .timedOut
        case .notConnectedToInternet: return .unreachable(detail: "no network connection")
        case .networkConnectionLost:
            return .badResponse(detail: "the connection to \(host) was lost mid-answer")
        case .badServerResponse, .cannotParseResponse, .cannotDecodeContentData, .cannotDecodeRawData,
            .zeroByteResource, .unknown:
            return .badResponse(detail: "the answer from \(host) broke off or could not be read")
        case .badURL, .unsupportedURL: return .unreachable(detail: "the API base URL cannot be used")
        case .cannotFindHost, .dnsLookupFailed: return .unreachable(detail: "\(host) was not found")
        case .cannotConnectToHost: return .unreachable(detail: "\(host) refused the connection")
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate:
            return .unreachable(detail: "no secure connection to \(host)")
        default: return .unreachable(detail: "\(host): URL error \(error.code.rawValue)")
        }
    }
}
