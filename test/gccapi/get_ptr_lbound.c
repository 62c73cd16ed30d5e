// __bnd_get_ptr_lbound(q): q's lower bound, as a pointer.  Printed as an
// offset for an array, a pointer into it, set and narrowed bounds, a heap
// block, a struct field; INIT bounds give 0.
//
// RUN: %mpx-rewrite %s -- > %t.c && %cc %cflags %t.c -o %t %mpxrt
// RUN: %t | FileCheck %s --match-full-lines

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int buf[100];

struct rec {
  long id;
  char name[16];
};

static long off(const void *lb, const void *base) {
  return (const char *)lb - (const char *)base;
}

int main(void) {
  int *p = buf + 40;
  // CHECK: buf 0
  printf("buf %ld\n", off(__bnd_get_ptr_lbound(buf), buf));
  // CHECK-NEXT: buf+40 0
  printf("buf+40 %ld\n", off(__bnd_get_ptr_lbound(p), buf));
  // CHECK-NEXT: set 40
  printf("set %ld\n", off(__bnd_get_ptr_lbound(__bnd_set_ptr_bounds(buf + 10, 40)), buf));
  // CHECK-NEXT: narrow 40
  printf("narrow %ld\n", off(__bnd_get_ptr_lbound(__bnd_narrow_ptr_bounds(buf, __bnd_set_ptr_bounds(buf + 10, 360), 80)), buf));
  struct rec *r = malloc(sizeof *r);
  char *q = (char *)r + 5;
  // CHECK-NEXT: heap 0
  printf("heap %ld\n", off(__bnd_get_ptr_lbound(q), r));
  // CHECK-NEXT: field 8
  printf("field %ld\n", off(__bnd_get_ptr_lbound(r->name + 3), r));
  // CHECK-NEXT: init 0
  printf("init %#jx\n", (uintmax_t)(uintptr_t)__bnd_get_ptr_lbound(__bnd_init_ptr_bounds(p)));
  free(r);
  return 0;
}
