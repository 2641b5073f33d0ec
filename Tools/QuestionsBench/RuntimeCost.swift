import AllocationCounter
import Foundation
import PatternMetrics
import ScreenFront
import TerminalUI
import WebService

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `questions-bench --runtime`: what each shape costs at run time, step by step, over the standard
/// session (`RuntimeSession`): the heap blocks and bytes each step allocates, the heap held after it and
/// the most held during it, and its CPU time, in rounds, every shape once a round in an order rotated
/// each round, after one round that warms every path up and is not kept.
///
/// Each shape is assembled as `questions` assembles it (`PatternRun`, `ScreenRun`), on the offline data
/// set, with its saves in a folder of its own, removed after the round. A step ends when its loads have
/// ended and what they fetched is drawn, as a piped session waits before it reads the next line.
@MainActor
struct RuntimeCost {
    /// The rounds kept.
    let rounds: Int

    /// The counters a step is measured between.
    private struct Reading {
        let allocations: Int
        let allocatedBytes: Int
        let heldBytes: Int
        let cpuNanoseconds: Double

        static func now() -> Reading {
            var time = timespec()
            clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
            return Reading(
                allocations: allocation_counter_allocations(),
                allocatedBytes: allocation_counter_allocated_bytes(),
                heldBytes: allocation_counter_current(),
                cpuNanoseconds: Double(time.tv_sec) * 1e9 + Double(time.tv_nsec))
        }
    }

    /// One step of one shape in one round.
    private struct Sample {
        let heap: RuntimeMeasurements.Heap
        let cpuNanoseconds: Double
    }

    /// Runs `body` as one step: the counters before and after it, the peak reset at its start; `held` is
    /// what the heap held before the shape was built.
    private static func step(held: Int, _ body: () async -> Void) async -> Sample {
        allocation_counter_reset_peak()
        let before = Reading.now()
        await body()
        let after = Reading.now()
        return Sample(
            heap: RuntimeMeasurements.Heap(
                allocations: after.allocations - before.allocations,
                allocatedBytes: after.allocatedBytes - before.allocatedBytes,
                liveBytes: after.heldBytes - held,
                peakBytes: allocation_counter_peak() - before.heldBytes),
            cpuNanoseconds: after.cpuNanoseconds - before.cpuNanoseconds)
    }

    /// Every reported step of `pattern`'s session, once.
    private static func session(_ pattern: Pattern) async -> [String: Sample] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "questions-runtime-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }  // try?: the run may have saved nothing
        let parser = CommandParser()
        let commands = RuntimeSession.steps.map { step in
            step.commands.compactMap { line -> ScreenCommand? in
                if case .screen(let command) = parser.parse(line) { command } else { nil }
            }
        }
        var samples: [String: Sample] = Dictionary(minimumCapacity: RuntimeSession.reportedSteps.count * 2)
        var held = allocation_counter_current()
        var run: WorkInFlightBenchmark.PatternRun?
        samples[RuntimeSession.start] = await step(held: held) {
            let service = OfflineQuestionService()
            run = await WorkInFlightBenchmark.PatternRun(
                pattern, service: service, now: service.captureDate, savesFolder: folder)
        }
        guard let run else { return samples }
        for (sessionStep, commands) in zip(RuntimeSession.steps, commands) {
            let sample = await step(held: held) {
                for command in commands {
                    _ = run.type(command)
                    await run.loads.waitUntilIdle()
                }
            }
            if let name = sessionStep.name { samples[name] = sample }
        }
        withExtendedLifetime(run) {}

        held = allocation_counter_current()
        let service = OfflineQuestionService()
        let screen = await ScreenFrontBenchmark.ScreenRun(
            pattern, service: service, now: service.captureDate, size: (columns: 80, rows: 24))
        samples[RuntimeSession.key] = await step(held: held) { _ = screen.press(.character("j")) }
        withExtendedLifetime(screen) {}
        return samples
    }

    /// The measurements of `rounds` rounds, after a round that is not kept; `machine` says where.
    func measure(machine: String) async -> RuntimeMeasurements {
        let shapes = Pattern.allCases
        for pattern in shapes { _ = await Self.session(pattern) }
        var samples: [Pattern: [String: [Sample]]] = [:]
        for round in 0..<rounds {
            let offset = round % shapes.count
            for pattern in shapes[offset...] + shapes[..<offset] {
                for (step, sample) in await Self.session(pattern) {
                    samples[pattern, default: [:]][step, default: []].append(sample)
                }
            }
        }
        var rows: [RuntimeMeasurements.Row] = []
        for pattern in shapes {
            for step in RuntimeSession.reportedSteps {
                guard let taken = samples[pattern]?[step], !taken.isEmpty else { continue }
                func heap(_ pick: ([Int]) -> Int) -> RuntimeMeasurements.Heap {
                    func of(_ count: KeyPath<RuntimeMeasurements.Heap, Int>) -> Int {
                        pick(taken.map { $0.heap[keyPath: count] }.sorted())
                    }
                    return RuntimeMeasurements.Heap(
                        allocations: of(\.allocations), allocatedBytes: of(\.allocatedBytes),
                        liveBytes: of(\.liveBytes), peakBytes: of(\.peakBytes))
                }
                rows.append(
                    RuntimeMeasurements.Row(
                        pattern: pattern, step: step, heap: heap { $0[$0.count / 2] }, least: heap { $0[0] },
                        most: heap { $0[$0.count - 1] },
                        cpuNanoseconds: taken.map(\.cpuNanoseconds)))
            }
        }
        return RuntimeMeasurements(
            toolchain: Self.toolchain(), libc: Self.libc(), machine: machine, rows: rows)
    }

    /// The first line of `swift --version`, which the heap counts depend on.
    static func toolchain() -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "--version"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return "an unknown toolchain" }  // try?: named as unknown
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return text.split(separator: "\n").first.map(String.init) ?? "an unknown toolchain"
    }

    /// The C library and its version, which the heap counts depend on.
    static func libc() -> String {
        #if canImport(Glibc)
            var buffer = [CChar](repeating: 0, count: 64)
            guard confstr(Int32(_CS_GNU_LIBC_VERSION), &buffer, buffer.count) > 0 else { return "glibc" }
            return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #else
            return "a C library other than glibc"
        #endif
    }
}
