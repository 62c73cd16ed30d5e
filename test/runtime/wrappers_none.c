// With MPXRT_BACKEND_NONE the memory and string clones only call the real
// functions: no check, no report, no bounds-table effect; results as libc's.
//
// RUN: %cc %cflags -DMPXRT_BACKEND_NONE=1 %s -o %t %mpxrt
// RUN: %t 2>&1 | FileCheck %s --implicit-check-not=mpx:

#include "mpxrt.h"
#include <stdio.h>

int main(void) {
  char d[32] = "0123456789", s[8] = "abc";
  __mpx_bnd nb = __mpx_null(), rb;
  __mpxw_strcat(d, s, nb, nb, &rb, "n.c:1:1", "main");
  __mpxw_memcpy(d + 20, s, 4, nb, nb, &rb, "n.c:2:1", "main");
  printf("%s %s %zu %zu\n", d, d + 20, __mpxw_strlen(d, nb, "n.c:3:1", "main"),
         __mpxw_strnlen(d, 4, nb, "n.c:4:1", "main"));
  // CHECK: 0123456789abc abc 13 4
  printf("%d %s\n", __mpxw_strcmp(d, d, nb, nb, "n.c:5:1", "main"),
         __mpxw_strchr(d, 'a', nb, &rb, "n.c:6:1", "main"));
  // CHECK-NEXT: 0 abc
  return 0;
}
