/* A pointer declared with GNU __typeof and assigned NULL: the rewriter
 * casts the null pointer constant to the pointer's type, and printed
 * that type as `typeof (head)`: an extension token under clang's
 * -pedantic (-Wlanguage-extension-token), and no keyword at all for gcc
 * under -std=c99 (uthash's utlist.h: `LDECLTYPE(head) _ls_tail; ...
 * _ls_tail = NULL;` in DL_SORT).
 *
 * RUN: %mpx-rewrite %s -- -std=c99 > %t.c
 * RUN: %cc %cflags -std=c99 -pedantic %t.c -o %t %mpxrt
 * RUN: clang-19 %cflags -std=c99 -pedantic %t.c -o %t.clang %mpxrt
 * RUN: %run %t | FileCheck %s
 * RUN: %run %t.clang | FileCheck %s
 * RUN: not --crash %t over 2>&1 | FileCheck --check-prefix=BAD %s
 */
#include <stdio.h>

struct el {
  int id;
  struct el *next;
};

#define DECLTYPE(x) __typeof(x)

static int last(struct el *head) {
  DECLTYPE(head) tail = head;
  DECLTYPE(head) *slot = &tail;
  // BAD: mpx: bounds violation: read of size 8 {{.*}}typeof_pointer_null_c99.c:[[@LINE+1]]:10: 9 byte(s) above upper bound
  while (tail->next)
    tail = tail->next;
  *slot = NULL;
  return head->id;
}

int main(int argc, char **argv) {
  (void)argv;
  struct el els[2];
  els[0].id = 1;
  els[0].next = &els[1];
  els[1].id = 2;
  els[1].next = NULL;
  // CHECK: 1
  printf("%d\n", last(&els[2 * (argc - 1)]));
  return 0;
}
