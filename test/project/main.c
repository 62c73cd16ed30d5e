/* main.c - counts the words of a text (the arguments, or a built-in one)
   and prints them sorted, with their counts. */
#include "list.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

static const char default_text[] =
    "the quick brown fox jumps over the lazy dog and the dog sleeps";

/* Splits TEXT at blanks and adds each word to LIST. */
static void add_words(struct word_list *list, const char *text) {
  const char *p = text;
  while (*p) {
    const char *start;
    while (*p && isspace((unsigned char)*p))
      p++;
    start = p;
    while (*p && !isspace((unsigned char)*p))
      p++;
    if (p > start)
      list_add(list, start, (size_t)(p - start));
  }
}

int main(int argc, char **argv) {
  struct word_list list = {NULL, 0};
  struct word *w;
  int i;
  if (argc > 1)
    for (i = 1; i < argc; i++)
      add_words(&list, argv[i]);
  else
    add_words(&list, default_text);
  for (w = list.head; w; w = w->next)
    printf("%-8s %u (%s)\n", w->text, w->count, w->initial);
  w = list_find(&list, "the");
  printf("%zu words, 'the' %u times\n", list.length, w ? w->count : 0);
  list_free(&list);
  return 0;
}
