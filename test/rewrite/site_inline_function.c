// Sites in an inline function with external linkage: such a definition may
// not refer to a static object (C11 6.7.4p3), so its checks pass their row
// as a compound literal, not a reference to the file's site table.  A
// static inline function and an extern inline one (an external definition)
// use the table.  The external definition of get comes from a second
// translation unit (-DEXTERNAL), as C99 requires.  (-Wno-error: gcc also
// notes the runtime's static inline helpers in the inline definition.)
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: sed -e 's,//.*,,' %t.c | FileCheck %s --check-prefix=REWRITE
// RUN: %mpx-rewrite %s -- -DEXTERNAL > %t.ext.c
// RUN: %cc %cflags -Wno-error -DEXTERNAL -c %t.ext.c -o %t.ext.o
// RUN: %cc %cflags -Wno-error %t.c %t.ext.o -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT

// REWRITE: inline int get(const int *p, int i) {
// REWRITE-NOT: __mpx_sites[
// REWRITE-SAME: (&(__extension__(const __mpx_site){"{{[^"]*}}site_inline_function.c", "get", 30, 46, __MPX_FROM_SHADOW, 0, "parameter 'p' of get"}))
// REWRITE-NOT: __mpx_sites[
// REWRITE: extern inline int get2(
// REWRITE-SAME: &__mpx_sites[
// REWRITE: static inline int __mpxc_get3(
// REWRITE-SAME: &__mpx_sites[

#include <stdio.h>

#ifdef EXTERNAL
extern int get(const int *p, int i);
#endif
inline int get(const int *p, int i) { return p[i]; }
#ifndef EXTERNAL
extern inline int get2(const int *p, int i) { return p[i]; }
static inline int get3(const int *p, int i) { return p[i]; }

int main(int argc, char **argv) {
  int a[4] = {1, 2, 3, 4};
  (void)argv;
  printf("%d %d\n", get2(a, 1), get3(a, 2));
  return get(a, argc + 3);
}
#endif
// REPORT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in get at {{[^ ]*}}site_inline_function.c:30:46: 1 byte(s) above upper bound
