import FakeStackExchange
import Foundation
import Synchronization

// `fake-stackexchange`: serves the offline data set over HTTP on 127.0.0.1, answering like the
// Stack Exchange API, so that `questions --source live` can be tried with no network.

let arguments = Array(CommandLine.arguments.dropFirst())
func value(of option: String) -> String? {
    arguments.firstIndex(of: option).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
}
let usage = "Usage: fake-stackexchange [--port 1-65535] [--capture 1|2] [--delay SECONDS]"
let port = value(of: "--port").map { Int($0) ?? -1 } ?? 8080
let capture = value(of: "--capture").map { Int($0) ?? -1 } ?? 1
// Each answer after the first waits this long, to try the app against a slow network: work in flight,
// Ctrl-C, typing ahead. The first (the list's first page) comes at once, so there is a list to try it on.
let delay = value(of: "--delay").map { TimeInterval($0) ?? -1 } ?? 0
if arguments.contains("--help") {
    print(usage)
    exit(0)
}
guard (1...65_535).contains(port), [1, 2].contains(capture), (0...60).contains(delay) else {
    FileHandle.standardError.write(
        Data("fake-stackexchange: bad --port, --capture or --delay (0 to 60 s)\n\(usage)\n".utf8))
    exit(2)
}

let api = FakeStackExchangeAPI(capture: capture)
let requestsServed = Mutex(0)
do {
    let server = try LoopbackHTTPServer(port: port) { request in
        var response = api.respond(to: request)
        let isFirst = requestsServed.withLock { served in
            served += 1
            return served == 1
        }
        response.delay = isFirst ? 0 : delay
        return response
    }
    let base = "http://127.0.0.1:\(server.port)\(FakeStackExchangeAPI.pathPrefix)"
    // Written unbuffered, so the address shows at once even when output goes to a file.
    FileHandle.standardOutput.write(
        Data(
            """
            Fake Stack Exchange API (offline data set, capture \(capture)) at \(base)
            Try: swift run questions --source live --api-base \(base)
            Stop with Ctrl-C.

            """.utf8))
    while true { Thread.sleep(forTimeInterval: 3_600) }
} catch {
    FileHandle.standardError.write(
        Data("fake-stackexchange: cannot listen on 127.0.0.1:\(port); is it in use?\n".utf8))
    exit(1)
}
