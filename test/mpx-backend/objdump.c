// The mpx backend compiles every intrinsic into MPX instructions: checks
// into BNDMK, BNDCL and BNDCU, pointers stored to memory into BNDSTX with
// their bounds, pointers loaded from memory into BNDLDX (then BNDMOV, which
// puts the bounds in a C variable), each BNDSTX and BNDLDX followed by the
// NOP QEMU's decoder skips.  With gcc and clang; no soft-table call is left.
//
// RUN: %mpx-cc %opt -fmpx-backend=mpx -c %s -o %t.o
// RUN: objdump -d %t.o | FileCheck %s
// RUN: objdump -d %t.o | FileCheck %s --check-prefix=NOSOFT
// RUN: env MPX_CC=clang %mpx-cc %opt -fmpx-backend=mpx -c %s -o %t.clang.o
// RUN: objdump -d %t.clang.o | FileCheck %s
// RUN: objdump -dr %t.clang.o | FileCheck %s --check-prefix=NOSOFT

char *slot[4];

void keep(char *p, int i) {
  slot[i & 3] = p; // a store: BNDSTX
}

char get(int i, int j) {
  char *p = slot[i & 3]; // a load: BNDLDX
  return p[j];           // a check: BNDMK, BNDCL, BNDCU
}
// CHECK-DAG: bndmk
// CHECK-DAG: bndcl
// CHECK-DAG: bndcu
// CHECK-DAG: bndstx %bnd0,(%rcx,%rsi,1)
// CHECK-DAG: bndldx (%rcx,%rsi,1),%bnd0
// CHECK-DAG: bndmov %bnd0,(%rdi)
// NOSOFT-NOT: __mpx_bt_table
// NOSOFT-NOT: __mpx_bt_dir
