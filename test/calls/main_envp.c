// main with envp: envp gets exact bounds (its NULL terminator included), so
// reading the terminator is fine and reading one past it is reported.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: sed -e 's,//.*,,' %t.c | FileCheck %s --check-prefix=REWRITE
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash env MPX_TEST_VAR=22 %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && env MPX_TEST_VAR=22 %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && env MPX_TEST_VAR=22 %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <string.h>

// REWRITE: int __mpxc_main(int argc, char **argv, char **envp, __mpx_bnd __mpx_b_argv{{.*}}, __mpx_bnd __mpx_b_envp
// REWRITE: __mpx_argv_bounds(argv), __mpx_envp_bounds(envp))
int main(int argc, char **argv, char **envp) {
  int n = 0;
  int found = 0;
  while (envp[n]) {
    if (envp[n][0] == 'M' && strcmp(envp[n], "MPX_TEST_VAR=22") == 0)
      found = 1;
    n++;
  }
  printf("MPX_TEST_VAR %s\n", found ? "found" : "missing");
  printf("%d variables, argc %d, argv[0] %s\n", n, argc,
         argv[0] ? "set" : "unset");
  fflush(stdout);
#ifndef OK
  // REPORT: mpx: bounds violation: read of size 8 at 0x{{[0-9a-f]+}} in main at {{.*}}main_envp.c:[[@LINE+1]]:40: 1 byte(s) above upper bound
  printf("past the end: %p\n", (void *)envp[n + 1]);
#endif
  return 0;
}
