// A check against a named object's own bounds names the object in the
// report: what it is (local, static local, global, static global; array,
// struct or variable), its function, and where it is declared.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: env MPXRT_OPTIONS=mode=count %t 2>&1 | FileCheck %s

#include <stdio.h>

int table[8];
static char name[4];
struct point { int x, y; };

int main(int argc, char **argv) {
  int buf[4] = {0};
  static short counts[2];
  struct point pt = {1, 2};
  (void)argv;
  buf[argc + 3] = 1;
  // CHECK: write of size 4 {{.*}} in main at {{.*}}report_names_object.c:[[#@LINE-1]]:3:
  // CHECK-NEXT: (16 bytes) of local array 'buf' of main, declared at {{.*}}report_names_object.c:16{{$}}
  counts[argc + 1] = 2;
  // CHECK: write of size 2 {{.*}} at {{.*}}report_names_object.c:[[#@LINE-1]]:3:
  // CHECK-NEXT: (4 bytes) of static local array 'counts' of main, declared at {{.*}}report_names_object.c:17{{$}}
  table[argc + 7] = 3;
  // CHECK: write of size 4 {{.*}} at {{.*}}report_names_object.c:[[#@LINE-1]]:3:
  // CHECK-NEXT: (32 bytes) of global array 'table', declared at {{.*}}report_names_object.c:11{{$}}
  name[argc + 3] = 'x';
  // CHECK: write of size 1 {{.*}} at {{.*}}report_names_object.c:[[#@LINE-1]]:3:
  // CHECK-NEXT: (4 bytes) of static global array 'name', declared at {{.*}}report_names_object.c:12{{$}}
  int *p = &pt.y;
  printf("%d\n", p[argc]);
  // CHECK: read of size 4 {{.*}} at {{.*}}report_names_object.c:[[#@LINE-1]]:18:
  // CHECK-NEXT: (4 bytes) of field 'y' of struct point, narrowed from local struct 'pt' of main, declared at {{.*}}report_names_object.c:18{{$}}
  return 0;
}
