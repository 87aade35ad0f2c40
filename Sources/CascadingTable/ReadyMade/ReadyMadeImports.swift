// The ready-made nodes see the core through its public API only. (Type-checked as one module with the
// core, as tools that compile `Sources/CascadingTable` in one piece do, the import is left out.)
#if canImport(CascadingCore)
    @_exported import CascadingCore
#endif
