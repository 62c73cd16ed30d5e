// Signatures met in real projects (Lua, zlib): a static function taking
// its own address in its body, a call to a noreturn external function in a
// function that returns a value, a va_list parameter after a prototype.
// The output must compile without new warnings and behave as the original.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.actual
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: diff %t.expected %t.actual

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

typedef int (*fn)(int *);
static int self(int *x) {
  fn q = &self;
  return q != 0 ? *x : 1;
}

__attribute__((noreturn)) void die(const char *m);
void die(const char *m) {
  fputs(m, stderr);
  exit(2);
}
static int first(const char *m) {
  if (m)
    return m[0];
  die("null");
}

int vsum(int n, va_list va);
int vsum(int n, va_list va) {
  int s = 0;
  while (n-- > 0)
    s += va_arg(va, int);
  return s;
}
static int sum(int n, ...) {
  va_list va;
  va_start(va, n);
  int s = vsum(n, va);
  va_end(va);
  return s;
}

int main(void) {
  int v = 7;
  printf("%d %d %d\n", self(&v), first("A"), sum(3, 1, 2, 3));
  return 0;
}
