import Foundation
import Testing

/// The seeds of the `sessions` fuzz target are the acceptance scripts and SPEC §6's races, written as
/// sessions, and every kind of answer the service gives, so that the fuzzer starts from every path the
/// suite already walks and mutates from there.
///
/// `QUESTIONS_WRITE_SEEDS=1 swift test --filter SessionSeeds` writes them to `Fuzz/Corpus/sessions`.
@Suite("Seeds of the sessions fuzz target")
struct SessionSeedsTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus/sessions", isDirectory: true)

    /// The races of `WorkInFlightRaceTests`, as sessions against the offline data set: the same keys,
    /// the same order of answers, cancelled requests answered late.
    static let races: [String: [String]] = [
        "race-back-during-question-load": [
            "!late-answers", "!answer 1", "open 2", "back", "!answer 1", "!answer 1",
        ],
        "race-tags-answered-out-of-order": [
            "!late-answers", "!answer 1", "tag git", "tag python", "!answer 2", "!answer 1",
        ],
        "race-more-twice": ["!answer 1", "more", "more", "!answer 1"],
        "race-ctrl-c-during-load": [
            "!late-answers", "!answer 1", "more", "!ctrl-c", "!answer 1", "!ctrl-c", "more", "!answer 1",
        ],
        "race-refresh-superseded-by-open": [
            "!late-answers", "!answer 1", "refresh", "open 1", "!answer 2", "!answer 3", "!answer 1",
        ],
        "race-searches-answered-out-of-order": [
            "!late-answers", "!answer 1", "search the", "/actor isolated", "!answer 2", "!answer 1",
        ],
        "race-back-during-user-load": [
            "!late-answers", "!answer 1", "open 2", "!answer 1", "!answer 1", "user", "back", "!answer 1",
            "!answer 1", "back",
        ],
        "race-ctrl-c-during-user-load": [
            "!late-answers", "!answer 1", "open 2", "!answer 1", "!answer 1", "user", "!ctrl-c", "!answer 1",
            "!answer 1",
        ],
        "race-open-before-the-list-appeared": [
            "!link https://stackoverflow.com/questions/97000387", "open 1", "!answer 1", "!answer 1",
        ],
        "race-save-while-more-loads": ["!answer 1", "more", "save 2", "save 31", "!answer 1", "list"],
        "race-saved-during-user-load": [
            "!late-answers", "!answer 1", "open 2", "!answer 1", "!answer 1", "user", "saved", "back",
            "!answer 1",
            "!answer 1", "!answer 1", "!answer 1",
        ],
        "race-saved-during-question-load": [
            "!late-answers", "!answer 1", "open 2", "saved", "back", "!answer 1", "!answer 1", "!answer 1",
            "!answer 1",
        ],
    ]

    /// Every kind of answer the service gives, each to a first page, a question and a user's page, so that
    /// every failure and a response through the live decoder start in the corpus.
    static var replies: [String: [String]] {
        let kinds = [
            "http 503", "api 502", "backoff 10", "timeout 30", "malformed", "unreachable", "cancelled",
            "not-found",
            #"response 200 {"items":[],"has_more":false,"quota_remaining":10}"#,
            #"response 400 {"error_id":502,"error_name":"throttle_violation","error_message":"too many"}"#,
        ]
        return Dictionary(
            uniqueKeysWithValues: kinds.map { kind in
                let name = "reply-" + kind.prefix { $0 != "{" }.split(separator: " ").joined(separator: "-")
                return (
                    name,
                    [
                        "!answer 1 \(kind)", "refresh", "!answer 1", "open 1", "!answer 1 \(kind)",
                        "!answer 1",
                        "open 1", "!answer 1", "!answer 1", "user", "!answer 2 \(kind)", "!answer 1",
                    ]
                )
            })
    }

    /// Each acceptance script as a session: its link and width first, then the first screen's requests
    /// answered, then each command followed by answers for the requests it may make.
    static func session(of script: Script) -> [String] {
        var lines = script.link.map { ["!link \($0)"] } ?? []
        if script.width != PatternSession.startWidth { lines.append("!width \(script.width)") }
        lines += ["!answer 1", "!answer 1", "!answer 1"]
        for command in script.lines { lines += [command, "!answer 1", "!answer 1"] }
        return lines
    }

    /// Every seed, by file name.
    static var seeds: [String: String] {
        var seeds = races.merging(replies) { race, _ in race }.mapValues { $0.joined(separator: "\n") + "\n" }
        for script in Script.all {
            seeds["script-" + script.name] = session(of: script).joined(separator: "\n") + "\n"
        }
        return seeds
    }

    @Test("are every acceptance script and every race, as sessions")
    func corpusIsCurrent() throws {
        let expected = Self.seeds
        if ProcessInfo.processInfo.environment["QUESTIONS_WRITE_SEEDS"] == "1" {
            try FileManager.default.createDirectory(at: Self.corpus, withIntermediateDirectories: true)
            for (name, text) in expected {
                try text.write(
                    to: Self.corpus.appendingPathComponent(name), atomically: true, encoding: .utf8)
            }
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path)
        #expect(
            Set(names) == Set(expected.keys), "run QUESTIONS_WRITE_SEEDS=1 swift test --filter SessionSeeds")
        for (name, text) in expected {
            let committed = try? SessionScript.text(of: Self.corpus.appendingPathComponent(name))
            #expect(committed == text, "Fuzz/Corpus/sessions/\(name) is stale")
        }
    }

    @Test("cover every race of the suite")
    func everyRace() {
        #expect(Self.races.count == WorkInFlightRaceTests.Race.allCases.count)
    }
}
