// A slot cache starts out holding no pointer (its value 1 matches no
// loaded pointer).  GCC -O2 used to split a path on which the loaded
// pointer equals that initial value and warn about the store through it
// ("writing 1 byte into a region of size 0", -Wstringop-overflow; expat's
// poolAppendChar) where the original has no such path: the initial value
// is now opaque to the compiler.  The output builds with -Werror at -O2
// with gcc and clang, and runs as the original; an append past the pool's
// end is still reported at its line.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: FileCheck %s --check-prefix=REWRITE < %t.c
// RUN: gcc %cflags -O2 %t.c -o %t.gcc %mpxrt
// RUN: clang-19 %cflags -O2 %t.c -o %t.clang %mpxrt
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: %run %t > %t.actual && diff %t.expected %t.actual
// RUN: %t.gcc > %t.actual2 && diff %t.expected %t.actual2
// RUN: %t.clang > %t.actual3 && diff %t.expected %t.actual3
// RUN: not --crash %run %t over 2>&1 | FileCheck %s --check-prefix=REPORT

#include <stdio.h>
#include <stdlib.h>

struct pool {
  char *end;
  char *ptr;
  char *start;
};

__attribute__((noinline)) static int grow(struct pool *p) {
  size_t n = (size_t)(p->end - p->start) * 2 + 16;
  char *s = realloc(p->start, n);
  if (!s)
    return 0;
  p->ptr = s + (p->ptr - p->start);
  p->start = s;
  p->end = s + n;
  return 1;
}

// REWRITE: __mpx_slot {{__mpx_k[0-9]+}} = __MPX_SLOT_INIT;
int append(struct pool *pool, char c);
int append(struct pool *pool, char c) {
  if (pool->ptr == pool->end && !grow(pool))
    return 0;
  // REPORT: mpx: bounds violation: write of size 1 {{.*}}slot_cache_no_invented_paths.c:[[@LINE+1]]:
  *(pool->ptr)++ = c;
  return 1;
}

int main(int argc, char **argv) {
  struct pool p = {0, 0, 0};
  (void)argv;
  for (int i = 0; i < 100; i++)
    append(&p, (char)('a' + i % 26));
  if (argc > 1)
    p.end += 8; // the pool now claims more than it has
  for (int i = 0; argc > 1 && i < 100; i++)
    append(&p, 'z');
  printf("%.5s %ld\n", p.start, (long)(p.ptr - p.start));
  free(p.start);
  return 0;
}
