//===- EditPlan.cpp - recording planned edits -----------------------------===//
#include "Rewrite/EditPlan.h"
#include "clang/AST/Expr.h"

using namespace clang;
using namespace mpx;

const char *mpx::originName(BoundsOrigin Origin) {
  switch (Origin) {
  case BoundsOrigin::Other:
    return "other";
  case BoundsOrigin::Shadow:
    return "a local pointer's or parameter's bounds";
  case BoundsOrigin::Object:
    return "a named object";
  case BoundsOrigin::Literal:
    return "a literal";
  case BoundsOrigin::Field:
    return "narrowed to a field or row";
  case BoundsOrigin::Table:
    return "the bounds table";
  case BoundsOrigin::Call:
    return "a call's result";
  case BoundsOrigin::Alloca:
    return "alloca";
  case BoundsOrigin::VaArg:
    return "va_arg";
  case BoundsOrigin::Conditional:
    return "either arm of ?:";
  case BoundsOrigin::Init:
    return "INIT (cannot fail)";
  case BoundsOrigin::Null:
    return "NULL";
  }
  return "other";
}

EditPlan EditPlan::without(llvm::function_ref<bool(unsigned)> Drop) const {
  EditPlan Out;
  std::vector<int> NewIndex(Checks.size(), -1);
  for (size_t I = 0; I < Checks.size(); ++I)
    if (!Drop(Checks[I].Group)) {
      NewIndex[I] = Out.Checks.size();
      Out.Checks.push_back(Checks[I]);
    }
  for (const Edit &E : Edits)
    if (!Drop(E.Group)) {
      Out.Edits.push_back(E);
      if (E.Check >= 0)
        Out.Edits.back().Check = NewIndex[E.Check];
    }
  return Out;
}

void EditPlan::check(CheckAction A, llvm::function_ref<void()> Make) {
  A.Group = Group;
  int Outer = CurrentCheck;
  CurrentCheck = Checks.size();
  Checks.push_back(std::move(A));
  Make();
  CurrentCheck = Outer;
}

bool EditPlan::onlyChecksSince(size_t From) const {
  for (size_t I = From; I < Edits.size(); ++I)
    if (Edits[I].Check < 0)
      return false;
  return true;
}

void EditPlan::add(Edit E) {
  E.Seq = Edits.size();
  E.Group = Group;
  E.Check = CurrentCheck;
  Edits.push_back(std::move(E));
}

void EditPlan::wrapRange(SourceRange R, unsigned Depth, std::string Prefix,
                         std::string Suffix) {
  if (!Prefix.empty())
    openAt(R, Depth, std::move(Prefix));
  if (!Suffix.empty())
    closeAt(R, Depth, std::move(Suffix));
}

void EditPlan::wrap(const Expr *E, unsigned Depth, std::string Prefix,
                    std::string Suffix) {
  wrapRange(E->getSourceRange(), Depth, std::move(Prefix), std::move(Suffix));
}

void EditPlan::wrapIfSpelledOut(const Expr *E, unsigned Depth,
                                std::string Prefix, std::string Suffix) {
  SourceRange R = E->getSourceRange();
  Edit Open{EditKind::Before, R.getBegin(), R, Depth, 0, std::move(Prefix)};
  Edit Close{EditKind::After, R.getEnd(), R, Depth, 0, std::move(Suffix)};
  Open.IfSpelledOut = Close.IfSpelledOut = true;
  if (!Open.Text.empty())
    add(std::move(Open));
  if (!Close.Text.empty())
    add(std::move(Close));
}

void EditPlan::insertBefore(SourceLocation Tok, unsigned Depth,
                            std::string Text) {
  add({EditKind::Before, Tok, SourceRange(Tok, Tok), Depth, 0,
       std::move(Text)});
}

void EditPlan::insertAfter(SourceLocation Tok, unsigned Depth,
                           std::string Text) {
  add({EditKind::After, Tok, SourceRange(Tok, Tok), Depth, 0,
       std::move(Text)});
}

void EditPlan::replaceToken(SourceLocation Tok, std::string Text) {
  add({EditKind::ReplaceToken, Tok, SourceRange(Tok, Tok), 0, 0,
       std::move(Text)});
}

void EditPlan::insertAt(SourceLocation Loc, std::string Text) {
  add({EditKind::AtLocation, Loc, SourceRange(Loc, Loc), 0, 0,
       std::move(Text)});
}

void EditPlan::openAt(SourceRange Node, unsigned Depth, std::string Text) {
  add({EditKind::Before, Node.getBegin(), Node, Depth, 0, std::move(Text)});
}

void EditPlan::closeAt(SourceRange Node, unsigned Depth, std::string Text) {
  add({EditKind::After, Node.getEnd(), Node, Depth, 0, std::move(Text)});
}
