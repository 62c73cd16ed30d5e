/* report.c - what happens on a bounds violation (docs/runtime.md).
 *
 * __mpx_report is the cold path of every check.  It counts the violation,
 * in mode "count" lets only the first report per site through, offers it to
 * the weak user hook __mpx_on_violation, writes the report (one write(2) of
 * a fixed buffer: no malloc, no stdio, async-signal-safe), and in mode
 * "stop" raises SIGSEGV exactly as the kernel did for an MPX #BR:
 * si_code = SEGV_BNDERR, si_addr = the first out-of-bounds byte,
 * si_lower / si_upper = the bounds.  If the program's handler returns, or
 * SIGSEGV is ignored or blocked, the process still dies of SIGSEGV.
 * Before writing, it gathers the stack of the access, the heap block the
 * bounds belong to and their symbols (trace.c); the text report ends with
 * the stack trace, and with the allocation's stack when alloc_stack=N.
 * With the mpx backend on, the same siginfo goes to the program's handler
 * by a direct call instead (src/mpx/signals.c); its #BR handler reports
 * through mpxrt_violation, the part shared with __mpx_report. */
#define _GNU_SOURCE
#include "internal.h"

#include <errno.h>
#include <signal.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#ifndef SEGV_BNDERR
#define SEGV_BNDERR 3
#endif

/* Default hook: no opinion; a program's strong definition replaces it. */
__attribute__((weak)) int __mpx_on_violation(const __mpx_violation *v) {
  (void)v;
  return 0;
}

unsigned long __mpx_violation_count(void) {
  return atomic_load(&mpxrt_state.violations);
}

static int is_empty(__mpx_bnd b) { return b.lb > b.ub; }
static int is_null(__mpx_bnd b) { return b.lb == UINTPTR_MAX && b.ub == 0; }
static int is_init(__mpx_bnd b) { return b.lb == 0 && b.ub == UINTPTR_MAX; }

/* The first byte of [a, a + size - 1] outside b (what MPX puts in si_addr). */
static uintptr_t first_out_of_bounds(uintptr_t a, __mpx_bnd b) {
  if (is_empty(b) || a < b.lb || a > b.ub)
    return a;
  return b.ub + 1;
}

static void put_bounds(struct mpxrt_buf *o, __mpx_bnd b) {
  mpxrt_put_str(o, "[");
  mpxrt_put_hex(o, b.lb);
  mpxrt_put_str(o, ", ");
  mpxrt_put_hex(o, b.ub);
  mpxrt_put_str(o, "]");
}

/* ": 1 byte(s) above upper bound of [lb, ub]" and friends. */
static void put_distance(struct mpxrt_buf *o, const __mpx_violation *v) {
  uintptr_t a = (uintptr_t)v->addr, end = a + (v->size - 1);
  __mpx_bnd b = v->bounds;
  if (is_null(b)) {
    mpxrt_put_str(o, "NULL bounds (no access allowed)");
    return;
  }
  if (is_empty(b)) {
    mpxrt_put_str(o, "empty bounds ");
    put_bounds(o, b);
    mpxrt_put_str(o, " (no access allowed)");
    return;
  }
  if (a < b.lb) {
    mpxrt_put_dec(o, b.lb - a);
    mpxrt_put_str(o, " byte(s) below lower bound of ");
  } else if (a <= b.ub && end < a) {
    mpxrt_put_str(o, "access wraps around the address space, bounds ");
  } else {
    mpxrt_put_dec(o, (uintptr_t)v->first_oob - b.ub);
    mpxrt_put_str(o, " byte(s) above upper bound of ");
  }
  put_bounds(o, b);
}

/* Where the checked bounds came from, as the rewriter's analysis knew it
 * (the site's from); 0 when it said nothing. */
const char *mpxrt_origin_phrase(const __mpx_site *site) {
  static const char *const phrase[] = {
      [__MPX_FROM_SHADOW] = "carried by a pointer variable or parameter",
      [__MPX_FROM_OBJECT] = "of the object itself",
      [__MPX_FROM_LITERAL] = "of a literal",
      [__MPX_FROM_FIELD] = "narrowed to a field",
      [__MPX_FROM_TABLE] = "loaded from the bounds table",
      [__MPX_FROM_CALL] = "returned by a call",
      [__MPX_FROM_ALLOCA] = "of an alloca block",
      [__MPX_FROM_VA_ARG] = "of a variadic argument",
      [__MPX_FROM_COND] = "from one arm of ?:",
      [__MPX_FROM_INIT] = "made INIT by the rewriter",
      [__MPX_FROM_NULL] = "made NULL by the rewriter",
  };
  if (!site || site->from >= sizeof phrase / sizeof *phrase)
    return 0;
  return phrase[site->from];
}

const char *mpxrt_kind_name(int kind) {
  return kind == __MPX_WRITE ? "write" : kind == __MPX_READ ? "read" : "access";
}

void mpxrt_put_violation(struct mpxrt_buf *o, const __mpx_violation *v) {
  mpxrt_put_str(o, mpxrt_kind_name(v->kind));
  mpxrt_put_str(o, " of size ");
  mpxrt_put_dec(o, v->size);
  mpxrt_put_str(o, " at ");
  mpxrt_put_hex(o, (uintptr_t)v->addr);
  mpxrt_put_str(o, " in ");
  mpxrt_put_str(o, v->func ? v->func : "<unknown>");
  mpxrt_put_str(o, " at ");
  mpxrt_put_str(o, v->loc ? v->loc : "<unknown>");
  mpxrt_put_str(o, ": ");
  put_distance(o, v);
}

/* The report entered from the frame fp (see __mpx_report). */
static void write_report(const __mpx_violation *v, int mode, uintptr_t fp) {
  struct mpxrt_trace t;
  mpxrt_trace_collect(&t, v, fp);
  if (mpxrt_state.opts.log_format == MPXRT_LOG_JSON)
    return mpxrt_log_json(v, mode, &t);
  if (mpxrt_state.opts.log_format == MPXRT_LOG_SARIF)
    return mpxrt_log_sarif(v, &t);
  struct mpxrt_buf o = {.len = 0};
  int held = mpxrt_log_lock(); /* the report in one piece, however long */
  uintptr_t a = (uintptr_t)v->addr;
  mpxrt_put_str(&o, "mpx: bounds violation: ");
  mpxrt_put_violation(&o, v);
  mpxrt_put_str(&o, "\nmpx:   access ");
  __mpx_bnd acc = {a, a + (v->size - 1)};
  put_bounds(&o, acc);
  mpxrt_put_str(&o, ", bounds ");
  put_bounds(&o, v->bounds);
  if (is_init(v->bounds)) {
    mpxrt_put_str(&o, " (INIT)");
  } else if (!is_empty(v->bounds)) {
    mpxrt_put_str(&o, " (");
    mpxrt_put_dec(&o, v->bounds.ub - v->bounds.lb + 1);
    mpxrt_put_str(&o, " bytes)");
  }
  const char *from = mpxrt_origin_phrase(v->site);
  struct mpxrt_buf object = {.len = 0};
  if (mpxrt_put_object(&object, v, &t)) {
    mpxrt_put_str(&o, " of ");
    mpxrt_put_mem(&o, object.data, object.len);
    if (v->site && v->site->object)
      from = 0; /* the rewriter's description says it */
  }
  if (from) {
    mpxrt_put_str(&o, ", ");
    mpxrt_put_str(&o, from);
    if (v->site->from_detail) {
      mpxrt_put_str(&o, ": ");
      mpxrt_put_str(&o, v->site->from_detail);
    }
  }
  if (mpxrt_state.opts.verbose >= 2) {
    mpxrt_put_str(&o, "\nmpx:   pid ");
    mpxrt_put_dec(&o, (uintmax_t)getpid());
    mpxrt_put_str(&o, ", thread ");
    mpxrt_put_dec(&o, (uintmax_t)syscall(SYS_gettid));
    mpxrt_put_str(&o, ", violation #");
    mpxrt_put_dec(&o, atomic_load(&mpxrt_state.violations));
  }
  if (mode == MPXRT_MODE_STOP) {
    mpxrt_put_str(&o, "\nmpx:   mode stop: raising SIGSEGV (SEGV_BNDERR, "
                      "si_addr ");
    mpxrt_put_hex(&o, (uintptr_t)v->first_oob);
    mpxrt_put_str(&o, ")\n");
  } else {
    mpxrt_put_str(&o, "\nmpx:   mode count: continuing; this site is not "
                      "reported again\n");
  }
  mpxrt_put_stack_text(&o, &t, MPXRT_STACK_ACCESS, "mpx:     ");
  if (t.heap && t.block.depth) {
    mpxrt_put_str(&o, "mpx:   the block was allocated by ");
    mpxrt_put_str(&o, mpxrt_alloc_fn_name(t.block.fn));
    mpxrt_put_str(&o, " here:\n");
    mpxrt_put_stack_text(&o, &t, MPXRT_STACK_ALLOC, "mpx:     ");
  }
  mpxrt_flush_log(&o);
  mpxrt_log_unlock(held);
}

/* Sends the #BR-style SIGSEGV to the calling thread. */
static void send_bnderr(const siginfo_t *info) {
  siginfo_t copy = *info; /* the kernel may write to it */
  syscall(SYS_rt_tgsigqueueinfo, (pid_t)getpid(), (pid_t)syscall(SYS_gettid),
          SIGSEGV, &copy);
}

static void __attribute__((noreturn)) stop(const __mpx_violation *v) {
  siginfo_t info;
  memset(&info, 0, sizeof info);
  info.si_signo = SIGSEGV;
  info.si_code = SEGV_BNDERR; /* allowed: sent to our own thread */
  info.si_addr = (void *)v->first_oob;
  info.si_lower = (void *)v->bounds.lb;
  info.si_upper = (void *)v->bounds.ub;
  send_bnderr(&info);
  /* Still alive: a handler returned, or SIGSEGV is ignored or blocked.
   * Die of SIGSEGV anyway, as the hardware fault would have. */
  struct sigaction dfl;
  memset(&dfl, 0, sizeof dfl);
  dfl.sa_handler = SIG_DFL;
  sigaction(SIGSEGV, &dfl, NULL);
  send_bnderr(&info);
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGSEGV);
  pthread_sigmask(SIG_UNBLOCK, &set, NULL);
  raise(SIGSEGV);
  for (;;)
    _exit(128 + SIGSEGV);
}

/* "file:line:col" of site into buf (of size n), NUL-terminated; a site
 * with line 0 is described by its file alone. */
static const char *format_loc(const __mpx_site *site, char *buf, size_t n) {
  if (!site || !site->file)
    return "<unknown>";
  struct mpxrt_buf o = {.len = 0};
  mpxrt_put_str(&o, site->file);
  if (site->line) {
    mpxrt_put_str(&o, ":");
    mpxrt_put_dec(&o, site->line);
    mpxrt_put_str(&o, ":");
    mpxrt_put_dec(&o, site->col);
  }
  size_t len = o.len < n - 1 ? o.len : n - 1;
  memcpy(buf, o.data, len);
  buf[len] = '\0';
  return buf;
}

int mpxrt_violation(__mpx_violation *v, char *loc, size_t locn,
                    uintptr_t fp) {
  mpxrt_ensure_init();
  atomic_fetch_add(&mpxrt_state.violations, 1);
  int mode = mpxrt_state.opts.mode;
  v->loc = format_loc(v->site, loc, locn);
  v->func = v->site ? v->site->func : 0;
  if (mode == MPXRT_MODE_COUNT) {
    int first = mpxrt_site_first(v->loc);
    if (first == 0)
      return 0;
    if (first < 0 && !atomic_exchange(&mpxrt_state.sites_full_noted, 1)) {
      struct mpxrt_buf o = {.len = 0};
      mpxrt_put_str(&o, "mpx: note: more than " /* once */);
      mpxrt_put_dec(&o, MPXRT_SITE_SLOTS);
      mpxrt_put_str(&o, " sites; repeated reports are no longer suppressed\n");
      mpxrt_flush_log(&o);
    }
  }
  v->first_oob =
      (const void *)first_out_of_bounds((uintptr_t)v->addr, v->bounds);
  if (!__mpx_on_violation(v))
    write_report(v, mode, fp);
  return mode == MPXRT_MODE_STOP;
}

void mpxrt_report(const void *addr, size_t size, __mpx_bnd b, int kind,
                  const __mpx_site *site, uintptr_t fp) {
  int saved_errno = errno;
  char buf[1024];
  __mpx_violation v = {addr, size, b, 0, kind, 0, 0, site};
  if (mpxrt_violation(&v, buf, sizeof buf, fp)) {
    const struct mpxrt_hw_ops *hw = atomic_load(&mpxrt_state.hw.ops);
    if (hw) /* the mpx backend knows the program's handler */
      hw->deliver(&v, 0);
    stop(&v);
  }
  errno = saved_errno;
}

/* The entries pass their own frame and are no tail calls (the asm after
 * the call), so the frame is live while the stack is walked. */
void __mpx_report(const void *addr, __SIZE_TYPE__ size, __mpx_bnd b, int kind,
                  const __mpx_site *site) {
  mpxrt_report(addr, size, b, kind, site,
               (uintptr_t)__builtin_frame_address(0));
  __asm__ volatile("" ::: "memory");
}

void __mpx_report_at(uintptr_t addr, size_t size, uintptr_t lb, uintptr_t ub,
                     int kind, const __mpx_site *site) {
  __mpx_bnd b = {lb, ub};
  mpxrt_report((const void *)addr, size, b, kind, site,
               (uintptr_t)__builtin_frame_address(0));
  __asm__ volatile("" ::: "memory");
}

/* The inline check's test (mpxrt.h, __MPX_SOFT_CHECK), then the report
 * as __mpx_report_at makes it. */
void __mpx_check_slow(uintptr_t addr, size_t size, uintptr_t lb,
                      uintptr_t ub, int kind, const __mpx_site *site) {
  __mpx_bnd b = {lb, ub};
  if (size != 0 && (addr < b.lb || addr > b.ub - (size - 1) ||
                    (size > 4096 && size - 1 > b.ub))) {
    mpxrt_report((const void *)addr, size, b, kind, site,
                 (uintptr_t)__builtin_frame_address(0));
    __asm__ volatile("" ::: "memory");
  }
}
