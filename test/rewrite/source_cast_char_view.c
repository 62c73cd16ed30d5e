// Bounds source: a cast between pointer types keeps B(p): a char * view of
// an int array may read all of its bytes, and one byte past its end is
// caught (also for a struct viewed as bytes through void *).
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %resolve-sites %t.c | sed -e 's,//.*,,' | FileCheck %s --check-prefix=REWRITE
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t array 2>&1 | FileCheck %s --check-prefix=ARRAY
// RUN: not --crash %t struct 2>&1 | FileCheck %s --check-prefix=STRUCT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain array > %t.expected && %t.plain struct >> %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok array > %t.actual && %t.ok struct >> %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <string.h>

#ifdef OK
static volatile int extra = 0;
#else
static volatile int extra = 1;
#endif

struct pair {
  int a;
  int b;
};

int main(int argc, char **argv) {
  if (argc > 1 && strcmp(argv[1], "array") == 0) {
    int a[3] = {0x01020304, 0x05060708, 0x090a0b0c};
    int *p = a;
    // REWRITE: unsigned char *c = ((void)(__mpx_set(__mpx_b_c{{[_0-9]*}}, __mpx_b_p{{[_0-9]*}})), (unsigned char *)p)
    unsigned char *c = (unsigned char *)p;
    unsigned sum = 0;
    for (int k = 0; k < 12; k++)
      sum += c[k];
    printf("array %u\n", sum);
    // ARRAY: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}source_cast_char_view.c:[[@LINE+2]]:{{[0-9]+}}: 1 byte(s) above upper bound
    // REWRITE: __mpx_check_r{{p?}}({{[^;]*}}__mpx_b_c{{[^;]*}}source_cast_char_view.c:[[@LINE+1]]:
    printf("array %u\n", c[11 + extra]);
  } else {
    struct pair s = {1, 2};
    void *v = &s;
    char *bytes = v;
    // STRUCT: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}source_cast_char_view.c:[[@LINE+2]]:5: 1 byte(s) above upper bound
    // REWRITE: __mpx_check_w{{p?}}({{[^;]*}}__mpx_b_bytes{{[^;]*}}source_cast_char_view.c:[[@LINE+1]]:5"
    bytes[sizeof s - 1 + extra] = 0;
    printf("struct %d\n", s.a);
  }
  return 0;
}
