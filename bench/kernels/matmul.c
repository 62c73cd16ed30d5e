/* matmul: dense matrix product, indexed accesses in a triple loop.
 * Usage: matmul [ROUNDS]   (products, one element of a changed between
 * them; prints a sum of elements of each product; default 1) */
#include <stdio.h>
#include <stdlib.h>

static void matmul(int n, const double *a, const double *b, double *c) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      double s = 0;
      for (int k = 0; k < n; k++)
        s += a[i * n + k] * b[k * n + j];
      c[i * n + j] = s;
    }
}

int main(int argc, char **argv) {
  int rounds = argc > 1 ? atoi(argv[1]) : 1;
  int n = 300;
  double *a = calloc(n * n, sizeof *a), *b = calloc(n * n, sizeof *b);
  double *c = calloc(n * n, sizeof *c);
  for (int i = 0; i < n * n; i++) {
    a[i] = i % 3;
    b[i] = i % 5;
  }
  double t = 0;
  for (int r = 0; r < rounds; r++) {
    if (r)
      a[r % (n * n)] += 1;
    matmul(n, a, b, c);
    t += c[n * n - 1] + (r ? c[r % (n * n)] : 0);
  }
  printf("%.0f\n", t);
  free(a), free(b), free(c);
  return 0;
}
