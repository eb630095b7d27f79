#define _GNU_SOURCE
#include "OshiThreads.h"

#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#ifdef __linux__
#include <sched.h>
#endif

struct start {
  void (*body)(void *);
  void *context;
#ifdef __linux__
  /// The cores the creator may run on, given back to the thread once it runs.
  cpu_set_t cores;
  int placed;
#endif
};

static void *run(void *argument) {
  struct start start = *(struct start *)argument;
  free(argument);
#ifdef __linux__
  if (start.placed) sched_setaffinity(0, sizeof start.cores, &start.cores);
#endif
  start.body(start.context);
  return NULL;
}

int oshi_spawn_elsewhere(void (*body)(void *), void *context) {
  struct start *start = malloc(sizeof *start);
  if (start == NULL) return ENOMEM;
  start->body = body;
  start->context = context;
  pthread_attr_t attributes;
  int status = pthread_attr_init(&attributes);
  if (status != 0) {
    free(start);
    return status;
  }
  pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
#ifdef __linux__
  start->placed = 0;
  int here = sched_getcpu();
  if (here >= 0 && sched_getaffinity(0, sizeof start->cores, &start->cores) == 0
      && CPU_COUNT(&start->cores) > 1 && CPU_ISSET(here, &start->cores)) {
    cpu_set_t elsewhere = start->cores;
    CPU_CLR(here, &elsewhere);
    start->placed = pthread_attr_setaffinity_np(&attributes, sizeof elsewhere, &elsewhere) == 0;
  }
#endif
  pthread_t thread;
  status = pthread_create(&thread, &attributes, run, start);
  pthread_attr_destroy(&attributes);
  if (status != 0) free(start);
  return status;
}
