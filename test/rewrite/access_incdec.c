// Access form: ++ and -- on a dereferenced lvalue, (*p)++, ++*p, p[i]--,
// --p[i]: a read-modify-write checked once, as a write.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %resolve-sites %t.c | sed -e 's,//.*,,' | FileCheck %s --check-prefix=REWRITE
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t post 2>&1 | FileCheck %s --check-prefix=POST
// RUN: not --crash %t pre 2>&1 | FileCheck %s --check-prefix=PRE
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain post > %t.expected && %t.plain pre >> %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok post > %t.actual && %t.ok pre >> %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <string.h>

#ifdef OK
static volatile int i = 1;
#else
static volatile int i = 2;
#endif

int main(int argc, char **argv) {
  long a[2] = {10, 20};
  long *p = a;
  if (argc > 1 && strcmp(argv[1], "post") == 0) {
    // REWRITE: __mpx_check_w{{p?c?}}(&(*p){{[^;]*}}__mpx_b_p{{[^;]*}}access_incdec.c:[[@LINE+1]]:
    (*p)++;
    // POST: mpx: bounds violation: write of size 8 at 0x{{[0-9a-f]+}} in main at {{.*}}access_incdec.c:[[@LINE+2]]:5: 1 byte(s) above upper bound
    // REWRITE: __mpx_check_w{{p?c?}}(&(p[i]){{[^;]*}}__mpx_b_p{{[^;]*}}access_incdec.c:[[@LINE+1]]:5"
    p[i]--;
    printf("post %ld %ld\n", a[0], a[1]);
  } else {
    // REWRITE: __mpx_check_w{{p?c?}}(&(*p){{[^;]*}}__mpx_b_p{{[^;]*}}access_incdec.c:[[@LINE+1]]:
    ++*p;
    // PRE: mpx: bounds violation: write of size 8 at 0x{{[0-9a-f]+}} in main at {{.*}}access_incdec.c:[[@LINE+2]]:{{[0-9]+}}: 1 byte(s) above upper bound
    // REWRITE: __mpx_check_w{{p?c?}}(&(p[i]){{[^;]*}}__mpx_b_p{{[^;]*}}access_incdec.c:[[@LINE+1]]:
    long v = --p[i];
    printf("pre %ld %ld %ld\n", a[0], a[1], v);
  }
  return 0;
}
