/* word_count: a pointer walk over a string, byte by byte.
 * Usage: word_count [ROUNDS]   (default 30) */
#include <stdio.h>
#include <stdlib.h>

static int count_words(const char *s) {
  int n = 0, in = 0;
  for (; *s; s++) {
    if (*s == ' ')
      in = 0;
    else if (!in) {
      in = 1;
      n++;
    }
  }
  return n;
}

int main(int argc, char **argv) {
  int rounds = argc > 1 ? atoi(argv[1]) : 30;
  int len = 1 << 22;
  char *s = malloc(len);
  for (int i = 0; i < len - 1; i++)
    s[i] = (i % 7) ? 'a' : ' ';
  s[len - 1] = 0;
  long t = 0;
  for (int r = 0; r < rounds; r++)
    t += count_words(s);
  printf("%ld\n", t);
  free(s);
  return 0;
}
