/* libc_checks.c - the helpers behind the rewriter's checks of libc calls
 * (lib/Rewrite/LibcTable.def): string scans bounded by the string's bounds,
 * so that checking never reads out of bounds itself, and the scanf format
 * walk that sizes each target. */
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
static void report_read(const void *p, size_t n, __mpx_bnd b, const char *loc,
                        const char *func) {
  if (!loc) /* reads not checked (--check=w): the helper only measures */
    return;
  __mpx_report(p, n ? n : 1, b, __MPX_READ, loc, func);
}

size_t __mpx_strlen_chk(const void *s, __mpx_bnd b, const char *loc,
                        const char *func) {
  size_t r = room(s, b);
  size_t n = r ? strnlen(s, r) : 0;
  if (n == r) { /* no NUL inside the bounds */
    report_read(s, r + 1, b, loc, func);
    return strlen(s); /* mode count: go on as libc would */
  }
  return n;
}

size_t __mpx_strnlen_chk(const void *s, size_t max, __mpx_bnd b,
                         const char *loc, const char *func) {
  if (max == 0)
    return 0;
  size_t r = room(s, b);
  size_t lim = max < r ? max : r;
  size_t n = lim ? strnlen(s, lim) : 0;
  if (n == lim && lim < max) { /* would read past the bounds */
    report_read(s, lim + 1, b, loc, func);
    return strnlen(s, max);
  }
  return n;
}

void __mpx_strcmp_chk(const void *a, __mpx_bnd ab, const void *b,
                      __mpx_bnd bb, size_t n, int icase, const char *loc,
                      const char *func) {
  const unsigned char *x = a, *y = b;
  size_t ra = room(a, ab), rb = room(b, bb);
  for (size_t i = 0; i < n; ++i) {
    if (i >= ra) {
      report_read(x, i + 1, ab, loc, func);
      return;
    }
    if (i >= rb) {
      report_read(y, i + 1, bb, loc, func);
      return;
    }
    int cx = icase ? tolower(x[i]) : x[i], cy = icase ? tolower(y[i]) : y[i];
    if (cx != cy || !x[i])
      return;
  }
}

void __mpx_strchr_chk(const void *s, int c, __mpx_bnd b, const char *loc,
                      const char *func) {
  const unsigned char *p = s;
  size_t r = room(s, b);
  for (size_t i = 0; i < r; ++i)
    if (p[i] == (unsigned char)c || !p[i])
      return;
  report_read(s, r + 1, b, loc, func);
}

void __mpx_memchr_chk(const void *s, int c, size_t n, __mpx_bnd b,
                      const char *loc, const char *func) {
  const unsigned char *p = s;
  size_t r = room(s, b), lim = n < r ? n : r;
  for (size_t i = 0; i < lim; ++i)
    if (p[i] == (unsigned char)c)
      return; /* memchr stops at the match (C11 7.24.5.1) */
  if (lim < n)
    report_read(s, lim + 1, b, loc, func);
}

size_t __mpx_wcslen_chk(const void *s, __mpx_bnd b, const char *loc,
                        const char *func) {
  const wchar_t *p = s;
  size_t r = room(s, b) / sizeof(wchar_t);
  for (size_t i = 0; i < r; ++i)
    if (!p[i])
      return i;
  report_read(s, (r + 1) * sizeof(wchar_t), b, loc, func);
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

/* Bytes a scanf conversion writes through its pointer, or 0 if unknown. */
static size_t target_size(char conv, const char *len, long width) {
  int l = len[0] == 'l', ll = len[0] == 'l' && len[1] == 'l';
  int h = len[0] == 'h', hh = h && len[1] == 'h';
  switch (conv) {
  case 'd': case 'i': case 'o': case 'u': case 'x': case 'X': case 'n':
    return ll || len[0] == 'j' ? sizeof(long long)
           : l || len[0] == 'z' || len[0] == 't' ? sizeof(long)
           : hh ? 1 : h ? sizeof(short) : sizeof(int);
  case 'a': case 'e': case 'f': case 'g': case 'A': case 'E': case 'F':
  case 'G':
    return len[0] == 'L' ? sizeof(long double) : l ? sizeof(double)
                                                   : sizeof(float);
  case 'p':
    return sizeof(void *);
  case 'c':
    return (width > 0 ? (size_t)width : 1) * (l ? sizeof(wchar_t) : 1);
  case 's': case '[':
    return width > 0 ? ((size_t)width + 1) * (l ? sizeof(wchar_t) : 1) : 0;
  default:
    return 0;
  }
}

void __mpx_scanf_chk(const char *fmt, const char *loc, const char *func,
                     unsigned n, ...) {
  va_list ap;
  va_start(ap, n);
  unsigned used = 0;
  for (const char *f = fmt; f && *f; ++f) {
    if (*f != '%')
      continue;
    if (*++f == '%')
      continue;
    int skip = *f == '*';
    if (skip)
      ++f;
    long width = 0;
    while (isdigit((unsigned char)*f))
      width = width * 10 + (*f++ - '0');
    if (*f == '$')
      break; /* positional arguments: not followed */
    int alloc = *f == 'm';
    if (alloc)
      ++f;
    char len[3] = {0};
    for (int i = 0; i < 2 && strchr("hljztL", *f); ++i)
      len[i] = *f++;
    char conv = *f;
    if (conv == '[') { /* skip the scan set */
      const char *e = f + 1;
      if (*e == '^')
        ++e;
      if (*e == ']')
        ++e;
      while (*e && *e != ']')
        ++e;
      f = *e ? e : e - 1;
    }
    if (skip)
      continue;
    if (used++ >= n)
      break;
    void *p = va_arg(ap, void *);
    __mpx_bnd b = va_arg(ap, __mpx_bnd);
    size_t size = alloc ? sizeof(void *) : target_size(conv, len, width);
    if (size && p)
      __mpx_check(p, size, b, __MPX_WRITE, loc, func);
  }
  va_end(ap);
}
