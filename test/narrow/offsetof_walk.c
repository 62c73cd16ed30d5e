// offsetof walks: (char *)p + offsetof(T, f) and (char *)&s->f +
// (offsetof(T, g) - offsetof(T, f)) reach a field from the struct's or from
// another field's address, with the struct's bounds; an offset past the
// struct is reported.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

struct conf {
  int version;
  double ratio;
  long serial;
  short port;
};

#ifdef OK
static volatile size_t past = 0;
#else
static volatile size_t past = sizeof(struct conf);
#endif

int main(void) {
  struct conf *c = malloc(sizeof *c);
  *(int *)((char *)c + offsetof(struct conf, version)) = 3;
  *(double *)((char *)c + offsetof(struct conf, ratio)) = 0.5;
  *(long *)((char *)&c->ratio + (offsetof(struct conf, serial) -
                                 offsetof(struct conf, ratio))) = 42;
  *(short *)((unsigned char *)&c->serial +
             (offsetof(struct conf, port) - offsetof(struct conf, serial))) = 80;
  // REPORT: mpx: bounds violation: read of size 2 at 0x{{[0-9a-f]+}} in main at {{.*}}offsetof_walk.c:[[@LINE+1]]:16: {{[0-9]+}} byte(s) above upper bound of
  short port = *(short *)((char *)c + offsetof(struct conf, port) + past);
  printf("%d %.1f %ld %d\n", c->version, c->ratio, c->serial, port);
  free(c);
  return 0;
}
