/* main.c - pushes its arguments' lengths into a ring and joins them. */
#include <stdio.h>
#include <string.h>
#include "ring.h"
#include "strbuf.h"

int main(int argc, char **argv) {
  struct ring r;
  char storage[16];
  struct strbuf b;
  size_t i;
#ifdef PLANT_FIELD_OVERFLOW
  const char *volatile long_label;
#endif
  memset(&r, 0, sizeof r);
  strbuf_init(&b, storage, sizeof storage);
  for (i = 1; i < (size_t)argc; i++) {
    ring_push(&r, (int)strlen(argv[i]));
    strbuf_append(&b, argv[i]);
  }
  for (i = 0; i < r.count; i++)
    printf("%d ", ring_at(&r, i));
#ifdef PLANT_RING_OVERRUN
  printf("%d ", ring_at(&r, RING_CAP));
#endif
#ifdef PLANT_FIELD_OVERFLOW
  /* From a volatile: a constant would show the overflow to gcc -Os. */
  long_label = "a label too long";
  strcpy(r.name, long_label);
#else
  strcpy(r.name, "label");
#endif
  printf("| %s | %s\n", b.data, r.name);
  return 0;
}
