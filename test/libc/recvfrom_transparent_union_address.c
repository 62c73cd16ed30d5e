// With _GNU_SOURCE, glibc declares the address parameters of recvfrom,
// sendto, accept, bind, connect, getsockname and getpeername as
// transparent unions (__SOCKADDR_ARG): an argument `&sa.sa` is a pointer
// converted to the union only as it is passed.  The checked call holds it
// as that pointer, with its bounds: recvfrom told that the address buffer
// holds more bytes than the object it points into is a write past the
// object, reported at the call.
//
// RUN: %mpx-rewrite %s -- -D_GNU_SOURCE > %t.c
// RUN: %cc %cflags -D_GNU_SOURCE %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -D_GNU_SOURCE -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -D_GNU_SOURCE -DOK > %t.ok.c && %cc %cflags -D_GNU_SOURCE -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>

union address {
  struct sockaddr sa;
  struct sockaddr_un un;
};

#ifdef OK
static volatile socklen_t extra = 0;
#else
static volatile socklen_t extra = 4;
#endif

int main(void) {
  int sv[2];
  if (socketpair(AF_UNIX, SOCK_DGRAM, 0, sv))
    return 2;
  union address to = {.un = {.sun_family = AF_UNIX}};
  // Addressed to nobody: fails as plain does; what matters is that it builds.
  ssize_t sent = sendto(sv[1], "ping", 4, 0, &to.sa, sizeof(sa_family_t));
  if (send(sv[1], "ping", 4, 0) != 4)
    return 3;
  char buf[8] = "";
  union address from;
  memset(&from, 0, sizeof from); // the family printed is defined
  socklen_t len = sizeof from + extra;
  // REPORT: mpx: bounds violation: write of size {{[0-9]+}} at 0x{{[0-9a-f]+}} in main at {{.*}}recvfrom_transparent_union_address.c:[[@LINE+1]]:17: 1 byte(s) above upper bound
  ssize_t got = recvfrom(sv[0], buf, sizeof buf, 0, &from.sa, &len);
  printf("%d %zd %.4s %d\n", sent < 0, got, buf, from.sa.sa_family);
  return 0;
}
