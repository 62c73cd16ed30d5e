// read(2) and write(2) on a pipe: reading 9 bytes into char d[8] is a write
// of size 9, writing 9 bytes out of it a read of size 9, both reported at
// the call before the system call runs.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=READ
// RUN: not --crash %t w 2>&1 | FileCheck %s --check-prefix=WRITE
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected && %t.plain w >> %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual && %t.ok w >> %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <unistd.h>

#ifdef OK
static volatile size_t n = 8;
#else
static volatile size_t n = 9;
#endif

int main(int argc, char **argv) {
  (void)argv;
  int fd[2];
  if (pipe(fd))
    return 2;
  char big[16] = "abcdefghijklmno";
  char d[8] = "1234567";
  if (argc < 2) {
    if (write(fd[1], big, sizeof big) != (ssize_t)sizeof big)
      return 3;
    // READ: mpx: bounds violation: write of size 9 at 0x{{[0-9a-f]+}} in main at {{.*}}read_write.c:[[@LINE+1]]:19: 1 byte(s) above upper bound
    ssize_t got = read(fd[0], d, n);
    fprintf(stderr, "after\n");
    // READ-NOT: after
    printf("%zd %.8s\n", got, d);
  } else {
    // WRITE: mpx: bounds violation: read of size 9 at 0x{{[0-9a-f]+}} in main at {{.*}}read_write.c:[[@LINE+1]]:19: 1 byte(s) above upper bound
    ssize_t put = write(fd[1], d, n);
    fprintf(stderr, "after\n");
    // WRITE-NOT: after
    char back[16] = "";
    printf("%zd %zd %.8s\n", put, read(fd[0], back, (size_t)put), back);
  }
  return 0;
}
