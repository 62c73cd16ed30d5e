// A loop that only moves a pointer up (`for (; *s; s++)`, `*d++ = *s++`,
// `p += 2` in a do loop, `for (p = a; p < end; p++)`) tests each pointer's
// lower bound once, before the loop (after a for loop's expression init),
// and its accesses test only their upper bound while that holds.  The
// program computes what the plain build does, and a read past the end of
// an unterminated string is still reported at its own line.
//
// RUN: %mpx-rewrite %s --stats -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: FileCheck %s --check-prefix=TEXT < %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: diff %t.expected %t.out
// RUN: not --crash %t unterminated 2>&1 | FileCheck %s --check-prefix=REPORT
// STATS: checks whose lower test is made once before their loop (a pointer it only moves up): 6
// TEXT: { (void)([[F1:__mpx_up[0-9]+]] = __mpx_above_lower(s, __mpx_b_s)); for (;
// TEXT-SAME: __mpx_check_rpu(&(*s), 1, __mpx_b_s, {{[^,]+}}, [[F1]])
// TEXT: for ((void)(p = {{.*}}), (void)([[F2:__mpx_up[0-9]+]] = __mpx_above_lower(p, [[B:__mpx_b_p[_0-9]*]])); p < end; p++)
// TEXT-NEXT: __mpx_check_rpu(&(*p), 4, [[B]], {{[^,]+}}, [[F2]])
// TEXT: __mpx_above_lower(d, __mpx_b_d)), (void)({{.*}} = __mpx_above_lower(s, __mpx_b_s)); while (n--)
// TEXT-NEXT: __mpx_check_wpu(&(*d++)
// TEXT: = __mpx_above_lower(p, __mpx_b_p)); do {

#include <stdio.h>
#include <string.h>

static int count_spaces(const char *s) {
  int n = 0;
  // REPORT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in count_spaces at {{.*}}upward_pointer_sentinel.c:[[@LINE+1]]:10: 1 byte(s) above upper bound
  for (; *s; s++)
    if (*s == ' ')
      n++;
  return n;
}

static long sum_range(const int *a, int n) {
  const int *p, *end = a + n;
  long s = 0;
  for (p = a; p < end; p++)
    s += *p;
  return s;
}

static void copy_bytes(char *d, const char *s, int n) {
  while (n--)
    *d++ = *s++;
}

static int pairs(const short *p, int n) {
  int t = 0;
  do {
    t += p[0] * p[1];
    p += 2;
  } while ((n -= 2) > 1);
  return t;
}

int main(int argc, char **argv) {
  int a[5] = {1, 2, 3, 4, 5};
  short sh[6] = {1, 2, 3, 4, 5, 6};
  char d[8];
  copy_bytes(d, "abcdefg", 8);
  // OK: 2 15 abcdefg 44
  printf("%d %ld %s %d\n", count_spaces("a b c"), sum_range(a, 5), d,
         pairs(sh, 6));
  if (argc > 1 && !strcmp(argv[1], "unterminated")) {
    char word[4] = {'a', ' ', 'b', 'c'};
    printf("%d\n", count_spaces(word));
  }
  return 0;
}
