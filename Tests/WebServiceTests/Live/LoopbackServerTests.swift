import FakeStackExchange
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Loopback HTTP server")
struct LoopbackServerTests {
    @Test("records each request's target and headers")
    func recordsRequests() async throws {
        let server = try LoopbackHTTPServer { _ in
            LoopbackHTTPServer.Response(status: 200, body: Data("ok".utf8))
        }

        let (body, _) = try await URLSession(configuration: .ephemeral).data(from: server.url("/a/b?c=d"))

        #expect(String(decoding: body, as: UTF8.self) == "ok")
        #expect(server.requests.map(\.target) == ["/a/b?c=d"])
        #expect(server.requests.first?.query == ["c": "d"])
        #expect(server.requests.first?.headers["host"] == "127.0.0.1:\(server.port)")
    }

    @Test("stops listening when it is released")
    func stopsWhenReleased() async throws {
        var server: LoopbackHTTPServer? = try LoopbackHTTPServer { _ in
            LoopbackHTTPServer.Response(status: 200, body: Data())
        }
        let url = try #require(server?.url("/"))

        server = nil

        await #expect(throws: URLError.self) {
            _ = try await URLSession(configuration: .ephemeral).data(from: url)
        }
    }
}
