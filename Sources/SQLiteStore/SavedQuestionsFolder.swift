import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the saves are kept: `--data-dir` when given; else `$XDG_DATA_HOME/questions` when that is an
/// absolute path (the XDG Base Directory spec ignores a relative one); else
/// `~/.local/share/questions`.
public struct SavedQuestionsFolder: Hashable, Sendable {
    /// The folder, as an absolute path.
    public var url: URL
    /// The folder as messages name it: as the user gave it, or with `~` for the home folder.
    public var shown: String

    /// The folder for `dataDir` (the option's value, relative to `workingDirectory` unless absolute),
    /// `environment` and `home`; `nil` when there is neither an option nor a home folder to go by.
    public static func resolve(
        dataDir: String?, environment: [String: String], home: String?, workingDirectory: String
    ) -> SavedQuestionsFolder? {
        if let dataDir {
            let base = URL(fileURLWithPath: workingDirectory, isDirectory: true)
            return SavedQuestionsFolder(
                url: URL(fileURLWithPath: dataDir, isDirectory: true, relativeTo: base).standardizedFileURL,
                shown: dataDir)
        }
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            let url = URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("questions")
            return SavedQuestionsFolder(url: url, shown: url.path)
        }
        guard let home, home.hasPrefix("/") else { return nil }
        return SavedQuestionsFolder(
            url: URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(
                ".local/share/questions"),
            shown: "~/.local/share/questions")
    }
}

extension SavedQuestionsFolder {
    /// Makes the folder at `path` and any folder above it that is missing, each readable by the user
    /// alone; the `errno` of the first that can't be made, or `nil`.
    static func make(_ path: String) -> Int32? {
        var made = ""
        for component in path.split(separator: "/") {
            made += "/" + component
            if mkdir(made, 0o700) == 0 { continue }
            let failure = errno
            var status = stat()
            guard failure == EEXIST, stat(made, &status) == 0 else { return failure }
            if status.st_mode & S_IFMT != S_IFDIR { return ENOTDIR }
        }
        return nil
    }
}
