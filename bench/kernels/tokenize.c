/* tokenize: a tokenizer scanning a generated text with char pointers.
 *
 * Generates a text of identifiers, numbers, string literals, punctuation
 * and white space (TEXT_KIB KiB, the size of a source file), then
 * tokenizes it ROUNDS times:
 * white space and identifiers are spanned with strspn, punctuation is found
 * with strchr, numbers and strings with hand-written pointer loops, and
 * every token is copied (truncated) into a fixed buffer and hashed, as a
 * lexer's token buffer would be. Prints a checksum and the token counts.
 * Usage: tokenize [ROUNDS [TEXT_KIB]]   (defaults ROUNDS, TEXT_KIB)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef ROUNDS
#define ROUNDS 1200
#endif
#ifndef TEXT_KIB
#define TEXT_KIB 64
#endif
#define TOKEN_MAX 32

static const char ident_chars[] =
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_0123456789";
static const char space_chars[] = " \t\n";
static const char punct_chars[] = "(){}[];,.+-*/=<>!&|";

static unsigned rng_state = 1;
static unsigned rng(void) {
  rng_state = rng_state * 1103515245u + 12345u;
  return rng_state >> 8;
}

/* fills buf[0..size-1] with tokens and separators, NUL-terminated */
static void generate(char *buf, size_t size) {
  static const char *const words[] = {
      "if", "while", "return", "struct", "node", "next", "value_of",
      "x", "counter", "Table_lookup", "for", "i", "buffer_length"};
  char *p = buf, *end = buf + size - 1; /* room for the NUL */
  while (end - p > 64) {
    unsigned kind = rng() % 10;
    if (kind < 4) {
      const char *w = words[rng() % (sizeof words / sizeof *words)];
      size_t n = strlen(w);
      memcpy(p, w, n);
      p += n;
    } else if (kind < 6) {
      int digits = 1 + (int)(rng() % 9);
      for (int i = 0; i < digits; i++)
        *p++ = (char)('0' + rng() % 10);
    } else if (kind < 7) {
      int n = (int)(rng() % 40);
      *p++ = '"';
      for (int i = 0; i < n; i++) {
        char c = (char)('a' + rng() % 26);
        if (rng() % 16 == 0) { /* an escaped quote */
          *p++ = '\\';
          c = '"';
        }
        *p++ = c;
      }
      *p++ = '"';
    } else {
      *p++ = punct_chars[rng() % (sizeof punct_chars - 1)];
    }
    int spaces = (int)(rng() % 3);
    for (int i = 0; i < spaces; i++)
      *p++ = space_chars[rng() % 3];
  }
  while (p < end)
    *p++ = ' ';
  *p = 0;
}

struct counts {
  unsigned long ident, number, string, punct, truncated, hash;
};

/* copies the token [s, e) into tok (truncated to TOKEN_MAX - 1 bytes) and
 * folds it into the hash */
static void take(struct counts *c, const char *s, const char *e) {
  char tok[TOKEN_MAX];
  size_t n = (size_t)(e - s);
  if (n >= TOKEN_MAX) {
    n = TOKEN_MAX - 1;
    c->truncated++;
  }
  memcpy(tok, s, n);
  tok[n] = 0;
  unsigned long h = c->hash;
  for (const char *t = tok; *t; t++)
    h = h * 31 + (unsigned char)*t;
  c->hash = h ^ n;
}

static void tokenize(const char *text, struct counts *c) {
  const char *p = text;
  for (;;) {
    p += strspn(p, space_chars);
    if (!*p)
      break;
    const char *start = p;
    if (*p >= '0' && *p <= '9') {
      while (*p >= '0' && *p <= '9')
        p++;
      c->number++;
    } else if (*p == '"') {
      for (p++; *p && *p != '"'; p++)
        if (*p == '\\' && p[1])
          p++;
      if (*p == '"')
        p++;
      c->string++;
    } else if (strchr(punct_chars, *p)) {
      p++;
      c->punct++;
    } else {
      size_t n = strspn(p, ident_chars);
      if (n == 0) { /* cannot happen with this text */
        fprintf(stderr, "tokenize: stray byte %d\n", *p);
        exit(1);
      }
      p += n;
      c->ident++;
    }
    take(c, start, p);
  }
}

int main(int argc, char **argv) {
  int rounds = argc > 1 ? atoi(argv[1]) : ROUNDS;
  long kib = argc > 2 ? atol(argv[2]) : TEXT_KIB;
  if (kib < 1 || kib > (1L << 20)) {
    fprintf(stderr, "tokenize: bad text size\n");
    return 2;
  }
  size_t size = (size_t)kib << 10;
  char *text = malloc(size);
  if (!text)
    return 1;
  generate(text, size);
  struct counts c = {0, 0, 0, 0, 0, 0};
  for (int r = 0; r < rounds; r++)
    tokenize(text, &c);
  printf("%lu %lu %lu %lu %lu %lu\n", c.hash, c.ident, c.number, c.string,
         c.punct, c.truncated);
  free(text);
  return 0;
}
