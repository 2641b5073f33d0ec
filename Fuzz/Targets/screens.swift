/// Fuzzes whole sessions on the screen front, differentially, as the `sessions` target does on the line
/// front: each input is run through every pattern's screen front at once (`ScreenPatternSession`), and
/// after every step every pattern's frame must be the same, cell by cell and style by style.
///
/// The choices are the line front's (a typed line goes in after `:`), with
/// the screen front's own keys offered beside them as meaningful steps:
/// moves, pages, the first and last row, Enter on the selection and `s`.
/// Each resize sets the rows too (24, or 40 from 120 columns). A finding is
/// shrunk and written as the line front's are (`fuzzSessions`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScreenSessions(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzSessions(data, size, front: .screen)
}
