// memset over a struct that holds pointers leaves NULL pointers whose stale
// table entries no longer match: testing and replacing them runs clean, and a
// pointer stored afterwards is checked again.
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

struct pair {
  char *first;
  char *second;
};

static const char *show(const char *s) { return s ? s : "(null)"; }

int main(int argc, char **argv) {
  (void)argv;
  struct pair *p = malloc(sizeof *p);
  p->first = strdup("one");
  p->second = strdup("two");
  printf("%s %s\n", p->first, p->second);
  char *a = p->first, *b = p->second;
  memset(p, 0, sizeof *p);
  printf("%s %s\n", show(p->first), show(p->second));
  if (!p->first)
    p->first = a;
  printf("%s %c\n", p->first, p->first[argc + 1]);
  fflush(stdout);
  int i = argc + 2 + OVER;
  // REPORT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}memset_struct_pointers.c:[[@LINE+1]]:{{[0-9]+}}: 1 byte(s) above upper bound
  printf("%d\n", p->first[i]);
  free(a);
  free(b);
  free(p);
  return 0;
}
