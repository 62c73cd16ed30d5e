// The `#if defined(M)` / `#endif` put before each `#undef M` of a macro
// whose uses were spelled out (for -Wunused-macros) is followed by a #line
// back to the #undef's own line: __LINE__, assert's messages, the
// compiler's diagnostics and the debugger keep the original's line
// numbers after it (pcre2_match.c drifted by up to 200 lines).
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: sed -e 's,//.*,,' %t.c | FileCheck %s --check-prefix=REWRITE
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: %t > %t.actual && diff %t.expected %t.actual
// RUN: FileCheck %s < %t.actual

#include <stdio.h>

struct s {
  int a;
};
#define FIELD_A p->a
static int get(struct s *p) { return FIELD_A; }
// REWRITE: #if defined(FIELD_A)
// REWRITE-NEXT: #endif
// REWRITE-NEXT: #line [[@LINE+1]] "{{.*}}undef_keeps_line_numbers.c"
#undef FIELD_A

int main(void) {
  struct s x = {1};
  // CHECK: line 29 value 1
  printf("line %d value %d\n", __LINE__, get(&x));
  return 0;
}
