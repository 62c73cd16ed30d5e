// Constant context: enumerator values computed from sizeof of array
// elements and offsetof with an array index are constants: no check, the
// enum compiles, values are as in the plain build.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: sed -e 's,//.*,,' %t.c | FileCheck %s --check-prefix=REWRITE
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: %t > %t.actual
// RUN: diff %t.expected %t.actual

#include <stddef.h>
#include <stdio.h>

struct packet {
  int len;
  char body[16];
};

// External: clang warns about a static array used only in sizeof.
double samples[5];

// REWRITE-NOT: __mpx_check
enum {
  SAMPLE_SIZE = sizeof(samples[0]),
  SAMPLE_COUNT = sizeof samples / sizeof samples[4],
  BODY_AT_3 = offsetof(struct packet, body[3]),
  BODY_SIZE = sizeof(((struct packet *)0)->body),
};

int main(void) {
  enum { LOCAL = sizeof(samples[99]) * 2 };
  printf("%d %d %d %d %d\n", SAMPLE_SIZE, SAMPLE_COUNT, BODY_AT_3, BODY_SIZE, LOCAL);
  return 0;
}
