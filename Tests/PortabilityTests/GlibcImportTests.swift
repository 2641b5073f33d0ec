import PortabilityRules
import Testing

/// Rule 1: `import Glibc` sits in a Glibc branch of a group whose Darwin branch imports Darwin.
@Suite("Glibc imports")
struct GlibcImportTests {
    @Test("catches an import of Glibc in a group with no Darwin branch")
    func catchesAnImportWithoutDarwin() {
        let file = """
            import Foundation

            #if canImport(Glibc)
                import Glibc
            #endif
            """

        #expect(brokenRules(in: "Sources/A/Terminal.swift", file) == [.glibcImportWithoutDarwin])
    }

    @Test("passes an import of Glibc whose group imports Darwin in an #elseif canImport(Darwin) branch")
    func passesAnImportWithDarwin() {
        let file = """
            #if canImport(Glibc)
                import Glibc
            #elseif canImport(Darwin)
                import Darwin
            #endif
            """

        #expect(brokenRules(in: "Sources/A/Terminal.swift", file).isEmpty)
    }

    @Test("passes an os(Linux) branch whose group has an os(macOS) branch importing Darwin")
    func passesOperatingSystemConditions() {
        let file = """
            #if os(macOS)
                import Darwin
            #elseif os(Linux)
                @preconcurrency import Glibc
            #endif
            """

        #expect(brokenRules(in: "Sources/A/Terminal.swift", file).isEmpty)
    }

    @Test("catches an import of Glibc outside any group")
    func catchesABareImport() {
        #expect(brokenRules(in: "Sources/A/Terminal.swift", "import Glibc\n") == [.glibcImportWithoutDarwin])
    }

    @Test("catches a group whose Darwin branch does not import Darwin")
    func catchesADarwinBranchWithoutTheImport() {
        let file = """
            #if canImport(Glibc)
                import Glibc
            #elseif canImport(Darwin)
                import Foundation
            #endif
            """

        #expect(brokenRules(in: "Sources/A/Terminal.swift", file) == [.glibcImportWithoutDarwin])
    }

    @Test("passes an import of Glibc that only a comment or a string names")
    func passesCommentsAndStrings() {
        let file = """
            // import Glibc
            let source = "import Glibc"
            """

        #expect(brokenRules(in: "Sources/A/Terminal.swift", file).isEmpty)
    }
}

/// Rule 2: a `Glibc.` reference sits in a Glibc branch of a group that has a Darwin branch.
@Suite("Glibc calls")
struct GlibcCallTests {
    @Test("catches a call qualified by Glibc outside any group")
    func catchesAnUnguardedCall() {
        let file = """
            func openForReading(_ path: String) -> Int32 {
                let d = Glibc.open(path, O_RDONLY)
                return d
            }
            """

        #expect(brokenRules(in: "Sources/A/File.swift", file) == [.glibcCallWithoutDarwin])
    }

    @Test("passes a call qualified by Glibc in a Glibc branch with a Darwin twin")
    func passesAGuardedCall() {
        let file = """
            #if canImport(Glibc)
                let d = Glibc.open(path, O_RDONLY)
            #elseif canImport(Darwin)
                let d = Darwin.open(path, O_RDONLY)
            #endif
            """

        #expect(brokenRules(in: "Sources/A/File.swift", file).isEmpty)
    }

    @Test("catches a call qualified by Glibc in a Glibc branch with no Darwin twin")
    func catchesACallWithoutATwin() {
        let file = """
            #if canImport(Glibc)
                private let systemWrite = Glibc.write
            #endif
            """

        #expect(brokenRules(in: "Sources/A/File.swift", file) == [.glibcCallWithoutDarwin])
    }
}
