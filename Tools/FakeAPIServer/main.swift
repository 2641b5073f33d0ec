import FakeStackExchange
import Foundation

// `fake-stackexchange`: serves the offline data set over HTTP on 127.0.0.1, answering like the
// Stack Exchange API, so that `questions --source live` can be tried with no network.

let arguments = Array(CommandLine.arguments.dropFirst())
func value(of option: String) -> String? {
    arguments.firstIndex(of: option).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
}
let port = value(of: "--port").flatMap(Int.init) ?? 8080
let capture = value(of: "--capture").flatMap(Int.init) ?? 1
if arguments.contains("--help") || ![1, 2].contains(capture) {
    print("Usage: fake-stackexchange [--port N] [--capture 1|2]")
    exit(arguments.contains("--help") ? 0 : 2)
}

let api = FakeStackExchangeAPI(capture: capture)
do {
    let server = try LoopbackHTTPServer(port: port) { request in api.respond(to: request) }
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
    FileHandle.standardError.write(Data("fake-stackexchange: \(error)\n".utf8))
    exit(1)
}
