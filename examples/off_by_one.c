/* off_by_one.c - the classic bug: a loop that runs one step too far and
   writes past the end of a heap array.  Compiled plainly it usually "works"
   (the write lands in malloc's slack); instrumented, the write is reported.
*/
#include <stdio.h>
#include <stdlib.h>

#define N 8

int main(void) {
  int *squares = malloc(N * sizeof *squares);
  int i, sum = 0;
  if (!squares)
    return 1;
  for (i = 0; i <= N; i++) /* should be i < N */
    squares[i] = i * i;
  for (i = 0; i < N; i++)
    sum += squares[i];
  printf("sum of the first %d squares: %d\n", N, sum);
  free(squares);
  return 0;
}
