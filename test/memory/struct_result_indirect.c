// A struct holding a pointer returned by value through a function pointer:
// the caller cannot know which function answered, so its copy forgets the
// entries its slot held (a pointer with the same value to a block freed
// since, reallocated at the same address with a bigger size); reading the
// new block runs clean.  Through a direct call the bounds come back, and
// one byte past them is reported.
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

static jv (*volatile make)(int) = jv_new;

int main(void) {
  jv a = jv_new(1);
  jv_free(a);
  a = make(8);
  int s = 0;
  for (int i = 0; i < 8; i++)
    s += a.ptr->data[i];
  jv_free(a);
  a = jv_new(2);
  // REPORT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}struct_result_indirect.c:[[@LINE+1]]:8: 1 byte(s) above upper bound of
  s += a.ptr->data[1 + OVER];
  printf("%d\n", s);
  jv_free(a);
  return 0;
}
