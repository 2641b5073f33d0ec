import Entities
import FakeStackExchange
import Foundation
import Testing
import WebService

@Suite("Live service: what comes over the wire")
struct LiveTransportTests {
    /// A response compressed by Python's gzip module (real deflate, not stored blocks), made once with
    /// `gzip.compress(body, mtime=0)`; its body holds one question and a quota of 41.
    static var realGzip: Data {
        Data([
            0x1F, 0x8B, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x03, 0x1D, 0x8C, 0x3B, 0x0A, 0xC3, 0x30,
            0x10, 0x05, 0xAF, 0x22, 0x5E, 0x91, 0x4A, 0x8D, 0x21, 0x10, 0x50, 0x6E, 0x91, 0xD6, 0x18, 0xB1,
            0x58, 0x6B, 0x67, 0x41, 0x1F, 0x47, 0x5A, 0x37, 0x31, 0xBE, 0x7B, 0xE4, 0x74, 0x33, 0x30, 0xCC,
            0x01, 0x51, 0x4E, 0x0D, 0x6E, 0x3C, 0xF0, 0xD9, 0xB9, 0xA9, 0x94, 0xEC, 0x25, 0xC0, 0x3D, 0x2C,
            0xE6, 0xCA, 0xF4, 0xF7, 0x40, 0xCA, 0x70, 0x83, 0x85, 0x8A, 0xC6, 0x4E, 0x78, 0x31, 0x45, 0xB3,
            0x7E, 0x65, 0x33, 0x37, 0x4A, 0xDB, 0xD3, 0xD4, 0xCB, 0x03, 0x2F, 0xF1, 0x0A, 0xCF, 0xC9, 0xE2,
            0x4D, 0xCD, 0xA7, 0x52, 0x7B, 0xBB, 0x50, 0x6C, 0x6C, 0xFB, 0xBB, 0x28, 0xF9, 0xCA, 0x89, 0x24,
            0x4B, 0x5E, 0xE1, 0xEE, 0xC3, 0xF9, 0x03, 0xE2, 0x06, 0xD5, 0x40, 0x7C, 0x00, 0x00, 0x00,
        ])
    }

    private static func gzipResponse(_ body: Data) -> LoopbackHTTPServer.Response {
        LoopbackHTTPServer.Response(
            status: 200, headers: [("Content-Type", "application/json"), ("Content-Encoding", "gzip")],
            body: body)
    }

    @Test("inflates a body compressed with real deflate")
    func realDeflate() async throws {
        let harness = try LiveServiceHarness { _ in Self.gzipResponse(Self.realGzip) }

        let page = try await harness.service.questions(for: QuestionQuery(), policy: .useCache)

        #expect(page.questions.map(\.title) == ["Real gzip & real deflate"])
        #expect(page.quotaRemaining == 41)
    }

    @Test("reports gzip cut short as malformed: what inflates is not whole JSON")
    func truncatedGzip() async throws {
        let harness = try LiveServiceHarness { _ in Self.gzipResponse(Self.realGzip.prefix(60)) }

        await #expect(throws: ServiceError.malformedResponse(detail: "the response is not valid JSON")) {
            try await harness.service.questions(for: QuestionQuery(), policy: .useCache)
        }
    }

    @Test("reports a body shorter than announced as a response that broke off")
    func shortBody() async throws {
        let harness = try LiveServiceHarness { _ in
            LoopbackHTTPServer.Response(status: 200, body: Data(#"{"items":["#.utf8), announcedLength: 500)
        }

        await #expect(
            throws: ServiceError.malformedResponse(
                detail: "the answer from 127.0.0.1 broke off or could not be read")
        ) {
            try await harness.service.questions(for: QuestionQuery(), policy: .useCache)
        }
    }

    @Test("reports a server that hangs up without answering as a response that broke off")
    func hangUp() async throws {
        let harness = try LiveServiceHarness { _ in .hangUp }

        await #expect(
            throws: ServiceError.malformedResponse(
                detail: "the answer from 127.0.0.1 broke off or could not be read")
        ) {
            try await harness.service.questions(for: QuestionQuery(), policy: .useCache)
        }
    }

    @Test("gives up at the time limit, not when the server finally answers")
    func timeoutIsKept() async throws {
        // The server would answer (with an empty body, a malformed response) only after ten seconds,
        // sooner than the configuration's default limit of fifteen: so the time-out error itself proves that
        // the limit given, 0.3 s, was kept, and no clock is read. (A bound on the time taken failed once on
        // CI: a resumed task waits behind the whole parallel run's queue on two cores.)
        let serverDelay: TimeInterval = 10
        #expect(serverDelay < LiveQuestionService.Configuration(baseURL: URL(filePath: "/")).timeout)
        let harness = try LiveServiceHarness(timeout: 0.3) { _ in
            LoopbackHTTPServer.Response(status: 200, body: Data(), delay: serverDelay)
        }

        await #expect(throws: ServiceError.timedOut(seconds: 1)) {
            try await harness.service.questions(for: QuestionQuery(), policy: .useCache)
        }
    }
}
