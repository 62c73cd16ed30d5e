// Access form: struct copy through pointers, *dst = *src, is one access of
// the whole struct's size on each side: a source or a destination block
// smaller than the struct is reported (read of size 32 / write of size 32).
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %resolve-sites %t.c | sed -e 's,//.*,,' | FileCheck %s --check-prefix=REWRITE
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t src 2>&1 | FileCheck %s --check-prefix=SRC
// RUN: not --crash %t dst 2>&1 | FileCheck %s --check-prefix=DST
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain src > %t.expected && %t.plain dst >> %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok src > %t.actual && %t.ok dst >> %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct big {
  int v[8];
};

#ifdef OK
static volatile size_t size = sizeof(struct big);
#else
static volatile size_t size = 4 * sizeof(int);
#endif

int main(int argc, char **argv) {
  struct big local = {{1, 2, 3, 4, 5, 6, 7, 8}};
  struct big *small = calloc(1, size);
  if (!small)
    return 1;
  if (argc > 1 && strcmp(argv[1], "src") == 0) {
    struct big *dst = &local, *src = small;
    // SRC: mpx: bounds violation: read of size 32 at 0x{{[0-9a-f]+}} in main at {{.*}}access_struct_copy.c:[[@LINE+2]]:{{[0-9]+}}: 1 byte(s) above upper bound
    // REWRITE: __mpx_check_r{{p?}}(&(*src){{[^;]*}}__mpx_b_src{{[^;]*}}access_struct_copy.c:[[@LINE+1]]:
    *dst = *src;
    printf("src %d %d\n", local.v[0], local.v[7]);
  } else {
    struct big *dst = small, *src = &local;
    // DST: mpx: bounds violation: write of size 32 at 0x{{[0-9a-f]+}} in main at {{.*}}access_struct_copy.c:[[@LINE+2]]:5: 1 byte(s) above upper bound
    // REWRITE: __mpx_check_w{{p?}}(&(*dst){{[^;]*}}__mpx_b_dst{{[^;]*}}access_struct_copy.c:[[@LINE+1]]:5"
    *dst = *src;
    printf("dst %d %d\n", small->v[0], small->v[3]);
  }
  free(small);
  return 0;
}
