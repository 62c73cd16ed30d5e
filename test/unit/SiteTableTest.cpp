//===- SiteTableTest.cpp - one row per check site, one table per file -----===//
#include "Rewrite/SiteTable.h"
#include "Rewrite/EditPlan.h"
#include <gtest/gtest.h>

using namespace mpx;

namespace {
Site at(unsigned Line, unsigned Col, BoundsOrigin From) {
  Site S;
  S.File = "dir/f\"1.c";
  S.Func = "main";
  S.Line = Line;
  S.Col = Col;
  S.From = From;
  return S;
}
} // namespace

TEST(SiteTable, IdenticalSitesShareARow) {
  SiteTable T;
  EXPECT_EQ(T.add(at(3, 5, BoundsOrigin::Shadow)), 0u);
  EXPECT_EQ(T.add(at(4, 1, BoundsOrigin::Object)), 1u);
  EXPECT_EQ(T.add(at(3, 5, BoundsOrigin::Shadow)), 0u);
  // The same place with bounds from elsewhere is another row.
  EXPECT_EQ(T.add(at(3, 5, BoundsOrigin::Table)), 2u);
  EXPECT_EQ(T.rows().size(), 3u);
}

TEST(SiteTable, DefinitionListsTheRowsInOrder) {
  SiteTable T;
  EXPECT_EQ(T.definition("__mpx_sites"), "");
  T.add(at(3, 5, BoundsOrigin::Shadow));
  T.add(at(4, 1, BoundsOrigin::Field));
  EXPECT_EQ(T.definition("__mpx_sites"),
            "static const __mpx_site __mpx_sites[2] __attribute__((unused)) "
            "= {\n"
            "  {\"dir/f\\\"1.c\", \"main\", 3, 5, __MPX_FROM_SHADOW, 0, 0},\n"
            "  {\"dir/f\\\"1.c\", \"main\", 4, 1, __MPX_FROM_FIELD, 0, 0},\n"
            "};\n");
}

TEST(SiteTable, PlannedChecksKeepTheirRows) {
  EditPlan P;
  P.setGroup(1);
  P.check({nullptr, false, "b", BoundsOrigin::Shadow, 7},
          [&] { P.insertAt(clang::SourceLocation(), "x"); });
  P.setGroup(2);
  P.check({nullptr, true, "c", BoundsOrigin::Table, 9},
          [&] { P.insertAt(clang::SourceLocation(), "y"); });
  EditPlan Kept = P.without([](unsigned G) { return G == 1; });
  ASSERT_EQ(Kept.checks().size(), 1u);
  EXPECT_EQ(Kept.checks()[0].Site, 9);
}

TEST(SiteTable, AKnownObjectIsDescribedInItsRow) {
  Site S = at(7, 2, BoundsOrigin::Object);
  S.Object = "local array 'a' of main, declared at f.c:3";
  EXPECT_EQ(siteInitialiser(S),
            "{\"dir/f\\\"1.c\", \"main\", 7, 2, __MPX_FROM_OBJECT, "
            "\"local array 'a' of main, declared at f.c:3\", 0}");
  SiteTable T;
  EXPECT_EQ(T.add(at(7, 2, BoundsOrigin::Object)), 0u);
  EXPECT_EQ(T.add(S), 1u);
}

TEST(SiteTable, WhereTheBoundsCameFromIsItsLastMember) {
  Site S = at(7, 2, BoundsOrigin::Table);
  S.FromDetail = "'n->next' read at f.c:6";
  EXPECT_EQ(siteInitialiser(S),
            "{\"dir/f\\\"1.c\", \"main\", 7, 2, __MPX_FROM_TABLE, 0, "
            "\"'n->next' read at f.c:6\"}");
  SiteTable T;
  EXPECT_EQ(T.add(at(7, 2, BoundsOrigin::Table)), 0u);
  EXPECT_EQ(T.add(S), 1u);
}
