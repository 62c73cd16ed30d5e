/* zlib_bench: a CPU-bound driver for zlib (bench/run.sh --project zlib=DIR).
 *
 * Generates about 2 MB of compressible text (words, numbers and some
 * random bytes) and, ROUNDS times, compresses it with compress2 at a level
 * that cycles through 1, 6 and 9, decompresses it with uncompress and
 * checks the round trip. Prints the compressed sizes' sum and a CRC-32 of
 * every compressed stream, which only depend on zlib's code.
 * Built with zlib's library sources: see bench/run.sh.
 * Usage: zlib_bench [ROUNDS]   (default 3)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "zlib.h"

#define SIZE (2u << 20)

static unsigned rng_state = 3;
static unsigned rng(void) {
  rng_state = rng_state * 1103515245u + 12345u;
  return rng_state >> 8;
}

static void generate(unsigned char *buf, size_t size) {
  static const char *const words[] = {
      "deflate ", "inflate ", "window ", "huffman ", "the ", "a ", "of ",
      "stream ", "block ", "literal ", "distance ", "length ", "\n"};
  size_t n = 0;
  while (n < size) {
    unsigned r = rng() % 16;
    if (r < 11) {
      const char *w = words[rng() % (sizeof words / sizeof *words)];
      for (; *w && n < size; w++)
        buf[n++] = (unsigned char)*w;
    } else if (r < 15) {
      char num[16];
      int len = snprintf(num, sizeof num, "%u ", rng() % 100000);
      for (int i = 0; i < len && n < size; i++)
        buf[n++] = (unsigned char)num[i];
    } else {
      for (int i = 0; i < 8 && n < size; i++)
        buf[n++] = (unsigned char)rng();
    }
  }
}

int main(int argc, char **argv) {
  int rounds = argc > 1 ? atoi(argv[1]) : 3;
  static const int levels[] = {1, 6, 9};
  unsigned char *src = malloc(SIZE), *back = malloc(SIZE);
  uLong bound = compressBound(SIZE);
  unsigned char *packed = malloc(bound);
  if (!src || !back || !packed)
    return 1;
  generate(src, SIZE);
  unsigned long total = 0, crc = crc32(0L, Z_NULL, 0);
  for (int r = 0; r < rounds; r++) {
    uLongf plen = bound, blen = SIZE;
    if (compress2(packed, &plen, src, SIZE, levels[r % 3]) != Z_OK) {
      fprintf(stderr, "zlib_bench: compress2 failed\n");
      return 1;
    }
    if (uncompress(back, &blen, packed, plen) != Z_OK || blen != SIZE ||
        memcmp(src, back, SIZE) != 0) {
      fprintf(stderr, "zlib_bench: round trip failed\n");
      return 1;
    }
    total += plen;
    crc = crc32(crc, packed, (uInt)plen);
  }
  printf("%lu %08lx\n", total, crc);
  free(src);
  free(back);
  free(packed);
  return 0;
}
