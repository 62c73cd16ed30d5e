/* An object-like macro that names itself in its expansion, as json-c's
 * tokenizer does (`#define current tok->stack[tok->depth].current`): the
 * preprocessor leaves the inner `current` alone, a field name.  Spelled
 * out in the output (the loads are checked), the field name was `current`
 * again, and the macro, still defined there, expanded it: "has no member
 * named 'tok'".  The macro is set aside around the statement (`#pragma
 * push_macro`, `#undef`, `#pragma pop_macro`: between statements, not in
 * the arguments of mpxrt.h's check macros), every invocation of it there
 * is spelled out, and #line keeps the lines.  They come after a `case`
 * label: placed between the label and a FALLTHRU comment before it, gcc's
 * -Wimplicit-fallthrough (-Wextra) would no longer see the comment.
 *
 * RUN: %mpx-rewrite %s -- > %t.c
 * RUN: %cc %cflags -Wall -Wextra -Werror %t.c -o %t %mpxrt
 * RUN: clang-19 %cflags -Wall -Wextra -Wunused-macros -Werror %t.c -o %t.clang %mpxrt
 * RUN: %run %t | FileCheck %s
 * RUN: %run %t.clang | FileCheck %s
 * RUN: not --crash %t over 2>&1 | FileCheck --check-prefix=BAD %s
 */
#include <stdio.h>

struct rec {
  int *current;
};
struct tokener {
  struct rec *stack;
  int depth;
};

#define current tok->stack[tok->depth].current

int main(int argc, char **argv) {
  (void)argv;
  int a[2] = {1, 2};
  struct rec r[2];
  struct tokener t = {r, 0}, *tok = &t;
  current = &a[argc - 1];
  // CHECK: 1
  printf("%d\n", *current);
  switch (argc) {
  case 1:
    tok->depth = 0;
    /* FALLTHRU */
  case 2:
    current = &a[1]; // the directives after the label, not before it
    break;
  }
  // CHECK: 2
  printf("%d\n", *current);
  tok->depth = argc;
  // BAD: mpx: bounds violation: write of size 8 {{.*}}self_referential_object_macro.c:[[@LINE+1]]:3: 1 byte(s) above upper bound
  current = &a[1];
  return 0;
}
