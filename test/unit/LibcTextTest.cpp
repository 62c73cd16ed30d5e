//===- LibcTextTest.cpp - libc records turned into C ---------------------===//
#include "Rewrite/LibcText.h"
#include "Rewrite/OnceForm.h"
#include <gtest/gtest.h>
#include <set>

using namespace mpx::libc;

namespace {
CallNames names(bool Reads, bool Writes) {
  CallNames N;
  N.Args = {"d", "s", "n"};
  N.Bounds = {"bd", "bs", ""};
  N.Result = "r";
  N.Saved = "t";
  N.Loc = "L";
  N.Reads = Reads;
  N.Writes = Writes;
  return N;
}
} // namespace

TEST(LibcText, MemcpyChecksBothRangesThenCopiesTheTable) {
  const Function &F = *lookup("memcpy");
  CallNames N = names(true, true);
  EXPECT_EQ(asStatements(beforeSteps(F, N)),
            "__mpx_check_w(d, n, bd, L); __mpx_check_r(s, n, bs, L);");
  EXPECT_EQ(asStatements(afterSteps(F, N)), "__mpx_bt_copy(d, s, n);");
  EXPECT_EQ(boundsText(F.Result, N), "bd");
  EXPECT_TRUE(usesArgBounds(F, 0));
  EXPECT_TRUE(usesArgBounds(F, 1));
  EXPECT_FALSE(usesArgBounds(F, 2));
}

TEST(LibcText, CheckModesSelectByKind) {
  const Function &F = *lookup("strcpy");
  // Writes off: the source's scan still checks its read.
  EXPECT_EQ(asStatements(beforeSteps(F, names(true, false))),
            "(void)(__mpx_strlen_chk(s, bs, L) + 1);");
  // Reads off: the scan measures without a location.
  EXPECT_EQ(asStatements(beforeSteps(F, names(false, true))),
            "__mpx_check_w(d, __mpx_strlen_chk(s, bs, 0) + 1, bd, L);");
  EXPECT_EQ(asStatements(beforeSteps(F, names(false, false))), "");
  // strcmp only reads.
  EXPECT_EQ(asStatements(beforeSteps(*lookup("strcmp"), names(false, true))),
            "");
}

TEST(LibcText, SavedBoundsSurviveEveryMode) {
  const Function &F = *lookup("strtok");
  EXPECT_EQ(asStatements(beforeSteps(F, names(false, false))),
            "t = __mpx_strtok_bounds(d, bd);");
  EXPECT_EQ(boundsText(F.Result, names(false, false)), "t");
}

TEST(LibcText, GuardsAsStatementsAndAsCommaOperands) {
  const Function &F = *lookup("strtol");
  CallNames N = names(true, true);
  std::vector<Step> After = afterSteps(F, N);
  EXPECT_EQ(asStatements(After), "if (s) __mpx_stx(s, *s, bd);");
  ASSERT_EQ(After.size(), 1u);
  EXPECT_EQ(mpx::OnceForm(mpx::OnceForm::CommaExpression)
                .stepIf(After[0].Guard, After[0].Expr),
            "(void)(s ? (void)(__mpx_stx(s, *s, bd)) : (void)0), ");
}

TEST(LibcText, EveryRecordIsNamedOnce) {
  std::set<std::string> Seen;
  for (const Function &F : all())
    EXPECT_TRUE(Seen.insert(F.Name).second) << F.Name;
  EXPECT_EQ(lookup("not_a_libc_function"), nullptr);
}
