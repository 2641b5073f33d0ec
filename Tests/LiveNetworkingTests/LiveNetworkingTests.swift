import FakeStackExchange
import Foundation
import Testing
import WebService

/// The live networking library on its own: opened as the app opens it, spoken to through its C interface,
/// against a real HTTP server on the loopback interface.
@Suite("Live networking library")
struct LiveNetworkingTests {
    private func transport() throws -> LibraryTransport {
        LibraryTransport(
            library: try LiveNetworkingLibrary.open(in: LiveNetworkingLibrary.executableDirectory))
    }

    @Test("opens beside the test binary, as it opens beside questions")
    func opens() throws {
        _ = try LiveNetworkingLibrary.open(in: LiveNetworkingLibrary.executableDirectory)
    }

    @Test("says in one line that the library is missing from a folder without it")
    func missingLibrary() {
        #expect(throws: LiveNetworkingLibrary.OpenError.self) {
            try LiveNetworkingLibrary.open(in: "/nonexistent-folder")
        }
    }

    @Test("hands back the status and the whole body of a GET")
    func getsAResponse() async throws {
        let server = try LoopbackHTTPServer { request in
            LoopbackHTTPServer.Response(status: 404, body: Data("no \(request.path)".utf8))
        }
        defer { server.stop() }

        let response = try await transport().get(server.url("/2.3/questions"), timeout: 5)

        #expect(response.status == 404)
        #expect(String(decoding: response.body, as: UTF8.self) == "no /2.3/questions")
    }

    @Test("inflates a gzip body")
    func inflatesGzip() async throws {
        let body = Data(#"{"items":[]}"#.utf8)
        let server = try LoopbackHTTPServer { _ in
            LoopbackHTTPServer.Response(
                status: 200, headers: [("Content-Encoding", "gzip")], body: Gzip.wrap(body))
        }
        defer { server.stop() }

        let response = try await transport().get(server.url("/"), timeout: 5)

        #expect(response.body == body)
    }

    @Test("gives up on a silent server after the time limit, and says it timed out")
    func timesOut() async throws {
        let server = try LoopbackHTTPServer { _ in
            LoopbackHTTPServer.Response(status: 200, body: Data(), delay: 3)
        }
        defer { server.stop() }

        await #expect(throws: TransportError.timedOut) {
            try await transport().get(server.url("/"), timeout: 0.3)
        }
    }

    @Test("says the host could not be reached when nothing listens")
    func unreachable() async throws {
        let nobody = try RefusedLoopbackPort()
        defer { withExtendedLifetime(nobody) {} }  // the port is held only while the value lives

        await #expect {
            try await transport().get(nobody.url("/"), timeout: 5)
        } throws: { error in
            if case TransportError.unreachable = error { return true }
            return false
        }
    }
}
