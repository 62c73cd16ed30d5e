// A bounded compare whose n bytes lie inside both strings' bounds reads
// nothing outside them, wherever it stops: its check tests both ranges
// inline and scans neither string.  Here the n bytes of the first string
// run into a page that cannot be read, inside the bounds of its mapping;
// strncmp stops at the first byte, which differs, and so must the check
// (a scan of the n bytes would fault).  A compare whose n reaches past a
// bound still scans, stopping where the strings decide: a short string
// that ends early is fine, one that does not is reported.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: not --crash %t over 2>&1 | FileCheck %s --check-prefix=REPORT

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

__attribute__((noinline)) static int starts(const char *s, const char *p,
                                            size_t n) {
  // REPORT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in starts at {{.*}}strncmp_inside_bounds_inline.c:[[@LINE+1]]:10: 1 byte(s) above upper bound
  return strncmp(s, p, n) == 0;
}

int main(int argc, char **argv) {
  (void)argv;
  size_t page = (size_t)sysconf(_SC_PAGESIZE);
  char *map = mmap(NULL, 2 * page, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (map == MAP_FAILED || mprotect(map + page, page, PROT_NONE) != 0)
    return 1;
  char *edge = map + page - 2; /* two readable bytes, then none */
  memcpy(edge, "xy", 2);
  memcpy(map, "abcdefgh", 8);
  char *three = malloc(3);
  memcpy(three, "ab", 3);
  char *bare = malloc(3);
  memcpy(bare, "abc", 3); /* not terminated */
  // OK: 0 1 0
  printf("%d %d %d\n", starts(edge, map, 8), starts(three, "ab", 2),
         starts(three, "abcdefgh", 8));
  if (argc > 1)
    printf("%d\n", starts(bare, "abcdefgh", 8));
  free(bare);
  free(three);
  return 0;
}
