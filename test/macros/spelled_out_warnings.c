// A macro the rewriter spells out (an access in its body is checked) must
// not bring warnings the compiler keeps quiet inside macros: a comma whose
// left operand is not void (clang's -Wcomma), a condition in extra
// parentheses (clang's -Wparentheses-equality, on by default), a variadic
// call whose result is unused (-Wunused-value).  Where the rewriter spells
// the macro out, the comma's left operand is cast to void and the
// condition written `0 != (...)`; a macro it leaves as written keeps its
// text.  The output builds with -Werror and the program prints what the
// plain build prints.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: FileCheck %s < %t.c
// RUN: %cc %cflags %if clang %{ -Wcomma %} %t.c -o %t %mpxrt
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: %t > %t.actual 2>&1
// RUN: diff %t.expected %t.actual

#include <stdarg.h>
#include <stdio.h>

struct state {
  int *top;
  int msg;
  int slots[8];
};

// Lua's and zlib's shapes: a store and a value joined by a comma, and a
// test in parentheses, both in macro bodies that touch memory.
#define SET_AND_RETURN(s, v) return ((s)->msg = (v), (v))
#define PUSH(s, v) ((s)->top++, (s)->top[-1] = (v))
#define IS_EMPTY(s) ((s)->top == (s)->slots)
#define BUMP(x) ((x)++, (x))

static int log_all(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vprintf(fmt, ap);
  va_end(ap);
  return n;
}
#define LOG(...) (log_all(__VA_ARGS__), quiet++)

static int fail(struct state *s, int code) {
  // CHECK: return ((void)(
  SET_AND_RETURN(s, code);
}

int main(void) {
  struct state s = {0, 0, {0}};
  s.top = s.slots;
  int quiet = 0;
  // CHECK: if (0 != (
  if (IS_EMPTY(&s))
    PUSH(&s, 7);
  PUSH(&s, 9);
  while (IS_EMPTY(&s))
    s.top++;
  // A macro whose expansion needs no edit stays as written.
  // CHECK: int pair = BUMP(quiet);
  int pair = BUMP(quiet);
  LOG("%d %d %d\n", s.slots[0], s.slots[1], pair);
  printf("%d %d\n", fail(&s, 3), s.msg);
  return 0;
}
