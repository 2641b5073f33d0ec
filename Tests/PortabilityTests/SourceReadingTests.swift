import PortabilityRules
import Testing

/// The rules read code: comments are left out, string literals are not, and a comment's or a string's
/// delimiters inside the other do not count.
@Suite("Reading code")
struct SourceReadingTests {
    @Test("reads code after a string holding // as code, not as a comment")
    func readsCodeAfterAURL() {
        let file = """
            let u = "https://a"; let p = "\(proc)x"
            """

        #expect(brokenRules(in: "Sources/A/Library.swift", file) == [.procPathOutsideLinux])
    }

    @Test("reads an escaped quote as part of its string")
    func readsEscapedQuotes() {
        let file = #"""
            let q = "a\"//"; let p = "\#(proc)y"
            """#

        #expect(brokenRules(in: "Sources/A/Library.swift", file) == [.procPathOutsideLinux])
    }

    @Test("reads a raw string's quotes and slashes as part of it")
    func readsRawStrings() {
        let file = """
            let r = #"say "hi" // twice"#; let p = "\(proc)z"
            """

        #expect(brokenRules(in: "Sources/A/Library.swift", file) == [.procPathOutsideLinux])
    }

    @Test("reads a string inside an interpolation as a string")
    func readsInterpolations() {
        let file = #"""
            let s = "\(prefix("//"))"; let p = "\#(proc)w"
            """#

        #expect(brokenRules(in: "Sources/A/Library.swift", file) == [.procPathOutsideLinux])
    }

    @Test("reads a directive inside a multi-line string as text, not as a directive")
    func readsDirectivesInStringsAsText() {
        let file = #"""
            let snippet = """
                #if os(Linux)
                """
            let p = "\#(proc)self/exe"
            """#

        #expect(brokenRules(in: "Sources/A/Library.swift", file) == [.procPathOutsideLinux])
    }

    @Test("reads Swift's block comments as nesting")
    func readsNestedComments() {
        let file = """
            /* An outer comment /* an inner one */ still \(proc)self/exe */
            let p = 1
            """

        #expect(brokenRules(in: "Sources/A/Library.swift", file).isEmpty)
    }

    @Test("reads C's block comments as not nesting")
    func readsFlatCComments() {
        let file = """
            /* /* */ static const char *p = "\(proc)self/exe";
            """

        #expect(brokenRules(in: "Tools/A/Meter.c", file) == [.procPathOutsideLinux])
    }

    @Test("reads a C character literal holding a quote as a character, not a string's start")
    func readsCharacterLiterals() {
        let file = """
            char quote = '"'; // \(proc)self/exe
            """

        #expect(brokenRules(in: "Tools/A/Meter.c", file).isEmpty)
    }

    @Test("reads no rule into a file that is neither Swift nor C")
    func readsOnlySwiftAndC() {
        #expect(brokenRules(in: "Tools/docs/build", "cat \(proc)self/status").isEmpty)
    }
}
