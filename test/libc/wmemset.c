// wmemset writes n wide characters: 9 into wchar_t d[8] are reported at the
// call as a write of 9 * sizeof(wchar_t) = 36 bytes.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <wchar.h>

struct dst {
  wchar_t d[8];
  wchar_t canary[4];
};

#ifdef OK
static volatile size_t n = 8;
#else
static volatile size_t n = 9;
#endif

int main(void) {
  struct dst x = {L"", L"can"};
  fprintf(stderr, "before\n");
  // REPORT: before
  // REPORT-NEXT: mpx: bounds violation: write of size 36 at 0x{{[0-9a-f]+}} in main at {{.*}}wmemset.c:[[@LINE+1]]:3: 1 byte(s) above upper bound
  wmemset(x.d, L'w', n);
  fprintf(stderr, "after\n");
  // REPORT-NOT: after
  printf("%lc %ls\n", (wint_t)x.d[7], x.canary);
  return 0;
}
