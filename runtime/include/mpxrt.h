/* mpxrt.h - public interface of the mpx-rewrite runtime.
 *
 * Code produced by mpx-rewrite includes this header.  It declares the bounds
 * type, the intrinsics the rewriter emits (make, INIT/NULL, check, narrow),
 * the cold report path, and the checked "clones" of the libc allocation
 * functions.  The fast paths are static inline and cost two compares.
 *
 * Backend, chosen when the generated code is compiled:
 *   MPXRT_BACKEND_SOFT (default)  portable C checks;
 *   MPXRT_BACKEND_MPX             checks as Intel MPX instructions;
 *   MPXRT_BACKEND_NONE            checks compile to nothing.
 *
 * Calling convention of instrumented functions ("clones"), shared with the
 * rewriter: for  R f(P1 a1, ..., Pn an)  the clone is
 *   R __mpxc_f(P1 a1, ..., Pn an, __mpx_bnd b_k..., __mpx_bnd *rb)
 * with one __mpx_bnd per pointer parameter, in parameter order, and, when R
 * is a pointer type, a last parameter through which the clone stores the
 * bounds of the returned pointer.  The libc wrappers below follow the same
 * convention.
 */
#ifndef MPXRT_H
#define MPXRT_H

/* No libc header is included: the rewritten file includes this header
 * first, before its own feature-test macros (_GNU_SOURCE) take effect. */

#ifdef __cplusplus
extern "C" {
#endif

#if !defined(MPXRT_BACKEND_SOFT) && !defined(MPXRT_BACKEND_MPX) &&            \
    !defined(MPXRT_BACKEND_NONE)
#define MPXRT_BACKEND_SOFT 1
#endif

/* Bounds [lb, ub], both inclusive, as in an MPX bounds register. */
typedef struct __mpx_bnd {
  __UINTPTR_TYPE__ lb;
  __UINTPTR_TYPE__ ub;
} __mpx_bnd;

/* Access kinds passed to the report path. */
enum { __MPX_READ = 0, __MPX_WRITE = 1 };

#define __MPX_INLINE static inline __attribute__((always_inline, unused))
#define __MPX_COLD __attribute__((cold, noinline))

/* INIT bounds: unknown provenance, allow everything. */
__MPX_INLINE __mpx_bnd __mpx_init(void) {
  __mpx_bnd b = {0, __UINTPTR_MAX__};
  return b;
}

/* NULL bounds: empty, allow nothing. */
__MPX_INLINE __mpx_bnd __mpx_null(void) {
  __mpx_bnd b = {__UINTPTR_MAX__, 0};
  return b;
}

/* BNDMK: bounds of the n bytes at p; n == 0 gives empty bounds. */
__MPX_INLINE __mpx_bnd __mpx_make(const void *p, __SIZE_TYPE__ n) {
  __mpx_bnd b;
  if (n == 0)
    return __mpx_null();
  b.lb = (__UINTPTR_TYPE__)p;
  b.ub = (__UINTPTR_TYPE__)p + n - 1;
  return b;
}

/* Bounds for an allocation result: NULL bounds when p is null. */
__MPX_INLINE __mpx_bnd __mpx_make_alloc(const void *p, __SIZE_TYPE__ n) {
  return p ? __mpx_make(p, n) : __mpx_null();
}

/* Intersection of b with the n bytes at p (narrowing to a field). */
__MPX_INLINE __mpx_bnd __mpx_narrow(__mpx_bnd b, const void *p, __SIZE_TYPE__ n) {
  __mpx_bnd f = __mpx_make(p, n);
  if (f.lb > b.lb)
    b.lb = f.lb;
  if (f.ub < b.ub)
    b.ub = f.ub;
  return b;
}

/* The slow path: reports the violation (see MPXRT_OPTIONS).  In mode
 * "stop" it does not return; in mode "count" it returns and the access
 * goes ahead.  loc is "file:line:col", func the enclosing function. */
__MPX_COLD void __mpx_report(const void *addr, __SIZE_TYPE__ size, __mpx_bnd b,
                             int kind, const char *loc, const char *func);

/* BNDCL + BNDCU for an access of n bytes at p.  Zero-byte accesses never
 * fail.  Returns p so that it can wrap an address computation. */
__MPX_INLINE void __mpx_check(const void *p, __SIZE_TYPE__ n, __mpx_bnd b, int kind,
                              const char *loc, const char *func) {
#if defined(MPXRT_BACKEND_NONE)
  (void)p, (void)n, (void)b, (void)kind, (void)loc, (void)func;
#elif defined(MPXRT_BACKEND_MPX)
  /* Real MPX instructions (no-ops on CPUs without MPX). */
  if (n) {
    __UINTPTR_TYPE__ a = (__UINTPTR_TYPE__)p;
    __asm__ volatile("bndmk (%0,%1), %%bnd0\n\t"
                     "bndcl %2, %%bnd0\n\t"
                     "bndcu %3, %%bnd0"
                     :
                     : "r"(b.lb), "r"(b.ub - b.lb), "r"(a), "r"(a + n - 1)
                     : "memory");
  }
#else
  __UINTPTR_TYPE__ a = (__UINTPTR_TYPE__)p;
  if (__builtin_expect(n != 0 && (a < b.lb || a + (n - 1) > b.ub ||
                                  a + (n - 1) < a),
                       0))
    __mpx_report(p, n, b, kind, loc, func);
#endif
}

#define __mpx_check_r(p, n, b, loc, func)                                    \
  __mpx_check((p), (n), (b), __MPX_READ, (loc), (func))
#define __mpx_check_w(p, n, b, loc, func)                                    \
  __mpx_check((p), (n), (b), __MPX_WRITE, (loc), (func))

/* Checked allocation functions, in the clone convention. */
void *__mpxc_malloc(__SIZE_TYPE__ n, __mpx_bnd *rb);
void *__mpxc_calloc(__SIZE_TYPE__ nmemb, __SIZE_TYPE__ size, __mpx_bnd *rb);
void *__mpxc_realloc(void *p, __SIZE_TYPE__ n, __mpx_bnd pb, __mpx_bnd *rb);
void __mpxc_free(void *p, __mpx_bnd pb);
void *__mpxc_aligned_alloc(__SIZE_TYPE__ align, __SIZE_TYPE__ n, __mpx_bnd *rb);
int __mpxc_posix_memalign(void **pp, __SIZE_TYPE__ align, __SIZE_TYPE__ n, __mpx_bnd ppb);
void *__mpxc_memalign(__SIZE_TYPE__ align, __SIZE_TYPE__ n, __mpx_bnd *rb);
void *__mpxc_valloc(__SIZE_TYPE__ n, __mpx_bnd *rb);
char *__mpxc_strdup(const char *s, __mpx_bnd sb, __mpx_bnd *rb);
char *__mpxc_strndup(const char *s, __SIZE_TYPE__ n, __mpx_bnd sb, __mpx_bnd *rb);

/* Bounds of main's argv array and of envp, set up by the runtime. */
__mpx_bnd __mpx_argv_bounds(char **argv);
__mpx_bnd __mpx_envp_bounds(char **envp);

#ifdef __cplusplus
}
#endif

#endif /* MPXRT_H */
