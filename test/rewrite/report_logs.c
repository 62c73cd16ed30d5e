// A rewritten program's violations in the machine-readable logs: the JSON
// line and the SARIF result carry the site the rewriter recorded (file,
// line, column, function) and the object the bounds belong to.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: rm -rf %t.d && mkdir %t.d
// RUN: env MPXRT_OPTIONS=log_format=json:log_path=%t.d/json:mode=count %t
// RUN: %read-log json %t.d/json.* | FileCheck %s --check-prefix=JSON
// RUN: not --crash env MPXRT_OPTIONS=log_format=sarif:log_path=%t.d/sarif %t
// RUN: %read-log sarif %t.d/sarif.* | FileCheck %s --check-prefix=SARIF
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %cc %cflags -DOK %t.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>

#ifdef OK
static volatile int extra = 0;
#else
static volatile int extra = 1;
#endif

int main(void) {
  int buf[4] = {1, 2, 3, 4};
  int s = 0;
  for (int i = 0; i < 4 + extra; i++)
    s += buf[i];
  printf("%d\n", s);
  return 0;
}
// JSON: violation file={{.*}}report_logs.c line=28 column=10 function=main kind=read size=4 bounds_from=of the object itself object=local array 'buf' of main, declared at {{.*}}report_logs.c:25 mode=count
// SARIF: result bounds-violation error kind=read size=4
// SARIF-NEXT: at {{.*}}report_logs.c 28 10
// SARIF: results 1
