/* Under -std=c89 -pedantic -Werror the output stays valid C90 plus marked
 * extensions: a brace list of constants holding null pointers stays
 * constant (their NULL bounds are stored by a declaration after it), and
 * sprintf's length check uses __builtin_snprintf (C90's <stdio.h> does not
 * declare snprintf).  A null pointer from such a list still has NULL bounds.
 *
 * RUN: %mpx-rewrite %s -- -std=c89 > %t.c
 * RUN: %cc %opt -std=c89 -pedantic -Wall -Wextra -Werror -Wdeclaration-after-statement %s -o %t.plain
 * RUN: %cc %opt -std=c89 -pedantic -Wall -Wextra -Werror -Wdeclaration-after-statement -I%S/../../runtime/include %t.c -o %t %mpxrt
 * RUN: %t.plain > %t.expected && %t > %t.actual && diff %t.expected %t.actual
 * RUN: not --crash %t null 2>&1 | FileCheck %s
 */

#include <stdio.h>

struct buffer {
  const char *content;
  unsigned long length;
  char *spare[2];
};

static struct buffer *keep(struct buffer *b) { return b; }

int main(int argc, char **argv) {
  struct buffer b = {0, 0, {0, 0}};
  char text[16];
  struct buffer *p = keep(&b);
  (void)argv;
  sprintf(text, "%d-%s", 12, "ab");
  printf("%s %lu\n", text, p->length);
  if (argc > 1)
    /* CHECK: mpx: bounds violation: read of size 1 at 0x0 in main at {{.*}}output_c90_pedantic.c:[[@LINE+2]]:20: NULL bounds
     */
    printf("%c\n", *p->content);
  return 0;
}
