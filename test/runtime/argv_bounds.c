// main's argv and envp get the bounds of their pointer arrays, including
// the terminating NULL: argv[argc] may be read, argv[argc + 1] may not.
// The runtime recorded the arrays before main, so the bounds hold even
// after main shortens argv; another NULL-terminated array is counted.
//
// RUN: %cc %cflags %s -o %t %mpxrt
// RUN: env MPXRT_OPTIONS=mode=count %t a bb ccc 2>&1 | FileCheck %s

#include "mpxrt.h"
#include <stdint.h>
#include <stdio.h>

int main(int argc, char **argv, char **envp) {
  setvbuf(stdout, NULL, _IONBF, 0);
  __mpx_bnd ab = __mpx_argv_bounds(argv);
  printf("argv: %s\n", ab.lb == (uintptr_t)argv &&
                               ab.ub == (uintptr_t)(argv + argc + 1) - 1
                           ? "exact"
                           : "WRONG");
  // CHECK: argv: exact
  int envc = 0;
  while (envp[envc])
    ++envc;
  __mpx_bnd eb = __mpx_envp_bounds(envp);
  printf("envp: %s\n", eb.lb == (uintptr_t)envp &&
                               eb.ub == (uintptr_t)(envp + envc + 1) - 1
                           ? "exact"
                           : "WRONG");
  // CHECK-NEXT: envp: exact
  __mpx_check_r(&argv[argc], sizeof(char *), ab, __MPX_SITE("argv.c", 1, 1, "main"));
  __mpx_check_r(&argv[argc + 1], sizeof(char *), ab, __MPX_SITE("argv.c", 2, 2, "main"));
  // CHECK-NEXT: mpx: bounds violation: read of size 8 at 0x{{[0-9a-f]+}} in main at argv.c:2:2: 1 byte(s) above upper bound
  __mpx_check_r(&envp[envc + 1], sizeof(char *), eb, __MPX_SITE("envp.c", 3, 3, "main"));
  // CHECK: mpx: bounds violation: read of size 8 at 0x{{[0-9a-f]+}} in main at envp.c:3:3: 1 byte(s) above upper bound
  argv[1] = NULL; // the array is still 5 pointers long
  ab = __mpx_argv_bounds(argv);
  printf("after shortening: %s\n",
         ab.ub == (uintptr_t)(argv + 5) - 1 ? "same" : "WRONG");
  // CHECK: after shortening: same
  char *mine[] = {"x", "y", NULL};
  __mpx_bnd mb = __mpx_argv_bounds(mine);
  printf("other array: %s\n",
         mb.lb == (uintptr_t)mine && mb.ub == (uintptr_t)(mine + 3) - 1
             ? "exact"
             : "WRONG");
  // CHECK: other array: exact
  return 0;
}
