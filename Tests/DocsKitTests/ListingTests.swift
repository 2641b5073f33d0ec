import DocsKit
import Testing

/// A tutorial listing is cut from the source by the text its declaration starts with: the doc comment
/// and attributes above it, the body to the brace that closes it, moved to the margin.
@Suite("Tutorial listings")
struct ListingTests {
    let source = """
        struct Screen {
            /// Opens row `number`.
            @discardableResult
            func open(row number: Int) -> Bool {
                if number > 0 { print("{ not a brace") }  // nor this {
                return true
            }

            func close() {}
        }
        """

    @Test("cuts the declaration with its doc comment and attributes, to its closing brace, at the margin")
    func cutsTheDeclaration() throws {
        let listing = Listing(name: "open", path: "Screen.swift", anchor: "func open(row number: Int)")

        let cut = try listing.extract(from: source)

        #expect(
            cut == """
                /// Opens row `number`.
                @discardableResult
                func open(row number: Int) -> Bool {
                    if number > 0 { print("{ not a brace") }  // nor this {
                    return true
                }

                """)
    }

    /// Guards the string and comment skipping in `closingLine(of:in:)`: a brace in either is not counted.
    @Test("counts no brace inside a string or after a comment's slashes")
    func bracesInStringsAndComments() throws {
        let cut = try Listing(name: "n", path: "p", anchor: "func open(row").extract(from: source)

        #expect(cut.hasSuffix("    return true\n}\n"))
    }

    @Test("cuts a one-line declaration alone")
    func oneLine() throws {
        let cut = try Listing(name: "close", path: "p", anchor: "func close()").extract(from: source)

        #expect(cut == "func close() {}\n")
    }

    @Test("fails, naming the listing, when its first line is not in the file exactly once")
    func anchorNotOnce() {
        #expect(throws: ListingError.self) {
            try Listing(name: "gone", path: "p", anchor: "func gone()").extract(from: source)
        }
        #expect(throws: ListingError.self) {
            try Listing(name: "twice", path: "p", anchor: "func").extract(from: source)
        }
    }

    @Test("reads a manifest of three tab-separated fields a line, skipping comments and blank lines")
    func manifest() throws {
        let listings = try Listing.parse("# listings\n\na\tSources/A.swift\tfunc a()\n")

        #expect(listings == [Listing(name: "a", path: "Sources/A.swift", anchor: "func a()")])
        #expect(throws: ListingError.self) { try Listing.parse("a\tSources/A.swift\n") }
    }
}
