// Counters of the abstract states a fuzzed session reaches, which libFuzzer reads as coverage beside the
// code's edges (its "extra counters"), so that an input reaching a new combination of screen, depth,
// requests held, saves and last answer is kept, even when it runs no new line of code.
#ifndef SESSION_STATE_COUNTERS_H
#define SESSION_STATE_COUNTERS_H

/// How many states there are room for; a larger index is not counted.
#define SESSION_STATE_CAPACITY 4096

/// Counts one arrival at the state `index` in this execution.
void session_state_reached(unsigned index);

#endif
