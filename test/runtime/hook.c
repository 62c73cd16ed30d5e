// A program may define __mpx_on_violation (weak in the runtime) to see each
// violation before it is reported; returning non-zero replaces the
// runtime's report text, and the mode's action still happens.
//
// RUN: %cc %cflags %s -o %t %mpxrt
// RUN: env MPXRT_OPTIONS=mode=count %t 2>&1 | FileCheck %s --implicit-check-not="bounds violation"
// RUN: %expect-segv %t 2>&1 | FileCheck %s --check-prefix=STOP --implicit-check-not="bounds violation"

#include "mpxrt.h"
#include <stdint.h>
#include <stdio.h>
#include <unistd.h>

static char buf[8];

int __mpx_on_violation(const __mpx_violation *v) {
  char line[160];
  int n = snprintf(line, sizeof line,
                   "hook: %s size %zu at buf+%d, first out buf+%d, [buf+%d, "
                   "buf+%d] %s in %s\n",
                   v->kind == __MPX_WRITE ? "write" : "read", (size_t)v->size,
                   (int)((const char *)v->addr - buf),
                   (int)((const char *)v->first_oob - buf),
                   (int)((char *)v->bounds.lb - buf),
                   (int)((char *)v->bounds.ub - buf), v->loc, v->func);
  if (write(2, line, (size_t)n) < 0)
    _exit(2);
  return 1;
}

int main(void) {
  __mpx_check_w(buf + 6, 4, __mpx_make(buf, sizeof buf), __MPX_SITE("h.c", 3, 4, "main"));
  __mpx_check_w(buf + 6, 4, __mpx_make(buf, sizeof buf), __MPX_SITE("h.c", 3, 4, "main"));
  printf("end\n");
  return 0;
}
// CHECK: hook: write size 4 at buf+6, first out buf+8, [buf+0, buf+7] h.c:3:4 in main
// CHECK-NEXT: end
// STOP: hook: write size 4 at buf+6, first out buf+8, [buf+0, buf+7] h.c:3:4 in main
// STOP-NOT: end
