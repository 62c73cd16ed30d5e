// Members of packed structs: their address would be misaligned (and gcc
// warns about taking it), so accesses are checked through the struct's
// address and the member's offset, and pointers kept in them are not put in
// the bounds table (loads get INIT). The output compiles without warnings.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>

struct __attribute__((packed)) hdr {
  char tag;
  int len;
  char *name;
};

static void set(struct hdr *h, char *name) {
  // REPORT: mpx: bounds violation: write of size 4 {{.*}} in set at {{.*}}access_packed_member.c:[[@LINE+1]]:
  h->len = 5;
  h->name = name;
}

int main(int argc, char **argv) {
  (void)argv;
  struct hdr h[2];
  char n[3] = "ab";
  set(&h[0], n);
  printf("%d %c\n", h[0].len, h[0].name[1]);
  fflush(stdout);
#ifdef OK
  set(&h[argc], n);
#else
  set(&h[argc + 1], n);
#endif
  printf("%d\n", h[1].len);
  return 0;
}
