/* array_sum: sequential reads of a heap array through a pointer parameter. */
#include <stdio.h>
#include <stdlib.h>

static long sum(const int *a, int n) {
  long s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}

int main(void) {
  int n = 1 << 20;
  int *a = malloc(n * sizeof *a);
  for (int i = 0; i < n; i++)
    a[i] = i & 7;
  long t = 0;
  for (int r = 0; r < 300; r++)
    t += sum(a, n);
  printf("%ld\n", t);
  free(a);
  return 0;
}
