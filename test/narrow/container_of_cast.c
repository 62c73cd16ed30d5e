// Container idiom: a field pointer cast back to its own enclosing struct
// type, (struct user *)u->name, gets the enclosing object's bounds, not the
// field's: the other fields are reachable through it (no false positive), but
// the object's end still holds, so back[1] (past the one-struct allocation)
// is reported.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>

struct user {
  char name[8];
  int uid;
  int gid;
};

#ifdef OK
static volatile int idx = 0;
#else
static volatile int idx = 1;
#endif

static int gid_of_name(char *name) {
  struct user *back = (struct user *)name;
  return back->gid;
}

int main(void) {
  struct user *u = malloc(sizeof *u);
  u[0].uid = 1000;
  u[0].gid = 100;
  struct user *back = (struct user *)u->name;
  back->uid += 1;
  // REPORT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}container_of_cast.c:[[@LINE+1]]:21: 9 byte(s) above upper bound of
  printf("%d %d\n", back[idx].uid, gid_of_name((char *)u));
  free(u);
  return 0;
}
