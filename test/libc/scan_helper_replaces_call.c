// strchr, strchrnul, strpbrk, strspn and strcspn are not called when reads
// are checked: the runtime helper that checks the scan also gives the
// result, so the string is scanned once.  Its results must be libc's for
// every length (the helpers scan eight bytes at a time, the last word
// overlapping the one before), for the character at every position, for
// c == 0 and for a c with the high bit set; libc is reached through a
// function pointer, which the rewriter leaves alone.  In mode count, past
// the report of an unterminated array, the program still gets libc's
// result.  Under --check=w the real function is called.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: FileCheck --check-prefix=REWRITE --input-file=%t.c %s
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t | FileCheck %s
// RUN: env MPXRT_OPTIONS=mode=count:stack_depth=0 %t over 2>&1 | FileCheck %s --check-prefix=COUNT
// RUN: %mpx-rewrite --check=w %s -- > %t.w.c
// RUN: FileCheck --check-prefix=WONLY --input-file=%t.w.c %s
// RUN: %cc %cflags %t.w.c -o %t.w %mpxrt
// RUN: %t.w | FileCheck %s
//
// REWRITE: (__typeof__(strchr({{.*}}))__mpx_strchr_do(
// REWRITE: (__typeof__(strchrnul({{.*}}))__mpx_strchrnul_do(
// REWRITE: (__typeof__(strpbrk({{.*}}))__mpx_strpbrk_do(
// REWRITE: (__typeof__(strspn({{.*}}))__mpx_strspn_do({{.*}}, 1, &__mpx_sites
// REWRITE: (__typeof__(strcspn({{.*}}))__mpx_strspn_do({{.*}}, 0, &__mpx_sites
// WONLY: int main(
// WONLY-NOT: __mpx_str{{[a-z]+}}_do(
// CHECK: mismatches 0 of {{[1-9][0-9]*}}
// COUNT: mpx: bounds violation: read of size 17
// COUNT: over 20 20 20 1
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *(*real_chr)(const char *, int) = strchr;
static char *(*real_chrnul)(const char *, int) = strchrnul;
static char *(*real_pbrk)(const char *, const char *) = strpbrk;
static size_t (*real_spn)(const char *, const char *) = strspn;
static size_t (*real_cspn)(const char *, const char *) = strcspn;

static unsigned compare(const char *s, int c, const char *set) {
  unsigned bad = 0;
  bad += strchr(s, c) != real_chr(s, c);
  bad += strchrnul(s, c) != real_chrnul(s, c);
  bad += strpbrk(s, set) != real_pbrk(s, set);
  bad += strspn(s, set) != real_spn(s, set);
  bad += strcspn(s, set) != real_cspn(s, set);
  return bad;
}

int main(int argc, char **argv) {
  (void)argv;
  if (argc > 1) { // x.a has no NUL: each scan runs past its bounds
    struct {
      char a[16];
      char tail[8];
    } x;
    memset(x.a, 'a', sizeof x.a);
    strcpy(x.tail, "aaaa");
    printf("over %zu %zu %zu %d\n", strspn(x.a, "a"), strcspn(x.a, "b"),
           strchrnul(x.a, 'b') - x.a, strchr(x.a, 'b') == NULL);
    return 0;
  }
  static const char sets[][8] = {"a", "xyz", "\xe9", " \t\n", "za"};
  static const int chars[] = {'a', 'z', 0, (char)0xe9, 0xe9, 'q'};
  unsigned bad = 0, runs = 0;
  for (size_t len = 0; len <= 40; ++len)
    for (size_t at = 0; at <= len; ++at) {
      char *s = malloc(len + 1);
      for (size_t i = 0; i < len; ++i)
        s[i] = (char)('b' + i % 7);
      s[len] = 0;
      if (at < len)
        s[at] = (char)(at % 3 == 0 ? 'a' : at % 3 == 1 ? 'z' : 0xe9);
      for (size_t k = 0; k < sizeof sets / sizeof *sets; ++k)
        for (size_t j = 0; j < sizeof chars / sizeof *chars; ++j, ++runs)
          bad += compare(s, chars[j], sets[k]);
      free(s);
    }
  printf("mismatches %u of %u\n", bad, runs);
  return 0;
}
