/* A list macro comparing two of its arguments, given the same pointer
 * twice: `LL_DELETE(list, list)` writes `(list) == (list)`. Compilers are
 * quiet in a macro; spelled out in the output (the list's loads are
 * checked), gcc's and clang's -Wtautological-compare ("self-comparison
 * always evaluates to true") fired under -Wall -Werror (uthash's utlist.h
 * tests).
 *
 * RUN: %mpx-rewrite %s -- > %t.c
 * RUN: %cc %cflags %t.c -o %t %mpxrt
 * RUN: clang-19 %cflags %t.c -o %t.clang %mpxrt
 * RUN: %run %t | FileCheck %s
 * RUN: %run %t.clang | FileCheck %s
 * RUN: not --crash %t over 2>&1 | FileCheck --check-prefix=BAD %s
 */
#include <stdio.h>

struct el {
  int id;
  struct el *next;
};

#define DELETE(head, del)                                                      \
  do {                                                                         \
    if ((head) == (del))                                                       \
      (head) = (head)->next;                                                   \
  } while (0)

int main(int argc, char **argv) {
  (void)argv;
  struct el els[2], *head = &els[0];
  els[0].id = 1;
  els[0].next = &els[1];
  els[1].id = 2;
  els[1].next = NULL;
  DELETE(head, head);
  // CHECK: 2
  printf("%d\n", head->id);
  head = &els[argc];
  // BAD: mpx: bounds violation: read of size 8 {{.*}}macro_self_comparison.c:[[@LINE+1]]:3: 9 byte(s) above upper bound
  DELETE(head, head);
  return 0;
}
