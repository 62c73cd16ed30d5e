/* callbacks.c - checked clones of libc functions that call back into the
 * program (qsort, bsearch, pthread_create).  Each checks the range it will
 * touch, then calls libc with a trampoline that leaves the bounds of the
 * callback's pointer arguments in the hand-off area (mpxrt.h), where the
 * callback's original-ABI entry finds them. */
#include "internal.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

typedef int (*cmp_fn)(const void *, const void *);

/* The comparator and element size of the innermost qsort/bsearch running
 * on this thread (saved and restored around nested calls). */
struct sort_ctx {
  cmp_fn cmp;
  size_t size;
  const void *key;
  __mpx_bnd keyb;
  const char *base; /* the array whose element indices are being sorted */
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

/* Compares the elements two indices name, in place. */
static int index_trampoline(const void *a, const void *b) {
  size_t i = *(const size_t *)a, j = *(const size_t *)b;
  return sort_trampoline(mpxrt_sort.base + i * mpxrt_sort.size,
                         mpxrt_sort.base + j * mpxrt_sort.size);
}

/* Sorts the n elements of base by sorting their indices, then moves each
 * element and the table entries of the pointers it holds to its place
 * (libc's qsort moves bytes only: the entries would stay behind, each slot
 * keeping the one of the pointer that was there, so a pointer would come
 * back without its bounds, or with another's of the same address).  The
 * comparator sees the elements where they are, with their entries.  False
 * when the memory for it is not there. */
static int sort_moving_entries(char *base, size_t n, size_t size) {
  size_t bytes = n * size;
  size_t *order = malloc(n * sizeof *order);
  char *sorted = order ? malloc(bytes) : NULL;
  if (!sorted) {
    free(order);
    return 0;
  }
  for (size_t i = 0; i < n; ++i)
    order[i] = i;
  mpxrt_sort.base = base;
  qsort(order, n, sizeof *order, index_trampoline);
  for (size_t k = 0; k < n; ++k) {
    memcpy(sorted + k * size, base + order[k] * size, size);
    (__mpx_bt_copy)(sorted + k * size, base + order[k] * size, size);
  }
  memcpy(base, sorted, bytes);
  (__mpx_bt_copy)(base, sorted, bytes);
  __mpx_bt_clear(sorted, bytes);
  free(sorted);
  free(order);
  return 1;
}

void __mpxw_qsort(void *base, size_t n, size_t size, cmp_fn cmp,
                  __mpx_bnd baseb, const __mpx_site *site) {
  if (n && size)
    __mpx_check(base, __mpx_size_mul(n, size), baseb, __MPX_WRITE, site);
  struct sort_ctx saved = mpxrt_sort;
  mpxrt_sort.cmp = cmp;
  mpxrt_sort.size = size;
  /* Elements that can hold a pointer move with their entries; if the
   * memory for that is missing, libc sorts the bytes and the range's
   * entries are forgotten (INIT bounds, never another pointer's). */
  if (n < 2 || size < sizeof(void *) ||
      !sort_moving_entries(base, n, size)) {
    qsort(base, n, size, sort_trampoline);
    if (n >= 2 && size >= sizeof(void *))
      __mpx_bt_clear(base, n * size);
  }
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
