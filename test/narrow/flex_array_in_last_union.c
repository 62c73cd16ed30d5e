/* A [1] array that is a member of a union, the union the last field of a
 * struct allocated bigger: json-c's json_object_string keeps a string's
 * bytes in `union { char idata[1]; char *pdata; } c_string` and allocates
 * `sizeof(*jso) - sizeof(jso->c_string) + len + 1` bytes.  Any member of a
 * union ends it, but only the union's last declared member counted as
 * trailing: idata was narrowed to its 1 byte, and the memcpy of the string
 * was reported in 20 of json-c's 28 tests.  It now runs to the end of the
 * allocation, where writing past it is still reported.
 *
 * RUN: %mpx-rewrite %s -- > %t.c
 * RUN: %cc %cflags %t.c -o %t %mpxrt
 * RUN: %run %t | FileCheck %s
 * RUN: not --crash %t over 2>&1 | FileCheck --check-prefix=BAD %s
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct str {
  long len;
  union {
    char idata[1]; // immediate data, actually longer
    char *pdata;
  } c;
};

int main(int argc, char **argv) {
  (void)argv;
  const char *s = "hello, union world";
  size_t len = strlen(s);
  struct str *p = malloc(sizeof(*p) - sizeof(p->c) + len + 1);
  p->len = (long)len;
  memcpy(p->c.idata, s, len);
  // BAD: mpx: bounds violation: write of size 1 {{.*}}flex_array_in_last_union.c:[[@LINE+1]]:3: 1 byte(s) above upper bound
  p->c.idata[len + (size_t)argc - 1] = '\0';
  // CHECK: hello, union world
  printf("%s\n", p->c.idata);
  free(p);
  return 0;
}
