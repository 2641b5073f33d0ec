import Foundation

/// The mutation run's command line: which mutants, how many, and where to work.
struct MutationOptions {
    var repository = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    var scratch = URL(fileURLWithPath: "/tmp/questions-mutate")
    var limit: Int? = 150
    var seed: UInt64 = 1
    var modules: Set<String> = []
    var operators: Set<MutationOperator> = []
    var at: [String] = []
    var timeout: Int?
    var listOnly = false
    var skipBaseline = false
    var help = false

    static let usage = """
        usage: Tools/mutate/run [options]

        Applies one mutant at a time to a scratch copy of the package, builds it and runs
        the tests: a failing test kills the mutant, a mutant that does not compile is not
        viable. The working tree is never written. The tests run with TZ=Pacific/Kiritimati
        (UTC+14), so that a mutant dropping the app's UTC dates shows. See docs/TESTING.md.

          --limit N        run N mutants (default 150); 'all' for every one
          --seed S         the sample's seed (default 1): same sources and seed, same mutants
          --module M       only this module (Entities, Markup, ...); repeatable
          --operator O     only this operator; repeatable: \(MutationOperator.allCases.map(\.rawValue).joined(separator: ", "))
          --at TEXT        only mutants whose file:line:column contains TEXT
                           ('RelativeAge.swift', 'RelativeAge.swift:21:'); repeatable
          --timeout SECS   seconds a test run may take before the mutant counts as killed
                           (default: six times the unmutated run, at least 120)
          --list           print the sample and the counts; build and run nothing
          --skip-baseline  trust that the unmutated copy builds and passes (saves a run)
          --scratch DIR    the scratch folder (default /tmp/questions-mutate)
          --repo DIR       the working tree (set by Tools/mutate/run)
        """

    init(arguments: [String]) throws {
        var rest = arguments[...]
        func value(_ name: String) throws -> String {
            guard let next = rest.popFirst() else { throw OptionError("\(name) needs a value.") }
            return next
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--help", "-h": help = true
            case "--list": listOnly = true
            case "--skip-baseline": skipBaseline = true
            case "--repo": repository = URL(fileURLWithPath: try value(argument))
            case "--scratch": scratch = URL(fileURLWithPath: try value(argument))
            case "--module": modules.insert(try value(argument))
            case "--at": at.append(try value(argument))
            case "--limit":
                let text = try value(argument)
                limit = text == "all" ? nil : try Self.number(argument, text)
            case "--seed": seed = UInt64(try Self.number(argument, try value(argument)))
            case "--timeout": timeout = try Self.number(argument, try value(argument))
            case "--operator":
                let name = try value(argument)
                guard let mutationOperator = MutationOperator(rawValue: name) else {
                    throw OptionError("unknown operator '\(name)'.")
                }
                operators.insert(mutationOperator)
            default: throw OptionError("unknown option '\(argument)'.")
            }
        }
    }

    private static func number(_ name: String, _ text: String) throws -> Int {
        guard let number = Int(text), number >= 0 else {
            throw OptionError("\(name) needs a whole number, not '\(text)'.")
        }
        return number
    }

    /// Whether `mutant` is one the options ask for, before sampling.
    func admits(_ mutant: Mutant) -> Bool {
        (modules.isEmpty || modules.contains(mutant.module))
            && (operators.isEmpty || operators.contains(mutant.mutationOperator))
            && (at.isEmpty || at.contains { mutant.location.contains($0) })
    }
}

/// A bad option, said in one line.
struct OptionError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
