import PortabilityRules
import Testing

/// Rule 4: a `/proc/` path, in code or in a string, sits in a Linux branch.
@Suite("Paths under /proc")
struct ProcPathTests {
    @Test("catches a path in a string outside any group")
    func catchesAnUnguardedPath() {
        let file = """
            let p = "\(proc)self/exe"
            """

        #expect(brokenRules(in: "Sources/A/Library.swift", file) == [.procPathOutsideLinux])
    }

    @Test("passes a path in an #if os(Linux) branch")
    func passesALinuxBranch() {
        let file = """
            #if os(Linux)
                let p = "\(proc)self/exe"
            #endif
            """

        #expect(brokenRules(in: "Sources/A/Library.swift", file).isEmpty)
    }

    @Test("passes a path in a comment or a doc comment")
    func passesComments() {
        let file = """
            // Reads \(proc)self/mounts.
            /// The kind of file system, as \(proc)self/mounts names it.
            /* \(proc)loadavg */
            func fileSystem() -> String { "" }
            """

        #expect(brokenRules(in: "Sources/A/Library.swift", file).isEmpty)
    }

    @Test("catches a path in an #if !os(Linux) branch")
    func catchesANegatedBranch() {
        let file = """
            #if !os(Linux)
                let p = "\(proc)self/exe"
            #endif
            """

        #expect(brokenRules(in: "Sources/A/Library.swift", file) == [.procPathOutsideLinux])
    }

    @Test("catches a path in the #else branch of an #if os(Linux) group")
    func catchesTheElseBranch() {
        let file = """
            #if os(Linux)
                let p = "\(proc)self/exe"
            #else
                let p = "\(proc)curproc/file"
            #endif
            """

        #expect(brokenRules(in: "Sources/A/Library.swift", file) == [.procPathOutsideLinux])
    }

    @Test("catches a path in a canImport(Glibc) branch, which is not a Linux condition")
    func catchesAGlibcBranch() {
        let file = """
            #if canImport(Glibc)
                let p = "\(proc)self/exe"
            #endif
            """

        #expect(brokenRules(in: "Sources/A/Library.swift", file) == [.procPathOutsideLinux])
    }

    @Test("passes a path in a group nested in an #if os(Linux) branch")
    func passesANestedGroup() {
        let file = """
            #if os(Linux)
                #if DEBUG
                    let p = "\(proc)self/exe"
                #endif
            #endif
            """

        #expect(brokenRules(in: "Sources/A/Library.swift", file).isEmpty)
    }

    @Test("catches a path in a multi-line string")
    func catchesAMultilineString() {
        let file = #"""
            let script = """
                cat \#(proc)self/status
                """
            """#

        #expect(brokenRules(in: "Sources/A/Library.swift", file) == [.procPathOutsideLinux])
    }

    @Test("reports the file, the line and the rule")
    func reportsTheLine() {
        let file = """
            import Foundation

            /// The executable's path.
            func executable() -> String? {
                try? FileManager.default.destinationOfSymbolicLink(atPath: "\(proc)self/exe")
            }
            """

        let breaches = PortabilityCheck.breaches(inFile: "Tools/Bench/Startup.swift", text: file)

        #expect(breaches.map(\.line) == [5])
        #expect(breaches.first?.path == "Tools/Bench/Startup.swift")
        #expect(
            breaches.first?.description.hasPrefix("Tools/Bench/Startup.swift:5: procPathOutsideLinux: ")
                == true)
    }

    @Test("catches a path in C outside a __linux__ branch, and passes it inside one")
    func readsC() {
        let file = """
            static const char *mounts = "\(proc)self/mounts";
            #if defined(__linux__)
            static const char *status = "\(proc)self/status";
            #endif
            """

        #expect(PortabilityCheck.breaches(inFile: "Tools/A/Meter.c", text: file).map(\.line) == [1])
    }
}
