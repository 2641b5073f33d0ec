import Foundation
import Testing

/// A test's setup that fails must fail the test: a fixture saved, a file or a folder read, test data
/// decoded, all with `try` (or `#require`), never with the optional form of `try`, which turns a broken
/// setup into empty data and a test that passes, or fails for a reason it does not show.
///
/// The optional form stays only where an error is not the test's concern: a cleanup's `removeItem` in a
/// `defer` or a `deinit`, the sleep of a wait (`await Task.sleep`), and a line that says why on itself,
/// in a comment that ends it: the optional `try`, a colon, and the reason (`Sessions/FreshDataFolder.swift`).
///
/// The needle is built when the test runs, so that this file does not hold it.
@Suite("Test hygiene")
struct TestHygieneTests {
    /// The optional form of `try`.
    static let needle = "try" + "?"

    /// The folders of `Tests/` left unread. `PortabilityTests` holds Swift files as string literals, the
    /// input of the portability check, in which the optional `try` is the code checked, not a setup.
    static let skipped: Set<String> = ["PortabilityTests"]

    /// The folder holding `Package.swift`, found from this file up.
    static func packageRoot() throws -> URL {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
            let parent = folder.deletingLastPathComponent()
            try #require(parent.path != folder.path, "no Package.swift above \(#filePath)")
            folder = parent
        }
        return folder
    }

    /// Whether `line`, which holds the optional `try`, holds it for a reason the rule allows.
    static func isAllowed(_ line: some StringProtocol) -> Bool {
        let cleanup = line.contains("removeItem") && (line.contains("defer") || line.contains("deinit"))
        let wait = line.contains(needle + " await Task.sleep")
        let marked =
            line.range(of: "// " + needle + ":").map {
                !line[$0.upperBound...].trimmingCharacters(in: .whitespaces).isEmpty
            } ?? false
        return cleanup || wait || marked
    }

    @Test("swallows no setup error with try?")  // try?: the rule's name, not a use
    func noSwallowedSetupError() throws {
        let root = try Self.packageRoot()
        let tests = root.appendingPathComponent("Tests", isDirectory: true)
        let walker = try #require(
            FileManager.default.enumerator(at: tests, includingPropertiesForKeys: [.isDirectoryKey]))
        var filesRead = 0
        var offenders: [String] = []
        while let url = walker.nextObject() as? URL {
            if Self.skipped.contains(url.lastPathComponent) {
                walker.skipDescendants()
                continue
            }
            guard url.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            filesRead += 1
            let path = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains(Self.needle) && !Self.isAllowed(line) {
                offenders.append("\(path):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }

        #expect(filesRead > 100, "read only \(filesRead) Swift files under \(tests.path)")
        for offender in offenders {
            Issue.record(
                """
                \(offender)
                A setup's error must fail the test: use `try` (or `#require`). If the error is truly not \
                the test's concern, end the line with `// \(Self.needle): <why>`.
                """)
        }
    }

    @Test("tells a swallowed setup error from a cleanup, a wait and a line that says why")
    func allowedUses() {
        let optional = Self.needle
        #expect(!Self.isAllowed("_ = \(optional) store.save(question, site: site)"))
        #expect(!Self.isAllowed("let page = (\(optional) store.page()) ?? []  // \(optional):"))
        #expect(!Self.isAllowed("\(optional) FileManager.default.removeItem(at: url)"))
        #expect(Self.isAllowed("defer { \(optional) FileManager.default.removeItem(at: root) }"))
        #expect(Self.isAllowed("deinit { \(optional) FileManager.default.removeItem(at: root) }"))
        #expect(Self.isAllowed("_ = \(optional) await Task.sleep(for: duration)"))
        #expect(Self.isAllowed("\(optional) FileManager.default.removeItem(at: url)  // \(optional): why"))
    }

    /// Guards `.ci/tsan-suppressions.txt`'s one rule: ThreadSanitizer cannot see `Mutex` locking on Linux,
    /// and the suppression recognises the body of `withLock` only when the state is a named type. A
    /// tuple as the state (a `Mutex` of `(task:, isDone:)`) made a wait's timer a false race in CI. The
    /// needles are built when the test runs, so that this file does not hold them.
    @Test("keeps every Mutex's state in a named type, never a tuple")
    func mutexStateIsNamed() throws {
        let root = try Self.packageRoot()
        let needles = ["Mutex" + "<(", "Mutex" + "(("]
        var offenders: [String] = []
        for folder in ["Sources", "Tests", "Tools"] {
            let walker = try #require(
                FileManager.default.enumerator(
                    at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil))
            while let url = walker.nextObject() as? URL {
                guard url.pathExtension == "swift" else { continue }
                let text = try String(contentsOf: url, encoding: .utf8)
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
                    .enumerated()
                where needles.contains(where: { line.contains($0) }) {
                    offenders.append("\(url.lastPathComponent):\(number + 1)")
                }
            }
        }

        #expect(offenders.isEmpty, "a Mutex holds a tuple: \(offenders)")
    }
}
