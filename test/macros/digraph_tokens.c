// Digraphs (<: :> <% %>) inside a macro's body, whose expansion the
// rewriter spells out to check the access in it: the tokens keep their
// spelling (a digraph is logged as written, not as the punctuator it
// stands for), the output compiles, computes what the plain build does,
// and an index past the array is reported at the macro's use.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: FileCheck %s --check-prefix=REWRITE < %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: diff %t.expected %t.out
// RUN: not --crash %t over 2>&1 | FileCheck %s --check-prefix=REPORT

#include <stdio.h>

#define AT(a, i) (a)<:(i):>
#define BUMP(a, i) do <% AT(a, i) += 1; %> while (0)

// REWRITE: do <% (*(int *)__mpx_check_wp(&(( table ) <: ( i ) :>), 4,
static int table[4];

int main(int argc, char **argv) {
  (void)argv;
  int n = argc > 1 ? 5 : 4;
  for (int i = 0; i < n; i++)
    // REPORT: mpx: bounds violation: {{.*}} in main at {{.*}}digraph_tokens.c:[[@LINE+1]]:
    BUMP(table, i);
  // OK: 1 1 1 1
  printf("%d %d %d %d\n", table[0], table[1], table[2], table[3]);
  return 0;
}
