// Raw bytes before a field (Lua's lua_getextraspace): (char *)&lx->l - 8, the
// address of a non-array field converted to a character pointer, keeps the
// enclosing object's bounds, so copying the 8 bytes kept just before the
// field runs clean.  The object's own start still holds: 16 bytes before the
// field is below the allocation and is reported.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct state {
  long a[4];
};

struct LX {
  char extra[8];
  struct state l;
};

#ifdef OK
#define SPACE 8
#else
/* Opaque: GCC at -O0 sees the constant offsets in the rewritten code and
 * would warn (-Wstringop-overflow) of the overflow the test makes. */
static volatile size_t space16 = 16;
#define SPACE space16
#endif
#define getextraspace(L) ((void *)((char *)(L) - SPACE))

// The bytes are in the object, but clang sizes the field's address as the
// field and warns about memcpy below it (in the plain build).
#ifdef __clang__
#pragma clang diagnostic ignored "-Wfortify-source"
#endif

int main(void) {
  struct LX *lx = calloc(1, sizeof *lx), *lx2 = calloc(1, sizeof *lx2);
  strcpy(lx->extra, "lua");
  // REPORT: mpx: bounds violation: write of size 16 at 0x{{[0-9a-f]+}} in main at {{.*}}extraspace_before_field.c:[[@LINE+1]]:3: 8 byte(s) below lower bound of
  memcpy(getextraspace(&lx2->l), getextraspace(&lx->l), SPACE);
  printf("%s\n", lx2->extra);
  free(lx);
  free(lx2);
  return 0;
}
