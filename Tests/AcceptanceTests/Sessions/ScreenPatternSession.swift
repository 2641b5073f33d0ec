import Entities
import Interactors
import ScreenFront
import TerminalUI
import WebService

@testable import QuestionsApp

/// One pattern's app on the screen front, run through a session in-process: built by the screen
/// front's composition root (`ScreenApplication.start`) behind its own held service, on a terminal
/// whose size the session changes, each key handed to the framework (`ScreenSession`) as the
/// terminal's reader hands it.
///
/// What it shows is the frame the framework draws: its text and its styles,
/// compared across the patterns after every step. A typed line is typed
/// after `:`, as a user of the screen front types a command of the line
/// front.
@MainActor
final class ScreenPatternSession: SessionApp {
    /// The rows of the terminal at each width a session takes: 24, and 40 from 120 columns on.
    static func rows(forColumns columns: Int) -> Int { columns >= 120 ? 40 : 24 }

    let pattern: AppOptions.Pattern
    let service: SessionService
    let dataFolder = FreshDataFolder()
    private let terminal = SessionFrameTerminal(
        columns: PatternSession.startWidth, rows: rows(forColumns: PatternSession.startWidth))
    private let stack = ScreenStack()
    private let loads: LoadTracker
    private var session: ScreenSession?
    private var owners: [AnyObject] = []
    private(set) var hasEnded = false
    /// The status line the last `observedLines()` handed out.
    private var statusObserved: String?

    /// Starts `pattern`'s app at `route` on the offline data set's clock, every request held by a
    /// service of its own, and draws its first frame.
    init(pattern: AppOptions.Pattern, route: Route) {
        self.pattern = pattern
        let data = OfflineQuestionService()
        service = SessionService(data: data)
        let application = ScreenApplication(
            pattern: pattern, query: PatternSession.query, service: service, now: { data.captureDate },
            usesColor: true, tracer: nil, saves: dataFolder.saves(), route: route)
        loads = application.loads
        let site = PatternSession.query.site
        let saves =
            switch application.saves {
            case .success(let store): SavedQuestionsModel(store: store, site: site)
            case .failure(let error): SavedQuestionsModel(off: error, site: site)
            }
        let palette = ScreenPalette(isColored: true)
        let (owners, checkSaves) = application.start(
            on: stack, environment: ScreenEnvironment(palette: palette, loads: loads), saves: saves)
        self.owners = owners
        let session = ScreenSession(
            screens: stack, palette: palette, terminal: terminal, loads: loads,
            checkSavesChangedElsewhere: checkSaves)
        self.session = session
        session.start()
    }

    var isReading: Bool { !hasEnded }

    var progress: [Int] {
        [
            terminal.bytesWritten, service.calls.count, service.heldCalls.count, loads.isIdle ? 0 : 1,
            hasEnded ? 1 : 0,
        ]
    }

    /// The frame the framework draws now.
    private var frame: Frame? { session?.frame() }

    /// The frame's rows, then each styled run and the cursor, so that a difference in either shows.
    var shown: String { frame.map { SessionFrameText($0).text } ?? "" }

    /// The screen on top, as the stack holds it (the top line names it too, but clipped at narrow widths).
    var screenShown: SessionView.Screen? {
        guard !hasEnded else { return nil }
        switch stack.top {
        case is any QuestionScreen: return .question
        case is any UserScreen: return .user
        case is any SavedScreen: return .saved
        default: return .list
        }
    }

    func perform(_ step: SessionStep) {
        guard !hasEnded, let session else { return }
        switch step {
        case .type(let line):
            press([.character(":")] + line.map { Key.character($0) } + [.enter])
        case .interrupt:
            press([.ctrl("c")])
        case .width(let columns):
            terminal.columnsAndRows = (columns, Self.rows(forColumns: columns))
            if !session.handle(.resized) { hasEnded = true }
        case .screen(let event):
            press([event.key])
        case .answer, .lateAnswers, .link:
            break
        }
    }

    /// Hands `keys` to the framework one event each, as keys typed one after another arrive.
    private func press(_ keys: [Key]) {
        for key in keys where !hasEnded {
            if session?.handle(.keys([key])) == false { hasEnded = true }
        }
    }

    func endInput() {
        guard !hasEnded else { return }
        if session?.handle(.end) == false { hasEnded = true }
    }

    func observedLines() -> [String] {
        guard let frame, frame.height > 0 else { return [] }
        let status = SessionFrameText.trimmed(frame.text(ofRow: frame.height - 1))
        defer { statusObserved = status }
        return status == statusObserved ? [] : [status]
    }

    func brokenRule() -> String? {
        guard let frame else { return nil }
        for row in 0..<frame.height {
            if let problem = ScreenRules.safetyProblem(in: frame.text(ofRow: row)) {
                return "row \(row + 1): \(problem)"
            }
        }
        return nil
    }
}

/// A terminal of a size the session sets, that counts what the framework writes to it.
@MainActor
final class SessionFrameTerminal: ScreenTerminal {
    var columnsAndRows: (columns: Int, rows: Int)
    /// Every byte written so far: what changes while the app draws.
    private(set) var bytesWritten = 0

    init(columns: Int, rows: Int) {
        columnsAndRows = (columns, rows)
    }

    func size() -> (columns: Int, rows: Int)? { columnsAndRows }
    func write(_ bytes: [UInt8]) { bytesWritten += bytes.count }
    func suspend() {}
    func enterRawMode() {}
}

/// A frame as text a finding can show: its rows, trailing blanks dropped, then the styled runs of each
/// row and the cursor.
struct SessionFrameText {
    let text: String

    init(_ frame: Frame) {
        var lines = (0..<frame.height).map { Self.trimmed(frame.text(ofRow: $0)) }
        for row in 0..<frame.height {
            var runs: [String] = []
            var column = 0
            while column < frame.width {
                let style = frame[row, column].style
                var end = column + 1
                while end < frame.width, frame[row, end].style == style { end += 1 }
                if style != .plain { runs.append("\(column)-\(end - 1) \(Self.name(of: style))") }
                column = end
            }
            if !runs.isEmpty { lines.append("style of row \(row + 1): " + runs.joined(separator: ", ")) }
        }
        if let cursor = frame.cursor {
            lines.append("cursor at row \(cursor.row + 1), column \(cursor.column + 1)")
        }
        text = lines.joined(separator: "\n")
    }

    /// `line` without the blanks at its end.
    static func trimmed(_ line: String) -> String {
        String(String.UnicodeScalarView(line.unicodeScalars.reversed().drop { $0 == " " }.reversed()))
    }

    private static func name(of style: CellStyle) -> String {
        var words: [String] = []
        if style.isBold { words.append("bold") }
        if style.isReverse { words.append("reverse") }
        if let colour = style.foreground { words.append("colour \(colour.rawValue)") }
        return words.joined(separator: " ")
    }
}

extension ScreenEvent {
    /// The key of the screen front that makes this event.
    var key: Key {
        switch self {
        case .moveDown: .character("j")
        case .moveUp: .character("k")
        case .pageDown: .navigation(.pageDown)
        case .pageUp: .navigation(.pageUp)
        case .scrollDown: .navigation(.down)
        case .scrollUp: .navigation(.up)
        case .openSelection: .enter
        case .toggleSave: .character("s")
        case .first: .character("g")
        case .last: .character("G")
        }
    }
}
