// The yardstick for questions-bench's start-up figure: the smallest Foundation program that prints a line.
import Foundation

print("Hello from \(ProcessInfo.processInfo.processName) at \(Date().timeIntervalSince1970)")
