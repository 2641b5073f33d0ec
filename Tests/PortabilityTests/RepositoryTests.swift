import Foundation
import PortabilityRules
import Testing

/// The repository itself keeps the rules, over every file they cover.
@Suite("The repository")
struct RepositoryTests {
    /// The package's root: the nearest folder above this file that holds Package.swift.
    let root: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path),
            folder.pathComponents.count > 1
        {
            folder.deleteLastPathComponent()
        }
        return folder
    }()

    @Test("breaks no portability rule")
    func keepsTheRules() throws {
        let breaches = try PortabilityCheck.breaches(under: root)

        #expect(
            breaches.isEmpty,
            "\(breaches.count) breaches:\n\(breaches.map(\.description).joined(separator: "\n"))")
    }

    @Test("covers Package.swift, the Swift sources and the C files, and nothing in a build folder")
    func coversTheSources() throws {
        let files = try PortabilityCheck.coveredFiles(under: root)

        #expect(files.contains("Package.swift"))
        #expect(files.contains { $0.hasPrefix("Sources/") && $0.hasSuffix(".swift") })
        #expect(files.contains("Tools/AllocationCounter/AllocationCounter.c"))
        #expect(!files.contains { $0.split(separator: "/").contains { $0.hasPrefix(".build") } })
        #expect(!files.contains { $0.hasPrefix("Tests/AcceptanceTests/Golden/") })
        #expect(files == files.sorted())
    }
}
