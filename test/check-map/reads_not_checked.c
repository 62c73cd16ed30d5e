// With --check=w, reads are marked not checked, with the option as the
// reason; the writes stay checked.
//
// RUN: rm -rf %t.d
// RUN: %mpx-rewrite %s --check=w --check-report=%t.d -o %t.c --
// RUN: %check-map json %t.d reads_not_checked.c | FileCheck %s

void copy(int *dst, const int *src, int n) {
  for (int i = 0; i < n; i++)
    // CHECK: [[@LINE+2]]:5 proved write copy | loop guard
    // CHECK: [[@LINE+1]]:14 unchecked read copy | access kind not checked (--check)
    dst[i] = src[i];
}
// CHECK: totals checked=0 proved=1 unchecked=1
