import Testing

@testable import QuestionsApp

/// Where `--api-base` may point: a mistyped base must fail at start, not at the first request.
@Suite("Option parser: --api-base")
struct APIBaseOptionTests {
    let parser = OptionParser()

    @Test(
        "accepts an http or https base with a host, any port from 1 to 65535, and a path",
        arguments: [
            "http://127.0.0.1:8080/2.3", "https://api.stackexchange.com/2.3", "http://127.0.0.1:1/2.3",
            "http://127.0.0.1:65535/2.3",
        ])
    func acceptsABase(base: String) throws {
        let request = try parser.parse(["--source", "live", "--api-base", base])

        guard case .run(let options) = request else {
            Issue.record("expected options to run with, got \(request)")
            return
        }
        #expect(options.apiBase == base)
    }

    @Test("refuses a base without a host, such as http:foo")
    func refusesAHostlessBase() {
        #expect(
            throws: OptionParser.Failure(
                message:
                    "--api-base must be an http:// or https:// URL with a host and no query, not 'http:foo'.")
        ) {
            try parser.parse(["--source", "live", "--api-base", "http:foo"])
        }
    }
}
