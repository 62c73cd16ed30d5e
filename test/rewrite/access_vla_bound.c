// Access form: the size expression of a VLA is evaluated at run time, so a
// read in it, int v[a[k]] or sizeof(int[a[k]]), is a real read of a and
// must be checked like any other a[k].
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %resolve-sites %t.c | sed -e 's,//.*,,' | FileCheck %s --check-prefix=REWRITE
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t decl 2>&1 | FileCheck %s --check-prefix=DECL
// RUN: not --crash %t sizeof 2>&1 | FileCheck %s --check-prefix=SIZEOF
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain decl > %t.expected && %t.plain sizeof >> %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok decl > %t.actual && %t.ok sizeof >> %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <string.h>

#ifdef OK
static volatile int k = 1;
#else
static volatile int k = 2;
#endif

struct pad {
  int a[2];
  int after;
};

int main(int argc, char **argv) {
  struct pad s = {{3, 4}, 5};
  int *a = s.a;
  if (argc > 1 && strcmp(argv[1], "decl") == 0) {
    // DECL: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}access_vla_bound.c:[[@LINE+2]]:{{[0-9]+}}: 1 byte(s) above upper bound
    // REWRITE: __mpx_check_r{{p?}}({{[^;]*}}__mpx_b_a{{[^;]*}}access_vla_bound.c:[[@LINE+1]]:
    int v[a[k]];
    for (int i = 0; i < (int)(sizeof v / sizeof v[0]); i++)
      v[i] = i;
    printf("decl %zu %d\n", sizeof v, v[0]);
  } else {
    // SIZEOF: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}access_vla_bound.c:[[@LINE+2]]:{{[0-9]+}}: 1 byte(s) above upper bound
    // REWRITE: __mpx_check_r{{p?}}({{[^;]*}}__mpx_b_a{{[^;]*}}access_vla_bound.c:[[@LINE+1]]:
    printf("sizeof %zu\n", sizeof(int[a[k]]));
  }
  return 0;
}
