// Loop versioning of accesses to members of array elements: p[i].f,
// (p + i)->f, (*(p + i)).f and a named array of structs s[i].f.  The guard
// tests whole elements, which hold every member; one element too many is
// reported as a member access at its line.
//
// RUN: %mpx-rewrite %s --stats -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: diff %t.expected %t.out
// RUN: not --crash %t arrow 2>&1 | FileCheck %s --check-prefix=ARROW
// RUN: not --crash %t named 2>&1 | FileCheck %s --check-prefix=NAMED
// STATS: loops versioned (checked only when a guard fails): 3

#include <stdio.h>
#include <string.h>

struct point {
  short x;
  long y;
  char tag;
};

static struct point pts[4];

static void init(struct point *p, int n) {
  for (int i = 0; i < n; i++) {
    p[i].x = (short)i;
    (p + i)->y = 10L * i;
    (*(p + i)).tag = (char)('a' + i);
  }
}

static long sum_y(const struct point *p, int n) {
  long s = 0;
  for (int i = 0; i < n; i++)
    // ARROW: mpx: bounds violation: read of size 8 at 0x{{[0-9a-f]+}} in sum_y at {{.*}}guard_struct_array_member.c:[[@LINE+1]]:10: {{[0-9]+}} byte(s) above upper bound
    s += (p + i)->y + p[i].x;
  return s;
}

static int tags(char *out, int n) {
  for (int i = 0; i < n; i++)
    // NAMED: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in tags at {{.*}}guard_struct_array_member.c:[[@LINE+1]]:14: {{[0-9]+}} byte(s) above upper bound
    out[i] = pts[i].tag;
  out[n] = 0;
  return n;
}

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "";
  char out[8];
  init(pts, 4);
  // OK: 66 abcd
  printf("%ld ", sum_y(pts, 4));
  tags(out, 4);
  printf("%s\n", out);
  volatile int five = 5; // gcc -O2 would see the overflows and warn
  if (!strcmp(mode, "arrow"))
    printf("%ld\n", sum_y(pts, five));
  if (!strcmp(mode, "named"))
    tags(out, five);
  return 0;
}
