// recvfrom(2) and sendto(2) on a socketpair, without addresses: receiving
// 9 bytes into char d[8] (a canary field follows) is a write of size 9,
// sending 9 bytes out of it a read of size 9, both reported at the call
// before the system call runs.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=RECVFROM
// RUN: not --crash %t s 2>&1 | FileCheck %s --check-prefix=SENDTO
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected && %t.plain s >> %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual && %t.ok s >> %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <sys/socket.h>
#include <unistd.h>

struct buf {
  char d[8];
  char canary[8];
};

#ifdef OK
static volatile size_t n = 8;
#else
static volatile size_t n = 9;
#endif

int main(int argc, char **argv) {
  (void)argv;
  int sv[2];
  if (socketpair(AF_UNIX, SOCK_STREAM, 0, sv))
    return 2;
  char big[16] = "abcdefghijklmno";
  struct buf x = {"1234567", "canary"};
  if (argc < 2) {
    if (sendto(sv[1], big, sizeof big, 0, NULL, 0) != (ssize_t)sizeof big)
      return 3;
    fprintf(stderr, "before\n");
    // RECVFROM: before
    // RECVFROM-NEXT: mpx: bounds violation: write of size 9 at 0x{{[0-9a-f]+}} in main at {{.*}}recvfrom_sendto.c:[[@LINE+1]]:19: 1 byte(s) above upper bound
    ssize_t got = recvfrom(sv[0], x.d, n, MSG_WAITALL, NULL, NULL);
    fprintf(stderr, "after\n");
    // RECVFROM-NOT: after
    printf("%zd %.8s %s\n", got, x.d, x.canary);
  } else {
    fprintf(stderr, "before\n");
    // SENDTO: before
    // SENDTO-NEXT: mpx: bounds violation: read of size 9 at 0x{{[0-9a-f]+}} in main at {{.*}}recvfrom_sendto.c:[[@LINE+1]]:19: 1 byte(s) above upper bound
    ssize_t put = sendto(sv[1], x.d, n, 0, NULL, 0);
    fprintf(stderr, "after\n");
    // SENDTO-NOT: after
    char back[16] = "";
    printf("%zd %zd %.8s\n", put, recvfrom(sv[0], back, (size_t)put, MSG_WAITALL, NULL, NULL), back);
  }
  return 0;
}
