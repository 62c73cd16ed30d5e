// Accesses in a project header the rewrite instruments are marked on the
// header's own page; the index lists the main file and the header, each
// with the translation unit it was rewritten in.
//
// RUN: rm -rf %t.d
// RUN: %mpx-rewrite %s --check-report=%t.d -o %t.c -- -I%S/Inputs
// RUN: %check-map json %t.d ring.h | FileCheck %s --check-prefix=HEADER
// RUN: %check-map index %t.d | FileCheck %s --check-prefix=INDEX
// RUN: %cc %cflags -I%S/Inputs %t.c -o %t %mpxrt && %t | FileCheck %s --check-prefix=OUT

#include "ring.h"
#include <stdio.h>

int main(void) {
  struct ring r = {{1, 2, 3, 4, 5, 6, 7, 8}, 6};
  printf("%d\n", ring_peek(&r, 3));
  return 0;
}

// HEADER: 8:10 checked read ring_peek | checked against bounds narrowed to the field or row
// HEADER: 8:20 checked read ring_peek | checked against the bounds the pointer carries
// HEADER: file {{.*}}Inputs/ring.h
// HEADER: totals checked=2 proved=0 unchecked=0
// INDEX: file {{.*}}Inputs/ring.h unit {{.*}}header_page.c totals checked=2 proved=0 unchecked=0
// INDEX: file {{.*}}header_page.c unit {{.*}}header_page.c totals checked=1 proved=0 unchecked=0
// INDEX: all totals checked=3 proved=0 unchecked=0
// OUT: 2
