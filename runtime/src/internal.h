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
typedef int mpxrt_opt_frames;   /* a number of stack frames, 0..64 */
typedef char mpxrt_opt_program[4096]; /* "auto" or a program's path */
typedef int mpxrt_opt_seconds;        /* 1..3600 */

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
/* Around a report written in several pieces, so that reports of threads
 * do not interleave: 1 if the lock was taken.  Only tried, a bounded
 * number of times (a report from a signal handler may have interrupted
 * its own thread's report): then the pieces go out unlocked. */
MPXRT_HIDDEN int mpxrt_log_lock(void);
MPXRT_HIDDEN void mpxrt_log_unlock(int held);

/* ---- reports (report.c) and their machine-readable forms (logs.c) ---- */

/* "read of size N at ADDR in FUNC at LOC: DISTANCE", the report's story. */
MPXRT_HIDDEN void mpxrt_put_violation(struct mpxrt_buf *o,
                                      const __mpx_violation *v);
/* "read", "write" or "access". */
MPXRT_HIDDEN const char *mpxrt_kind_name(int kind);
/* Where the site says the checked bounds came from; NULL if it does not. */
MPXRT_HIDDEN const char *mpxrt_origin_phrase(const __mpx_site *site);
struct mpxrt_trace;
/* A violation as one JSON object on a line of the log (log_format=json);
 * t (may be NULL) gives its stacks and heap block. */
MPXRT_HIDDEN void mpxrt_log_json(const __mpx_violation *v, int mode,
                                 const struct mpxrt_trace *t);
/* A violation added to the SARIF log, complete again after the write. */
MPXRT_HIDDEN void mpxrt_log_sarif(const __mpx_violation *v,
                                  const struct mpxrt_trace *t);
/* The summary at exit in the chosen format; sarif finishes its log. */
MPXRT_HIDDEN void mpxrt_log_summary(int summary);

/* ---- count-mode sites (sites.c) ---- */

/* 1 if loc is reported for the first time, 0 if it was reported before,
 * -1 if the table is full (then the caller reports anyway). */
MPXRT_HIDDEN int mpxrt_site_first(const char *loc);

/* ---- state and start-up (start.c) ---- */

#define MPXRT_SITE_SLOTS 4096 /* power of two */

/* One stripe of the allocation index (alloc_index.c): an open-addressing
 * table of the live heap blocks whose base hashes to it, under a spin lock.
 * stacks holds alloc_stack return addresses per slot (alloc_stack > 0);
 * its row of alloc_pending the notes and frees not yet applied to the
 * table (a free has size 0), applied in one pass when the row fills (kept
 * apart, so that the stripes share few cache lines). */
#define MPXRT_ALLOC_STRIPES 64 /* power of two */
#define MPXRT_ALLOC_PENDING 32
struct mpxrt_alloc_rec { /* 24 bytes */
  uintptr_t base;        /* 0 = empty slot */
  uintptr_t pc;          /* the allocation clone's return address */
  uint64_t size : 48;    /* (no block is larger) */
  uint64_t fn : 8;       /* which clone: MPXRT_FN_* */
  uint64_t depth : 8;    /* return addresses kept in the stripe's stacks */
};
struct mpxrt_alloc_stripe {
  atomic_int lock;
  unsigned stack_stride; /* alloc_stack when the table was made */
  size_t cap, used;      /* cap: 0 or a power of two; used: live records */
  size_t dead;           /* tombstones (alloc_index.c) */
  struct mpxrt_alloc_rec *recs;
  uintptr_t *stacks;     /* cap * stack_stride return addresses */
  unsigned npending;     /* events in the stripe's row of alloc_pending */
};

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

/* One module's check sites (insn_sites.c): the entries of one of its
 * sections as (instruction address, entry) pairs sorted by address, in
 * memory of their own (never freed: a report may be reading them when the
 * module is unloaded). */
struct mpxrt_insn_sites {
  const uintptr_t *pairs; /* 2 * count words */
  size_t count;
  uintptr_t lo, hi;       /* the first and last instruction address */
  const void *section;    /* the module's section: its key */
  atomic_int live;        /* 1 once filled, 0 after the module's unload */
};
#define MPXRT_INSN_MODULES 64

/* Every module's sites of one kind of check. */
struct mpxrt_insn_tables {
  atomic_int modules; /* slots of table handed out */
  struct mpxrt_insn_sites table[MPXRT_INSN_MODULES];
};

/* Reads the section's entry at p (below end): its instruction address in
 * *key and, in *entry, what the table keeps for it (0 for padding);
 * returns the next entry's address. */
typedef const unsigned char *(*mpxrt_insn_entry_fn)(const unsigned char *p,
                                                    const unsigned char *end,
                                                    uintptr_t *key,
                                                    uintptr_t *entry);
/* Adds the entries of a module's section [start, stop) to t. */
MPXRT_HIDDEN void mpxrt_insn_sites_register(struct mpxrt_insn_tables *t,
                                            const unsigned char *start,
                                            const unsigned char *stop,
                                            mpxrt_insn_entry_fn next);
/* Removes a shared library's section (not the program's: its checks may
 * run in destructors after this one). */
MPXRT_HIDDEN void mpxrt_insn_sites_unregister(struct mpxrt_insn_tables *t,
                                              const unsigned char *start);
/* The entry of the instruction at pc, 0 if none.  Async-signal-safe. */
MPXRT_HIDDEN uintptr_t mpxrt_insn_sites_find(const struct mpxrt_insn_tables *t,
                                             uintptr_t pc);

/* ---- x86-64 operands (x86_operands.c) ---- */

/* The address of the memory operand whose ModRM byte is at *pp (rex the
 * instruction's REX prefix), with the registers regs; *pp moves past the
 * operand.  RIP-relative operands are relative to the operand's end (no
 * immediate follows in the encodings read here).  index_used 0 leaves the
 * index register out. */
MPXRT_HIDDEN uintptr_t mpxrt_x86_memory_operand(const unsigned char **pp,
                                                unsigned rex,
                                                const uintptr_t regs[16],
                                                int index_used);
/* The address an LEA of len bytes at ip computes with regs; 0 if it is
 * not one. */
MPXRT_HIDDEN int mpxrt_x86_decode_lea(const unsigned char *ip, unsigned len,
                                      const uintptr_t regs[16],
                                      uintptr_t *addr);

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
  struct mpxrt_insn_tables sites; /* checks' sites (mpx/sites.c) */
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
  struct mpxrt_alloc_stripe alloc_index[MPXRT_ALLOC_STRIPES]; /* alloc_index.c */
  struct mpxrt_alloc_rec alloc_pending[MPXRT_ALLOC_STRIPES]
                                      [MPXRT_ALLOC_PENDING];
  atomic_int alloc_atfork;  /* the index's fork handlers registered */
  atomic_int symbolizer_off; /* the symbolizer hung or is missing: stop */
  atomic_int log_lock;       /* held while a report is written in pieces */
  atomic_int symbolizer_lock;  /* held while the kept symbolizer is used */
  uint64_t symbolizer_handle;  /* (pid << 32) | its socket, 0 = none */
  int symbolizer_pid;          /* the kept llvm-symbolizer */
  struct mpxrt_hw hw; /* the mpx backend (src/mpx/) */
  struct mpxrt_insn_tables trap_sites; /* the soft trap checks (trap.c) */
};

extern struct mpxrt_state mpxrt_state;

/* Reads the options once; safe to call from any thread, any time. */
MPXRT_HIDDEN void mpxrt_ensure_init(void);

/* ---- heap blocks (alloc_index.c) ---- */

/* Names of the allocation clones, indexed by mpxrt_alloc_rec.fn. */
enum {
  MPXRT_FN_MALLOC, MPXRT_FN_CALLOC, MPXRT_FN_REALLOC, MPXRT_FN_ALIGNED_ALLOC,
  MPXRT_FN_POSIX_MEMALIGN, MPXRT_FN_MEMALIGN, MPXRT_FN_VALLOC,
  MPXRT_FN_STRDUP, MPXRT_FN_STRNDUP
};
MPXRT_HIDDEN const char *mpxrt_alloc_fn_name(unsigned fn);
/* Records the live block [base, base + size) made by clone fn, called from
 * the clone whose frame is fp (its return address is the allocation site). */
MPXRT_HIDDEN void mpxrt_alloc_note(uintptr_t base, size_t size, unsigned fn,
                                   uintptr_t fp);
/* Forgets the block at base (free, or realloc moving it). */
MPXRT_HIDDEN void mpxrt_alloc_forget(uintptr_t base);
/* The record of the live block at base of exactly size bytes, with up to
 * max allocation return addresses in pcs; 0 if there is none or the index
 * is busy (the report path never waits for it). */
MPXRT_HIDDEN int mpxrt_alloc_find(uintptr_t base, size_t size,
                                  struct mpxrt_alloc_rec *rec, uintptr_t *pcs,
                                  size_t max);
/* The same for the live block holding addr, whatever its base: a scan of
 * the whole index, for reports of bounds narrowed inside a block. */
MPXRT_HIDDEN int mpxrt_alloc_find_containing(uintptr_t addr,
                                             struct mpxrt_alloc_rec *rec,
                                             uintptr_t *pcs, size_t max);

/* ---- stacks (maps.c, stack.c, symbolize.c, trace.c) ---- */

/* One line of /proc/self/maps. */
struct mpxrt_map {
  uintptr_t start, end, offset;
  char perms[5];
  const char *path; /* "" for anonymous mappings; NUL-terminated */
};
/* Calls fn for each mapping, in address order, until it returns non-zero;
 * -1 if /proc/self/maps cannot be read.  open/read only, no allocation. */
MPXRT_HIDDEN int mpxrt_maps_each(int (*fn)(const struct mpxrt_map *, void *),
                                 void *ctx);

/* The readable, writable mapping holding sp (the thread's stack): [lo, hi);
 * 0 on success. */
MPXRT_HIDDEN int mpxrt_stack_extent(uintptr_t sp, uintptr_t *lo,
                                    uintptr_t *hi);
/* Frame-pointer walk from the frame fp: pcs[0] is fp's return address,
 * then its caller's, ...; each frame must lie in [lo, hi), above the last
 * one.  Returns the number of addresses stored (at most max). */
MPXRT_HIDDEN size_t mpxrt_unwind(uintptr_t fp, uintptr_t lo, uintptr_t hi,
                                 uintptr_t *pcs, size_t max);

#define MPXRT_TRACE_PCS 132
#define MPXRT_TRACE_SYMS 160
#define MPXRT_TRACE_MODULES 8
#define MPXRT_TRACE_TEXT 6144

enum { MPXRT_STACK_ACCESS, MPXRT_STACK_ALLOC };

/* What a report says about where it happened, gathered before anything is
 * written (on the stack: no allocation): the return addresses of the
 * access's stack and of the allocation's, the modules they lie in, and
 * what the symbolizer said about each (several entries for one address
 * when it was inlined, innermost first).  Strings live in text; offset 0
 * is the empty string. */
struct mpxrt_trace {
  size_t npcs, nsyms, nmodules, text_len;
  struct {
    uintptr_t pc, offset; /* offset: pc - the module's load bias */
    int module;           /* -1: in no file-backed mapping */
    int stack;            /* MPXRT_STACK_* */
  } pcs[MPXRT_TRACE_PCS];
  struct {
    unsigned pc;         /* index into pcs */
    unsigned func, file; /* offsets into text */
    unsigned line, col;
    int clone; /* func is an instrumented clone, __mpxc_FUNC (the prefix is
                  not kept): its columns are the rewritten text's */
  } syms[MPXRT_TRACE_SYMS];
  struct {
    uintptr_t base, bias;
    unsigned path; /* offset into text */
  } modules[MPXRT_TRACE_MODULES];
  int heap; /* the bounds are those of a live heap block (MPXRT_HEAP_WHOLE)
             * or lie inside one (MPXRT_HEAP_PART), else 0 */
  struct mpxrt_alloc_rec block; /* then: its record */
  char text[MPXRT_TRACE_TEXT];
};

enum { MPXRT_HEAP_WHOLE = 1, MPXRT_HEAP_PART = 2 };

/* Fills t for a violation whose report was entered from the frame fp
 * (the public entry's frame: its return address is the check's); the
 * first frame takes the column of v's site. */
MPXRT_HIDDEN void mpxrt_trace_collect(struct mpxrt_trace *t,
                                      const __mpx_violation *v, uintptr_t fp);
/* Resolves each address of t to its module, and, with symbolize=1 and a
 * symbolizer found, to function, file, line and column. */
MPXRT_HIDDEN void mpxrt_symbolize(struct mpxrt_trace *t);
/* The string at offset off of t's text. */
static inline const char *mpxrt_trace_str(const struct mpxrt_trace *t,
                                          unsigned off) {
  return t->text + off;
}
/* The first symbolized entry for pcs[i], or -1. */
MPXRT_HIDDEN int mpxrt_trace_first_sym(const struct mpxrt_trace *t, size_t i);
/* "malloc at t.c:20:13 in make" (or "at 0x... (prog+0x...)"): the heap
 * block's allocation site. */
MPXRT_HIDDEN void mpxrt_put_heap_block(struct mpxrt_buf *b,
                                       const struct mpxrt_trace *t);
/* What the violated bounds belong to: the rewriter's description of the
 * object (its site's), the heap block they lie in when it knows none or
 * describes a part ("field 'name' of struct user, narrowed from a 40-byte
 * heap block allocated by malloc at ..."); 0 when nothing is known. */
MPXRT_HIDDEN int mpxrt_put_object(struct mpxrt_buf *b, const __mpx_violation *v,
                                  const struct mpxrt_trace *t);
/* "#N 0x... in f file:line:col" lines of one stack, each prefixed by
 * prefix and ended by "\n"; the buffer is flushed to the log as it fills. */
MPXRT_HIDDEN void mpxrt_put_stack_text(struct mpxrt_buf *b,
                                       const struct mpxrt_trace *t, int stack,
                                       const char *prefix);

/* The mpx backend's start-up (src/mpx/hw.c), when it is linked in: enables
 * MPX and installs the #BR handler.  Weak: absent from soft programs. */
MPXRT_HIDDEN void mpxrt_hw_start(void) __attribute__((weak));

/* BNDSTX by the runtime itself (argv strings, posix_memalign, asprintf):
 * into the hardware's tables when MPX is on, else the soft table. */
MPXRT_HIDDEN void mpxrt_stx(const void *slot, const void *value, __mpx_bnd b);

/* ---- the report path, shared with the #BR handler (report.c) ---- */

/* The report path of every check: reports, and in mode stop raises
 * SIGSEGV; fp is a frame record whose return address is the check's
 * (the stack trace starts there).  noinline: the frame it is given lives
 * in its caller. */
MPXRT_HIDDEN __attribute__((noinline)) void
mpxrt_report(const void *addr, size_t size, __mpx_bnd b, int kind,
             const __mpx_site *site, uintptr_t fp);

/* Counts violation v (addr, size, b, kind, site), filters repeats in mode
 * count, offers it to the hook and writes the report, with the stack
 * unwound from frame fp (whose return address is the access's; 0 for
 * none); loc receives its "file:line:col" (locn bytes).  Returns 1 when
 * the mode says stop, 0 when the program goes on. */
MPXRT_HIDDEN int mpxrt_violation(__mpx_violation *v, char *loc, size_t locn,
                                 uintptr_t fp);

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
