// How far outside the bounds an access is, for each shape of violation:
// above, partly above (the distance is to the first byte outside), below,
// NULL bounds, other empty bounds, and an access wrapping the address space.
//
// RUN: %cc %cflags %s -o %t %mpxrt
// RUN: %expect-segv %t above 2>&1 | FileCheck %s --check-prefix=ABOVE
// RUN: %expect-segv %t partial 2>&1 | FileCheck %s --check-prefix=PARTIAL
// RUN: %expect-segv %t below 2>&1 | FileCheck %s --check-prefix=BELOW
// RUN: %expect-segv %t null 2>&1 | FileCheck %s --check-prefix=NULL
// RUN: %expect-segv %t empty 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: %expect-segv %t wrap 2>&1 | FileCheck %s --check-prefix=WRAP
// RUN: %expect-segv %t just_above 2>&1 | FileCheck %s --check-prefix=JUST

#include "mpxrt.h"
#include <stdint.h>
#include <string.h>

static char buf[16];

// Addresses outside the object are computed as integers: as pointer
// arithmetic they would be undefined (and gcc -O2 warns).
#define AT(p, off) ((char *)((uintptr_t)(p) + (off)))

int main(int argc, char **argv) {
  __mpx_bnd b = __mpx_make(buf, sizeof buf);
  const char *what = argc > 1 ? argv[1] : "";
  if (!strcmp(what, "above"))
    // ABOVE: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in f at a.c:1:2: 5 byte(s) above upper bound of [0x{{[0-9a-f]+}}, 0x{{[0-9a-f]+}}]
    __mpx_check_r(AT(buf, 20), 1, b, __MPX_SITE("a.c", 1, 2, "f"));
  if (!strcmp(what, "partial"))
    // PARTIAL: mpx: bounds violation: write of size 8 at 0x{{[0-9a-f]+}} in g at b.c:3:4: 1 byte(s) above upper bound
    // PARTIAL: (16 bytes)
    __mpx_check_w(buf + 12, 8, b, __MPX_SITE("b.c", 3, 4, "g"));
  if (!strcmp(what, "below"))
    // BELOW: mpx: bounds violation: read of size 2 at 0x{{[0-9a-f]+}} in h at c.c:5:6: 3 byte(s) below lower bound of [0x{{[0-9a-f]+}}, 0x{{[0-9a-f]+}}]
    __mpx_check_r(AT(buf, -3), 2, b, __MPX_SITE("c.c", 5, 6, "h"));
  if (!strcmp(what, "null"))
    // NULL: mpx: bounds violation: read of size 1 at 0x0 in main at d.c:7:8: NULL bounds (no access allowed)
    // NULL: bounds [0xffffffffffffffff, 0x0]
    __mpx_check_r((char *)0, 1, __mpx_null(), __MPX_SITE("d.c", 7, 8, "main"));
  if (!strcmp(what, "empty"))
    // EMPTY: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in main at e.c:9:10: empty bounds [0x{{[0-9a-f]+}}, 0x{{[0-9a-f]+}}] (no access allowed)
    {
      __mpx_bnd e = {(uintptr_t)buf + 4, (uintptr_t)buf + 3};
      __mpx_check_w(buf, 4, e, __MPX_SITE("e.c", 9, 10, "main"));
    }
  if (!strcmp(what, "wrap"))
    // WRAP: mpx: bounds violation: read of size 8 at 0xfffffffffffffffc in main at f.c:1:1: access wraps around the address space, bounds [0x0, 0xffffffffffffffff]
    // WRAP-NEXT: mpx: access [0xfffffffffffffffc, 0x3], bounds [0x0, 0xffffffffffffffff] (INIT)
    __mpx_check_r((char *)(uintptr_t)-4, 8, __mpx_init(), __MPX_SITE("f.c", 1, 1, "main"));
  if (!strcmp(what, "just_above"))
    // JUST: mpx: bounds violation: read of size 8 at 0xfffffffffffffffc in main at g.c:1:1: 1 byte(s) above upper bound of [0x0, 0xfffffffffffffffb]
    __mpx_check_r((char *)(uintptr_t)-4, 8, __mpx_make(0, UINTPTR_MAX - 3), __MPX_SITE("g.c", 1, 1, "main"));
  return 0;
}
