// A pointer read from memory takes its bounds from the table once when
// the same slot is read again later with nothing written in between: the
// later read reuses the earlier load's bounds (LoadReuse.h).  Reused: the
// body of a list walk after its test, the right operand of && after the
// left, a read after a call of a function that writes no memory.  Loaded
// again: a call's arguments (evaluated in any order), a read after a store,
// a read after a call that may write (fputs, whose body is not here).  The program prints what the plain
// build prints, and a node allocated too short is reported at the first
// read outside it, the one through the reused bounds.
//
// RUN: %mpx-rewrite %s --stats -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: FileCheck %s --check-prefix=REWRITE < %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.out
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: diff %t.expected %t.out
// RUN: not --crash %t short 2>&1 | FileCheck %s --check-prefix=REPORT
// STATS: bounds table load reused: the slot read before, nothing written since: 4
// REWRITE-LABEL: {{__mpxc}}_find(
// REWRITE: {{__mpx_ldxp}}(&((*link)), &[[T1:__mpx_t[0-9]+]]))->key)
// REWRITE-NEXT: link = {{.*}}(&(*link)->next)){{.*}}{{__mpx_narrow_to}}(&({{__mpx_t[0-9]+}}), [[T1]],
// REWRITE-LABEL: {{__mpxc}}_both(
// REWRITE: &[[T2:__mpx_t[0-9]+]]))->key){{.*}} && (*(int *){{__mpx_check_rpb}}(&((*link)->val), 4, &[[T2]],
// REWRITE-LABEL: {{__mpxc}}_show(
// REWRITE: {{__mpx_ldxp}}(&({{.*}}->key), {{.*}}{{__mpx_ldxp}}(&({{.*}}->val),
// REWRITE-LABEL: {{__mpxc}}_after_store(
// REWRITE: {{__mpx_ldxp}}(&({{.*}}->val), {{.*}} = 7;
// REWRITE-NEXT: {{__mpx_ldxp}}(&({{.*}}->key),
// REWRITE-LABEL: {{__mpxc}}_after_reading_call(
// REWRITE: {{__mpx_ldxp}}(&({{.*}}, &[[T3:__mpx_t[0-9]+]]))->key),
// REWRITE-NEXT: int n =
// REWRITE-NEXT: return k + n + (*(int *){{__mpx_check_rpb}}(&((*link)->val), 4, &[[T3]],
// REWRITE-LABEL: {{__mpxc}}_after_call(
// REWRITE: {{__mpx_ldxp}}(&({{.*}}->key),
// REWRITE-NEXT: touch
// REWRITE-NEXT: {{__mpx_ldxp}}(&({{.*}}->val),

#include <stdio.h>
#include <stdlib.h>

struct node {
  int key;
  int val;
  struct node *next;
};

// The loop's test reads *link's key, its body *link's next: one load.
static struct node **find(struct node **link, int key) {
  while (*link && (*link)->key < key)
    link = &(*link)->next;
  return link;
}

// Both operands of && read *link, the left one first: one load.
static int both(struct node **link) {
  return (*link)->key > 0 && (*link)->val > 0;
}

// Arguments are evaluated in any order: a load each.
static void show(struct node **link) {
  printf("%d %d\n", (*link)->key, (*link)->val);
}

// A store in between: the slot is loaded again.
static int after_store(struct node **link) {
  (*link)->val = 7;
  return (*link)->key;
}

static int length(const char *s) {
  int n = 0;
  while (s[n])
    n++;
  return n;
}

// A call in between that writes no memory (its body stores only to its own
// locals): one load.
static int after_reading_call(struct node **link, const char *s) {
  int k = (*link)->key;
  int n = length(s);
  return k + n + (*link)->val;
}

__attribute__((noinline)) static void touch(void) { fputs("", stdout); }

// A call in between: the slot is loaded again.
static int after_call(struct node **link) {
  int k = (*link)->key;
  touch();
  return k + (*link)->val;
}

// Reads key, then val through the reused bounds.
__attribute__((noinline)) static int sum_short(struct node **link) {
  if ((*link)->key < 0)
    return 0;
  // REPORT: mpx: bounds violation: read of size 4 {{.*}} in sum_short at {{.*}}table_load_reused.c:[[@LINE+1]]:10
  return (*link)->val;
}

int main(int argc, char **argv) {
  (void)argv;
  struct node *head = NULL;
  for (int k = 9; k > 0; k -= 2) {
    struct node *n = malloc(sizeof *n);
    n->key = k;
    n->val = k * 10;
    n->next = head;
    head = n;
  }
  struct node **at = find(&head, 5);
  printf("found %d, both %d\n", (*at)->key, both(at));
  show(at);
  printf("%d %d\n", after_store(at), after_call(at));
  printf("%d\n", after_reading_call(at, "abc"));
  if (argc > 1) {
    // Only the key fits.
    struct node *small = malloc((size_t)argc * 2); // 4 bytes
    small->key = 1;
    return sum_short(&small);
  }
  return 0;
}
