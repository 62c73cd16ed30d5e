// A struct holding pointers copied from a const-qualified or volatile
// lvalue (`*d = *s` with `const struct pair *s`, Lua's `setobj` copying a
// `const TValue`'s value): the copy's temporaries keep the source's
// qualifiers, so the output builds without a warning under -Werror, and
// the copied pointer keeps its bounds.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>

#ifdef OK
#define OVER 0
#else
#define OVER 1
#endif

struct pair {
  int *p;
  int n;
};

__attribute__((noinline)) static void copy(struct pair *d,
                                           const struct pair *s) {
  *d = *s;
}

__attribute__((noinline)) static void copy_volatile(struct pair *d,
                                                    volatile struct pair *s) {
  d->n = s->n;
  *d = *s;
}

int main(int argc, char **argv) {
  (void)argv;
  int a[3] = {1, 2, 3};
  const struct pair s = {a, 3};
  volatile struct pair vs = {a + 1, 2};
  struct pair d, e;
  copy(&d, &s);
  copy_volatile(&e, &vs);
  printf("%d %d\n", d.p[2], e.p[1]);
  // REPORT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}struct_copy_from_const.c:[[@LINE+1]]:{{[0-9]+}}: 1 byte(s) above upper bound
  printf("%d\n", d.p[argc + 1 + OVER]);
  return 0;
}
