import Foundation
import TextFront

/// The first line of output: which pattern runs, on which data; always one line that fits the width.
///
/// The acceptance suite compares transcripts after this line, so it must stay
/// a single line; on a narrow terminal the longest form that fits is chosen.
enum Banner {
    static func offline(pattern: AppOptions.Pattern, capturedAt date: Date, width: Int) -> String {
        let (day, time) = timestamp(date)
        let name = pattern.displayName
        return fitting(
            [
                "Questions · \(name) · offline data captured \(day) \(time) UTC",
                "\(name) · offline data of \(day) \(time) UTC",
                "\(name) · offline · \(day) \(time)",
                "\(name) offline \(time)",
            ], width: width)
    }

    static func live(pattern: AppOptions.Pattern, apiBase: String, width: Int) -> String {
        let name = pattern.displayName
        return fitting(
            ["Questions · \(name) · live from \(apiBase)", "\(name) · live", "\(name) live"], width: width)
    }

    private static func fitting(_ forms: [String], width: Int) -> String {
        forms.first { DisplayWidth.of($0) <= width } ?? forms[forms.count - 1]
    }

    /// ("2026-11-20", "14:00") in UTC, whatever the machine's time zone.
    private static func timestamp(_ date: Date) -> (day: String, time: String) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
        return (
            "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day))",
            "\(two(parts.hour)):\(two(parts.minute))"
        )
    }
}
