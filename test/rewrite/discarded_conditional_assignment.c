/* A pointer in memory assigned in a branch of a discarded `?:`, behind a
 * comma and a nested `?:` (a scanner's SKIP_LINE macro): the assignment
 * yields its value from a statement expression, which clang's
 * -Wunused-value would report there; the outermost `?:` is cast to void.
 *
 * RUN: %mpx-rewrite %s -- > %t.c
 * RUN: %cc %cflags %t.c -o %t %mpxrt
 * RUN: clang-19 %cflags %t.c -o %t.clang %mpxrt
 * RUN: %run %t | FileCheck %s
 * RUN: %run %t.clang | FileCheck %s
 * RUN: not --crash %t over 2>&1 | FileCheck --check-prefix=BAD %s
 */
#include <stdio.h>

struct buf {
  char *pointer;
};
struct parser {
  struct buf buffer;
  int line;
};

#define IS_BREAK(b) ((b).pointer[0] == '\n')
#define IS_CRLF(b) ((b).pointer[0] == '\r' && (b).pointer[1] == '\n')
#define SKIP_LINE(p)                                                           \
  (IS_CRLF(p->buffer)    ? (p->line++, p->buffer.pointer += 2)                 \
   : IS_BREAK(p->buffer) ? (p->line++, p->buffer.pointer += 1)                 \
                         : 0)

static int lines(struct parser *p) {
  while (*p->buffer.pointer) {
    if (IS_BREAK(p->buffer) || IS_CRLF(p->buffer))
      SKIP_LINE(p);
    else
      p->buffer.pointer++;
  }
  return p->line;
}

int main(int argc, char **argv) {
  char text[] = "a\r\nb\nc\n";
  char cut[] = {'a', '\r'};
  struct parser p = {{text}, 0};
  struct parser q = {{cut}, 0};
  (void)argv;
  // CHECK: 3
  printf("%d\n", lines(&p));
  // BAD: mpx: bounds violation: read of size 1 {{.*}}discarded_conditional_assignment.c:32:32: 1 byte(s) above upper bound
  if (argc > 1)
    printf("%d\n", lines(&q));
  return 0;
}
