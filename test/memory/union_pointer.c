// A union holding a pointer, in a heap object: the pointer stored through one
// member and loaded through the same member keeps its bounds.
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

union value {
  long number;
  char *text;
};

struct item {
  int is_text;
  union value v;
};

int main(int argc, char **argv) {
  (void)argv;
  struct item *it = malloc(sizeof *it);
  it->is_text = 1;
  it->v.text = malloc(argc + 3);
  strcpy(it->v.text, "abc");
  int i = argc + 2 + OVER;
  if (it->is_text)
    // REPORT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}union_pointer.c:[[@LINE+1]]:{{[0-9]+}}: 1 byte(s) above upper bound
    printf("%s %d\n", it->v.text, it->v.text[i]);
  free(it->v.text);
  free(it);
  return 0;
}
