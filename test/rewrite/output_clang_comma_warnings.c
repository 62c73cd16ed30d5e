// The output builds where the original does under clang's -Wcomma,
// -Wself-assign and -Wused-but-marked-unused with -Werror (cJSON's and
// parson's own flags; mpxrt.h turns the last off for the file): every
// generated comma operand before a comma is cast to void, and a pointer
// assigned an offset of itself (p = p + n) keeps its bounds without a
// self-assignment.  Covered: pointer initialisers from arrays, NULL and
// other pointers, a compound literal stored to a global pointer and to a
// struct, a struct copied from a compound literal, a static local pointer,
// a pointer field updated in a for loop's increment next to another, a
// checked libc call whose end pointer's store is guarded (strtod: cJSON's
// number parser under its own CMake flags).  The program prints what the
// plain build prints.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %if clang %{ -Wcomma -Wself-assign -Wused-but-marked-unused %} %t.c -o %t %mpxrt
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: %t > %t.actual 2>&1
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>

struct pair {
  int *v;
  int n;
};
struct cursor {
  const char *at;
  char *out;
};

int *g;
struct pair gp;

static int sum(const int *p, int n) {
  int s = 0;
  const int *end = p + n;
  for (; p < end; p = p + 1)
    s += *p;
  return s;
}

static double number(const char *text, int *used) {
  char *after = NULL;
  double d = strtod(text, &after);
  *used = (int)(after - text);
  return d;
}

static int *keep(void) {
  static int *saved = NULL;
  static int cell[2] = {40, 2};
  if (!saved)
    saved = cell;
  return saved;
}

int main(void) {
  int a[4] = {1, 2, 3, 4};
  int *p = a;
  int *none = NULL;
  const int *q = p + 1;
  g = (int[]){4, 5, 6};
  gp = (struct pair){(int[]){7, 8}, 2};
  struct pair local = (struct pair){(int[]){9, 10}, 2};
  char src[] = "copy", dst[8];
  struct cursor c = {src, dst};
  for (; *c.at; c.at++, c.out++)
    *c.out = *c.at;
  *c.out = '\0';
  int used = 0;
  double d = number("2.5e1x", &used);
  printf("%d %d %d %d %d %d %s %d %g %d\n", sum(p, 4), *q, g[1],
         sum(gp.v, gp.n), sum(local.v, local.n), none == NULL, dst,
         keep()[0] + keep()[1], d, used);
  return 0;
}
