#if os(Linux)
    import Foundation
    import NetworkingABI
    import Synchronization

    /// Sends requests through the live networking library: the `HTTPTransport` the app uses in live mode.
    ///
    /// Each transport opens a session of the library's (an ephemeral URLSession,
    /// so nothing is cached on disk) and closes it when released. A GET crosses
    /// as a C call with a context pointer, and comes back through a C callback
    /// that resumes the waiting task.
    public final class LibraryTransport: HTTPTransport {
        private let library: LiveNetworkingLibrary
        private let session: Session

        /// A transport with a new session of `library`.
        public init(library: LiveNetworkingLibrary) {
            self.library = library
            self.session = Session(pointer: library.open())
        }

        /// Closes the session on a thread of its own. Closing waits for the GETs still under way, whose
        /// completions run on the concurrency pool, and the last reference may be dropped on one of the
        /// pool's threads: two such waits on a 2-core machine would leave no thread to finish a GET.
        deinit {
            let library = self.library
            let session = self.session
            Thread { library.close(session.pointer) }.start()
        }

        /// Sends GET `url` through the library and waits for its one callback, at most `timeout` seconds.
        ///
        /// When the calling task is cancelled, the library is told to cancel the
        /// GET, which drops its connection; the callback then says so.
        public func get(_ url: URL, timeout: TimeInterval) async throws(TransportError) -> HTTPResponse {
            let library = self.library
            let session = self.session
            let request = Request()
            let result = await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                    let context = Unmanaged.passRetained(Pending(continuation)).toOpaque()
                    let number = url.absoluteString.withCString { address in
                        library.get(session.pointer, address, timeout, context) {
                            context, outcome, status, bytes, count in
                            guard let context else { return }
                            let pending = Unmanaged<Pending>.fromOpaque(context).takeRetainedValue()
                            let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
                            pending.continuation.resume(
                                returning: LibraryTransport.result(outcome, status, data))
                        }
                    }
                    request.started(number) { library.cancel(session.pointer, $0) }
                }
            } onCancel: {
                request.cancel { library.cancel(session.pointer, $0) }
            }
            return try result.get()
        }

        /// What the library reported, as the transport's own types.
        private static func result(_ outcome: QuestionsFetchOutcome, _ status: Int32, _ bytes: Data)
            -> Result<
                HTTPResponse, TransportError
            >
        {
            switch outcome {
            case .response: .success(HTTPResponse(status: Int(status), body: bytes))
            case .timedOut: .failure(.timedOut)
            case .unreachable: .failure(.unreachable(detail: String(decoding: bytes, as: UTF8.self)))
            case .badResponse: .failure(.badResponse(detail: String(decoding: bytes, as: UTF8.self)))
            case .cancelled: .failure(.cancelled)
            }
        }
    }

    extension LibraryTransport {
        /// The library's session.
        ///
        /// Unchecked: it is an opaque pointer the library hands out, and the
        /// library's sessions may be used from any thread, as URLSession may.
        private struct Session: @unchecked Sendable {
            let pointer: UnsafeMutableRawPointer
        }

        /// The number of a GET, and whether its task was cancelled, whichever comes first.
        ///
        /// A task can be cancelled before the library has handed out the GET's
        /// number (the cancel handler runs at once for a task cancelled already):
        /// then the GET is cancelled as soon as its number is known.
        private final class Request: Sendable {
            private enum State {
                case waiting
                case started(UInt64)
                case cancelled
            }

            private let state = Mutex(State.waiting)

            /// The library has started GET `number`; `cancel` it at once if the task was cancelled meanwhile.
            func started(_ number: UInt64, cancel: (UInt64) -> Void) {
                let cancelled = state.withLock { state in
                    if case .cancelled = state { return true }
                    state = .started(number)
                    return false
                }
                if cancelled { cancel(number) }
            }

            /// The task was cancelled: `cancel` the GET if it has started, or as soon as it does.
            func cancel(_ cancel: (UInt64) -> Void) {
                let number = state.withLock { state -> UInt64? in
                    if case .started(let number) = state { return number }
                    state = .cancelled
                    return nil
                }
                if let number { cancel(number) }
            }
        }

        /// A GET under way: the task waiting for it, kept alive by the library's context pointer until the
        /// callback.
        private final class Pending: Sendable {
            let continuation: CheckedContinuation<Result<HTTPResponse, TransportError>, Never>

            init(_ continuation: CheckedContinuation<Result<HTTPResponse, TransportError>, Never>) {
                self.continuation = continuation
            }
        }
    }
#endif
