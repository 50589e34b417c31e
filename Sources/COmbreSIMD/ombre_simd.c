/* Header-only module; this file gives the target a translation unit. */
