#ifndef COMBRE_SYSTEM_H
#define COMBRE_SYSTEM_H

/// The CPUs in this process's affinity mask, or 0 when it cannot be read.
/// Reason for a shim: sched_getaffinity needs _GNU_SOURCE and CPU_COUNT is a macro.
int ombre_affinity_cpu_count(void);

#endif
