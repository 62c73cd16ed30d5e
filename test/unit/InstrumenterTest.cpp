//===- InstrumenterTest.cpp - unit tests of the planner and emitter -------===//
//
// Instruments small C snippets in memory and checks the text produced: the
// shape of checks, bounds sources, clones, macro handling and edit order.
// End-to-end behaviour (compile, run, report) is tested by lit.
//
//===----------------------------------------------------------------------===//
#include "Rewrite/Instrumenter.h"
#include <gtest/gtest.h>

using namespace mpx;

namespace {

std::string rewrite(const std::string &Code, RewriteOptions Opts = {},
                    RewriteStats *Stats = nullptr) {
  Opts.RuntimeIncludeDir = MPX_BUILD_INCLUDE_DIR;
  std::string Out;
  EXPECT_TRUE(instrumentCode(Code, "input.c", {"-std=gnu11"}, Opts, Out, Stats))
      << Code;
  return Out;
}

size_t count(const std::string &S, const std::string &Needle) {
  size_t N = 0;
  for (size_t P = S.find(Needle); P != std::string::npos;
       P = S.find(Needle, P + 1))
    ++N;
  return N;
}

TEST(Instrumenter, HeaderIncludesRuntimeAndMapsLines) {
  std::string Out = rewrite("int x;\n");
  EXPECT_NE(Out.find("#include \"mpxrt.h\"\n#pragma GCC diagnostic ignored "
                     "\"-Winline\"\n"),
            std::string::npos)
      << Out;
  EXPECT_NE(Out.find("#endif\n#line 1 \"input.c\"\nint x;"), std::string::npos)
      << Out;
}

TEST(Instrumenter, ReadThroughParameterIsCheckedAgainstItsBounds) {
  std::string Out = rewrite("int f(int *p, int i) { return p[i]; }\n");
  EXPECT_NE(Out.find("(*(int *)__mpx_check_rp(&(p[i]), 4, __mpx_b_p, "
                     "&__mpx_sites[0]))"),
            std::string::npos)
      << Out;
  EXPECT_NE(Out.find("{\"input.c\", \"f\", 1, 31, __MPX_FROM_SHADOW, 0, "
                     "\"parameter 'p' of f\"},"),
            std::string::npos)
      << Out;
  EXPECT_NE(Out.find("int __mpxc_f(int *p, int i, __mpx_bnd __mpx_b_p"),
            std::string::npos);
  EXPECT_NE(Out.find("int f(int *p, int i) { __mpx_bnd __mpx_hb0 = "
                     "__mpx_handoff_take((const void *)(__UINTPTR_TYPE__)f, 0, p); "
                     "__mpx_handoff_done(); return __mpxc_f(p, i, __mpx_hb0); }"),
            std::string::npos)
      << Out;
}

TEST(Instrumenter, WriteToNamedArrayUsesTheArraysExtent) {
  std::string Out = rewrite("void f(int i) { int a[4]; a[i] = 1; }\n");
  EXPECT_NE(Out.find("__mpx_check_wp(&(a[i]), 4, __mpx_make(a, sizeof(a))"),
            std::string::npos)
      << Out;
}

TEST(Instrumenter, ConstantIndexInsideArrayIsProvablySafe) {
  RewriteStats Stats;
  std::string Out = rewrite("int f(void) { int a[4] = {0}; return a[3]; }\n",
                            {}, &Stats);
  EXPECT_EQ(count(Out, "__mpx_check"), 0u);
  EXPECT_EQ(Stats.Elided["constant index inside a named array"], 1u);
  EXPECT_EQ(Stats.totalUnchecked(), 0u);
}

TEST(Instrumenter, NamedScalarsAndUnevaluatedOperandsAreNotChecked) {
  std::string Out = rewrite(
      "int f(int *p) { int x = 1; return x + (int)sizeof(p[100]); }\n");
  EXPECT_EQ(count(Out, "__mpx_check"), 0u) << Out;
}

TEST(Instrumenter, NullPointerConstantGivesNullBounds) {
  std::string Out = rewrite("int f(void) { int *p = 0; return p[1]; }\n");
  EXPECT_NE(Out.find("__mpx_null_to(&(__mpx_b_p_1))), (int *)(0))"), std::string::npos)
      << Out;
}

TEST(Instrumenter, CheckOptionSelectsAccessKinds) {
  RewriteOptions Opts;
  Opts.Check = CheckMode::Write;
  std::string Out =
      rewrite("void f(int *p, int *q) { p[0] = q[0]; }\n", Opts);
  EXPECT_EQ(count(Out, "__mpx_check_w"), 1u);
  EXPECT_EQ(count(Out, "__mpx_check_r"), 0u);
}

TEST(Instrumenter, NestedAccessesAreWrappedInnermostFirst) {
  std::string Out = rewrite("int f(int *a, int *b) { return a[b[0]]; }\n");
  // The inner check sits inside the outer &(...).
  size_t Outer = Out.find("&(a[");
  size_t Inner = Out.find("&(b[0])");
  ASSERT_NE(Outer, std::string::npos) << Out;
  ASSERT_NE(Inner, std::string::npos) << Out;
  EXPECT_LT(Outer, Inner);
}

TEST(Instrumenter, AccessInMacroBodyIsExpandedAndChecked) {
  RewriteStats Stats;
  std::string Out = rewrite("#define AT(a, i) ((a)[i])\n"
                            "int f(int *p, int i) { return AT(p, i); }\n",
                            {}, &Stats);
  EXPECT_EQ(count(Out, "__mpx_check_r"), 1u) << Out;
  EXPECT_NE(Out.find("&(( p ) [ i ])"), std::string::npos) << Out;
  EXPECT_EQ(Stats.totalUnchecked(), 0u);
}

TEST(Instrumenter, AccessInMacroArgumentIsEditedInPlace) {
  std::string Out = rewrite("#define ID(x) (x)\n"
                            "int f(int *p) { return ID(p[1]); }\n");
  EXPECT_NE(Out.find("return ID((*(int *)__mpx_check_rp(&(p[1])"),
            std::string::npos)
      << Out;
}

TEST(Instrumenter, ArgumentExpandedTwiceGetsTwoChecks) {
  // A variable index: the second check is not known to repeat the first.
  std::string Out = rewrite("#define TWICE(x) ((x) + (x))\n"
                            "int f(int *p, int i) { return TWICE(p[i]); }\n");
  EXPECT_EQ(count(Out, "__mpx_check_r"), 2u) << Out;
  EXPECT_EQ(count(Out, "TWICE("), 1u) << Out; // only the #define is left
}

TEST(Instrumenter, CallsToClonesPassBoundsAndReceiveResultBounds) {
  std::string Out = rewrite("char *g(char *s);\n"
                            "char f(char *s) { return g(s)[1]; }\n");
  EXPECT_NE(Out.find("__mpxc_g(s, __mpx_arg(__mpx_b_s), &__mpx_t"), std::string::npos)
      << Out;
  // The weak fallback is hidden and hands the bounds to g by its own name.
  EXPECT_NE(Out.find("__attribute__((weak)) "
                     "__attribute__((visibility(\"hidden\"))) char *__mpxc_g("),
            std::string::npos)
      << Out;
  EXPECT_NE(Out.find("__mpx_handoff_arg((const void *)(__UINTPTR_TYPE__)g, 0, "
                     "__mpx_a0, __mpx_ab1)"),
            std::string::npos)
      << Out;
  // The clone defined here is hidden: it never crosses a shared object.
  EXPECT_NE(Out.find("__asm__(\".hidden __mpxc_f\");"), std::string::npos)
      << Out;
}

TEST(Instrumenter, LateArgumentBoundsAreSequenced) {
  std::string Out = rewrite("int g(const char *s);\n"
                            "int f(void) { return g(\"abc\"); }\n");
  // The argument is held in a temporary of the parameter's type, passed
  // with the bounds its evaluation left.
  EXPECT_NE(Out.find("const char *__mpx_p"), std::string::npos) << Out;
  EXPECT_NE(Out.find("__mpxc_g(__mpx_p"), std::string::npos) << Out;
}

TEST(Instrumenter, PointerLoadedFromMemoryUsesTheTable) {
  std::string Out = rewrite("struct n { struct n *next; int v; };\n"
                            "int f(struct n *p) { return p->next->v; }\n");
  EXPECT_NE(Out.find("(*(struct n **)__mpx_ldxp(&("), std::string::npos) << Out;
}

TEST(Instrumenter, PointerStoredToMemoryStoresItsBounds) {
  std::string Out = rewrite("struct n { char *s; };\n"
                            "void f(struct n *p, char *s) { p->s = s; }\n");
  EXPECT_NE(Out.find("__mpx_stx("), std::string::npos) << Out;
  EXPECT_NE(Out.find(", __mpx_b_s))"), std::string::npos) << Out;
}

TEST(Instrumenter, StaticPointerInitialisersGetAConstructor) {
  std::string Out = rewrite("char *names[] = {\"a\", \"bb\"};\n");
  EXPECT_NE(Out.find("__attribute__((constructor))"), std::string::npos);
  EXPECT_NE(Out.find("__mpx_stx(&names[1], names[1], __mpx_make(names[1], "
                     "3));"),
            std::string::npos)
      << Out;
}

TEST(Instrumenter, CallsThroughPointersHandBoundsOff) {
  std::string Out = rewrite("int g(int (*fp)(char *), char *s) { return fp(s); }\n");
  EXPECT_NE(
      Out.find("__mpx_handoff_arg((const void *)(__UINTPTR_TYPE__)__mpx_p"),
      std::string::npos)
      << Out;
}

TEST(Instrumenter, VariadicPointersHandBoundsOff) {
  std::string Out = rewrite("#include <stdarg.h>\n"
                            "int v(int n, ...);\n"
                            "int g(char *s) { return v(1, s); }\n");
  EXPECT_NE(Out.find("__mpx_handoff_vararg("), std::string::npos) << Out;
}

TEST(Instrumenter, GccBoundsApiCallsBecomeClones) {
  std::string Out = rewrite(
      "char f(char *p) { char *q = __bnd_set_ptr_bounds(p, 4); return q[1]; }\n");
  EXPECT_NE(Out.find("__mpxw___bnd_set_ptr_bounds(p, 4, __mpx_arg(__mpx_b_p), &__mpx_t"),
            std::string::npos)
      << Out;
}

TEST(Instrumenter, BndLegacyFunctionIsLeftAlone) {
  std::string Out = rewrite(
      "__attribute__((bnd_legacy)) int f(int *p) { return p[1]; }\n");
  EXPECT_EQ(count(Out, "__mpx"), 0u) << Out;
}

TEST(Instrumenter, ArrayFieldIsNarrowed) {
  std::string Out = rewrite("struct s { int n; char name[8]; int k; };\n"
                            "char f(struct s *p, int i) { return p->name[i]; }\n");
  EXPECT_NE(Out.find("__mpx_narrow_to(&(__mpx_t2), __mpx_b_p, __mpx_p"), std::string::npos)
      << Out;
  // A last array reached through a pointer: its extent is chosen at run
  // time (the struct hack with a real size).
  std::string Tail = rewrite("struct s { int n; char name[8]; };\n"
                             "char f(struct s *p, int i) { return p->name[i]; }\n");
  EXPECT_NE(Tail.find("__mpx_narrow_tail_to(&(__mpx_t2), __mpx_b_p, __mpx_p"),
            std::string::npos)
      << Tail;
  RewriteOptions None;
  None.Narrow = NarrowMode::None;
  EXPECT_EQ(count(rewrite("struct s { int n; char name[8]; };\n"
                          "char f(struct s *p, int i) { return p->name[i]; }\n",
                          None),
                  "__mpx_narrow"),
            0u);
}

TEST(Instrumenter, ParseErrorGivesNoOutput) {
  std::string Out;
  EXPECT_FALSE(instrumentCode("int f( {", "bad.c", {}, RewriteOptions{}, Out));
  EXPECT_TRUE(Out.empty());
}

} // namespace
