/// The bytes of a fuzz input, read as choices: each byte picks one of the options offered at that
/// point, so that every input, whatever its bytes, is a session of steps the app can take.
///
/// A byte picks among weighted options by its value modulo their total
/// weight. Options are always offered in the same order for the same view,
/// so the same bytes make the same session every time, and a byte changed
/// by the fuzzer changes that step and what follows, never what came
/// before. An input shorter than `minimumLength` is read again from its
/// start, each round's bytes shifted by the round, so that the short inputs
/// libFuzzer makes most of still make long sessions (the state the app is
/// in differs each round, so the same bytes choose other steps); an empty
/// input is a session of no steps.
struct ChoiceReader {
    private let bytes: [UInt8]
    private let length: Int
    private var position = 0

    /// Choices from `bytes`, read again from the start until `minimumLength` have been read.
    init(_ bytes: [UInt8], minimumLength: Int = 0) {
        self.bytes = bytes
        length = bytes.isEmpty ? 0 : max(bytes.count, minimumLength)
    }

    /// Whether every choice has been read.
    var isAtEnd: Bool { position >= length }

    /// The next byte, if any.
    mutating func byte() -> UInt8? {
        guard position < length else { return nil }
        defer { position += 1 }
        let round = position / bytes.count
        return bytes[position % bytes.count] &+ UInt8(truncatingIfNeeded: round &* 97)
    }

    /// One of `options`, each as likely as its weight (a weight of 0 is never picked); nil past the last
    /// byte, or when no option has a weight.
    mutating func pick<Option>(_ options: [(weight: Int, option: Option)]) -> Option? {
        let total = options.reduce(0) { $0 + $1.weight }
        guard total > 0, let byte = byte() else { return nil }
        var left = Int(byte) % total
        for (weight, option) in options {
            if left < weight { return option }
            left -= weight
        }
        return nil
    }

    /// One of `options`, each as likely; nil past the last byte or when there are none.
    mutating func pick<Option>(_ options: [Option]) -> Option? {
        pick(options.map { (1, $0) })
    }
}

/// What the harness sees of a session from outside the shapes, after each step: the screen the prompt
/// names, how deep it is, the requests the service holds, how many rows the listing screens drew, how
/// many saves the session made, and how the last request was answered.
///
/// It reads only what every shape shows alike (the prompt, the lines
/// written, the service's held requests) and what the harness itself did,
/// so the steps chosen from it are the same whichever shape is watched.
struct SessionView: Equatable, Sendable {
    /// The screen on top, as the prompt names it; `ended` once the app has returned.
    enum Screen: Int, CaseIterable, Sendable {
        case list, question, user, saved, ended
    }

    /// How the last answered request was answered, for the coverage of states.
    enum Answer: Int, CaseIterable, Sendable {
        case none, data, http, api, backoff, timeout, malformed, unreachable, cancelled, notFound, response

        init(_ reply: SessionReply) {
            self =
                switch reply {
                case .data: .data
                case .http: .http
                case .api: .api
                case .backoff: .backoff
                case .timedOut: .timeout
                case .malformed: .malformed
                case .unreachable: .unreachable
                case .cancelled: .cancelled
                case .notFound: .notFound
                case .response: .response
                }
        }
    }

    var screen = Screen.list
    /// Screens above the list: 0 on the list; a question opened from its URL is at 1.
    var depth = 0
    /// The requests held, in the order they arrived.
    var held: [SessionService.Call] = []
    /// The rows each listing screen drew last, by depth, from its footer ("3 questions shown").
    var rows: [Int: Int] = [:]
    /// Saves made and not removed in this session, from the lines that answer them.
    var saves = 0
    /// The rows the session saved with `save N` and has not unsaved, by the depth of their screen.
    var savedRows: [Int: Set<Int>] = [:]
    var lastAnswer = Answer.none
    /// Whether cancelled requests stay held from now on (`!late-answers` was taken).
    var answersLate = false

    /// The rows of the screen that `open N`, `save N` and `more` act on: the one on top, or the one
    /// beneath a question.
    var rowsActedOn: Int {
        rows[screen == .question ? depth - 1 : depth] ?? 0
    }

    /// The abstract state, one of `Self.stateCount`: screen × depth (5 and over as one) × requests held
    /// (3 and over as one) × whether a save is present × the last answer's kind.
    var stateIndex: Int {
        var index = screen.rawValue
        index = index * 6 + min(depth, 5)
        index = index * 4 + min(held.count, 3)
        index = index * 2 + (saves > 0 ? 1 : 0)
        return index * Answer.allCases.count + lastAnswer.rawValue
    }

    /// How many abstract states there are.
    static let stateCount = Screen.allCases.count * 6 * 4 * 2 * Answer.allCases.count

    /// The view after `step`, given what the app showed since: its prompt, the lines it wrote, the
    /// requests held and whether it has ended.
    mutating func update(
        after step: SessionStep?, prompt: String, newLines: some Sequence<String>,
        held: [SessionService.Call],
        hasEnded: Bool
    ) {
        update(
            after: step, screenShown: Self.screen(of: prompt), newLines: newLines, held: held,
            hasEnded: hasEnded)
    }

    /// The view after `step`, given what the app showed since: the screen on top, when it names one,
    /// the lines it wrote, the requests held and whether it has ended.
    mutating func update(
        after step: SessionStep?, screenShown: Screen?, newLines: some Sequence<String>,
        held: [SessionService.Call], hasEnded: Bool
    ) {
        let before = screen
        let after = hasEnded ? .ended : screenShown ?? screen
        // The list is always the bottom; `back` leaves one screen; any other change of screen pushed one
        // (a question over a question takes its place, and its prompt does not change).
        if after == .list {
            depth = 0
        } else if case .type(let line) = step,
            ["back", "b"].contains(line.split(separator: " ").first?.lowercased())
        {
            depth = max(1, depth - 1)
        } else if after != before, after != .ended {
            depth += 1
        }
        if case .answer(_, let reply) = step { lastAnswer = Answer(reply) }
        if step == .lateAnswers { answersLate = true }
        rows = rows.filter { $0.key <= depth }
        savedRows = savedRows.filter { $0.key <= depth }
        let row: Int? =
            if case .type(let line) = step, let number = line.split(separator: " ").last { Int(number) } else
            { nil }
        for line in newLines {
            if let count = Self.footerCount(line) { rows[depth] = count }
            if line == "Saved." {
                saves += 1
                if let row { savedRows[depth, default: []].insert(row) }
            }
            if line == "Removed from saved." {
                saves = max(0, saves - 1)
                if let row { savedRows[depth]?.remove(row) }
            }
        }
        screen = after
        self.held = held
    }

    /// The screen a prompt names.
    static func screen(of prompt: String) -> Screen? {
        switch prompt {
        case "list> ": .list
        case "question> ": .question
        case "user> ": .user
        case "saved> ": .saved
        default: nil
        }
    }

    /// The rows a listing footer counts: "3 questions shown · …", "All 2 saved questions shown".
    static func footerCount(_ line: String) -> Int? {
        var words = line.split(separator: " ")
        if words.first == "All" { words.removeFirst() }
        guard words.count >= 3, let count = Int(words[0]) else { return nil }
        let noun = words[1] == "saved" ? words.dropFirst(2) : words.dropFirst(1)
        guard let first = noun.first, first == "question" || first == "questions",
            noun.dropFirst().first == "shown"
        else { return nil }
        return count
    }
}

/// Chooses each step of a session from the bytes of a fuzz input and what the session shows now: the
/// commands the screen on top takes, an answer to a request actually held, Ctrl-C while a load runs, a
/// resize, the screen front's own events (which the line front skips), and a small share of nonsense.
///
/// One byte is one step: it picks among every step offered now, each as
/// likely as its weight, so the length of an input is the length of its
/// session.
enum SessionChooser {
    /// The tags, sorts and searches offered: ones the offline data set has, and one it has not.
    static let tags = ["git", "python", "swift", "nosuchtag"]
    static let sorts = ["votes", "creation", "activity"]
    static let searches = ["the", "actor isolated", "zzzz"]
    static let widths = [20, 34, 60, 80, 120]
    /// The questions a session may start at: held in the data set (by question and by answer), and not.
    static let links = [
        "https://stackoverflow.com/questions/97000387", "https://stackoverflow.com/q/97000368",
        "https://stackoverflow.com/questions/1",
    ]
    /// The replies to a held request, each with its weight: mostly what the data set holds, else each
    /// failure the service throws and a response through the live decoder.
    static let replies: [(weight: Int, option: SessionReply)] = [
        (40, .data), (1, .http(status: 503)), (1, .api(id: 502)), (1, .backoff(seconds: 10)),
        (1, .timedOut(seconds: 30)), (1, .malformed), (1, .unreachable), (1, .notFound), (1, .cancelled),
        (1, .response(status: 200, body: #"{"items":[],"has_more":false,"quota_remaining":10}"#)),
    ]

    /// A step and whether it is one the session can take now (nonsense is not).
    struct Choice: Equatable, Sendable {
        let step: SessionStep
        let isMeaningful: Bool
    }

    /// The first step, from the first byte: mostly nothing, sometimes a start at a question's URL.
    static func start(_ reader: inout ChoiceReader) -> SessionStep? {
        guard let byte = reader.byte(), byte % 8 == 0 else { return nil }
        return .link(links[Int(byte / 8) % links.count])
    }

    /// The next step for a session of `front` showing `view`, from one byte; nil once the bytes are read
    /// or the app has ended.
    static func next(_ reader: inout ChoiceReader, view: SessionView, front: SessionFront = .lines) -> Choice?
    {
        reader.pick(options(for: view, front: front))
    }

    /// Every step offered to a session of `front` showing `view`, each with its weight, always in the
    /// same order; none once the app has ended. The screen front's own keys are meaningful there, and
    /// offered to the line front too, which skips them.
    static func options(for view: SessionView, front: SessionFront = .lines) -> [(
        weight: Int, option: Choice
    )] {
        guard view.screen != .ended else { return [] }
        func meaningful(_ weight: Int, _ step: SessionStep) -> (weight: Int, option: Choice) {
            (weight, Choice(step: step, isMeaningful: true))
        }
        var options = commands(for: view).map { meaningful($0.weight, .type($0.option)) }
        for position in answerable(view.held.count) {
            options += replies.map { meaningful($0.weight, .answer(position: position, reply: $0.option)) }
        }
        if !view.held.isEmpty { options.append(meaningful(4, .interrupt)) }
        options += widths.map { meaningful(1, .width($0)) }
        if !view.answersLate { options.append(meaningful(2, .lateAnswers)) }
        switch front {
        case .lines:
            options += ScreenEvent.offeredToTheLineFront.map {
                (1, Choice(step: .screen($0), isMeaningful: false))
            }
        case .screen:
            options += ScreenEvent.allCases.map { meaningful(3, .screen($0)) }
        }
        options += nonsense(for: view).map { (1, Choice(step: $0, isMeaningful: false)) }
        return options
    }

    /// The positions of the held requests an answer is offered to: the first two and the last (the two
    /// of a question or a user's page, and the newest), so that one byte still reaches every option
    /// however many are held.
    static func answerable(_ held: Int) -> [Int] {
        held == 0 ? [] : Set(Array(1...min(held, 2)) + [held]).sorted()
    }

    /// The commands the screen on top takes, each with its weight; those that need a row, with each row
    /// it drew (the first five and the last) and the one past its last.
    static func commands(for view: SessionView) -> [(weight: Int, option: String)] {
        func rows(_ command: String, _ weight: Int) -> [(weight: Int, option: String)] {
            let shown = view.rowsActedOn
            let drawn = Set(Array(1...max(1, min(shown, 5))) + [max(shown, 1)]).sorted()
            return drawn.map { (weight, "\(command) \($0)") } + [(1, "\(command) \(shown + 1)")]
        }
        // A row the session saved on the screen on top is the one most worth unsaving.
        let savedHere = (view.savedRows[view.depth] ?? []).sorted().prefix(3).map { (6, "unsave \($0)") }
        let listQueries: [(weight: Int, option: String)] =
            [(3, "refresh"), (1, "tag")] + tags.map { (1, "tag \($0)") } + sorts.map { (1, "sort \($0)") }
            + searches.map { (1, "search \($0)") }
        switch view.screen {
        case .list:
            return rows("open", 4) + rows("save", 2) + rows("unsave", 1) + savedHere + [
                (8, "more"), (3, "saved"), (2, "list"),
            ]
                + listQueries
        case .question:
            return [
                (14, "user"), (8, "back"), (6, "save"), (3, "unsave"), (5, "saved"), (3, "list"),
                (3, "more"),
                (2, "refresh"), (1, "tag git"),
            ] + rows("open", 1)
        case .user:
            return rows("open", 6) + rows("save", 1) + rows("unsave", 1) + savedHere + [
                (6, "more"), (8, "back"), (8, "saved"), (3, "list"), (2, "refresh"),
            ]
        case .saved:
            return rows("open", 6) + rows("unsave", 3) + rows("save", 1) + [
                (3, "more"), (10, "back"), (3, "list"), (2, "saved"), (1, "sort votes"),
            ]
        case .ended:
            return []
        }
    }

    /// Steps the session cannot take: a command no screen knows, a row far past the last, commands on
    /// the wrong screen, an answer when nothing is held, Ctrl-C at an idle prompt, help, an empty line.
    private static func nonsense(for view: SessionView) -> [SessionStep] {
        [
            .type("frobnicate"), .type("open 99"), .type("user"), .type("save"), .type("back"), .type("help"),
            .type(""), view.held.isEmpty ? .answer(position: 1, reply: .data) : .type("more more"),
            view.held.isEmpty ? .interrupt : .type("sort sideways"),
        ]
    }
}
