// The live networking library exists on Linux alone (Sources/WebService/Live/LiveTransport.swift).
#if os(Linux)
    import Foundation
    import NetworkingABI
    import Synchronization
    import Testing

    @testable import WebService

    /// Speaks to the live library through its raw C interface and keeps what its completion was called with,
    /// so that tests can hold the library to the header's promises, which `LibraryTransport` would hide.
    final class CompletionRecorder: Sendable {
        /// One call of the completion, as it came.
        struct Call: Sendable, Equatable {
            var outcome: QuestionsFetchOutcome
            var status: Int32
            var hasBytes: Bool
            var count: Int
            var bytes: [UInt8]

            /// The bytes read as UTF-8, as the header says they are for a failure.
            var detail: String { String(decoding: bytes, as: UTF8.self) }
        }

        /// What the test does once the GET is sent.
        enum AfterSending {
            /// Nothing: the GET runs its course.
            case nothing
            /// Cancels the GET, by the number the library handed out.
            case cancelIt
            /// Cancels a number the library never handed out.
            case cancelAnUnknownNumber
        }

        private let calls = Mutex<[Call]>([])
        private let arrived = DispatchSemaphore(value: 0)

        private var received: [Call] { calls.withLock { $0 } }

        private func record(_ call: Call) {
            calls.withLock { $0.append(call) }
            arrived.signal()
        }

        /// Sends GET `url` through a new session and waits for the completion, at most `seconds`: a bound on a
        /// hang, not a measure of speed. Returns the call, or nil when none came in time, and records an issue
        /// if the completion was called more than once.
        ///
        /// The wait blocks a thread of its own, never one of the few the library's own tasks run on.
        static func get(
            _ url: String, timeout: Double, then step: AfterSending = .nothing,
            waitingAtMost seconds: Int = 60
        ) async throws -> Call? {
            let library = try LiveNetworkingLibrary.open(in: LiveNetworkingLibrary.executableDirectory)
            let session = library.open()
            let recorder = CompletionRecorder()

            // Retained once and never released: a second call of the completion, against the header,
            // must be recorded and fail the test, not free the recorder twice and crash the run.
            let number = library.get(session, url, timeout, Unmanaged.passRetained(recorder).toOpaque()) {
                context, outcome, status, bytes, count in
                guard let context else { return }
                let copied = bytes.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
                Unmanaged<CompletionRecorder>.fromOpaque(context).takeUnretainedValue().record(
                    Call(
                        outcome: outcome, status: status, hasBytes: bytes != nil, count: count, bytes: copied)
                )
            }
            #expect(number != 0, "a GET's number is never 0")
            switch step {
            case .nothing: break
            case .cancelIt: library.cancel(session, number)
            case .cancelAnUnknownNumber: library.cancel(session, number + 1000)
            }

            // An address crosses to the waiting thread as a number: the pointer type is not `Sendable`.
            let sessionAddress = UInt(bitPattern: session)
            let calls = await withCheckedContinuation { continuation in
                Thread {
                    guard recorder.arrived.wait(timeout: .now() + .seconds(seconds)) == .success else {
                        return continuation.resume(returning: [Call]())
                    }
                    // Close returns once the last completion has returned: a second call, if the library
                    // made one, has come by then. A GET still under way keeps its session, as the header asks.
                    if let session = UnsafeMutableRawPointer(bitPattern: sessionAddress) {
                        library.close(session)
                    }
                    continuation.resume(returning: recorder.received)
                }.start()
            }
            guard let first = calls.first else { return nil }
            #expect(calls.count == 1, "the completion is called exactly once")
            return first
        }
    }
#endif
