// A covering check tests the bytes of the element the body reaches, not
// the whole type: an object allocated shorter than its type (a string
// header whose tail fields only long strings have, as Lua's TString) still
// passes when the body reaches only its head, and its accesses skip their
// own checks.  A list walk (neighbour covers) and a parameter the body
// never changes (an entry cover) both test the head only.  A function
// reaching the missing tail tests the whole object: the test fails for a
// short string, the head fields are checked on their own and pass, and the
// tail field is reported at its own line.
//
// RUN: %mpx-rewrite --stats %s -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=REWRITE < %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %run %t | FileCheck %s
// RUN: not --crash %run %t 1 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: %run %t > %t.actual && diff %t.expected %t.actual

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct str {
  struct str *next; /* 0 */
  unsigned char len; /* 8 */
  unsigned hash;     /* 12 */
  char *contents;    /* 16: long strings only; short ones hold chars here */
  void *owner;       /* 24: long strings only */
};

static char *chars(struct str *s) {
  return (char *)s + offsetof(struct str, contents);
}

static struct str *new_short(const char *text, struct str *next) {
  size_t n = strlen(text);
  struct str *s = malloc(offsetof(struct str, contents) + n + 1);
  s->next = next;
  s->len = (unsigned char)n;
  s->hash = (unsigned)n * 31u + (unsigned char)text[0];
  memcpy(chars(s), text, n + 1);
  return s;
}

// REWRITE: static struct str *{{__mpxc}}_find(
// REWRITE: int [[NB:__mpx_nb[0-9]+]] = 0;
// REWRITE: __mpx_check_rpc(&(s->hash), 4, [[B:__mpx_b_s[_0-9]*]], {{[^)]*}}, ([[NB]] = __mpx_covers(s, 16, [[B]])))
// REWRITE: __mpx_check_rpc(&(s->len), 1, [[B]], {{[^)]*}}, [[NB]])
__attribute__((noinline)) static struct str *find(struct str *list,
                                                  unsigned h, unsigned len) {
  for (struct str *s = list; s; s = s->next) {
    if (s->hash != h)
      continue;
    if (s->len == len)
      return s;
  }
  return NULL;
}

// REWRITE: static unsigned {{__mpxc}}_describe(
// REWRITE-SAME: const int [[CV:__mpx_cv[0-9]+]] = __mpx_covers(__MPX_INT(s) + 8u, 8, __mpx_b_s);
// REWRITE: __mpx_check_rpc(&(s->len), 1, __mpx_b_s, {{[^)]*}}, [[CV]])
// REWRITE: __mpx_check_rpc(&(s->hash), 4, __mpx_b_s, {{[^)]*}}, [[CV]])
__attribute__((noinline)) static unsigned describe(const struct str *s) {
  return s->len * 1000u + s->hash % 1000u + s->len;
}

// REWRITE: static void *{{__mpxc}}_owner_of(
// REWRITE-SAME: const int [[CW:__mpx_cv[0-9]+]] = __mpx_covers(__MPX_INT(s) + 8u, 24, __mpx_b_s);
__attribute__((noinline)) static void *owner_of(const struct str *s) {
  if (s->len < 40 && s->hash != 0 && s->len != 0)
    return NULL;
  // REPORT: mpx: bounds violation: read of size 8 {{.*}} in owner_of at {{.*}}covered_short_objects.c:[[@LINE+1]]:
  return s->owner;
}

int main(int argc, char **argv) {
  (void)argv;
  struct str *list = NULL;
  const char *words[] = {"a", "be", "sea", "deed", "eerie"};
  for (int i = 0; i < 5; i++)
    list = new_short(words[i], list);
  struct str *s = find(list, 3u * 31u + 's', 3);
  // CHECK: found sea 3211
  printf("found %s %u\n", s ? chars(s) : "-", s ? describe(s) : 0u);
  // CHECK: owner (nil)
  printf("owner %p\n", owner_of(s));
  if (argc > 1) {
    s->len = 50; /* a short string taken for a long one */
    printf("owner %p\n", owner_of(s));
  }
  return 0;
}
