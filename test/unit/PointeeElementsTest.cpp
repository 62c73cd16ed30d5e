//===- PointeeElementsTest.cpp - unit tests of the element an access is in ===//
//
// Parses small C functions and asks, for the lvalues of their return
// statements, which element of which pointer variable each lies in, and how
// many accesses, distinct fields and bytes reach each element of a body.
//
//===----------------------------------------------------------------------===//
#include "Rewrite/PointeeElements.h"
#include "ParsedFunction.h"
#include <gtest/gtest.h>

using namespace clang;
using namespace mpx;

namespace {

const char *const Decls = "struct in { int x, y; };\n"
                          "struct s { int a; struct in pos; int arr[4];\n"
                          "           unsigned bits : 3; struct s *next; };\n";

/// The lvalue f returns (under its implicit casts), in function f of Code.
const Expr *returned(const ParsedFunction &F) {
  for (const Stmt *S : cast<CompoundStmt>(F.FD->getBody())->body())
    if (const auto *R = dyn_cast<ReturnStmt>(S))
      return R->getRetValue()->IgnoreImpCasts();
  return nullptr;
}

bool anyVar(const VarDecl *) { return true; }

/// "name[K]" for the element the returned lvalue lies in, or "none".
std::string elementOfReturn(const std::string &Body) {
  ParsedFunction F = parseFunction(
      std::string(Decls) + "long f(struct s *p, int i) {" + Body + "}", "f");
  EXPECT_NE(F.FD, nullptr);
  std::optional<PointeeElement> E =
      elementOf(returned(F), F.AST->getASTContext(), anyVar);
  if (!E)
    return "none";
  return E->Var->getName().str() + "[" + std::to_string(E->Element) + "]";
}

TEST(PointeeElements, FieldsAndConstantIndices) {
  EXPECT_EQ(elementOfReturn("return p->a;"), "p[0]");
  EXPECT_EQ(elementOfReturn("return p->pos.y;"), "p[0]");
  EXPECT_EQ(elementOfReturn("return (*p).a;"), "p[0]");
  EXPECT_EQ(elementOfReturn("return p[2].a;"), "p[2]");
  EXPECT_EQ(elementOfReturn("return p[1].arr[3];"), "p[1]");
  EXPECT_EQ(elementOfReturn("return p[-1].a;"), "p[-1]");
}

TEST(PointeeElements, AccessesOutsideOneElement) {
  // A variable index, an index outside the array field (an intra-object
  // overflow), a bit-field and a member of another pointer loaded from p.
  EXPECT_EQ(elementOfReturn("return p[i].a;"), "none");
  EXPECT_EQ(elementOfReturn("return p->arr[i];"), "none");
  EXPECT_EQ(elementOfReturn("return p->arr[4];"), "none");
  EXPECT_EQ(elementOfReturn("return p->bits;"), "none");
  EXPECT_EQ(elementOfReturn("return p->next->a;"), "none");
}

TEST(PointeeElements, CountsAccessesAndDistinctFields) {
  ParsedFunction F = parseFunction(
      std::string(Decls) +
          "long f(struct s *p, struct s *q) {"
          "  long t = p->a + p->a + p->pos.x + p->pos.y + sizeof(p->arr);"
          "  return t + q->a + q->a + p[1].a; }",
      "f");
  ASSERT_NE(F.FD, nullptr);
  const ASTContext &AST = F.AST->getASTContext();
  const VarDecl *P = F.FD->getParamDecl(0), *Q = F.FD->getParamDecl(1);
  ElementUses Uses = elementUses(F.FD->getBody(), AST, anyVar);
  auto &Accesses = Uses.Accesses;
  auto &Fields = Uses.Fields;
  // sizeof's operand is not an access.
  EXPECT_EQ((Accesses[{P, 0}]), 4u);
  EXPECT_EQ((Accesses[{P, 1}]), 1u);
  EXPECT_EQ((Accesses[{Q, 0}]), 2u);
  // p->a and p->pos (pos.x and pos.y are one field of p's element).
  EXPECT_EQ((Fields[{P, 0}]), 2u);
  EXPECT_EQ((Fields[{Q, 0}]), 1u);
  // Variables the filter refuses are not counted.
  auto OnlyQ = elementUses(F.FD->getBody(), AST,
                           [&](const VarDecl *V) { return V == Q; });
  EXPECT_EQ(OnlyQ.Accesses.count({P, 0}), 0u);
}

TEST(PointeeElements, NotesElementsReachedInsideLoops) {
  ParsedFunction F = parseFunction(
      std::string(Decls) + "long f(struct s *p, int n) {"
                           "  long t = p[3].a;"
                           "  for (int i = 0; i < n; ++i) t += p->a;"
                           "  while (n--) t += p[1].a;"
                           "  do t += p[2].pos.x; while (t < 0);"
                           "  return t; }",
      "f");
  ASSERT_NE(F.FD, nullptr);
  const VarDecl *P = F.FD->getParamDecl(0);
  ElementUses Uses =
      elementUses(F.FD->getBody(), F.AST->getASTContext(), anyVar);
  EXPECT_EQ(Uses.InLoops.count({P, 0}), 1u);
  EXPECT_EQ(Uses.InLoops.count({P, 1}), 1u);
  EXPECT_EQ(Uses.InLoops.count({P, 2}), 1u);
  EXPECT_EQ(Uses.InLoops.count({P, 3}), 0u);
}

/// "[Begin, End)" of the bytes the body reaches of p's element K.
std::string bytesReached(const std::string &Body, int64_t K = 0) {
  ParsedFunction F = parseFunction(
      std::string(Decls) + "long f(struct s *p, int i) {" + Body + "}", "f");
  EXPECT_NE(F.FD, nullptr);
  ElementUses Uses =
      elementUses(F.FD->getBody(), F.AST->getASTContext(), anyVar);
  ByteRange R = Uses.Bytes[{F.FD->getParamDecl(0), K}];
  return "[" + std::to_string(R.Begin) + ", " + std::to_string(R.End) + ")";
}

TEST(PointeeElements, BytesReachedAreThoseOfTheWholeLvalues) {
  // struct s: a at 0, pos at 4 (x 4, y 8), arr at 12, bits at 28, next at 32.
  EXPECT_EQ(bytesReached("return p->a + p->pos.y;"), "[0, 12)");
  EXPECT_EQ(bytesReached("return p->pos.x;"), "[4, 8)");
  EXPECT_EQ(bytesReached("return p->arr[1] + p->arr[2];"), "[16, 24)");
  // &p->next, p->arr decaying and p->arr[i] reach nothing the cover tests.
  EXPECT_EQ(bytesReached("long *q = (long *)&p->next; int *r = p->arr;"
                         "return p->a + p->arr[i] + (q != 0) + (r != 0);"),
            "[0, 4)");
  // *p and a struct copy reach the whole element; p[2].a element 2 only.
  EXPECT_EQ(bytesReached("struct s c = *p; return c.a;"), "[0, 40)");
  EXPECT_EQ(bytesReached("return p[2].pos.y;", 2), "[88, 92)");
}

TEST(PointeeElements, CoversCallNamesTheElements) {
  ParsedFunction F = parseFunction(
      std::string(Decls) + "long f(struct s *p) { return p->a; }", "f");
  ASSERT_NE(F.FD, nullptr);
  const ASTContext &AST = F.AST->getASTContext();
  const VarDecl *P = F.FD->getParamDecl(0);
  ASSERT_TRUE(coverablePointee(P, AST));
  uint64_t Size = pointeeSize(P, AST);
  std::string S = std::to_string(Size);
  int64_t N = int64_t(Size);
  EXPECT_EQ(coversCall(P, {0, N}, "b"), "__mpx_covers(p, " + S + ", b)");
  EXPECT_EQ(coversCall(P, {2 * N, 3 * N}, "b"), "__mpx_covers(__MPX_INT(p) + " +
                                                    std::to_string(2 * Size) +
                                                    "u, " + S + ", b)");
  EXPECT_EQ(coversCall(P, {-N, 0}, "b"),
            "__mpx_covers(__MPX_INT(p) - " + S + "u, " + S + ", b)");
  // Elements 1 to 3, one test of their range; the head of one element.
  EXPECT_EQ(coversCall(P, {N, 4 * N}, "b"),
            "__mpx_covers(__MPX_INT(p) + " + S + "u, " +
                std::to_string(3 * Size) + ", b)");
  EXPECT_EQ(coversCall(P, {4, 12}, "b"),
            "__mpx_covers(__MPX_INT(p) + 4u, 8, b)");
}

} // namespace
