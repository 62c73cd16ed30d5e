/* libc_checks.c - the helpers behind the rewriter's checks of libc calls
 * (lib/Rewrite/LibcTable.cpp): string scans bounded by the string's bounds,
 * so that checking never reads out of bounds itself (the printf and scanf
 * format walks are in formats.c). */
#include "internal.h"

#include <ctype.h>
#include <stdarg.h>
#include <string.h>
#include <wchar.h>

/* Bytes from p to the upper bound, 0 when p is outside b. */
static size_t room(const void *p, __mpx_bnd b) {
  uintptr_t a = (uintptr_t)p;
  if (a < b.lb || a > b.ub)
    return 0;
  return b.ub - a + 1;
}

/* Reports a read of n bytes at p (n past the room: the overflow). */
static void report_read(const void *p, size_t n, __mpx_bnd b, const __mpx_site *site) {
  if (!site) /* reads not checked (--check=w): the helper only measures */
    return;
  __mpx_report(p, n ? n : 1, b, __MPX_READ, site);
}

size_t __mpx_strlen_chk(const void *s, __mpx_bnd b, const __mpx_site *site) {
  size_t r = room(s, b);
  size_t n = r ? strnlen(s, r) : 0;
  if (n == r) { /* no NUL inside the bounds */
    report_read(s, r + 1, b, site);
    return strlen(s); /* mode count: go on as libc would */
  }
  return n;
}

size_t __mpx_strnlen_chk(const void *s, size_t max, __mpx_bnd b,
                         const __mpx_site *site) {
  if (max == 0)
    return 0;
  size_t r = room(s, b);
  size_t lim = max < r ? max : r;
  size_t n = lim ? strnlen(s, lim) : 0;
  if (n == lim && lim < max) { /* would read past the bounds */
    report_read(s, lim + 1, b, site);
    return strnlen(s, max);
  }
  return n;
}

void __mpx_strcmp_chk(const void *a, __mpx_bnd ab, const void *b,
                      __mpx_bnd bb, size_t n, int icase, const __mpx_site *site) {
  const unsigned char *x = a, *y = b;
  size_t ra = room(a, ab), rb = room(b, bb);
  for (size_t i = 0; i < n; ++i) {
    if (i >= ra) {
      report_read(x, i + 1, ab, site);
      return;
    }
    if (i >= rb) {
      report_read(y, i + 1, bb, site);
      return;
    }
    int cx = icase ? tolower(x[i]) : x[i], cy = icase ? tolower(y[i]) : y[i];
    if (cx != cy || !x[i])
      return;
  }
}

void __mpx_strchr_chk(const void *s, int c, __mpx_bnd b, const __mpx_site *site) {
  const unsigned char *p = s;
  size_t r = room(s, b);
  for (size_t i = 0; i < r; ++i)
    if (p[i] == (unsigned char)c || !p[i])
      return;
  report_read(s, r + 1, b, site);
}

void __mpx_strspn_chk(const void *s, __mpx_bnd sb, const void *set,
                      __mpx_bnd setb, int accept, const __mpx_site *site) {
  if (!site)
    return;
  const unsigned char *q = set, *p = s;
  size_t n = __mpx_strlen_chk(set, setb, site);
  unsigned char in[256] = {0};
  for (size_t i = 0; i < n; ++i)
    in[q[i]] = 1;
  size_t r = room(s, sb);
  for (size_t i = 0; i < r; ++i)
    if (!p[i] || in[p[i]] != accept)
      return;
  report_read(s, r + 1, sb, site);
}

void __mpx_memchr_chk(const void *s, int c, size_t n, __mpx_bnd b,
                      const __mpx_site *site) {
  const unsigned char *p = s;
  size_t r = room(s, b), lim = n < r ? n : r;
  for (size_t i = 0; i < lim; ++i)
    if (p[i] == (unsigned char)c)
      return; /* memchr stops at the match (C11 7.24.5.1) */
  if (lim < n)
    report_read(s, lim + 1, b, site);
}

size_t __mpx_wcslen_chk(const void *s, __mpx_bnd b, const __mpx_site *site) {
  const wchar_t *p = s;
  size_t r = room(s, b) / sizeof(wchar_t);
  for (size_t i = 0; i < r; ++i)
    if (!p[i])
      return i;
  report_read(s, (r + 1) * sizeof(wchar_t), b, site);
  return wcslen(s);
}

static __thread __mpx_bnd mpxrt_strtok_bnd;

__mpx_bnd __mpx_strtok_bounds(const void *s, __mpx_bnd b) {
  if (s)
    mpxrt_strtok_bnd = b;
  return mpxrt_strtok_bnd;
}

__mpx_bnd __mpx_make_str(const void *s) {
  return s ? __mpx_make(s, strlen(s) + 1) : __mpx_null();
}
