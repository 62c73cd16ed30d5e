/* start.c - the runtime's state, start-up and exit.
 *
 * Defines mpxrt_state, the one mutable global.  A constructor reads the
 * options before main (and before most other constructors); __mpx_report
 * also calls mpxrt_ensure_init, so a check in an earlier constructor still
 * sees the options.  Each copy of the runtime in a process (the program's,
 * a shared library's) runs these, on the one shared state (internal.h):
 * the options are read once and the summary printed once.  The
 * constructor also records main's argv and envp
 * (glibc passes them to constructors) so that their bounds cover the
 * arrays the kernel built even if main later rearranges them, and stores
 * the exact bounds of every argv and envp string in the bounds table (so
 * main's loads of argv[i] get them).  In a program of the mpx backend it
 * first enables MPX (src/mpx/hw.c), so those stores go to the hardware's
 * tables.  A destructor prints the summary (print_summary=1). */
#define _GNU_SOURCE
#include "internal.h"

#include <sched.h>
#include <string.h>

struct mpxrt_state mpxrt_state;

void mpxrt_ensure_init(void) {
  int expected = 0;
  if (atomic_load(&mpxrt_state.init_state) == 2)
    return;
  if (atomic_compare_exchange_strong(&mpxrt_state.init_state, &expected, 1)) {
    mpxrt_options_init(&mpxrt_state.opts);
    atomic_store(&mpxrt_state.init_state, 2);
    if (mpxrt_state.opts.verbose >= 1) {
      struct mpxrt_buf b = {.len = 0};
      mpxrt_put_str(&b, "mpx: runtime started:");
      mpxrt_options_print(&b, &mpxrt_state.opts);
      mpxrt_put_str(&b, "\n");
      mpxrt_flush_log(&b);
    }
    return;
  }
  while (atomic_load(&mpxrt_state.init_state) != 2)
    sched_yield(); /* another thread is parsing the options */
}

static size_t count_pointers(char *const *v) {
  size_t n = 0;
  while (v[n])
    ++n;
  return n;
}

/* BNDSTX for each string of a NULL-terminated vector: main's code loads
 * argv[i] with __mpx_ldx and gets the string's exact bounds (with its NUL),
 * as long as the pointer in the slot is still the one the kernel put there. */
static void record_strings(char **v, size_t n) {
  for (size_t i = 0; i < n; ++i)
    mpxrt_stx(&v[i], v[i], __mpx_make(v[i], strlen(v[i]) + 1));
}

__attribute__((constructor(101))) static void mpxrt_start(int argc, char **argv,
                                                          char **envp) {
  mpxrt_ensure_init();
  if (mpxrt_hw_start) /* the mpx backend: MPX on before the first BNDSTX */
    mpxrt_hw_start();
#ifdef __GLIBC__
  if (argc >= 0 && argv && !argv[argc] && envp) {
    mpxrt_state.argv = argv;
    mpxrt_state.argc = (size_t)argc;
    mpxrt_state.envp = envp;
    mpxrt_state.envc = count_pointers(envp);
    record_strings(argv, mpxrt_state.argc);
    record_strings(envp, mpxrt_state.envc);
  }
#else
  (void)argc, (void)argv, (void)envp;
#endif
}

__attribute__((destructor)) static void mpxrt_finish(void) {
  if (atomic_load(&mpxrt_state.init_state) != 2 ||
      atomic_exchange(&mpxrt_state.summary_done, 1))
    return;
  if (mpxrt_state.opts.log_format != MPXRT_LOG_TEXT) {
    mpxrt_log_summary(mpxrt_state.opts.print_summary);
    return;
  }
  if (!mpxrt_state.opts.print_summary)
    return;
  struct mpxrt_buf b = {.len = 0};
  mpxrt_put_str(&b, "mpx: summary: ");
  mpxrt_put_dec(&b, atomic_load(&mpxrt_state.violations));
  mpxrt_put_str(&b, " bounds violation(s)");
  if (mpxrt_state.opts.mode == MPXRT_MODE_COUNT) {
    mpxrt_put_str(&b, " at ");
    mpxrt_put_dec(&b, atomic_load(&mpxrt_state.sites));
    mpxrt_put_str(&b, " site(s), mode count\n");
  } else {
    mpxrt_put_str(&b, ", mode stop\n");
  }
  mpxrt_flush_log(&b);
}

/* Bounds of a NULL-terminated array of n pointers plus its terminator. */
static __mpx_bnd vector_bounds(const void *vector, char **known,
                               size_t known_n) {
  char *const *v = vector;
  if (!v)
    return __mpx_null();
  size_t n = v == known ? known_n : count_pointers(v);
  return __mpx_make(v, (n + 1) * sizeof *v);
}

__mpx_bnd __mpx_argv_bounds(const void *argv) {
  return vector_bounds(argv, mpxrt_state.argv, mpxrt_state.argc);
}

__mpx_bnd __mpx_envp_bounds(const void *envp) {
  return vector_bounds(envp, mpxrt_state.envp, mpxrt_state.envc);
}
