//===- NameAllocatorTest.cpp - generated names never collide
//---------------===//
#include "Rewrite/NameAllocator.h"
#include <gtest/gtest.h>

using namespace mpx;

TEST(NameAllocator, FreshNamesSkipTheProgramsAndEachOther) {
  NameAllocator N;
  N.reserve("__mpx_b_p_1"); // a parameter p_1's bounds, say
  EXPECT_EQ(N.fresh("__mpx_b_p_"), "__mpx_b_p_2");
  EXPECT_EQ(N.fresh("__mpx_b_p_"), "__mpx_b_p_3");
  EXPECT_EQ(N.fresh("__mpx_t"), "__mpx_t1");
}

TEST(NameAllocator, FixedNamesAreStableAndAvoidTakenOnes) {
  NameAllocator N;
  N.reserve("__mpx_rb");
  std::string RB = N.fixed("__mpx_rb");
  EXPECT_NE(RB, "__mpx_rb");
  EXPECT_EQ(N.fixed("__mpx_rb"), RB);
  EXPECT_EQ(N.fixed("__mpx_b_q"), "__mpx_b_q");
  EXPECT_EQ(N.fixed("__mpx_b_q"), "__mpx_b_q");
  // A fresh name never equals a fixed one handed out before.
  std::string F = N.fresh("__mpx_b_q");
  EXPECT_NE(F, "__mpx_b_q");
  EXPECT_NE(F, RB);
}
