/* list.c - the word list: heap entries, string copies, pointer walks. */
#include "list.h"

#include <stdlib.h>
#include <string.h>

/* A NUL-terminated heap copy of TEXT[0..LEN).  PLANT_OFF_BY_ONE plants the
   classic bug: the buffer has no room for the terminator. */
static char *copy_text(const char *text, size_t len) {
#ifdef PLANT_OFF_BY_ONE
  size_t size = len;
#else
  size_t size = len + 1;
#endif
  char *copy = malloc(size);
  size_t i;
  if (!copy)
    abort();
  for (i = 0; i < len; i++)
    copy[i] = text[i];
  copy[len] = '\0';
  return copy;
}

static struct word *new_word(const char *text, size_t len) {
  struct word *w = calloc(1, sizeof *w);
  if (!w)
    abort();
  w->text = copy_text(text, len);
  strncpy(w->initial, w->text, sizeof w->initial - 1);
  return w;
}

struct word *list_add(struct word_list *list, const char *text, size_t len) {
  struct word **link = &list->head;
  struct word *w;
  while (*link) {
    int order = strncmp((*link)->text, text, len);
    if (order == 0 && (*link)->text[len] == '\0') {
      (*link)->count++;
      return *link;
    }
    if (order > 0 || (order == 0 && (*link)->text[len] != '\0'))
      break;
    link = &(*link)->next;
  }
  w = new_word(text, len);
  w->count = 1;
  w->next = *link;
  *link = w;
  list->length++;
  return w;
}

struct word *list_find(const struct word_list *list, const char *text) {
  struct word *w;
  for (w = list->head; w; w = w->next)
    if (strcmp(w->text, text) == 0)
      return w;
  return NULL;
}

void list_free(struct word_list *list) {
  struct word *w = list->head;
  while (w) {
    struct word *next = w->next;
    free(w->text);
    free(w);
    w = next;
  }
  list->head = NULL;
  list->length = 0;
}
