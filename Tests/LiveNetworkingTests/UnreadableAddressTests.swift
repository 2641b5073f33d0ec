import Foundation
import NetworkingABI
import Testing

@testable import WebService

/// The library's C contract: the completion is called exactly once for every GET, even one it cannot send.
@Suite("Live networking library: an address it cannot read")
struct UnreadableAddressTests {
    /// The task waiting for the one completion, kept alive by the context pointer until it comes.
    private final class Waiting: Sendable {
        let continuation: CheckedContinuation<(outcome: QuestionsFetchOutcome, detail: String), Never>

        init(_ continuation: CheckedContinuation<(outcome: QuestionsFetchOutcome, detail: String), Never>) {
            self.continuation = continuation
        }
    }

    @Test(
        "answers an address it cannot read as unreachable, rather than never",
        .timeLimit(.minutes(1)))
    func unreadableAddress() async throws {
        let library = try LiveNetworkingLibrary.open(in: LiveNetworkingLibrary.executableDirectory)
        let session = library.open()
        defer { library.close(session) }

        let reply = await withCheckedContinuation { continuation in
            let context = Unmanaged.passRetained(Waiting(continuation)).toOpaque()
            library.get(session, "http://a b", 5, context) { context, outcome, _, bytes, count in
                guard let context else { return }
                let waiting = Unmanaged<Waiting>.fromOpaque(context).takeRetainedValue()
                let detail = bytes.map {
                    String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self)
                }
                waiting.continuation.resume(returning: (outcome, detail ?? ""))
            }
        }

        #expect(reply.outcome == .unreachable)
        #expect(reply.detail == "the API base URL cannot be used")
    }
}
