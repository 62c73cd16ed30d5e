//===- BoundsAnalysisTest.cpp - unit tests of the bounds analysis ---------===//
//
// Parses small C functions and asks the pure analysis where the bounds of
// the expression returned by `return` come from, and what an access is
// checked through, without planning anything.
//
//===----------------------------------------------------------------------===//
#include "Rewrite/BoundsAnalysis.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Tooling/Tooling.h"
#include <gtest/gtest.h>

using namespace clang;
using namespace mpx;

namespace {

const char *Decls = "struct str { int len; char name[8]; int tag; };\n"
                    "struct hack { int n; char tail[4]; };\n"
                    "struct node { struct node *next; int v; };\n"
                    "struct flex { int n; int data[]; };\n"
                    "struct node *make(void);\n"
                    "int global[10];\n";

/// A parsed function, its returned expression, and the analysis of its
/// body with every pointer parameter and local tracked.
struct Parsed {
  std::unique_ptr<ASTUnit> AST;
  const FunctionDecl *FD = nullptr;
  const Expr *Returned = nullptr;
  llvm::DenseSet<const VarDecl *> Tracked;
  RewriteOptions Opts;

  BoundsAnalysis analysis() const {
    return BoundsAnalysis(AST->getASTContext(), Opts, Tracked);
  }
};

class Finder : public RecursiveASTVisitor<Finder> {
public:
  Parsed &P;
  explicit Finder(Parsed &P) : P(P) {}
  bool VisitReturnStmt(ReturnStmt *R) {
    P.Returned = R->getRetValue();
    return true;
  }
  bool VisitVarDecl(VarDecl *VD) {
    if (VD->hasLocalStorage() && VD->getType()->isPointerType())
      P.Tracked.insert(VD);
    return true;
  }
};

Parsed parse(const std::string &Body, RewriteOptions Opts = {}) {
  Parsed P;
  P.Opts = Opts;
  P.AST = tooling::buildASTFromCodeWithArgs(std::string(Decls) + Body,
                                            {"-std=gnu11"}, "input.c");
  for (const Decl *D : P.AST->getASTContext().getTranslationUnitDecl()->decls())
    if (const auto *FD = dyn_cast<FunctionDecl>(D))
      if (FD->getName() == "f" && FD->hasBody())
        P.FD = FD;
  Finder F(P);
  F.TraverseDecl(const_cast<FunctionDecl *>(P.FD));
  return P;
}

BoundsSource origin(const std::string &Body, RewriteOptions Opts = {}) {
  Parsed P = parse(Body, Opts);
  EXPECT_NE(P.Returned, nullptr);
  return P.analysis().originOf(P.Returned);
}

TEST(BoundsAnalysis, TrackedLocalHasItsShadow) {
  BoundsSource S = origin("int *f(int *p) { return p + 1; }");
  EXPECT_EQ(S.Kind, SourceKind::Shadow);
  ASSERT_NE(S.Var, nullptr);
  EXPECT_EQ(S.Var->getName(), "p");
}

TEST(BoundsAnalysis, ArithmeticRefersToItsPointerOperand) {
  Parsed P = parse("int *f(int *p, long i) { return i + p; }");
  BoundsSource S = P.analysis().sourceOf(P.Returned);
  EXPECT_EQ(S.Kind, SourceKind::Expression);
  EXPECT_TRUE(S.Node->getType()->isPointerType());
}

TEST(BoundsAnalysis, NamedArrayGivesItsObject) {
  BoundsSource S = origin("int *f(void) { return global; }");
  EXPECT_EQ(S.Kind, SourceKind::Object);
  EXPECT_EQ(S.Var->getName(), "global");
  EXPECT_EQ(S.Label, "array");
}

TEST(BoundsAnalysis, StringLiteralIsCapturedWithItsSize) {
  BoundsSource S = origin("const char *f(void) { return \"abc\"; }");
  EXPECT_EQ(S.Kind, SourceKind::Literal);
  EXPECT_EQ(S.Size, 4u);
}

TEST(BoundsAnalysis, ArrayFieldIsNarrowedFromItsRoot) {
  BoundsSource S = origin("char *f(struct str *s) { return s->name; }");
  EXPECT_EQ(S.Kind, SourceKind::Field);
  EXPECT_EQ(S.Size, 8u);
  ASSERT_TRUE(S.Inner);
  EXPECT_EQ(S.Inner->Kind, SourceKind::Expression); // the bounds of s
}

TEST(BoundsAnalysis, NoNarrowingKeepsTheContainer) {
  RewriteOptions Opts;
  Opts.Narrow = NarrowMode::None;
  BoundsSource S = origin("char *f(struct str *s) { return s->name; }", Opts);
  EXPECT_EQ(S.Kind, SourceKind::Shadow);
}

TEST(BoundsAnalysis, FlexibleArrayKeepsTheUpperBound) {
  BoundsSource S = origin("int *f(struct flex *x) { return x->data; }");
  EXPECT_EQ(S.Kind, SourceKind::FlexibleField);
  EXPECT_EQ(S.Size, 0u); // unsized: no tail
}

TEST(BoundsAnalysis, LastSizedArrayThroughAPointerRunsToTheAllocationEnd) {
  BoundsSource S = origin("char *f(struct hack *h) { return h->tail; }");
  EXPECT_EQ(S.Kind, SourceKind::FlexibleField);
  EXPECT_EQ(S.Size, 4u);  // its declared size...
  EXPECT_EQ(S.ToEnd, 4u); // ...and the bytes to its struct's end
}

TEST(BoundsAnalysis, PointerReadFromMemoryIsATableLoad) {
  BoundsSource S = origin("struct node *f(struct node *n) { return n->next; }");
  EXPECT_EQ(S.Kind, SourceKind::Load);
}

TEST(BoundsAnalysis, UntrackedPointerLivesInMemory) {
  Parsed P = parse("int *f(int *p) { int **q = &p; return *q; }");
  P.Tracked.clear(); // p's address is taken
  BoundsAnalysis A = P.analysis();
  EXPECT_EQ(A.originOf(P.Returned).Kind, SourceKind::Load);
}

TEST(BoundsAnalysis, CallResultComesFromTheCall) {
  BoundsSource S = origin("struct node *f(void) { return make(); }");
  EXPECT_EQ(S.Kind, SourceKind::Call);
}

TEST(BoundsAnalysis, FieldCastBackToItsStructKeepsTheContainer) {
  BoundsSource S =
      origin("struct str *f(struct str *s) { return (struct str *)&s->len; }");
  EXPECT_EQ(S.Kind, SourceKind::Shadow); // s's bounds, not the field's
}

TEST(BoundsAnalysis, ContainerOfWithOffsetofIsUnknown) {
  BoundsSource S = origin("struct str *f(char *c) { return (struct str *)(c - "
                          "__builtin_offsetof(struct str, name)); }");
  EXPECT_EQ(S.Kind, SourceKind::Unknown);
  EXPECT_EQ(S.Why, "container_of (offsetof subtracted)");
  EXPECT_EQ(S.Label, "INIT: container_of (offsetof subtracted)");
}

TEST(BoundsAnalysis, IntegerCastToPointerIsUnknown) {
  BoundsSource S = origin("int *f(long a) { return (int *)a; }");
  EXPECT_EQ(S.Kind, SourceKind::Unknown);
  EXPECT_EQ(S.Why, "integer cast to pointer");
}

TEST(BoundsAnalysis, NullConstantHasNullBounds) {
  EXPECT_EQ(origin("int *f(void) { return 0; }").Kind, SourceKind::Null);
}

TEST(BoundsAnalysis, StoreToMemoryYieldsTheStoredBoundsAfterIt) {
  Parsed P = parse("int *f(struct str *s, int **slot) "
                   "{ return *slot = &s->len; }");
  BoundsSource S = P.analysis().sourceOf(P.Returned);
  EXPECT_EQ(S.Kind, SourceKind::Store);
  ASSERT_TRUE(S.Inner);
  EXPECT_EQ(S.Inner->Kind, SourceKind::Expression);
}

/// The first lvalue-to-rvalue read in the returned expression.
const Expr *readIn(const Expr *E) {
  E = E->IgnoreParens();
  if (const auto *C = dyn_cast<ImplicitCastExpr>(E))
    return C->getCastKind() == CK_LValueToRValue ? C->getSubExpr()
                                                 : readIn(C->getSubExpr());
  return nullptr;
}

TEST(BoundsAnalysis, AccessThroughAPointerIsCheckedAgainstIt) {
  Parsed P = parse("int f(int *p, int i) { return p[i]; }");
  AccessFacts A = P.analysis().access(readIn(P.Returned), AccessKind::Read);
  EXPECT_EQ(A.Shape, AccessShape::Through);
  EXPECT_TRUE(A.Wanted);
  EXPECT_FALSE(A.ConstantIndex);
}

TEST(BoundsAnalysis, ConstantIndexInNamedArrayIsProved) {
  Parsed P = parse("int f(void) { return global[9]; }");
  AccessFacts A = P.analysis().access(readIn(P.Returned), AccessKind::Read);
  EXPECT_EQ(A.Shape, AccessShape::Through);
  EXPECT_TRUE(A.ConstantIndex);
  Parsed Q = parse("int f(void) { return global[10]; }");
  EXPECT_FALSE(
      Q.analysis().access(readIn(Q.Returned), AccessKind::Read).ConstantIndex);
}

/// The access facts of the read the returned expression makes.
AccessFacts readFacts(const std::string &Body) {
  Parsed P = parse(Body);
  return P.analysis().access(readIn(P.Returned), AccessKind::Read);
}

TEST(BoundsAnalysis, ConstantRangeFromTheBasePointer) {
  AccessFacts A = readFacts("int f(int *p) { return p[3]; }");
  EXPECT_TRUE(A.ConstantRange);
  EXPECT_EQ(A.Offset, 12);
  EXPECT_EQ(A.Size, 4u);
  A = readFacts("char f(struct str *p) { return p->name[0]; }");
  EXPECT_TRUE(A.ConstantRange); // from the decayed p->name
  EXPECT_EQ(A.Offset, 0);
  A = readFacts("int f(struct str *p) { return p[1].tag; }");
  EXPECT_TRUE(A.ConstantRange);
  EXPECT_EQ(A.Offset, 16 + 12);
  EXPECT_EQ(A.Size, 4u);
  A = readFacts("int f(int *p) { return p[-1]; }");
  EXPECT_TRUE(A.ConstantRange);
  EXPECT_EQ(A.Offset, -4);
  EXPECT_FALSE(readFacts("int f(int *p, int i) { return p[i]; }").ConstantRange);
  EXPECT_FALSE(readFacts("struct b { int x : 3; }; "
                         "int f(struct b *p) { return p->x; }")
                   .ConstantRange); // a bit-field
}

TEST(BoundsAnalysis, FieldOfNamedStructNeedsNoCheck) {
  Parsed P = parse("int f(void) { struct str s = {0}; return s.len; }");
  AccessFacts A = P.analysis().access(readIn(P.Returned), AccessKind::Read);
  EXPECT_EQ(A.Shape, AccessShape::Named);
}

TEST(BoundsAnalysis, WritesOnlyModeDoesNotWantReads) {
  RewriteOptions Opts;
  Opts.Check = CheckMode::Write;
  Parsed P = parse("int f(int *p) { return *p; }", Opts);
  BoundsAnalysis A = P.analysis();
  const Expr *LV = readIn(P.Returned);
  EXPECT_FALSE(A.access(LV, AccessKind::Read).Wanted);
  EXPECT_TRUE(A.access(LV, AccessKind::ReadWrite).Wanted);
}

} // namespace
