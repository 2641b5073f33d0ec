import Foundation
import ScreenTestSupport
import TestSupport
import Testing

/// What an offline start loads: `questions` opens live mode's networking library only in live mode, so
/// its own dependencies never name URLSession's libraries (docs/PERFORMANCE.md: start-up).
@Suite("Start-up libraries")
struct StartUpLibrariesTests {
    /// Guards the `LiveNetworking` target's dependencies in Package.swift: SwiftPM links every library
    /// target an executable reaches, so `SessionTransfer` as a dependency of the library put
    /// FoundationNetworking, libcurl and TLS into every start.
    @Test(
        "the built questions needs no networking or TLS library to start",
        .enabled(if: Self.isLinux), .timeLimit(.minutes(1)))
    func noNetworkingAtStart() async throws {
        let app = try #require(BuiltBinary.questions, "questions is built beside the tests")
        let listing = try await onAThreadOfItsOwn {
            let loader = Process()
            loader.executableURL = URL(fileURLWithPath: app)
            // glibc's loader lists the libraries it would map, and runs nothing of the program.
            loader.environment = ["LD_TRACE_LOADED_OBJECTS": "1"]
            let output = Pipe()
            loader.standardOutput = output
            try loader.run()
            let listing = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            loader.waitUntilExit()
            return listing
        }

        let libraries = listing.split(separator: "\n").filter { $0.contains(".so") }
        #expect(!libraries.isEmpty, "the loader listed no library: \(listing)")
        let networking = libraries.filter { line in
            ["libFoundationNetworking", "libcurl", "libssl", "libgnutls"].contains { line.contains($0) }
        }
        #expect(networking.isEmpty, "an offline start loads \(networking)")
    }

    static var isLinux: Bool {
        #if os(Linux)
            true
        #else
            false
        #endif
    }
}
