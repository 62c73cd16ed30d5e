//===- EditPlan.cpp - recording planned edits -----------------------------===//
#include "Rewrite/EditPlan.h"
#include "clang/AST/Expr.h"

using namespace clang;
using namespace mpx;

namespace {
/// What --stats and the runtime call each origin, in BoundsOrigin's order.
struct OriginNames {
  BoundsOrigin Origin;
  const char *Stats; ///< --stats
  const char *Macro; ///< the runtime's __MPX_FROM_* (mpxrt.h)
  const char *Phrase; ///< the check map: "checked against <Phrase>"
};
constexpr OriginNames Origins[] = {
    {BoundsOrigin::Other, "other", "__MPX_FROM_UNKNOWN",
     "bounds of unknown origin"},
    {BoundsOrigin::Shadow, "a local pointer's or parameter's bounds",
     "__MPX_FROM_SHADOW", "the bounds the pointer carries"},
    {BoundsOrigin::Object, "a named object", "__MPX_FROM_OBJECT",
     "the named object's bounds"},
    {BoundsOrigin::Literal, "a literal", "__MPX_FROM_LITERAL",
     "the literal's bounds"},
    {BoundsOrigin::Field, "narrowed to a field or row", "__MPX_FROM_FIELD",
     "bounds narrowed to the field or row"},
    {BoundsOrigin::Table, "the bounds table", "__MPX_FROM_TABLE",
     "bounds loaded from the bounds table"},
    {BoundsOrigin::Call, "a call's result", "__MPX_FROM_CALL",
     "the bounds the call returned"},
    {BoundsOrigin::Alloca, "alloca", "__MPX_FROM_ALLOCA",
     "the alloca block's bounds"},
    {BoundsOrigin::VaArg, "va_arg", "__MPX_FROM_VA_ARG",
     "the variadic argument's bounds"},
    {BoundsOrigin::Conditional, "either arm of ?:", "__MPX_FROM_COND",
     "the bounds of the arm of ?: taken"},
    {BoundsOrigin::Init, "INIT (cannot fail)", "__MPX_FROM_INIT",
     "INIT bounds (cannot fail)"},
    {BoundsOrigin::Null, "NULL", "__MPX_FROM_NULL", "NULL bounds"},
};

const OriginNames &namesOf(BoundsOrigin Origin) {
  for (const OriginNames &N : Origins)
    if (N.Origin == Origin)
      return N;
  return Origins[0];
}
} // namespace

const char *mpx::originName(BoundsOrigin Origin) {
  return namesOf(Origin).Stats;
}

const char *mpx::originPhrase(BoundsOrigin Origin) {
  return namesOf(Origin).Phrase;
}

const char *mpx::originMacro(BoundsOrigin Origin) {
  return namesOf(Origin).Macro;
}

const char *mpx::actionName(ActionKind K) {
  switch (K) {
  case ActionKind::Check:
    return "check";
  case ActionKind::BoundsCapture:
    return "bounds captured from a value";
  case ActionKind::ShadowUpdate:
    return "bounds variable set";
  case ActionKind::TableLoad:
    return "bounds table load";
  case ActionKind::TableStore:
    return "bounds table store";
  case ActionKind::TableUpdate:
    return "bounds table update (p->q++, p->q += n)";
  case ActionKind::StructEntries:
    return "struct's table entries moved or cleared";
  case ActionKind::CallRewrite:
    return "call rewritten";
  case ActionKind::SlotCache:
    return "slot cache flushed or refilled around a call";
  case ActionKind::ReturnBounds:
    return "return's bounds handed back";
  case ActionKind::LoopVersion:
    return "loop versioned";
  case ActionKind::Declarations:
    return "body declarations";
  case ActionKind::Signature:
    return "clone signature, forwarder or declaration";
  case ActionKind::StaticInit:
    return "static initialiser's table entries";
  case ActionKind::Form:
    return "change of form only";
  }
  return "other";
}

/// Keeps the records of X that Drop does not drop, returning each one's
/// new index (-1 for dropped).
template <typename T>
static std::vector<int> keep(const std::vector<T> &X, std::vector<T> &Out,
                             llvm::function_ref<bool(unsigned)> Drop) {
  std::vector<int> NewIndex(X.size(), -1);
  for (size_t I = 0; I < X.size(); ++I)
    if (!Drop(X[I].Group)) {
      NewIndex[I] = Out.size();
      Out.push_back(X[I]);
    }
  return NewIndex;
}

EditPlan EditPlan::without(llvm::function_ref<bool(unsigned)> Drop) const {
  EditPlan Out;
  std::vector<int> NewCheck = keep(Checks, Out.Checks, Drop);
  std::vector<int> NewAction = keep(Actions, Out.Actions, Drop);
  keep(Sources, Out.Sources, Drop);
  for (PlanAction &A : Out.Actions)
    if (A.Check >= 0)
      A.Check = NewCheck[A.Check];
  for (const Edit &E : Edits)
    if (!Drop(E.Group)) {
      Out.Edits.push_back(E);
      if (E.Check >= 0)
        Out.Edits.back().Check = NewCheck[E.Check];
      if (E.Action >= 0)
        Out.Edits.back().Action = NewAction[E.Action];
    }
  return Out;
}

void EditPlan::markVersioned(size_t From) {
  for (size_t I = From; I < Checks.size(); ++I)
    Checks[I].Versioned = true;
}

void EditPlan::act(ActionKind K, const Stmt *Node,
                   llvm::function_ref<void()> Make) {
  int Outer = CurrentAction;
  size_t EditsBefore = Edits.size();
  CurrentAction = Actions.size();
  Actions.push_back({K, Node, Group, -1});
  Make();
  // An action that planned nothing is not kept (a check always is).
  if (K != ActionKind::Check && Edits.size() == EditsBefore &&
      Actions.size() == size_t(CurrentAction) + 1)
    Actions.pop_back();
  CurrentAction = Outer;
}

void EditPlan::check(CheckAction A, llvm::function_ref<void()> Make) {
  A.Group = Group;
  int Outer = CurrentCheck;
  CurrentCheck = Checks.size();
  Checks.push_back(std::move(A));
  act(ActionKind::Check, Checks.back().Access, [&] {
    Actions.back().Check = CurrentCheck;
    Make();
  });
  CurrentCheck = Outer;
}

bool EditPlan::onlyChecksOrVersionsSince(
    size_t From, std::vector<const Stmt *> *Loads,
    llvm::ArrayRef<const Stmt *> Updates,
    std::vector<const Stmt *> *Captures) const {
  auto Note = [](std::vector<const Stmt *> &Into, const Stmt *Node) {
    if (!llvm::is_contained(Into, Node))
      Into.push_back(Node);
  };
  for (size_t I = From; I < Edits.size(); ++I) {
    if (Edits[I].Check >= 0)
      continue;
    if (Edits[I].Action < 0)
      return false;
    const PlanAction &A = Actions[Edits[I].Action];
    if (A.Kind == ActionKind::LoopVersion || A.Kind == ActionKind::Form ||
        (A.Kind == ActionKind::ShadowUpdate &&
         llvm::is_contained(Updates, A.Node)))
      continue;
    if (A.Kind == ActionKind::Declarations && A.Node &&
        (isa<ForStmt>(A.Node) || isa<WhileStmt>(A.Node) || isa<DoStmt>(A.Node)))
      continue;
    if (A.Kind == ActionKind::BoundsCapture && Captures && A.Node) {
      Note(*Captures, A.Node);
      continue;
    }
    if (A.Kind != ActionKind::TableLoad || !Loads || !A.Node)
      return false;
    Note(*Loads, A.Node);
  }
  return true;
}

void EditPlan::add(Edit E) {
  E.Seq = Edits.size();
  E.Group = Group;
  E.Check = CurrentCheck;
  E.Action = CurrentAction;
  E.Unit = Unit;
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

void EditPlan::wrapAsWritten(const Expr *E, unsigned Depth, std::string Prefix,
                             std::string Suffix) {
  if (E->getBeginLoc().isMacroID() || E->getEndLoc().isMacroID())
    wrapIfSpelledOut(E, Depth, std::move(Prefix), std::move(Suffix));
  else
    wrap(E, Depth, std::move(Prefix), std::move(Suffix));
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
