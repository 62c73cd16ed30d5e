// The check map's pages, loaded in a real browser (headless Chromium),
// show each access marked where the source has it, with its status in
// the mark's class and title, marks nested as the accesses are, and the
// page's script counting the same totals the file's JSON has.  The index
// page links to each file's page.
//
// REQUIRES: chromium
// RUN: rm -rf %t.d
// RUN: %mpx-rewrite %s --check-report=%t.d -o %t.c --
// RUN: %check-map browse %t.d browser_page.c | FileCheck %s
// RUN: %check-map browse %t.d index | FileCheck %s --check-prefix=INDEX

#include <stdint.h>

struct node {
  struct node *next;
  int vals[4];
};

int walk(struct node *n, int i, uintptr_t raw) {
  int s = 0;
  // CHECK: [[@LINE+3]]:8 checked read walk | n->vals[n->next->vals[i]] | checked against bounds narrowed to the field or row
  // CHECK: [[@LINE+2]]:16 checked read walk | n->next->vals[i] | checked against bounds narrowed to the field or row
  // CHECK: [[@LINE+1]]:16 checked read walk | n->next | checked against the bounds the pointer carries: parameter 'n' of walk
  s += n->vals[n->next->vals[i]];
  int local[2] = {1, 2};
  // CHECK: [[@LINE+1]]:8 proved read walk | local[1] | constant index inside a named array
  s += local[1];
  // CHECK: [[@LINE+1]]:8 unchecked read walk | *(int *)raw | INIT bounds: integer cast to pointer
  s += *(int *)raw;
  return s;
}
// CHECK: page counts: 3 checked, 1 proved, 1 unchecked
// INDEX: link files/{{.*}}browser_page.c.html
