//===- Fallback.cpp - function bodies left as written ---------------------===//
#include "Rewrite/Fallback.h"
#include "Rewrite/BoundsInto.h"
#include "Rewrite/Emitter.h"
#include "Rewrite/FunctionIndex.h"
#include "clang/AST/Expr.h"
#include <set>

using namespace clang;
using namespace mpx;

static llvm::Expected<std::string> emit(const Context &C,
                                        const EditPlan &Plan) {
  return emitMainFile(Plan, C.Tokens, C.Files, C.SM, C.AST.getLangOpts());
}

/// Says that FD is left as written (an error under --strict).
static void report(Context &C, const FunctionDecl *FD, const std::string &Why) {
  DiagnosticsEngine &D = C.AST.getDiagnostics();
  unsigned ID = D.getCustomDiagID(
      C.Opts.Strict ? DiagnosticsEngine::Error : DiagnosticsEngine::Warning,
      "function '%0' left as written, its accesses not checked: %1");
  D.Report(FD->getLocation(), ID) << FD->getName() << Why;
}

/// A cloned body left as written still gives its caller bounds for the
/// pointer it returns: INIT.
static void planInitResult(Context &C, const FunctionDecl *FD) {
  if (C.Fns.info(FD).Kind != CloneKind::Defined ||
      !carriesBounds(FD->getReturnType()))
    return;
  const auto *Body = cast<CompoundStmt>(FD->getBody());
  C.Plan.insertAfter(
      Body->getLBracLoc(), 0,
      " __attribute__((unused)) int " + C.Names.fresh("__mpx_entry") +
          " = ((void)(" +
          boundsInto("*" + C.Names.fixed("__mpx_rb"), "__mpx_init()") +
          "), 0);");
}

void mpx::leaveBodyAsWritten(Context &C, const FunctionDecl *FD,
                             const std::string &Why,
                             llvm::StringRef StatsReason) {
  report(C, FD, Why);
  planInitResult(C, FD);
  ++C.Stats.FunctionsLeftAsWritten;
  C.Map.forget(FD);
  C.Map.addUnvisited(FD->getBody(), FD,
                     ("function left as written (" + StatsReason + ")").str());
  C.Stats.unchecked(("function left as written (" + StatsReason + ")").str());
}

/// What the check map says of check A: what it is checked against.
static std::string checkedAgainst(const Context &C, const CheckAction &A) {
  if (A.Versioned)
    return "loop guard: one test before the loop proves every access in "
           "bounds (checked when it fails)";
  std::string Why = std::string("checked against ") + originPhrase(A.From);
  if (A.Site < 0)
    return Why;
  const Site &Row = C.Sites.rows()[A.Site];
  if (!Row.Object.empty())
    return Why + ": " + Row.Object;
  return Row.FromDetail.empty() ? Why : Why + ": " + Row.FromDetail;
}

/// The checks of the plan emitted, in all and by where their bounds come
/// from, and in the check map; and the bounds sources it uses.
static void countPlan(Context &C, const EditPlan &Emitted,
                      const std::vector<const FunctionDecl *> &Bodies) {
  for (const SourceAction &S : Emitted.sources())
    C.Stats.source(S.Kind);
  std::vector<bool> Made(Emitted.actions().size());
  for (const Edit &E : Emitted.edits())
    if (E.Action >= 0)
      Made[E.Action] = true;
  for (size_t I = 0; I < Made.size(); ++I)
    if (Made[I])
      ++C.Stats.Actions[actionName(Emitted.actions()[I].Kind)];
  C.Stats.ChecksInserted = Emitted.checks().size();
  for (const CheckAction &A : Emitted.checks()) {
    ++C.Stats.CheckedAgainst[originName(A.From)];
    const FunctionDecl *FD =
        A.Group && A.Group <= Bodies.size() ? Bodies[A.Group - 1] : nullptr;
    C.Map.add({A.Access->getSourceRange(), FD, A.Write ? "write" : "read",
               A.Versioned ? MarkStatus::Proved : MarkStatus::Checked,
               checkedAgainst(C, A)});
  }
}

llvm::Expected<std::string>
mpx::emitMainFileOrFallback(Context &C,
                            const std::vector<const FunctionDecl *> &Bodies) {
  auto Text = emit(C, C.Plan);
  if (Text) {
    countPlan(C, C.Plan, Bodies);
    return Text;
  }
  std::string Why = llvm::toString(Text.takeError());
  std::set<unsigned> Used;
  for (const Edit &E : C.Plan.edits())
    Used.insert(E.Group);
  // Which bodies fail on their own (with the edits always made)?
  std::set<unsigned> Bad;
  for (unsigned G : Used) {
    if (G == 0)
      continue;
    C.Now.setFunction(Bodies[G - 1]);
    auto One = emit(C, C.Plan.without([G](unsigned X) { return X && X != G; }));
    if (!One) {
      Why = llvm::toString(One.takeError());
      Bad.insert(G);
    }
  }
  C.Now.setFunction(nullptr);
  if (Bad.empty())
    return llvm::createStringError(Why);
  C.Plan.setGroup(0);
  for (unsigned G : Bad)
    leaveBodyAsWritten(C, Bodies[G - 1], Why, "edits could not be placed");
  EditPlan Placed = C.Plan.without([&](unsigned X) { return Bad.count(X); });
  countPlan(C, Placed, Bodies);
  return emit(C, Placed);
}
