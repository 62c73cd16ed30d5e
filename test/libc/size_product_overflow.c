// A size libc gets as a product (fread's and fwrite's size * nmemb,
// wmemset's count * sizeof(wchar_t), qsort's n * size) that overflows is
// not checked modulo 2^64: 2^63 + 1 elements of 2 bytes wrap to 2 bytes,
// which fit in d[8], but the call asks for more than any object holds, and
// is reported before it runs.  Bounds that allow everything (INIT) still
// allow it, as _FORTIFY_SOURCE does when it cannot see the object.
//
// RUN: printf 'abcdefghijklmnop' > %t.in
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %run %t %t.in fread 2>&1 | FileCheck %s --check-prefix=FREAD
// RUN: not --crash %run %t %t.in fwrite 2>&1 | FileCheck %s --check-prefix=FWRITE
// RUN: not --crash %run %t %t.in wmemset 2>&1 | FileCheck %s --check-prefix=WMEMSET
// RUN: not --crash %run %t %t.in qsort 2>&1 | FileCheck %s --check-prefix=QSORT
// RUN: %run %t %t.in init 2>&1 | FileCheck %s --check-prefix=INIT

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

static volatile size_t huge = (SIZE_MAX >> 1) + 2; // * 2 wraps to 2

static int cmp(const void *a, const void *b) {
  return *(const char *)a - *(const char *)b;
}

int main(int argc, char **argv) {
  if (argc < 3)
    return 2;
  char d[8] = "1234567";
  wchar_t w[2];
  FILE *f = fopen(argv[1], "r");
  if (!f)
    return 3;
  if (!strcmp(argv[2], "fread"))
    // FREAD: mpx: bounds violation: write of size {{[0-9]+}} at 0x{{[0-9a-f]+}} in main at {{.*}}size_product_overflow.c:[[@LINE+1]]:
    return (int)fread(d, 2, huge, f);
  if (!strcmp(argv[2], "fwrite"))
    // FWRITE: mpx: bounds violation: read of size {{[0-9]+}} at 0x{{[0-9a-f]+}} in main at {{.*}}size_product_overflow.c:[[@LINE+1]]:
    return (int)fwrite(d, huge, 2, stdout);
  if (!strcmp(argv[2], "wmemset"))
    // WMEMSET: mpx: bounds violation: write of size {{[0-9]+}} at 0x{{[0-9a-f]+}} in main at {{.*}}size_product_overflow.c:[[@LINE+1]]:
    return wmemset(w, L'x', huge / 2 + 1) == w; // * 4 wraps to 4
  if (!strcmp(argv[2], "qsort")) {
    // QSORT: mpx: bounds violation: write of size {{[0-9]+}} at 0x{{[0-9a-f]+}} in main at {{.*}}size_product_overflow.c:[[@LINE+1]]:
    qsort(d, huge, 2, cmp);
    return 0;
  }
  // Through an integer: INIT bounds, not checked; glibc reads the wrapped
  // product, 2 bytes.
  char *any = (char *)(uintptr_t)d;
  (void)fread(any, 2, huge, f);
  // INIT: read ab34
  printf("read %.4s\n", d);
  fclose(f);
  return 0;
}
