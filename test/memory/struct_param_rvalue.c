// A struct holding a pointer passed by value as an rvalue (a call's result,
// f(g())): no record says where it was copied from, so the parameter forgets
// the entries its stack slot kept from an earlier call, whose pointer had the
// same value (a block freed since, reallocated at the same address with a
// bigger size).  Before, the callee read the new block with the old bounds
// and was stopped.  A struct argument copied from an lvalue still carries
// its bounds, and one byte past them is reported.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef OK
#define OVER 0
#else
#define OVER 1
#endif

/* A JSON-like value: 16 bytes holding a pointer, passed and returned by
 * value.  A 1-byte and an 8-byte blob share an allocator size class, so the
 * second is allocated where the first was freed. */
struct blob {
  int refcnt;
  int len;
  char data[];
};

typedef struct {
  int kind;
  int pad;
  struct blob *ptr;
} jv;

static jv jv_new(int len) {
  jv v;
  v.kind = 1;
  v.pad = 0;
  v.ptr = malloc(sizeof(struct blob) + len);
  v.ptr->refcnt = 1;
  v.ptr->len = len;
  memset(v.ptr->data, len, len);
  return v;
}

static void jv_free(jv v) { free(v.ptr); }

static int sum(jv v) {
  int s = 0;
  for (int i = 0; i < v.ptr->len; i++)
    s += v.ptr->data[i];
  return s;
}

static int last(jv v, int over) {
  // REPORT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in last at {{.*}}struct_param_rvalue.c:[[@LINE+1]]:10: 1 byte(s) above upper bound of
  return v.ptr->data[v.ptr->len - 1 + over];
}

int main(void) {
  jv a = jv_new(1);
  int s = sum(a);
  jv_free(a);
  s += sum(jv_new(8));
  jv b = jv_new(4);
  s += last(b, OVER);
  printf("%d\n", s);
  jv_free(b);
  return 0;
}
