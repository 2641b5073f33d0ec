/// Writes counts the way the screens show them: grouped, compact or with their noun.
public enum CountText {
    /// "1,234,567"
    public static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }

    /// "999", "1.2k", "45k", "2.5m": short enough for a list row.
    public static func compact(_ value: Int) -> String {
        let magnitude = value.magnitude
        let sign = value < 0 ? "-" : ""
        switch magnitude {
        case ..<1_000: return "\(value)"
        case ..<10_000: return sign + oneDecimal(magnitude, per: 1_000) + "k"
        case ..<1_000_000: return sign + "\(magnitude / 1_000)k"
        case ..<10_000_000: return sign + oneDecimal(magnitude, per: 1_000_000) + "m"
        default: return sign + "\(magnitude / 1_000_000)m"
        }
    }

    /// "1 vote", "-2 votes", "1.2k views": a count with its noun, singular only for exactly one.
    public static func counted(_ value: Int, _ noun: String, compact: Bool = false) -> String {
        let number = compact ? self.compact(value) : grouped(value)
        return value == 1 ? "\(number) \(noun)" : "\(number) \(noun)s"
    }

    /// Rounds down, so "1.9k" never reads as more than the real count.
    private static func oneDecimal(_ value: UInt, per unit: UInt) -> String {
        let tenths = value * 10 / unit
        return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    }
}
