// Sites: every check passes the address of its row in one static table
// the output defines after the runtime header, in place of two string
// literals.  A row holds the file, the function, line, column and where the
// checked bounds come from and, when the analysis knows it, the object
// they bound; identical sites (a macro's two accesses on one line) share a
// row.  The report names the row's place.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: sed -e "s,//.*,," %t.c | FileCheck %s --check-prefix=TABLE
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT

// TABLE: {{^}}#endif
// TABLE-NEXT: static const __mpx_site __mpx_sites[4] __attribute__((unused)) = {
// TABLE-NEXT: {"{{[^"]*}}site_table.c", "sum", 36, 10, __MPX_FROM_SHADOW, 0, "parameter 'p' of sum"},
// TABLE-NEXT: {"{{[^"]*}}site_table.c", "main", 43, 5, __MPX_FROM_OBJECT, "local array 'a' of main, declared at {{[^"]*}}site_table.c:41", 0},
// TABLE-NEXT: {"{{[^"]*}}site_table.c", "main", 44, 15, __MPX_FROM_OBJECT, "local array 'a' of main, declared at {{[^"]*}}site_table.c:41", 0},
// TABLE-NEXT: {"{{[^"]*}}site_table.c", "main", 45, 3, __MPX_FROM_UNKNOWN, 0, 0},
// TABLE-NEXT: };
// TABLE-NEXT: #line 1 "{{[^"]*}}site_table.c"
// TABLE-NOT: "{{[^"]*}}site_table.c:{{[0-9]+}}
// TABLE: __mpx_check_rp(&(p[i]), 4, __mpx_b_p, &__mpx_sites[0])
// TABLE: __mpx_check_wp(&(a[i]), 4, __mpx_make(a, sizeof(a)), &__mpx_sites[1])
// TABLE: int twice =
// TABLE-SAME: __mpx_check_rp(&(a [ argc ]), 4, __mpx_make(a, sizeof(a)), &__mpx_sites[2])
// TABLE-SAME: __mpx_check_rp(&(a [ argc ]), 4, __mpx_make(a, sizeof(a)), &__mpx_sites[2])
// TABLE: __mpx_printf(&__mpx_sites[3], 3, "%d\n", twice)

#include <stdio.h>

#define TWICE(e) ((e) + (e))

static int sum(const int *p, int n) {
  int s = 0;
  for (int i = 0; i <= n; i += 2)
    s += p[i];
  return s;
}

int main(int argc, char **argv __attribute__((unused))) {
  int a[4];
  for (int i = 0; i < 4; i += argc)
    a[i] = i;
  int twice = TWICE(a[argc]);
  printf("%d\n", twice);
  return sum(a, 3 + argc);
}
// REPORT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in sum at {{[^ ]*}}site_table.c:36:10: 1 byte(s) above upper bound
// REPORT-NEXT: mpx:   access {{.*}} (16 bytes), carried by a pointer variable or parameter: parameter 'p' of sum{{$}}
