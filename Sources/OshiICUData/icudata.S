// ICU's common data cut to English and Japanese, for oshi-cli (docs/perf-history.md#icu-data).
//
// `make build` runs scripts/icu-data.py, which writes the cut data and the assembly that
// names it (`icudtNN_dat`, the symbol the toolchain's ICU reads its data from), and gives
// that file's path here as OSHI_ICU_DATA (Package.swift). The object then defines the
// symbol before the linker reaches lib_FoundationICU.a, whose 34 MB member is never taken.
// Without OSHI_ICU_DATA (`swift build`, the tests) this file is empty and oshi-cli links
// ICU's whole data, as before.
#if defined(OSHI_ICU_DATA)
#include OSHI_ICU_DATA
#endif
