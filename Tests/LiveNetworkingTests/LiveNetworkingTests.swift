import FakeStackExchange
import Foundation
import Testing
import WebService

/// Live mode's transport on its own, made as the app makes it (`LiveTransport.open()`: on Linux the live
/// networking library, spoken to through its C interface; on macOS URLSession in-process), against a real
/// HTTP server on the loopback interface.
@Suite("Live networking library", .timeLimit(.minutes(1)))
struct LiveNetworkingTests {
    private func transport() throws -> any HTTPTransport {
        try LiveTransport.open()
    }

    #if os(Linux)
        @Test("opens beside the test binary, as it opens beside questions")
        func opens() throws {
            _ = try LiveNetworkingLibrary.open(in: LiveNetworkingLibrary.executableDirectory)
        }

        @Test("says in one line that the library is missing from a folder without it")
        func missingLibrary() {
            #expect(throws: LiveTransport.OpenError.self) {
                try LiveNetworkingLibrary.open(in: "/nonexistent-folder")
            }
        }
    #endif

    @Test("hands back the status and the whole body of a GET")
    func getsAResponse() async throws {
        let server = try LoopbackHTTPServer { request in
            LoopbackHTTPServer.Response(status: 404, body: Data("no \(request.path)".utf8))
        }
        defer { server.stop() }

        let response = try await transport().get(server.url("/2.3/questions"), timeout: 30)

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

        let response = try await transport().get(server.url("/"), timeout: 30)

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
            try await transport().get(nobody.url("/"), timeout: 30)
        } throws: { error in
            if case TransportError.unreachable = error { return true }
            return false
        }
    }

    /// Guards the cancel handler in `LibraryTransport.get`: cancelling the task that waits for a GET
    /// cancels the GET itself, so the server sees its connection dropped, not a request left to time out.
    @Test("drops the request when the task waiting for it is cancelled, and throws that it was cancelled")
    func cancelDropsTheRequest() async throws {
        let (arrivals, arrived) = AsyncStream.makeStream(of: Void.self)
        let server = try LoopbackHTTPServer { _ in
            arrived.yield()
            return .held()
        }
        defer { server.stop() }
        let transport = try transport()
        let waiting = Task { try await transport.get(server.url("/"), timeout: 30) }
        var requests = arrivals.makeAsyncIterator()
        await requests.next()

        waiting.cancel()

        await #expect(throws: TransportError.cancelled) { try await waiting.value }
        #expect(await server.waitForADrop())
    }

    /// Guards `Request.started(_:cancel:)`: a task cancelled before the GET has a number still cancels it.
    @Test("cancels at once a GET asked for by a task that is cancelled already")
    func cancelledBeforeSending() async throws {
        let server = try LoopbackHTTPServer { _ in .held() }
        defer { server.stop() }
        let transport = try transport()

        let waiting = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await transport.get(server.url("/"), timeout: 30)
        }

        await #expect(throws: TransportError.cancelled) { try await waiting.value }
    }
}
