// Bounds stored in a variable from a runtime helper (a field's narrowed
// bounds, a null pointer's, the bounds of a local array) are written in the
// helpers' out-parameter form, `__mpx_narrow_to(&(t), b, p, n)`: Clang at
// -O0 gives every assignment of a returned struct (`t = __mpx_narrow(...)`)
// a stack slot of its own and never shares them, so the 64 field copies
// below had a frame of 2 KB where the plain build's is under 100 bytes
// (a function of 128 such stores overflowed the stack 6 000 calls deep).
// Built at -O0, the frame (measured by the program itself: the distance
// between the same local in two levels of the recursion) stays under 1 KB
// with either compiler; the program prints what the plain build prints and
// a store past the array is reported at its line.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: FileCheck %s --check-prefix=TEXT < %t.c
// RUN: %cc %cflags -O0 %t.c -o %t %mpxrt
// RUN: %t > %t.out
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: diff %t.expected %t.out
// RUN: FileCheck %s --check-prefix=OK < %t.out
// RUN: not --crash %t past 2>&1 | FileCheck %s --check-prefix=REPORT
// TEXT: static int __mpxc_depth(
// TEXT: __mpx_narrow_to(&([[T:__mpx_t[0-9]+]]), __mpx_b_c_1, {{.*}}, &[[T]],
// TEXT-NOT: = {{__mpx_}}narrow(
// TEXT: int main(
// TEXT: __mpx_null_to(&(
// TEXT-NOT: = {{__mpx_}}null()
// OK: frame under 1 KB: 1
// REPORT: mpx: bounds violation: write of size 8 at {{.*}} in main at {{.*}}bounds_assigned_through_out_parameters.c:[[@LINE+99]]:

#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>

struct s {
  char *p[64];
  struct s *next;
};

static uintptr_t last_mark, widest;

static int depth(struct s *o, int d) {
  char mark = 0;
  uintptr_t here = (uintptr_t)&mark;
  if (last_mark > here && last_mark - here > widest)
    widest = last_mark - here;
  last_mark = here;
  if (d == 0)
    return mark;
  struct s *c = malloc(sizeof *c);
  c->p[0] = o->p[0] + 1;
  c->p[1] = o->p[1] + 1;
  c->p[2] = o->p[2] + 1;
  c->p[3] = o->p[3] + 1;
  c->p[4] = o->p[4] + 1;
  c->p[5] = o->p[5] + 1;
  c->p[6] = o->p[6] + 1;
  c->p[7] = o->p[7] + 1;
  c->p[8] = o->p[8] + 1;
  c->p[9] = o->p[9] + 1;
  c->p[10] = o->p[10] + 1;
  c->p[11] = o->p[11] + 1;
  c->p[12] = o->p[12] + 1;
  c->p[13] = o->p[13] + 1;
  c->p[14] = o->p[14] + 1;
  c->p[15] = o->p[15] + 1;
  c->p[16] = o->p[16] + 1;
  c->p[17] = o->p[17] + 1;
  c->p[18] = o->p[18] + 1;
  c->p[19] = o->p[19] + 1;
  c->p[20] = o->p[20] + 1;
  c->p[21] = o->p[21] + 1;
  c->p[22] = o->p[22] + 1;
  c->p[23] = o->p[23] + 1;
  c->p[24] = o->p[24] + 1;
  c->p[25] = o->p[25] + 1;
  c->p[26] = o->p[26] + 1;
  c->p[27] = o->p[27] + 1;
  c->p[28] = o->p[28] + 1;
  c->p[29] = o->p[29] + 1;
  c->p[30] = o->p[30] + 1;
  c->p[31] = o->p[31] + 1;
  c->p[32] = o->p[32] + 1;
  c->p[33] = o->p[33] + 1;
  c->p[34] = o->p[34] + 1;
  c->p[35] = o->p[35] + 1;
  c->p[36] = o->p[36] + 1;
  c->p[37] = o->p[37] + 1;
  c->p[38] = o->p[38] + 1;
  c->p[39] = o->p[39] + 1;
  c->p[40] = o->p[40] + 1;
  c->p[41] = o->p[41] + 1;
  c->p[42] = o->p[42] + 1;
  c->p[43] = o->p[43] + 1;
  c->p[44] = o->p[44] + 1;
  c->p[45] = o->p[45] + 1;
  c->p[46] = o->p[46] + 1;
  c->p[47] = o->p[47] + 1;
  c->p[48] = o->p[48] + 1;
  c->p[49] = o->p[49] + 1;
  c->p[50] = o->p[50] + 1;
  c->p[51] = o->p[51] + 1;
  c->p[52] = o->p[52] + 1;
  c->p[53] = o->p[53] + 1;
  c->p[54] = o->p[54] + 1;
  c->p[55] = o->p[55] + 1;
  c->p[56] = o->p[56] + 1;
  c->p[57] = o->p[57] + 1;
  c->p[58] = o->p[58] + 1;
  c->p[59] = o->p[59] + 1;
  c->p[60] = o->p[60] + 1;
  c->p[61] = o->p[61] + 1;
  c->p[62] = o->p[62] + 1;
  c->p[63] = o->p[63] + 1;
  c->next = o;
  int r = depth(c, d - 1) + (c->p[63] - o->p[63]);
  free(c);
  return r;
}

int main(int argc, char **argv) {
  struct s *o = calloc(1, sizeof *o);
  char buf[2];
  char *none = argc > 5 ? buf : 0;
  int past = argc > 1 && strcmp(argv[1], "past") == 0;
  for (int i = 0; i < 64 + past; i++)
    o->p[i] = buf;
  printf("%d %d\n", depth(o, 200), none == 0);
  printf("frame under 1 KB: %d\n", widest > 0 && widest < 1024);
  free(o);
  return 0;
}
