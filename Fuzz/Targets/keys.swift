import Entities
import ScreenFront

/// Fuzzes the screen front's key decoder with any bytes a terminal, a paste or a program writing to the
/// terminal could send, cut across reads where the input says.
///
/// The first byte chooses how many bytes each read hands the decoder (1 to
/// 16); the rest are the terminal's bytes. Checked on each:
/// - the keys do not depend on how the bytes were cut across reads: read
///   whole and read in pieces, with the terminal going quiet only at the end,
///   they are the same keys;
/// - no key typed is a control character (C0, DEL, C1), so none can reach a
///   frame as one;
/// - a paste put on the command line keeps no control character and no line
///   break, and put in a frame leaves no cell holding a control character;
/// - what the frame writer sends for such a frame holds no control byte but
///   the Escape of its own sequences.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeys(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    let stride = Int(input[0] % 16) + 1
    let bytes = Array(input.dropFirst())

    var whole = KeyDecoder()
    let keysWhole = whole.feed(bytes) + whole.timeout()
    var pieces = KeyDecoder()
    var keysInPieces: [Key] = []
    for start in Swift.stride(from: 0, to: bytes.count, by: stride) {
        keysInPieces += pieces.feed(bytes[start..<min(start + stride, bytes.count)])
    }
    keysInPieces += pieces.timeout()
    guard keysWhole == keysInPieces else {
        fatalError(
            "keys read whole \(keysWhole) differ from keys read \(stride) bytes a read \(keysInPieces)")
    }

    for key in keysWhole {
        switch key {
        case .character(let character):
            if character.unicodeScalars.contains(where: isControl) {
                fatalError("a key typed is a control character: \(character.unicodeScalars.map(\.value))")
            }
        case .paste(let text):
            checkPaste(text)
        default:
            break
        }
    }
    return 0
}

/// C0, DEL and C1: the scalars that could drive a terminal.
private func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
}

private func checkPaste(_ text: String) {
    var line = CommandLineText(prompt: ":")
    line.insert(text)
    if line.text.unicodeScalars.contains(where: isControl) {
        fatalError("a paste left a control character on the command line")
    }
    var frame = Frame(width: 40, height: 2)
    frame.put(text, row: 0, column: 0)
    frame.put(line.text, row: 1, column: 0)
    for row in 0..<frame.height {
        for column in 0..<frame.width where frame[row, column].text.unicodeScalars.contains(where: isControl)
        {
            fatalError("a paste put a control character in a frame's cell")
        }
    }
    var writer = FrameWriter()
    let written = writer.bytes(for: frame)
    for (index, byte) in written.enumerated() where byte < 0x20 || byte == 0x7F {
        guard byte == 0x1B, index + 1 < written.count, written[index + 1] == UInt8(ascii: "[") else {
            fatalError("the frame writer sent control byte \(byte) outside its own sequences")
        }
    }
}
