//===- BoundsIntoTest.cpp - the text that stores bounds in a variable -----===//
#include "Rewrite/BoundsInto.h"
#include <gtest/gtest.h>

using namespace mpx;

TEST(BoundsInto, HelperCallsTakeTheirOutParameterForm) {
  EXPECT_EQ(boundsInto("t", "__mpx_null()"), "__mpx_null_to(&(t))");
  EXPECT_EQ(boundsInto("t", "__mpx_init()"), "__mpx_init_to(&(t))");
  EXPECT_EQ(boundsInto("t", "__mpx_make(a, sizeof(a))"),
            "__mpx_make_to(&(t), a, sizeof(a))");
  EXPECT_EQ(boundsInto("*rb", "__mpx_narrow(b, (p), 8)"),
            "__mpx_narrow_to(&(*rb), b, (p), 8)");
  EXPECT_EQ(boundsInto("t", "__mpx_narrow_tail(b, v, 4, 12)"),
            "__mpx_narrow_tail_to(&(t), b, v, 4, 12)");
}

TEST(BoundsInto, TableLoadsTakeTheDestinationLast) {
  EXPECT_EQ(boundsInto("t", "__mpx_ldx(&(s), (s))"),
            "__mpx_ldxo(&(s), (s), &(t))");
}

TEST(BoundsInto, LiteralsInArgumentsDoNotEndTheCall) {
  EXPECT_EQ(boundsInto("t", "__mpx_make(\")(\", sizeof(\")(\"))"),
            "__mpx_make_to(&(t), \")(\", sizeof(\")(\"))");
  EXPECT_EQ(boundsInto("t", "__mpx_make(&c, sizeof(')'))"),
            "__mpx_make_to(&(t), &c, sizeof(')'))");
}

TEST(BoundsInto, VariablesAreCopiedWordByWord) {
  EXPECT_EQ(boundsInto("t", "__mpx_b_p"), "__mpx_set(t, __mpx_b_p)");
  EXPECT_EQ(boundsInto("*__mpx_rb", " __mpx_t3"),
            "__mpx_set(*__mpx_rb, __mpx_t3)");
  EXPECT_EQ(boundsInto("t", "*__mpx_bp"), "__mpx_set(t, *__mpx_bp)");
}

TEST(BoundsInto, AnythingElseIsAnAssignment) {
  EXPECT_EQ(boundsInto("t", "__mpx_b_p[i]"), "t = __mpx_b_p[i]");
  EXPECT_EQ(boundsInto("t", "**pp"), "t = **pp");
  EXPECT_EQ(boundsInto("t", "3x"), "t = 3x");
  EXPECT_EQ(boundsInto("t", "__mpx_make(a, 1) , x"),
            "t = __mpx_make(a, 1) , x");
  EXPECT_EQ(boundsInto("t", "__mpx_va_lookup(k, v)"),
            "t = __mpx_va_lookup(k, v)");
  EXPECT_EQ(boundsInto("t", "(__mpx_null)()"), "t = (__mpx_null)()");
  EXPECT_EQ(boundsInto("t", "__mpx_nullx()"), "t = __mpx_nullx()");
}

TEST(BoundsInto, VariablesPassedToCallsAreRebuiltFromTheirWords) {
  EXPECT_EQ(boundsArgument("__mpx_b_p"), "__mpx_arg(__mpx_b_p)");
  EXPECT_EQ(boundsArgument(" *__mpx_bp"), "__mpx_arg(*__mpx_bp)");
  EXPECT_EQ(boundsArgument("__mpx_init()"), "__mpx_init()");
  EXPECT_EQ(boundsArgument("__mpx_make(a, sizeof(a))"),
            "__mpx_make(a, sizeof(a))");
}
