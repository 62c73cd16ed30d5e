//===- InlineClonesTest.cpp - which clones are declared always_inline -----===//
//
// Parses small C functions and asks whether the clone of each would be
// forced inline: only small static leaves without attributes, loops,
// labels or variadic parameters.
//
//===----------------------------------------------------------------------===//
#include "Rewrite/InlineClones.h"
#include "ParsedFunction.h"
#include <gtest/gtest.h>

using namespace mpx;

namespace {

const char *const Decls = "int ext(int);\n"
                          "struct s { int *p; int n; };\n";

bool inlined(const std::string &Code, const std::string &Name = "f") {
  ParsedFunction F = parseFunction(std::string(Decls) + Code, Name);
  EXPECT_NE(F.FD, nullptr) << Code;
  return F.FD && inlinesClone(F.FD);
}

TEST(InlineClones, SmallStaticLeavesAre) {
  EXPECT_TRUE(inlined("static int f(struct s *x, int i) { return x->p[i]; }"));
  // Compiler builtins are no calls.
  EXPECT_TRUE(inlined("static int f(int *a) { return "
                      "__builtin_expect(a[0], 0) + __builtin_popcount(a[1]); }"));
  EXPECT_TRUE(inlined("static inline int f(int *a) { return *a; }"));
}

TEST(InlineClones, OthersAreNot) {
  // External linkage: its clone is a symbol other files may call.
  EXPECT_FALSE(inlined("int f(int *a) { return *a; }"));
  // Loops, a call of a function defined here (possibly recursive), a
  // variadic function, an attribute of its own, a label.
  EXPECT_FALSE(inlined("static int f(int *a, int n) { int t = 0; "
                       "for (int i = 0; i < n; i++) t += a[i]; return t; }"));
  EXPECT_FALSE(inlined("static int f(int *a) { return a[0] ? f(a + 1) : 0; }"));
  EXPECT_FALSE(inlined("static int f(int *a) { return ext(a[0]); }"));
  EXPECT_FALSE(inlined("static int g(int *a) { return *a; }\n"
                       "static int f(int *a) { return g(a); }"));
  EXPECT_FALSE(inlined("static int f(int n, ...) { return n; }"));
  EXPECT_FALSE(inlined("__attribute__((noinline)) static int f(int *a) "
                       "{ return *a; }"));
  EXPECT_FALSE(inlined("static int f(int *a) { again: if (*a) goto again; "
                       "return 0; }"));
  // Too large.
  std::string Sum = "0";
  for (int I = 0; I < 100; ++I)
    Sum += " + a[" + std::to_string(I) + "]";
  EXPECT_FALSE(inlined("static int f(int *a) { return " + Sum + "; }"));
}

} // namespace
