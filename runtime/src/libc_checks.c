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

/* The high bit of each zero byte of x; only the lowest set bit is exact
 * (a borrow can mark a byte above the first zero), which is all the scans
 * below use. */
static uint64_t zero_bytes(uint64_t x) {
  return (x - 0x0101010101010101ull) & ~x & 0x8080808080808080ull;
}

static int has_zero_byte(uint64_t x) { return zero_bytes(x) != 0; }

/* The 8 bytes at p, p + 8 within the bounds. */
static uint64_t word_at(const unsigned char *p) {
  uint64_t x;
  memcpy(&x, p, sizeof x);
  return x;
}

/* The word scans find a stop by the lowest marked byte, the first in
 * memory on a little-endian machine; elsewhere the scans go byte by byte. */
#define WORD_SCANS (__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__)

/* The index of the first byte that zero_bytes(x) marks (mask m != 0). */
static size_t first_marked(uint64_t m) {
  return (size_t)__builtin_ctzll(m) >> 3;
}

/* Where a compare of x and y stops within their first lim bytes: the
 * first byte that differs or is x's NUL, else lim. */
static size_t same_prefix(const unsigned char *x, const unsigned char *y,
                          size_t lim) {
  size_t i = 0;
  for (; lim - i >= 8; i += 8) { /* equal words without a NUL */
    uint64_t wx = word_at(x + i);
    if (wx != word_at(y + i) || has_zero_byte(wx))
      break;
  }
  for (; i < lim; ++i)
    if (x[i] != y[i] || !x[i])
      return i;
  return lim;
}

/* A compare that goes on at byte i, past a's room ra or past b's. */
__attribute__((cold, noinline)) static void
report_compare(const void *a, __mpx_bnd ab, const void *b, __mpx_bnd bb,
               size_t i, size_t ra, const __mpx_site *site) {
  if (i >= ra)
    report_read(a, i + 1, ab, site);
  else
    report_read(b, i + 1, bb, site);
}

/* strcasecmp's and strncasecmp's: out of line, so that the common compare
 * saves no register for tolower's calls. */
__attribute__((noinline)) static void
compare_icase(const unsigned char *x, __mpx_bnd ab, const unsigned char *y,
              __mpx_bnd bb, size_t n, const __mpx_site *site) {
  size_t ra = room(x, ab), rb = room(y, bb), i = 0;
  size_t lim = n < ra ? n : ra;
  lim = lim < rb ? lim : rb;
  for (; i < lim; ++i)
    if (tolower(x[i]) != tolower(y[i]) || !x[i])
      return;
  if (i < n)
    report_compare(x, ab, y, bb, i, ra, site);
}

/* The bytes both strings have inside their bounds, up to n, are compared
 * with no test of the bounds; the first byte past them that the compare
 * would read is reported. */
void(__mpx_strcmp_chk)(const void *a, __mpx_bnd ab, const void *b, __mpx_bnd bb,
                      size_t n, int icase, const __mpx_site *site) {
  if (icase) {
    compare_icase(a, ab, b, bb, n, site);
    return;
  }
  size_t ra = room(a, ab), rb = room(b, bb);
  if (n <= ra && n <= rb) /* every byte it may read is inside both */
    return;
  size_t lim = n < ra ? n : ra;
  lim = lim < rb ? lim : rb;
  size_t i = same_prefix(a, b, lim);
  if (__builtin_expect(i < lim || i == n, 1)) /* decided inside the bounds */
    return;
  report_compare(a, ab, b, bb, i, ra, site);
}

/* Where strchr(s, c) stops reading (the first c or NUL), that byte's read
 * checked; in mode count past a report, where libc stops. */
static const unsigned char *strchr_stop(const void *s, int c, __mpx_bnd b,
                                        const __mpx_site *site) {
  const unsigned char *p = s, ch = (unsigned char)c;
  uint64_t rep = 0x0101010101010101ull * ch;
  size_t r = room(s, b), i = 0;
  /* Eight bytes at a time while they are all inside the bounds, the last
   * word overlapping the one before (its first bytes are no stop). */
  for (; WORD_SCANS && r - i >= 8; i += 8) {
    uint64_t x = word_at(p + i), m = zero_bytes(x) | zero_bytes(x ^ rep);
    if (m)
      return p + i + first_marked(m);
  }
  if (WORD_SCANS && i < r && r >= 8) {
    uint64_t x = word_at(p + r - 8), m = zero_bytes(x) | zero_bytes(x ^ rep);
    if (m)
      return p + r - 8 + first_marked(m);
  } else {
    for (; i < r; ++i)
      if (p[i] == ch || !p[i])
        return p + i;
  }
  report_read(s, r + 1, b, site);
  const char *q = strchr(s, c); /* mode count: where libc stops */
  return q ? (const unsigned char *)q : p + strlen(s);
}

void __mpx_strchr_chk(const void *s, int c, __mpx_bnd b, const __mpx_site *site) {
  (void)strchr_stop(s, c, b, site);
}

void *__mpx_strchr_do(const void *s, int c, __mpx_bnd b, const __mpx_site *site) {
  const unsigned char *q = strchr_stop(s, c, b, site);
  return *q == (unsigned char)c ? (void *)q : 0;
}

void *__mpx_strchrnul_do(const void *s, int c, __mpx_bnd b,
                         const __mpx_site *site) {
  return (void *)strchr_stop(s, c, b, site);
}

/* Marks the bytes of the string at set in in[] (its read checked: the set
 * must end inside its bounds). */
static void byte_set(unsigned char in[256], const unsigned char *set,
                     __mpx_bnd b, const __mpx_site *site) {
  size_t r = room(set, b), i = 0;
  for (; i < r && set[i]; ++i)
    in[set[i]] = 1;
  if (i < r)
    return;
  report_read(set, r + 1, b, site);
  for (; set[i]; ++i) /* mode count: go on as libc would */
    in[set[i]] = 1;
}

/* strspn(s, set) (accept 1) or strcspn(s, set) (accept 0): s read only up
 * to the byte that stops it, every byte read checked. */
size_t __mpx_strspn_do(const void *s, __mpx_bnd sb, const void *set,
                       __mpx_bnd setb, int accept, const __mpx_site *site) {
  const unsigned char *p = s;
  unsigned char in[256] = {0};
  /* strspn stops at the first byte outside the set, the NUL among them;
   * strcspn and strpbrk at the first byte in it, or at the NUL. */
  byte_set(in, set, setb, site);
  in[0] = !accept;
  size_t r = room(s, sb);
  for (size_t i = 0; i < r; ++i)
    if (in[p[i]] != accept)
      return i;
  report_read(s, r + 1, sb, site);
  return accept ? strspn(s, set) : strcspn(s, set);
}

void __mpx_strspn_chk(const void *s, __mpx_bnd sb, const void *set,
                      __mpx_bnd setb, int accept, const __mpx_site *site) {
  if (site)
    (void)__mpx_strspn_do(s, sb, set, setb, accept, site);
}

void *__mpx_strpbrk_do(const void *s, __mpx_bnd sb, const void *set,
                       __mpx_bnd setb, int accept, const __mpx_site *site) {
  const char *p = s;
  size_t k = __mpx_strspn_do(s, sb, set, setb, accept, site);
  return p[k] ? (void *)(p + k) : 0;
}

void __mpx_memchr_chk(const void *s, int c, size_t n, __mpx_bnd b,
                      const __mpx_site *site) {
  size_t r = room(s, b), lim = n < r ? n : r;
  if (lim && memchr(s, c, lim))
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
