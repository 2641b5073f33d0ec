import Foundation
import TestSupport
import Testing

/// The planted differences that `Fuzz/prove-sessions` applies in CI, checked here in seconds: each still
/// applies to the sources as they are (or is applied now, as `Fuzz/plants-pass-unit-tests` does while it
/// runs these tests). A plant that no longer applies proves nothing, and CI would find out only half an
/// hour in; a change to the code a plant patches rewrites the plant in the same commit.
@Suite("Planted differences", .timeLimit(.minutes(1)))
struct FuzzPlantsTests {
    @Test("every plant in Fuzz/Plants applies to the sources as they are (git apply --check)")
    func plantsApply() async throws {
        let root = try TestHygieneTests.packageRoot()
        let plants = try FileManager.default.contentsOfDirectory(
            at: root.appendingPathComponent("Fuzz/Plants"), includingPropertiesForKeys: nil
        ).filter { $0.pathExtension == "patch" }
        try #require(!plants.isEmpty)
        for plant in plants {
            let (applies, message) = try await Self.gitApplyCheck(plant, reverse: false, in: root)
            let isApplied =
                try await applies ? false : Self.gitApplyCheck(plant, reverse: true, in: root).succeeded
            #expect(applies || isApplied, "\(plant.lastPathComponent) no longer applies: \(message)")
        }
    }

    /// Whether `git apply --check` (with `-R`, when `reverse`) accepts `plant` in `root`, and what it said.
    private static func gitApplyCheck(_ plant: URL, reverse: Bool, in root: URL) async throws
        -> (succeeded: Bool, message: String)
    {
        try await onAThreadOfItsOwn {
            let git = Process()
            git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            git.arguments = ["git", "apply", "--check"] + (reverse ? ["-R"] : []) + [plant.path]
            git.currentDirectoryURL = root
            let errors = Pipe()
            git.standardError = errors
            try git.run()
            git.waitUntilExit()
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            return (git.terminationStatus == 0, message)
        }
    }
}
