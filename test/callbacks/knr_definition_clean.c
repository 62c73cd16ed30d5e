// A K&R-style (old-style) definition called with pointers, directly and
// through a function pointer: the program runs clean and prints what the
// plain build prints.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.actual
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: diff %t.expected %t.actual

#include <stdio.h>

// Old-style definitions are what this test is about; clang warns on them.
#ifdef __clang__
#pragma clang diagnostic ignored "-Wdeprecated-non-prototype"
#endif

int total(p, n)
  const int *p;
  int n;
{
  int s = 0;
  while (n-- > 0)
    s += *p++;
  return s;
}

char *upcase(s)
  char *s;
{
  for (char *q = s; *q; q++)
    if (*q >= 'a' && *q <= 'z')
      *q = (char)(*q - 'a' + 'A');
  return s;
}

int main(void) {
  int v[5] = {1, 2, 3, 4, 5};
  char word[] = "hello";
  int (*f)(const int *, int) = total;
  printf("%d %d\n", total(v, 5), f(v + 1, 4));
  printf("%s %c\n", upcase(word), upcase(word)[4]);
  return 0;
}
