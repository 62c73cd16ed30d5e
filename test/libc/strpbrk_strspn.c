// strpbrk and strspn read their string up to its NUL: an unterminated
// char s[8] followed by a field holding 0 is a read of size 9, reported at
// the call.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=PBRK
// RUN: not --crash %t s 2>&1 | FileCheck %s --check-prefix=SPN
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected && %t.plain s >> %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual && %t.ok s >> %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <string.h>

struct s {
  char s[8];
  char zero[8];
};

#ifdef OK
static volatile size_t n = 7;
#else
static volatile size_t n = 8;
#endif

int main(int argc, char **argv) {
  (void)argv;
  struct s x;
  memset(&x, 0, sizeof x);
  memset(x.s, 'a', n);
  fprintf(stderr, "before\n");
  // PBRK: before
  // SPN: before
  if (argc < 2)
    // PBRK-NEXT: mpx: bounds violation: read of size 9 at 0x{{[0-9a-f]+}} in main at {{.*}}strpbrk_strspn.c:[[@LINE+1]]:20: 1 byte(s) above upper bound
    printf("%d\n", strpbrk(x.s, "xyz") != NULL);
  else
    // SPN-NEXT: mpx: bounds violation: read of size 9 at 0x{{[0-9a-f]+}} in main at {{.*}}strpbrk_strspn.c:[[@LINE+1]]:21: 1 byte(s) above upper bound
    printf("%zu\n", strspn(x.s, "a"));
  fprintf(stderr, "after\n");
  // PBRK-NOT: after
  // SPN-NOT: after
  return 0;
}
