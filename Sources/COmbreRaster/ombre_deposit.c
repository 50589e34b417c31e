/* Depositing edges into a band's cells (see ombre_raster.h), with the instructions of the CPU
   at hand. */
#define DEPOSIT_FUNCTION ombre_band_deposit_portable
#include "ombre_deposit_body.h"

void ombre_band_deposit(ombre_band *b, const ombre_edge *edges, long count, long top, long bottom) {
#if defined(__x86_64__)
    if (b->level >= 2) {
        ombre_band_deposit_avx2(b, edges, count, top, bottom);
        return;
    }
#endif
    ombre_band_deposit_portable(b, edges, count, top, bottom);
}
