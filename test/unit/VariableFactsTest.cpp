//===- VariableFactsTest.cpp - unit tests of what a body does to variables ===//
//
// Parses small C functions and checks the facts found before planning:
// locals, address-taken variables, `=` against any change, and the
// invariant pointer parameters.
//
//===----------------------------------------------------------------------===//
#include "ParsedFunction.h"
#include "Rewrite/VariableFacts.h"
#include <gtest/gtest.h>

using namespace clang;
using namespace mpx;

namespace {

/// A function f parsed after a struct declaration, and its facts.
struct Parsed {
  ParsedFunction F;
  const FunctionDecl *FD = nullptr;
  VariableFacts Facts;

  /// The variable of FD named Name (a parameter or a local).
  const VarDecl *var(llvm::StringRef Name) const {
    for (const ParmVarDecl *P : FD->parameters())
      if (P->getName() == Name)
        return P;
    for (const VarDecl *V : Facts.Locals)
      if (V->getName() == Name)
        return V;
    return nullptr;
  }
};

Parsed parse(const std::string &Code) {
  Parsed P;
  P.F = parseFunction("struct s { int f; int a[4]; };\n" + Code, "f");
  P.FD = P.F.FD;
  P.Facts = VariableFacts::of(P.FD);
  return P;
}

TEST(VariableFacts, LocalsInDeclarationOrderWithoutParameters) {
  Parsed P = parse("void f(int *p) { int a; { char *b; } int c; }");
  ASSERT_EQ(P.Facts.Locals.size(), 3u);
  EXPECT_EQ(P.Facts.Locals[0]->getName(), "a");
  EXPECT_EQ(P.Facts.Locals[1]->getName(), "b");
  EXPECT_EQ(P.Facts.Locals[2]->getName(), "c");
}

TEST(VariableFacts, AddressOfAPartOrADecayedArrayFieldTakesTheWhole) {
  Parsed P = parse("int *g(int *); void f(void) { int x, y; struct s u, v, w;"
                   " struct s *q = &w; g(&x); g(&u.f); g(v.a); g(&w.a[1]);"
                   " g(q->a); (void)y; }");
  EXPECT_TRUE(P.Facts.AddressTaken.count(P.var("x")));
  EXPECT_TRUE(P.Facts.AddressTaken.count(P.var("u")));
  EXPECT_TRUE(P.Facts.AddressTaken.count(P.var("v")));
  EXPECT_TRUE(P.Facts.AddressTaken.count(P.var("w")));
  EXPECT_FALSE(P.Facts.AddressTaken.count(P.var("y")));
  EXPECT_FALSE(P.Facts.AddressTaken.count(P.var("q"))); // q->a: through q
}

TEST(VariableFacts, AssignmentIsAChangeAndIncrementIsNotAReassignment) {
  Parsed P = parse("void f(int *p, int *q, int *r, int *s) { p = 0; q++;"
                   " r += 2; (void)*s; }");
  EXPECT_TRUE(P.Facts.Reassigned.count(P.var("p")));
  EXPECT_FALSE(P.Facts.Reassigned.count(P.var("q")));
  EXPECT_FALSE(P.Facts.Reassigned.count(P.var("r")));
  for (const char *N : {"p", "q", "r"})
    EXPECT_TRUE(P.Facts.Changed.count(P.var(N))) << N;
  EXPECT_FALSE(P.Facts.Changed.count(P.var("s")));
}

TEST(VariableFacts, InvariantParamsAreUnchangedNonVolatilePointers) {
  Parsed P = parse("int *g(int **); void f(int *a, int *b, int *c,"
                   " int *volatile d, int n) { b--; g(&c); (void)a; (void)d;"
                   " (void)n; }");
  EXPECT_TRUE(P.Facts.InvariantParams.count(P.var("a")));
  EXPECT_FALSE(P.Facts.InvariantParams.count(P.var("b")));
  EXPECT_FALSE(P.Facts.InvariantParams.count(P.var("c")));
  EXPECT_FALSE(P.Facts.InvariantParams.count(P.var("d")));
  EXPECT_FALSE(P.Facts.InvariantParams.count(P.var("n")));
  EXPECT_EQ(P.Facts.InvariantParams.size(), 1u);
}

} // namespace

namespace {

TEST(VariableFacts, InvariantLocalsAreSetOnceInTheOutermostBlock) {
  Parsed P = parse("int *g(void); void f(int n) { int *a = g(); int *b = g();"
                   " int *c; int *d = g(); volatile int *e = g(); b++;"
                   " c = g(); (void)&d; for (int i = 0; i < n; i++) {"
                   " int *l = g(); (void)l; } (void)a; (void)c; (void)e; }");
  EXPECT_TRUE(P.Facts.InvariantLocals.count(P.var("a")));
  EXPECT_FALSE(P.Facts.InvariantLocals.count(P.var("b"))); // changed
  EXPECT_FALSE(P.Facts.InvariantLocals.count(P.var("c"))); // no initialiser
  EXPECT_FALSE(P.Facts.InvariantLocals.count(P.var("d"))); // address taken
  EXPECT_FALSE(P.Facts.InvariantLocals.count(P.var("l"))); // in a loop
  EXPECT_EQ(P.Facts.InvariantLocals.size(), 2u);           // a, and e
  EXPECT_FALSE(P.Facts.HasGoto);
}

TEST(VariableFacts, AGotoLeavesNoInvariantLocal) {
  Parsed P = parse("int *g(void); void f(int n) { again:; int *a = g();"
                   " if (n--) goto again; (void)a; }");
  EXPECT_TRUE(P.Facts.HasGoto);
  EXPECT_TRUE(P.Facts.InvariantLocals.empty());
}

} // namespace
