import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends GET requests with Foundation's URLSession, which also inflates gzip responses, each within its time
/// limit.
///
/// It is the only code in the project that touches the network. On Linux it
/// is linked into the live networking library (Sources/LiveNetworking), which
/// `questions` opens only in live mode; on macOS, where URLSession is part of
/// Foundation, the live service's transport calls it directly.
public final class URLSessionTransfer: Sendable {
    /// How a GET ended.
    public enum Outcome: Sendable, Equatable {
        /// A whole response: its status and its body, already inflated.
        case response(status: Int, body: Data)
        /// Nothing came back within the time limit.
        case timedOut
        /// The host could not be reached; `detail` says how, in a few words.
        case unreachable(detail: String)
        /// Something came back that is not a whole, readable response; `detail` says what.
        case badResponse(detail: String)
        /// The app cancelled the GET; its connection was dropped.
        case cancelled
    }

    /// The GETs under way, by number, so that one can be cancelled; and the last number handed out.
    ///
    /// A named struct rather than a tuple: `.ci/tsan-suppressions.txt` recognises `withLock`'s body by
    /// the mangling of `(inout sending State)`, which a tuple's mangling does not match.
    private struct Running {
        var tasks: [UInt64: Task<Void, Never>] = [:]
        var last: UInt64 = 0
    }
    private let running = Mutex(Running())

    /// The largest body accepted, far above any API page: a guard against a runaway or hostile server.
    public static let largestBody = 16 << 20

    private let session: URLSession
    /// Entered for each GET, left once its completion has returned.
    private let unfinished = DispatchGroup()

    /// A transfer that sends its GETs with `session`.
    public init(session: URLSession) {
        self.session = session
    }

    /// Runs `work` in a task of its own, then hands its outcome to `finish`: exactly once, a cancelled
    /// GET's included. Returns the GET's number for `cancel(_:)`, never 0.
    public func start(
        _ work: @escaping @Sendable () async -> Outcome, then finish: @escaping @Sendable (Outcome) -> Void
    ) -> UInt64 {
        unfinished.enter()
        return running.withLock { state in
            state.last += 1
            let number = state.last
            // Registered under the lock, before the task can end and look for its own entry.
            state.tasks[number] = Task { [self] in
                let outcome = await work()
                // Off the list before `finish`: a cancel from now on finds nothing to cancel.
                running.withLock { _ = $0.tasks.removeValue(forKey: number) }
                finish(Task.isCancelled ? .cancelled : outcome)
                unfinished.leave()
            }
            return number
        }
    }

    /// Returns once every GET's completion has returned: at once for a session closed as the header
    /// asks, after its GETs' completions; and, for a test, the moment after which no completion can come.
    public func waitUntilFinished() {
        unfinished.wait()
    }

    /// Cancels GET `number` if it is still under way; its task then reports `.cancelled`.
    public func cancel(_ number: UInt64) {
        running.withLock { $0.tasks[number] }?.cancel()
    }

    /// Sends the request and waits at most `timeout` seconds for the whole response.
    ///
    /// The limit is kept here, by racing the request against a timer, rather
    /// than left to `URLRequest.timeoutInterval`, which Foundation on Linux
    /// does not apply to a server that accepts and then says nothing.
    public func get(_ url: URL, timeout: TimeInterval) async -> Outcome {
        // URLSession asks for gzip and inflates it by itself (libcurl on Linux does the same).
        let request = URLRequest(url: url, timeoutInterval: timeout)
        let session = self.session
        return await withTaskGroup(of: Outcome?.self) { group in
            group.addTask { await Self.send(request, with: session) }
            group.addTask {
                try? await Task.sleep(for: .seconds(timeout))
                return Task.isCancelled ? nil : .timedOut
            }
            defer { group.cancelAll() }
            for await finished in group {
                if let finished { return finished }
                // The timer ended without firing: the GET itself was cancelled.
                if Task.isCancelled { return .cancelled }
            }
            return Task.isCancelled ? .cancelled : .timedOut
        }
    }

    private static func send(_ request: URLRequest, with session: URLSession) async -> Outcome {
        do {
            let (data, response) = try await session.data(for: request)
            guard data.count <= largestBody else {
                return .badResponse(detail: "the response is larger than \(largestBody >> 20) MB")
            }
            return .response(status: (response as? HTTPURLResponse)?.statusCode ?? 0, body: data)
        } catch let error as URLError {
            return outcome(for: error, url: request.url)
        } catch is CancellationError {
            return .cancelled
        } catch {
            return .unreachable(detail: "\(error)")
        }
    }

    private static func outcome(for error: URLError, url: URL?) -> Outcome {
        let host = url?.host ?? "the server"
        switch error.code {
        case .cancelled: return .cancelled
        case .timedOut: return .timedOut
        case .notConnectedToInternet: return .unreachable(detail: "no network connection")
        // A server that hangs up before answering whole: libcurl (Linux) calls it a bad response, Apple's
        // URLSession a lost connection; to the user it is the same.
        case .networkConnectionLost, .badServerResponse, .cannotParseResponse, .cannotDecodeContentData,
            .cannotDecodeRawData, .zeroByteResource, .unknown:
            return .badResponse(detail: "the answer from \(host) broke off or could not be read")
        case .badURL, .unsupportedURL: return .unreachable(detail: "the API base URL cannot be used")
        case .cannotFindHost, .dnsLookupFailed: return .unreachable(detail: "\(host) was not found")
        case .cannotConnectToHost: return .unreachable(detail: "\(host) refused the connection")
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate:
            return .unreachable(detail: "no secure connection to \(host)")
        default: return .unreachable(detail: "\(host): URL error \(error.code.rawValue)")
        }
    }
}
