/* list.h - a sorted list of words with their counts. */
#ifndef WORDS_LIST_H
#define WORDS_LIST_H

#include <stddef.h>

struct word {
  struct word *next;
  char *text;        /* owned copy, on the heap */
  unsigned count;
  char initial[4];   /* first letters, for the index */
};

struct word_list {
  struct word *head;
  size_t length;
};

/* Adds one occurrence of TEXT[0..LEN) to LIST; returns its entry. */
struct word *list_add(struct word_list *list, const char *text, size_t len);

/* The entry for TEXT, or NULL. */
struct word *list_find(const struct word_list *list, const char *text);

/* Frees every entry. */
void list_free(struct word_list *list);

#endif
