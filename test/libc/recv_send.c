// recv(2) and send(2) on a socketpair: receiving 9 bytes into char d[8] is
// a write of size 9, sending 9 bytes out of it a read of size 9, both
// reported at the call before the system call runs.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=RECV
// RUN: not --crash %t s 2>&1 | FileCheck %s --check-prefix=SEND
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected && %t.plain s >> %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual && %t.ok s >> %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <sys/socket.h>
#include <unistd.h>

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
  char d[8] = "1234567";
  if (argc < 2) {
    if (send(sv[1], big, sizeof big, 0) != (ssize_t)sizeof big)
      return 3;
    // RECV: mpx: bounds violation: write of size 9 at 0x{{[0-9a-f]+}} in main at {{.*}}recv_send.c:[[@LINE+1]]:19: 1 byte(s) above upper bound
    ssize_t got = recv(sv[0], d, n, MSG_WAITALL);
    fprintf(stderr, "after\n");
    // RECV-NOT: after
    printf("%zd %.8s\n", got, d);
  } else {
    // SEND: mpx: bounds violation: read of size 9 at 0x{{[0-9a-f]+}} in main at {{.*}}recv_send.c:[[@LINE+1]]:19: 1 byte(s) above upper bound
    ssize_t put = send(sv[1], d, n, 0);
    fprintf(stderr, "after\n");
    // SEND-NOT: after
    char back[16] = "";
    printf("%zd %zd %.8s\n", put, recv(sv[0], back, (size_t)put, MSG_WAITALL), back);
  }
  return 0;
}
