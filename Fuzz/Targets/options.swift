import Entities
import Foundation
import Presenters
import TerminalUI
import TextFront

@testable import QuestionsApp

/// Fuzzes the option parser with any command line.
///
/// Input: the arguments, separated by NUL bytes, as the kernel hands them
/// over. Checked on each: an error quotes the arguments safely and stays
/// bounded (`EchoRules`); options it accepts hold no tag longer than any
/// Stack Exchange tag or with a white-space scalar in it, ask the offline data only for its one site, and give
/// live requests an http(s) base URL with a host. Then the list is drawn in the columns it asks for at
/// the width it parsed, given as `--width` and again as `COLUMNS`: every line keeps to the width laid out
/// for, which is never past the widest, and the memory a run may take is bounded (`Fuzz/run` sets
/// libFuzzer's `-malloc_limit_mb`), so a width that sizes an allocation is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOptions(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let arguments = UnsafeBufferPointer(start: data, count: size)
        .split(separator: 0, omittingEmptySubsequences: false)
        .map { String(decoding: $0, as: UTF8.self) }
    do {
        guard case .run(let options) = try OptionParser().parse(size == 0 ? [] : arguments) else { return 0 }
        check(options)
        drawList(options)
    } catch {
        EchoRules.require(error.message, in: "an option error")
    }
    return 0
}

private func check(_ options: AppOptions) {
    if let tag = options.query.tag,
        tag.unicodeScalars.count > QuestionQuery.longestTag
            || tag.unicodeScalars.contains(where: \.properties.isWhitespace)
    {
        violated("accepted the tag \(tag.debugDescription)")
    }
    if options.source == .offline, options.query.site != "stackoverflow" {
        violated("accepted the site \(options.query.site.debugDescription) offline")
    }
    if options.apiBase != nil {
        let url = options.apiBaseURL
        guard ["http", "https"].contains(url.scheme ?? ""), let host = url.host, !host.isEmpty else {
            violated("accepted --api-base \(options.apiBase.debugDescription), which makes \(url)")
        }
    }
}

/// Draws a page of rows as the app's first screen does, at the width `options` gives from the option and
/// from the environment.
private func drawList(_ options: AppOptions) {
    guard let width = options.width else { return }
    MainActor.assumeIsolated {
        for source in [
            TerminalInfo.widthSource(option: width, environment: [:], terminal: nil),
            TerminalInfo.widthSource(option: nil, environment: ["COLUMNS": String(width)], terminal: nil),
        ] {
            let laidOut = source.currentWidth()
            guard TerminalInfo.supportedWidths.contains(laidOut) else {
                violated("laid out for \(laidOut) columns from --width \(width)")
            }
            // A --columns count that does not fit is refused at start, as the app does.
            guard (try? OptionParser().checkColumns(options, atWidth: laidOut)) != nil else { continue }
            let screen = RecordingScreen()
            let environment = ViewEnvironment(
                console: screen, viewport: Viewport(source: source), styler: Styler(isEnabled: false),
                layoutCache: LayoutCache(), listEntryCache: ListEntryCache(), listColumns: options.columns,
                announcesLoading: false)
            TerminalListView(environment: environment).show(listOfRows)
            for line in screen.lines {
                ScreenRules.requireWidth(
                    line, width: laidOut, codeLines: [], in: "the list at --width \(width)")
                ScreenRules.requireNoTrailingWhiteSpace(line, in: "the list at --width \(width)")
            }
        }
    }
}

/// A first page of eight rows, one with a title long enough to wrap at the narrowest width.
private let listOfRows = QuestionListDisplay(
    header: "Top questions on stackoverflow · by activity",
    rows: (1...8).map { number in
        QuestionRowDisplay(
            number: number, stats: "\(number) votes · 1 answer · 12 views",
            title: String(repeating: "A title that wraps ", count: number),
            details: "[swift] [json] · Ana Lima · active 5 min ago")
    },
    footer: "8 questions shown")
