/* stack.c - walking the stack with frame pointers.
 *
 * mpx-cc compiles with -fno-omit-frame-pointer, and so is the runtime: each
 * frame starts with the caller's frame pointer and the return address,
 * [fp] and [fp + 8].  The walk trusts a frame pointer only if the frame
 * lies inside the thread's stack, above the previous one, and is aligned:
 * code built without frame pointers (libc's qsort calling back, say) leaves
 * any value in the register, and reading through it must not fault.  The
 * stack's extent comes from /proc/self/maps (maps.c): no lock, no
 * allocation, safe in a signal handler.  The walk ends at the outermost
 * frame, whose saved frame pointer is 0 (_start and clone clear it). */
#include "internal.h"

struct extent_ctx {
  uintptr_t sp, lo, hi;
  int found;
};

static int find_stack(const struct mpxrt_map *m, void *p) {
  struct extent_ctx *c = p;
  if (c->sp < m->start || c->sp >= m->end)
    return 0;
  if (m->perms[0] == 'r' && m->perms[1] == 'w') {
    c->lo = m->start;
    c->hi = m->end;
    c->found = 1;
  }
  return 1;
}

int mpxrt_stack_extent(uintptr_t sp, uintptr_t *lo, uintptr_t *hi) {
  struct extent_ctx c = {sp, 0, 0, 0};
  if (mpxrt_maps_each(find_stack, &c) != 0 || !c.found)
    return -1;
  *lo = c.lo;
  *hi = c.hi;
  return 0;
}

size_t mpxrt_unwind(uintptr_t fp, uintptr_t lo, uintptr_t hi, uintptr_t *pcs,
                    size_t max) {
  size_t n = 0;
  if (hi <= lo || hi - lo < 2 * sizeof(uintptr_t))
    return 0;
  while (n < max) {
    if (fp < lo || fp > hi - 2 * sizeof(uintptr_t) || fp % sizeof(uintptr_t))
      break;
    const uintptr_t *frame = (const uintptr_t *)fp;
    uintptr_t pc = frame[1], next = frame[0];
    if (pc < 4096) /* not code: the chain is broken */
      break;
    pcs[n++] = pc;
    if (next <= fp)
      break;
    fp = next;
  }
  return n;
}
