import FakeStackExchange
import Foundation
import SessionTransfer
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `URLSessionTransfer.get(_:timeout:)` called in Swift, on a real ephemeral URLSession as the live
/// library makes one, against an HTTP server on 127.0.0.1: the outcome itself, before the C interface
/// (`LiveNetworkingTests`) or a transport turns it into anything else.
///
/// The largest body is left to `LargestBodyTests`: its outcome here would
/// be the same `.badResponse` text that suite already reads back, at the
/// limit and one byte over, plain and gzipped.
@Suite("URLSessionTransfer GET over loopback", .timeLimit(.minutes(1)))
struct URLSessionTransferLoopbackTests {
    private let transfer = URLSessionTransfer(session: URLSession(configuration: .ephemeral))

    @Test("hands back a response's status and its whole body")
    func response() async throws {
        let server = try LoopbackHTTPServer { request in
            LoopbackHTTPServer.Response(status: 404, body: Data("no \(request.path)".utf8))
        }
        defer { server.stop() }

        let outcome = await transfer.get(server.url("/2.3/questions"), timeout: 30)

        #expect(outcome == .response(status: 404, body: Data("no /2.3/questions".utf8)))
    }

    /// The server would answer after five seconds: a response rather than `.timedOut` would mean the
    /// limit was not kept.
    @Test("gives up on a silent server after the time limit, as timed out")
    func timesOut() async throws {
        let server = try LoopbackHTTPServer { _ in
            LoopbackHTTPServer.Response(status: 200, body: Data("late".utf8), delay: 5)
        }
        defer { server.stop() }

        let outcome = await transfer.get(server.url("/"), timeout: 0.3)

        #expect(outcome == .timedOut)
    }

    /// Guards the cancel of the request that lost the race to the timer: without it, the GET would wait
    /// on for the server, which holds the connection until the client drops it.
    @Test("drops the connection of a GET it has given up on")
    func dropsWhatTimedOut() async throws {
        let server = try LoopbackHTTPServer { _ in .held() }
        defer { server.stop() }

        let outcome = await transfer.get(server.url("/"), timeout: 0.3)

        #expect(outcome == .timedOut)
        // Given up on within 0.3 s, the GET may be dropped before its request reaches the server at all.
        let dropped = server.requests.isEmpty ? true : await server.waitForADrop()
        #expect(dropped, "the request reached the server and was not dropped")
    }

    @Test("says the host refused the connection when nothing listens on its port")
    func refused() async throws {
        let nobody = try RefusedLoopbackPort()
        defer { withExtendedLifetime(nobody) {} }  // the port is held only while the value lives

        let outcome = await transfer.get(nobody.url("/"), timeout: 30)

        #expect(outcome == .unreachable(detail: "127.0.0.1 refused the connection"))
    }

    @Test("reports the GET of a cancelled task as cancelled")
    func cancelled() async throws {
        let (arrivals, arrived) = AsyncStream.makeStream(of: Void.self)
        let server = try LoopbackHTTPServer { _ in
            arrived.yield()
            return .held()
        }
        defer { server.stop() }
        let transfer = transfer
        let url = server.url("/")
        let waiting = Task { await transfer.get(url, timeout: 30) }
        var requests = arrivals.makeAsyncIterator()
        await requests.next()

        waiting.cancel()

        #expect(await value(of: waiting, "the cancelled GET to end") == .cancelled)
    }
}
