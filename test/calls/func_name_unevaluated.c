// __func__ in a cloned function names the original function also where it
// is not evaluated (sizeof, typeof) and where a macro such as assert spells
// it: sizeof(__func__) is the size of the original name, and copying it
// with that size is not an overflow.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: sed -e 's,//.*,,' %t.c | FileCheck %s --check-prefix=REWRITE
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %run %t > %t.out 2> %t.err
// RUN: FileCheck %s --check-prefix=OUT < %t.out
// RUN: not grep mpx: %t.err
// RUN: not --crash %t abort 2>&1 | FileCheck %s --check-prefix=ASSERT

#include <assert.h>
#include <stdio.h>
#include <string.h>

#define NAME_OF_HERE __func__

// REWRITE: #define __func__ "first"
// REWRITE: int __mpxc_first(
// REWRITE: #pragma pop_macro("__func__")
// OUT: 6 first first [[PRETTY:(int )?first(\(const int \*, int\))?]] same-size
int first(const int *p, int argc) {
  char buf[sizeof(__func__)];
  __typeof__(__PRETTY_FUNCTION__) *pretty = &__PRETTY_FUNCTION__;
  memcpy(buf, __func__, sizeof(__func__));
  printf("%zu %s %s %s %s\n", sizeof(__func__), buf, NAME_OF_HERE, *pretty,
         sizeof(*pretty) == strlen(*pretty) + 1 ? "same-size" : "other-size");
  // ASSERT: func_name_unevaluated.c:[[@LINE+1]]: {{(int )?first(\(const int \*, int\))?}}: Assertion `argc < 2' failed.
  assert(argc < 2);
  return p[0];
}

// Only functions that name themselves get the macros.
// REWRITE-NOT: push_macro
int second(const int *p) { return p[1]; }

int main(int argc, char **argv) {
  (void)argv;
  int v[2] = {0, 0};
  return first(v, argc) + second(v);
}
