import Foundation
import TerminalUI
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
    ///
    /// Worked out from the seconds since 1970 rather than with `Calendar`, whose
    /// first use loads the ICU calendar data and costs more than the rest of the
    /// first screen (docs/PERFORMANCE.md).
    static func timestamp(_ date: Date) -> (day: String, time: String) {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let (days, secondOfDay) = (seconds.floorDivided(by: 86_400), seconds.floorModulo(86_400))
        let (year, month, day) = civilDate(daysSince1970: days)
        return (
            "\(year)-\(twoDigits(month))-\(twoDigits(day))",
            "\(twoDigits(secondOfDay / 3_600)):\(twoDigits(secondOfDay % 3_600 / 60))"
        )
    }

    /// The Gregorian date `days` after 1970-01-01 (Howard Hinnant's `civil_from_days`).
    private static func civilDate(daysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = shifted.floorDivided(by: 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}

extension Int {
    /// The quotient rounded towards minus infinity, so that dates before 1970 fall on the right day.
    fileprivate func floorDivided(by divisor: Int) -> Int {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }

    /// The remainder that goes with `floorDivided(by:)`: from 0 up to `divisor`.
    fileprivate func floorModulo(_ divisor: Int) -> Int {
        self - floorDivided(by: divisor) * divisor
    }
}
