/* alloc.c - checked clones of the libc allocation functions.
 *
 * Each wrapper calls the real function and hands back the exact bounds of
 * what it returned through rb (the clone convention of mpxrt.h): the n
 * bytes allocated; NULL bounds when the allocation failed or n is 0 (so
 * malloc(0)'s unique pointer allows no access).  Pointer arguments are
 * checked against the bounds passed with them where the function reads or
 * writes through them (posix_memalign's result slot, strdup's source).
 * verbose=3 traces every call. */
#define _GNU_SOURCE
#include "internal.h"

#include <malloc.h>
#include <stdlib.h>
#include <string.h>

/* verbose=3: "mpx: NAME(N) = P, bounds [LB, UB]". */
static void trace(const char *name, size_t n, uintptr_t p, __mpx_bnd b) {
  if (mpxrt_state.opts.verbose < 3)
    return;
  struct mpxrt_buf o = {.len = 0};
  mpxrt_put_str(&o, "mpx: ");
  mpxrt_put_str(&o, name);
  mpxrt_put_str(&o, "(");
  mpxrt_put_dec(&o, n);
  mpxrt_put_str(&o, ") = ");
  mpxrt_put_hex(&o, p);
  mpxrt_put_str(&o, ", bounds [");
  mpxrt_put_hex(&o, b.lb);
  mpxrt_put_str(&o, ", ");
  mpxrt_put_hex(&o, b.ub);
  mpxrt_put_str(&o, "]\n");
  mpxrt_flush_log(&o);
}

/* Common tail: bounds of the n bytes at p (or NULL bounds), traced. */
static void *result(const char *name, void *p, size_t n, __mpx_bnd *rb) {
  __mpx_bnd b = __mpx_make_alloc(p, n);
  if (rb)
    *rb = b;
  trace(name, n, (uintptr_t)p, b);
  return p;
}

void *__mpxc_malloc(size_t n, __mpx_bnd *rb) {
  return result("malloc", malloc(n), n, rb);
}

void *__mpxc_calloc(size_t nmemb, size_t size, __mpx_bnd *rb) {
  /* On overflow calloc fails, so the product is only used with a result. */
  return result("calloc", calloc(nmemb, size), nmemb * size, rb);
}

void *__mpxc_realloc(void *p, size_t n, __mpx_bnd pb, __mpx_bnd *rb) {
  (void)pb; /* TODO: copy bounds-table entries of pointers in the block */
  return result("realloc", realloc(p, n), n, rb);
}

void __mpxc_free(void *p, __mpx_bnd pb) {
  (void)pb;
  free(p);
}

void *__mpxc_aligned_alloc(size_t align, size_t n, __mpx_bnd *rb) {
  return result("aligned_alloc", aligned_alloc(align, n), n, rb);
}

int __mpxc_posix_memalign(void **pp, size_t align, size_t n, __mpx_bnd ppb) {
  __mpx_check_w(pp, sizeof *pp, ppb, "<posix_memalign result>",
                "posix_memalign");
  int err = posix_memalign(pp, align, n);
  if (err == 0)
    trace("posix_memalign", n, (uintptr_t)*pp, __mpx_make_alloc(*pp, n));
  /* The bounds of *pp belong in the bounds table (not built yet). */
  return err;
}

void *__mpxc_memalign(size_t align, size_t n, __mpx_bnd *rb) {
  return result("memalign", memalign(align, n), n, rb);
}

void *__mpxc_valloc(size_t n, __mpx_bnd *rb) {
  return result("valloc", valloc(n), n, rb);
}

/* Length of the string at s, reading at most max bytes, after checking
 * that the bytes read (up to and including the NUL, or max) lie in sb.
 * Never reads outside sb to find the NUL. */
static size_t checked_strnlen(const char *s, size_t max, __mpx_bnd sb,
                              const char *loc, const char *func) {
  uintptr_t a = (uintptr_t)s;
  size_t avail = 0;
  if (sb.lb <= sb.ub && a >= sb.lb && a <= sb.ub)
    avail = sb.ub - a + 1 == 0 ? SIZE_MAX : sb.ub - a + 1;
  size_t limit = max < avail ? max : avail;
  size_t len = strnlen(s == NULL && limit == 0 ? "" : s, limit);
  if (len == limit && limit < max) {
    /* No NUL inside the bounds: report the first byte past them. */
    __mpx_report(s, len + 1, sb, __MPX_READ, loc, func);
    return strnlen(s, max); /* mode count: go on as the program would */
  }
  return len;
}

char *__mpxc_strdup(const char *s, __mpx_bnd sb, __mpx_bnd *rb) {
  size_t len = checked_strnlen(s, SIZE_MAX, sb, "<strdup argument>", "strdup");
  char *r = malloc(len + 1);
  if (r) {
    memcpy(r, s, len);
    r[len] = '\0';
  }
  return result("strdup", r, len + 1, rb);
}

char *__mpxc_strndup(const char *s, size_t n, __mpx_bnd sb, __mpx_bnd *rb) {
  size_t len = checked_strnlen(s, n, sb, "<strndup argument>", "strndup");
  char *r = malloc(len + 1);
  if (r) {
    memcpy(r, s, len);
    r[len] = '\0';
  }
  return result("strndup", r, len + 1, rb);
}
