import FakeStackExchange
import Foundation
import Testing
import WebService

/// The live library's guard against a runaway server: a body up to sixteen mebibytes, and not a byte more.
@Suite("Live networking library: the largest body")
struct LargestBodyTests {
    private static let largest = 16 << 20

    private func get(bodyOf size: Int) async throws -> HTTPResponse {
        let server = try LoopbackHTTPServer { _ in
            LoopbackHTTPServer.Response(status: 200, body: Data(count: size))
        }
        defer { server.stop() }
        let transport = LibraryTransport(
            library: try LiveNetworkingLibrary.open(in: LiveNetworkingLibrary.executableDirectory))
        return try await transport.get(server.url("/2.3/questions"), timeout: 30)
    }

    @Test("accepts a body of exactly sixteen mebibytes")
    func acceptsTheLargestBody() async throws {
        let response = try await get(bodyOf: Self.largest)

        #expect(response.body.count == Self.largest)
    }

    @Test("refuses a body one byte larger as a bad response, saying why")
    func refusesALargerBody() async throws {
        await #expect(throws: TransportError.badResponse(detail: "the response is larger than 16 MB")) {
            try await get(bodyOf: Self.largest + 1)
        }
    }
}
