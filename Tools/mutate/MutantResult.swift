/// What became of one mutant: killed by a test, survived every test, or did not compile.
struct MutantResult: Sendable {
    enum Status: String, Sendable {
        case killed
        /// A test run that outlived its time limit: a mutant that makes a test hang is caught.
        case hung = "killed (hung)"
        case survived
        /// It did not compile, so no test could run against it.
        case notViable = "not viable"

        var isKilled: Bool { self == .killed || self == .hung }
        var isViable: Bool { self != .notViable }
    }

    var mutant: Mutant
    var status: Status
    /// The first test that failed, when one is named in the output.
    var killedBy: String?
    var buildSeconds: Double
    var testSeconds: Double
}

/// Killed and viable mutants of a group, and the score they make.
struct Tally {
    var mutants = 0
    var notViable = 0
    var killed = 0
    var survived = 0

    var viable: Int { mutants - notViable }

    /// Killed as a share of viable, in percent; nil when nothing was viable.
    var score: Double? { viable == 0 ? nil : Double(killed) * 100 / Double(viable) }

    mutating func add(_ status: MutantResult.Status) {
        mutants += 1
        if status == .notViable { notViable += 1 }
        if status.isKilled { killed += 1 }
        if status == .survived { survived += 1 }
    }
}
