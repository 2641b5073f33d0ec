import FakeStackExchange
import Foundation
import Testing
import WebService

/// The live library's guard against a runaway server: a body up to sixteen mebibytes, and not a byte more,
/// counted after gzip is inflated.
@Suite("Live networking library: the largest body")
struct LargestBodyTests {
    private static let largest = 16 << 20

    private func get(_ response: LoopbackHTTPServer.Response) async throws -> HTTPResponse {
        let server = try LoopbackHTTPServer { _ in response }
        defer { server.stop() }
        let transport = try LiveTransport.open()
        return try await transport.get(server.url("/2.3/questions"), timeout: 30)
    }

    private func plain(_ size: Int) -> LoopbackHTTPServer.Response {
        LoopbackHTTPServer.Response(status: 200, body: Data(count: size))
    }

    /// A gzip bomb: `size` zero bytes, sent in about a hundred-and-sixtieth of that.
    private func gzipped(_ size: Int) -> LoopbackHTTPServer.Response {
        LoopbackHTTPServer.Response(
            status: 200, headers: [("Content-Encoding", "gzip")], body: Gzip.zeros(count: size))
    }

    @Test("accepts a body of exactly sixteen mebibytes")
    func acceptsTheLargestBody() async throws {
        let response = try await get(plain(Self.largest))

        #expect(response.body.count == Self.largest)
    }

    @Test("refuses a body one byte larger as a bad response, saying why")
    func refusesALargerBody() async throws {
        await #expect(throws: TransportError.badResponse(detail: "the response is larger than 16 MB")) {
            try await get(plain(Self.largest + 1))
        }
    }

    @Test("accepts a gzip body that inflates to exactly sixteen mebibytes")
    func acceptsTheLargestInflatedBody() async throws {
        let response = try await get(gzipped(Self.largest))

        #expect(response.body.count == Self.largest)
        #expect(response.body.allSatisfy { $0 == 0 })
    }

    @Test("refuses a small gzip body that inflates to one byte more, as a bad response")
    func refusesAGzipBomb() async throws {
        let bomb = gzipped(Self.largest + 1)
        #expect(bomb.body.count < Self.largest / 100)

        await #expect(throws: TransportError.badResponse(detail: "the response is larger than 16 MB")) {
            try await get(bomb)
        }
    }
}
