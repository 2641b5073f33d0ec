import PatternMetrics
import Testing

@Suite("Lines of code")
struct LinesOfCodeTests {
    @Test("counts the lines with code, not blank lines or line comments")
    func skipsBlankLinesAndComments() {
        let source = """
            import Foundation

            // Why the type exists.
            struct Row {
                let id: Int  // a trailing comment leaves the line counted

            }
            """

        #expect(SwiftSource(source).linesOfCode == 4)
    }

    @Test("does not count doc comments, in either form")
    func skipsDocComments() {
        let source = """
            /// The summary.
            ///
            /// More on it.
            /**
             A block doc comment.
             */
            enum Sort {}
            """

        #expect(SwiftSource(source).linesOfCode == 1)
    }

    @Test("does not count block comments, nested ones included, but counts code after one ends")
    func skipsNestedBlockComments() {
        let source = """
            /* outer
               /* inner */
               still a comment
            */ let value = 1
            /* one line */
            """

        #expect(SwiftSource(source).linesOfCode == 1)
    }

    @Test("counts a line whose only text is in a string, even when it looks like a comment")
    func stringsAreCode() {
        let source = """
            let url = "https://example.com"
            let fake = "/* not a comment"
            let next = 2
            """

        #expect(SwiftSource(source).linesOfCode == 3)
    }

    @Test(
        "counts every non-blank line of a multi-line string, and raw strings with quotes and slashes in them")
    func multilineAndRawStrings() {
        let source = ##"""
            let json = #"""
                {"a": "b \" // c"}

                /* d */
                """#
            let end = 1
            """##

        #expect(SwiftSource(source).linesOfCode == 5)
    }

    @Test("reads code inside an interpolation, strings and all, and goes back into the string after it")
    func interpolation() {
        let source = #"""
            let text = "\(label(")")) struct InTheString {}"
            struct Real {}
            """#

        let file = SwiftSource(source)

        #expect(file.linesOfCode == 2)
        #expect(file.types == 1)
    }
}
