import Foundation
import WebService

/// An `HTTPTransport` that traces each request the live service sends, and the status and size that
/// came back; the API key never appears.
@MainActor
public final class TracedHTTPTransport: HTTPTransport {
    private let transport: any HTTPTransport
    private let tracer: Tracer

    /// Traces the requests sent through `transport`.
    public init(_ transport: any HTTPTransport, tracer: Tracer) {
        self.transport = transport
        self.tracer = tracer
    }

    /// Traces the request and its outcome, then hands the response back as it came.
    public func get(_ url: URL, timeout: TimeInterval) async throws(TransportError) -> HTTPResponse {
        let result: Result<HTTPResponse, TransportError> = await tracer.call(
            .service, .transport, "GET \(Self.withoutKey(url))"
        ) {
            do throws(TransportError) {
                return .success(try await transport.get(url, timeout: timeout))
            } catch {
                return .failure(error)
            }
        }
        switch result {
        case .success(let response):
            tracer.returned(
                .service, from: .transport, "HTTP \(response.status), \(response.body.count) bytes")
            return response
        case .failure(let error):
            tracer.returned(.service, from: .transport, "failed: \(Self.kind(of: error))")
            throw error
        }
    }

    /// The path and query of `url`, with the value of `key` masked as `…`.
    public static func withoutKey(_ url: URL) -> String {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return "…" }
        let query = (components.percentEncodedQuery ?? "").split(separator: "&").map { item in
            item.hasPrefix("key=") ? "key=…" : String(item)
        }
        return components.percentEncodedPath + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
    }

    private static func kind(of error: TransportError) -> String {
        switch error {
        case .timedOut: "timed out"
        case .unreachable: "unreachable"
        case .badResponse: "bad response"
        case .cancelled: "cancelled"
        }
    }
}
