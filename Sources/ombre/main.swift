import OmbreCLI

#if canImport(Glibc)
    import Glibc
#endif

exit(ombreMain())
