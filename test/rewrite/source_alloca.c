// Bounds source: alloca(n) and __builtin_alloca(n) give [p, p + n - 1] with
// n evaluated once at run time.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %resolve-sites %t.c | sed -e 's,//.*,,' | FileCheck %s --check-prefix=REWRITE
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t alloca 2>&1 | FileCheck %s --check-prefix=ALLOCA
// RUN: not --crash %t builtin 2>&1 | FileCheck %s --check-prefix=BUILTIN
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain alloca > %t.expected && %t.plain builtin >> %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok alloca > %t.actual && %t.ok builtin >> %t.actual
// RUN: diff %t.expected %t.actual

#include <alloca.h>
#include <stdio.h>
#include <string.h>

static volatile int n = 6;
static int evaluations;
#ifdef OK
static volatile int i = 5;
#else
static volatile int i = 6;
#endif

static int size(void) {
  evaluations++;
  return n;
}

int main(int argc, char **argv) {
  if (argc > 1 && strcmp(argv[1], "alloca") == 0) {
    // REWRITE: char *p = {{.*}}alloca({{.*}}size()
    char *p = alloca(size());
    memset(p, 'a', 6);
    // ALLOCA: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}source_alloca.c:[[@LINE+2]]:5: 1 byte(s) above upper bound
    // REWRITE: __mpx_check_w{{p?}}({{[^;]*}}__mpx_b_p{{[^;]*}}source_alloca.c:[[@LINE+1]]:5"
    p[i] = 0;
    printf("alloca %d %.5s\n", evaluations, p);
  } else {
    // REWRITE: char *q = {{.*}}__builtin_alloca({{.*}}size()
    char *q = __builtin_alloca(size());
    memset(q, 'b', 6);
    // BUILTIN: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}source_alloca.c:[[@LINE+2]]:{{[0-9]+}}: 1 byte(s) above upper bound
    // REWRITE: __mpx_check_r{{p?}}({{[^;]*}}__mpx_b_q{{[^;]*}}source_alloca.c:[[@LINE+1]]:
    printf("builtin %d %c\n", evaluations, q[i]);
  }
  return 0;
}
