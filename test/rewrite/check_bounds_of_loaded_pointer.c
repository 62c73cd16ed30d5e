// An access through a pointer loaded from memory in the same expression
// (s->buf[i]) is checked against bounds the load leaves in a temporary as
// the lvalue is evaluated; the check holds no temporary of its own: the
// helper takes the temporary's address and reads it once its arguments
// are computed (after the load), so the bounds are the loaded pointer's
// (b's 8-byte buffer, not a's 16).
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %resolve-sites %t.c | sed -e 's,//.*,,' | FileCheck %s --check-prefix=REWRITE
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %run %t | FileCheck %s
// RUN: not --crash %run %t over 2>&1 | FileCheck %s --check-prefix=REPORT
//
// CHECK: 3 7
#include <stdio.h>
#include <stdlib.h>

struct s {
  int *buf;
  struct s *next;
};

static volatile int far = 4;

int main(int argc, char **argv) {
  (void)argv;
  struct s *a = malloc(sizeof *a), *b = malloc(sizeof *b);
  a->buf = calloc(4, sizeof(int));
  b->buf = calloc(2, sizeof(int));
  a->next = b;
  // REWRITE: __mpx_check_wpb(&({{.*}}, 4, &__mpx_t{{[0-9]+}}, "{{.*}}check_bounds_of_loaded_pointer.c:[[@LINE+1]]:3"
  a->buf[3] = 3;
  a->next->buf[1] = 7;
  printf("%d %d\n", a->buf[3], b->buf[1]);
  if (argc > 1)
    // REPORT: mpx: bounds violation: read of size 4 {{.*}} in main at {{.*}}check_bounds_of_loaded_pointer.c:[[@LINE+2]]:12: 5 byte(s) above upper bound
    // REPORT-NEXT: mpx: access {{.*}} (8 bytes) of 8-byte heap block allocated by calloc at {{.*}}check_bounds_of_loaded_pointer.c:29 in main, loaded from the bounds table: 'a->next->buf' read at {{.*}}check_bounds_of_loaded_pointer.c:38{{$}}
    return a->next->buf[far - 1];
  return 0;
}
