// wcscpy writes (wcslen + 1) wide characters: 8 characters and the NUL into
// wchar_t d[8] are reported at the call as a write of 9 * sizeof(wchar_t)
// = 36 bytes.
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
static volatile size_t len = 7;
#else
static volatile size_t len = 8;
#endif

int main(void) {
  struct dst x = {L"", L"can"};
  wchar_t src[16];
  wmemset(src, L'w', len);
  src[len] = 0;
  fprintf(stderr, "before\n");
  // REPORT: before
  // REPORT-NEXT: mpx: bounds violation: write of size 36 at 0x{{[0-9a-f]+}} in main at {{.*}}wcscpy.c:[[@LINE+1]]:3: 1 byte(s) above upper bound
  wcscpy(x.d, src);
  fprintf(stderr, "after\n");
  // REPORT-NOT: after
  printf("%zu %ls\n", wcslen(x.d), x.canary);
  return 0;
}
