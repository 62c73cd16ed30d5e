// The clones check what they read and write through their pointer
// arguments: strdup / strndup a source whose NUL lies outside its bounds,
// posix_memalign a result slot outside its bounds.  Reports name the
// function; in mode count the call goes ahead.
//
// RUN: %cc %cflags %s -o %t %mpxrt
// RUN: env MPXRT_OPTIONS=mode=count %t 2>&1 | FileCheck %s
// RUN: %expect-segv %t 2>&1 | FileCheck %s --check-prefix=STOP
// RUN: %expect-segv %t null 2>&1 | FileCheck %s --check-prefix=NULL

#include "mpxrt.h"
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  char s[8] = "abcdefg";
  __mpx_bnd b;
  (void)argv;
  setvbuf(stdout, NULL, _IONBF, 0); // keep stdout in order with the reports
  if (argc > 1)
    __mpxw_strdup(NULL, __mpx_null(), &b);
  // NULL: mpx: bounds violation: read of size 1 at 0x0 in strdup at <strdup argument>: NULL bounds
  char *d = __mpxw_strdup(s, __mpx_make(s, 4), &b); // NUL is at s[7]
  // CHECK: mpx: bounds violation: read of size 5 at [[S:0x[0-9a-f]+]] in strdup at <strdup argument>: 1 byte(s) above upper bound
  // STOP: mpx: bounds violation: read of size 5 at 0x{{[0-9a-f]+}} in strdup at <strdup argument>
  // STOP-NOT: copied
  printf("copied %s\n", d);
  // CHECK: copied abcdefg
  free(d);
  d = __mpxw_strndup(s, 6, __mpx_make(s, 4), &b);
  printf("copied %s\n", d);
  // CHECK: mpx: bounds violation: read of size 5 at [[S]] in strndup at <strndup argument>
  // CHECK: copied abcdef
  free(d);
  void *slots[2];
  int err = __mpxw_posix_memalign(&slots[1], 16, 16, __mpx_make(slots, sizeof slots[0]));
  // CHECK: mpx: bounds violation: write of size 8 at 0x{{[0-9a-f]+}} in posix_memalign at <posix_memalign result>: 1 byte(s) above upper bound
  printf("posix_memalign %d\n", err);
  // CHECK: posix_memalign 0
  free(slots[1]);
  return 0;
}
