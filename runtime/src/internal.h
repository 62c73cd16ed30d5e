/* internal.h - declarations shared by the runtime's files (not installed).
 *
 * The runtime's only mutable global is the one struct mpxrt_state below
 * (defined in start.c): the options, read once at start-up, the log file,
 * the violation counters and the once-per-site table of mode "count".
 * Everything reachable from __mpx_report is async-signal-safe and never
 * allocates: output is formatted into a fixed buffer (struct mpxrt_buf)
 * and written with write(2). */
#ifndef MPXRT_INTERNAL_H
#define MPXRT_INTERNAL_H

#include "mpxrt.h"

#include <signal.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#define MPXRT_HIDDEN __attribute__((visibility("hidden")))

/* ---- options (options.c, options.inc) ---- */

enum mpxrt_mode { MPXRT_MODE_STOP, MPXRT_MODE_COUNT };

/* Storage of each option type. */
typedef enum mpxrt_mode mpxrt_opt_mode;
typedef int mpxrt_opt_verbosity;
typedef int mpxrt_opt_bool;
typedef char mpxrt_opt_path[4096];
enum mpxrt_log_format { MPXRT_LOG_TEXT, MPXRT_LOG_JSON, MPXRT_LOG_SARIF };
typedef enum mpxrt_log_format mpxrt_opt_log_format;

struct mpxrt_options {
#define MPXRT_OPTION(Type, Name, Default, Desc) mpxrt_opt_##Type Name;
#include "options.inc"
#undef MPXRT_OPTION
};

/* Fills o from the defaults, CHKP_RT_* and MPXRT_OPTIONS, in that order of
 * precedence (last wins).  On a bad option prints an error and _exit(1)s;
 * on help=1 prints the options and exit(0)s. */
MPXRT_HIDDEN void mpxrt_options_init(struct mpxrt_options *o);
/* Appends " name=value" for every option (the verbose>=1 banner). */
struct mpxrt_buf;
MPXRT_HIDDEN void mpxrt_options_print(struct mpxrt_buf *b,
                                      const struct mpxrt_options *o);

/* ---- output (output.c) ---- */

struct mpxrt_buf {
  char data[2048];
  size_t len;
};

MPXRT_HIDDEN void mpxrt_put_str(struct mpxrt_buf *b, const char *s);
MPXRT_HIDDEN void mpxrt_put_mem(struct mpxrt_buf *b, const char *s, size_t n);
MPXRT_HIDDEN void mpxrt_put_dec(struct mpxrt_buf *b, uintmax_t v);
MPXRT_HIDDEN void mpxrt_put_hex(struct mpxrt_buf *b, uintptr_t v);
/* Writes the buffer to fd, retrying on EINTR and short writes; empties it. */
MPXRT_HIDDEN void mpxrt_flush_fd(struct mpxrt_buf *b, int fd);
/* Writes the buffer to the log (log_path), opening it on first use. */
MPXRT_HIDDEN void mpxrt_flush_log(struct mpxrt_buf *b);

/* ---- reports (report.c) and their machine-readable forms (logs.c) ---- */

/* "read of size N at ADDR in FUNC at LOC: DISTANCE", the report's story. */
MPXRT_HIDDEN void mpxrt_put_violation(struct mpxrt_buf *o,
                                      const __mpx_violation *v);
/* "read", "write" or "access". */
MPXRT_HIDDEN const char *mpxrt_kind_name(int kind);
/* Where the site says the checked bounds came from; NULL if it does not. */
MPXRT_HIDDEN const char *mpxrt_origin_phrase(const __mpx_site *site);
/* A violation as one JSON object on a line of the log (log_format=json). */
MPXRT_HIDDEN void mpxrt_log_json(const __mpx_violation *v, int mode);
/* A violation added to the SARIF log, complete again after the write. */
MPXRT_HIDDEN void mpxrt_log_sarif(const __mpx_violation *v);
/* The summary at exit in the chosen format; sarif finishes its log. */
MPXRT_HIDDEN void mpxrt_log_summary(int summary);

/* ---- count-mode sites (sites.c) ---- */

/* 1 if loc is reported for the first time, 0 if it was reported before,
 * -1 if the table is full (then the caller reports anyway). */
MPXRT_HIDDEN int mpxrt_site_first(const char *loc);

/* ---- state and start-up (start.c) ---- */

#define MPXRT_SITE_SLOTS 4096 /* power of two */

/* What the mpx backend's hardware support (libmpxrt-mpx.a, src/mpx/)
 * lends the rest of the runtime once it has enabled MPX: the bounds-table
 * operations on the hardware's tables, and the delivery of SEGV_BNDERR to
 * the program's handler. */
struct mpxrt_hw_ops {
  void (*stx)(const void *slot, const void *value, __mpx_bnd b);
  void (*copy)(void *dst, const void *src, size_t n);
  void (*clear)(void *p, size_t n);
  /* Mode stop: SEGV_BNDERR for v to the program's handler, then death;
   * uc is the #BR's signal context, or NULL outside a handler. */
  void (*deliver)(const __mpx_violation *v, void *uc);
};

/* The mpx backend's state (src/mpx/), zero when it is not linked in. */
struct mpxrt_hw {
  const struct mpxrt_hw_ops *_Atomic ops; /* non-NULL: MPX is on */
  uintptr_t dir;        /* the bounds directory (2 GiB, MAP_NORESERVE) */
  uint64_t cfgu;        /* BNDCFGU as loaded (directory, BNDPRESERVE, EN) */
  int shifted;          /* 1: the machine reads the directory base as
                           (BNDCFGU >> 20) << 12 (QEMU), 0: as the SDM */
  atomic_int probing;   /* 1 while start-up probes the directory form */
  uintptr_t probe_abd;  /* the directory entry the probe's #BR named */
  atomic_ulong tables;  /* bounds tables allocated */
  struct sigaction user_segv; /* the program's SIGSEGV disposition */
};

/* One per process, however many executables and shared libraries carry a
 * copy of the runtime: the state, like every runtime symbol, has default
 * visibility under a reserved name, so the dynamic linker binds every
 * copy's references to the first definition (the program's, which mpx-cc
 * exports) and the copies share options, counters and the log. */
#define mpxrt_state __mpxrt_state

struct mpxrt_state {
  struct mpxrt_options opts;   /* written once, by mpxrt_ensure_init */
  atomic_int init_state;       /* 0 not started, 1 in progress, 2 done */
  _Atomic uint64_t log_handle; /* (pid << 32) | fd of the log file, 0 = none */
  atomic_ulong violations;     /* every call of __mpx_report */
  atomic_ulong sites;          /* distinct sites reported (mode count) */
  atomic_int sites_full_noted; /* "table full" said once */
  atomic_int summary_done;     /* the summary printed (each copy's destructor) */
  atomic_flag sarif_lock;      /* held while the SARIF log is rewritten */
  uint64_t sarif_handle;       /* (pid << 32) | fd of the SARIF log, 0 = none */
  uint64_t sarif_end;          /* where the log's closing text starts */
  unsigned long sarif_results; /* results in it */
  _Atomic uint64_t site_hash[MPXRT_SITE_SLOTS]; /* 0 = empty slot */
  char **argv, **envp; /* as passed to the constructor (glibc) */
  size_t argc, envc;
  struct mpxrt_hw hw; /* the mpx backend (src/mpx/) */
};

extern struct mpxrt_state mpxrt_state;

/* Reads the options once; safe to call from any thread, any time. */
MPXRT_HIDDEN void mpxrt_ensure_init(void);

/* The mpx backend's start-up (src/mpx/hw.c), when it is linked in: enables
 * MPX and installs the #BR handler.  Weak: absent from soft programs. */
MPXRT_HIDDEN void mpxrt_hw_start(void) __attribute__((weak));

/* BNDSTX by the runtime itself (argv strings, posix_memalign, asprintf):
 * into the hardware's tables when MPX is on, else the soft table. */
MPXRT_HIDDEN void mpxrt_stx(const void *slot, const void *value, __mpx_bnd b);

/* ---- the report path, shared with the #BR handler (report.c) ---- */

/* Counts violation v (addr, size, b, kind, site), filters repeats in mode
 * count, offers it to the hook and writes the report; loc receives its
 * "file:line:col" (locn bytes).  Returns 1 when the mode says stop, 0 when
 * the program goes on. */
MPXRT_HIDDEN int mpxrt_violation(__mpx_violation *v, char *loc, size_t locn);

/* ---- printf and scanf format walks (formats.c) ---- */

#include <stdarg.h>

/* Where a walk's arguments come from: a va_list (a copy: the walk consumes
 * it) and where their bounds are, the hand-off state a wrapper of
 * format_calls.c took, else the va_list registry under key. */
typedef struct {
  va_list ap;
  const void *key;
  const __mpx_va_state *st;
} mpxrt_fmt_args;

/* printf: each %s read (rloc non-NULL), each %n written (wloc non-NULL). */
MPXRT_HIDDEN void mpxrt_walk_printf(const char *fmt, mpxrt_fmt_args *a,
                                    const __mpx_site *rsite, const __mpx_site *wsite);
/* scanf, before the call: the targets whose size the format gives. */
MPXRT_HIDDEN void mpxrt_walk_scanf_before(const char *fmt, mpxrt_fmt_args *a,
                                          const __mpx_site *site);
/* scanf, after it assigned `assigned` targets: %s and %[ without a width. */
MPXRT_HIDDEN void mpxrt_walk_scanf_after(int assigned, const char *fmt,
                                         mpxrt_fmt_args *a, const __mpx_site *site);

#endif /* MPXRT_INTERNAL_H */
