// Narrowing: an array field decaying (p->name) gets the field's bounds, so a
// copy loop that runs past `char name[8]` into the next field `id` is
// reported at the write, although it stays inside the struct.
// The correct twin (-DOK) copies a name that fits.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>

struct person {
  int age;
  char name[8];
  int id;
};

#ifdef OK
static const char *src = "Ada";
#else
static const char *src = "Augustus"; // 8 characters and the NUL: 9 bytes
#endif

static void set_name(struct person *p, const char *s) {
  char *d = p->name;
  size_t i = 0;
  do {
    // REPORT: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in set_name at {{.*}}array_field_overflow.c:[[@LINE+1]]:5: 1 byte(s) above upper bound of [0x{{[0-9a-f]+}}, 0x{{[0-9a-f]+}}]
    d[i] = s[i];
  } while (s[i++] != '\0');
}

int main(void) {
  struct person *p = malloc(sizeof *p);
  p->age = 36;
  p->id = 7;
  set_name(p, src);
  printf("%d %s %d\n", p->age, p->name, p->id);
  free(p);
  return 0;
}
