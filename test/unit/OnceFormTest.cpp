//===- OnceFormTest.cpp - the text of evaluate-once expressions -----------===//
#include "Rewrite/OnceForm.h"
#include <gtest/gtest.h>

using namespace mpx;

namespace {
/// p->q = e as the pointer-store rewrite composes it, E standing for the
/// operands written in the source.
std::string store(const OnceForm &F, const std::string &Value) {
  return F.open() + F.hold("__auto_type s", "s", true) + "p->q" + F.held() +
         F.hold("__typeof__(*s) v", "v", false) + "e" + F.held() +
         F.step("*s = v") + F.stepIf("g", "__mpx_stx(s, v, b)") +
         F.close(Value);
}
} // namespace

TEST(OnceForm, StatementExpressionDeclaresThenActsThenYields) {
  OnceForm F(OnceForm::StatementExpression);
  EXPECT_FALSE(F.isComma());
  EXPECT_EQ(store(F, "v"),
            "__extension__ ({ __auto_type s = &(p->q); __typeof__(*s) v = "
            "(e); *s = v; if (g) __mpx_stx(s, v, b); v; })");
  EXPECT_EQ(F.bind("int *t", "t", "&x"), "int *t = &x; ");
}

TEST(OnceForm, CommaFormAssignsTemporariesAndVoidsEachOperand) {
  OnceForm F = OnceForm::comma(true);
  EXPECT_TRUE(F.isComma());
  EXPECT_EQ(store(F, "(void)v"),
            "((void)(s = &(p->q)), (void)(v = (e)), (void)(*s = v), "
            "(void)(g ? (void)(__mpx_stx(s, v, b)) : (void)0), (void)v)");
  EXPECT_EQ(F.bind("int *t", "t", "&x"), "(void)(t = &x), ");
}

TEST(OnceForm, CloseInBlockDeclaresAfterEffectsOnlyWhereItMust) {
  OnceForm S(OnceForm::StatementExpression), C(OnceForm::CommaExpression);
  EXPECT_EQ(S.step("chk(h)") +
                S.closeInBlock(S.bind("__auto_type r", "r", "f(h)"), "r"),
            "chk(h); __extension__ ({ __auto_type r = f(h); r; }); })");
  EXPECT_EQ(C.step("chk(h)") +
                C.closeInBlock(C.bind("__auto_type r", "r", "f(h)"), "r"),
            "(void)(chk(h)), (void)(r = f(h)), r)");
}
