#include "COmbreSystem.h"

#ifdef __linux__
#include <signal.h>
#include <sys/prctl.h>
#include <unistd.h>

int ombre_exit_with_parent(int parent) {
    if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) return -1;
    // The parent may have ended before the request took effect.
    return getppid() == parent ? 0 : -1;
}
#else
int ombre_exit_with_parent(int parent) { (void)parent; return 0; }
#endif
