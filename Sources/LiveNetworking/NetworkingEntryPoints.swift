import Foundation
import NetworkingABI

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// The library's C entry points, as include/QuestionsNetworking.h declares them. A session is a retained
// `URLSessionTransfer` passed to the app as an opaque pointer; the app ends it with `close`.

/// `QuestionsNetworkingOpen`: a new session on an ephemeral URLSession, so nothing is cached on disk.
@_cdecl("questions_networking_open")
public func questionsNetworkingOpen() -> UnsafeMutableRawPointer {
    Unmanaged.passRetained(URLSessionTransfer(session: URLSession(configuration: .ephemeral))).toOpaque()
}

/// `QuestionsNetworkingGet`: sends the GET in a task of its own and returns at once, with its number.
@_cdecl("questions_networking_get")
public func questionsNetworkingGet(
    _ session: UnsafeMutableRawPointer, _ url: UnsafePointer<CChar>, _ timeout: Double,
    _ context: UnsafeMutableRawPointer?, _ completion: QuestionsFetchCompletion
) -> UInt64 {
    let transfer = Unmanaged<URLSessionTransfer>.fromOpaque(session).takeUnretainedValue()
    let address = String(cString: url)
    let reply = Reply(context: context, completion: completion)
    return transfer.start { () async -> URLSessionTransfer.Outcome in
        guard let url = URL(string: address) else {
            return .unreachable(detail: "the API base URL cannot be used")
        }
        return await transfer.get(url, timeout: timeout)
    } then: { outcome in
        reply.send(outcome)
    }
}

/// `QuestionsNetworkingCancel`: cancels the GET's task, if it is still under way.
@_cdecl("questions_networking_cancel")
public func questionsNetworkingCancel(_ session: UnsafeMutableRawPointer, _ request: UInt64) {
    Unmanaged<URLSessionTransfer>.fromOpaque(session).takeUnretainedValue().cancel(request)
}

/// `QuestionsNetworkingClose`: waits until the last completion has returned, then releases the session.
@_cdecl("questions_networking_close")
public func questionsNetworkingClose(_ session: UnsafeMutableRawPointer) {
    let transfer = Unmanaged<URLSessionTransfer>.fromOpaque(session)
    transfer.takeUnretainedValue().waitUntilFinished()
    transfer.release()
}

/// The app's completion for one GET, and the context it gave for it.
///
/// Unchecked: the context is the app's, handed over for this one call and
/// used by it alone, once; the completion is a C function with no state.
private struct Reply: @unchecked Sendable {
    let context: UnsafeMutableRawPointer?
    let completion: QuestionsFetchCompletion

    func send(_ outcome: URLSessionTransfer.Outcome) {
        switch outcome {
        case .response(let status, let body):
            body.withUnsafeBytes { bytes in
                completion(
                    context, .response, Int32(clamping: status), bytes.bindMemory(to: UInt8.self).baseAddress,
                    bytes.count)
            }
        case .timedOut:
            completion(context, .timedOut, 0, nil, 0)
        case .cancelled:
            completion(context, .cancelled, 0, nil, 0)
        case .unreachable(let detail):
            send(.unreachable, detail)
        case .badResponse(let detail):
            send(.badResponse, detail)
        }
    }

    private func send(_ outcome: QuestionsFetchOutcome, _ detail: String) {
        var detail = detail
        detail.withUTF8 { bytes in completion(context, outcome, 0, bytes.baseAddress, bytes.count) }
    }
}
