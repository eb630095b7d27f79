// The Swift runtime's hook for the command line, taken from glibc instead of
// /proc/self/maps.
//
// On Linux, libswiftCore's CommandLine.cpp finds `argv` for code that starts before
// `main` (a library's initialiser, the REPL) with an initialiser that reads
// /proc/self/maps line by line, and 25 sscanf calls, in every process: 51K instructions
// and six system calls of each status bar's call, which never reads it (the compiler's
// `main` hands Swift its arguments itself). glibc passes argc, argv and envp to every
// function in `.init_array` of the executable, so this file keeps them from there. It
// defines both functions that CommandLine.cpp.o defines, so the static linker has no
// reason to take that member from libswiftCore.a, and its initialiser is not linked.
// docs/perf-history.md#argv.
#include "OshiArguments.h"

// For __GLIBC__.
#include <stdlib.h>

#if defined(__linux__) && defined(__GLIBC__)

static char **givenArgv = NULL;
static int givenArgc = 0;
static char **overrideArgv = NULL;
static int overrideArgc = 0;

static void keepArguments(int argc, char **argv, char **envp) {
  (void)envp;
  givenArgc = argc;
  givenArgv = argv;
}

__attribute__((section(".init_array"), used)) static void (*const keeper)(int, char **, char **) =
  keepArguments;

char **_swift_stdlib_getUnsafeArgvArgc(int *outArgLen) {
  static char *emptyArgv[] = {NULL};
  if (overrideArgv) {
    *outArgLen = overrideArgc;
    return overrideArgv;
  }
  if (givenArgv) {
    *outArgLen = givenArgc;
    return givenArgv;
  }
  *outArgLen = 0;
  return emptyArgv;
}

void _swift_stdlib_overrideUnsafeArgvArgc(char **argv, int argc) {
  overrideArgv = argv;
  overrideArgc = argc;
}

#endif
