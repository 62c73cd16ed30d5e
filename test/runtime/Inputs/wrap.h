/* wrap.h - shared by the wrappers_*.c tests: runs a statement that must be
 * stopped by a violation (mode stop: the runtime raises SIGSEGV, our
 * handler siglongjmps back) and a guarded buffer whose bytes, and the canary
 * after it, must be unchanged when the violation is caught. */
#define _GNU_SOURCE
#include "mpxrt.h"
#include <setjmp.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static sigjmp_buf wrap_env;

static void wrap_on_segv(int sig, siginfo_t *si, void *uc) {
  (void)sig, (void)si, (void)uc;
  siglongjmp(wrap_env, 1);
}

__attribute__((unused)) static void wrap_init(void) {
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_sigaction = wrap_on_segv;
  sa.sa_flags = SA_SIGINFO;
  sigaction(SIGSEGV, &sa, NULL);
  setvbuf(stdout, NULL, _IONBF, 0);
}

/* Prints "NAME: stopped" if STMT was stopped by a violation. */
#define MUST_STOP(name, stmt)                                                  \
  do {                                                                         \
    if (sigsetjmp(wrap_env, 1) == 0) {                                         \
      stmt;                                                                    \
      printf("%s: WRONG: not stopped\n", name);                                \
    } else {                                                                   \
      printf("%s: stopped\n", name);                                           \
    }                                                                          \
  } while (0)

/* A 16-byte buffer with a canary after it, as one object. */
struct guarded {
  char buf[16];
  char canary[16];
};

__attribute__((unused)) static void guard(struct guarded *g, char fill) {
  memset(g->buf, fill, sizeof g->buf);
  memset(g->canary, 'C', sizeof g->canary);
}

/* Neither the buffer nor the canary changed since guard(g, fill). */
__attribute__((unused)) static const char *untouched(const struct guarded *g, char fill) {
  for (size_t i = 0; i < sizeof g->buf; ++i)
    if (g->buf[i] != fill)
      return "WRONG: buffer written";
  for (size_t i = 0; i < sizeof g->canary; ++i)
    if (g->canary[i] != 'C')
      return "WRONG: canary written";
  return "untouched";
}

__attribute__((unused)) static __mpx_bnd buf_bounds(struct guarded *g) {
  return __mpx_make(g->buf, sizeof g->buf);
}

__attribute__((unused)) static int same_bnd(__mpx_bnd a, __mpx_bnd b) {
  return a.lb == b.lb && a.ub == b.ub;
}

/* g, canary included, is byte for byte what it was in before. */
__attribute__((unused)) static const char *unchanged(const struct guarded *g,
                             const struct guarded *before) {
  return memcmp(g, before, sizeof *g) == 0 ? "untouched" : "WRONG: written";
}
