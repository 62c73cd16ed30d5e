// A vprintf-style wrapper: the pointers in the va_list it hands to
// vfprintf, vsnprintf or vprintf keep the bounds its caller passed, so %s
// of an unterminated array through the wrapper is reported at the v*
// call, as printf would report it; a va_copy'd list too. Correct
// arguments run clean, through every v* function.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %run %t vfprintf 2>&1 | FileCheck %s --check-prefix=VFPRINTF
// RUN: not --crash %run %t vsnprintf 2>&1 | FileCheck %s --check-prefix=VSNPRINTF
// RUN: not --crash %run %t copy 2>&1 | FileCheck %s --check-prefix=COPY
// RUN: %cc %cflags %s -o %t.plain && %run %t.plain ok > %t.expected
// RUN: %run %t ok > %t.actual 2>&1
// RUN: diff %t.expected %t.actual

#define _GNU_SOURCE
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

__attribute__((format(printf, 1, 2))) void say(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  // VFPRINTF: mpx: bounds violation: read of size 9 at 0x{{[0-9a-f]+}} in say at {{.*}}vprintf_wrapper.c:[[@LINE+1]]:3: 1 byte(s) above upper bound
  vfprintf(stdout, fmt, ap);
  va_end(ap);
}

__attribute__((format(printf, 2, 3))) int format_into(char *out,
                                                      const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  // VSNPRINTF: mpx: bounds violation: read of size 9 at 0x{{[0-9a-f]+}} in format_into at {{.*}}vprintf_wrapper.c:[[@LINE+1]]:11: 1 byte(s) above upper bound
  int n = vsnprintf(out, 32, fmt, ap);
  va_end(ap);
  return n;
}

__attribute__((noinline)) void say_twice_list(const char *fmt, va_list ap) {
  va_list aq;
  va_copy(aq, ap);
  vprintf("%.1s %.1s\n", ap); // one byte of each: always fine
  // COPY: mpx: bounds violation: read of size 9 at 0x{{[0-9a-f]+}} in say_twice_list at {{.*}}vprintf_wrapper.c:[[@LINE+1]]:3: 1 byte(s) above upper bound
  vprintf(fmt, aq);
  va_end(aq);
}

__attribute__((format(printf, 1, 2))) void say_twice(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  say_twice_list(fmt, ap);
  va_end(ap);
}

int main(int argc, char **argv) {
  const char *m = argc > 1 ? argv[1] : "ok";
  char pad[64], d[8], out[32];
  memset(pad, 'B', sizeof pad);
  memset(d, 'A', sizeof d);
  if (!strcmp(m, "vfprintf"))
    say("<%s>\n", d);
  if (!strcmp(m, "vsnprintf"))
    return format_into(out, "%d %s", 3, d);
  if (!strcmp(m, "copy"))
    say_twice("%.8s %s\n", "x", d);
  say("<%.8s> %d %s %.*s\n", d, 7, "terminated", 3, d);
  format_into(out, "%.2s|%5.1f|%s", d, 2.25, "ok");
  puts(out);
  say_twice("%s %.3s\n", "twice", d + 5);
  char *heap = 0;
  if (asprintf(&heap, "%s", out) >= 0)
    free(heap);
  return pad[0] == 'C';
}
