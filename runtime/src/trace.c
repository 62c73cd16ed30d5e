/* trace.c - what a report says about how the program got there.
 *
 * Before a report is written the runtime gathers, on the stack: the return
 * addresses of the violating access's stack (stack_depth frames, walked
 * with frame pointers from the report's entry), the heap block the bounds
 * belong to if they are exactly a live block's (alloc_index.c) with its
 * allocation site or stack, and what the symbolizer says about every one
 * of those addresses (symbolize.c).  The text report, the JSON line and
 * the SARIF result are all written from this one record. */
#include "internal.h"

#include <string.h>

/* Frames of the runtime that may start the access's stack: the inline
 * check (its own function at -O0), a clone with its helpers. */
#define RUNTIME_FRAMES 4

static void add_pc(struct mpxrt_trace *t, uintptr_t pc, int stack) {
  if (t->npcs == MPXRT_TRACE_PCS)
    return;
  t->pcs[t->npcs].pc = pc;
  t->pcs[t->npcs].offset = pc;
  t->pcs[t->npcs].module = -1;
  t->pcs[t->npcs].stack = stack;
  ++t->npcs;
}

static void collect_access(struct mpxrt_trace *t, uintptr_t fp) {
  size_t depth = (size_t)mpxrt_state.opts.stack_depth;
  if (!depth || !fp)
    return;
  /* A few more than asked for: the runtime's own leading frames are
   * trimmed once symbolized (trim_runtime_frames). */
  depth += RUNTIME_FRAMES;
  uintptr_t pcs[64 + RUNTIME_FRAMES], lo, hi, sp = (uintptr_t)&lo;
  size_t n;
  if (mpxrt_stack_extent(sp, &lo, &hi) == 0) {
    n = mpxrt_unwind(fp, lo, hi, pcs, depth);
  } else { /* no /proc: the check's own address, which is certain */
    pcs[0] = ((const uintptr_t *)fp)[1];
    n = 1;
  }
  for (size_t i = 0; i < n; ++i)
    add_pc(t, pcs[i], MPXRT_STACK_ACCESS);
}

static void collect_heap_block(struct mpxrt_trace *t, __mpx_bnd b) {
  if (!mpxrt_state.opts.alloc_index || b.lb > b.ub ||
      (b.lb == 0 && b.ub == UINTPTR_MAX))
    return;
  uintptr_t pcs[64];
  if (mpxrt_alloc_find(b.lb, b.ub - b.lb + 1, &t->block, pcs, 64))
    t->heap = MPXRT_HEAP_WHOLE;
  else if (mpxrt_alloc_find_containing(b.lb, &t->block, pcs, 64) &&
           b.ub - t->block.base < t->block.size)
    t->heap = MPXRT_HEAP_PART;
  else
    return;
  if (!t->block.depth) /* the site alone, for the report's second line */
    add_pc(t, t->block.pc, MPXRT_STACK_ALLOC);
  for (size_t i = 0; i < t->block.depth; ++i)
    add_pc(t, pcs[i], MPXRT_STACK_ALLOC);
}

/* The runtime's functions and the inline checks of mpxrt.h (__mpx_*), its
 * clones of libc functions (__mpxw_*) and its hidden functions (mpxrt_*);
 * not the program's clones (__mpxc_*). */
static int is_runtime_sym(const struct mpxrt_trace *t, size_t k) {
  if (!t->syms[k].func || t->syms[k].clone)
    return 0;
  const char *f = mpxrt_trace_str(t, t->syms[k].func);
  return strncmp(f, "__mpx_", 6) == 0 || strncmp(f, "__mpxw_", 7) == 0 ||
         strncmp(f, "mpxrt_", 6) == 0;
}

/* The next shown frame of the access's stack after pcs[i], or npcs. */
static size_t next_access(const struct mpxrt_trace *t, size_t i) {
  while (++i < t->npcs && t->pcs[i].stack != MPXRT_STACK_ACCESS)
    ;
  return i;
}

/* Whether function names a and b are one function: equal, or b is a
 * part GCC split off a (a.cold, a.constprop.0, a.isra.0). */
static int same_function(const char *a, const char *b) {
  size_t n = strlen(a);
  return strncmp(a, b, n) == 0 && (b[n] == '\0' || b[n] == '.');
}

/* A clone is entered from its original-ABI wrapper when uninstrumented
 * code calls it (the C library calls main): the wrapper's frame, the
 * same name right above the clone's (or the clone inlined into it), is
 * dropped. */
static void drop_wrappers(struct mpxrt_trace *t, int stack) {
  int prev = -1; /* the last shown frame's symbolizer entry */
  for (size_t i = 0; i < t->npcs; ++i) {
    if (t->pcs[i].stack != stack)
      continue;
    int shown = 0, had = 0;
    for (size_t k = 0; k < t->nsyms; ++k) {
      if (t->syms[k].pc != i)
        continue;
      had = 1;
      if (prev >= 0 && t->syms[prev].clone && !t->syms[k].clone &&
          t->syms[prev].func && t->syms[k].func &&
          same_function(mpxrt_trace_str(t, t->syms[k].func),
                        mpxrt_trace_str(t, t->syms[prev].func))) {
        t->syms[k].pc = (unsigned)-1; /* the wrapper */
        continue;
      }
      shown = 1;
      prev = (int)k;
    }
    if (had && !shown)
      t->pcs[i].stack = -1;
    if (!had)
      prev = -1;
  }
}

/* Frame #0 is the check: its column is the site's (the source's). */
static void site_column(struct mpxrt_trace *t, const __mpx_site *site) {
  size_t i = next_access(t, (size_t)-1);
  int k = i < t->npcs ? mpxrt_trace_first_sym(t, i) : -1;
  if (k < 0 || !site || !site->func || !t->syms[k].func ||
      t->syms[k].line != site->line ||
      !same_function(site->func, mpxrt_trace_str(t, t->syms[k].func)))
    return;
  t->syms[k].col = site->col;
}

/* The access's stack starts in the runtime: the report's entry called from
 * a check (__mpx_check_u, its own function at -O0 or inlined), or from the
 * runtime's checks in a clone of a libc function (__mpxw_strdup and the
 * static helper that found the fault, __mpx_printf, ...).  Once symbolized,
 * those leading frames are dropped, so that #0 is the function that made
 * the access (the clone's caller for a clone), as the report's first line
 * says: of the first RUNTIME_WINDOW frames, everything up to the last one
 * named __mpx_*, __mpxw_* or mpxrt_*, unless a frame of the program (a
 * clone, or a frame not symbolized) comes first. */
#define RUNTIME_WINDOW 4

static void trim_runtime_frames(struct mpxrt_trace *t) {
  size_t seen = 0, cut_pc = 0;
  int cut = -1;
  for (size_t i = 0; i < t->npcs && seen < RUNTIME_WINDOW; ++i) {
    if (t->pcs[i].stack != MPXRT_STACK_ACCESS)
      continue;
    int had = 0, stop = 0;
    for (size_t k = 0; k < t->nsyms && seen < RUNTIME_WINDOW; ++k) {
      if (t->syms[k].pc != i)
        continue;
      had = 1;
      ++seen;
      if (t->syms[k].clone) {
        stop = 1;
        break;
      }
      if (is_runtime_sym(t, k)) {
        cut = (int)k;
        cut_pc = i;
      }
    }
    if (!had || stop)
      break;
  }
  if (cut < 0)
    return;
  /* Keep a frame: the cut must leave one shown after it. */
  int after = 0;
  for (size_t k = (size_t)cut + 1; k < t->nsyms; ++k)
    after |= t->syms[k].pc == cut_pc;
  if (!after && next_access(t, cut_pc) >= t->npcs)
    return;
  for (size_t i = 0; i <= cut_pc; ++i) {
    if (t->pcs[i].stack != MPXRT_STACK_ACCESS)
      continue;
    int left = 0;
    for (size_t k = 0; k < t->nsyms; ++k) {
      if (t->syms[k].pc != i)
        continue;
      if (i < cut_pc || k <= (size_t)cut)
        t->syms[k].pc = (unsigned)-1; /* hidden */
      else
        left = 1;
    }
    if (!left)
      t->pcs[i].stack = -1; /* hidden: all its frames were the runtime's */
  }
}

/* The stack_depth frames asked for, once the runtime's are gone. */
static void cap_depth(struct mpxrt_trace *t) {
  size_t n = 0;
  for (size_t i = 0; i < t->npcs; ++i)
    if (t->pcs[i].stack == MPXRT_STACK_ACCESS &&
        n++ >= (size_t)mpxrt_state.opts.stack_depth)
      t->pcs[i].stack = -1;
}

void mpxrt_trace_collect(struct mpxrt_trace *t, const __mpx_violation *v,
                         uintptr_t fp) {
  t->npcs = t->nsyms = t->nmodules = 0;
  t->text[0] = '\0';
  t->text_len = 1;
  t->heap = 0;
  collect_access(t, fp);
  collect_heap_block(t, v->bounds);
  mpxrt_symbolize(t);
  trim_runtime_frames(t);
  drop_wrappers(t, MPXRT_STACK_ACCESS);
  drop_wrappers(t, MPXRT_STACK_ALLOC);
  cap_depth(t);
  site_column(t, v->site);
}

int mpxrt_trace_first_sym(const struct mpxrt_trace *t, size_t i) {
  for (size_t k = 0; k < t->nsyms; ++k)
    if (t->syms[k].pc == i)
      return (int)k;
  return -1;
}

/* " (/path/prog+0x1234)", or nothing outside any file. */
static void put_module(struct mpxrt_buf *b, const struct mpxrt_trace *t,
                       size_t i) {
  if (t->pcs[i].module < 0)
    return;
  mpxrt_put_str(b, " (");
  mpxrt_put_str(b, mpxrt_trace_str(t, t->modules[t->pcs[i].module].path));
  mpxrt_put_str(b, "+");
  mpxrt_put_hex(b, t->pcs[i].offset);
  mpxrt_put_str(b, ")");
}

/* "file:line:col" (":col" only when known). */
static void put_file_line(struct mpxrt_buf *b, const struct mpxrt_trace *t,
                          int k) {
  mpxrt_put_str(b, mpxrt_trace_str(t, t->syms[k].file));
  mpxrt_put_str(b, ":");
  mpxrt_put_dec(b, t->syms[k].line);
  if (t->syms[k].col) {
    mpxrt_put_str(b, ":");
    mpxrt_put_dec(b, t->syms[k].col);
  }
}

int mpxrt_put_object(struct mpxrt_buf *b, const __mpx_violation *v,
                     const struct mpxrt_trace *t) {
  const char *object = v->site ? v->site->object : 0;
  int heap = t ? t->heap : 0;
  if (object) {
    mpxrt_put_str(b, object);
    if (heap == MPXRT_HEAP_PART) {
      mpxrt_put_str(b, ", narrowed from a ");
      mpxrt_put_heap_block(b, t);
    }
    return 1;
  }
  if (!heap)
    return 0;
  if (heap == MPXRT_HEAP_PART)
    mpxrt_put_str(b, "part of a ");
  mpxrt_put_heap_block(b, t);
  return 1;
}

void mpxrt_put_heap_block(struct mpxrt_buf *b, const struct mpxrt_trace *t) {
  mpxrt_put_dec(b, t->block.size);
  mpxrt_put_str(b, "-byte heap block allocated by ");
  mpxrt_put_str(b, mpxrt_alloc_fn_name(t->block.fn));
  size_t i = 0;
  while (i < t->npcs && t->pcs[i].stack != MPXRT_STACK_ALLOC)
    ++i;
  if (i == t->npcs)
    return;
  int k = mpxrt_trace_first_sym(t, i);
  if (k >= 0 && t->syms[k].file) {
    mpxrt_put_str(b, " at ");
    put_file_line(b, t, k);
  } else {
    mpxrt_put_str(b, " at ");
    mpxrt_put_hex(b, t->pcs[i].pc);
  }
  if (k >= 0 && t->syms[k].func) {
    mpxrt_put_str(b, " in ");
    mpxrt_put_str(b, mpxrt_trace_str(t, t->syms[k].func));
  }
  if (k < 0 || !t->syms[k].file)
    put_module(b, t, i);
}

/* One frame: "#N 0xPC in f file:line:col", "#N 0xPC in f (mod+0xoff)" or
 * "#N 0xPC (mod+0xoff)"; k is the symbolizer's entry or -1. */
static void put_frame(struct mpxrt_buf *b, const struct mpxrt_trace *t,
                      size_t i, int k, unsigned n) {
  mpxrt_put_str(b, "#");
  mpxrt_put_dec(b, n);
  mpxrt_put_str(b, " ");
  mpxrt_put_hex(b, t->pcs[i].pc);
  if (k >= 0 && t->syms[k].func) {
    mpxrt_put_str(b, " in ");
    mpxrt_put_str(b, mpxrt_trace_str(t, t->syms[k].func));
  }
  if (k >= 0 && t->syms[k].file) {
    mpxrt_put_str(b, " ");
    put_file_line(b, t, k);
  } else {
    put_module(b, t, i);
  }
}

void mpxrt_put_stack_text(struct mpxrt_buf *b, const struct mpxrt_trace *t,
                          int stack, const char *prefix) {
  unsigned n = 0;
  for (size_t i = 0; i < t->npcs; ++i) {
    if (t->pcs[i].stack != stack)
      continue;
    int any = 0;
    for (size_t k = 0; k < t->nsyms; ++k) {
      if (t->syms[k].pc != i)
        continue;
      if (b->len > sizeof b->data / 2)
        mpxrt_flush_log(b);
      mpxrt_put_str(b, prefix);
      put_frame(b, t, i, (int)k, n++);
      mpxrt_put_str(b, "\n");
      any = 1;
    }
    if (any)
      continue;
    if (b->len > sizeof b->data / 2)
      mpxrt_flush_log(b);
    mpxrt_put_str(b, prefix);
    put_frame(b, t, i, -1, n++);
    mpxrt_put_str(b, "\n");
  }
}
