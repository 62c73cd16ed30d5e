/* mpxrt.h - public interface of the mpx-rewrite runtime.
 *
 * Code produced by mpx-rewrite includes this header.  It declares the bounds
 * type, the intrinsics the rewriter emits (make, INIT/NULL, check, narrow),
 * the cold report path, and the checked "clones" of the libc allocation
 * functions.  The fast paths are static inline and cost two compares.
 *
 * Backend, chosen when the generated code is compiled:
 *   MPXRT_BACKEND_SOFT (default)  portable C checks;
 *   MPXRT_BACKEND_MPX             checks as Intel MPX instructions;
 *   MPXRT_BACKEND_NONE            checks compile to nothing.
 *
 * Calling convention of instrumented functions ("clones"), shared with the
 * rewriter: for  R f(P1 a1, ..., Pn an)  the clone is
 *   R __mpxc_f(P1 a1, ..., Pn an, __mpx_bnd b_k..., __mpx_bnd *rb)
 * with one __mpx_bnd per pointer parameter, in parameter order, and, when R
 * is a pointer type, a last parameter through which the clone stores the
 * bounds of the returned pointer.  The runtime's checked clones of libc
 * functions (named __mpxw_f, so that a program's own f can have its clone
 * __mpxc_f) follow the same
 * convention.
 */
#ifndef MPXRT_H
#define MPXRT_H

#if defined(__GNUC__)
/* Warnings the user asked for (-Wcast-qual, -pedantic...) are about their
 * code, not this header's. */
#pragma GCC system_header
#endif

/* No libc header is included: the rewritten file includes this header
 * first, before its own feature-test macros (_GNU_SOURCE) take effect. */

#ifdef __cplusplus
extern "C" {
#endif

#if !defined(MPXRT_BACKEND_SOFT) && !defined(MPXRT_BACKEND_MPX) &&             \
    !defined(MPXRT_BACKEND_NONE)
#define MPXRT_BACKEND_SOFT 1
#endif

/* The instrumentation declares its temporaries, its bounds parameters and
   these helpers `unused` (each may or may not be read, and -Wunused must
   stay quiet); clang's -Wused-but-marked-unused, which some projects turn
   on with -Werror (cJSON), would then fire at every use.  It is turned off
   for the instrumented file: the user's own `unused` declarations that are
   used are no longer reported there. */
#if defined(__clang__)
#pragma clang diagnostic ignored "-Wused-but-marked-unused"
#endif

/* Bounds [lb, ub], both inclusive, as in an MPX bounds register. */
typedef struct __mpx_bnd {
  __UINTPTR_TYPE__ lb;
  __UINTPTR_TYPE__ ub;
} __mpx_bnd;

/* Access kinds passed to the report path. */
enum { __MPX_READ = 0, __MPX_WRITE = 1 };

/* Where a check (or a checked call) is in the source.  The rewriter emits
 * one static table of these per translation unit and passes each check the
 * address of its row, so a check carries one pointer instead of two
 * strings, and the report path finds everything it says about the site in
 * one place.  line 0 means file is a description ("<strdup argument>"). */
typedef struct __mpx_site {
  const char *file; /* as #line and __FILE__ give it */
  const char *func; /* the enclosing function */
  unsigned line, col;
  unsigned from; /* __MPX_FROM_*: where the checked bounds came from */
  const char *object; /* the object they bound, when the rewriter knows it
                         ("local array 'buf' of main, declared at f.c:3") */
  const char *from_detail; /* where they last came from, when it knows
                              ("'n->next' read at f.c:12") */
} __mpx_site;

/* Where the bounds a check uses came from (the rewriter's analysis). */
enum {
  __MPX_FROM_UNKNOWN = 0,
  __MPX_FROM_SHADOW,  /* a pointer variable's bounds */
  __MPX_FROM_OBJECT,  /* the object itself (an array, a variable) */
  __MPX_FROM_LITERAL, /* a string or compound literal */
  __MPX_FROM_FIELD,   /* narrowed to a struct field */
  __MPX_FROM_TABLE,   /* loaded from the bounds table */
  __MPX_FROM_CALL,    /* returned by a call */
  __MPX_FROM_ALLOCA,  /* alloca's block */
  __MPX_FROM_VA_ARG,  /* a variadic argument */
  __MPX_FROM_COND,    /* either arm of ?: */
  __MPX_FROM_INIT,    /* unknown provenance: INIT */
  __MPX_FROM_NULL     /* NULL bounds */
};

/* A site written by hand, for code instrumented without the rewriter. */
#ifndef __cplusplus
#define __MPX_SITE(file, line, col, func)                                      \
  (&(const __mpx_site){(file), (func), (line), (col), __MPX_FROM_UNKNOWN, 0,  \
                       0})
#endif

/* Inlined when optimising.  At -O0 an always_inline helper gets its own
   stack slots at every call and compilers never share them: a function
   with a few hundred checks grew from 16 bytes of frame to 16 KB, and deep
   recursion (a JSON parser's nesting test) overflowed the stack.  Plain
   calls keep -O0 frames small and debuggable. */
#ifdef __OPTIMIZE__
#define __MPX_INLINE static __inline__ __attribute__((always_inline, unused))
#else
#define __MPX_INLINE static __inline__ __attribute__((unused))
#endif
#define __MPX_COLD __attribute__((cold, noinline))

/* INIT bounds: unknown provenance, allow everything. */
__MPX_INLINE __mpx_bnd __mpx_init(void) {
  __mpx_bnd b = {0, __UINTPTR_MAX__};
  return b;
}

/* INIT bounds the compiler cannot see through: for a merge of a rare path
 * into the common one (a table entry never written), where constant
 * bounds would let GCC's jump threading copy every check after the merge
 * into a version specialised for them (a larger function, slower to
 * compile, for a path that is rarely taken). */
__MPX_INLINE __mpx_bnd __mpx_opaque_init(void) {
  __mpx_bnd b = {0, __UINTPTR_MAX__};
  __asm__("" : "+r"(b.lb), "+r"(b.ub));
  return b;
}

/* NULL bounds: empty, allow nothing. */
__MPX_INLINE __mpx_bnd __mpx_null(void) {
  __mpx_bnd b = {__UINTPTR_MAX__, 0};
  return b;
}

/* BNDMK: bounds of the n bytes at p; n == 0 gives empty bounds. */
__MPX_INLINE __mpx_bnd __mpx_make_u(__UINTPTR_TYPE__ a, __SIZE_TYPE__ n) {
  __mpx_bnd b;
  if (n == 0)
    return __mpx_null();
  b.lb = a;
  b.ub = a + n - 1;
  return b;
}

/* a * b for a size libc is given as a product (fread's size * nmemb): on
 * overflow, a size no object has (half the address space), which a check
 * against real bounds reports and INIT bounds allow, as _FORTIFY_SOURCE's
 * __fread_chk fails on an overflowing product. */
__MPX_INLINE __SIZE_TYPE__ __mpx_size_mul(__SIZE_TYPE__ a, __SIZE_TYPE__ b) {
  __SIZE_TYPE__ r;
  return __builtin_mul_overflow(a, b, &r) ? __SIZE_MAX__ >> 1 : r;
}

/* Bounds for an allocation result: NULL bounds when p is null. */
__MPX_INLINE __mpx_bnd __mpx_make_alloc_u(__UINTPTR_TYPE__ a,
                                          __SIZE_TYPE__ n) {
  return a ? __mpx_make_u(a, n) : __mpx_null();
}

/* The bounds narrowing computes, [lb, ub] (lb > ub: empty).  Soft
 * backend: as they are.  MPX backend (x86-64), as GCC's MPX narrowed: BNDMK
 * makes them in %bnd0 (LB from %rax, UB from %rax + %rdx, stored in one's
 * complement) and BNDMOV stores the register into the C variable, whose
 * upper bound is then complemented back; the variable starts out holding
 * the same bounds in the register's form, which it keeps where MPX is off
 * (the instructions are NOPs):
 *   f3 0f 1b 04 10   bndmk (%rax,%rdx,1), %bnd0
 *   66 0f 1b 07      bndmov %bnd0, (%rdi) */
__MPX_INLINE __mpx_bnd __mpx_bounds_of(__UINTPTR_TYPE__ lb,
                                       __UINTPTR_TYPE__ ub) {
#if defined(MPXRT_BACKEND_MPX) && defined(__x86_64__)
  __mpx_bnd r = {lb, ~ub};
  __asm__(".byte 0xf3, 0x0f, 0x1b, 0x04, 0x10\n\t" /* bndmk */
          ".byte 0x66, 0x0f, 0x1b, 0x07"             /* bndmov */
          : "+m"(r)
          : "a"(lb), "d"(ub - lb), "D"(&r));
  r.ub = ~r.ub;
  return r;
#else
  __mpx_bnd r = {lb, ub};
  return r;
#endif
}

/* Intersection of b with the n bytes at p (narrowing to a field):
 * [max(lower bounds), min(upper bounds)]. */
__MPX_INLINE __mpx_bnd __mpx_narrow_u(__mpx_bnd b, __UINTPTR_TYPE__ a,
                                      __SIZE_TYPE__ n) {
  __mpx_bnd f = __mpx_make_u(a, n);
  return __mpx_bounds_of(f.lb > b.lb ? f.lb : b.lb,
                         f.ub < b.ub ? f.ub : b.ub);
}

/* B(b) with its lower bound raised to a: a flexible-like last array field
   starts at its own address and runs to the end of the allocation. */
__MPX_INLINE __mpx_bnd __mpx_narrow_lower_u(__mpx_bnd b, __UINTPTR_TYPE__ a) {
  return __mpx_bounds_of(a > b.lb ? a : b.lb, b.ub);
}

/* A last array field of n bytes, rest bytes before the end of its struct,
   reached through a pointer: when the object runs past the struct (the
   struct hack, allocated bigger), the array runs to the object's end; else
   it is narrowed like any array field. */
__MPX_INLINE __mpx_bnd __mpx_narrow_tail_u(__mpx_bnd b, __UINTPTR_TYPE__ a,
                                           __SIZE_TYPE__ n,
                                           __SIZE_TYPE__ rest) {
  if (b.ub > a + rest - 1 && b.ub >= a)
    return __mpx_narrow_lower_u(b, a);
  return __mpx_narrow_u(b, a, n);
}

/* Ignores a check (--check=r or w) but evaluates its operands. */
#define __mpx_check_none(p, n, b, site)                                        \
  ((void)(p), (void)(n), (void)(b), (void)(site))

/* Stores n in *d and returns it: lets a size be evaluated once and used
 * both by an allocation and by the bounds made for its result. */
__MPX_INLINE __SIZE_TYPE__ __mpx_stash(__SIZE_TYPE__ *d, __SIZE_TYPE__ n) {
  *d = n;
  return n;
}

/* The slow path: reports the violation (see MPXRT_OPTIONS).  In mode
 * "stop" it does not return; in mode "count" it returns and the access
 * goes ahead.  site says where the check is (NULL: unknown). */
__MPX_COLD void __mpx_report(const void *addr, __SIZE_TYPE__ size, __mpx_bnd b,
                             int kind, const __mpx_site *site);

/* The same, with the address as an integer: inline checks call this one so
 * that compilers do not take the report for a read of the (possibly not yet
 * initialised) memory being checked.  The bounds come as two words, as in
 * every runtime call the inline code makes: GCC, given a bounds struct
 * that a function both tests field by field and passes whole, keeps it as
 * one 16-byte value, written to the stack in two 8-byte halves and read
 * back at once (a store-forwarding stall of a dozen cycles, at every entry
 * of a function whose parameter's bounds are tested; Lua's lua_settop
 * spent 45% of its time there). */
__MPX_COLD void __mpx_report_at(__UINTPTR_TYPE__ addr, __SIZE_TYPE__ size,
                                __UINTPTR_TYPE__ lb, __UINTPTR_TYPE__ ub,
                                int kind, const __mpx_site *site);

/* The soft backend's check, out of line, for the paths the rewriter
 * expects to run rarely: an access whose covering check failed, one below
 * where a pointer that a loop only moves up started.  A call is smaller
 * than a check and its report's call written out, and adds no block to
 * the caller: a rewritten function compiles faster.  Its report's stack
 * trace starts at the caller, as an inline check's does. */
__MPX_COLD void __mpx_check_slow(__UINTPTR_TYPE__ addr, __SIZE_TYPE__ size,
                                 __UINTPTR_TYPE__ lb, __UINTPTR_TYPE__ ub,
                                 int kind, const __mpx_site *site);

/* BNDCL + BNDCU for an access of n bytes at p.  Zero-byte accesses never
 * fail.
 *
 * Soft backend: the access [a, a + n - 1] is in bounds iff a >= lb and
 * a <= ub - (n - 1), which cannot be fooled by an access wrapping around
 * the top of the address space.  ub - (n - 1) underflows only when
 * n - 1 > ub; then the access is out of bounds whatever a is, which the
 * third test catches for n > 4096.  For the constant sizes the rewriter
 * emits (n <= 4096) both n tests fold away and the fast path is two
 * compares; the underflow can then only come from bounds that end in the
 * first page, which holds no object: of NULL bounds {~0, 0} it lets
 * through just a 2-byte access at address ~0, which faults anyway.
 *
 * MPX backend: BNDMK takes LB from the base register and UB from the
 * effective address, so "(lb, ub - lb)" yields [lb, ub].  The instructions
 * are written as bytes because clang's integrated assembler no longer knows
 * the bnd registers; operands are pinned to registers whose encoding is the
 * same in 32- and 64-bit mode, and the checks take register operands (no
 * SIB byte, no displacement: QEMU's decoder mishandles those):
 *   f3 0f 1b 04 10   bndmk (%eax/%rax, %edx/%rdx, 1), %bnd0
 *   f3 0f 1a c1      bndcl %ecx/%rcx, %bnd0
 *   f2 0f 1a c6      bndcu %esi/%rsi, %bnd0
 * BNDMK leaves the upper bound in one's complement, which is what BNDCU
 * compares against (BNDCN would compare against it as it is).
 *
 * In 64-bit code each check also records its site in the section
 * __mpx_br_sites, keyed by the address of its BNDCL, and costs the fast
 * path nothing more: an entry is the 32-bit PC-relative offset of the
 * BNDCL, the length of a locator and the locator, an LEA instruction
 * (never run) whose memory operand is the site's address plus the access
 * kind (sites are 8-byte aligned, the kind is the low bit).  Where the
 * site is a link-time constant, as every row of the rewriter's tables is
 * once the check is inlined, the operand is RIP-relative to the entry;
 * where it is not (the out-of-line check of -O0, a compound literal) it
 * names the registers that hold it at the check.  The runtime collects
 * each module's entries (__start/__stop___mpx_br_sites) at start-up or
 * dlopen, and its #BR handler (docs/runtime.md, "The mpx backend") finds
 * the entry of the faulting instruction, decodes BNDCL and BNDCU for the
 * access and the locator, with the registers of the signal context, for
 * the site and the kind; it then reports the access as the soft backend
 * does and raises SIGSEGV with SEGV_BNDERR.  32-bit code passes the site
 * and kind in %edi, without a table, and has no #BR handler.  An access
 * wrapping around the top of the address space, whose last byte BNDCU
 * finds in bounds, is tested in C as the soft backend does.  On CPUs
 * without MPX (or with MPX not enabled) the instructions are NOPs. */
#if defined(MPXRT_BACKEND_MPX) && defined(__x86_64__) && defined(__GNUC__)
/* The locator's operand of a NULL site is address 0 or 1, which GCC takes
 * for an access outside any object. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Warray-bounds"
#endif
/* The soft backend's test, written out in each inline function that
 * checks (the checked-address wrappers below expand it themselves rather
 * than call __mpx_check_u: one inline function per site instead of two,
 * less for the compiler to inline and clean up at each of thousands of
 * sites).  a and n are the caller's parameters or locals, b an lvalue
 * read without side effects, so evaluating them more than once is safe.
 * The "or" of the tests is Clang's bitwise | (one branch in the IR; Clang
 * still emits compare-and-branch pairs, but no longer turns the tests into
 * setcc chains carried in registers: the interp kernel ran 25% faster) and
 * GCC's || (about 5% faster than | on interp with GCC).  The same tests
 * either way, without side effects, so the result is the same. */
#if defined(__clang__)
#define __MPX_OR |
#define __MPX_AND &
#else
#define __MPX_OR ||
#define __MPX_AND &&
#endif
#define __MPX_SOFT_CHECK(a, n, b, kind, site)                                  \
  do {                                                                         \
    if (__builtin_expect(                                                      \
            (n != 0)                                                           \
                __MPX_AND((a < (b).lb) __MPX_OR(a > (b).ub - (n - 1))          \
                              __MPX_OR((n > 4096) __MPX_AND(n - 1 > (b).ub))), \
            0))                                                                \
      __mpx_report_at(a, n, (b).lb, (b).ub, kind, site);                                    \
  } while (0)
/* Trap checks (MPXRT_TRAP_CHECKS, mpx-cc -fmpx-trap-checks): the soft
 * backend's check as one asm statement (x86-64, optimising, a constant
 * size of 1 to 4096 bytes).  Its two compares' failure branches leave for
 * a stub in .text.unlikely, so that the compiler sees no branch and no
 * cold call: GCC compiles a large rewritten function in half the time.
 * The stub steps over the red zone, calls __mpx_trap (trap.c: it saves
 * every register, reports, restores them; hidden, so that each module,
 * the program and every instrumented shared library, calls its own copy,
 * which registers the module's entries) and jumps back after the check.
 * The section __mpx_trap_sites gets an entry keyed by the stub's return
 * address: the check's address (its compares name the registers that hold
 * the address, the lower bound and the upper bound less n - 1), n, the
 * access kind and a site locator (an LEA of the site's address; its
 * operand is the whole site, which must then be in memory, even a
 * compound literal's), from which trap.c rebuilds the report.  The asm is
 * volatile: compilers treat other asm as free of traps and may execute it
 * where the original does not, out of a branch or a loop.  The price is
 * what the compiler no longer does with a check it cannot see into:
 * merging it with an identical one, or dropping one it can prove; the
 * programs that relied on that run slower (docs/performance.md), which is
 * why trap checks are not the default. */
#if defined(MPXRT_TRAP_CHECKS) && defined(MPXRT_BACKEND_SOFT) &&               \
    defined(__x86_64__) && !defined(__ILP32__) && defined(__OPTIMIZE__) &&     \
    defined(__GNUC__) && defined(__ELF__) && !defined(__cplusplus)
#define __MPX_TRAP_CHECKS 1
#if defined(__clang__) || __GNUC__ >= 9
#define __MPX_ASM_INLINE __inline__
#else
#define __MPX_ASM_INLINE
#endif
#define __MPX_TRAP_CHECK(a, n, b, kind, site)                                  \
  __asm__ __volatile__ __MPX_ASM_INLINE(                                       \
      "0:\tcmpq %[lower], %[addr]\n\t"                                               \
      "jb 2f\n\t"                                                              \
      "cmpq %[upper], %[addr]\n\t"                                                  \
      "ja 2f\n"                                                                 \
      "1:\n\t"                                                                 \
      ".pushsection .text.unlikely,\"ax\",@progbits\n"                         \
      ".hidden __mpx_trap\n"                                                   \
      "2:\tleaq -128(%%rsp), %%rsp\n\t"                                        \
      "call __mpx_trap\n"                                                      \
      "3:\tleaq 128(%%rsp), %%rsp\n\t"                                         \
      "jmp 1b\n\t"                                                             \
      ".popsection\n\t"                                                        \
      ".pushsection __mpx_trap_sites,\"a\",@progbits\n\t"                      \
      ".balign 4\n\t"                                                          \
      ".long 3b - ., 0b - ., %c[bytes]\n\t"                                     \
      ".byte %c[kind]\n\t"                                                     \
      ".byte 5f - 4f\n"                                                         \
      "4:\tleaq %[where], %%rax\n"                                               \
      "5:\n\t"                                                                 \
      ".popsection"                                                             \
      : [addr] "+r"(a)                                                            \
      : [lower] "r"((b).lb), [upper] "r"((b).ub - ((n) - 1)), [bytes] "i"(n),        \
        [kind] "i"(kind), [where] "m"(*(site))                                 \
      : "cc")
#endif
#if defined(MPXRT_BACKEND_SOFT) && defined(__MPX_TRAP_CHECKS)
/* True when the compiler can tell that the access is in bounds (an
 * element of a global array at a constant index, say): such a check
 * costs nothing as C, and an asm statement would keep it. */
#define __MPX_PROVEN(a, n, b)                                                  \
  (__builtin_constant_p(((a) < (b).lb) | ((a) > (b).ub - ((n) - 1))) &&        \
   !(((a) < (b).lb) | ((a) > (b).ub - ((n) - 1))))
#define __MPX_CHECK_INLINE(a, n, b, kind, site)                                \
  do {                                                                         \
    if (__builtin_constant_p(n) && __builtin_constant_p(kind) && (n) != 0 &&   \
        (n) <= 4096 && !(__builtin_constant_p(!(site)) && !(site))) {          \
      if (!__MPX_PROVEN(a, n, b))                                              \
        __MPX_TRAP_CHECK(a, n, b, kind, site);                                 \
    } else                                                                     \
      __MPX_SOFT_CHECK(a, n, b, kind, site);                                   \
  } while (0)
#elif defined(MPXRT_BACKEND_SOFT)
#define __MPX_CHECK_INLINE(a, n, b, kind, site)                                \
  __MPX_SOFT_CHECK(a, n, b, kind, site)
#else
#define __MPX_CHECK_INLINE(a, n, b, kind, site)                                \
  __mpx_check_u(a, n, b, kind, site)
#endif
/* The check of a rarely taken path (__mpx_check_slow): out of line with
 * the soft backend's C checks, inline with trap checks (no larger than a
 * call) and with the mpx backend (whose report comes from the #BR). */
#if defined(MPXRT_BACKEND_SOFT) && !defined(__MPX_TRAP_CHECKS) &&              \
    defined(__OPTIMIZE__)
#define __MPX_CHECK_RARE(a, n, b, kind, site)                                  \
  __mpx_check_slow(a, n, (b).lb, (b).ub, kind, site)
#else
#define __MPX_CHECK_RARE(a, n, b, kind, site)                                  \
  __MPX_CHECK_INLINE(a, n, b, kind, site)
#endif
__MPX_INLINE void __mpx_check_u(__UINTPTR_TYPE__ p, __SIZE_TYPE__ n,
                                __mpx_bnd b, int kind, const __mpx_site *site) {
#if defined(MPXRT_BACKEND_NONE)
  (void)p, (void)n, (void)b, (void)kind, (void)site;
#elif defined(MPXRT_BACKEND_MPX)
  if (n) {
    __UINTPTR_TYPE__ a = (__UINTPTR_TYPE__)p;
    if (__builtin_expect(a + (n - 1) < a, 0)) { /* wraps: BNDCU cannot see */
      __mpx_report_at(a, n, (b).lb, (b).ub, kind, site);
      return;
    }
#if defined(__x86_64__)
    __asm__ volatile(".byte 0xf3, 0x0f, 0x1b, 0x04, 0x10\n\t" /* bndmk */
                     "1: .byte 0xf3, 0x0f, 0x1a, 0xc1\n\t"    /* bndcl */
                     ".byte 0xf2, 0x0f, 0x1a, 0xc6\n\t"       /* bndcu */
                     ".pushsection __mpx_br_sites, \"a\"\n\t"
                     ".balign 4\n\t"
                     ".long 1b - .\n\t"
                     ".byte 3f - 2f\n"
                     "2:\tleaq %[site], %%rax\n"
                     "3:\n\t"
                     ".popsection"
                     :
                     : "a"(b.lb), "d"(b.ub - b.lb), "c"(a), "S"(a + (n - 1)),
                       [site] "m"(*((const char *)site + (kind & 1)))
                     : "memory");
#else
    __asm__ volatile(".byte 0xf3, 0x0f, 0x1b, 0x04, 0x10\n\t" /* bndmk */
                     ".byte 0xf3, 0x0f, 0x1a, 0xc1\n\t"       /* bndcl */
                     ".byte 0xf2, 0x0f, 0x1a, 0xc6"           /* bndcu */
                     :
                     : "a"(b.lb), "d"(b.ub - b.lb), "c"(a), "S"(a + (n - 1)),
                       "D"((__UINTPTR_TYPE__)site | (__UINTPTR_TYPE__)(kind & 1))
                     : "memory");
#endif
  }
#else
  __MPX_CHECK_INLINE(p, n, b, kind, site);
#endif
}
#if defined(MPXRT_BACKEND_MPX) && defined(__x86_64__) && defined(__GNUC__)
#pragma GCC diagnostic pop
#endif

/* Pointers reach the inline functions through an integer: they may point
 * to volatile or const data, or to memory not yet written (a buffer about to
 * be filled), which compilers would otherwise take for a read. */
#define __MPX_ADDR(p) ((const void *)(__UINTPTR_TYPE__)(p))
/* A size the compiler can no longer reason about, passed to strncpy,
 * stpncpy and strncat when it is not a constant: the zero-size test of the
 * checks before the call would otherwise let GCC split off a path on which
 * the call copies nothing, and warn of it (-Wstringop-truncation,
 * "destination unchanged after copying no bytes") where the original has no
 * such path. */
__MPX_INLINE __SIZE_TYPE__ __mpx_opaque_size(__SIZE_TYPE__ n) {
  __asm__("" : "+r"(n));
  return n;
}
/* Around an unevaluated operand with a side effect that a system macro
 * wrote (glibc's assert(x++) holds sizeof ((x++) ? 1 : 0)) and the
 * rewriter spelled out: clang's -Wunevaluated-expression, quiet inside the
 * macro, stays quiet. */
#ifdef __clang__
#define __MPX_UNEVALUATED_BEGIN                                                \
  _Pragma("clang diagnostic push")                                             \
      _Pragma("clang diagnostic ignored \"-Wunevaluated-expression\"")
#define __MPX_UNEVALUATED_END _Pragma("clang diagnostic pop")
#else
#define __MPX_UNEVALUATED_BEGIN
#define __MPX_UNEVALUATED_END
#endif
/* Around `x & y` and `x | y` of two truth values whose right operand the
 * rewriter gave a checked load: clang's -Wbitwise-instead-of-logical, which
 * takes the load for a side effect, stays as quiet as for the original. */
#ifdef __clang__
#define __MPX_BOOL_BITWISE_BEGIN                                               \
  _Pragma("clang diagnostic push")                                             \
      _Pragma("clang diagnostic ignored \"-Wbitwise-instead-of-logical\"")
#define __MPX_BOOL_BITWISE_END _Pragma("clang diagnostic pop")
#else
#define __MPX_BOOL_BITWISE_BEGIN
#define __MPX_BOOL_BITWISE_END
#endif
/* Around the text of a macro expansion the rewriter spelled out (to put
 * checks among its tokens), and around main's added `return 0;`: the
 * warnings clang leaves out for code a macro wrote stay out, as in the
 * original (an empty statement left by an empty macro, code after a
 * macro's return, a macro's tautological or parenthesised comparison, its
 * self-assignment, its empty body, its statement's column, which the
 * prefix moves (-Wmisleading-indentation); a return after main's own).  GCC
 * takes no pragma inside an expression: nothing for it. */
#define __MPX_PRAGMA(x) _Pragma(#x)
#ifdef __clang__
#define __MPX_CLANG_IGNORED(w) __MPX_PRAGMA(clang diagnostic ignored w)
#define __MPX_MACRO_TEXT_BEGIN                                                 \
  __MPX_PRAGMA(clang diagnostic push)                                          \
  __MPX_CLANG_IGNORED("-Wextra-semi-stmt")                                     \
  __MPX_CLANG_IGNORED("-Wunreachable-code-aggressive")                         \
  __MPX_CLANG_IGNORED("-Wtautological-compare")                                \
  __MPX_CLANG_IGNORED("-Wparentheses-equality")                                \
  __MPX_CLANG_IGNORED("-Wself-assign")                                         \
  __MPX_CLANG_IGNORED("-Wempty-body")                                          \
  __MPX_CLANG_IGNORED("-Wmisleading-indentation")
#define __MPX_MACRO_TEXT_END _Pragma("clang diagnostic pop")
#else
#define __MPX_MACRO_TEXT_BEGIN
#define __MPX_MACRO_TEXT_END
#endif
/* Around the unchecked copy of a versioned loop (the checked loop, the
 * original's text, follows it): the compiler's warnings about the loop's
 * code come once, from the checked loop, as in the original.  Clang
 * ignores everything; GCC, which cannot, the warnings about what a loop
 * body holds that its option sets turn on. */
#if defined(__clang__)
#define __MPX_LOOP_COPY_BEGIN                                                  \
  __MPX_PRAGMA(clang diagnostic push)                                          \
  __MPX_CLANG_IGNORED("-Weverything")
#define __MPX_LOOP_COPY_END _Pragma("clang diagnostic pop")
#elif defined(__GNUC__)
#define __MPX_GCC_IGNORED(w) __MPX_PRAGMA(GCC diagnostic ignored w)
#define __MPX_LOOP_COPY_BEGIN                                                  \
  __MPX_PRAGMA(GCC diagnostic push)                                            \
  __MPX_GCC_IGNORED("-Wconversion")                                            \
  __MPX_GCC_IGNORED("-Wsign-conversion")                                       \
  __MPX_GCC_IGNORED("-Wsign-compare")                                          \
  __MPX_GCC_IGNORED("-Wfloat-conversion")                                      \
  __MPX_GCC_IGNORED("-Wfloat-equal")                                           \
  __MPX_GCC_IGNORED("-Wdouble-promotion")                                      \
  __MPX_GCC_IGNORED("-Wtype-limits")                                           \
  __MPX_GCC_IGNORED("-Wshadow")                                                \
  __MPX_GCC_IGNORED("-Wcast-qual")                                             \
  __MPX_GCC_IGNORED("-Wcast-align")                                            \
  __MPX_GCC_IGNORED("-Wpointer-arith")                                         \
  __MPX_GCC_IGNORED("-Wparentheses")                                           \
  __MPX_GCC_IGNORED("-Wunused-value")                                          \
  __MPX_GCC_IGNORED("-Wstrict-overflow")                                       \
  __MPX_GCC_IGNORED("-Wlogical-op")                                            \
  __MPX_GCC_IGNORED("-Wmisleading-indentation")
#define __MPX_LOOP_COPY_END _Pragma("GCC diagnostic pop")
#else
#define __MPX_LOOP_COPY_BEGIN
#define __MPX_LOOP_COPY_END
#endif
/* Around the body of a function that calls setjmp (or another function
 * that returns twice): GCC's -Wclobbered warns of every variable it keeps
 * in a register across the call and may set again, which the rewriter's
 * temporaries (bounds, held arguments, covering flags) are as often as the
 * program's variables.  It cannot tell them apart, so the warning is off
 * for the body's variables (the parameters keep it).  Clang has no such
 * warning. */
#if defined(__GNUC__) && !defined(__clang__)
#define __MPX_SETJMP_BODY_BEGIN                                                \
  __MPX_PRAGMA(GCC diagnostic push)                                            \
  __MPX_PRAGMA(GCC diagnostic ignored "-Wclobbered")
#define __MPX_SETJMP_BODY_END _Pragma("GCC diagnostic pop")
#else
#define __MPX_SETJMP_BODY_BEGIN
#define __MPX_SETJMP_BODY_END
#endif
/* __PRETTY_FUNCTION__ of a function the rewriter cloned, as the compiler
 * would give it for the original: its name for GCC, in C, and the signature
 * the rewriter (Clang) computed for Clang. */
#ifdef __clang__
#define __MPX_PRETTY_FUNCTION(name, clang_signature) clang_signature
#else
#define __MPX_PRETTY_FUNCTION(name, clang_signature) name
#endif
#define __MPX_INT(p) ((__UINTPTR_TYPE__)(p))
#define __mpx_make(p, n) __mpx_make_u(__MPX_INT(p), (n))
#define __mpx_make_alloc(p, n) __mpx_make_alloc_u(__MPX_INT(p), (n))
/* The size the linker gives symbol sym, for an extern array of incomplete
 * type (as GCC's -fchkp-check-incomplete-type did): a read-only data word
 * holding an R_X86_64_SIZE64 relocation, which the static or the dynamic
 * linker resolves (no text relocation).  0 where there is no such
 * relocation, and for symbols without a size (the linker's own, such as
 * __start_SECTION or _end): their bounds are INIT. */
#if defined(__x86_64__) && defined(__ELF__)
#define __mpx_symbol_size(sym)                                                 \
  __extension__({                                                              \
    __SIZE_TYPE__ __mpx_sz;                                                    \
    __asm__(".pushsection .data.rel.ro,\"aw\"\n.balign 8\n1: .quad " sym       \
            "@SIZE\n.popsection\nmovq 1b(%%rip), %0"                           \
            : "=r"(__mpx_sz));                                                 \
    __mpx_sz;                                                                  \
  })
#else
#define __mpx_symbol_size(sym) ((__SIZE_TYPE__)0)
#endif
/* Bounds of n bytes at p, INIT when n is 0 (a symbol without a size). */
__MPX_INLINE __mpx_bnd __mpx_make_sized_u(__UINTPTR_TYPE__ p, __SIZE_TYPE__ n) {
  return n ? __mpx_make_u(p, n) : __mpx_init();
}
#define __mpx_make_symbol(p, n) __mpx_make_sized_u(__MPX_INT(p), (n))
#define __mpx_narrow(b, p, n) __mpx_narrow_u((b), __MPX_INT(p), (n))
#define __mpx_narrow_lower(b, p) __mpx_narrow_lower_u((b), __MPX_INT(p))
#define __mpx_narrow_tail(b, p, n, rest)                                       \
  __mpx_narrow_tail_u((b), __MPX_INT(p), (n), (rest))
/* The helpers above in out-parameter form, which the rewriter writes
 * wherever it stores their result in a variable (`__mpx_narrow_to(&t, b, p,
 * n)` for `t = __mpx_narrow(b, p, n)`).  Clang at -O0 gives every
 * assignment of a returned struct a stack slot of its own and never shares
 * them (a function of 128 field stores had 6 KB of frame, and deep
 * recursion overflowed the stack); a store through the pointer needs none.
 * Optimised, both forms compile to the same code. */
__MPX_INLINE void __mpx_init_to(__mpx_bnd *d) { *d = __mpx_init(); }
__MPX_INLINE void __mpx_null_to(__mpx_bnd *d) { *d = __mpx_null(); }
__MPX_INLINE void __mpx_make_u_to(__mpx_bnd *d, __UINTPTR_TYPE__ a,
                                  __SIZE_TYPE__ n) {
  *d = __mpx_make_u(a, n);
}
__MPX_INLINE void __mpx_make_alloc_u_to(__mpx_bnd *d, __UINTPTR_TYPE__ a,
                                        __SIZE_TYPE__ n) {
  *d = __mpx_make_alloc_u(a, n);
}
__MPX_INLINE void __mpx_make_sized_u_to(__mpx_bnd *d, __UINTPTR_TYPE__ a,
                                        __SIZE_TYPE__ n) {
  *d = __mpx_make_sized_u(a, n);
}
__MPX_INLINE void __mpx_narrow_u_to(__mpx_bnd *d, __mpx_bnd b,
                                    __UINTPTR_TYPE__ a, __SIZE_TYPE__ n) {
  *d = __mpx_narrow_u(b, a, n);
}
__MPX_INLINE void __mpx_narrow_lower_u_to(__mpx_bnd *d, __mpx_bnd b,
                                          __UINTPTR_TYPE__ a) {
  *d = __mpx_narrow_lower_u(b, a);
}
__MPX_INLINE void __mpx_narrow_tail_u_to(__mpx_bnd *d, __mpx_bnd b,
                                         __UINTPTR_TYPE__ a, __SIZE_TYPE__ n,
                                         __SIZE_TYPE__ rest) {
  *d = __mpx_narrow_tail_u(b, a, n, rest);
}
/* d = s for bounds variables, a word at a time: GCC copies a two-word
 * struct as one 16-byte load and store, and a 16-byte load of what was just
 * stored as two 8-byte halves (bounds a helper computed, or a callee
 * returned through its pointer) waits for the stores to retire instead of
 * taking their data: a stall at every copy (Lua's interpreter loop spent a
 * fifth of its time there). */
#define __mpx_set(d, s) ((void)((d).lb = (s).lb), (void)((d).ub = (s).ub))
/* Bounds b passed to a function, as a new value made of b's two words:
 * optimising, GCC keeps a bounds variable that a call receives whole as
 * one object in memory (written at the function's entry and at each
 * change, and copied 16 bytes at once into the call's stack arguments),
 * while one read only by field lives in registers.  Without optimisation
 * the variable is passed as it is (a value made at each call would take a
 * stack slot of its own). */
__MPX_INLINE __mpx_bnd __mpx_bounds_words(__UINTPTR_TYPE__ lb,
                                          __UINTPTR_TYPE__ ub) {
  __mpx_bnd b;
  b.lb = lb;
  b.ub = ub;
  return b;
}
#ifdef __OPTIMIZE__
#define __mpx_arg(b) __mpx_bounds_words((b).lb, (b).ub)
#else
#define __mpx_arg(b) (b)
#endif
#define __mpx_make_to(d, p, n) __mpx_make_u_to((d), __MPX_INT(p), (n))
#define __mpx_make_alloc_to(d, p, n)                                           \
  __mpx_make_alloc_u_to((d), __MPX_INT(p), (n))
#define __mpx_make_symbol_to(d, p, n)                                          \
  __mpx_make_sized_u_to((d), __MPX_INT(p), (n))
#define __mpx_narrow_to(d, b, p, n) __mpx_narrow_u_to((d), (b), __MPX_INT(p), (n))
#define __mpx_narrow_lower_to(d, b, p)                                         \
  __mpx_narrow_lower_u_to((d), (b), __MPX_INT(p))
#define __mpx_narrow_tail_to(d, b, p, n, rest)                                 \
  __mpx_narrow_tail_u_to((d), (b), __MPX_INT(p), (n), (rest))
#define __mpx_check(p, n, b, kind, site)                                  \
  __mpx_check_u(__MPX_INT(p), (n), (b), (kind), (site))
#define __mpx_check_r(p, n, b, site)                                      \
  __mpx_check_u(__MPX_INT(p), (n), (b), __MPX_READ, (site))
#define __mpx_check_w(p, n, b, site)                                      \
  __mpx_check_u(__MPX_INT(p), (n), (b), __MPX_WRITE, (site))
/* The same, yielding the address checked, which the rewriter casts back to
 * the lvalue's pointer type:  (*(T *)__mpx_check_rp(&(lv), n, b, ...)).
 * No temporary holds the address (at -O0 every temporary has a stack slot
 * of its own: deep recursion would need far more stack than the original).
 * It is yielded as a pointer (as are the slots of the table loads below):
 * a call returning an integer cast to a pointer type is what
 * -Wbad-function-cast reports. */
__MPX_INLINE void *__mpx_checked_u(__UINTPTR_TYPE__ p, __SIZE_TYPE__ n,
                                   __mpx_bnd b, int kind,
                                   const __mpx_site *site) {
  __MPX_CHECK_INLINE(p, n, b, kind, site);
  return (void *)p;
}
#define __mpx_check_rp(p, n, b, site)                                     \
  __mpx_checked_u(__MPX_INT(p), (n), (b), __MPX_READ, (site))
#define __mpx_check_wp(p, n, b, site)                                     \
  __mpx_checked_u(__MPX_INT(p), (n), (b), __MPX_WRITE, (site))
/* The same with the bounds read through bp once the arguments are computed:
 * for bounds a temporary receives while the lvalue is evaluated (a table
 * load, a call's result), whose read would be unsequenced with that
 * assignment as an argument of its own. */
__MPX_INLINE void *__mpx_checked_b(__UINTPTR_TYPE__ p, __SIZE_TYPE__ n,
                                   const __mpx_bnd *bp, int kind,
                                   const __mpx_site *site) {
  __MPX_CHECK_INLINE(p, n, *bp, kind, site);
  return (void *)p;
}
#define __mpx_check_rpb(p, n, bp, site)                                   \
  __mpx_checked_b(__MPX_INT(p), (n), (bp), __MPX_READ, (site))
#define __mpx_check_wpb(p, n, bp, site)                                   \
  __mpx_checked_b(__MPX_INT(p), (n), (bp), __MPX_WRITE, (site))

/* ---- Covering checks ----
 * The accesses inside one element of a pointer whose value and bounds never
 * change in a function (p->f, p[2], p->a[3]) are checked against the same
 * bounds at the same addresses every time: the rewriter tests once, on
 * entry, that the whole element lies within the bounds (__mpx_covers, true
 * only when it does), and each access's check runs only when that test
 * failed, so an access really out of bounds is still reported by its own
 * check, at its own line. */
__MPX_INLINE int __mpx_covers_u(__UINTPTR_TYPE__ p, __SIZE_TYPE__ n,
                                __mpx_bnd b) {
#if defined(MPXRT_BACKEND_NONE)
  (void)p, (void)n, (void)b;
  return 1;
#else
  /* As in the checks, the test that ub - (n - 1) does not wrap is left to
   * the lower bound's for sizes up to a page: only bounds ending in the
   * first page, where no object lies (NULL's: lb ~0), fail it. */
  return n != 0 && p >= b.lb && p <= b.ub - (n - 1) &&
         (n <= 4096 || n - 1 <= b.ub);
#endif
}
#define __mpx_covers(p, n, b) __mpx_covers_u(__MPX_INT(p), (n), (b))
/* __mpx_checked_u unless covered says a covering check passed. */
__MPX_INLINE void *__mpx_checked_c(__UINTPTR_TYPE__ p, __SIZE_TYPE__ n,
                                   __mpx_bnd b, int kind,
                                   const __mpx_site *site, int covered) {
  if (__builtin_expect(!covered, 0))
    __MPX_CHECK_RARE(p, n, b, kind, site);
  return (void *)p;
}
#define __mpx_check_rpc(p, n, b, site, covered)                                \
  __mpx_checked_c(__MPX_INT(p), (n), (b), __MPX_READ, (site), (covered))
#define __mpx_check_wpc(p, n, b, site, covered)                                \
  __mpx_checked_c(__MPX_INT(p), (n), (b), __MPX_WRITE, (site), (covered))
/* ---- Pointers a loop only moves up ----
 * In a loop that only increments a pointer p (p++, p += K with K >= 0),
 * every access at p or above it (*p, p[2], p->f) lies at or above where p
 * pointed when the loop began.  The rewriter tests once, before the loop,
 * that p was then at or above its lower bound (__mpx_above_lower); while
 * that holds, each access tests only its upper bound; when it does not,
 * each access is checked in full, so an access below the lower bound is
 * still reported by its own check, at its own line.  (The pointer cannot
 * wrap around the top of memory in between without first going past its
 * upper bound, which no object reaches.) */
__MPX_INLINE int __mpx_above_lower_u(__UINTPTR_TYPE__ p, __mpx_bnd b) {
#if defined(MPXRT_BACKEND_NONE)
  (void)p, (void)b;
  return 1;
#else
  return p >= b.lb;
#endif
}
#define __mpx_above_lower(p, b) __mpx_above_lower_u(__MPX_INT(p), (b))
/* __mpx_checked_u of an access at or above a pointer's loop start: the
 * upper test alone when above (the soft backend; the others check in
 * full: BNDCL costs the mpx backend nothing worth saving).  GCC splits the
 * loop on the flag as written below (mpx-cc gives it -funswitch-loops).
 * Clang does not at -O2 (the flag's branch made it compile the word_count
 * kernel's loop into a slower setcc chain), so for Clang the flag selects
 * an end once, outside the loop: one past the highest address the access
 * may start at when above (all ones when that overflows: INIT bounds),
 * else 0, which sends every access to the full check out of line (a
 * pointer that starts its loop below its lower bound is reported there,
 * NULL's at address 0 too).  The end is hidden from Clang, which would
 * otherwise fold p >= 0 away and test the flag again at every access (and
 * with only the 0 hidden, kept the select but ran word_count's loop 40%
 * slower, at the same instructions).  One compare a byte instead of two:
 * word_count 1 691 to 1 482 million instructions, 1.04 to 0.93 s; hash
 * -2%, tokenize -1.4%.  (GCC compiles that form into more: word_count
 * 1 116 to 1 326 million.) */
__MPX_INLINE void *__mpx_checked_up(__UINTPTR_TYPE__ p, __SIZE_TYPE__ n,
                                    __mpx_bnd b, int kind,
                                    const __mpx_site *site, int above) {
#if defined(MPXRT_BACKEND_SOFT) && !defined(__MPX_TRAP_CHECKS) &&              \
    defined(__clang__)
  __UINTPTR_TYPE__ last = b.ub - (n - 1);
  __UINTPTR_TYPE__ end = above ? last + (last != ~(__UINTPTR_TYPE__)0) : 0;
  __asm__("" : "+r"(end));
  if (__builtin_expect((n != 0) __MPX_AND((p >= end) __MPX_OR(
                           (n > 4096) __MPX_AND(n - 1 > b.ub))),
                       0))
    __MPX_CHECK_RARE(p, n, b, kind, site);
#elif defined(MPXRT_BACKEND_SOFT) && !defined(__MPX_TRAP_CHECKS)
  if (__builtin_expect(above, 1)) {
    if (__builtin_expect((n != 0) __MPX_AND((p > b.ub - (n - 1)) __MPX_OR(
                             (n > 4096) __MPX_AND(n - 1 > b.ub))),
                         0))
      __mpx_report_at(p, n, b.lb, b.ub, kind, site);
  } else
    __MPX_CHECK_RARE(p, n, b, kind, site);
#else
  (void)above;
  __MPX_CHECK_INLINE(p, n, b, kind, site);
#endif
  return (void *)p;
}
#define __mpx_check_rpu(p, n, b, site, above)                                  \
  __mpx_checked_up(__MPX_INT(p), (n), (b), __MPX_READ, (site), (above))
#define __mpx_check_wpu(p, n, b, site, above)                                  \
  __mpx_checked_up(__MPX_INT(p), (n), (b), __MPX_WRITE, (site), (above))
/* __mpx_checked_b unless covered says a covering check passed: bounds a
 * temporary receives while the lvalue is evaluated, narrowed from those
 * the covering check tested to a subobject holding the access. */
__MPX_INLINE void *__mpx_checked_bc(__UINTPTR_TYPE__ p, __SIZE_TYPE__ n,
                                    const __mpx_bnd *bp, int kind,
                                    const __mpx_site *site, int covered) {
  if (__builtin_expect(!covered, 0))
    __MPX_CHECK_RARE(p, n, *bp, kind, site);
  return (void *)p;
}
#define __mpx_check_rpbc(p, n, bp, site, covered)                              \
  __mpx_checked_bc(__MPX_INT(p), (n), (bp), __MPX_READ, (site), (covered))
#define __mpx_check_wpbc(p, n, bp, site, covered)                              \
  __mpx_checked_bc(__MPX_INT(p), (n), (bp), __MPX_WRITE, (site), (covered))

/* ---- Loop versioning ----
 * A counted loop whose accesses are all  base[index]  with index linear in
 * the loop variable runs unchecked when one test before it proves every
 * element it can touch within bounds (the rewriter's "guard"); otherwise it
 * runs checked, so a report still names the faulting access.  The guard
 * evaluates each index at the loop's first and last value in exact
 * arithmetic (__mpx_wide), and __mpx_span_ok tests the elements between
 * them.  Without a 128-bit integer type the guard always fails. */
#if defined(__SIZEOF_INT128__) && !defined(MPXRT_BACKEND_NONE)
__extension__ typedef __int128 __mpx_wide;
#define __MPX_WIDE_OK 1
#else
typedef long long __mpx_wide;
#define __MPX_WIDE_OK 0
#endif

/* True when exact value x lies in the range of a bits-wide integer type,
 * signed or not (bits < 64): the guard's test that a part of an index
 * computed in a wrapping type narrower than a pointer never wraps. */
__MPX_INLINE int __mpx_wide_fits(__mpx_wide x, int bits, int is_signed) {
#if __MPX_WIDE_OK
  const __mpx_wide lim = (__mpx_wide)1 << (bits - is_signed);
  return is_signed ? x >= -lim && x < lim : x >= 0 && x < lim;
#else
  (void)x, (void)bits, (void)is_signed;
  return 0;
#endif
}

/* True when elements i1..i2 (either order) of size esz at base all lie in
 * b.  Indices whose magnitude reaches 2^64, and elements of 4 GiB or
 * more, are never taken to be (which keeps the arithmetic exact). */
__MPX_INLINE int __mpx_span_ok(__UINTPTR_TYPE__ base, __SIZE_TYPE__ esz,
                               __mpx_bnd b, __mpx_wide i1, __mpx_wide i2) {
#if __MPX_WIDE_OK
  const __mpx_wide lim = (__mpx_wide)1 << 64;
  __mpx_wide lo = i1 < i2 ? i1 : i2, hi = i1 < i2 ? i2 : i1;
  if (esz == 0 || esz > 0xffffffffu || lo <= -lim || hi >= lim)
    return 0;
  return (__mpx_wide)base + lo * (__mpx_wide)esz >= (__mpx_wide)b.lb &&
         (__mpx_wide)base + (hi + 1) * (__mpx_wide)esz - 1 <=
             (__mpx_wide)b.ub;
#else
  (void)base, (void)esz, (void)b, (void)i1, (void)i2;
  return 0;
#endif
}

/* ---- The bounds table (BNDSTX / BNDLDX) ----
 * Bounds of pointers stored in memory, keyed by the address of the slot, as
 * Intel MPX's bounds tables.  Two levels, like MPX's bounds directory and
 * tables: a directory of 2^24 table pointers and tables of 2^20 entries,
 * one 8-byte entry per 8-byte slot (the table is as large as the memory it
 * describes), reserved lazily with MAP_NORESERVE.
 *
 * An entry describes the bounds relative to the pointer value stored with
 * them, so that one word holds them: the distance from the lower bound up
 * to the value (14 bits: up to 16 KiB into the object), the width
 * (ub - lb, 22 bits: objects up to 4 MiB) and a 28-bit check of the value
 * (the high bits of one multiplication of it; the lowest always 1, so 27
 * bits decide).  A load gets the bounds only when the check matches the
 * value it loaded (MPX compares the whole stored pointer): a slot since
 * overwritten by code that did not record bounds, and an entry never
 * written or cleared (0, whose check is 0) give INIT, but for a 2^-27
 * chance of a matching check.  One 8-byte access reads or writes an entry,
 * so no load sees half of another thread's store.
 *
 * Bounds that do not fit (larger objects, pointers far into an object or
 * outside it, empty bounds other than NULL's, the saturated upper bound)
 * go to a wide entry: the narrow entry holds an escape (check 0, never
 * matched, and not 0) and the wide half of the same table, at the same
 * index, holds the lower bound, a 32-bit width and a 31-bit check
 * (table.c).  INIT bounds
 * are stored as an empty entry.  Entries hold nothing that depends on
 * their slot's address, so copying a pointer's bytes moves its entry as it
 * is.  Half the cache footprint of a 16-byte entry: a structure's entries
 * take as many cache lines as its pointers, which is what a walk over
 * linked nodes pays for (docs/performance.md). */
typedef __UINT64_TYPE__ __mpx_bt_entry;

#define __MPX_BT_TABLE_BITS 20
#define __MPX_BT_DIR_BITS 24
#define __MPX_BT_INDEX(a) (((a) >> 3) & ((1UL << __MPX_BT_TABLE_BITS) - 1))
/* Slots are user-space addresses, below 2^47 (128 TiB; with five-level
 * paging Linux maps nothing above unless a program asks for it with an
 * address hint, which this runtime does not support), so their top index
 * needs no mask. */
#define __MPX_BT_DIR_INDEX(a) ((a) >> (3 + __MPX_BT_TABLE_BITS))
#define __MPX_BT_WIDTH_BITS 22
#define __MPX_BT_BELOW_BITS 14
#define __MPX_BT_CHECK_SHIFT (__MPX_BT_WIDTH_BITS + __MPX_BT_BELOW_BITS)
#define __MPX_BT_WIDTH_MAX ((1ull << __MPX_BT_WIDTH_BITS) - 1)
#define __MPX_BT_BELOW_MAX ((1ull << __MPX_BT_BELOW_BITS) - 1)
/* An entry whose bounds are in the wide table (any word below
 * 1 << __MPX_BT_CHECK_SHIFT but 0 would do). */
#define __MPX_BT_ESCAPE 1ull

/* The directory (runtime state, in the program's zero-filled data: untouched
 * parts cost nothing): per table, the table's address less the zero table's,
 * 0 for a table not created yet, which loads then read as the zero table, a
 * table of empty entries that nothing writes.  So a load is two memory reads
 * and no branch whether the table exists or not; a store creates it. */
extern __UINTPTR_TYPE__ __mpx_bt_dir[1UL << __MPX_BT_DIR_BITS];
extern __mpx_bt_entry __mpx_bt_zero[1UL << __MPX_BT_TABLE_BITS];
/* The table covering address a, created if needed; 0 if memory ran out. */
__mpx_bt_entry *__mpx_bt_table(__UINTPTR_TYPE__ a);
/* The bounds of value v in slot, whose narrow entry x is not 0 and does
 * not match v: its wide entry's when x is an escape, else INIT. */
__mpx_bnd __mpx_bt_load_wide(__UINTPTR_TYPE__ slot, __UINTPTR_TYPE__ v,
                             __UINT64_TYPE__ x);
/* Stores what the inline store does not: bounds [lb, ub] for a wide entry,
 * and any store into a table not created yet. */
void __mpx_bt_store_slow(__UINTPTR_TYPE__ slot, __UINTPTR_TYPE__ v,
                         __UINTPTR_TYPE__ lb, __UINTPTR_TYPE__ ub);
/* Copies the entries of the n bytes at src to dst (memmove semantics). */
void __mpx_bt_copy(void *dst, const void *src, __SIZE_TYPE__ n);
/* Forgets the entries of the n bytes at p. */
void __mpx_bt_clear(void *p, __SIZE_TYPE__ n);
/* Bytes of address space the table currently reserves (for benchmarks). */
__SIZE_TYPE__ __mpx_bt_reserved_bytes(void);

/* The inline paths read and write directory words and entries with plain
 * aligned 8-byte accesses: one move each on every target (no other
 * thread's store is seen in halves), which, unlike atomic ones, the
 * compiler schedules and combines like any other load (2% of Lua's
 * instructions).  A table's pages are zero-filled when mapped, so a
 * directory word read before the table it names holds only entries
 * written after. */
__MPX_INLINE __UINT64_TYPE__ __mpx_bt_read(const __UINT64_TYPE__ *e) {
  return *e;
}
__MPX_INLINE void __mpx_bt_write(__UINT64_TYPE__ *e, __UINT64_TYPE__ x) {
  *e = x;
}

/* The directory's word for the table covering address a. */
__MPX_INLINE __UINTPTR_TYPE__ __mpx_bt_dir_word(__UINTPTR_TYPE__ a) {
  return __mpx_bt_read(&__mpx_bt_dir[__MPX_BT_DIR_INDEX(a)]);
}

/* The entry of address a in the table whose directory word is w (the zero
 * table's for 0). */
__MPX_INLINE __mpx_bt_entry *__mpx_bt_entry_at(__UINTPTR_TYPE__ w,
                                               __UINTPTR_TYPE__ a) {
  return (__mpx_bt_entry *)((__UINTPTR_TYPE__)__mpx_bt_zero + w) +
         __MPX_BT_INDEX(a);
}

/* The entry of address a, or 0 when its table does not exist (the
 * runtime's out-of-line paths, which also refuse an address above the
 * directory's reach rather than index past it). */
__MPX_INLINE __mpx_bt_entry *__mpx_bt_lookup(__UINTPTR_TYPE__ a) {
  if (a >> 47)
    return 0;
  __UINTPTR_TYPE__ w = __mpx_bt_dir_word(a);
  return w ? __mpx_bt_entry_at(w, a) : 0;
}

/* True for an entry word that is an escape to the wide entry. */
__MPX_INLINE int __mpx_bt_escaped(__UINT64_TYPE__ x) {
  return x != 0 && x >> __MPX_BT_CHECK_SHIFT == 0;
}

/* The check of pointer value v, in place in the high bits of an entry (the
 * low bits are the multiplication's and are masked off when written): the
 * high 28 bits of v * K with K odd (the golden ratio's: a change of v by d
 * changes the product by d * K, whose high 27 bits are neither all zeros
 * nor all ones for any |d| < 2^24, so no pointer near the stored one
 * matches) and the lowest of them set (an empty entry or an escape never
 * matches, NULL's included). */
__MPX_INLINE __UINT64_TYPE__ __mpx_bt_mix(__UINT64_TYPE__ v) {
  return v * 0x9e3779b97f4a7c15ull | 1ull << __MPX_BT_CHECK_SHIFT;
}

/* Reads entry word x for pointer value v: 1 and *b when its check matches.
 * ub = lb + width wraps for NULL bounds (lower bound ~0, width 1). */
__MPX_INLINE int __mpx_bt_decode(__UINT64_TYPE__ x, __UINTPTR_TYPE__ v,
                                 __mpx_bnd *b) {
  if ((x ^ __mpx_bt_mix(v)) >> __MPX_BT_CHECK_SHIFT)
    return 0;
  b->lb = v - ((x >> __MPX_BT_WIDTH_BITS) & __MPX_BT_BELOW_MAX);
  b->ub = b->lb + (x & __MPX_BT_WIDTH_MAX);
  return 1;
}

/* The entry word for pointer value v with bounds b, or 0 when they need a
 * wide entry (or are INIT, stored as an empty entry). */
__MPX_INLINE __UINT64_TYPE__ __mpx_bt_encode(__UINTPTR_TYPE__ v,
                                             __mpx_bnd b) {
  __UINTPTR_TYPE__ below = v - b.lb, width = b.ub - b.lb;
  if (below > __MPX_BT_BELOW_MAX || width > __MPX_BT_WIDTH_MAX)
    return 0;
  return (__mpx_bt_mix(v) & ~((1ull << __MPX_BT_CHECK_SHIFT) - 1)) |
         below << __MPX_BT_WIDTH_BITS | width;
}

/* The mpx backend in 64-bit mode keeps the bounds of pointers in memory in
 * the hardware's own bounds directory and tables (Intel SDM vol. 1 ch. 17),
 * which the runtime enables and fills on demand (libmpxrt-mpx.a, linked by
 * mpx-cc -fmpx-backend=mpx; its start-up is pulled in by this reference).
 * The bounds live in C variables between uses: BNDMK loads them into %bnd0
 * for BNDSTX, and BNDMOV stores %bnd0 after BNDLDX (its upper bound in
 * one's complement, as the register holds it).  BNDSTX and BNDLDX need a
 * SIB byte; the NOP after each is the byte QEMU's decoder skips after
 * them (harmless on hardware):
 *   0f 1b 04 31      bndstx %bnd0, (%rcx,%rsi,1)   slot %rcx, pointer %rsi
 *   0f 1a 04 31      bndldx (%rcx,%rsi,1), %bnd0
 *   66 0f 1b 07      bndmov %bnd0, (%rdi)
 * Without MPX the instructions are NOPs and loads give INIT bounds. */
#if defined(MPXRT_BACKEND_MPX) && defined(__x86_64__)
#define __MPX_HW_TABLE 1
extern const char __mpx_hw_link;
static const char *const __mpx_hw_ref __attribute__((used, unused)) =
    &__mpx_hw_link;
/* The module's own copy of the code registering its check sites: a hidden
 * symbol, which no other module (a library defining __mpx_hw_link) can
 * satisfy. */
extern const char __mpx_sites_link __attribute__((visibility("hidden")));
static const char *const __mpx_sites_ref __attribute__((used, unused)) =
    &__mpx_sites_link;
#endif

/* BNDLDX: bounds of the pointer `value` just loaded from `slot`. */
__MPX_INLINE __mpx_bnd __mpx_ldx(const void *slot, const void *value) {
#if defined(MPXRT_BACKEND_NONE)
  (void)slot, (void)value;
  return __mpx_init();
#elif defined(__MPX_HW_TABLE)
  __mpx_bnd raw = {0, 0}; /* INIT, as the register holds it */
  __asm__ volatile(".byte 0x0f, 0x1a, 0x04, 0x31\n\t" /* bndldx */
                   "nop\n\t"
                   ".byte 0x66, 0x0f, 0x1b, 0x07" /* bndmov */
                   : "+m"(raw)
                   : "c"(slot), "S"(value), "D"(&raw)
                   : "memory");
  raw.ub = ~raw.ub;
  return raw;
#else
  __UINTPTR_TYPE__ a = (__UINTPTR_TYPE__)slot;
  __UINT64_TYPE__ x = __mpx_bt_read(__mpx_bt_entry_at(__mpx_bt_dir_word(a), a));
  __mpx_bnd b;
  if (__mpx_bt_decode(x, (__UINTPTR_TYPE__)value, &b))
    return b;
  if (!x) /* never written, or cleared */
    return __mpx_opaque_init();
  return __mpx_bt_load_wide((__UINTPTR_TYPE__)slot, (__UINTPTR_TYPE__)value, x);
#endif
}

/* BNDSTX: records bounds b for the pointer `value` stored at `slot`. */
__MPX_INLINE void __mpx_stx(const void *slot, const void *value,
                            __mpx_bnd b) {
#if defined(MPXRT_BACKEND_NONE)
  (void)slot, (void)value, (void)b;
#elif defined(__MPX_HW_TABLE)
  __asm__ volatile(".byte 0xf3, 0x0f, 0x1b, 0x04, 0x10\n\t" /* bndmk */
                   ".byte 0x0f, 0x1b, 0x04, 0x31\n\t"       /* bndstx */
                   "nop"
                   :
                   : "a"(b.lb), "d"(b.ub - b.lb), "c"(slot), "S"(value)
                   : "memory");
#else
  __UINTPTR_TYPE__ a = (__UINTPTR_TYPE__)slot, w = __mpx_bt_dir_word(a);
  __UINT64_TYPE__ x = __mpx_bt_encode((__UINTPTR_TYPE__)value, b);
  if (__builtin_expect(w && x, 1))
    __mpx_bt_write(__mpx_bt_entry_at(w, a), x);
  else if (w && b.lb == 0 && b.ub == __UINTPTR_MAX__) /* INIT: empty */
    __mpx_bt_write(__mpx_bt_entry_at(w, a), 0);
  else
    __mpx_bt_store_slow(a, (__UINTPTR_TYPE__)value, b.lb, b.ub);
#endif
}

/* The table accessors accept slots and values of volatile pointers too. */
#define __mpx_ldx(slot, value) (__mpx_ldx)(__MPX_ADDR(slot), __MPX_ADDR(value))
#define __mpx_stx(slot, value, b)                                              \
  (__mpx_stx)(__MPX_ADDR(slot), __MPX_ADDR(value), (b))
#if defined(MPXRT_BACKEND_SOFT) && !defined(__MPX_HW_TABLE)
/* The copy of a small aggregate (a union holding a pointer, a struct of a
 * few words: `*d = *s` of up to __MPX_BT_COPY_FEW slots, a constant size)
 * done inline: the source's entries read first, then written at the
 * destination's slots, as __mpx_bt_copy does for 8-aligned copies
 * (entries move as they are; any overlap is safe, since every source entry
 * is read before the first write).  A misaligned copy, or a destination
 * whose table does not exist yet while an entry must go there, takes the
 * runtime's function, which has not been preceded by any write. */
#define __MPX_BT_COPY_FEW 4
__MPX_INLINE void __mpx_bt_copy_few(__UINTPTR_TYPE__ d, __UINTPTR_TYPE__ s,
                                    __SIZE_TYPE__ n) {
  __mpx_bt_entry *to[__MPX_BT_COPY_FEW];
  __UINT64_TYPE__ x[__MPX_BT_COPY_FEW];
  __SIZE_TYPE__ i, k = n / 8;
  if (k == 0)
    return;
  if ((d | s) & 7) {
    (__mpx_bt_copy)((void *)d, (const void *)s, n);
    return;
  }
  for (i = 0; i < k; ++i) {
    __UINTPTR_TYPE__ a = s + 8 * i;
    x[i] = __mpx_bt_read(__mpx_bt_entry_at(__mpx_bt_dir_word(a), a));
  }
  for (i = 0; i < k; ++i) {
    __UINTPTR_TYPE__ a = d + 8 * i, w = __mpx_bt_dir_word(a);
    to[i] = w ? __mpx_bt_entry_at(w, a) : 0;
    /* a wide entry moves with its escape: the runtime's copy */
    if ((!w && x[i]) || __mpx_bt_escaped(x[i])) {
      (__mpx_bt_copy)((void *)d, (const void *)s, n);
      return;
    }
  }
  for (i = 0; i < k; ++i)
    if (to[i])
      __mpx_bt_write(to[i], x[i]);
}
#define __mpx_bt_copy(d, s, n)                                                 \
  (__builtin_constant_p(n) && (n) <= 8 * __MPX_BT_COPY_FEW                     \
       ? __mpx_bt_copy_few(__MPX_INT(d), __MPX_INT(s), (n))                    \
       : (__mpx_bt_copy)((void *)(__UINTPTR_TYPE__)(d), __MPX_ADDR(s), (n)))
#elif defined(MPXRT_BACKEND_NONE)
/* No load consults the table, so nothing is copied into it or cleared from
 * it; the operands are still evaluated. */
#define __mpx_bt_copy(d, s, n) ((void)(d), (void)(s), (void)(n))
#define __mpx_bt_clear(p, n) ((void)(p), (void)(n))
#else
#define __mpx_bt_copy(d, s, n)                                                 \
  (__mpx_bt_copy)((void *)(__UINTPTR_TYPE__)(d), __MPX_ADDR(s), (n))
#endif

/* A load of the pointer held at slot, without a temporary (see
 * __mpx_checked_u): its bounds go to *out and the slot is yielded, through
 * which the rewriter reads the pointer:  (*(T **)__mpx_ldxp(&(lv), &t)). */
__MPX_INLINE void *__mpx_ldx_p(__UINTPTR_TYPE__ slot, __mpx_bnd *out) {
  const void *value;
  __builtin_memcpy(&value, (const void *)slot, sizeof value);
  *out = (__mpx_ldx)((const void *)slot, value);
  return (void *)slot;
}
#define __mpx_ldxp(slot, out) __mpx_ldx_p(__MPX_INT(slot), (out))

/* A pointer slot's bounds kept in a local of the function that reads and
 * writes it repeatedly (the rewriter's slot caches): the value last loaded
 * from or stored to the slot, with its bounds.  A load of the same value
 * takes the cached bounds without the table; any other value (the slot was
 * written behind the cache's back) is looked up in the table and cached.
 * A store through the cache only records the new value and bounds and
 * marks the cache dirty (`slot` set); the table entry is written when the
 * cache is flushed: before each call, which may read the slot, and when the
 * function returns (the cache variable's cleanup).  After each call, which
 * may store other bounds for the same value, the cache is forgotten: the
 * value 1 with INIT bounds.  Stores inside a call's arguments, which run
 * after the call's flush, write through (__mpx_stk). */
typedef struct __mpx_slot {
  __UINTPTR_TYPE__ v;
  __mpx_bnd b;
  const void *slot; /* non-null: the table entry of slot is behind */
} __mpx_slot;
/* The value of a cache that holds no pointer: 1, which no loaded pointer
 * equals, hidden from the compiler, which would otherwise split a path on
 * which the pointer just loaded is 1 and warn about the accesses through
 * it there (-Wstringop-overflow, -Warray-bounds) where the original has
 * no such path. */
__MPX_INLINE __UINTPTR_TYPE__ __mpx_slot_unset(void) {
  __UINTPTR_TYPE__ v = 1;
#if !defined(MPXRT_BACKEND_NONE)
  /* (The none backend never reads a cache: no path can be invented, and
   * without the asm the compiler drops the dead caches.) */
  __asm__("" : "+r"(v));
#endif
  return v;
}
/* A new cache (an expression, not an initialiser list, which C90 wants
 * constant). */
__MPX_INLINE __mpx_slot __mpx_slot_new(void) {
  __mpx_slot k;
  k.v = __mpx_slot_unset();
  k.b.lb = 0;
  k.b.ub = ~(__UINTPTR_TYPE__)0;
  k.slot = 0;
  return k;
}
#define __MPX_SLOT_INIT __mpx_slot_new()

__MPX_INLINE __mpx_bnd __mpx_ldk_u(__mpx_slot *k, __UINTPTR_TYPE__ slot,
                                   __UINTPTR_TYPE__ value) {
#if defined(MPXRT_BACKEND_NONE)
  (void)k, (void)slot, (void)value;
  return __mpx_init();
#else
  if (__builtin_expect(value != k->v, 0)) {
    k->b = (__mpx_ldx)((const void *)slot, (const void *)value);
    k->v = value;
    k->slot = 0; /* overwritten since: what the table holds wins */
  }
  return k->b;
#endif
}

/* A store that writes the table at once. */
__MPX_INLINE void __mpx_stk_u(__mpx_slot *k, const void *slot,
                              const void *value, __mpx_bnd b) {
#if defined(MPXRT_BACKEND_NONE)
  (void)k, (void)slot, (void)value, (void)b;
#else
  (__mpx_stx)(slot, value, b);
  k->v = (__UINTPTR_TYPE__)value;
  k->b = b;
  k->slot = 0;
#endif
}

/* A store whose table entry waits for the next flush. */
__MPX_INLINE void __mpx_stkd_u(__mpx_slot *k, const void *slot,
                               const void *value, __mpx_bnd b) {
#if defined(MPXRT_BACKEND_NONE)
  (void)k, (void)slot, (void)value, (void)b;
#else
  k->v = (__UINTPTR_TYPE__)value;
  k->b = b;
  k->slot = slot;
#endif
}

/* __mpx_ldx_p through a slot cache. */
__MPX_INLINE void *__mpx_ldk_p(__UINTPTR_TYPE__ slot, __mpx_bnd *out,
                               __mpx_slot *k) {
  __UINTPTR_TYPE__ value;
  __builtin_memcpy(&value, (const void *)slot, sizeof value);
  *out = __mpx_ldk_u(k, slot, value);
  return (void *)slot;
}

/* Writes a dirty cache's entry to the table. */
__MPX_INLINE void __mpx_flush(__mpx_slot *k) {
#if !defined(MPXRT_BACKEND_NONE)
  if (k->slot) {
    (__mpx_stx)(k->slot, (const void *)k->v, k->b);
    k->slot = 0;
  }
#else
  (void)k;
#endif
}

/* Forgets a (flushed) cache. */
__MPX_INLINE void __mpx_forget(__mpx_slot *k) {
#if defined(MPXRT_BACKEND_NONE)
  (void)k;
#else
  k->v = __mpx_slot_unset();
  k->b = __mpx_init();
#endif
}

#define __mpx_ldk(k, slot, value)                                              \
  __mpx_ldk_u((k), __MPX_INT(slot), __MPX_INT(value))
#define __mpx_stk(k, slot, value, b)                                           \
  __mpx_stk_u((k), __MPX_ADDR(slot), __MPX_ADDR(value), (b))
#define __mpx_stkd(k, slot, value, b)                                          \
  __mpx_stkd_u((k), __MPX_ADDR(slot), __MPX_ADDR(value), (b))
#define __mpx_ldkp(slot, out, k) __mpx_ldk_p(__MPX_INT(slot), (out), (k))
/* __mpx_ldx and __mpx_ldk of a value the rewriter reads in C (typed, so
 * that the compiler may merge it with the access it comes from), the
 * bounds stored to *out: at -O0 the assignment of a returned struct takes
 * a stack slot of its own at every site. */
__MPX_INLINE void __mpx_ldx_o(const void *slot, const void *value,
                              __mpx_bnd *out) {
  *out = (__mpx_ldx)(slot, value);
}
__MPX_INLINE void __mpx_ldk_o(__mpx_slot *k, __UINTPTR_TYPE__ slot,
                              __UINTPTR_TYPE__ value, __mpx_bnd *out) {
  *out = __mpx_ldk_u(k, slot, value);
}
#define __mpx_ldxo(slot, value, out)                                           \
  __mpx_ldx_o(__MPX_ADDR(slot), __MPX_ADDR(value), (out))
#define __mpx_ldko(k, slot, value, out)                                        \
  __mpx_ldk_o((k), __MPX_INT(slot), __MPX_INT(value), (out))

/* Checked allocation functions, in the clone convention.  Those that
 * return fresh memory say so as the C library's own declarations do
 * (malloc: the block aliases nothing else and holds no pointer; sizes from
 * the arguments): the compilers then know that two allocated blocks never
 * overlap, which is what lets them vectorise a loop storing into one while
 * reading another.  realloc's block holds the old one's pointers: like
 * glibc's, its declaration does not claim that. */
#if defined(__GNUC__)
#define __MPX_FRESH(...) __attribute__((malloc, alloc_size(__VA_ARGS__)))
#define __MPX_FRESH_ANY __attribute__((malloc))
#else
#define __MPX_FRESH(...)
#define __MPX_FRESH_ANY
#endif
void *__mpxw_malloc(__SIZE_TYPE__ n, __mpx_bnd *rb) __MPX_FRESH(1);
void *__mpxw_calloc(__SIZE_TYPE__ nmemb, __SIZE_TYPE__ size, __mpx_bnd *rb)
    __MPX_FRESH(1, 2);
void *__mpxw_realloc(void *p, __SIZE_TYPE__ n, __mpx_bnd pb, __mpx_bnd *rb);
void __mpxw_free(void *p, __mpx_bnd pb);
void *__mpxw_aligned_alloc(__SIZE_TYPE__ align, __SIZE_TYPE__ n, __mpx_bnd *rb)
    __MPX_FRESH(2);
int __mpxw_posix_memalign(void **pp, __SIZE_TYPE__ align, __SIZE_TYPE__ n,
                          __mpx_bnd ppb);
void *__mpxw_memalign(__SIZE_TYPE__ align, __SIZE_TYPE__ n, __mpx_bnd *rb)
    __MPX_FRESH(2);
void *__mpxw_valloc(__SIZE_TYPE__ n, __mpx_bnd *rb) __MPX_FRESH(1);
char *__mpxw_strdup(const char *s, __mpx_bnd sb, __mpx_bnd *rb)
    __MPX_FRESH_ANY;
char *__mpxw_strndup(const char *s, __SIZE_TYPE__ n, __mpx_bnd sb,
                     __mpx_bnd *rb) __MPX_FRESH_ANY;

/* Bounds of main's argv array and of envp (the pointer array including its
 * terminating NULL), set up by the runtime.  Taken as const void *: main
 * may declare them char **, const char ** or char *const *. */
__mpx_bnd __mpx_argv_bounds(const void *argv);
__mpx_bnd __mpx_envp_bounds(const void *envp);

/* A violation, as passed to the user hook below. */
typedef struct __mpx_violation {
  const void *addr;      /* first byte of the access */
  __SIZE_TYPE__ size;    /* its size in bytes */
  __mpx_bnd bounds;      /* the bounds it was checked against */
  const void *first_oob; /* first out-of-bounds byte (si_addr) */
  int kind;              /* __MPX_READ or __MPX_WRITE */
  const char *loc;       /* "file:line:col" */
  const char *func;      /* enclosing function */
  const __mpx_site *site; /* the check's row of its file's site table */
} __mpx_violation;

/* User hook, defined weak in the runtime (returns 0).  A program may define
 * it to see every violation that is about to be reported (in mode "count"
 * once per site).  Returning non-zero suppresses the runtime's own report
 * text; the mode's action (SIGSEGV or continue) happens either way.  It runs
 * in the report path: it must be async-signal-safe and must not allocate. */
int __mpx_on_violation(const __mpx_violation *v);

/* Number of violations seen so far (every one, not once per site). */
unsigned long __mpx_violation_count(void);

/* ---- Bounds across calls through function pointers ----
 * A call through a pointer uses the callee's original ABI, which has no
 * bounds parameters.  The caller leaves the bounds of its pointer arguments
 * in a thread-local hand-off area, keyed by the callee's address and each
 * argument's value; the callee's original-ABI entry takes them only if both
 * match (otherwise INIT: the call came from somewhere else), and leaves the
 * bounds of a returned pointer the same way. */
#define __MPX_HANDOFF_MAX 8
typedef struct __mpx_handoff {
  const void *callee;
  unsigned mask; /* bit i: argument i recorded */
  __UINTPTR_TYPE__ val[__MPX_HANDOFF_MAX];
  __mpx_bnd bnd[__MPX_HANDOFF_MAX];
  unsigned smask; /* bit i: src[i] recorded */
  const void *src[__MPX_HANDOFF_MAX]; /* where a struct argument came from */
  const void *ret_src_callee;
  const void *ret_src; /* where a returned struct came from */
  unsigned nva; /* variadic pointer arguments recorded */
  __UINTPTR_TYPE__ va_val[__MPX_HANDOFF_MAX];
  __mpx_bnd va_bnd[__MPX_HANDOFF_MAX];
  const void *ret_callee;
  __UINTPTR_TYPE__ ret_val;
  __mpx_bnd ret_bnd;
} __mpx_handoff;
extern __thread __mpx_handoff __mpx_ho;

/* The variadic pointer arguments a variadic function received.  serial is
 * 0 until one of its va_lists is registered (below), then a number unique
 * in the thread that the registry checks before trusting the state. */
typedef struct __mpx_va_state {
  unsigned n;
  unsigned long serial;
  __UINTPTR_TYPE__ val[__MPX_HANDOFF_MAX];
  __mpx_bnd bnd[__MPX_HANDOFF_MAX];
} __mpx_va_state;

__MPX_INLINE void __mpx_handoff_for(const void *callee) {
  if (__mpx_ho.callee != callee) {
    __mpx_ho.callee = callee;
    __mpx_ho.mask = 0;
    __mpx_ho.smask = 0;
    __mpx_ho.nva = 0;
  }
}

/* Structs holding pointers passed or returned by value: the copy the
 * callee (or caller) receives takes the table entries of the object it was
 * copied from, and forgets those its own slots held when nothing says where
 * it came from (a stack slot keeps the entries of whatever was there before,
 * and a stale entry for the same pointer value, to a block freed since and
 * reallocated at the same address, would lend the old block's bounds).
 * Caller: struct argument i of callee was copied from src. */
__MPX_INLINE void __mpx_handoff_src(const void *callee, unsigned i,
                                    const void *src) {
  if (i >= __MPX_HANDOFF_MAX)
    return;
  __mpx_handoff_for(callee);
  __mpx_ho.smask |= 1u << i;
  __mpx_ho.src[i] = src;
}

/* Callee's entry: copies the entries of struct parameter i (at p, n bytes)
 * from where the caller's object was, or forgets p's. */
__MPX_INLINE void __mpx_handoff_take_src(const void *self, unsigned i,
                                         void *p, __SIZE_TYPE__ n) {
  if (i < __MPX_HANDOFF_MAX && __mpx_ho.callee == self &&
      (__mpx_ho.smask & (1u << i)))
    __mpx_bt_copy(p, __mpx_ho.src[i], n);
  else
    __mpx_bt_clear(p, n);
}

/* Callee, returning a struct copied from src (0: from an rvalue, whose
 * pointers have no entries).  Every return of an instrumented function
 * records, so a record for a callee is always from its latest return.
 * src is often a local of the callee, dead when the caller takes the
 * record: the caller reads the table entries of its slots, never the
 * object.  The address passes through an empty asm, so that GCC, having
 * inlined the callee, does not take those reads for uses of a dangling
 * pointer (-Wdangling-pointer). */
__MPX_INLINE void __mpx_handoff_ret_src(const void *self, const void *src) {
  __UINTPTR_TYPE__ a = (__UINTPTR_TYPE__)src;
  __asm__("" : "+r"(a));
  __mpx_ho.ret_src_callee = self;
  __mpx_ho.ret_src = (const void *)a;
}

/* Callee, returning the struct that callee (a direct call) just returned:
 * that call's record becomes its own. */
__MPX_INLINE void __mpx_handoff_ret_fwd(const void *self,
                                        const void *callee) {
  if (__mpx_ho.ret_src_callee != callee)
    __mpx_ho.ret_src = 0;
  __mpx_ho.ret_src_callee = self;
}

/* Caller, having stored callee's returned struct at p (n bytes); callee 0
 * for a call through a pointer, whose record cannot be told apart. */
__MPX_INLINE void __mpx_handoff_take_ret_src(const void *callee, void *p,
                                             __SIZE_TYPE__ n) {
  if (callee && __mpx_ho.ret_src_callee == callee && __mpx_ho.ret_src)
    __mpx_bt_copy(p, __mpx_ho.ret_src, n);
  else
    __mpx_bt_clear(p, n);
  __mpx_ho.ret_src_callee = 0;
}

/* Caller: the next variadic pointer argument of the call is v, bounds b. */
__MPX_INLINE void __mpx_handoff_vararg(const void *callee, const void *v,
                                       __mpx_bnd b) {
  __mpx_handoff_for(callee);
  if (__mpx_ho.nva < __MPX_HANDOFF_MAX) {
    __mpx_ho.va_val[__mpx_ho.nva] = (__UINTPTR_TYPE__)v;
    __mpx_ho.va_bnd[__mpx_ho.nva++] = b;
  }
}

/* Variadic callee's entry: takes the variadic pointers' bounds. */
__MPX_INLINE void __mpx_handoff_take_va(const void *self, __mpx_va_state *st) {
  unsigned i;
  st->n = 0;
  st->serial = 0;
  if (__mpx_ho.callee != self)
    return;
  for (i = 0; i < __mpx_ho.nva; ++i) {
    st->val[i] = __mpx_ho.va_val[i];
    st->bnd[i] = __mpx_ho.va_bnd[i];
  }
  st->n = __mpx_ho.nva;
}

/* ---- va_lists handed to other functions ----
 * A va_list passed on (get(ap), vprintf(fmt, ap), va_copy) carries no
 * bounds.  va_start registers the va_list's address (its key: the address
 * of the va_list object, which on x86-64, where va_list is an array, is
 * also the value a function receives for it) with the variadic function's
 * state; va_copy registers the copy with the source's state; va_end and the
 * variadic function's exit forget them.  va_arg of a pointer in any
 * function then finds the state by the key and the bounds by value: INIT
 * when the va_list is unknown (made by code not instrumented). */
void __mpx_va_register(const void *key, __mpx_va_state *st);
void __mpx_va_copy(const void *dst, const void *src);
void __mpx_va_forget(const void *key);
void __mpx_va_release_slow(__mpx_va_state *st);
__mpx_bnd __mpx_va_lookup(const void *key, const void *v);
/* The variadic function's exit (a cleanup attribute on its state). */
__MPX_INLINE void __mpx_va_release(__mpx_va_state *st) {
  if (st->serial)
    __mpx_va_release_slow(st);
}

/* va_arg of a pointer: its bounds, found by value; INIT if not passed. */
__MPX_INLINE __mpx_bnd __mpx_va_bounds(const __mpx_va_state *st,
                                       const void *v) {
  unsigned i;
  for (i = 0; i < st->n; ++i)
    if (st->val[i] == (__UINTPTR_TYPE__)v)
      return st->bnd[i];
  return __mpx_init();
}

/* Caller: argument i of the call to callee is v, with bounds b. */
__MPX_INLINE void __mpx_handoff_arg(const void *callee, unsigned i,
                                    const void *v, __mpx_bnd b) {
  if (i >= __MPX_HANDOFF_MAX)
    return;
  __mpx_handoff_for(callee);
  __mpx_ho.mask |= 1u << i;
  __mpx_ho.val[i] = (__UINTPTR_TYPE__)v;
  __mpx_ho.bnd[i] = b;
}

/* Callee's entry: the bounds of its argument i, whose value is v. */
__MPX_INLINE __mpx_bnd __mpx_handoff_take(const void *self, unsigned i,
                                          const void *v) {
  if (i < __MPX_HANDOFF_MAX && __mpx_ho.callee == self &&
      (__mpx_ho.mask & (1u << i)) && __mpx_ho.val[i] == (__UINTPTR_TYPE__)v)
    return __mpx_ho.bnd[i];
  return __mpx_init();
}

/* Callee's entry, once every argument is taken. */
__MPX_INLINE void __mpx_handoff_done(void) {
  __mpx_ho.callee = 0;
  __mpx_ho.mask = 0;
  __mpx_ho.smask = 0;
  __mpx_ho.nva = 0;
}

/* Callee's exit: the returned pointer v has bounds b. */
__MPX_INLINE void __mpx_handoff_return(const void *self, const void *v,
                                       __mpx_bnd b) {
  __mpx_ho.ret_callee = self;
  __mpx_ho.ret_val = (__UINTPTR_TYPE__)v;
  __mpx_ho.ret_bnd = b;
}

/* Caller, after the call: the bounds of the pointer v callee returned. */
__MPX_INLINE __mpx_bnd __mpx_handoff_result(const void *callee,
                                            const void *v) {
  __mpx_bnd b = __mpx_init();
  if (__mpx_ho.ret_callee == callee && __mpx_ho.ret_val == (__UINTPTR_TYPE__)v)
    b = __mpx_ho.ret_bnd;
  __mpx_ho.ret_callee = 0;
  return b;
}

/* The hand-off accessors take pointers to any data, volatile or const. */
#define __mpx_handoff_arg(callee, i, v, b)                                     \
  (__mpx_handoff_arg)((callee), (i), __MPX_ADDR(v), (b))
#define __mpx_handoff_take(self, i, v) (__mpx_handoff_take)((self), (i), __MPX_ADDR(v))
#define __mpx_handoff_vararg(callee, v, b)                                     \
  (__mpx_handoff_vararg)((callee), __MPX_ADDR(v), (b))
#define __mpx_handoff_return(self, v, b)                                       \
  (__mpx_handoff_return)((self), __MPX_ADDR(v), (b))
#define __mpx_handoff_result(callee, v) (__mpx_handoff_result)((callee), __MPX_ADDR(v))
#define __mpx_va_bounds(st, v) (__mpx_va_bounds)((st), __MPX_ADDR(v))
#define __mpx_va_lookup(key, v) (__mpx_va_lookup)((key), __MPX_ADDR(v))
#define __mpx_handoff_src(callee, i, src)                                      \
  (__mpx_handoff_src)((callee), (i), __MPX_ADDR(src))
#define __mpx_handoff_take_src(self, i, p, n)                                  \
  (__mpx_handoff_take_src)((self), (i), (void *)(__UINTPTR_TYPE__)(p), (n))
#define __mpx_handoff_take_ret_src(callee, p, n)                               \
  (__mpx_handoff_take_ret_src)((callee), (void *)(__UINTPTR_TYPE__)(p), (n))

/* Checked clones of libc functions that call back into the program: the
 * callbacks (instrumented functions reached through their original-ABI
 * entry) receive the bounds of their pointer arguments through the
 * hand-off area: qsort's and bsearch's comparators get the element (and
 * bsearch's key), a thread's start routine gets its argument. */
void __mpxw_qsort(void *base, __SIZE_TYPE__ n, __SIZE_TYPE__ size,
                  int (*cmp)(const void *, const void *), __mpx_bnd baseb,
                  const __mpx_site *site);
void *__mpxw_bsearch(const void *key, const void *base, __SIZE_TYPE__ n,
                     __SIZE_TYPE__ size,
                     int (*cmp)(const void *, const void *), __mpx_bnd keyb,
                     __mpx_bnd baseb, __mpx_bnd *rb, const __mpx_site *site);
int __mpxw_pthread_create(void *thread, const void *attr,
                          void *(*start)(void *), void *arg, __mpx_bnd tb,
                          __mpx_bnd ab, __mpx_bnd argb);

/* ---- Checks of libc calls ----
 * The rewriter expands each call of a libc function listed in its table
 * (lib/Rewrite/LibcTable.cpp, docs/libc.md) into checks over the whole
 * range the function will touch, made with these helpers before the real
 * function runs.  String scans never read past the bounds: a string that is
 * not terminated inside them is reported as a read one byte past them.  A
 * NULL site means reads are not checked: the helpers then only measure. */
/* strlen(s), having checked s[0..len] lies in b. */
__SIZE_TYPE__ __mpx_strlen_chk(const void *s, __mpx_bnd b, const __mpx_site *site);
/* strnlen(s, n), having checked the bytes strnlen reads lie in b. */
__SIZE_TYPE__ __mpx_strnlen_chk(const void *s, __SIZE_TYPE__ n, __mpx_bnd b,
                                const __mpx_site *site);
/* The bytes strcmp/strncmp (icase: strcasecmp) read of a and b lie in
 * their bounds. */
void __mpx_strcmp_chk(const void *a, __mpx_bnd ab, const void *b,
                      __mpx_bnd bb, __SIZE_TYPE__ n, int icase,
                      const __mpx_site *site);
/* A bounded compare (strncmp(s, "null", 4)) whose n bytes lie inside both
 * bounds reads none outside them, wherever it stops: nothing to scan.  (A
 * compare of up to a page: strcmp's n, the largest size, folds the test
 * away.) */
__MPX_INLINE void __mpx_strcmp_chk_n(const void *a, __mpx_bnd ab,
                                     const void *b, __mpx_bnd bb,
                                     __SIZE_TYPE__ n, int icase,
                                     const __mpx_site *site) {
  if (__builtin_expect(n <= 4096 && __mpx_covers(a, n, ab) &&
                           __mpx_covers(b, n, bb),
                       1))
    return;
  (__mpx_strcmp_chk)(a, ab, b, bb, n, icase, site);
}
#define __mpx_strcmp_chk(a, ab, b, bb, n, icase, site)                         \
  __mpx_strcmp_chk_n((a), (ab), (b), (bb), (n), (icase), (site))
/* The bytes strspn(s, set) (accept 1) or strcspn(s, set) (accept 0) reads
 * lie in their bounds: all of set, and s up to the byte that stops it,
 * scanned only that far (a scanner calling it at every position stays
 * linear, and s need not be terminated past that byte). */
void __mpx_strspn_chk(const void *s, __mpx_bnd sb, const void *set,
                      __mpx_bnd setb, int accept, const __mpx_site *site);
/* The same scan as __mpx_strspn_chk, giving strspn's (accept 1) or
 * strcspn's (accept 0) result: the rewriter calls it instead of libc's,
 * which would scan s again (after a report in mode count, libc's result). */
__SIZE_TYPE__ __mpx_strspn_do(const void *s, __mpx_bnd sb, const void *set,
                              __mpx_bnd setb, int accept,
                              const __mpx_site *site);
/* strpbrk(s, set) by the same scan (accept 0). */
void *__mpx_strpbrk_do(const void *s, __mpx_bnd sb, const void *set,
                       __mpx_bnd setb, int accept, const __mpx_site *site);
/* The bytes memchr(s, c, n) reads, up to the match, lie in b. */
void __mpx_memchr_chk(const void *s, int c, __SIZE_TYPE__ n, __mpx_bnd b,
                      const __mpx_site *site);
/* The bytes strchr(s, c) reads lie in b. */
void __mpx_strchr_chk(const void *s, int c, __mpx_bnd b, const __mpx_site *site);
/* strchr(s, c) and strchrnul(s, c) by the scan of __mpx_strchr_chk, in
 * place of libc's (which would scan s again). */
void *__mpx_strchr_do(const void *s, int c, __mpx_bnd b, const __mpx_site *site);
void *__mpx_strchrnul_do(const void *s, int c, __mpx_bnd b,
                         const __mpx_site *site);
/* wcslen(s), having checked s[0..len] lies in b. */
__SIZE_TYPE__ __mpx_wcslen_chk(const void *s, __mpx_bnd b, const __mpx_site *site);
/* Bounds of the string strtok is splitting (remembered per thread). */
__mpx_bnd __mpx_strtok_bounds(const void *s, __mpx_bnd b);
/* Bounds of a NUL-terminated string made by libc; NULL bounds for NULL. */
__mpx_bnd __mpx_make_str(const void *s);
/* The printf and scanf families (runtime/src/format_calls.c): the
 * rewriter calls these instead, with the call's location, function and
 * what is checked; pointer arguments hand their bounds off as to any
 * variadic function.  Each checks the format, every %s read (up to its
 * precision), %n written and scanf target, then calls libc's v* function. */
#define __MPX_FMT_READS 1u
#define __MPX_FMT_WRITES 2u
#define __MPX_FMT_CALL(kind, fmt, first)                                       \
  __attribute__((format(kind, fmt, first)))
int __mpx_printf(const __mpx_site *site, unsigned what,
                 const char *fmt, ...) __MPX_FMT_CALL(printf, 3, 4);
int __mpx_fprintf(const __mpx_site *site, unsigned what,
                  void *stream, const char *fmt, ...)
    __MPX_FMT_CALL(printf, 4, 5);
int __mpx_dprintf(const __mpx_site *site, unsigned what, int fd,
                  const char *fmt, ...) __MPX_FMT_CALL(printf, 4, 5);
int __mpx_sprintf(const __mpx_site *site, unsigned what, char *s,
                  const char *fmt, ...) __MPX_FMT_CALL(printf, 4, 5);
int __mpx_snprintf(const __mpx_site *site, unsigned what, char *s,
                   __SIZE_TYPE__ n, const char *fmt, ...)
    __MPX_FMT_CALL(printf, 5, 6);
int __mpx_asprintf(const __mpx_site *site, unsigned what,
                   char **strp, const char *fmt, ...)
    __MPX_FMT_CALL(printf, 4, 5);
int __mpx_scanf(const __mpx_site *site, unsigned what,
                const char *fmt, ...) __MPX_FMT_CALL(scanf, 3, 4);
int __mpx_fscanf(const __mpx_site *site, unsigned what,
                 void *stream, const char *fmt, ...)
    __MPX_FMT_CALL(scanf, 4, 5);
int __mpx_sscanf(const __mpx_site *site, unsigned what,
                 const char *s, const char *fmt, ...)
    __MPX_FMT_CALL(scanf, 4, 5);
/* _FORTIFY_SOURCE's spellings of the same (glibc's macros under Clang). */
int __mpx___printf_chk(const __mpx_site *site, unsigned what,
                       int flag, const char *fmt, ...)
    __MPX_FMT_CALL(printf, 4, 5);
int __mpx___fprintf_chk(const __mpx_site *site, unsigned what,
                        void *stream, int flag, const char *fmt, ...)
    __MPX_FMT_CALL(printf, 5, 6);
int __mpx___dprintf_chk(const __mpx_site *site, unsigned what,
                        int fd, int flag, const char *fmt, ...)
    __MPX_FMT_CALL(printf, 5, 6);
int __mpx___sprintf_chk(const __mpx_site *site, unsigned what,
                        char *s, int flag, __SIZE_TYPE__ slen,
                        const char *fmt, ...) __MPX_FMT_CALL(printf, 6, 7);
int __mpx___snprintf_chk(const __mpx_site *site, unsigned what,
                         char *s, __SIZE_TYPE__ n, int flag,
                         __SIZE_TYPE__ slen, const char *fmt, ...)
    __MPX_FMT_CALL(printf, 7, 8);
int __mpx___asprintf_chk(const __mpx_site *site, unsigned what,
                         char **strp, int flag, const char *fmt, ...)
    __MPX_FMT_CALL(printf, 5, 6);
/* What vsnprintf(NULL, 0, fmt, ap) counts, ap left unused (0 on error). */
__SIZE_TYPE__ __mpx_vformat_len(const char *fmt, __builtin_va_list ap);
/* A va_list's printf arguments: key is its registry key.  A NULL rsite
 * (wsite) means reads (writes) are not checked. */
void __mpx_vprintf_chk(const char *fmt, const void *key, __builtin_va_list ap,
                       const __mpx_site *rsite, const __mpx_site *wsite);
/* A va_list's scanf targets, before the call: each target whose size
 * the format gives (%d, %Ns and %N[: N + 1 bytes, ...). */
void __mpx_vscanf_chk(const char *fmt, const void *key, __builtin_va_list ap,
                      const __mpx_site *site);
/* After it, which assigned `assigned` targets: each %s and %[ without a
 * width, for the string it received and its NUL (recorded by
 * __mpx_vscanf_chk: the call consumes its va_list). */
void __mpx_vscanf_done(int assigned, const char *fmt, const __mpx_site *site);

/* ---- GCC's Pointer Bounds Checker API (GCC 5-8 manual, "Pointer Bounds
 * Checker Built-in Functions") ----
 * Code written for GCC-MPX builds unchanged: __CHKP__ is defined, and the
 * __bnd_* functions (and their __builtin___bnd_* spellings) exist.  In code
 * compiled without the rewriter they are no-ops; the rewriter replaces each
 * call by its __mpxw___bnd_* clone below, which makes or checks bounds.
 * GCC's attributes bnd_legacy, bnd_variable_size and bnd_instrument are
 * understood by the rewriter and expand to nothing for the compiler. */
#ifndef __CHKP__
#define __CHKP__ 1
#endif
#ifdef __MPX_REWRITER__
#define bnd_legacy annotate("bnd_legacy")
#define bnd_variable_size annotate("bnd_variable_size")
#define bnd_instrument annotate("bnd_instrument")
#else
#define bnd_legacy
#define bnd_variable_size
#define bnd_instrument
#endif
#define __bnd_legacy__ bnd_legacy
#define __bnd_variable_size__ bnd_variable_size
#define __bnd_instrument__ bnd_instrument

__MPX_INLINE void *__bnd_set_ptr_bounds(const void *q, __SIZE_TYPE__ size) {
  (void)size;
  return (void *)q;
}
__MPX_INLINE void *__bnd_narrow_ptr_bounds(const void *p, const void *q,
                                           __SIZE_TYPE__ size) {
  (void)q, (void)size;
  return (void *)p;
}
__MPX_INLINE void *__bnd_copy_ptr_bounds(const void *q, const void *r) {
  (void)r;
  return (void *)q;
}
__MPX_INLINE void *__bnd_init_ptr_bounds(const void *q) { return (void *)q; }
__MPX_INLINE void *__bnd_null_ptr_bounds(const void *q) { return (void *)q; }
__MPX_INLINE void __bnd_store_ptr_bounds(void **ptr_addr,
                                         const void *ptr_val) {
  (void)ptr_addr, (void)ptr_val;
}
__MPX_INLINE void __bnd_chk_ptr_lbounds(const void *q) { (void)q; }
__MPX_INLINE void __bnd_chk_ptr_ubounds(const void *q) { (void)q; }
__MPX_INLINE void __bnd_chk_ptr_bounds(const void *q, __SIZE_TYPE__ size) {
  (void)q, (void)size;
}
__MPX_INLINE const void *__bnd_get_ptr_lbound(const void *q) {
  (void)q;
  return (const void *)0;
}
__MPX_INLINE const void *__bnd_get_ptr_ubound(const void *q) {
  (void)q;
  return (const void *)~(__UINTPTR_TYPE__)0;
}
#define __builtin___bnd_set_ptr_bounds __bnd_set_ptr_bounds
#define __builtin___bnd_narrow_ptr_bounds __bnd_narrow_ptr_bounds
#define __builtin___bnd_copy_ptr_bounds __bnd_copy_ptr_bounds
#define __builtin___bnd_init_ptr_bounds __bnd_init_ptr_bounds
#define __builtin___bnd_null_ptr_bounds __bnd_null_ptr_bounds
#define __builtin___bnd_store_ptr_bounds __bnd_store_ptr_bounds
#define __builtin___bnd_chk_ptr_lbounds __bnd_chk_ptr_lbounds
#define __builtin___bnd_chk_ptr_ubounds __bnd_chk_ptr_ubounds
#define __builtin___bnd_chk_ptr_bounds __bnd_chk_ptr_bounds
#define __builtin___bnd_get_ptr_lbound __bnd_get_ptr_lbound
#define __builtin___bnd_get_ptr_ubound __bnd_get_ptr_ubound

/* The clones the rewriter calls (clone convention; checks also take the
 * call's location and function, as __mpx_check does). */
__MPX_INLINE void *__mpxw___bnd_set_ptr_bounds(const void *q,
                                               __SIZE_TYPE__ size,
                                               __mpx_bnd qb, __mpx_bnd *rb) {
  (void)qb;
  *rb = __mpx_make(q, size);
  return (void *)q;
}
__MPX_INLINE void *__mpxw___bnd_narrow_ptr_bounds(const void *p, const void *q,
                                                  __SIZE_TYPE__ size,
                                                  __mpx_bnd pb, __mpx_bnd qb,
                                                  __mpx_bnd *rb) {
  (void)pb, (void)q;
  *rb = __mpx_narrow(qb, p, size);
  return (void *)p;
}
__MPX_INLINE void *__mpxw___bnd_copy_ptr_bounds(const void *q, const void *r,
                                                __mpx_bnd qb, __mpx_bnd rb_,
                                                __mpx_bnd *rb) {
  (void)r, (void)qb;
  *rb = rb_;
  return (void *)q;
}
__MPX_INLINE void *__mpxw___bnd_init_ptr_bounds(const void *q, __mpx_bnd qb,
                                                __mpx_bnd *rb) {
  (void)qb;
  *rb = __mpx_init();
  return (void *)q;
}
__MPX_INLINE void *__mpxw___bnd_null_ptr_bounds(const void *q, __mpx_bnd qb,
                                                __mpx_bnd *rb) {
  (void)qb;
  *rb = __mpx_null();
  return (void *)q;
}
__MPX_INLINE void __mpxw___bnd_store_ptr_bounds(void **ptr_addr,
                                                const void *ptr_val,
                                                __mpx_bnd ab, __mpx_bnd vb) {
  (void)ab;
  __mpx_stx(ptr_addr, ptr_val, vb);
}
__MPX_INLINE void __mpxw___bnd_chk_ptr_lbounds(const void *q, __mpx_bnd qb,
                                               const __mpx_site *site) {
  if ((__UINTPTR_TYPE__)q < qb.lb)
    __mpx_report(q, 1, qb, __MPX_READ, site);
}
__MPX_INLINE void __mpxw___bnd_chk_ptr_ubounds(const void *q, __mpx_bnd qb,
                                               const __mpx_site *site) {
  if ((__UINTPTR_TYPE__)q > qb.ub)
    __mpx_report(q, 1, qb, __MPX_READ, site);
}
__MPX_INLINE void __mpxw___bnd_chk_ptr_bounds(const void *q,
                                              __SIZE_TYPE__ size, __mpx_bnd qb,
                                              const __mpx_site *site) {
  __mpx_check(q, size, qb, __MPX_READ, site);
}
__MPX_INLINE const void *__mpxw___bnd_get_ptr_lbound(const void *q,
                                                     __mpx_bnd qb,
                                                     __mpx_bnd *rb) {
  (void)q;
  *rb = __mpx_init();
  return (const void *)qb.lb;
}
__MPX_INLINE const void *__mpxw___bnd_get_ptr_ubound(const void *q,
                                                     __mpx_bnd qb,
                                                     __mpx_bnd *rb) {
  (void)q;
  *rb = __mpx_init();
  return (const void *)qb.ub;
}

#ifdef __cplusplus
}
#endif

#endif /* MPXRT_H */
