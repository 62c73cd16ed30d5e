// Where the report cannot name the object (bounds from a table load, a
// call, a parameter of a stack object), it names where the bounds last
// came from and that site: the pointer read from memory and where, the
// call and where, the parameter and its function.  The JSON log carries it
// as "bounds_from_detail".
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: env MPXRT_OPTIONS=mode=count:stack_depth=0:alloc_index=0 %t 2>&1 | FileCheck %s
// RUN: rm -rf %t.d && mkdir %t.d
// RUN: env MPXRT_OPTIONS=mode=count:log_format=json:log_path=%t.d/log:alloc_index=0 %t
// RUN: %read-log json %t.d/log.* | FileCheck %s --check-prefix=JSON

#include <stdio.h>
#include <stdlib.h>

struct node {
  struct node *next;
  int v[2];
};

static volatile int k = 5;

static int *make(int n) { return calloc(n, sizeof(int)); }

static int get(const int *p) { return p[k]; }

int main(void) {
  struct node *n = malloc(sizeof *n);
  n->next = malloc(sizeof *n);
  int buf[3] = {0};
  int *q = (int *)n->next;
  printf("%d\n", get(buf));
  // CHECK: read of size 4 {{.*}} in get at {{.*}}report_bounds_last_came_from.c:{{[0-9]+}}:39:
  // CHECK-NEXT: (12 bytes), carried by a pointer variable or parameter: parameter 'p' of get{{$}}
  printf("%d\n", ((int *)n->next)[k]);
  // CHECK: read of size 4 {{.*}} at {{.*}}report_bounds_last_came_from.c:[[#@LINE-1]]:18:
  // CHECK-NEXT: (16 bytes), loaded from the bounds table: 'n->next' read at {{.*}}report_bounds_last_came_from.c:[[#@LINE-2]]{{$}}
  printf("%d\n", make(2)[k]);
  // CHECK: read of size 4 {{.*}} at {{.*}}report_bounds_last_came_from.c:[[#@LINE-1]]:18:
  // CHECK-NEXT: (8 bytes), returned by a call: 'make(2)' at {{.*}}report_bounds_last_came_from.c:[[#@LINE-2]]{{$}}
  q = (int *)n;
  printf("%d\n", q[k]);
  // CHECK: read of size 4 {{.*}} at {{.*}}report_bounds_last_came_from.c:[[#@LINE-1]]:18:
  // CHECK-NEXT: (16 bytes), carried by a pointer variable or parameter: local 'q' of main{{$}}
  return 0;
}
// JSON: bounds_from=carried by a pointer variable or parameter bounds_from_detail=parameter 'p' of get
// JSON: bounds_from=loaded from the bounds table bounds_from_detail='n->next' read at
// JSON: bounds_from=returned by a call bounds_from_detail='make(2)' at
// JSON: bounds_from=carried by a pointer variable or parameter bounds_from_detail=local 'q' of main
