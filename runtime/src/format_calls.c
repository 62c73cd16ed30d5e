/* format_calls.c - the printf and scanf functions the rewriter calls in
 * place of libc's (lib/Rewrite/FormatCalls.cpp, docs/libc.md).
 *
 * A call printf(fmt, a, b) becomes __mpx_printf(site, what, fmt, a, b): the arguments are evaluated where they were, in the compiler's own
 * order, each pointer handing its bounds off as it is (as to any variadic
 * function the rewriter instruments), and the format is still checked by
 * the compiler against them (the wrappers carry the format attribute).  The
 * wrapper takes the bounds, walks the format (formats.c), checking every
 * byte the libc function will touch through a pointer argument, then calls
 * the v* function.  `what` says which accesses are checked
 * (__MPX_FMT_READS, __MPX_FMT_WRITES: the --check mode). */
#define _GNU_SOURCE
#include "internal.h"

#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* The hand-off a wrapper's caller left, and what is checked. */
typedef struct {
  __mpx_va_state st;
  const __mpx_site *rsite, *wsite; /* NULL: not checked */
} call;

static void take(call *c, const void *self, const __mpx_site *site,
                 unsigned what) {
  __mpx_handoff_take_va(self, &c->st);
  __mpx_handoff_done();
  c->rsite = what & __MPX_FMT_READS ? site : 0;
  c->wsite = what & __MPX_FMT_WRITES ? site : 0;
}

static __mpx_bnd bounds(const call *c, const void *p) {
  return __mpx_va_bounds(&c->st, p);
}

/* The format is read to its NUL; then its conversions' arguments. */
static void check_printf(const call *c, const char *fmt, va_list ap) {
  __mpx_strlen_chk(fmt, bounds(c, fmt), c->rsite);
  mpxrt_fmt_args a = {.st = &c->st};
  va_copy(a.ap, ap);
  mpxrt_walk_printf(fmt, &a, c->rsite, c->wsite);
  va_end(a.ap);
}

static void check_write(const call *c, const void *p, size_t n) {
  if (c->wsite && n)
    __mpx_check(p, n, bounds(c, p), __MPX_WRITE, c->wsite);
}

/* The v* forms, checks first: each public wrapper below takes the
 * hand-off and its va_list and calls one of these. */
static int v_printf(const call *c, const char *fmt, va_list ap) {
  check_printf(c, fmt, ap);
  return vprintf(fmt, ap);
}

static int v_fprintf(const call *c, void *stream, const char *fmt, va_list ap) {
  check_printf(c, fmt, ap);
  return vfprintf(stream, fmt, ap);
}

static int v_dprintf(const call *c, int fd, const char *fmt, va_list ap) {
  check_printf(c, fmt, ap);
  return vdprintf(fd, fmt, ap);
}

/* sprintf formats once, into the room the destination's bounds leave:
 * output that fits is what vsprintf would write.  Output that does not fit
 * (only its truncation, inside the bounds, was written) is reported as a
 * write of its whole length and NUL; in mode count vsprintf then writes it
 * as libc would.  Destinations with no room left, or more than INT_MAX
 * bytes of it, are measured by a first pass instead. */
static int v_sprintf(const call *c, char *s, const char *fmt, va_list ap) {
  check_printf(c, fmt, ap);
  if (!c->wsite)
    return vsprintf(s, fmt, ap);
  __mpx_bnd b = bounds(c, s);
  uintptr_t a = (uintptr_t)s;
  size_t room = a < b.lb || a > b.ub ? 0 : b.ub - a + 1;
  va_list aq;
  va_copy(aq, ap);
  int n = room && room <= INT_MAX ? vsnprintf(s, room, fmt, aq)
                                  : vsnprintf(0, 0, fmt, aq);
  va_end(aq);
  if (room && room <= INT_MAX && n >= 0 && (size_t)n < room)
    return n;
  if (n >= 0)
    check_write(c, s, (size_t)n + 1);
  return vsprintf(s, fmt, ap);
}

/* snprintf may write all n bytes (as _FORTIFY_SOURCE assumes). */
static int v_snprintf(const call *c, char *s, size_t n, const char *fmt,
                      va_list ap) {
  check_printf(c, fmt, ap);
  check_write(c, s, n);
  return vsnprintf(s, n, fmt, ap);
}

/* asprintf stores the string's address; the string gets exact bounds. */
static int v_asprintf(const call *c, char **strp, const char *fmt, va_list ap) {
  check_printf(c, fmt, ap);
  check_write(c, strp, sizeof *strp);
  int r = vasprintf(strp, fmt, ap);
  if (r >= 0)
    mpxrt_stx(strp, *strp, __mpx_make_str(*strp));
  return r;
}

#define SELF(f) ((const void *)(uintptr_t)(f))

/* A wrapper: takes the hand-off, runs BODY with `c` and `ap`; the
 * parameters between `what` and the format follow BODY. */
#define WRAPPER(name, body, ...)                                               \
  int name(const __mpx_site *site, unsigned what, ##__VA_ARGS__,    \
           const char *fmt, ...) {                                             \
    call c;                                                                    \
    take(&c, SELF(name), site, what);                                               \
    va_list ap;                                                                \
    va_start(ap, fmt);                                                         \
    int r = body;                                                              \
    va_end(ap);                                                                \
    return r;                                                                  \
  }

WRAPPER(__mpx_printf, v_printf(&c, fmt, ap))
WRAPPER(__mpx_fprintf, v_fprintf(&c, stream, fmt, ap), void *stream)
WRAPPER(__mpx_dprintf, v_dprintf(&c, fd, fmt, ap), int fd)
WRAPPER(__mpx_sprintf, v_sprintf(&c, s, fmt, ap), char *s)
WRAPPER(__mpx_snprintf, v_snprintf(&c, s, n, fmt, ap), char *s, size_t n)
WRAPPER(__mpx_asprintf, v_asprintf(&c, strp, fmt, ap), char **strp)

/* _FORTIFY_SOURCE's entry points: the flag (and the object size glibc
 * checks against) are subsumed by the bounds checks. */
WRAPPER(__mpx___printf_chk, ((void)flag, v_printf(&c, fmt, ap)), int flag)
WRAPPER(__mpx___fprintf_chk, ((void)flag, v_fprintf(&c, stream, fmt, ap)),
        void *stream, int flag)
WRAPPER(__mpx___dprintf_chk, ((void)flag, v_dprintf(&c, fd, fmt, ap)), int fd,
        int flag)
WRAPPER(__mpx___sprintf_chk,
        ((void)flag, (void)slen, v_sprintf(&c, s, fmt, ap)), char *s, int flag,
        size_t slen)
WRAPPER(__mpx___snprintf_chk,
        ((void)flag, (void)slen, v_snprintf(&c, s, n, fmt, ap)), char *s,
        size_t n, int flag, size_t slen)
WRAPPER(__mpx___asprintf_chk, ((void)flag, v_asprintf(&c, strp, fmt, ap)),
        char **strp, int flag)

/* scanf: the targets the format sizes before the call, the strings read
 * without a width after it. */
static void check_scanf_before(const call *c, const char *fmt, va_list ap) {
  __mpx_strlen_chk(fmt, bounds(c, fmt), c->rsite);
  mpxrt_fmt_args a = {.st = &c->st};
  va_copy(a.ap, ap);
  mpxrt_walk_scanf_before(fmt, &a, c->wsite);
  va_end(a.ap);
}

static void check_scanf_after(const call *c, int r, const char *fmt,
                              va_list ap) {
  mpxrt_fmt_args a = {.st = &c->st};
  va_copy(a.ap, ap);
  mpxrt_walk_scanf_after(r, fmt, &a, c->wsite);
  va_end(a.ap);
}

/* A v* scanf function: the va_list is consumed, so the after-check walks a
 * copy made before. */
typedef int (*vscan_fn)(void *from, const char *fmt, va_list ap);
static int v_scan(const call *c, vscan_fn fn, void *from, const char *fmt,
                  va_list ap) {
  va_list aq;
  va_copy(aq, ap);
  check_scanf_before(c, fmt, ap);
  int r = fn(from, fmt, ap);
  check_scanf_after(c, r, fmt, aq);
  va_end(aq);
  return r;
}

static int scan_stdin(void *from, const char *fmt, va_list ap) {
  (void)from;
  return vscanf(fmt, ap);
}
static int scan_stream(void *from, const char *fmt, va_list ap) {
  return vfscanf(from, fmt, ap);
}
static int scan_string(void *from, const char *fmt, va_list ap) {
  return vsscanf(from, fmt, ap);
}

WRAPPER(__mpx_scanf, v_scan(&c, scan_stdin, 0, fmt, ap))
WRAPPER(__mpx_fscanf, v_scan(&c, scan_stream, stream, fmt, ap), void *stream)
WRAPPER(__mpx_sscanf,
        (__mpx_strlen_chk(s, bounds(&c, s), c.rsite),
         v_scan(&c, scan_string, (void *)s, fmt, ap)),
        const char *s)
