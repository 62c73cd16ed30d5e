//===- EditPlanTest.cpp - the plan records its actions and checks ---------===//
#include "Rewrite/EditPlan.h"
#include <gtest/gtest.h>

using namespace mpx;

namespace {
clang::SourceLocation loc(unsigned N) {
  return clang::SourceLocation::getFromRawEncoding(N);
}
} // namespace

TEST(EditPlan, ChecksAreRecordedWithTheirEdits) {
  EditPlan P;
  P.insertAt(loc(1), "declaration");
  size_t Edits = P.edits().size();
  P.check({nullptr, true, "b1"}, [&] {
    P.insertBefore(loc(2), 1, "check(");
    P.insertAfter(loc(3), 1, ")");
  });
  ASSERT_EQ(P.checks().size(), 1u);
  EXPECT_TRUE(P.checks()[0].Write);
  EXPECT_EQ(P.checks()[0].Bounds, "b1");
  EXPECT_EQ(P.edits()[0].Check, -1);
  EXPECT_EQ(P.edits()[1].Check, 0);
  EXPECT_EQ(P.edits()[2].Check, 0);
  EXPECT_TRUE(P.onlyChecksOrVersionsSince(Edits));
  EXPECT_FALSE(P.onlyChecksOrVersionsSince(0));
  P.insertAt(loc(4), "bounds capture");
  EXPECT_FALSE(P.onlyChecksOrVersionsSince(Edits));
}

TEST(EditPlan, AnInnerLoopsVersionCountsLikeACheck) {
  EditPlan P;
  size_t Edits = P.edits().size();
  P.check({nullptr, false, "b"}, [&] { P.insertAt(loc(1), "check"); });
  P.act(ActionKind::LoopVersion, nullptr, [&] {
    P.insertBefore(loc(2), 1, "{ if (guard) { loop } else");
    P.insertAfter(loc(3), 1, " }");
  });
  EXPECT_TRUE(P.onlyChecksOrVersionsSince(Edits));
  P.act(ActionKind::ShadowUpdate, nullptr,
        [&] { P.insertAt(loc(4), "b = ..."); });
  EXPECT_FALSE(P.onlyChecksOrVersionsSince(Edits));
}

TEST(EditPlan, TableLoadsAreListedWhenAllowed) {
  EditPlan P;
  size_t Edits = P.edits().size();
  // Any non-null node will do: the plan only records it.
  const clang::Stmt *Load = reinterpret_cast<const clang::Stmt *>(&P);
  P.act(ActionKind::TableLoad, Load, [&] {
    P.insertAt(loc(1), "(*(T *)__mpx_ldxp(&(");
    P.insertAt(loc(2), "), &t))");
  });
  P.check({nullptr, false, "t"}, [&] { P.insertAt(loc(3), "check"); });
  EXPECT_FALSE(P.onlyChecksOrVersionsSince(Edits));
  std::vector<const clang::Stmt *> Loads;
  EXPECT_TRUE(P.onlyChecksOrVersionsSince(Edits, &Loads));
  ASSERT_EQ(Loads.size(), 1u); // two edits, one load
  EXPECT_EQ(Loads[0], Load);
  P.act(ActionKind::TableStore, Load, [&] { P.insertAt(loc(4), "stx"); });
  EXPECT_FALSE(P.onlyChecksOrVersionsSince(Edits, &Loads));
}

TEST(EditPlan, BoundsCapturesAreListedWhenAllowed) {
  EditPlan P;
  size_t Edits = P.edits().size();
  const clang::Stmt *Field = reinterpret_cast<const clang::Stmt *>(&P);
  P.act(ActionKind::BoundsCapture, Field, [&] {
    P.insertAt(loc(1), "((void)(v = (");
    P.insertAt(loc(2), ")), __mpx_narrow_to(&t, b, v, 8), v)");
  });
  P.check({nullptr, true, "t"}, [&] { P.insertAt(loc(3), "check"); });
  std::vector<const clang::Stmt *> Loads, Captures;
  EXPECT_FALSE(P.onlyChecksOrVersionsSince(Edits, &Loads));
  EXPECT_TRUE(P.onlyChecksOrVersionsSince(Edits, &Loads, {}, &Captures));
  EXPECT_TRUE(Loads.empty());
  ASSERT_EQ(Captures.size(), 1u); // two edits, one capture
  EXPECT_EQ(Captures[0], Field);
}

TEST(EditPlan, ChecksSinceListsTheNewOnes) {
  EditPlan P;
  P.check({nullptr, false, "a"}, [&] { P.insertAt(loc(1), "x"); });
  size_t Before = P.checks().size();
  P.check({nullptr, false, "b"}, [&] { P.insertAt(loc(2), "y"); });
  P.check({nullptr, true, "c"}, [&] { P.insertAt(loc(3), "z"); });
  llvm::ArrayRef<CheckAction> New = P.checksSince(Before);
  ASSERT_EQ(New.size(), 2u);
  EXPECT_EQ(New[0].Bounds, "b");
  EXPECT_EQ(New[1].Bounds, "c");
}

TEST(EditPlan, DroppingAGroupDropsItsChecks) {
  EditPlan P;
  P.setGroup(1);
  P.check({nullptr, false, "in f"}, [&] { P.insertAt(loc(1), "x"); });
  P.setGroup(2);
  P.check({nullptr, false, "in g"}, [&] { P.insertAt(loc(2), "y"); });
  P.setGroup(0);
  P.insertAt(loc(3), "always");
  EditPlan Kept = P.without([](unsigned G) { return G == 1; });
  ASSERT_EQ(Kept.checks().size(), 1u);
  EXPECT_EQ(Kept.checks()[0].Bounds, "in g");
  ASSERT_EQ(Kept.edits().size(), 2u);
  EXPECT_EQ(Kept.edits()[0].Check, 0); // renumbered
  EXPECT_EQ(Kept.edits()[1].Check, -1);
}

TEST(EditPlan, DroppingAGroupDropsItsSources) {
  EditPlan P;
  P.source("static initialiser"); // group 0: always kept
  P.setGroup(1);
  P.source("array");
  P.source("INIT: integer cast to pointer");
  P.setGroup(2);
  P.source("bounds table load");
  P.setGroup(0);
  ASSERT_EQ(P.sources().size(), 4u);
  EXPECT_EQ(P.sources()[1].Group, 1u);
  EditPlan Kept = P.without([](unsigned G) { return G == 1; });
  ASSERT_EQ(Kept.sources().size(), 2u);
  EXPECT_EQ(Kept.sources()[0].Kind, "static initialiser");
  EXPECT_EQ(Kept.sources()[1].Kind, "bounds table load");
}

TEST(EditPlan, EachEditBelongsToTheInnermostAction) {
  EditPlan P;
  P.act(ActionKind::TableStore, nullptr, [&] {
    P.insertBefore(loc(1), 1, "store(");
    P.act(ActionKind::TableLoad, nullptr,
          [&] { P.insertBefore(loc(2), 2, "load("); });
    P.check({nullptr, false, "b"},
            [&] { P.insertBefore(loc(3), 2, "check("); });
    P.insertAfter(loc(4), 1, ")");
  });
  ASSERT_EQ(P.actions().size(), 3u);
  EXPECT_EQ(P.actions()[0].Kind, ActionKind::TableStore);
  EXPECT_EQ(P.actions()[1].Kind, ActionKind::TableLoad);
  EXPECT_EQ(P.actions()[2].Kind, ActionKind::Check);
  EXPECT_EQ(P.actions()[2].Check, 0);
  EXPECT_EQ(P.actions()[0].Check, -1);
  std::vector<int> Owners;
  for (const Edit &E : P.edits())
    Owners.push_back(E.Action);
  EXPECT_EQ(Owners, (std::vector<int>{0, 1, 2, 0}));
  P.insertAt(loc(5), "outside");
  EXPECT_EQ(P.edits().back().Action, -1);
}

TEST(EditPlan, AnActionThatPlansNothingIsNotKept) {
  EditPlan P;
  P.act(ActionKind::Form, nullptr, [] {});
  EXPECT_TRUE(P.actions().empty());
  // A check is kept even without edits: it was planned.
  P.check({nullptr, false, "b"}, [] {});
  EXPECT_EQ(P.actions().size(), 1u);
  // An outer action whose edits all belong to an inner one stays.
  P.act(ActionKind::CallRewrite, nullptr, [&] {
    P.act(ActionKind::TableLoad, nullptr, [&] { P.insertAt(loc(1), "x"); });
  });
  ASSERT_EQ(P.actions().size(), 3u);
  EXPECT_EQ(P.actions()[1].Kind, ActionKind::CallRewrite);
}

TEST(EditPlan, DroppingAGroupRenumbersActions) {
  EditPlan P;
  P.setGroup(1);
  P.act(ActionKind::TableLoad, nullptr, [&] { P.insertAt(loc(1), "x"); });
  P.setGroup(2);
  P.check({nullptr, false, "in g"}, [&] { P.insertAt(loc(2), "y"); });
  P.setGroup(0);
  EditPlan Kept = P.without([](unsigned G) { return G == 1; });
  ASSERT_EQ(Kept.actions().size(), 1u);
  EXPECT_EQ(Kept.actions()[0].Kind, ActionKind::Check);
  EXPECT_EQ(Kept.actions()[0].Check, 0);
  ASSERT_EQ(Kept.edits().size(), 1u);
  EXPECT_EQ(Kept.edits()[0].Action, 0);
}
