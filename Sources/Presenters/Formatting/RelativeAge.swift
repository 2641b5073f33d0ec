import Foundation

/// Says how long ago a date was, the way the list and question screens show it.
///
/// "now" is injected, so output is repeatable (offline it is the capture time).
public struct RelativeAge: Sendable {
    /// The moment ages are measured from.
    public var now: Date

    /// Ages measured from `now`.
    public init(now: Date) {
        self.now = now
    }

    /// "just now", "5 min ago", "3 h ago", "2 d ago", or the date ("Nov 3, 2014") past a year.
    public func text(for date: Date) -> String {
        // Clamped before converting: a date from the data can be absurd, and Int(_:) traps out of range.
        let interval = now.timeIntervalSince(date).rounded(.down)
        let seconds = Int(min(max(interval, -1), 1e15))
        switch seconds {
        case ..<60: return "just now"
        case ..<3_600: return "\(seconds / 60) min ago"
        case ..<86_400: return "\(seconds / 3_600) h ago"
        case ..<(365 * 86_400): return "\(seconds / 86_400) d ago"
        default: return Self.calendarDate(date)
        }
    }

    /// "Nov 3, 2014", in UTC and English whatever the machine's locale, so transcripts match.
    /// The user page says "member since" with it.
    static func calendarDate(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let month = months[((parts.month ?? 1) - 1 + 12) % 12]
        return "\(month) \(parts.day ?? 1), \(parts.year ?? 1970)"
    }
}
