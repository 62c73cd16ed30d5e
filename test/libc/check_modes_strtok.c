// strtok and strtok_r keep the bounds of the string they split in a
// variable of the generated code; every --check mode declares it, so the
// program builds and splits its string in each, and the tokens keep their
// bounds: writing past a token is caught wherever writes are checked.
//
// RUN: %mpx-rewrite %s -- > %t.rw.c
// RUN: %cc %cflags %t.rw.c -o %t.rw %mpxrt
// RUN: %t.rw 2>&1 | FileCheck %s --check-prefix=TOKENS
// RUN: not --crash %t.rw past 2>&1 | FileCheck %s --check-prefix=PAST
// RUN: %mpx-rewrite --check=w %s -- > %t.w.c
// RUN: %cc %cflags %t.w.c -o %t.w %mpxrt
// RUN: %t.w 2>&1 | FileCheck %s --check-prefix=TOKENS
// RUN: not --crash %t.w past 2>&1 | FileCheck %s --check-prefix=PAST
// RUN: %mpx-rewrite --check=r %s -- > %t.r.c
// RUN: %cc %cflags %t.r.c -o %t.r %mpxrt
// RUN: %t.r 2>&1 | FileCheck %s --check-prefix=TOKENS
// RUN: %mpx-rewrite --check=none %s -- > %t.none.c
// RUN: %cc %cflags %t.none.c -o %t.none %mpxrt
// RUN: %t.none 2>&1 | FileCheck %s --check-prefix=TOKENS
//
// TOKENS: [a] [bc] [d] | [x] [yz]
// TOKENS-NOT: mpx:
// PAST: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}check_modes_strtok.c:[[#@LINE+22]]:

#define _GNU_SOURCE
#include <stdio.h>
#include <string.h>

static volatile int far = 8;

int main(int argc, char **argv) {
  char s[] = "a bc d";
  char r[] = "x,yz";
  char *save = NULL;
  char *t;
  for (t = strtok(s, " "); t; t = strtok(NULL, " "))
    printf("[%s] ", t);
  printf("|");
  for (t = strtok_r(r, ",", &save); t; t = strtok_r(NULL, ",", &save))
    printf(" [%s]", t);
  printf("\n");
  if (argc > 1 && argv[1][0] == 'p') {
    char u[] = "p q";
    t = strtok(u, " ");
    t[far] = 'z';
  }
  return 0;
}
