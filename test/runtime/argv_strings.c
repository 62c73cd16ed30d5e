// Before main runs, the runtime stores in the bounds table the exact
// bounds of every argv and envp string (with its NUL), keyed by the slot
// holding it: an instrumented main that loads argv[i] with __mpx_ldx gets
// them, so argv[1][100] is a reported violation.  A slot main overwrote
// reads back INIT.
//
// RUN: %cc %cflags %s -o %t %mpxrt
// RUN: env MPX_TEST_VAR=xyz %expect-segv %t a bbbb 2>&1 | FileCheck %s --implicit-check-not=WRONG

#include "mpxrt.h"
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static int exact(__mpx_bnd b, const char *s) {
  return b.lb == (uintptr_t)s && b.ub == (uintptr_t)s + strlen(s);
}

int main(int argc, char **argv, char **envp) {
  setvbuf(stdout, NULL, _IONBF, 0);
  int ok = argc == 3;
  for (int i = 0; i < argc; ++i)
    ok &= exact(__mpx_ldx(&argv[i], argv[i]), argv[i]);
  printf("argv strings: %s\n", ok ? "exact" : "WRONG");
  // CHECK: argv strings: exact
  int found = 0;
  ok = 1;
  for (int i = 0; envp[i]; ++i) {
    ok &= exact(__mpx_ldx(&envp[i], envp[i]), envp[i]);
    found |= strcmp(envp[i], "MPX_TEST_VAR=xyz") == 0;
  }
  printf("envp strings: %s\n", ok && found ? "exact" : "WRONG");
  // CHECK-NEXT: envp strings: exact

  static char other[] = "other";
  char *saved = argv[2];
  argv[2] = other; // a store main made without recording bounds
  __mpx_bnd b = __mpx_ldx(&argv[2], argv[2]);
  printf("overwritten slot: %s\n",
         b.lb == 0 && b.ub == UINTPTR_MAX ? "INIT" : "WRONG");
  // CHECK-NEXT: overwritten slot: INIT
  argv[2] = saved;

  // argv[2] is "bbbb": [4] (the NUL) may be read, [5] may not.
  b = __mpx_ldx(&argv[2], argv[2]);
  __mpx_check_r(&argv[2][4], 1, b, __MPX_SITE("argv_strings.c", 1, 1, "main"));
  printf("argv[2][4]: ok\n");
  // CHECK-NEXT: argv[2][4]: ok
  __mpx_check_r(&argv[2][100], 1, b, __MPX_SITE("argv_strings.c", 2, 2, "main"));
  // CHECK-NEXT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in main at argv_strings.c:2:2: 96 byte(s) above upper bound
  printf("WRONG: not stopped\n");
  return 0;
}
