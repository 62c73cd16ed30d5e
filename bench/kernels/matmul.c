/* matmul: dense matrix product, indexed accesses in a triple loop. */
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

int main(void) {
  int n = 300;
  double *a = calloc(n * n, sizeof *a), *b = calloc(n * n, sizeof *b);
  double *c = calloc(n * n, sizeof *c);
  for (int i = 0; i < n * n; i++) {
    a[i] = i % 3;
    b[i] = i % 5;
  }
  matmul(n, a, b, c);
  printf("%.0f\n", c[n * n - 1]);
  free(a), free(b), free(c);
  return 0;
}
