// A va_list handed to another function keeps the bounds of the pointers it
// carries: va_arg in the function that receives it (directly, through a
// va_list *, after va_copy, or two calls down) checks against the bounds
// the variadic function's caller passed.  The correct program runs clean
// and prints what the plain build prints.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %run %t get 2>&1 | FileCheck %s --check-prefix=GET
// RUN: not --crash %run %t copy 2>&1 | FileCheck %s --check-prefix=COPY
// RUN: not --crash %run %t pointer 2>&1 | FileCheck %s --check-prefix=POINTER
// RUN: not --crash %run %t deep 2>&1 | FileCheck %s --check-prefix=DEEP
// RUN: %cc %cflags %s -o %t.plain && %run %t.plain ok > %t.expected
// RUN: %run %t ok > %t.actual 2>&1
// RUN: diff %t.expected %t.actual
// RUN: %mpx-rewrite --stats %s -- 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS
// STATS: va_arg of a va_list handed on: 4

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

int buf[100];
int small[4] = {1, 2, 3, 4};

__attribute__((noinline)) int get(va_list ap) {
  int *p = va_arg(ap, int *);
  int i = va_arg(ap, int);
  // GET: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in get at {{.*}}va_list_handed_on.c:[[@LINE+1]]:10: 1 byte(s) above upper bound
  return p[i];
}

__attribute__((noinline)) int get_copy(va_list ap) {
  va_list aq;
  va_copy(aq, ap);
  int *p = va_arg(aq, int *);
  int i = va_arg(aq, int);
  va_end(aq);
  // COPY: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in get_copy at {{.*}}va_list_handed_on.c:[[@LINE+1]]:10: 1 byte(s) above upper bound
  return p[i];
}

__attribute__((noinline)) int get_pointer(va_list *pap) {
  int *p = va_arg(*pap, int *);
  int i = va_arg(*pap, int);
  // POINTER: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in get_pointer at {{.*}}va_list_handed_on.c:[[@LINE+1]]:10: 1 byte(s) above upper bound
  return p[i];
}

__attribute__((noinline)) int get_deep(int depth, va_list ap) {
  if (depth > 0)
    return get_deep(depth - 1, ap);
  int *p = va_arg(ap, int *);
  int i = va_arg(ap, int);
  // DEEP: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in get_deep at {{.*}}va_list_handed_on.c:[[@LINE+1]]:10: 1 byte(s) above upper bound
  return p[i];
}

int f(int how, ...) {
  va_list ap;
  va_start(ap, how);
  int r = how == 0   ? get(ap)
          : how == 1 ? get_copy(ap)
          : how == 2 ? get_pointer(&ap)
                     : get_deep(3, ap);
  va_end(ap);
  return r;
}

int main(int argc, char **argv) {
  const char *m = argc > 1 ? argv[1] : "ok";
  if (!strcmp(m, "get"))
    return f(0, buf, 100);
  if (!strcmp(m, "copy"))
    return f(1, small, 4);
  if (!strcmp(m, "pointer"))
    return f(2, buf, 100);
  if (!strcmp(m, "deep"))
    return f(3, small, 4);
  int s = 0;
  for (int how = 0; how < 4; ++how)
    s += f(how, small, 3) + f(how, buf, 99);
  printf("%d\n", s);
  return 0;
}
