#ifndef TRANSIT_ALLOCATION_COUNTER_H
#define TRANSIT_ALLOCATION_COUNTER_H

#include <stdint.h>

/// The number of heap allocations (malloc, calloc, realloc, aligned allocations) the process
/// has made since it started, or -1 where the counter cannot interpose the allocator.
int64_t transit_allocation_count(void);

#endif
