import PatternMetrics
import Testing

@Suite("Types, protocols and tests")
struct DeclarationCountTests {
    @Test("counts structs, classes, enums and actors, nested ones included")
    func countsTypes() {
        let source = """
            public struct List {
                enum Kind { case a }
                final class Cache {}
            }
            actor Store {}
            protocol Loading {}
            """

        let file = SwiftSource(source)

        #expect(file.types == 4)
        #expect(file.protocols == 1)
    }

    @Test("does not count extensions, class members, imports of a type, or member names")
    func skipsLookalikes() {
        let source = """
            import struct Foundation.Date
            extension List {
                class func make() -> List { List(kind: .class) }
                static let actor = 1
            }
            protocol P: AnyObject { static var value: Int { get } }
            """

        let file = SwiftSource(source)

        #expect(file.types == 0)
        #expect(file.protocols == 1)
    }

    @Test("does not count declarations in comments or strings")
    func skipsCommentsAndStrings() {
        let source = """
            /// Like a `struct Row` in the docs.
            // class Old {}
            let sample = "protocol Fake {}"
            """

        let file = SwiftSource(source)

        #expect(file.types == 0)
        #expect(file.protocols == 0)
    }

    @Test("counts each @Test function once, parameterised or not, and no other attribute")
    func countsTests() {
        let source = """
            @Suite("Rows")
            struct RowTests {
                @Test("one") func one() {}
                @Test("each", arguments: [1, 2, 3])
                func each(value: Int) {}
                // @Test("commented out") func old() {}
                let note = "@Test"
            }
            """

        #expect(SwiftSource(source).tests == 2)
    }
}
