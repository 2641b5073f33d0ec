// Counts heap bytes by standing in for malloc, free and their family; see include/AllocationCounter.h.
//
// An executable's own definition of malloc takes precedence over libc's for
// every library in the process, so the Swift runtime's allocations land here.
// Each call forwards to glibc's internal entry points (__libc_malloc and
// friends) and adds or subtracts the block's usable size; each block allocated
// (a realloc's new block too) is also counted, with its usable size. The counters are
// atomics: the counting is exact across threads, and costs a few nanoseconds
// a call, which the benchmark's ratios share.
#include "AllocationCounter.h"

#include <stdlib.h>  // Defines __GLIBC__ on glibc, which the counting needs.

#if defined(__GLIBC__)

#include <errno.h>
#include <malloc.h>
#include <stdatomic.h>
#include <stdint.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static _Atomic long current_bytes;
static _Atomic long peak_bytes;
static _Atomic long allocations;
static _Atomic long allocated_bytes;

static void *counted(void *pointer) {
    if (pointer != NULL) {
        long size = (long)malloc_usable_size(pointer);
        atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
        atomic_fetch_add_explicit(&allocated_bytes, size, memory_order_relaxed);
        long now = atomic_fetch_add_explicit(&current_bytes, size, memory_order_relaxed) + size;
        long peak = atomic_load_explicit(&peak_bytes, memory_order_relaxed);
        while (now > peak && !atomic_compare_exchange_weak_explicit(
                   &peak_bytes, &peak, now, memory_order_relaxed, memory_order_relaxed)) {
        }
    }
    return pointer;
}

static void uncount(void *pointer) {
    if (pointer != NULL) {
        atomic_fetch_sub_explicit(&current_bytes, (long)malloc_usable_size(pointer), memory_order_relaxed);
    }
}

void *malloc(size_t size) { return counted(__libc_malloc(size)); }

void *calloc(size_t count, size_t size) { return counted(__libc_calloc(count, size)); }

void free(void *pointer) {
    uncount(pointer);
    __libc_free(pointer);
}

void *realloc(void *pointer, size_t size) {
    // The old block is uncounted first; if realloc fails it is still held, so it is counted again.
    uncount(pointer);
    void *moved = __libc_realloc(pointer, size);
    if (moved == NULL && size != 0) {
        counted(pointer);
        return NULL;
    }
    return counted(moved);
}

void *memalign(size_t alignment, size_t size) { return counted(__libc_memalign(alignment, size)); }

void *aligned_alloc(size_t alignment, size_t size) { return counted(__libc_memalign(alignment, size)); }

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) {
        return EINVAL;
    }
    void *pointer = counted(__libc_memalign(alignment, size));
    if (pointer == NULL) {
        return ENOMEM;
    }
    *result = pointer;
    return 0;
}

long allocation_counter_current(void) { return atomic_load_explicit(&current_bytes, memory_order_relaxed); }

long allocation_counter_peak(void) { return atomic_load_explicit(&peak_bytes, memory_order_relaxed); }

void allocation_counter_reset_peak(void) {
    atomic_store_explicit(&peak_bytes, allocation_counter_current(), memory_order_relaxed);
}

long allocation_counter_allocations(void) { return atomic_load_explicit(&allocations, memory_order_relaxed); }

long allocation_counter_allocated_bytes(void) {
    return atomic_load_explicit(&allocated_bytes, memory_order_relaxed);
}

int allocation_counter_is_active(void) { return 1; }

#else

long allocation_counter_current(void) { return 0; }
long allocation_counter_peak(void) { return 0; }
void allocation_counter_reset_peak(void) {}
long allocation_counter_allocations(void) { return 0; }
long allocation_counter_allocated_bytes(void) { return 0; }
int allocation_counter_is_active(void) { return 0; }

#endif
