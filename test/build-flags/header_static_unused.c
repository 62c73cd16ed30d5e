/* A static variable of a project header that this file does not use:
 * clang's -Wunused-variable is quiet about it in a header (gcc warns
 * anyway), but the header is spliced into the output, and clang warned
 * there (stb's test_c_compilation.c, stb_voxel_render.h's
 * stbvox_vmesh_delta_normal).  The spliced header now turns
 * -Wunused-variable off, as it does -Wunused-function,
 * -Wunused-const-variable and -Wunused-macros.
 *
 * RUN: %mpx-rewrite %s -- -I%S/Inputs > %t.c
 * RUN: clang-19 %cflags -Wall -Werror -I%S/Inputs %t.c -o %t %mpxrt
 * RUN: %run %t | FileCheck %s
 * RUN: not --crash %t over 2>&1 | FileCheck --check-prefix=BAD %s
 */
#include <stdio.h>

#include "static_table.h"

int main(int argc, char **argv) {
  (void)argv;
  int a[2] = {1, 2};
  // CHECK: 2
  printf("%d\n", get(a, argc));
  return 0;
}
// BAD: mpx: bounds violation: read of size 4 {{.*}}static_table.h:5:
