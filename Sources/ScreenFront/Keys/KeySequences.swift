/// Which key each CSI and SS3 sequence the decoder has read whole means, as xterm and ECMA-48 terminals
/// send them: the arrows, Home, End, the pages and the function keys, with their modifiers. The decoder
/// knows where a sequence ends (ECMA-48's grammar); this knows what the ones the app uses mean.
enum KeySequences {
    /// The key of a CSI sequence with `parameters` and `final`, or `nil` for one the app does not use.
    static func csi(_ parameters: String, final: UInt8) -> Key? {
        let fields = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        // A private parameter (`<`, `=`, `>`, `?`) marks a report the app never asked to read as a key.
        guard fields.allSatisfy({ $0 != nil }) || parameters.isEmpty else { return nil }
        let numbers = fields.compactMap { $0 }
        let modifiers = numbers.count > 1 ? Key.Modifiers(rawValue: max(numbers[1] - 1, 0)) : []
        switch final {
        case 0x41: return .navigation(.up, modifiers)
        case 0x42: return .navigation(.down, modifiers)
        case 0x43: return .navigation(.right, modifiers)
        case 0x44: return .navigation(.left, modifiers)
        case 0x48: return .navigation(.home, modifiers)
        case 0x46: return .navigation(.end, modifiers)
        case 0x50...0x53 where numbers.first == 1 || numbers.isEmpty: return .function(Int(final) - 0x50 + 1)
        case 0x7E: return tilde(numbers.first ?? 0, modifiers)
        default: return nil
        }
    }

    /// The key of `ESC [ n ~`: the editing keypad and the function keys.
    private static func tilde(_ number: Int, _ modifiers: Key.Modifiers) -> Key? {
        switch number {
        case 1, 7: .navigation(.home, modifiers)
        case 4, 8: .navigation(.end, modifiers)
        case 2: .navigation(.insert, modifiers)
        case 3: .navigation(.delete, modifiers)
        case 5: .navigation(.pageUp, modifiers)
        case 6: .navigation(.pageDown, modifiers)
        case 11...15: .function(number - 10)
        case 17...21: .function(number - 11)
        case 23, 24: .function(number - 12)
        default: nil
        }
    }

    /// The key of `ESC O x`, as terminals in application cursor mode send the arrows, Home, End and
    /// F1–F4.
    static func ss3(_ final: UInt8) -> Key? {
        switch final {
        case 0x41: .navigation(.up)
        case 0x42: .navigation(.down)
        case 0x43: .navigation(.right)
        case 0x44: .navigation(.left)
        case 0x48: .navigation(.home)
        case 0x46: .navigation(.end)
        case 0x50...0x53: .function(Int(final) - 0x50 + 1)
        default: nil
        }
    }
}
