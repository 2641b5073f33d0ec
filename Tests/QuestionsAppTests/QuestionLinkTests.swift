import Testing

@testable import QuestionsApp

@Suite("A question link")
struct QuestionLinkTests {
    @Test(
        "reads the forms a user copies from a browser, on every site of the network",
        arguments: [
            (
                "https://stackoverflow.com/questions/97000366/main-actor-isolated", "stackoverflow",
                QuestionLink.Target.question(id: 97_000_366)
            ),
            ("https://stackoverflow.com/questions/12", "stackoverflow", .question(id: 12)),
            ("https://stackoverflow.com/questions/12/", "stackoverflow", .question(id: 12)),
            ("http://www.stackoverflow.com/q/12/4711", "stackoverflow", .question(id: 12)),
            ("https://stackoverflow.com/a/34/4711", "stackoverflow", .answer(id: 34)),
            (
                "https://stackoverflow.com/questions/12/slug?noredirect=1#comment5", "stackoverflow",
                .question(id: 12)
            ),
            ("HTTPS://SuperUser.com/q/7", "superuser", .question(id: 7)),
            ("https://serverfault.com/a/8", "serverfault", .answer(id: 8)),
            ("https://askubuntu.com/questions/9/x", "askubuntu", .question(id: 9)),
            ("https://unix.stackexchange.com/q/10", "unix", .question(id: 10)),
            ("https://pt.stackoverflow.com/q/11", "pt.stackoverflow", .question(id: 11)),
            ("https://meta.stackoverflow.com/q/13", "meta.stackoverflow", .question(id: 13)),
            ("https://mathoverflow.net/questions/14/x", "mathoverflow.net", .question(id: 14)),
        ])
    func readsLinks(text: String, site: String, target: QuestionLink.Target) {
        #expect(QuestionLink(text) == QuestionLink(site: site, target: target))
    }

    @Test(
        "refuses what is not a question or answer link of a Stack Exchange site",
        arguments: [
            "stackoverflow.com/questions/12", "ftp://stackoverflow.com/questions/12",
            "https://example.com/questions/12", "https://notstackoverflow.com/q/12",
            "https://stackoverflow.com.example.com/q/12", "https://stackexchange.com/questions/12",
            "https://stackoverflow.com/users/12", "https://stackoverflow.com/questions",
            "https://stackoverflow.com/questions/tagged/swift", "https://stackoverflow.com/q/0",
            "https://stackoverflow.com/q/-3", "https://stackoverflow.com/q/99999999999999999999",
            "https://stackoverflow.com/q/١٢", "https://user@stackoverflow.com/q/12", "", "12",
        ])
    func refusesOthers(text: String) {
        #expect(QuestionLink(text) == nil)
    }
}

@Suite("Option parser, a link")
struct OptionParserLinkTests {
    let parser = OptionParser()

    private func options(_ arguments: [String]) throws -> AppOptions {
        guard case .run(let options) = try parser.parse(arguments) else {
            Issue.record("expected options to run with")
            return AppOptions()
        }
        return options
    }

    @Test("takes a link as the one argument that is not an option, before or after the options")
    func readsTheLink() throws {
        let before = try options(["https://stackoverflow.com/a/5", "--pattern", "mvc"])
        let after = try options(["--pattern", "mvc", "https://stackoverflow.com/a/5"])

        #expect(before.link == QuestionLink(site: "stackoverflow", target: .answer(id: 5)))
        #expect(after == before)
    }

    @Test("takes the site from the link's host, for the list beneath its question")
    func siteFromTheLink() throws {
        let options = try options(["--source", "live", "https://unix.stackexchange.com/q/10"])

        #expect(options.query.site == "unix")
    }

    @Test(
        "says in one line what is wrong with a link",
        arguments: [
            (
                ["https://example.com/q/1"],
                "'https://example.com/q/1' is not a link to a question or an answer on a Stack Exchange site."
            ),
            (
                ["https://stackoverflow.com/q/1", "https://stackoverflow.com/q/2"],
                "Give one link at most, not 'https://stackoverflow.com/q/2' as well."
            ),
            (
                ["--source", "live", "--site", "superuser", "https://unix.stackexchange.com/q/1"],
                "the link is on unix, not on --site superuser."
            ),
            (
                ["https://superuser.com/q/1"],
                "the offline data holds stackoverflow only, not 'superuser'; use --source live for other sites."
            ),
        ])
    func refusesBadLinks(arguments: [String], message: String) {
        #expect(throws: OptionParser.Failure(message: message)) { try parser.parse(arguments) }
    }
}
