/* A list macro asserting its argument is not null, given the address of
 * an array element: glibc's assert tests its condition twice, once inside
 * `sizeof`. Spelled out in the output (the element's write is checked),
 * gcc's -Waddress fired on the unevaluated copy under -Wall -Werror
 * (uthash's utlist.h tests, `DL_REPLACE_ELEM(head, &els[0], &els[4])`).
 *
 * RUN: %mpx-rewrite %s -- > %t.c
 * RUN: %cc %cflags %t.c -o %t %mpxrt
 * RUN: clang-19 %cflags %t.c -o %t.clang %mpxrt
 * RUN: %run %t | FileCheck %s
 * RUN: %run %t.clang | FileCheck %s
 * RUN: not --crash %t over 2>&1 | FileCheck --check-prefix=BAD %s
 */
#include <assert.h>
#include <stdio.h>

struct el {
  int id;
  struct el *next;
};

#define PREPEND(head, e)                                                       \
  do {                                                                         \
    assert((e) != NULL);                                                       \
    (e)->next = (head);                                                        \
    (head) = (e);                                                              \
  } while (0)

int main(int argc, char **argv) {
  (void)argv;
  struct el els[2], *head = NULL;
  els[0].id = 1;
  els[1].id = 2;
  PREPEND(head, &els[0]);
  PREPEND(head, &els[1]);
  // CHECK: 2 1
  printf("%d %d\n", head->id, head->next->id);
  // BAD: mpx: bounds violation: write of size 8 {{.*}}macro_null_test_in_assert.c:[[@LINE+1]]:3: 9 byte(s) above upper bound
  PREPEND(head, &els[argc]);
  return 0;
}
