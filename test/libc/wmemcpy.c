// wmemcpy checks the whole destination range and the whole source range in
// bytes before copying: one wide character too many into wchar_t d[8] (a
// canary field follows) is a write of size 36, one too many out of
// wchar_t small[8] a read of size 36.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: not --crash %t src 2>&1 | FileCheck %s --check-prefix=SRC
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected && %t.plain src >> %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual && %t.ok src >> %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <string.h>
#include <wchar.h>

struct dst {
  wchar_t d[8];
  wchar_t canary[8];
};

#ifdef OK
static volatile size_t n = 8;
#else
static volatile size_t n = 9;
#endif

int main(int argc, char **argv) {
  (void)argv;
  struct dst x;
  memset(&x, 0, sizeof x);
  wchar_t big[16] = L"abcdefghijklmno";
  wchar_t small[8] = L"ABCDEFG";
  wchar_t wide[16] = L"";
  fprintf(stderr, "before\n");
  // REPORT: before
  // SRC: before
  if (argc < 2)
    // REPORT-NEXT: mpx: bounds violation: write of size 36 at 0x{{[0-9a-f]+}} in main at {{.*}}wmemcpy.c:[[@LINE+1]]:5: 1 byte(s) above upper bound
    wmemcpy(x.d, big, n);
  else
    // SRC-NEXT: mpx: bounds violation: read of size 36 at 0x{{[0-9a-f]+}} in main at {{.*}}wmemcpy.c:[[@LINE+1]]:5: 1 byte(s) above upper bound
    wmemcpy(wide, small, n);
  fprintf(stderr, "after\n");
  // REPORT-NOT: after
  // SRC-NOT: after
  printf("%d %d canary %d wide %ls\n", (int)x.d[0], (int)x.d[7], (int)x.canary[0], wide);
  return 0;
}
