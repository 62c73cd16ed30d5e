// A pointer returned by a function called through a function pointer keeps
// its bounds (left in the hand-off area by the callee): the caller's overflow
// of the returned buffer is reported.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef OK
#define OVER 0
#else
#define OVER 1
#endif

static char store[8];
static int heap_size;

static char *from_store(void) { return store; }

static char *from_heap(void) {
  heap_size = 5;
  return malloc(heap_size);
}

int main(int argc, char **argv) {
  (void)argv;
  char *(*get)(void) = argc > 1 ? from_store : from_heap;
  char *p = get();
  memset(p, 'h', heap_size);
  int i = heap_size - 1 + OVER;
  // REPORT: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}returned_through_pointer.c:[[@LINE+1]]:{{[0-9]+}}: 1 byte(s) above upper bound
  p[i] = '\0';
  printf("%s\n", p);
  free(p);
  get = from_store;
  printf("%d\n", get()[7]);
  return 0;
}
