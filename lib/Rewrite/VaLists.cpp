//===- VaLists.cpp - va_lists handed to other functions -------------------===//
//
// A variadic function's pointer arguments reach it with their bounds through
// the hand-off area (BodyEntry.cpp takes them into its __mpx_va
// state).  A va_list handed on, to a function taking a va_list, to vprintf,
// or copied with va_copy, carries no bounds: the runtime keeps a per-thread
// registry from the va_list's address (its key) to the state it came from.
// Here va_start, va_copy and va_end update the registry, and va_arg of a
// pointer outside the variadic function looks its bounds up there.
//
//===----------------------------------------------------------------------===//
#include "Rewrite/CallPlanner.h"
#include "clang/Basic/Builtins.h"

using namespace clang;
using namespace mpx;

/// The key of the va_list List (an argument of a va_* builtin or of
/// va_arg), as C text: its address.  A va_list that is an array (x86-64)
/// decays to that address, one passed as a parameter already is it; any
/// other va_list is keyed by its own address.  "" when List cannot be
/// spelled again without changing what the program does.
std::string CallPlanner::vaListKey(const Expr *List) const {
  const Expr *L = List->IgnoreParenImpCasts();
  if (L->HasSideEffects(C.AST))
    return "";
  std::string Text = exprText(L);
  if (Text.empty())
    return "";
  QualType T = L->getType();
  if (T->isArrayType() || T->isPointerType())
    return "(const void *)(" + Text + ")";
  return "(const void *)&(" + Text + ")";
}

bool CallPlanner::planVaListCall(const CallExpr *CE) {
  unsigned ID = CE->getBuiltinCallee();
  bool Start = ID == Builtin::BI__builtin_va_start ||
               ID == Builtin::BI__builtin_stdarg_start;
  bool Copy = ID == Builtin::BI__builtin_va_copy;
  bool End = ID == Builtin::BI__builtin_va_end;
  if (!Start && !Copy && !End)
    return false;
  if (CE->getNumArgs() < 1 || (Start && !FD->isVariadic()))
    return true;
  std::string Key = vaListKey(CE->getArg(0));
  if (Key.empty()) {
    C.Plan.source("INIT: va_list not registered (not spelled again)");
    return true;
  }
  std::string Update;
  if (Start) {
    Update =
        "__mpx_va_register(" + Key + ", &" + C.Names.fixed("__mpx_va") + ")";
  } else if (Copy) {
    std::string Src =
        CE->getNumArgs() > 1 ? vaListKey(CE->getArg(1)) : std::string();
    Update = Src.empty() ? "__mpx_va_forget(" + Key + ")"
                         : "__mpx_va_copy(" + Key + ", " + Src + ")";
  } else {
    // Forgotten first: after va_end the object may be reused.
    C.Plan.wrap(CE, depth(CE), "(__mpx_va_forget(" + Key + "), ", ")");
    return true;
  }
  C.Plan.wrap(CE, depth(CE), "(", ", " + Update + ")");
  return true;
}

BoundsRef CallPlanner::vaArgBounds(const VAArgExpr *E) {
  std::string Lookup;
  if (FD->isVariadic()) {
    C.Plan.source("va_arg");
    Lookup = "__mpx_va_bounds(&" + C.Names.fixed("__mpx_va") + ", ";
  } else {
    std::string Key = vaListKey(E->getSubExpr());
    if (Key.empty()) {
      return Bounds.unknownBounds("va_arg of a va_list not spelled again");
    }
    C.Plan.source("va_arg of a va_list handed on");
    Lookup = "__mpx_va_lookup(" + Key + ", ";
  }
  std::string T = newBoundsTemp();
  wrapOnce(E, depth(E), /*AddressOf=*/false, [&](const std::string &V) {
    return std::vector<std::string>{T + " = " + Lookup + V + ")"};
  });
  return BoundsRef::temporary(T, BoundsOrigin::VaArg);
}
