// scanf's %s and %[ without a width write as much as the input holds: the
// target is checked after the call against the string it received (the
// length is not known before), as AddressSanitizer does; with a width it
// is checked before. Through sscanf, and through a vsscanf wrapper, whose
// va_list carries the targets' bounds. Targets scanf did not assign (the
// input ran out) are not checked. (The size reported is the string's
// length when the check runs: a later conversion may have overwritten
// part of what overflowed, as %d does here when n follows name.)
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %run %t string 2>&1 | FileCheck %s --check-prefix=STRING
// RUN: not --crash %run %t set 2>&1 | FileCheck %s --check-prefix=SET
// RUN: not --crash %run %t wrapper 2>&1 | FileCheck %s --check-prefix=WRAPPER
// RUN: not --crash %run %t width 2>&1 | FileCheck %s --check-prefix=WIDTH
// RUN: %cc %cflags %s -o %t.plain && %run %t.plain ok > %t.expected
// RUN: %run %t ok > %t.actual 2>&1
// RUN: diff %t.expected %t.actual

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

struct record {
  char name[8];
  char rest[24];
};

__attribute__((format(scanf, 2, 3))) int parse(const char *in,
                                               const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  // WRAPPER: mpx: bounds violation: write of size 12 at 0x{{[0-9a-f]+}} in parse at {{.*}}scanf_unbounded_string.c:[[@LINE+1]]:11: 1 byte(s) above upper bound
  int r = vsscanf(in, fmt, ap);
  va_end(ap);
  return r;
}

__attribute__((noinline)) int scan_width(char *to) {
  // WIDTH: mpx: bounds violation: write of size 16 at 0x{{[0-9a-f]+}} in scan_width at {{.*}}scanf_unbounded_string.c:[[@LINE+1]]:10: 1 byte(s) above upper bound
  return sscanf("short", "%15s", to);
}

int main(int argc, char **argv) {
  const char *m = argc > 1 ? argv[1] : "ok";
  char name[8], tail[16];
  int n = 0;
  if (!strcmp(m, "string")) {
    // STRING: mpx: bounds violation: write of size {{[0-9]+}} at 0x{{[0-9a-f]+}} in main at {{.*}}scanf_unbounded_string.c:[[@LINE+1]]:12: 1 byte(s) above upper bound
    return sscanf("elevenchars 5", "%s %d", name, &n);
  }
  if (!strcmp(m, "set")) {
    // SET: mpx: bounds violation: write of size 10 at 0x{{[0-9a-f]+}} in main at {{.*}}scanf_unbounded_string.c:[[@LINE+1]]:12: 1 byte(s) above upper bound
    return sscanf("123456789,x", "%[0-9],%s", name, tail);
  }
  if (!strcmp(m, "wrapper"))
    return parse("elevenchars", "%s", name);
  if (!strcmp(m, "width"))
    return scan_width(name);
  // Correct: strings that fit, widths that fit, unassigned targets.
  struct record rec;
  int r1 = sscanf("seven77 and the rest", "%s %[^\n]", rec.name, rec.rest);
  int r2 = sscanf("abc", "%s %s", name, tail); // tail not assigned
  int r3 = parse("x1 y2", "%7s %15s%n", name, tail, &n);
  int r4 = sscanf("", "%s", name);
  printf("%d %s|%s %d %d %s %s %d %d\n", r1, rec.name, rec.rest, r2, r3, name,
         tail, n, r4);
  return 0;
}
