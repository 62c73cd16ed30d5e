/* --stats counts the plan's actions that made edits, by kind: each check
 * is one (as many as the checks inserted), each table load and store, each
 * call rewritten (the clone call, the checked printf), the clone's
 * signature, the always_inline of get's clone (a small static leaf) and
 * the body's declarations. With --check=none no check is
 * planned, nor the table loads whose bounds only checks would use; the
 * stores stay, for the code that reads those pointers later (the store of
 * `head`, followed by a read of it, held back in a slot cache declared
 * in the body and flushed before the printf).
 *
 * RUN: %mpx-rewrite --stats %s -- 2> %t.err > %t.c
 * RUN: FileCheck %s < %t.err
 * RUN: %mpx-rewrite --check=none --stats %s -- 2> %t.none.err > %t.none.c
 * RUN: FileCheck --check-prefix=NONE %s < %t.none.err
 * RUN: %cc %cflags %t.c -o %t %mpxrt
 * RUN: %run %t | FileCheck --check-prefix=OUT %s
 *
 * CHECK: checks inserted: [[N:[1-9][0-9]*]]
 * CHECK: planned actions that made edits:
 * CHECK-DAG: {{^    }}body declarations: 1
 * CHECK-DAG: {{^    }}bounds table load: 2
 * CHECK-DAG: {{^    }}bounds table store: 2
 * CHECK-DAG: {{^    }}call rewritten: 2
 * CHECK-DAG: {{^    }}check: [[N]]
 * CHECK-DAG: {{^    }}clone signature, forwarder or declaration: 2
 * CHECK: functions cloned: 1
 *
 * NONE: checks inserted: 0
 * NONE: planned actions that made edits: 8
 * NONE-NEXT: {{^    }}body declarations: 1
 * NONE-NEXT: {{^    }}bounds table store: 2
 * NONE-NEXT: {{^    }}call rewritten: 2
 * NONE-NEXT: {{^    }}clone signature, forwarder or declaration: 2
 * NONE-NEXT: {{^    }}slot cache flushed or refilled around a call: 1
 * NONE-NEXT: functions cloned
 *
 * OUT: 5
 */
#include <stdio.h>
struct node {
  struct node *next;
  int v;
};
static struct node n2 = {0, 2};
struct node *head;
static int get(const int *p, int i) { return p[i]; }
int main(void) {
  int a[3] = {1, 2, 3};
  struct node n1 = {&n2, 1};
  head = &n1;
  printf("%d\n", head->next->v + get(a, 2));
  return 0;
}
