// A report names the object behind the violated bounds beyond named
// variables: a field narrowed from a heap block (with the block's
// allocation site) or from a local struct (with its declaration), a
// string literal (with its line), memory bounded by GCC's
// __bnd_set_ptr_bounds (with its line), and, through a pointer variable
// set once, the object it was set to point into.  The JSON log's "object"
// says the same.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags -fno-omit-frame-pointer %t.c -o %t %mpxrt
// RUN: env MPXRT_OPTIONS=mode=count:stack_depth=0 %t 2>&1 | FileCheck %s
// RUN: rm -rf %t.d && mkdir %t.d
// RUN: env MPXRT_OPTIONS=mode=count:log_format=json:log_path=%t.d/log %t
// RUN: %read-log json %t.d/log.* | FileCheck %s --check-prefix=JSON

#include <stdio.h>
#include <stdlib.h>

struct user {
  int id;
  char name[8];
  int age;
};

static volatile int k = 9; // past the 8-byte name, inside the struct

int main(void) {
  struct user *u = malloc(sizeof *u);
  struct user local = {0};
  u->name[k] = 1;
  // CHECK: write of size 1 {{.*}} at {{.*}}report_object_field_literal.c:[[#@LINE-1]]:3:
  // CHECK-NEXT: (8 bytes) of field 'name' of struct user, narrowed from a 16-byte heap block allocated by malloc at {{.*}}report_object_field_literal.c:[[#@LINE-4]]:{{[0-9]+}} in main{{$}}
  local.name[k] = 1;
  // CHECK: write of size 1 {{.*}} at {{.*}}report_object_field_literal.c:[[#@LINE-1]]:3:
  // CHECK-NEXT: (8 bytes) of field 'name' of struct user, narrowed from local struct 'local' of main, declared at {{.*}}report_object_field_literal.c:[[#@LINE-6]]{{$}}
  const char *s = "hello";
  printf("%d\n", s[k - 3]);
  // CHECK: read of size 1 {{.*}} at {{.*}}report_object_field_literal.c:[[#@LINE-1]]:18:
  // CHECK-NEXT: (6 bytes) of string literal at {{.*}}report_object_field_literal.c:[[#@LINE-3]]{{$}}
  char *q = local.name;
  q[k] = 2;
  // CHECK: write of size 1 {{.*}} at {{.*}}report_object_field_literal.c:[[#@LINE-1]]:3:
  // CHECK-NEXT: (8 bytes) of field 'name' of struct user, narrowed from local struct 'local' of main, declared at {{.*}}report_object_field_literal.c:[[#@LINE-14]]{{$}}
  char *b = __bnd_set_ptr_bounds(local.name, 4);
  b[k - 5] = 3;
  // CHECK: write of size 1 {{.*}} at {{.*}}report_object_field_literal.c:[[#@LINE-1]]:3:
  // CHECK-NEXT: (4 bytes) of memory bounded by __bnd_set_ptr_bounds at {{.*}}report_object_field_literal.c:[[#@LINE-3]]{{$}}
  free(u);
  return 0;
}
// JSON: violation {{.*}} kind=write {{.*}}object=field 'name' of struct user, narrowed from a 16-byte heap block allocated by malloc at {{.*}}
// JSON: violation {{.*}} kind=write {{.*}}object=field 'name' of struct user, narrowed from local struct 'local' of main
// JSON: violation {{.*}} kind=read {{.*}}object=string literal at {{.*}}report_object_field_literal.c:
// JSON: violation {{.*}} kind=write {{.*}}object=field 'name' of struct user, narrowed from local struct 'local' of main
// JSON: violation {{.*}} kind=write {{.*}}object=memory bounded by __bnd_set_ptr_bounds at
