// Counts the bytes the whole process holds from malloc, and the most it held, for questions-bench.
//
// Linked into the benchmark executable only: it defines malloc and its family,
// which every library in the process then calls, and forwards to glibc's own.
#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

#include <stddef.h>

/// Bytes held from malloc now (as malloc_usable_size counts them).
long allocation_counter_current(void);

/// The most bytes held since the last reset.
long allocation_counter_peak(void);

/// Starts a new peak from what is held now.
void allocation_counter_reset_peak(void);

/// How many blocks have been allocated since the process started (a realloc's new block counts).
long allocation_counter_allocations(void);

/// The bytes of every block allocated since the process started (as malloc_usable_size counts them).
long allocation_counter_allocated_bytes(void);

/// Whether this process's malloc is the counting one (glibc only).
int allocation_counter_is_active(void);

#endif
