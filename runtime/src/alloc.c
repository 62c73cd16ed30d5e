/* alloc.c - checked clones of the libc allocation functions.
 *
 * Each wrapper calls the real function and hands back the exact bounds of
 * what it returned through rb (the clone convention of mpxrt.h): the n
 * bytes allocated; NULL bounds when the allocation failed or n is 0 (so
 * malloc(0)'s unique pointer allows no access).  Pointer arguments are
 * checked against the bounds passed with them where the function reads or
 * writes through them (posix_memalign's result slot, strdup's source).
 * The bounds table follows the blocks: free forgets the entries of the
 * block, realloc moves them with the contents, posix_memalign records the
 * bounds of the pointer it stores.  verbose=3 traces every call.  Each
 * block is also entered in the allocation index (alloc_index.c) with the
 * clone's return address, the allocation site a report names; free and
 * realloc take it out. */
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

/* Common tail: bounds of the n bytes at p (or NULL bounds), traced, the
 * block indexed; fp is the clone's frame (its return address is the
 * allocation site).  Inlined, so that the clone's frame is live while the
 * index reads it. */
static inline __attribute__((always_inline)) void *
result(unsigned fn, void *p, size_t n, __mpx_bnd *rb, uintptr_t fp) {
  __mpx_bnd b = __mpx_make_alloc(p, n);
  if (rb)
    *rb = b;
  trace(mpxrt_alloc_fn_name(fn), n, (uintptr_t)p, b);
  mpxrt_alloc_note((uintptr_t)p, n, fn, fp);
  return p;
}

/* In a clone: its own frame, evaluated there, not in result. */
#define HERE ((uintptr_t)__builtin_frame_address(0))

void *__mpxw_malloc(size_t n, __mpx_bnd *rb) {
  return result(MPXRT_FN_MALLOC, malloc(n), n, rb, HERE);
}

void *__mpxw_calloc(size_t nmemb, size_t size, __mpx_bnd *rb) {
  /* On overflow calloc fails, so the product is only used with a result. */
  return result(MPXRT_FN_CALLOC, calloc(nmemb, size), nmemb * size, rb,
                HERE);
}

/* The bounds-table entries of pointers held in the block go with its
 * contents: when realloc moves the block, the entries of the part it moved
 * (the smaller of the old usable size and n) are copied to the new block and
 * those of the old block are forgotten; when it shrinks the block in place,
 * the entries past the new end are forgotten.  Between realloc's return and
 * the clear, another thread may already have been given the old block and
 * stored pointers in it; the clear then forgets them too, which only turns
 * their bounds into INIT (never into wrong bounds). */
void *__mpxw_realloc(void *p, size_t n, __mpx_bnd pb, __mpx_bnd *rb) {
  (void)pb;
  size_t old = p ? malloc_usable_size(p) : 0;
  uintptr_t from = (uintptr_t)p; /* only a key into the table after realloc */
  __asm__("" : "+r"(from)); /* (so GCC's -Wuse-after-free sees no use of p) */
  /* Out of the index before realloc frees it (a failed realloc leaves the
   * block unnamed in reports: rare, and only the description is lost). */
  mpxrt_alloc_forget(from);
  void *r = realloc(p, n);
  if (from && (r || n == 0)) { /* realloc(p, 0) frees p, returns NULL */
    if (r && (uintptr_t)r != from) {
      __mpx_bt_copy(r, (void *)from, old < n ? old : n);
      __mpx_bt_clear((void *)from, old);
    } else if (r && n < old) {
      __mpx_bt_clear((char *)r + n, old - n);
    } else if (!r) {
      __mpx_bt_clear((void *)from, old);
    }
  }
  return result(MPXRT_FN_REALLOC, r, n, rb, HERE);
}

/* Forgets the entries of the whole block, so that pointers later stored in
 * the reused memory by code that does not record bounds read back INIT, not
 * the bounds of a pointer the freed block held. */
void __mpxw_free(void *p, __mpx_bnd pb) {
  (void)pb;
  if (p) {
    mpxrt_alloc_forget((uintptr_t)p);
    __mpx_bt_clear(p, malloc_usable_size(p));
  }
  free(p);
}

void *__mpxw_aligned_alloc(size_t align, size_t n, __mpx_bnd *rb) {
  return result(MPXRT_FN_ALIGNED_ALLOC, aligned_alloc(align, n), n, rb,
                HERE);
}

int __mpxw_posix_memalign(void **pp, size_t align, size_t n, __mpx_bnd ppb) {
  static const __mpx_site site = {"<posix_memalign result>", "posix_memalign",
                                  0, 0, __MPX_FROM_UNKNOWN, 0, 0};
  __mpx_check_w(pp, sizeof *pp, ppb, &site);
  int err = posix_memalign(pp, align, n);
  if (err == 0) {
    /* BNDSTX: the caller loads *pp with __mpx_ldx and gets these bounds. */
    __mpx_bnd b = __mpx_make_alloc(*pp, n);
    mpxrt_stx(pp, *pp, b);
    trace("posix_memalign", n, (uintptr_t)*pp, b);
    mpxrt_alloc_note((uintptr_t)*pp, n, MPXRT_FN_POSIX_MEMALIGN, HERE);
  }
  return err;
}

void *__mpxw_memalign(size_t align, size_t n, __mpx_bnd *rb) {
  return result(MPXRT_FN_MEMALIGN, memalign(align, n), n, rb, HERE);
}

void *__mpxw_valloc(size_t n, __mpx_bnd *rb) {
  return result(MPXRT_FN_VALLOC, valloc(n), n, rb, HERE);
}

/* Length of the string at s, reading at most max bytes, after checking
 * that the bytes read (up to and including the NUL, or max) lie in sb.
 * Never reads outside sb to find the NUL. */
static size_t checked_strnlen(const char *s, size_t max, __mpx_bnd sb,
                              const __mpx_site *site) {
  uintptr_t a = (uintptr_t)s;
  size_t avail = 0;
  if (sb.lb <= sb.ub && a >= sb.lb && a <= sb.ub)
    avail = sb.ub - a + 1 == 0 ? SIZE_MAX : sb.ub - a + 1;
  size_t limit = max < avail ? max : avail;
  size_t len = strnlen(s == NULL && limit == 0 ? "" : s, limit);
  if (len == limit && limit < max) {
    /* No NUL inside the bounds: report the first byte past them. */
    __mpx_report(s, len + 1, sb, __MPX_READ, site);
    return strnlen(s, max); /* mode count: go on as the program would */
  }
  return len;
}

char *__mpxw_strdup(const char *s, __mpx_bnd sb, __mpx_bnd *rb) {
  static const __mpx_site site = {"<strdup argument>", "strdup", 0, 0,
                                  __MPX_FROM_UNKNOWN, 0, 0};
  size_t len = checked_strnlen(s, SIZE_MAX, sb, &site);
  char *r = malloc(len + 1);
  if (r) {
    memcpy(r, s, len);
    r[len] = '\0';
  }
  return result(MPXRT_FN_STRDUP, r, len + 1, rb, HERE);
}

char *__mpxw_strndup(const char *s, size_t n, __mpx_bnd sb, __mpx_bnd *rb) {
  static const __mpx_site site = {"<strndup argument>", "strndup", 0, 0,
                                  __MPX_FROM_UNKNOWN, 0, 0};
  size_t len = checked_strnlen(s, n, sb, &site);
  char *r = malloc(len + 1);
  if (r) {
    memcpy(r, s, len);
    r[len] = '\0';
  }
  return result(MPXRT_FN_STRNDUP, r, len + 1, rb, HERE);
}
