// The accesses inside an OpenMP construct, which the rewrite leaves as
// written, are marked not checked, each with the construct as the reason.
//
// REQUIRES: openmp
// RUN: rm -rf %t.d
// RUN: %mpx-rewrite %s --check-report=%t.d -o %t.c -- -fopenmp 2> %t.err
// RUN: %check-map json %t.d openmp_unchecked.c | FileCheck %s

void scale(int *a, int n) {
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    // CHECK: [[@LINE+1]]:5 unchecked access scale | OpenMP construct (not instrumented)
    a[i] *= 2;
  // CHECK: [[@LINE+1]]:3 checked write scale
  a[0] = 1;
}
// CHECK: totals checked=1 proved=0 unchecked=1
