// The Swift runtime's hook for the command line, taken from glibc instead of
// /proc/self/maps.
//
// On Linux, `CommandLine.arguments` asks _swift_stdlib_getUnsafeArgvArgc for argv.
// libswiftCore's CommandLine.cpp answers with what an initialiser of its own found, in
// every process, by reading /proc/self/maps line by line with 25 sscanf calls and
// searching the stack: 51K instructions and six system calls of each status bar's call.
// glibc passes argc, argv and envp to every function in the executable's `.init_array`,
// so this file keeps them from there and answers with them. It defines both functions
// that CommandLine.cpp.o defines, so the static linker has no reason to take that member
// from libswiftCore.a, and its initialiser is not linked. docs/perf-history.md#argv.
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
