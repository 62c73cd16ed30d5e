// A rewritten program's report, end to end (mpx-cc keeps frame pointers):
// the second line names the heap block the bounds belong to and where it
// was allocated (file:line of the malloc call, in the function that made
// it); after the report, the stack of the access names the function that
// made it (at the check's own column) and its caller main, with lines;
// with symbolize=0 each frame is module+offset; alloc_stack=2 prints the
// allocation's stack; the JSON and SARIF logs carry the stacks and the
// block.
// Columns of the other frames are not shown: in a rewritten file they
// count the inserted instrumentation.
//
// RUN: %mpx-cc %cflags %s -o %t
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefixes=CHECK,SYM
// RUN: env MPXRT_OPTIONS=symbolize=0 not --crash %t 2>&1 | FileCheck %s --check-prefixes=CHECK,RAW -DPROG=%t
// RUN: env MPXRT_OPTIONS=alloc_stack=2 not --crash %t 2>&1 | FileCheck %s --check-prefixes=CHECK,SYM,ASTACK
// RUN: rm -rf %t.d && mkdir %t.d
// RUN: env MPXRT_OPTIONS=mode=count:log_format=json:log_path=%t.d/log %t
// RUN: %read-log json %t.d/log.* --stacks | FileCheck %s --check-prefix=JSON
// RUN: env MPXRT_OPTIONS=log_format=sarif:log_path=%t.d/sarif:alloc_stack=2 not --crash %t
// RUN: %read-log sarif %t.d/sarif.* --stacks | FileCheck %s --check-prefix=SARIF
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-cc %cflags -DOK %s -o %t.ok && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef OK
enum { EXTRA = 0 };
#else
enum { EXTRA = 1 };
#endif

__attribute__((noinline)) static char *read_header(int n) {
  char *buf = malloc(n);
  memset(buf, 0, n);
  return buf;
}

__attribute__((noinline)) static int fill(char *buf, int n) {
  int s = 0;
  for (int i = 0; i < n + EXTRA; i++)
    buf[i] = (char)i;
  for (int i = 0; i < n; i++)
    s += buf[i];
  return s;
}

int main(int argc, char **argv) {
  (void)argv;
  char *b = read_header(39 + argc);
  printf("%d\n", fill(b, 39 + argc));
  free(b);
  return 0;
}
// CHECK: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in fill at {{.*}}report_stack.c:44:5: 1 byte(s) above upper bound
// SYM-NEXT: mpx:   access {{.*}} (40 bytes) of 40-byte heap block allocated by malloc at {{.*}}report_stack.c:36 in read_header{{[.a-z0-9]*}}, carried by a pointer variable or parameter
// RAW-NEXT: mpx:   access {{.*}} (40 bytes) of 40-byte heap block allocated by malloc at 0x{{[0-9a-f]+}} ([[PROG]]{{(\.bin)?}}+0x{{[0-9a-f]+}}), carried by
// CHECK-NEXT: mpx:   mode stop: raising SIGSEGV
// SYM-NEXT: mpx:     #0 0x{{[0-9a-f]+}} in fill{{[.a-z0-9]*}} {{.*}}report_stack.c:44:5{{$}}
// SYM-NEXT: mpx:     #1 0x{{[0-9a-f]+}} in main {{.*}}report_stack.c:53{{$}}
// RAW-NEXT: mpx:     #0 0x{{[0-9a-f]+}} ([[PROG]]{{(\.bin)?}}+0x{{[0-9a-f]+}}){{$}}
// RAW-NEXT: mpx:     #1 0x{{[0-9a-f]+}} ([[PROG]]{{(\.bin)?}}+0x{{[0-9a-f]+}}){{$}}
// ASTACK: mpx:   the block was allocated by malloc here:
// ASTACK-NEXT: mpx:     #0 0x{{[0-9a-f]+}} in read_header{{[.a-z0-9]*}} {{.*}}report_stack.c:36{{$}}
// ASTACK-NEXT: mpx:     #1 0x{{[0-9a-f]+}} in main {{.*}}report_stack.c:52{{$}}
// ASTACK-NOT: #2

// JSON: violation file={{.*}}report_stack.c line=44 column=5 function=fill kind=write size=1 bounds_from=carried by a pointer variable or parameter bounds_from_detail=parameter 'buf' of fill object=40-byte heap block allocated by malloc at {{.*}}report_stack.c:36 in read_header{{[.a-z0-9]*}} mode=count
// JSON: heap_block size=40 allocated_by=malloc function=read_header{{[.a-z0-9]*}} file={{.*}}report_stack.c line=36
// JSON-NEXT: stack #0 function=fill{{[.a-z0-9]*}} file={{.*}}report_stack.c line=44 module=[[PROG:.*]] offset=0x{{[0-9a-f]+}}
// JSON-NEXT: stack #1 function=main file={{.*}}report_stack.c line=53 module=[[PROG]] offset=0x{{[0-9a-f]+}}

// SARIF: result bounds-violation error kind=write size=1
// SARIF: stack stack of the access
// SARIF-NEXT: #0 fill{{[.a-z0-9]*}} file://{{.*}}report_stack.c 44 address={{[0-9]+}}
// SARIF-NEXT: #1 main file://{{.*}}report_stack.c 53 address={{[0-9]+}}
// SARIF: stack 40-byte heap block allocated by malloc at {{.*}}report_stack.c:36 in read_header
// SARIF-NEXT: #0 read_header{{[.a-z0-9]*}} file://{{.*}}report_stack.c 36 address={{[0-9]+}}
// SARIF-NEXT: #1 main file://{{.*}}report_stack.c 52 address={{[0-9]+}}
// SARIF: results 1
