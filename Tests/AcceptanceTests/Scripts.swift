import Testing

/// The command scripts every pattern must answer identically: spec section 3, command by command.
struct Script: Sendable, CustomTestStringConvertible {
    var name: String
    var lines: [String]
    var width = 80
    /// The link the app is started with (`questions URL`), if any.
    var link: String?

    var testDescription: String { name }

    static let all: [Script] = [
        Script(name: "start", lines: []),
        Script(name: "open-and-back", lines: ["open 3", "back", "2", "b", "o 1", "list"]),
        Script(name: "paging", lines: ["more", "m", "more", "open 61", "l"]),
        Script(name: "refresh", lines: ["refresh", "r", "more", "refresh"]),
        Script(
            name: "tag-and-sort",
            lines: ["tag git", "sort votes", "open 1", "tag nosuchtag", "more", "tag", "sort creation"]),
        Script(
            name: "search",
            lines: [
                "search the", "more", "tag python", "sort votes", "open 1", "/ cafe", "search nosuchword",
                "refresh", "search", "search   ", "/", "tag", "search Actor", "more",
            ]),
        Script(
            name: "user-pages",
            lines: [
                "user", "open 6", "user", "open 2", "u", "open 99", "u", "open 3", "user", "back", "back",
                "back",
                "back", "back", "back", "back", "/loop spaces newlines", "open 1", "user", "more",
            ]),
        Script(
            name: "list-from-depth-4", lines: ["open 7", "user", "open 1", "user", "list", "back", "open 7"]),
        Script(
            name: "url-start", lines: ["open 2", "user", "back", "back", "open 2", "back", "more", "back"],
            link: "https://stackoverflow.com/questions/97000366/main-actor-isolated-property"),
        Script(
            name: "url-start-answer", lines: ["back", "open 3"],
            link: "https://stackoverflow.com/a/97100258/1"),
        Script(name: "url-start-missing", lines: ["back", "back"], link: "https://stackoverflow.com/q/5"),
        Script(name: "url-start-missing-answer", lines: ["back"], link: "https://stackoverflow.com/a/5"),
        Script(
            name: "bad-input",
            lines: [
                "fly", "open 0", "open 999", "-9223372036854775808", "open 99999999999999999999", "1e3",
                "open x", "open", "sort size", "back", "list all", "", "help",
                "quit", "more",
            ]),
        Script(
            name: "commands-on-a-question",
            lines: [
                "1", "more", "5", "refresh", "3", "tag python", "1", "sort votes", "2", "open 999", "back",
                "4",
                "list",
            ]),
        Script(
            name: "every-question",
            lines: (1...30).flatMap { ["open \($0)", "back"] } + ["more", "more"]
                + (31...64).map { "open \($0)" }),
        // Saves, docs/SPEC.md, "Saved questions": each run starts from a fresh data folder of its own (`FreshDataFolder`).
        Script(
            name: "saves",
            lines: [
                "saved", "back", "save", "save 2", "save 2", "unsave 3", "save 1", "open 2", "save 2", "save",
                "unsave", "save", "user", "save 1", "back", "back", "list", "saved", "more", "open 1",
                "unsave",
                "back", "unsave 1", "saved", "save x", "unsave 99", "back", "refresh", "tag git", "list",
            ]),
        Script(
            name: "saves-at-depth",
            lines: [
                "open 7", "user", "open 1", "user", "save 1", "saved", "back", "back", "save", "back", "back",
                "back", "list", "saved", "unsave 2", "unsave 1", "more",
            ]),
        Script(name: "narrow", lines: ["open 1", "tag swift", "open 1", "open 2"], width: 20),
        Script(name: "wide", lines: ["open 2", "more"], width: 160),
        Script(name: "columns", lines: ["help", "more", "open 33", "refresh"], width: 200),
    ]

    /// Every script again at 200 columns, where the list is in three columns.
    static let atWidth200 = all.filter { $0.width != 200 }.map { script in
        Script(name: "\(script.name) at 200", lines: script.lines, width: 200, link: script.link)
    }

    /// The key scenarios kept as golden transcripts.
    static let golden = all.filter { script in
        [
            "start", "open-and-back", "paging", "refresh", "tag-and-sort", "search", "user-pages",
            "list-from-depth-4", "url-start", "url-start-answer", "url-start-missing",
            "url-start-missing-answer",
            "bad-input", "narrow", "columns", "saves", "saves-at-depth",
        ]
        .contains(
            script.name)
    }
}
