// The raw-bytes exemption is for non-array fields only: an array field stays
// narrowed when its address or its decayed value is given to a memory
// function or converted to a character pointer, so memset(&p->name, 0, 9) on
// `char name[8]` is reported although it stays inside the struct.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct user {
  int id;
  char name[8];
  int uid;
  int gid;
};

#ifdef OK
static volatile size_t extra = 0;
#else
static volatile size_t extra = 1;
#endif

int main(void) {
  struct user *u = calloc(1, sizeof *u);
  u->uid = 5;
  memcpy(u->name, "abcdefg", 8);
  char *c = (char *)u->name;
  c[6] = 'G';
  // REPORT: mpx: bounds violation: write of size 9 at 0x{{[0-9a-f]+}} in main at {{.*}}raw_bytes_array_field.c:[[@LINE+1]]:3: 1 byte(s) above upper bound of
  memset(&u->name, 'x', sizeof u->name + extra);
  printf("%.8s %d\n", u->name, u->uid);
  free(u);
  return 0;
}
