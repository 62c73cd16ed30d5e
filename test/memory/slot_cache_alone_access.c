// A slot read once on one path and several times on another (Lua's
// index2value: `ci->func` once for a positive index, twice for an upvalue)
// is cached for the path that reads it again; the read alone on its path,
// before and after which no other access of the slot runs, loads the
// table directly (a cache's miss costs more there).  The stored pointer's
// write and the read after it share the cache; the program prints what the
// plain build prints and each path reports an access out of bounds at its
// own line.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: FileCheck %s --check-prefix=REWRITE < %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %run %t | FileCheck %s
// RUN: not --crash %run %t 1 2>&1 | FileCheck %s --check-prefix=ALONE
// RUN: not --crash %run %t 2 2>&1 | FileCheck %s --check-prefix=TWICE
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: %run %t > %t.actual && diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>

struct frame {
  long *func;
};
struct state {
  struct frame *ci;
  long *top;
};

// REWRITE: static long *{{__mpxc}}_value_at(
// REWRITE: __mpx_slot [[K:__mpx_k[0-9]+]] = __MPX_SLOT_INIT;
// REWRITE: if (i > 0)
// REWRITE-NEXT: return {{.*}}__mpx_ldxp(&({{.*}}ci->func
// REWRITE: __mpx_ldkp({{.*}}ci->func{{.*}}&[[K]])
// REWRITE: __mpx_ldkp({{.*}}ci->func{{.*}}&[[K]])
// REWRITE: static long *{{value}}_at(
__attribute__((noinline)) static long *value_at(struct state *L, int i) {
  struct frame *ci = L->ci;
  if (i > 0)
    return ci->func + i;
  if (ci->func[0] > 0)
    return ci->func - i;
  return L->top - 1;
}

int main(int argc, char **argv) {
  struct frame f;
  struct state L = {&f, 0};
  f.func = calloc(4, sizeof(long));
  f.func[0] = 7;
  f.func[2] = 20;
  L.top = f.func + 4;
  // CHECK: at 20 20
  printf("at %ld %ld\n", *value_at(&L, 2), *value_at(&L, -2));
  if (argc > 1 && argv[1][0] == '1')
    // ALONE: mpx: bounds violation: read of size 8 {{.*}} in main at {{.*}}slot_cache_alone_access.c:[[@LINE+1]]:
    printf("at %ld\n", *value_at(&L, 4));
  if (argc > 1 && argv[1][0] == '2')
    // TWICE: mpx: bounds violation: read of size 8 {{.*}} in main at {{.*}}slot_cache_alone_access.c:[[@LINE+1]]:
    printf("at %ld\n", *value_at(&L, -4));
  return 0;
}
