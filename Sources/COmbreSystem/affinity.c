#define _GNU_SOURCE
#include "COmbreSystem.h"

#ifdef __linux__
#include <sched.h>

int ombre_affinity_cpu_count(void) {
    cpu_set_t set;
    CPU_ZERO(&set);
    if (sched_getaffinity(0, sizeof(set), &set) != 0) return 0;
    return CPU_COUNT(&set);
}
#else
int ombre_affinity_cpu_count(void) { return 0; }
#endif
