// The library's C contract: the library exists on Linux alone (Sources/WebService/Live/LiveTransport.swift).
#if os(Linux)
    import FakeStackExchange
    import Foundation
    import NetworkingABI
    import Testing

    /// The library's C contract, as the header states it: a completion for every GET, even one it cannot send,
    /// whose `status` and `bytes` carry what the outcome says they carry, and nothing else.
    @Suite("Live networking library: the completion's contract")
    struct CompletionContractTests {
        @Test("answers an address it cannot read as unreachable, rather than never")
        func unreadableAddress() async throws {
            let call = try await CompletionRecorder.get("http://a b", timeout: 30)

            #expect(call?.outcome == .unreachable)
            #expect(call?.detail == "the API base URL cannot be used")
        }

        @Test("reports a time-out with status 0 and no bytes")
        func timeOut() async throws {
            let server = try LoopbackHTTPServer { _ in
                LoopbackHTTPServer.Response(status: 200, body: Data("late".utf8), delay: 3)
            }
            defer { server.stop() }

            let call = try await CompletionRecorder.get(server.url("/").absoluteString, timeout: 0.3)

            #expect(
                call
                    == CompletionRecorder.Call(
                        outcome: .timedOut, status: 0, hasBytes: false, count: 0, bytes: []))
        }

        @Test("reports a host that refuses with status 0 and the reason in bytes")
        func refused() async throws {
            let nobody = try RefusedLoopbackPort()
            defer { withExtendedLifetime(nobody) {} }  // the port is held only while the value lives

            let call = try await CompletionRecorder.get(nobody.url("/").absoluteString, timeout: 30)

            #expect(call?.outcome == .unreachable)
            #expect(call?.status == 0)
            #expect(call?.detail == "127.0.0.1 refused the connection")
        }

        /// The time limit only bounds a failure, as in the tests around it: under AddressSanitizer on a busy
        /// machine a hang-up took more than five seconds to be seen, and the request timed out first.
        @Test("reports an answer that breaks off with status 0 and the reason in bytes")
        func brokenOff() async throws {
            let server = try LoopbackHTTPServer { _ in .hangUp }
            defer { server.stop() }

            let call = try await CompletionRecorder.get(server.url("/").absoluteString, timeout: 30)

            #expect(call?.outcome == .badResponse)
            #expect(call?.status == 0)
            #expect(call?.detail.isEmpty == false)
        }

        /// Guards `URLSessionTransfer.cancel(_:)` and the `.cancelled` outcome: a cancelled GET still gets its
        /// one completion, says so, and its connection is dropped, which the server sees.
        @Test("reports a cancelled GET with status 0 and no bytes, and drops its connection")
        func cancelled() async throws {
            let server = try LoopbackHTTPServer { _ in .held() }
            defer { server.stop() }

            let call = try await CompletionRecorder.get(
                server.url("/").absoluteString, timeout: 30, then: .cancelIt)

            #expect(
                call
                    == CompletionRecorder.Call(
                        outcome: .cancelled, status: 0, hasBytes: false, count: 0, bytes: []))
            // Cancelled at once, the GET may be dropped before its request reaches the server at all.
            let dropped = server.requests.isEmpty ? true : await server.waitForADrop()
            #expect(dropped, "the request reached the server and was not dropped")
        }

        @Test("leaves a GET alone when told to cancel a number it never handed out")
        func unknownNumber() async throws {
            let server = try LoopbackHTTPServer { _ in
                LoopbackHTTPServer.Response(status: 200, body: Data("ok".utf8))
            }
            defer { server.stop() }

            let call = try await CompletionRecorder.get(
                server.url("/").absoluteString, timeout: 30, then: .cancelAnUnknownNumber)

            #expect(call?.outcome == .response)
            #expect(call?.detail == "ok")
        }
    }
#endif
