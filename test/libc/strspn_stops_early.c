// strspn, strcspn and strpbrk read their string only up to the byte that
// stops them, and are checked that far: an array with no NUL is fine when
// the scan stops inside it (no report), and only the scan itself is paid
// for, not the rest of the string (a tokenizer calling strspn at every
// position stays linear).  The set is read to its NUL: an unterminated set
// is reported.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t | FileCheck %s
// RUN: not --crash %t set 2>&1 | FileCheck %s --check-prefix=SET

#include <stdio.h>
#include <string.h>

int main(int argc, char **argv) {
  char word[4] = {'a', 'b', 'x', 'y'}; // no NUL
  char text[64];
  memset(text, 'a', sizeof text - 1);
  text[sizeof text - 1] = '\0';
  size_t spans = 0;
  for (size_t i = 0; text[i]; ++i)
    spans += strspn(text + i, "a") > 0;
  printf("%zu %zu %d %zu\n", strspn(word, "ab"), strcspn(word, "xy"),
         (int)(strpbrk(word, "yx") - word), spans);
  // CHECK: 2 2 2 63
  if (argc > 1) {
    char set[2] = {'a', 'b'}; // no NUL
    fprintf(stderr, "before\n");
    // SET: before
    // SET-NEXT: mpx: bounds violation: read of size 3 {{.*}} in main at {{.*}}strspn_stops_early.c:[[@LINE+1]]:21: 1 byte(s) above upper bound
    printf("%zu\n", strspn(word, set));
  }
  (void)argv;
  return 0;
}
