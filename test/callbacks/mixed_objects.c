// a.c is instrumented, b.c is compiled plain (no mpx-rewrite): b keeps a
// registry of a's callbacks with a context pointer, calls them with its own
// buffers and with a's, returns pointers into a's arrays and hands a a plain
// function pointer that a calls with its own pointers. Every pointer that
// crosses to a from plain code gets INIT bounds (or its own, where a stored
// it), so the program runs clean and prints what the plain build prints.
//
// RUN: rm -rf %t && split-file %s %t
// RUN: %mpx-rewrite %t/a.c -- -I%t > %t/a.rw.c
// RUN: %cc %cflags -I%t -c %t/a.rw.c -o %t/a.o
// RUN: %cc %cflags -I%t -c %t/b.c -o %t/b.o
// RUN: %cc %cflags %t/a.o %t/b.o -o %t/mixed %mpxrt
// RUN: %t/mixed > %t/actual
// RUN: %cc %cflags -I%t %t/a.c %t/b.c -o %t/plain && %t/plain > %t/expected
// RUN: diff %t/expected %t/actual

//--- common.h
typedef int handler(void *ctx, char *buf, int len);
typedef char *picker(char *base, int n);
void b_register(handler *h, void *ctx);
int b_dispatch(char *buf, int len);
int b_dispatch_own(void);
char *b_middle(char *base, int n);
picker *b_get_picker(void);
char *a_last(char *base, int n);

//--- a.c
#include <stdio.h>
#include <string.h>
#include "common.h"

struct counter {
  int calls;
  int bytes;
  char *log;
};

static int count(void *ctx, char *buf, int len) {
  struct counter *c = ctx;
  c->calls++;
  for (int i = 0; i < len; i++)
    c->bytes += buf[i] != 0;
  c->log[c->calls - 1] = buf[len - 1];
  return len;
}

char *a_last(char *base, int n) { return base + n - 1; }

int main(void) {
  char log[8] = {0};
  struct counter c = {0, 0, log};
  b_register(count, &c);
  char text[] = "instrumented";
  printf("%d\n", b_dispatch(text, (int)strlen(text)));
  printf("%d\n", b_dispatch_own());
  char *m = b_middle(text, (int)strlen(text));
  m[0] = 'X';
  printf("%s %c\n", text, m[-1]);
  picker *p = b_get_picker();
  char *last = p(text, (int)strlen(text));
  last[0] = '!';
  printf("%s %d %d %s\n", text, c.calls, c.bytes, c.log);
  return 0;
}

//--- b.c
#include <stdio.h>
#include "common.h"

static handler *saved;
static void *saved_ctx;
static char own[64];

void b_register(handler *h, void *ctx) {
  saved = h;
  saved_ctx = ctx;
}

int b_dispatch(char *buf, int len) { return saved(saved_ctx, buf, len); }

int b_dispatch_own(void) {
  for (int i = 0; i < 40; i++)
    own[i] = (char)('a' + i % 26);
  return saved(saved_ctx, own, 40);
}

char *b_middle(char *base, int n) { return base + n / 2; }

static char *pick_last(char *base, int n) {
  char *q = a_last(base, n);
  return q;
}

picker *b_get_picker(void) { return pick_last; }
