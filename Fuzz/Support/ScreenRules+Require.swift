/// The screen rules as the fuzz targets use them: a broken rule stops the run.
extension ScreenRules {
    /// Stops the run unless `line` holds nothing forbidden.
    static func requireSafe(_ line: String, in context: String) {
        if let problem = safetyProblem(in: line) { violated("\(problem), in \(context)") }
    }

    /// Stops the run unless `line` fits `width` columns, or is a code line of `codeLines` or a URL past it.
    static func requireWidth(_ line: String, width: Int, codeLines: Set<String>, in context: String) {
        if let problem = widthProblem(in: line, width: width, codeLines: codeLines) {
            violated("\(problem), in \(context)")
        }
    }

    /// Stops the run if `line` ends with white space.
    static func requireNoTrailingWhiteSpace(_ line: String, in context: String) {
        if let problem = trailingWhiteSpaceProblem(in: line) { violated("\(problem), in \(context)") }
    }
}

/// Stops the run: libFuzzer reports the crash and saves the input that caused it.
func violated(_ message: String) -> Never {
    fatalError("invariant violated: \(message)")
}
