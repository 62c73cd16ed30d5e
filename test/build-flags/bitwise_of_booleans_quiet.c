// `(a[i] != 0) & (b[i] == 0)`: clang's -Wbitwise-instead-of-logical (in
// -Wall) reports `&` or `|` of two truth values when the right one has
// side effects, and a checked load is a call to clang.  The original's
// operands have none: the warning is off around such an operator (zstd's
// huf_compress.c, 13 warnings; clang does not count a call as a side
// effect there: `(count[s] != 0) & (bits(ct[s]) == 0)` is quiet too).
// The checks still report.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: clang-19 %cflags -Wall %s -c -o %t.plain.o
// RUN: clang-19 %cflags -Wall %t.c -o %t %mpxrt
// RUN: %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: not --crash %t past 2>&1 | FileCheck %s --check-prefix=REPORT

#include <stdio.h>

struct win {
  const char *base, *end;
};

static int check(const int *a, const int *b, int n, const char *p,
                 const struct win *q) {
  int bad = 0;
  for (int i = 0; i < n; i++)
    // REPORT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in check at {{.*}}bitwise_of_booleans_quiet.c:[[@LINE+1]]:13: 1 byte(s) above upper bound of
    bad |= (a[i] != 0) & (b[i] == 0);
  return bad | ((p > q->base) & (p < q->end));
}

static int bits(const int *v) { return *v & 1; }

static int calls(const int *count, const int *ct, int n) {
  int bad = 0;
  for (int s = 0; s < n; s++)
    bad |= (count[s] != 0) & (bits(&ct[s]) == 0);
  return bad;
}

int main(int argc, char **argv) {
  int a[3] = {1, 0, 1}, b[3] = {0, 1, 1};
  const char s[4] = "abc";
  struct win w = {s, s + 3};
  (void)argv;
  // OK: 1
  printf("%d\n", check(a, b, 3, s + 1, &w));
  // OK-NEXT: 1
  printf("%d\n", calls(a, b, 3));
  if (argc > 1)
    printf("%d\n", check(a, b, 4, s, &w));
  return 0;
}
