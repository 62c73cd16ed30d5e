/* A function whose name is also a function-like macro, defined with its
 * name in parentheses so that the macro does not expand (Lua's ltests.h:
 * `#define luaL_newstate() ...` beside `lua_State *(luaL_newstate)
 * (void)`): the forwarder and the prototypes spell it `(name)` too, or the
 * macro would be invoked with an argument.  The clone is still checked.
 *
 * RUN: %mpx-rewrite %s -- > %t.c
 * RUN: %cc %cflags %t.c -o %t %mpxrt
 * RUN: %run %t | FileCheck %s
 * RUN: not --crash %t over 2>&1 | FileCheck --check-prefix=BAD %s
 * CHECK: 7
 */
#include <stdio.h>
#include <stdlib.h>

#define newstate() newstate_debug(1)

struct st {
  int x[2];
};

int pick(const struct st *s, int i);

struct st *(newstate)(void) {
  struct st *s = calloc(1, sizeof(struct st));
  s->x[1] = 7;
  return s;
}

struct st *newstate_debug(int n) {
  (void)n;
  return (newstate)();
}

int pick(const struct st *s, int i) {
  // BAD: mpx: bounds violation: read of size 4 {{.*}}function_named_like_macro.c:[[@LINE+1]]:10
  return s->x[i];
}

int main(int argc, char **argv) {
  struct st *s = newstate();
  (void)argv;
  printf("%d\n", pick(s, argc > 1 ? 2 : 1));
  free(s);
  return 0;
}
