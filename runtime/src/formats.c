/* formats.c - the printf and scanf format walks behind the checks of the
 * two families' calls (lib/Rewrite/LibcTable.cpp, docs/libc.md).
 *
 * Each walk reads the format as the libc function will, fetching every
 * argument with the type its conversion gives it, and checks the memory
 * the function touches through pointer arguments: printf's %s reads (up to
 * the precision) and %n writes; scanf's targets, sized before the call
 * where the conversion says how much it writes (%d, %Ns, %Nc, ...) and
 * measured after it where only the input says (%s and %[ without a width).
 * Arguments come from a call of one of the wrappers at the end, which the
 * rewriter calls instead of the libc function (the pointer arguments'
 * bounds come through the hand-off area, as to any variadic function), or
 * from a va_list handed to a v* function, whose pointers' bounds the
 * va_list registry knows (va_registry.c).  A conversion the walk does not know
 * (positional arguments, conversions registered with register_printf_function)
 * ends it: what follows is not checked. */
#include "internal.h"

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <wchar.h>

/* ---- arguments ---- */

static int next_ptr(mpxrt_fmt_args *a, void **p, __mpx_bnd *b) {
  *p = va_arg(a->ap, void *);
  *b = a->st ? __mpx_va_bounds(a->st, *p) : __mpx_va_lookup(a->key, *p);
  return 1;
}

static int next_int(mpxrt_fmt_args *a, int *v) {
  *v = va_arg(a->ap, int);
  return 1;
}

/* A conversion: its length modifier and conversion character. */
typedef struct {
  char len[3];
  char conv;
} spec;

static int is_integer(char conv) { return conv && strchr("diouxX", conv); }
static int is_floating(char conv) { return conv && strchr("fFeEgGaA", conv); }

/* Fetches an argument of the type conv and len give it; 0 when the type is
 * not known. */
static int skip_arg(mpxrt_fmt_args *a, const spec *s) {
  const char *l = s->len;
  if (is_integer(s->conv) || s->conv == 'c' || s->conv == 'C') {
    if ((l[0] == 'l' && l[1] == 'l') || l[0] == 'q' || l[0] == 'j')
      (void)va_arg(a->ap, long long);
    else if (l[0] == 'l' || l[0] == 'z' || l[0] == 'Z' || l[0] == 't')
      (void)va_arg(a->ap, long);
    else
      (void)va_arg(a->ap, int);
  } else if (is_floating(s->conv)) {
    if (l[0] == 'L' || l[0] == 'q')
      (void)va_arg(a->ap, long double);
    else
      (void)va_arg(a->ap, double);
  } else if (s->conv && strchr("psSn", s->conv)) {
    (void)va_arg(a->ap, void *);
  } else {
    return 0;
  }
  return 1;
}

/* Reads a length modifier at *f. */
static void read_len(const char **f, char len[3]) {
  len[0] = len[1] = len[2] = 0;
  for (int i = 0; i < 2 && **f && strchr("hlLqjzZt", **f); ++i)
    len[i] = *(*f)++;
}

/* Bytes %n writes. */
static size_t count_size(const char *len) {
  if (len[0] == 'h')
    return len[1] == 'h' ? 1 : sizeof(short);
  if (len[0] == 'l' || len[0] == 'q' || len[0] == 'j' || len[0] == 'z' ||
      len[0] == 'Z' || len[0] == 't')
    return sizeof(long);
  return sizeof(int);
}

/* ---- printf ---- */

/* %ls reads wide characters up to the NUL, or (with a precision) no more
 * than the precision's bytes could need: one byte per character at least. */
static void check_wide_read(const void *p, long prec, __mpx_bnd b,
                            const __mpx_site *site) {
  if (prec < 0) {
    __mpx_wcslen_chk(p, b, site);
    return;
  }
  const wchar_t *w = p;
  uintptr_t a = (uintptr_t)p;
  size_t room = a < b.lb || a > b.ub ? 0 : (b.ub - a + 1) / sizeof(wchar_t);
  for (size_t i = 0; i < (size_t)prec; ++i) {
    if (i >= room) {
      __mpx_report(w + i, sizeof(wchar_t), b, __MPX_READ, site);
      return;
    }
    if (!w[i])
      return;
  }
}

void mpxrt_walk_printf(const char *fmt, mpxrt_fmt_args *a, const __mpx_site *rsite, const __mpx_site *wsite) {
  for (const char *f = fmt; f && *f; ++f) {
    if (*f != '%')
      continue;
    ++f;
    if (*f == '%')
      continue;
    const char *d = f;
    while (*d >= '0' && *d <= '9')
      ++d;
    if (*d == '$')
      return; /* positional arguments: not followed */
    while (*f && strchr("-+ #0'I", *f))
      ++f;
    int w;
    if (*f == '*') {
      ++f;
      if (!next_int(a, &w))
        return;
    }
    while (*f >= '0' && *f <= '9')
      ++f;
    long prec = -1;
    if (*f == '.') {
      ++f;
      prec = 0;
      if (*f == '*') {
        ++f;
        int p;
        if (!next_int(a, &p))
          return;
        prec = p < 0 ? -1 : p;
      } else {
        while (*f >= '0' && *f <= '9')
          prec = prec * 10 + (*f++ - '0');
      }
    }
    spec s;
    read_len(&f, s.len);
    s.conv = *f;
    if (!s.conv)
      return;
    if (s.conv == 'm')
      continue; /* strerror(errno): no argument */
    if (s.conv == 's' || s.conv == 'S' || s.conv == 'n') {
      void *p;
      __mpx_bnd b;
      if (!next_ptr(a, &p, &b))
        return;
      if (!p)
        continue; /* "(null)"; %n through NULL faults as in the plain run */
      if (s.conv == 'n') {
        if (wsite)
          __mpx_check(p, count_size(s.len), b, __MPX_WRITE, wsite);
      } else if (!rsite) {
        continue;
      } else if (s.conv == 'S' || s.len[0] == 'l') {
        check_wide_read(p, prec, b, rsite);
      } else {
        __mpx_strnlen_chk(p, prec < 0 ? SIZE_MAX : (size_t)prec, b, rsite);
      }
    } else if (!skip_arg(a, &s)) {
      return;
    }
  }
}

size_t __mpx_vformat_len(const char *fmt, va_list ap) {
  va_list c;
  va_copy(c, ap);
  int n = vsnprintf(NULL, 0, fmt, c);
  va_end(c);
  return n < 0 ? 0 : (size_t)n;
}

void __mpx_vprintf_chk(const char *fmt, const void *key, va_list ap,
                       const __mpx_site *rsite, const __mpx_site *wsite) {
  mpxrt_fmt_args a = {.key = key};
  va_copy(a.ap, ap);
  mpxrt_walk_printf(fmt, &a, rsite, wsite);
  va_end(a.ap);
}

/* ---- scanf ---- */

/* Bytes a scanf conversion writes through its pointer, or 0 if unknown
 * before the call. */
static size_t target_size(char conv, const char *len, long width) {
  int l = len[0] == 'l';
  size_t count = width > 0 ? (size_t)width : 1;
  if (is_integer(conv) || conv == 'n')
    return len[0] == 'h' || (l && len[1] != 'l') || !len[0] ? count_size(len)
                                                            : sizeof(long long);
  if (is_floating(conv))
    return len[0] == 'L' || len[0] == 'q' ? sizeof(long double)
           : l                            ? sizeof(double)
                                          : sizeof(float);
  if (conv == 'p')
    return sizeof(void *);
  if (conv == 'c' || conv == 'C')
    return count * (l || conv == 'C' ? sizeof(wchar_t) : 1);
  if ((conv == 's' || conv == 'S' || conv == '[') && width > 0)
    return (count + 1) * (l || conv == 'S' ? sizeof(wchar_t) : 1);
  return 0;
}

/* One scanf conversion, its target and what it writes. */
typedef struct {
  spec s;
  long width;
  int alloc; /* %ms: the target receives a pointer */
} scan_conv;

/* Parses the conversion after a '%' at *f (left on its last character);
 * 0 at the format's end or a positional argument, -1 for a suppressed
 * conversion or %%, 1 for one with a target. */
static int parse_scan(const char **f, scan_conv *c) {
  const char *p = *f;
  if (*p == '%')
    return -1;
  int skip = *p == '*';
  if (skip)
    ++p;
  c->width = 0;
  while (*p >= '0' && *p <= '9')
    c->width = c->width * 10 + (*p++ - '0');
  if (*p == '$')
    return 0; /* positional arguments: not followed */
  c->alloc = *p == 'm';
  if (c->alloc)
    ++p;
  read_len(&p, c->s.len);
  c->s.conv = *p;
  if (!*p)
    return 0;
  if (*p == '[') { /* skip the scan set */
    const char *e = p + 1;
    if (*e == '^')
      ++e;
    if (*e == ']')
      ++e;
    while (*e && *e != ']')
      ++e;
    if (!*e)
      return 0;
    p = e;
  }
  *f = p;
  return skip ? -1 : 1;
}

/* One scanf target: its conversion, where it points, its bounds, and its
 * place among the conversions that count in scanf's result (-1: %n). */
typedef struct {
  scan_conv c;
  void *p;
  __mpx_bnd b;
  int ordinal;
} scan_target;

/* Walks the conversions, calling f for each target. */
static void walk_scan(const char *fmt, mpxrt_fmt_args *a,
                      void (*f)(const scan_target *, void *), void *ctx) {
  int ordinal = 0;
  for (const char *g = fmt; g && *g; ++g) {
    if (*g != '%')
      continue;
    ++g;
    scan_target t;
    int r = parse_scan(&g, &t.c);
    if (r == 0)
      return;
    if (r < 0)
      continue;
    if (!next_ptr(a, &t.p, &t.b))
      return;
    t.ordinal = t.c.s.conv == 'n' ? -1 : ordinal++;
    f(&t, ctx);
  }
}

typedef struct {
  const __mpx_site *site;
} where;

/* Before the call: a target whose size the format gives. */
static void check_sized(const scan_target *t, void *ctx) {
  const where *w = ctx;
  size_t size = t->c.alloc ? sizeof(void *)
                           : target_size(t->c.s.conv, t->c.s.len, t->c.width);
  if (size && t->p && w->site)
    __mpx_check(t->p, size, t->b, __MPX_WRITE, w->site);
}

void mpxrt_walk_scanf_before(const char *fmt, mpxrt_fmt_args *a,
                             const __mpx_site *site) {
  where w = {site};
  walk_scan(fmt, a, check_sized, &w);
}

/* A %s or %[ target without a width: what it receives is known only after
 * the call. */
static int is_open(const scan_target *t) {
  char conv = t->c.s.conv;
  return t->p && !t->c.alloc && t->c.width <= 0 &&
         (conv == 's' || conv == 'S' || conv == '[');
}

static int is_wide(const scan_target *t) {
  return t->c.s.len[0] == 'l' || t->c.s.conv == 'S';
}

typedef struct {
  int assigned;
  const __mpx_site *site;
} after_ctx;

/* The string an open target received (when scanf assigned it) and its
 * NUL. */
static void check_received(const scan_target *t, void *ctx) {
  const after_ctx *x = ctx;
  if (!is_open(t) || t->ordinal < 0 || t->ordinal >= x->assigned)
    return;
  size_t n =
      is_wide(t) ? (wcslen(t->p) + 1) * sizeof(wchar_t) : strlen(t->p) + 1;
  __mpx_check(t->p, n, t->b, __MPX_WRITE, x->site);
}

/* A v* call's open targets, recorded before the call (the va_list is
 * consumed by it) and checked after it; a stack, since the call may run
 * another one (a stream's cookie functions, a signal handler). */
#define MPXRT_SCAN_TARGETS 16
#define MPXRT_SCAN_DEPTH 4
typedef struct {
  const char *fmt;
  unsigned n;
  scan_target t[MPXRT_SCAN_TARGETS];
} pending_scan;
static __thread pending_scan mpxrt_pending[MPXRT_SCAN_DEPTH];
static __thread unsigned mpxrt_pending_depth;

static void record_open(const scan_target *t, void *ctx) {
  pending_scan *ps = ctx;
  if (is_open(t) && ps->n < MPXRT_SCAN_TARGETS)
    ps->t[ps->n++] = *t;
}

void mpxrt_walk_scanf_after(int assigned, const char *fmt, mpxrt_fmt_args *a,
                            const __mpx_site *site) {
  if (assigned <= 0 || !site)
    return;
  after_ctx x = {assigned, site};
  walk_scan(fmt, a, check_received, &x);
}

void __mpx_vscanf_chk(const char *fmt, const void *key, va_list ap,
                      const __mpx_site *site) {
  mpxrt_fmt_args a = {.key = key};
  va_copy(a.ap, ap);
  mpxrt_walk_scanf_before(fmt, &a, site);
  va_end(a.ap);
  unsigned d = mpxrt_pending_depth++;
  if (d >= MPXRT_SCAN_DEPTH)
    return;
  pending_scan *ps = &mpxrt_pending[d];
  ps->fmt = fmt;
  ps->n = 0;
  if (!site)
    return;
  va_copy(a.ap, ap);
  walk_scan(fmt, &a, record_open, ps);
  va_end(a.ap);
}

void __mpx_vscanf_done(int assigned, const char *fmt, const __mpx_site *site) {
  if (!mpxrt_pending_depth)
    return;
  unsigned d = --mpxrt_pending_depth;
  if (d >= MPXRT_SCAN_DEPTH || mpxrt_pending[d].fmt != fmt || !site)
    return;
  after_ctx x = {assigned, site};
  for (unsigned i = 0; i < mpxrt_pending[d].n; ++i)
    check_received(&mpxrt_pending[d].t[i], &x);
}
