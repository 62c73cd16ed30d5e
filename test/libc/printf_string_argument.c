// printf's %s reads its argument up to the NUL, or up to the precision:
// an unterminated array handed to printf("%s") is reported as a read one
// byte past it, before printf runs (the bytes after it would be printed);
// "%.8s" and "%.*s" of the same array read no further than the precision
// and run clean, as does %s of NULL ("(null)"). The same for fprintf,
// dprintf, snprintf, sprintf and asprintf, whose formats are read too.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %run %t printf 2>&1 | FileCheck %s --check-prefix=PRINTF
// RUN: not --crash %run %t fprintf 2>&1 | FileCheck %s --check-prefix=FPRINTF
// RUN: not --crash %run %t snprintf 2>&1 | FileCheck %s --check-prefix=SNPRINTF
// RUN: not --crash %run %t star 2>&1 | FileCheck %s --check-prefix=STAR
// RUN: not --crash %run %t format 2>&1 | FileCheck %s --check-prefix=FORMAT
// With _FORTIFY_SOURCE, whose glibc macros call __printf_chk and friends:
// RUN: %mpx-rewrite %s -- -O2 -D_FORTIFY_SOURCE=2 > %t.fortify.c
// RUN: %cc %cflags -O2 -D_FORTIFY_SOURCE=2 %t.fortify.c -o %t.fortify %mpxrt
// RUN: not --crash %run %t.fortify printf 2>&1 | FileCheck %s --check-prefix=PRINTF
// RUN: not --crash %run %t.fortify snprintf 2>&1 | FileCheck %s --check-prefix=SNPRINTF
// RUN: %cc %cflags -Wno-format-overflow %s -o %t.plain && %run %t.plain ok > %t.expected
// RUN: %run %t ok > %t.actual 2>&1
// RUN: diff %t.expected %t.actual

#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

__attribute__((noinline)) void show(const char *s) {
  // PRINTF: mpx: bounds violation: read of size 9 at 0x{{[0-9a-f]+}} in show at {{.*}}printf_string_argument.c:[[@LINE+1]]:3: 1 byte(s) above upper bound
  printf("%s\n", s);
}

__attribute__((noinline)) void show_to(FILE *f, const char *s, int n) {
  // FPRINTF: mpx: bounds violation: read of size 9 at 0x{{[0-9a-f]+}} in show_to at {{.*}}printf_string_argument.c:[[@LINE+1]]:3: 1 byte(s) above upper bound
  fprintf(f, "[%d:%s]\n", n, s);
}

__attribute__((noinline)) int measure(const char *s, int prec) {
  char out[64];
  // SNPRINTF: mpx: bounds violation: read of size 9 at 0x{{[0-9a-f]+}} in measure at {{.*}}printf_string_argument.c:[[@LINE+2]]:10: 1 byte(s) above upper bound
  // STAR: mpx: bounds violation: read of size 9 at 0x{{[0-9a-f]+}} in measure at {{.*}}printf_string_argument.c:[[@LINE+1]]:10: 1 byte(s) above upper bound
  return snprintf(out, sizeof out, "%5.2f %.*s", 1.5, prec, s);
}

__attribute__((noinline)) void show_format(const char *fmt) {
  // FORMAT: mpx: bounds violation: read of size 5 at 0x{{[0-9a-f]+}} in show_format at {{.*}}printf_string_argument.c:[[@LINE+1]]:3: 1 byte(s) above upper bound
  printf(fmt, 1);
}

int main(int argc, char **argv) {
  const char *m = argc > 1 ? argv[1] : "ok";
  char pad[64], d[8], f[4];
  memset(pad, 'B', sizeof pad);
  memset(d, 'A', sizeof d);
  memcpy(f, "%d%%", 4); // no NUL
  if (!strcmp(m, "printf"))
    show(d);
  if (!strcmp(m, "fprintf"))
    show_to(stdout, d, 1);
  if (!strcmp(m, "snprintf"))
    return measure(d, -1);
  if (!strcmp(m, "star"))
    return measure(d, 9);
  if (!strcmp(m, "format"))
    show_format(f);
  // Correct uses: bounded by the precision, NULL, terminated strings.
  printf("%.8s|%.*s|%-10.3s|\n", d, 8, d, d);
  char *volatile none = 0;
  printf("%s %s %c %p\n", "lit", none, 'x', (void *)0);
  show_to(stdout, "terminated", 2);
  printf("%d\n", measure(d, 8));
  char buf[32];
  sprintf(buf, "%.4s-%d", d, 42);
  puts(buf);
  char *heap = 0;
  if (asprintf(&heap, "%s/%.2s", buf, d) >= 0) {
    puts(heap);
    printf("%zu\n", strlen(heap));
    free(heap);
  }
  dprintf(1, "%.3s%s\n", d, "!");
  return pad[0] == 'C';
}
