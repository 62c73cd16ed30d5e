// A macro that pastes tokens, #define ELEM(name, i) (name##_tab[i]): the
// access is checked and reported at the invocation's line.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %resolve-sites %t.c | sed -e 's,//.*,,' | FileCheck %s --check-prefix=REWRITE
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual
// RUN: %mpx-rewrite --stats %s -- > /dev/null 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats

#include <stdio.h>

static int small_tab[3] = {1, 2, 3};
static int big_tab[5] = {10, 20, 30, 40, 50};

#define ELEM(name, i) (name##_tab[i])
#define GETTER(name)                                                           \
  static int get_##name(int i) { return ELEM(name, i); }

GETTER(small)
GETTER(big)

// STATS: accesses left unchecked: 0
int main(void) {
  int s = 0;
  for (int i = 0; i < 3; i++)
    // REWRITE: __mpx_check_r{{p?}}({{[^;]*}}"{{[^"]*}}token_paste.c:[[#@LINE+1]]:
    s += ELEM(small, i) + ELEM(big, i + 2);
  printf("%d %d %d\n", s, get_small(0), get_big(4));
  fflush(stdout);
  // volatile: a constant overflow would be seen, and warned about, when
  // optimising
#ifdef OK
  volatile int k = 2;
#else
  volatile int k = 3;
#endif
  // REPORT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}token_paste.c:[[@LINE+1]]:
  printf("%d\n", ELEM(small, k));
  return 0;
}
