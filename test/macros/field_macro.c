// A macro that reaches a field through a pointer, #define NAME(s) ((s)->name):
// the member access and the subscript of the array it yields are checked,
// and the overflow is reported at the invocation's line.
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
#include <stdlib.h>

struct item {
  int id;
  char name[8];
};

#define NAME(s) ((s)->name)
#define ID(s) ((s)->id)

// STATS: accesses left unchecked: 0
static void label(struct item *it, int n, int len) {
  for (int k = 0; k < n; k++) {
    ID(it + k) = k;
    for (int i = 0; i < len; i++)
      // REWRITE: __mpx_check_w{{(pb)?}}({{.*}}"{{[^"]*}}field_macro.c:[[#@LINE+2]]:
      // REPORT: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in label at {{.*}}field_macro.c:[[@LINE+1]]:
      NAME(it + k)[i] = (char)('a' + i);
    NAME(it + k)[len < 8 ? len : 7] = 0;
  }
}

int main(void) {
  struct item *items = malloc(2 * sizeof *items);
  if (!items)
    return 1;
  label(items, 2, 5);
  printf("%d %s %d %s\n", ID(items), NAME(items), ID(items + 1), NAME(items + 1));
  fflush(stdout);
#ifdef OK
  label(items, 2, 7);
#else
  label(items, 2, 9);
#endif
  printf("%s\n", NAME(items + 1));
  free(items);
  return 0;
}
