// Loop versioning copies the loop's text as written: comments (line and
// block, one with a '#' starting a line), and string and character
// literals holding '#', "//" and "/*" survive in both copies, which
// behave like the plain build.  The header's comment is left out of the
// guard.
//
// RUN: %mpx-rewrite %s --stats -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: diff %t.expected %t.out
// RUN: not --crash %t x 2>&1 | FileCheck %s --check-prefix=REPORT
// STATS: loops versioned (checked only when a guard fails): 1

#include <stdio.h>

static long count_marks(const char *s, int n) {
  long marks = 0;
  for (int i = 0; /* from the start */ i < n; // to n
       i++) {
    /* a block comment
    # that looks like a directive
    */
    // REPORT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in count_marks at {{.*}}guard_comments_strings.c:[[@LINE+1]]:14: 1 byte(s) above upper bound
    marks += s[i] == '#' ? sizeof("//") : s[i] == '/' ? sizeof("/*#*/") : 0;
    marks *= 2; // "# not a string"
  }
  return marks;
}

int main(int argc, char **argv) {
  (void)argv;
  char text[6] = {'#', 'a', '/', '#', 'b', '/'};
  // OK: 324
  printf("%ld\n", count_marks(text, 6));
  if (argc > 1)
    printf("%ld\n", count_marks(text, 7));
  return 0;
}
