/* callbacks.c - checked clones of libc functions that call back into the
 * program (qsort, bsearch, pthread_create).  Each checks the range it will
 * touch, then calls libc with a trampoline that leaves the bounds of the
 * callback's pointer arguments in the hand-off area (mpxrt.h), where the
 * callback's original-ABI entry finds them. */
#include "internal.h"

#include <pthread.h>
#include <stdlib.h>

typedef int (*cmp_fn)(const void *, const void *);

/* The comparator and element size of the innermost qsort/bsearch running
 * on this thread (saved and restored around nested calls). */
struct sort_ctx {
  cmp_fn cmp;
  size_t size;
  const void *key;
  __mpx_bnd keyb;
};
static __thread struct sort_ctx mpxrt_sort;

static int sort_trampoline(const void *a, const void *b) {
  const void *self = (const void *)mpxrt_sort.cmp;
  __mpx_handoff_arg(self, 0, a, __mpx_make(a, mpxrt_sort.size));
  __mpx_handoff_arg(self, 1, b, __mpx_make(b, mpxrt_sort.size));
  return mpxrt_sort.cmp(a, b);
}

static int search_trampoline(const void *key, const void *elem) {
  const void *self = (const void *)mpxrt_sort.cmp;
  __mpx_handoff_arg(self, 0, key, mpxrt_sort.keyb);
  __mpx_handoff_arg(self, 1, elem, __mpx_make(elem, mpxrt_sort.size));
  return mpxrt_sort.cmp(key, elem);
}

void __mpxw_qsort(void *base, size_t n, size_t size, cmp_fn cmp,
                  __mpx_bnd baseb, const __mpx_site *site) {
  if (n && size)
    __mpx_check(base, __mpx_size_mul(n, size), baseb, __MPX_WRITE, site);
  struct sort_ctx saved = mpxrt_sort;
  mpxrt_sort.cmp = cmp;
  mpxrt_sort.size = size;
  qsort(base, n, size, sort_trampoline);
  mpxrt_sort = saved;
}

void *__mpxw_bsearch(const void *key, const void *base, size_t n, size_t size,
                     cmp_fn cmp, __mpx_bnd keyb, __mpx_bnd baseb,
                     __mpx_bnd *rb, const __mpx_site *site) {
  if (n && size)
    __mpx_check(base, __mpx_size_mul(n, size), baseb, __MPX_READ, site);
  struct sort_ctx saved = mpxrt_sort;
  mpxrt_sort.cmp = cmp;
  mpxrt_sort.size = size;
  mpxrt_sort.keyb = keyb;
  void *r = bsearch(key, base, n, size, search_trampoline);
  mpxrt_sort = saved;
  *rb = r ? baseb : __mpx_null();
  return r;
}

/* What a new thread needs to start its routine with its argument's bounds. */
struct thread_box {
  void *(*start)(void *);
  void *arg;
  __mpx_bnd argb;
};

static void *thread_trampoline(void *p) {
  struct thread_box box = *(struct thread_box *)p;
  free(p);
  __mpx_handoff_arg((const void *)box.start, 0, box.arg, box.argb);
  return box.start(box.arg);
}

int __mpxw_pthread_create(void *thread, const void *attr,
                          void *(*start)(void *), void *arg, __mpx_bnd tb,
                          __mpx_bnd ab, __mpx_bnd argb) {
  (void)tb, (void)ab;
  struct thread_box *box = malloc(sizeof *box);
  if (!box)
    return pthread_create(thread, attr, start, arg);
  box->start = start;
  box->arg = arg;
  box->argb = argb;
  int r = pthread_create(thread, attr, thread_trampoline, box);
  if (r)
    free(box);
  return r;
}
