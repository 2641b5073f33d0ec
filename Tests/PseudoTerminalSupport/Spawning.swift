import PseudoTerminalC

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Starting a program as a terminal or a daemon's parent would, for the tests and tools that run the
/// built binary: the C calls of `PseudoTerminalC`, with the argument and environment lists they need
/// made and freed in one place.
public enum Spawn {
    /// Starts the program at `path` with `arguments` (its name first) and `environment` (`NAME=value`) on
    /// the terminal whose other side is `screen`, in a session of its own and in the terminal's
    /// foreground, as a shell starts a program in a terminal window; `nil` if it could not start.
    public static func onTerminal(path: String, arguments: [String], environment: [String], screen: Int32)
        -> pid_t?
    {
        let id = withCStrings(arguments, environment) { argv, envp in
            questions_spawn_on_terminal(path, argv, envp, screen)
        }
        return id > 0 ? id : nil
    }

    /// Starts the program at `path` with `arguments` (its name first) and `environment` as a daemon's
    /// parent should: standard output on `output` (or /dev/null when it is -1), nothing else of the
    /// caller's open, no signal blocked (`questions_spawn_detached`); `nil` if it could not start.
    public static func detached(path: String, arguments: [String], environment: [String], output: Int32)
        -> pid_t?
    {
        let id = withCStrings(arguments, environment) { argv, envp in
            questions_spawn_detached(path, argv, envp, output)
        }
        return id > 0 ? id : nil
    }

    /// Calls `body` with `arguments` and `environment` as C's lists of strings, each ending in NULL, and
    /// frees them after.
    private static func withCStrings<Result>(
        _ arguments: [String], _ environment: [String],
        _ body: ([UnsafeMutablePointer<CChar>?], [UnsafeMutablePointer<CChar>?]) -> Result
    ) -> Result {
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer {
            for string in argv + envp { free(string) }
        }
        return body(argv, envp)
    }
}
