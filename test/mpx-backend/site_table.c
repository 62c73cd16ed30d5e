// The #BR handler finds a check's site by the address of the faulting
// instruction: every check records, in the section __mpx_br_sites, the
// PC-relative offset of its BNDCL and a locator of its site (relocations
// against .text, none loading %rdi at the check), and the runtime looks
// the entry up.  Two violations of different kinds in different functions
// are reported at their own lines (mode count: each once), at -O2, where
// the checks are inlined and their sites are constants, and at -O0, where
// every check of the file is one out-of-line function whose locator names
// the register holding the site; with gcc and clang.  (Sites in compound
// literals on the stack, whose locators name the stack or frame pointer,
// are check_edges.test's.)  A check in a destructor still finds its site.
//
// REQUIRES: qemu-mpx
// RUN: %mpx-cc -O2 -fmpx-backend=mpx -c %s -o %t.o
// RUN: readelf -SW %t.o | FileCheck %s --check-prefix=SECTION
// RUN: readelf -rW %t.o | FileCheck %s --check-prefix=RELOC
// RUN: objdump -d %t.o | FileCheck %s --check-prefix=CODE
// RUN: %mpx-cc -O2 -fmpx-backend=mpx %s -o %t
// RUN: env MPXRT_OPTIONS=mode=count %qemu %t 2>&1 | FileCheck %s
// RUN: %mpx-cc -O0 -fmpx-backend=mpx %s -o %t.O0
// RUN: env MPXRT_OPTIONS=mode=count %qemu %t.O0 2>&1 | FileCheck %s
// RUN: env MPX_CC=clang %mpx-cc -O2 -fmpx-backend=mpx %s -o %t.clang
// RUN: env MPXRT_OPTIONS=mode=count %qemu %t.clang 2>&1 | FileCheck %s
// RUN: env MPX_CC=clang %mpx-cc -O0 -fmpx-backend=mpx %s -o %t.clang.O0
// RUN: env MPXRT_OPTIONS=mode=count %qemu %t.clang.O0 2>&1 | FileCheck %s
// RUN: %expect-segv %qemu %t 2>&1 | FileCheck %s --check-prefix=STOP

// SECTION: __mpx_br_sites
// RELOC: Relocation section '.rela__mpx_br_sites'
// RELOC: R_X86_64_PC32 {{.*}} .text
// CODE: bndcl
// CODE-NOT: %rdi
// CODE: bndcu

#include <stdio.h>

static int cells[4];
static volatile int far = 4; // one past the end

__attribute__((noinline)) int get(int i) {
  return cells[i];
}
// CHECK: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in get at {{.*}}site_table.c:[[@LINE-2]]:10: 1 byte(s) above upper bound
// CHECK: mode count: continuing
// STOP: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in get at {{.*}}site_table.c:[[@LINE-4]]:10: 1 byte(s) above upper bound
// STOP: mpx:   mode stop: raising SIGSEGV (SEGV_BNDERR

__attribute__((noinline)) void put(char *p, int i, char c) {
  p[i] = c;
}
// CHECK: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in put at {{.*}}site_table.c:[[@LINE-2]]:3: 1 byte(s) above upper bound

__attribute__((noinline)) long peek(const long *p, int i) { return p[i]; }
// CHECK: mpx: bounds violation: read of size 8 at 0x{{[0-9a-f]+}} in peek at {{.*}}site_table.c:[[@LINE-1]]:68: 1 byte(s) above upper bound

// A check in a destructor, which runs after the runtime's own destructors
// may have: the program's entries stay registered until the end.
static char tail[3];
__attribute__((destructor)) static void late(void) { tail[far - 1] = 1; }

int main(void) {
  char name[6];
  long words[3] = {1, 2, 3};
  int sum = get(far);
  put(name, far + 2, 'x');
  sum += (int)peek(words, far - 1);
  sum += get(far); // the same site again: not reported again
  printf("done %d\n", sum != 0);
  fflush(stdout);
  return 0;
}
// CHECK-NOT: mpx: bounds violation
// CHECK: done
// CHECK: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in late at {{.*}}site_table.c:[[@LINE-15]]:54: 1 byte(s) above upper bound
