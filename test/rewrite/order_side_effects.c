// Evaluation order: side effects inside an access are not duplicated by the
// check: a[next()], *(p + next()), p[k += 2], *p++ += 1, (*q++)++, and the
// lvalue of a compound assignment made by a call, *pick() += 5, each run
// once.  The instrumented output equals the plain one.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: %t > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>

static int counter;
static int cells[8];

static int next(void) {
  counter++;
  printf("next -> %d\n", counter);
  return counter;
}

static int *pick(void) {
  printf("pick\n");
  return &cells[counter];
}

int main(void) {
  int a[8] = {0};
  int *p = a;
  int k = 0;
  a[next()] = 10;
  *(p + next()) = 20;
  p[k += 2] += 3;
  *p++ += 1;
  int *q = a + 4;
  (*q++)++;
  *pick() += 5;
  cells[next()] |= 6;
  printf("counter=%d k=%d p-a=%td q-a=%td\n", counter, k, p - a, q - a);
  for (int i = 0; i < 8; i++)
    printf("%d:%d/%d ", i, a[i], cells[i]);
  printf("\n");
  return 0;
}
