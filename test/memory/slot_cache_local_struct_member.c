// A pointer member of a local struct variable whose address the function
// never takes and which it never assigns as a whole (`cur.in.pos`) is a
// slot: it keeps its bounds in a slot cache, whose stores write through (the
// variable's block may end before the next flush), and the program prints
// what the plain build prints.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: FileCheck %s --check-prefix=REWRITE < %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %run %t | FileCheck %s
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: %run %t > %t.actual && diff %t.expected %t.actual

#include <stdio.h>

struct input {
  const char *pos;
  int line;
};
struct cursor {
  int count;
  struct input in;
};

// REWRITE: static int {{__mpxc}}_count_words(
// REWRITE: __attribute__((unused)) __mpx_slot [[K:__mpx_k[0-9]+]] = __MPX_SLOT_INIT;
// REWRITE: __mpx_stk(&[[K]],
// REWRITE: __mpx_ldkp({{.*}}&[[K]])
// REWRITE: static int {{count}}_words(
__attribute__((noinline)) static int count_words(const char *text) {
  struct cursor cur;
  cur.count = 0;
  cur.in.line = 1;
  cur.in.pos = text;
  while (*cur.in.pos) {
    while (*cur.in.pos == ' ')
      cur.in.pos++;
    if (*cur.in.pos)
      cur.count++;
    while (*cur.in.pos && *cur.in.pos != ' ')
      cur.in.pos++;
  }
  return cur.count;
}

int main(void) {
  // CHECK: words 5
  printf("words %d\n", count_words("  the quick brown  fox jumps"));
  return 0;
}
