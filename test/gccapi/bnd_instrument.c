// __attribute__((bnd_instrument)) with --instrument-marked-only: only the
// marked functions are instrumented, so the same intra-object overflow is
// not reported in an unmarked function and is reported in a marked one.
// Without the option both are instrumented.
//
// RUN: %mpx-rewrite --instrument-marked-only %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t unmarked 2>&1 | FileCheck %s --check-prefix=UNMARKED
// RUN: not --crash %t marked 2>&1 | FileCheck %s --check-prefix=MARKED
// RUN: %mpx-rewrite %s -- > %t.all.c && %cc %cflags %t.all.c -o %t.all %mpxrt
// RUN: not --crash %t.all unmarked 2>&1 | FileCheck %s --check-prefix=ALL

#include <stddef.h>
#include <stdio.h>
#include <string.h>

struct pair {
  long tag;
  char a[8];
  char b[8];
};

static volatile int idx = 9;

// Reads the byte in memory (volatile), whatever the optimiser knows.
__attribute__((noinline)) static char byte_at(const char *p, size_t i) {
  return ((const volatile char *)p)[i];
}

static char unmarked(void) {
  struct pair s;
  memset(&s, 0, sizeof s);
  // ALL: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in unmarked at {{.*}}bnd_instrument.c:[[@LINE+1]]:3: 2 byte(s) above upper bound of
  s.a[idx] = 'u';
  return byte_at((char *)&s, offsetof(struct pair, b) + 1);
}

__attribute__((bnd_instrument)) static char marked(void) {
  struct pair s;
  memset(&s, 0, sizeof s);
  // MARKED: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in marked at {{.*}}bnd_instrument.c:[[@LINE+1]]:3: 2 byte(s) above upper bound of
  s.a[idx] = 'm';
  return byte_at((char *)&s, offsetof(struct pair, b) + 1);
}

int main(int argc, char **argv) {
  char c = argc > 1 && strcmp(argv[1], "marked") == 0 ? marked() : unmarked();
  // UNMARKED: got u
  printf("got %c\n", c);
  return 0;
}
