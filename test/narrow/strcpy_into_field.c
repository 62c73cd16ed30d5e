// Narrowing reaches libc: strcpy into an array field, strcpy(p->name, s),
// checks the whole copy against the field's bounds, so a 9-byte string into
// `char name[8]` is reported at the call although it stays in the struct.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct host {
  int port;
  char name[8];
  char domain[16];
};

int main(int argc, char **argv) {
  (void)argv;
  struct host *h = calloc(1, sizeof *h);
  h->port = 80;
  strcpy(h->domain, "example.org");
#ifdef OK
  const char *src = argc > 5 ? "x" : "webhost";
#else
  const char *src = argc > 5 ? "x" : "webhost1";
#endif
  // REPORT: mpx: bounds violation: write of size {{[0-9]+}} at 0x{{[0-9a-f]+}} in main at {{.*}}strcpy_into_field.c:[[@LINE+1]]:{{[0-9]+}}: {{[0-9]+}} byte(s) above upper bound of
  strcpy(h->name, src);
  printf("%d %s %s\n", h->port, h->name, h->domain);
  free(h);
  return 0;
}
