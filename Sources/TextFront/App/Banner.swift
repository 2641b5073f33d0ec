import Foundation

/// The first line of output: which pattern runs, on which data.
enum Banner {
    static func offline(pattern: AppOptions.Pattern, capturedAt date: Date) -> String {
        "Questions · \(pattern.displayName) · offline data captured \(timestamp(date))"
    }

    static func live(pattern: AppOptions.Pattern, apiBase: String) -> String {
        "Questions · \(pattern.displayName) · live from \(apiBase)"
    }

    /// "2026-11-20 14:00 UTC", whatever the machine's time zone.
    private static func timestamp(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
        return "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day)) \(two(parts.hour)):\(two(parts.minute)) UTC"
    }
}
