// main's argv has exact bounds set up by the runtime: argv[argc] (the NULL
// terminator) is readable, argv[argc + 1] is reported. Each string has its
// own bounds too.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: sed -e 's,//.*,,' %t.c | FileCheck %s --check-prefix=REWRITE
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t one two 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain one two > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok one two > %t.actual
// RUN: diff %t.expected %t.actual
// RUN: %mpx-rewrite %s -- -DSTRING > %t.str.c
// RUN: %cc %cflags -DSTRING %t.str.c -o %t.str %mpxrt
// RUN: not --crash %t.str abc 2>&1 | FileCheck %s --check-prefix=STRING

#include <stdio.h>
#include <string.h>

// REWRITE: int __mpxc_main(int argc, char **argv, __mpx_bnd __mpx_b_argv
// REWRITE: int main(int argc, char **argv) {{{.*}}__mpxc_main(argc, argv, __mpx_argv_bounds(argv))
int main(int argc, char **argv) {
  for (int i = 1; i < argc; i++)
    printf("arg %d: %s\n", i, argv[i]);
  printf("argv[argc] is %s\n", argv[argc] == NULL ? "NULL" : "not NULL");
  fflush(stdout);
#ifdef STRING
  size_t n = strlen(argv[1]);
  // STRING: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}main_argv.c:[[@LINE+1]]:29: 1 byte(s) above upper bound
  printf("after NUL: %d\n", argv[1][n + 1]);
#endif
#ifndef OK
  // REPORT: mpx: bounds violation: read of size 8 at 0x{{[0-9a-f]+}} in main at {{.*}}main_argv.c:[[@LINE+1]]:44: 1 byte(s) above upper bound
  printf("argv[argc + 1] is %p\n", (void *)argv[argc + 1]);
#endif
  return 0;
}
