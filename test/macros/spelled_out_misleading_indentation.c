// A macro the rewriter spells out starts with __MPX_MACRO_TEXT_BEGIN, which
// moves its first token to the right.  After `if (x) goto out;` on the line
// above, the spelled-out `if` of DISPLAYLEVEL lands in the column of the
// `goto` (zstd's tests/fuzzer.c), and clang's -Wmisleading-indentation,
// which ignores statements a macro writes, took it for a second statement
// of the first `if`.  The warning is off in the spelled-out text, as it is
// for the macro's expansion in the original.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: FileCheck %s < %t.c
// RUN: clang-19 %cflags -Wmisleading-indentation %s -o %t.plain
// RUN: clang-19 %cflags -Wmisleading-indentation %t.c -o %t %mpxrt
// RUN: %t.plain > %t.expected 2>&1 && %t > %t.actual 2>&1 && diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>

static int g_level = 3;
#define DISPLAYLEVEL(l, ...)  if (g_level>=l) { fprintf(stderr, __VA_ARGS__); }

static void *make(void) { return malloc(1); }

static int test(void)
{
    void *staticCCtx = make();
    if (staticCCtx == NULL) goto _output_error;
    // CHECK: {{^}}    __MPX_MACRO_TEXT_BEGIN if
    DISPLAYLEVEL(3, "OK \n");
    free(staticCCtx);
    return 0;
_output_error:
    return 1;
}

int main(void) { return test(); }
