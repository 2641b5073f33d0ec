import Entities
import Foundation
import TextFront

@testable import QuestionsApp

/// Fuzzes the option parser with any command line.
///
/// Input: the arguments, separated by NUL bytes, as the kernel hands them
/// over. Checked on each: an error quotes the arguments safely and stays
/// bounded (`EchoRules`); options it accepts hold no tag longer than any
/// Stack Exchange tag or with a white-space scalar in it, ask the offline data only for its one site, and give
/// live requests an http(s) base URL with a host.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOptions(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let arguments = UnsafeBufferPointer(start: data, count: size)
        .split(separator: 0, omittingEmptySubsequences: false)
        .map { String(decoding: $0, as: UTF8.self) }
    do {
        guard case .run(let options) = try OptionParser().parse(size == 0 ? [] : arguments) else { return 0 }
        check(options)
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
