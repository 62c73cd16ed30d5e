// wcslen reads up to and including the terminating L'\0': an unterminated
// wchar_t s[4] followed by a zero field is reported at the call as a read
// past the array.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <wchar.h>

struct src {
  wchar_t s[4];
  wchar_t zero[4];
};

int main(void) {
  struct src x = {{L'a', L'b', L'c', L'd'}, {0}};
#ifdef OK
  x.s[3] = 0;
#endif
  fprintf(stderr, "before\n");
  // REPORT: before
  // REPORT-NEXT: mpx: bounds violation: read of size 20 at 0x{{[0-9a-f]+}} in main at {{.*}}wcslen.c:[[@LINE+1]]:16: 1 byte(s) above upper bound
  size_t len = wcslen(x.s);
  fprintf(stderr, "after\n");
  // REPORT-NOT: after
  printf("%zu\n", len);
  return 0;
}
