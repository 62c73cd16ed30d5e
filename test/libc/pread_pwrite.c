// pread(2) and pwrite(2) on a temp file: preading 9 bytes into char d[8] is
// a write of size 9, pwriting 9 bytes out of it a read of size 9, both
// reported at the call before the system call runs.
//
// RUN: printf 'abcdefghijklmnop' > %t.in
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t %t.in 2>&1 | FileCheck %s --check-prefix=READ
// RUN: not --crash %t %t.in w 2>&1 | FileCheck %s --check-prefix=WRITE
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain %t.in > %t.expected && %t.plain %t.in w >> %t.expected
// RUN: printf 'abcdefghijklmnop' > %t.in
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok %t.in > %t.actual && %t.ok %t.in w >> %t.actual
// RUN: diff %t.expected %t.actual

#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

#ifdef OK
static volatile size_t n = 8;
#else
static volatile size_t n = 9;
#endif

int main(int argc, char **argv) {
  if (argc < 2)
    return 2;
  int fd = open(argv[1], O_RDWR);
  if (fd < 0)
    return 3;
  char d[8] = "1234567";
  if (argc < 3) {
    // READ: mpx: bounds violation: write of size 9 at 0x{{[0-9a-f]+}} in main at {{.*}}pread_pwrite.c:[[@LINE+1]]:19: 1 byte(s) above upper bound
    ssize_t got = pread(fd, d, n, 2);
    fprintf(stderr, "after\n");
    // READ-NOT: after
    printf("%zd %.8s\n", got, d);
  } else {
    // WRITE: mpx: bounds violation: read of size 9 at 0x{{[0-9a-f]+}} in main at {{.*}}pread_pwrite.c:[[@LINE+1]]:19: 1 byte(s) above upper bound
    ssize_t put = pwrite(fd, d, n, 4);
    fprintf(stderr, "after\n");
    // WRITE-NOT: after
    char back[16] = "";
    printf("%zd %zd %.16s\n", put, pread(fd, back, sizeof back, 0), back);
  }
  close(fd);
  return 0;
}
