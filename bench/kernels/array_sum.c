/* array_sum: sequential reads of a heap array through a pointer parameter.
 * Usage: array_sum [ROUNDS]   (default 300) */
#include <stdio.h>
#include <stdlib.h>

static long sum(const int *a, int n) {
  long s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}

int main(int argc, char **argv) {
  int rounds = argc > 1 ? atoi(argv[1]) : 300;
  int n = 1 << 20;
  int *a = malloc(n * sizeof *a);
  for (int i = 0; i < n; i++)
    a[i] = i & 7;
  long t = 0;
  for (int r = 0; r < rounds; r++)
    t += sum(a, n);
  printf("%ld\n", t);
  free(a);
  return 0;
}
