import PortabilityRules

/// The rules broken by `text` as the file at `path`, in the order of the lines.
func brokenRules(in path: String, _ text: String) -> [PortabilityRule] {
    PortabilityCheck.breaches(inFile: path, text: text).map(\.rule)
}

/// The path of the kernel's process files, put together so that this file holds no such path itself:
/// the whole-repository check reads these tests too.
let proc = ["", "proc", ""].joined(separator: "/")
