// The command line as glibc hands it to a static executable's initialisers.
//
// oshi's code does not call these; the standard library does, for CommandLine.arguments.
// Linking this target into `oshi` replaces the Swift runtime's own copy of the two
// functions, whose initialiser read /proc/self/maps at every start (arguments.c;
// docs/perf-history.md#argv).
#ifndef OSHI_ARGUMENTS_H
#define OSHI_ARGUMENTS_H

char **_swift_stdlib_getUnsafeArgvArgc(int *outArgLen);
void _swift_stdlib_overrideUnsafeArgvArgc(char **argv, int argc);

#endif
