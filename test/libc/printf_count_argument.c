// printf's %n writes the count through its argument, as an int (%hhn a
// char, %hn a short, %ln a long): %n into a one-byte object is reported as
// a write of size 4 before printf runs; %hhn into it is fine.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %run %t int 2>&1 | FileCheck %s --check-prefix=INT
// RUN: not --crash %run %t long 2>&1 | FileCheck %s --check-prefix=LONG
// RUN: %cc %cflags -Wno-format %s -o %t.plain && %run %t.plain ok > %t.expected
// RUN: %run %t ok > %t.actual 2>&1
// RUN: diff %t.expected %t.actual
// RUN: %mpx-rewrite --check=r %s -- > %t.r.c
// RUN: %cc %cflags %t.r.c -o %t.r %mpxrt
// RUN: %run %t.r ok 2>&1 | FileCheck %s --check-prefix=READS-ONLY
// READS-ONLY-NOT: mpx:

#include <stdio.h>
#include <string.h>

char one_byte;
int four_bytes;

__attribute__((noinline)) void count_into(int *p) {
  // INT: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in count_into at {{.*}}printf_count_argument.c:[[@LINE+1]]:3: 1 byte(s) above upper bound
  printf("abc%n\n", p);
}

__attribute__((noinline)) void count_long(int *p) {
  // LONG: mpx: bounds violation: write of size 8 at 0x{{[0-9a-f]+}} in count_long at {{.*}}printf_count_argument.c:[[@LINE+1]]:3: 1 byte(s) above upper bound
  printf("abcd%ln\n", (long *)p);
}

int main(int argc, char **argv) {
  const char *m = argc > 1 ? argv[1] : "ok";
  long l = 0;
  if (!strcmp(m, "int"))
    count_into((int *)&one_byte);
  if (!strcmp(m, "long"))
    count_long(&four_bytes);
  printf("ab%hhn%s%n%ld%ln\n", (signed char *)&one_byte, "cd", &four_bytes,
         7L, &l);
  printf("%d %d %ld\n", one_byte, four_bytes, l);
  return 0;
}
