// __bnd_get_ptr_ubound(q): q's upper bound (inclusive), as a pointer.
// Printed as an offset for an array, a pointer into it, set and narrowed
// bounds, a heap block, a struct field; INIT bounds give ~0.
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
  int tail;
};

static long off(const void *ub, const void *base) {
  return (const char *)ub - (const char *)base;
}

int main(void) {
  int *p = buf + 40;
  // CHECK: buf 399
  printf("buf %ld\n", off(__bnd_get_ptr_ubound(buf), buf));
  // CHECK-NEXT: buf+40 399
  printf("buf+40 %ld\n", off(__bnd_get_ptr_ubound(p), buf));
  // CHECK-NEXT: set 79
  printf("set %ld\n", off(__bnd_get_ptr_ubound(__bnd_set_ptr_bounds(buf + 10, 40)), buf));
  // CHECK-NEXT: narrow 59
  printf("narrow %ld\n", off(__bnd_get_ptr_ubound(__bnd_narrow_ptr_bounds(buf, buf + 10, 60)), buf));
  struct rec *r = malloc(sizeof *r);
  char *q = (char *)r + 5;
  // CHECK-NEXT: heap 31
  printf("heap %ld\n", off(__bnd_get_ptr_ubound(q), r));
  // CHECK-NEXT: field 23
  printf("field %ld\n", off(__bnd_get_ptr_ubound(r->name + 3), r));
  // CHECK-NEXT: init 0xffffffffffffffff
  printf("init %#jx\n", (uintmax_t)(uintptr_t)__bnd_get_ptr_ubound(__bnd_init_ptr_bounds(p)));
  free(r);
  return 0;
}
