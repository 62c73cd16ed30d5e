//===- Nesting.cpp - the depth of a body, without recursion ---------------===//
#include "Rewrite/Nesting.h"
#include "clang/AST/Stmt.h"
#include <utility>
#include <vector>

using namespace mpx;

bool mpx::nestsDeeperThan(const clang::Stmt *S, unsigned Limit) {
  std::vector<std::pair<const clang::Stmt *, unsigned>> Work;
  if (S)
    Work.push_back({S, 1});
  while (!Work.empty()) {
    auto [Node, Depth] = Work.back();
    Work.pop_back();
    if (Depth > Limit)
      return true;
    for (const clang::Stmt *Child : Node->children())
      if (Child)
        Work.push_back({Child, Depth + 1});
  }
  return false;
}
