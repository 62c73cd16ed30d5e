// A pointer declared in a for loop's init that the loop only moves up
// (`for (const char *s = str; *s; s++)`) gets its lower bound tested once,
// when the loop starts: the test cannot go before the loop, where the
// pointer does not exist yet, nor after the declaration, so it goes in the
// last declarator's initialiser, from the value being stored (the
// declared pointer is not set yet there) or from an earlier declarator.
// The program computes what the plain build does; a read past the end of
// an unterminated string and a read below a pointer that starts below its
// object are still reported, each at its own line, and in mode count the
// program runs on after the report as it should.
//
// RUN: %mpx-rewrite %s --stats -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: FileCheck %s --check-prefix=TEXT < %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: diff %t.expected %t.out
// RUN: not --crash %t unterminated 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: env MPXRT_OPTIONS=mode=count %t below 2>&1 | FileCheck %s --check-prefix=COUNT
// STATS: checks whose lower test is made once before their loop (a pointer it only moves up): 6
// TEXT: for (const char *s = __extension__ ({ __typeof__(s) [[V1:__mpx_v[0-9]+]] = ({{.*}}str)); (void)([[F1:__mpx_up[0-9]+]] = __mpx_above_lower([[V1]], [[B1:__mpx_b_s[_0-9]*]])); [[V1]]; }); (*(const char *)__mpx_check_rpu(&(*s), 1, [[B1]], {{[^,]+}}, [[F1]])); s++)
// TEXT: for (char *d = {{.*}}, *e = __extension__ ({ __typeof__(e) [[V2:__mpx_v[0-9]+]] = ({{.*}}dst + n)); (void)([[F2:__mpx_up[0-9]+]] = __mpx_above_lower(d, [[B2:__mpx_b_d[_0-9]*]])); [[V2]]; }); d < e; d++)
// TEXT-NEXT: __mpx_check_wpu(&(*d), 1, [[B2]], {{[^,]+}}, [[F2]])
// TEXT: for (int *p = {{.*}}, k = __extension__ ({ __typeof__(k) [[V3:__mpx_v[0-9]+]] = (0); (void)({{__mpx_up[0-9]+}} = __mpx_above_lower(p, {{__mpx_b_p[_0-9]*}})); [[V3]]; }); k < n; k++, p++)
// TEXT: for (ints q = __extension__ ({ __typeof__(q) [[V4:__mpx_v[0-9]+]] = ({{.*}}a)); (void)({{__mpx_up[0-9]+}} = __mpx_above_lower([[V4]],

#include <stdio.h>
#include <string.h>

typedef const int *ints;

static int count_spaces(const char *str) {
  int n = 0;
  // REPORT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in count_spaces at {{.*}}upward_pointer_declared_in_for.c:[[@LINE+1]]:29: 1 byte(s) above upper bound
  for (const char *s = str; *s; s++)
    if (*s == ' ')
      n++;
  return n;
}

static void fill(char *dst, int n) {
  for (char *d = dst, *e = dst + n; d < e; d++)
    *d = 'x';
}

static long twice(int *a, int n) {
  long s = 0;
  for (int *p = a, k = 0; k < n; k++, p++)
    s += 2 * *p;
  return s;
}

static long typed(const int *a, int n) {
  long s = 0;
  for (ints q = a; q < a + n; q++)
    s += q[0];
  return s;
}

// Sums p[1] and *p for n steps of p, starting from a: from a - 1, the
// first *p is below the array.
static long from(const int *a, int n, int star) {
  long s = 0;
  for (const int *p = a; n > 0; n--, p++)
    // COUNT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in from at {{.*}}upward_pointer_declared_in_for.c:[[@LINE+1]]:17: 4 byte(s) below lower bound
    s += star ? *p : p[1];
  return s;
}

// One element: read through a volatile, so that no compiler sees a[-1].
static volatile int one = 1;

int main(int argc, char **argv) {
  int a[4] = {1, 2, 3, 4};
  char buf[6];
  fill(buf, 5);
  buf[5] = 0;
  // OK: 2 xxxxx 20 10 10
  printf("%d %s %ld %ld %ld\n", count_spaces("a b c"), buf, twice(a, 4),
         typed(a, 4), from(a - one, 4, 0));
  if (argc > 1 && !strcmp(argv[1], "unterminated")) {
    char word[4] = {'a', ' ', 'b', 'c'};
    printf("%d\n", count_spaces(word));
  }
  if (argc > 1 && !strcmp(argv[1], "below")) {
    volatile long below = from(a - one, 2, 1);
    (void)below;
    // COUNT: then 10
    printf("then %ld\n", from(a, 4, 1));
  }
  return 0;
}
