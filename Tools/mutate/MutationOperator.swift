/// The kinds of small change the run makes to the code: each one is a bug a test should catch.
enum MutationOperator: String, CaseIterable, Sendable {
    /// `<` ↔ `<=`, `>` ↔ `>=`: a boundary moved by one.
    case relational
    /// `==` ↔ `!=`: a condition turned round.
    case equality
    /// `&&` ↔ `||`.
    case logical
    /// `max(` ↔ `min(`.
    case minMax = "min-max"
    /// `+ 1` ↔ `- 1`, `+= 1` ↔ `-= 1`: an off-by-one.
    case offByOne = "off-by-one"
    /// `..<` ↔ `...`: a range that takes one more or one fewer.
    case range
    /// A decimal integer literal `n` becomes `n + 1`.
    case literal
    /// `true` ↔ `false`.
    case boolean
    /// `.up` ↔ `.down`, as in a rounding rule.
    case rounding
    /// `while` → `if`: a loop that runs once. (`if` → `while` is left out: it mostly loops forever,
    /// which costs a whole timeout a mutant and says only that the code ran.)
    case whileToIf = "while-if"
    /// `a ?? b` → `a`: the default dropped.
    case nilCoalescing = "nil-coalescing"
    /// A prefix `!` dropped.
    case negation
    /// A whole statement line deleted: an assignment, or a call whose result is not used.
    case deletion
    /// A string literal the code compares against gets a `_` appended: a misspelled key or alias.
    case string
}
