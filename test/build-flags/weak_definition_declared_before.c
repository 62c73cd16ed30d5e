// A weak function declared before its definition (zstd's trace hooks,
// declared ZSTD_WEAK_ATTR in a header, defined in zstdcli_trace.c): the
// rewriter declares it weak again before the helpers that name it, and
// starts the clone with the test of an overriding definition.  Neither
// may draw a warning the original does not: the declaration is under
// -Wredundant-decls off, the test is a declaration (its initialiser
// returns), so the body's own declarations still come first for
// -Wdeclaration-after-statement.  Alone, the weak bodies run, checked.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags -Wredundant-decls -Wdeclaration-after-statement %s -c -o %t.plain.o
// RUN: %cc %cflags -Wredundant-decls -Wdeclaration-after-statement %t.c -o %t %mpxrt
// RUN: %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: not --crash %t past 2>&1 | FileCheck %s --check-prefix=REPORT

#include <stdio.h>

__attribute__((weak)) long trace_end(long ctx, const int *p);
__attribute__((weak)) void trace_note(int *out, int v);

long trace_end(long ctx, const int *p) {
  long const begin = ctx;
  // REPORT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in trace_end at {{.*}}weak_definition_declared_before.c:[[@LINE+1]]:18: 1 byte(s) above upper bound of
  return begin + p[ctx];
}

void trace_note(int *out, int v) {
  int twice = 2 * v;
  *out = twice;
}

int main(int argc, char **argv) {
  int a[2] = {5, 7}, n = 0;
  (void)argv;
  trace_note(&n, 3);
  // OK: 8 6
  printf("%ld %d\n", trace_end(1, a), n);
  if (argc > 1)
    printf("%ld\n", trace_end(2, a));
  return 0;
}
