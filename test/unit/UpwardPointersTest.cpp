//===- UpwardPointersTest.cpp - unit tests of pointers a loop moves up ----===//
//
// Parses small C functions and asks, for their first loop, which pointers
// it only moves up: the flag a check through each gets, and the flags the
// loop hands back when it is left.
//
//===----------------------------------------------------------------------===//
#include "Rewrite/UpwardPointers.h"
#include "ParsedFunction.h"
#include "Rewrite/VariableFacts.h"
#include <gtest/gtest.h>

using namespace clang;
using namespace mpx;

namespace {

/// The first for, while or do statement under S, or null.
const Stmt *firstLoop(const Stmt *S) {
  if (!S)
    return nullptr;
  if (isa<ForStmt>(S) || isa<WhileStmt>(S) || isa<DoStmt>(S))
    return S;
  for (const Stmt *Child : S->children())
    if (const Stmt *L = firstLoop(Child))
      return L;
  return nullptr;
}

/// Function f of Code, its first loop entered.
struct Parsed {
  ParsedFunction F;
  VariableFacts Facts;
  std::unique_ptr<UpwardLoops> Loops;
  int Named = 0;

  /// The flag a check at Offset through f's variable Name gets.
  std::string flag(llvm::StringRef Name, int64_t Offset = 0) {
    const VarDecl *VD = nullptr;
    for (const ParmVarDecl *P : F.FD->parameters())
      if (P->getName() == Name)
        VD = P;
    for (const VarDecl *V : Facts.Locals)
      if (V->getName() == Name)
        VD = V;
    EXPECT_NE(VD, nullptr) << Name.str();
    return Loops->flagFor(VD, Offset,
                          [&] { return "up" + std::to_string(++Named); });
  }
};

std::unique_ptr<Parsed> parse(const std::string &Code) {
  auto P = std::make_unique<Parsed>();
  P->F = parseFunction(Code, "f");
  P->Facts = VariableFacts::of(P->F.FD);
  P->Loops = std::make_unique<UpwardLoops>(P->F.AST->getASTContext(),
                                           P->Facts.AddressTaken);
  const Stmt *L = firstLoop(P->F.FD->getBody());
  EXPECT_NE(L, nullptr);
  P->Loops->enter(L);
  return P;
}

/// The flag of a check at Offset through p in the first loop of Body, in
/// int f(const int *p, int n) { int t = 0; Body return t; }.
std::string flagOfP(const std::string &Body, int64_t Offset = 0) {
  auto P = parse("int f(const int *p, int n) {\n  int t = 0;\n  " + Body +
                 "\n  return t; }");
  return P->flag("p", Offset);
}

TEST(UpwardPointers, IncrementsAndConstantStepsMoveUp) {
  auto P = parse("int f(const char *s, const int *p, int n) {\n"
                 "  int t = 0;\n"
                 "  while (n-- > 0) { t += *s++ + *p; p += 2; ++s; }\n"
                 "  return t; }");
  EXPECT_EQ(P->flag("s"), "up1");
  EXPECT_EQ(P->flag("p", 4), "up2");
  EXPECT_EQ(P->flag("s"), "up1"); // one flag per pointer and loop
  auto Used = P->Loops->leave();
  ASSERT_EQ(Used.size(), 2u);
  EXPECT_EQ(Used[0].first, "up1");
  EXPECT_EQ(Used[0].second->getName(), "s");
  EXPECT_EQ(P->Loops->declarations(), " __attribute__((unused)) int up1 = 0;"
                                      " __attribute__((unused)) int up2 = 0;");
}

TEST(UpwardPointers, BelowThePointerGetsNoFlag) {
  EXPECT_EQ(flagOfP("for (; n > 0; n--, p++) t += p[-1];", -4), "");
  EXPECT_EQ(flagOfP("for (; n > 0; n--, p++) t += p[1];", 4), "up1");
}

TEST(UpwardPointers, DownAssignedOrVariableStepsDoNotMoveUp) {
  auto P =
      parse("int f(const int *a, const int *b, const int *c, int k) {\n"
            "  int t = 0;\n"
            "  while (k-- > 0) { t += *a + *b + *c; a--; b = c; c += k; }\n"
            "  return t; }");
  EXPECT_EQ(P->flag("a"), "");
  EXPECT_EQ(P->flag("b"), "");
  EXPECT_EQ(P->flag("c"), "");
}

TEST(UpwardPointers, AForInitMayAssignOrDeclareThePointer) {
  const char *Code[] = {
      "long f(const int *a, const int *q, int n) {\n"
      "  const int *p; long s = 0;\n"
      "  for (p = a; p < a + n; p++) s += *p;\n"
      "  return s; }",
      "void g(const int **);\n"
      "long f(const int *a, const int *q, int n) {\n"
      "  long s = 0; g(&q);\n"
      "  for (const int *p = a; p < a + n; p++, q++) s += *p + *q;\n"
      "  return s; }",
      "long f(const int *a, int n) {\n"
      "  long s = 0;\n"
      "  for (const int *p = a, z[2] = {0, 0}; p < a + n; p++) s += *p + *z;\n"
      "  return s; }"};
  auto Assigned = parse(Code[0]), Declared = parse(Code[1]),
       Braced = parse(Code[2]);
  // The flags of a loop whose init is an expression come after it.
  EXPECT_EQ(Assigned->flag("p"), "up1");
  EXPECT_TRUE(UpwardLoops::afterInit(firstLoop(Assigned->F.FD->getBody())));
  // So do those of one whose init declares the pointer, in the last
  // declarator's initialiser; q's address is taken.
  EXPECT_EQ(Declared->flag("p"), "up1");
  EXPECT_EQ(Declared->flag("q"), "");
  const Stmt *Loop = firstLoop(Declared->F.FD->getBody());
  EXPECT_TRUE(UpwardLoops::afterInit(Loop));
  ASSERT_NE(UpwardLoops::hostOf(Loop), nullptr);
  EXPECT_EQ(UpwardLoops::hostOf(Loop)->getName(), "p");
  // A last declarator that cannot hold the flags' test (an array with a
  // brace list): no place, and a pointer declared there is not in scope
  // before the loop.
  EXPECT_EQ(Braced->flag("p"), "");
  EXPECT_FALSE(UpwardLoops::afterInit(firstLoop(Braced->F.FD->getBody())));
}

TEST(UpwardPointers, ALabelOrAForeignCaseInsideBlocksEveryPointer) {
  EXPECT_EQ(flagOfP("if (n > 2) goto in;\n"
                    "  for (; n > 0; n--, p++) { in: t += *p; }"),
            "");
  EXPECT_EQ(flagOfP("switch (n) { case 0: while (n < 4) {\n"
                    "    case 1: t += *p++; n++; } }"),
            "");
  // A switch inside the loop is fine.
  EXPECT_EQ(flagOfP("while (n-- > 0) switch (*p++) { case 0: t++; break; }"),
            "up1");
}

TEST(UpwardPointers, AnInnerLoopUsesTheFlagOfTheLoopThatMovesThePointer) {
  auto P =
      parse("int f(const int *p, int n, int m) {\n"
            "  int t = 0;\n"
            "  for (; n > 0; n--, p++) for (int j = 0; j < m; j++) t += *p;\n"
            "  return t; }");
  const Stmt *Outer = firstLoop(P->F.FD->getBody());
  const Stmt *Inner = firstLoop(cast<ForStmt>(Outer)->getBody());
  P->Loops->enter(Inner);
  EXPECT_EQ(P->flag("p"), "up1");
  EXPECT_TRUE(P->Loops->leave().empty()); // the inner loop sets none
  EXPECT_EQ(P->Loops->leave().size(), 1u);
}

} // namespace
