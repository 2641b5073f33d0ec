import Foundation
import NetworkingABI
import Synchronization
import Testing

@testable import WebService

/// The library's C contract: the completion is called exactly once for every GET, even one it cannot send.
@Suite("Live networking library: an address it cannot read")
struct UnreadableAddressTests {
    /// Keeps what the completion said, and lets the test wait for it without hanging if it never comes.
    private final class Reply: Sendable {
        private let said = Mutex<(outcome: QuestionsFetchOutcome, detail: String)?>(nil)
        private let arrived = DispatchSemaphore(value: 0)

        var outcome: QuestionsFetchOutcome? { said.withLock { $0?.outcome } }
        var detail: String? { said.withLock { $0?.detail } }

        func record(_ outcome: QuestionsFetchOutcome, _ detail: String) {
            said.withLock { $0 = (outcome, detail) }
            arrived.signal()
        }

        /// Whether the completion came within `seconds`; a bound on a hang, not a measure of speed.
        func arrives(within seconds: Int) -> Bool {
            arrived.wait(timeout: .now() + .seconds(seconds)) == .success
        }
    }

    @Test("answers an address it cannot read as unreachable, rather than never")
    func unreadableAddress() throws {
        let library = try LiveNetworkingLibrary.open(in: LiveNetworkingLibrary.executableDirectory)
        let session = library.open()
        defer { library.close(session) }
        let reply = Reply()

        library.get(session, "http://a b", 5, Unmanaged.passRetained(reply).toOpaque()) {
            context, outcome, _, bytes, count in
            guard let context else { return }
            let detail = bytes.map {
                String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self)
            }
            Unmanaged<Reply>.fromOpaque(context).takeRetainedValue().record(outcome, detail ?? "")
        }

        #expect(reply.arrives(within: 10))
        #expect(reply.outcome == .unreachable)
        #expect(reply.detail == "the API base URL cannot be used")
    }
}
