// libFuzzer clears the counters in this section before each execution and reads them after it, as it does
// its own coverage counters; the section is found by its name, on ELF platforms (Linux). Elsewhere the
// counters are kept but nobody reads them, so a session is guided by the code's edges alone.
#include "SessionStateCounters.h"
#include <stdint.h>

#if defined(__linux__)
__attribute__((used, section("__libfuzzer_extra_counters")))
#endif
static uint8_t counters[SESSION_STATE_CAPACITY];

void session_state_reached(unsigned index) {
    if (index < SESSION_STATE_CAPACITY && counters[index] < UINT8_MAX) {
        counters[index] += 1;
    }
}
