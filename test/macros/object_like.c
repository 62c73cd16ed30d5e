// An object-like macro that expands to an access, #define CUR buf[pos]:
// checked and reported at the line where the macro name is used.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %resolve-sites %t.c | sed -e 's,//.*,,' | FileCheck %s --check-prefix=REWRITE
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual
// RUN: %mpx-rewrite --stats %s -- > /dev/null 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats

#include <stdio.h>

static char buf[4] = {'w', 'x', 'y', 'z'};
static int pos;
#define CUR buf[pos]
#define NEXT (pos++, CUR)

// STATS: accesses left unchecked: 0
int main(void) {
  // REWRITE: __mpx_check_r{{p?}}({{[^;]*}}"{{[^"]*}}object_like.c:[[#@LINE+1]]:
  printf("%c", CUR);
  for (int i = 0; i < 3; i++)
    printf("%c", NEXT);
  printf("\n");
  fflush(stdout);
#ifndef OK
  // REPORT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}object_like.c:[[@LINE+1]]:
  printf("%c\n", NEXT);
#endif
  return 0;
}
