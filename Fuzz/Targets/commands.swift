import Entities
import TerminalUI
import TextFront

/// Fuzzes the command parser with any line a user could type or paste.
///
/// Checked on each: an error message quotes the line safely and stays
/// bounded (`EchoRules`), also once wrapped for the screen at the narrowest
/// width; a tag it accepts is one word (no white-space scalar, even inside a
/// cluster) no longer than any Stack Exchange tag.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCommands(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let line = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    switch CommandParser().parse(line) {
    case .invalid(let message):
        EchoRules.require(message, in: "a command error")
        let width = TerminalInfo.minimumWidth
        let lines = MainActor.assumeIsolated { TextWrapper().wrap(message, width: width) }
        for line in lines {
            ScreenRules.requireWidth(line, width: width, codeLines: [], in: "a wrapped command error")
        }
    case .screen(.tag(let tag?)):
        if tag.unicodeScalars.count > QuestionQuery.longestTag
            || tag.unicodeScalars.contains(where: \.properties.isWhitespace)
        {
            violated("accepted the tag \(tag.debugDescription)")
        }
    default:
        break
    }
    return 0
}
