// Loop versioning for char, short, long and double elements: a window
// a[i - 1] + a[i] + a[i + 1] over the interior passes the guard; the same
// window started one element early or stopped one late fails it, and the
// checked copy reports one element below the array (a[i - 1] at i == 0,
// as many bytes below as the element is wide) or one above (a[i + 1],
// 1 byte above).
//
// RUN: %mpx-rewrite %s --stats -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: diff %t.expected %t.out
// RUN: not --crash %t char low 2>&1 | FileCheck %s --check-prefix=CHAR-LOW
// RUN: not --crash %t char high 2>&1 | FileCheck %s --check-prefix=CHAR-HIGH
// RUN: not --crash %t short low 2>&1 | FileCheck %s --check-prefix=SHORT-LOW
// RUN: not --crash %t long high 2>&1 | FileCheck %s --check-prefix=LONG-HIGH
// RUN: not --crash %t double low 2>&1 | FileCheck %s --check-prefix=DOUBLE-LOW
// STATS: loops versioned (checked only when a guard fails): 4

#include <stdio.h>
#include <string.h>

static double window_char(const char *a, int from, int to) {
  double s = 0;
  for (int i = from; i < to; i++)
    // CHAR-LOW: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in window_char at {{.*}}guard_element_sizes.c:[[@LINE+2]]:10: 1 byte(s) below lower bound
    // CHAR-HIGH: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in window_char at {{.*}}guard_element_sizes.c:[[@LINE+1]]:28: 1 byte(s) above upper bound
    s += a[i - 1] + a[i] + a[i + 1];
  return s;
}

static double window_short(const short *a, int from, int to) {
  double s = 0;
  for (int i = from; i < to; i++)
    // SHORT-LOW: mpx: bounds violation: read of size 2 at 0x{{[0-9a-f]+}} in window_short at {{.*}}guard_element_sizes.c:[[@LINE+1]]:10: 2 byte(s) below lower bound
    s += a[i - 1] + a[i] + a[i + 1];
  return s;
}

static double window_long(const long *a, int from, int to) {
  double s = 0;
  for (int i = from; i < to; i++)
    // LONG-HIGH: mpx: bounds violation: read of size 8 at 0x{{[0-9a-f]+}} in window_long at {{.*}}guard_element_sizes.c:[[@LINE+1]]:28: 1 byte(s) above upper bound
    s += a[i - 1] + a[i] + a[i + 1];
  return s;
}

static double window_double(const double *a, int from, int to) {
  double s = 0;
  for (int i = from; i < to; i++)
    // DOUBLE-LOW: mpx: bounds violation: read of size 8 at 0x{{[0-9a-f]+}} in window_double at {{.*}}guard_element_sizes.c:[[@LINE+1]]:10: 8 byte(s) below lower bound
    s += a[i - 1] + a[i] + a[i + 1];
  return s;
}

int main(int argc, char **argv) {
  char c[5] = {1, 2, 3, 4, 5};
  short h[5] = {1, 2, 3, 4, 5};
  long l[5] = {1, 2, 3, 4, 5};
  double d[5] = {1, 2, 3, 4, 5};
  const char *type = argc > 2 ? argv[1] : "";
  int low = argc > 2 && !strcmp(argv[2], "low");
  int high = argc > 2 && !strcmp(argv[2], "high");
  int from = low ? 0 : 1, to = high ? 5 : 4;
  // OK: 27 27 27 27
  printf("%.0f %.0f %.0f %.0f\n",
         window_char(c, !strcmp(type, "char") ? from : 1,
                     !strcmp(type, "char") ? to : 4),
         window_short(h, !strcmp(type, "short") ? from : 1, 4),
         window_long(l, 1, !strcmp(type, "long") ? to : 4),
         window_double(d, !strcmp(type, "double") ? from : 1, 4));
  return 0;
}
