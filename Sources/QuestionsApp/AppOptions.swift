import Entities
import Foundation
import Patterns
import TerminalUI
import TextFront

/// The command line, understood: which pattern, which data, which query, how to draw.
struct AppOptions: Hashable, Sendable {
    /// The shapes, from their one list.
    typealias Pattern = Patterns.Pattern

    enum Source: String, CaseIterable, Sendable {
        case offline, live
    }

    enum ColorMode: String, CaseIterable, Sendable {
        case auto, always, never

        /// Whether a stream is coloured: `always` and `never` say so; `auto` colours a terminal while
        /// `NO_COLOR` is not set at all (even empty, it turns colour off; docs/DECISIONS.md).
        func colors(streamIsTerminal: Bool, environment: [String: String]) -> Bool {
            switch self {
            case .always: true
            case .never: false
            case .auto: streamIsTerminal && environment["NO_COLOR"] == nil
            }
        }
    }

    /// Which front draws the app (`--ui`): today's lines, the default, or the full screen (SPEC §8).
    enum UI: String, CaseIterable, Hashable, Sendable {
        case lines, screen
    }

    var pattern = Pattern.viper
    var source = Source.offline
    var query = QuestionQuery()
    /// The API's base URL for live data, checked by the parser to be http or https.
    var apiBase: String?
    /// Columns asked for with `--width`; `nil` lets the environment decide.
    var width: Int?
    /// How many columns the list is set in (`--columns`).
    var columns = ListColumns.automatic
    var color = ColorMode.auto
    var trace = false
    /// `--trace-file PATH`: where the trace goes instead of standard error; giving it asks for the trace.
    var traceFile: String?
    var ui = UI.lines
    /// The question or answer link given as the argument, if any: the app starts on its question.
    var link: QuestionLink?
    /// `--data-dir DIR`: the folder of the saves, as the user typed it.
    var dataDir: String?

    /// The base URL live requests go to, its scheme in lower case as URLSession wants it.
    var apiBaseURL: URL {
        guard var components = URLComponents(string: apiBase ?? DataSource.defaultAPIBase) else {
            return URL(fileURLWithPath: "/")
        }
        let scheme = components.scheme?.lowercased()
        components.scheme = scheme
        return components.url ?? URL(fileURLWithPath: "/")
    }
}

/// What the command line asks for: run, or print help or the version.
enum LaunchRequest: Hashable, Sendable {
    case run(AppOptions)
    case help
    case version
}
