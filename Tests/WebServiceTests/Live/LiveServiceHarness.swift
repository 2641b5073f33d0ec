import FakeStackExchange
import Foundation
import TestSupport
import WebService

/// A live service pointed at a loopback server that answers with `handler`.
struct LiveServiceHarness {
    let server: LoopbackHTTPServer
    let service: LiveQuestionService
    let clock = TestClock()

    init(
        key: String? = nil, timeout: TimeInterval = 15, basePath: String = "/2.3",
        handler: @escaping @Sendable (LoopbackHTTPServer.Request) -> LoopbackHTTPServer.Response
    ) throws {
        server = try LoopbackHTTPServer(handler: handler)
        service = try Self.service(baseURL: server.url(basePath), key: key, timeout: timeout, clock: clock)
    }

    /// A live service at `baseURL`, over the live networking library, with its cache and gate on `clock`.
    static func service(
        baseURL: URL, key: String? = nil, timeout: TimeInterval = 15, clock: TestClock = TestClock()
    ) throws -> LiveQuestionService {
        LiveQuestionService(
            configuration: LiveQuestionService.Configuration(baseURL: baseURL, key: key, timeout: timeout),
            transport: try LiveTransport.open(),
            cache: ResponseCache(now: clock.reader), now: clock.reader)
    }

    /// A harness whose server answers like the API, from the offline data set.
    static func fakeAPI(key: String? = nil, basePath: String = "/2.3") throws -> LiveServiceHarness {
        let api = FakeStackExchangeAPI()
        return try LiveServiceHarness(key: key, basePath: basePath) { api.respond(to: $0) }
    }

    /// The request targets the server received, in order.
    var targets: [String] { server.requests.map(\.target) }
}

/// Canned API responses for the error classes.
enum Canned {
    static func json(_ status: Int, _ text: String) -> LoopbackHTTPServer.Response {
        FakeStackExchangeAPI.json(status, Data(text.utf8))
    }

    static func html(_ status: Int, _ text: String) -> LoopbackHTTPServer.Response {
        LoopbackHTTPServer.Response(
            status: status, headers: [("Content-Type", "text/html")], body: Data(text.utf8))
    }

    // Made afresh for each use, as every canned body of the live tests: LeakSanitizer reports the storage
    // of a static `Data` as leaked.
    static var emptyPage: LoopbackHTTPServer.Response {
        json(200, #"{"items":[],"has_more":false,"quota_max":300,"quota_remaining":250}"#)
    }
}
