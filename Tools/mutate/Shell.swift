import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs one command in a folder, its output into a log file, within an optional time limit.
enum Shell {
    /// How a command ended.
    enum Outcome: Equatable {
        case exited(Int32)
        case timedOut
    }

    /// Runs `command` in `directory`; returns how it ended and the seconds it took.
    ///
    /// Past the limit the command and every process under it are killed.
    /// `swift test` starts its test runner in a process group of its own, so
    /// signalling the command's group, as coreutils' `timeout` does, would
    /// leave a hung runner behind.
    static func run(
        _ command: [String], in directory: URL, log: URL, timeout seconds: Int? = nil,
        environment: [String: String] = [:]
    ) throws -> (outcome: Outcome, seconds: Double) {
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let output = try FileHandle(forWritingTo: log)
        defer { try? output.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        let start = Date()
        try process.run()
        var outcome: Outcome?
        if let seconds, finished.wait(timeout: .now() + .seconds(seconds)) == .timedOut {
            ProcessTree.kill(process.processIdentifier)
            outcome = .timedOut
            finished.wait()
        } else if seconds == nil {
            finished.wait()
        }
        process.waitUntilExit()
        return (outcome ?? .exited(process.terminationStatus), Date().timeIntervalSince(start))
    }
}

/// The processes under one process, so that a run past its limit can be ended whole.
enum ProcessTree {
    /// Kills `root` and every process descended from it, the deepest first.
    static func kill(_ root: Int32) {
        var children: [Int32: [Int32]] = [:]
        for (pid, parent) in parents() { children[parent, default: []].append(pid) }
        var tree = [root]
        var index = 0
        while index < tree.count {
            tree += children[tree[index]] ?? []
            index += 1
        }
        // `kill` alone would name this method: the C library's is named by its module.
        for pid in tree.reversed() {
            #if canImport(Glibc)
                _ = Glibc.kill(pid, SIGKILL)
            #elseif canImport(Darwin)
                _ = Darwin.kill(pid, SIGKILL)
            #endif
        }
    }

    #if os(Linux)
        /// Every process and its parent, from `/proc`: a folder per process, whose `stat` holds the parent
        /// in the field after the state, after a name that may hold spaces.
        private static func parents() -> [(pid: Int32, parent: Int32)] {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
            return entries.compactMap { entry in
                guard let pid = Int32(entry),
                    let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                    let nameEnd = stat.lastIndex(of: ")")
                else { return nil }
                let fields = stat[stat.index(after: nameEnd)...].split(separator: " ")
                guard fields.count > 1, let parent = Int32(fields[1]) else { return nil }
                return (pid, parent)
            }
        }
    #else
        /// Every process and its parent, as `ps` lists them: macOS has no `/proc`.
        private static func parents() -> [(pid: Int32, parent: Int32)] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/ps")
            process.arguments = ["-A", "-o", "pid=", "-o", "ppid="]
            let pipe = Pipe()
            process.standardOutput = pipe
            guard (try? process.run()) != nil else { return [] }
            let listing = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return listing.split(separator: "\n").compactMap { line in
                let fields = line.split(separator: " ")
                guard fields.count == 2, let pid = Int32(fields[0]), let parent = Int32(fields[1]) else {
                    return nil
                }
                return (pid, parent)
            }
        }
    #endif
}
