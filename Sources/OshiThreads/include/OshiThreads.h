#ifndef OSHI_THREADS_H
#define OSHI_THREADS_H

/// Starts a detached thread that runs `body(context)`, first on a core other than the
/// caller's when the caller may run on more than one: Linux otherwise puts a new
/// thread on its creator's core, where on a virtual machine it waited for the creator's
/// time slice (3 to 4 ms) while the other core stayed idle. Once running, the thread may
/// go wherever the caller may. Returns 0, or an errno value when no thread started.
int oshi_spawn_elsewhere(void (*_Nonnull body)(void *_Nullable), void *_Nullable context);

#endif
