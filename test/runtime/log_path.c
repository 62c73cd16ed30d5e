// log_path=PATH sends reports to PATH.<pid> (appended, created on the first
// report) instead of stderr; a forked child writes its own PATH.<childpid>.
// log_path=stdout is accepted too.
//
// RUN: %cc %cflags %s -o %t %mpxrt
// RUN: rm -rf %t.d && mkdir %t.d
// RUN: env MPXRT_OPTIONS=mode=count:log_path=%t.d/log %t %t.d/log > %t.out 2> %t.err
// RUN: FileCheck %s < %t.out
// RUN: count 0 < %t.err
// RUN: env MPXRT_OPTIONS=mode=count:log_path=stdout %t 2> %t.err | FileCheck %s --check-prefix=STDOUT
// RUN: count 0 < %t.err
// RUN: env MPXRT_OPTIONS=mode=count:log_path=%t.d/missing/log %t 2>&1 | FileCheck %s --check-prefix=BAD

#define _GNU_SOURCE
#include "mpxrt.h"
#include <stdint.h>
#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>

// Addresses outside the object are computed as integers: as pointer
// arithmetic they would be undefined (and gcc -O2 warns).
#define AT(p, off) ((char *)((uintptr_t)(p) + (off)))

static void show(const char *prefix, const char *who, pid_t pid) {
  char name[4096], line[512];
  snprintf(name, sizeof name, "%s.%d", prefix, (int)pid);
  FILE *f = fopen(name, "r");
  printf("%s log %s:\n", who, f ? "found" : "MISSING");
  while (f && fgets(line, sizeof line, f))
    fputs(line, stdout);
  if (f)
    fclose(f);
}

int main(int argc, char **argv) {
  char c[2];
  __mpx_bnd b = __mpx_make(c, sizeof c);
  __mpx_check_r(c + 2, 1, b, __MPX_SITE("parent.c", 1, 1, "main"));
  fflush(stdout);
  pid_t child = fork();
  if (child == 0) {
    __mpx_check_r(AT(c, 3), 1, b, __MPX_SITE("child.c", 2, 2, "main"));
    _exit(0);
  }
  waitpid(child, NULL, 0);
  if (argc > 1) {
    show(argv[1], "parent", getpid());
    show(argv[1], "child", child);
  }
  return 0;
}
// CHECK: parent log found:
// CHECK-NEXT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in main at parent.c:1:1
// CHECK-NOT: child.c
// CHECK: child log found:
// CHECK-NEXT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in main at child.c:2:2
// CHECK-NOT: parent.c

// STDOUT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in main at parent.c:1:1
// STDOUT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in main at child.c:2:2

// BAD: mpx: cannot open log file {{.*}}missing/log.{{[0-9]+}} (errno 2); writing to stderr
// BAD-NEXT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in main at parent.c:1:1
