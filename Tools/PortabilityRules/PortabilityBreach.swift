/// A rule that keeps the code portable to macOS, which CI (Linux) cannot build.
///
/// Each case's raw value is its name, as a breach reports it.
public enum PortabilityRule: String, CaseIterable, Sendable {
    /// `import Glibc` in Swift sits in an `#if canImport(Glibc)` (or `os(Linux)`) branch of a group
    /// whose `canImport(Darwin)` (or `os(macOS)`) branch imports Darwin.
    case glibcImportWithoutDarwin
    /// A `Glibc.` qualified reference in Swift sits in an `#if canImport(Glibc)` (or `os(Linux)`) branch
    /// of a group that also has a `canImport(Darwin)` (or `os(macOS)`) branch.
    case glibcCallWithoutDarwin
    /// Each `.unsafeFlags(` of Package.swift carries a `.when(platforms:` condition in its parentheses.
    case unsafeFlagsWithoutPlatform
    /// A `/proc/` path sits in an `#if os(Linux)` branch (Swift) or an `#if defined(__linux__)` one (C).
    case procPathOutsideLinux
    /// A glibc-only symbol of C (`__libc_…`, `mallinfo`, `malloc_usable_size`, …) sits in a branch whose
    /// condition names `__GLIBC__` or `__linux__`.
    case glibcSymbolOutsideGuard
}

/// One line of one file that breaks a ``PortabilityRule``.
public struct PortabilityBreach: Hashable, Sendable, CustomStringConvertible {
    /// The file's path, as given to the check (relative to the root for a whole-tree check).
    public var path: String
    /// The line's number, counting from 1.
    public var line: Int
    /// The rule the line breaks.
    public var rule: PortabilityRule
    /// What is wrong, and what would put it right, in one line.
    public var message: String

    /// A breach of `rule` at `line` of `path`, explained by `message`.
    public init(path: String, line: Int, rule: PortabilityRule, message: String) {
        self.path = path
        self.line = line
        self.rule = rule
        self.message = message
    }

    /// The breach as a compiler would print it: `path:line: rule: message`.
    public var description: String { "\(path):\(line): \(rule.rawValue): \(message)" }
}
