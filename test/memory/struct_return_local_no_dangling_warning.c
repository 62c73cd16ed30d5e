// A function returning a struct copied from its own local hands the local's
// address to the caller, which copies the table entries of its slots (the
// pointer's bounds) after the return.  Once GCC inlined the callee it took
// those reads for uses of a dangling pointer (-Wdangling-pointer, three
// warnings at -O1 and -O2; cmark's cmark_chunk_dup).  The address is now
// opaque to it: the output builds with -Werror, the returned pointer keeps
// its bounds, and a read past them is reported at its line.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: FileCheck %s --check-prefix=REWRITE < %t.c
// RUN: gcc %cflags -O1 %t.c -o %t.gcc1 %mpxrt
// RUN: gcc %cflags -O2 %t.c -o %t.gcc2 %mpxrt
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: %t.gcc1 > %t.actual1 && diff %t.expected %t.actual1
// RUN: %t.gcc2 > %t.actual2 && diff %t.expected %t.actual2
// RUN: not --crash %t.gcc2 over 2>&1 | FileCheck %s --check-prefix=REPORT

#include <stdio.h>
#include <string.h>

typedef struct {
  unsigned char *data;
  int len;
} chunk;

// REWRITE: __mpx_handoff_ret_src(
static chunk dup_chunk(const chunk *ch, int pos, int len) {
  chunk c = {ch->data + pos, len};
  return c;
}

static void take(const chunk *in, chunk *out) { *out = dup_chunk(in, 1, 2); }

static volatile int extra;

int main(int argc, char **argv) {
  unsigned char buf[4] = "abc";
  chunk in = {buf, 3}, out;
  take(&in, &out);
  extra = argc > 1 && strcmp(argv[1], "over") == 0 ? 3 : 0;
  // REPORT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}struct_return_local_no_dangling_warning.c:[[@LINE+2]]:33: 2 byte(s) above upper bound of [0x{{[0-9a-f]+}}, 0x{{[0-9a-f]+}}]
  // REPORT: bounds [0x{{[0-9a-f]+}}, 0x{{[0-9a-f]+}}] (4 bytes), loaded from the bounds table: 'out.data'
  printf("%c%c\n", out.data[0], out.data[out.len + extra - 1]);
  return 0;
}
