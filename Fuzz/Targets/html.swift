import Markup
import TerminalUI
import TextFront

/// Fuzzes a post body on its way to the screen: `HTMLBodyRenderer`, then `BlockLayout`.
///
/// Input: the first byte sets the width, 20 to 275 columns, and (its lowest
/// bit) whether the body is indented as an answer's is; the rest is the HTML.
/// Checked on every laid-out line: nothing a terminal would act on, the
/// width rule (only code and unbreakable URLs may pass it, after a margin of
/// at most half the width), and no white space at a line's end, judged by scalars.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHTML(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let width = 20 + Int(data[0])
    let indent = data[0] & 1 == 1 ? "  " : ""
    let html = String(decoding: UnsafeBufferPointer(start: data + 1, count: size - 1), as: UTF8.self)

    let blocks = HTMLBodyRenderer().render(html)
    let lines = MainActor.assumeIsolated {
        BlockLayout(cache: LayoutCache()).lines(for: blocks, width: width, indent: indent)
    }

    let code = codeLines(in: blocks)
    for line in lines {
        ScreenRules.requireSafe(line, in: "a body")
        ScreenRules.requireWidth(line, width: width, codeLines: code, in: "a body")
        ScreenRules.requireNoTrailingWhiteSpace(line, in: "a body")
    }
    return 0
}
