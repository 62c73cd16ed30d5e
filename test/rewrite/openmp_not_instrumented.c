// An OpenMP construct (here #pragma omp parallel for) is outlined and may
// run on several threads, which would share the shadow bounds of its
// variables: the rewrite leaves it as written, says so with a warning at
// the pragma, and counts it under the accesses left unchecked.  Accesses
// outside the construct are still checked, and the output compiled with
// -fopenmp runs as the plain -fopenmp build.
//
// RUN: %mpx-rewrite --stats %s -- -fopenmp > %t.c 2> %t.err
// RUN: FileCheck %s --check-prefix=WARN < %t.err
// RUN: FileCheck %s --check-prefix=STATS < %t.err
// RUN: sed -e 's,//.*,,' %t.c | FileCheck %s --check-prefix=REWRITE
// The rest needs libgomp:
// RUN: %if openmp %{ %cc %cflags -fopenmp %t.c -o %t %mpxrt %}
// RUN: %if openmp %{ %cc %cflags -fopenmp %s -o %t.plain && %t.plain > %t.expected %}
// RUN: %if openmp %{ %t > %t.actual && diff %t.expected %t.actual %}
// RUN: %if openmp %{ not --crash %t past 2>&1 | FileCheck %s --check-prefix=REPORT %}
// STATS: accesses left unchecked: 1
// STATS-NEXT: OpenMP construct (not instrumented): 1

#include <stdio.h>

static long sum(const int *a, int n) {
  long s = 0;
  // WARN: openmp_not_instrumented.c:[[@LINE+4]]:3: warning: OpenMP construct not instrumented: the accesses inside it are not checked
  // REWRITE: {{^  }}#pragma omp parallel for reduction(+:s)
  // REWRITE-NEXT: {{^  }}for (int i = 0; i < n; i++)
  // REWRITE-NEXT: {{^    }}s += a[i];{{$}}
  #pragma omp parallel for reduction(+:s)
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}
// WARN-NOT: warning:
// WARN: 1 warning generated.

static int at(const int *a, int i) {
  // REPORT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in at at {{.*}}openmp_not_instrumented.c:[[@LINE+1]]:10: 1 byte(s) above upper bound
  return a[i];
}

int main(int argc, char **argv) {
  (void)argv;
  int a[64];
  for (int i = 0; i < 64; i++)
    a[i] = i;
  printf("%ld %d\n", sum(a, 64), at(a, 63));
  volatile int past = 64; // gcc -O2 would see the overflow and warn
  if (argc > 1)
    printf("%d\n", at(a, past));
  return 0;
}
