//===- BodyState.cpp - names, temporaries and text shared by planners -----===//
//
// The helpers of BodyPlanner that are not evaluate-once wraps (Once.cpp):
// fresh names and temporaries of the body, the function's hand-off key, an
// expression's text spelled again, and what an evaluate-once expression
// yields where its value is discarded.
//
//===----------------------------------------------------------------------===//
#include "Rewrite/BodyState.h"
#include "Rewrite/DominatedChecks.h"
#include "Rewrite/FunctionIndex.h"
#include "Rewrite/SlotCache.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

using namespace clang;
using namespace mpx;

namespace {
class PackFinder : public RecursiveASTVisitor<PackFinder> {
public:
  bool Found = false;
  bool VisitCallExpr(CallExpr *CE) {
    if (const FunctionDecl *F = CE->getDirectCallee())
      Found |= F->getName().starts_with("__builtin_va_arg_pack");
    return !Found;
  }
};
} // namespace

bool mpx::forwardsVarargPack(const FunctionDecl *FD) {
  if (!FD->isVariadic() || !FD->hasBody())
    return false;
  PackFinder F;
  F.TraverseStmt(FD->getBody());
  return F.Found;
}

BodyState::BodyState(Context &C, const FunctionDecl *FD, bool Cloned,
                     CloneUseFn OnCloneUse)
    : C(C), FD(FD), Cloned(Cloned), ForwardsPack(forwardsVarargPack(FD)),
      OnCloneUse(std::move(OnCloneUse)),
      TopLoc(C.topLoc(FD->getSourceRange().getBegin())) {}

BodyState::~BodyState() = default;

DominatedChecks &BodyState::dominated() {
  if (!Dominated)
    Dominated = std::make_unique<DominatedChecks>(
        FD, C.AST, Vars,
        [this](const CallExpr *CE) { return C.Effects.writesMemory(CE); });
  return *Dominated;
}

std::string BodyPlanner::newName(llvm::StringRef Stem) {
  return C.Names.fresh(("__mpx_" + Stem).str());
}

std::string BodyPlanner::newBoundsTemp(bool Escapes) {
  Body.Temps.push_back({newName("t"), "", Escapes});
  return Body.Temps.back().Name;
}

std::string BodyPlanner::self() const {
  if (Body.ForwardsPack) // a key no caller uses: everything is INIT
    return "(const void *)0";
  return handoffAddress(Body.Cloned ? "__mpxc_" + FD->getName().str()
                                    : FD->getName().str());
}

/// A string literal that a macro wrote (xxhsum's `XSUM_log(WELCOME_MESSAGE(
/// name))`, the macro giving the format and its arguments) is its tokens'
/// spellings: a format passed as written stays a literal to -Wformat.
std::string BodyPlanner::exprText(const Expr *E) const {
  CharSourceRange R = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(E->getSourceRange()), C.SM,
      C.AST.getLangOpts());
  if (R.isValid())
    return Lexer::getSourceText(R, C.SM, C.AST.getLangOpts()).str();
  const auto *S = dyn_cast<StringLiteral>(E->IgnoreParenImpCasts());
  if (!S)
    return "";
  std::string Text;
  for (unsigned I = 0; I < S->getNumConcatenated(); ++I) {
    llvm::SmallString<64> Buf;
    bool Invalid = false;
    llvm::StringRef Tok =
        Lexer::getSpelling(C.SM.getSpellingLoc(S->getStrTokenLoc(I)), Buf, C.SM,
                           C.AST.getLangOpts(), &Invalid);
    if (Invalid)
      return "";
    Text += (I ? " " : "") + Tok.str();
  }
  return Text;
}

/// (clang warns of an unused result otherwise.)
std::string BodyPlanner::yield(const Expr *E, const std::string &V) const {
  if (resultUnused(E))
    return "(void)" + V;
  voidDiscardedConditional(E);
  return V;
}

/// When E's value is that of a `?:` whose value is discarded (`quiet ? 0 :
/// fprintf(...)`, a logging macro; through parentheses, commas' right
/// operands and nested `?:`s), casts the outermost such `?:` to void: E's
/// rewriting yields its value from a statement expression or a comma, which
/// clang's -Wunused-value reports there, as it does not report a call or
/// an assignment.
void BodyPlanner::voidDiscardedConditional(const Expr *E) const {
  const ConditionalOperator *Top = nullptr;
  for (const Stmt *P = Body.Tree.parent(E); P; P = Body.Tree.parent(P)) {
    const auto *B = dyn_cast<BinaryOperator>(P);
    const auto *Cond = dyn_cast<ConditionalOperator>(P);
    if (Cond && Cond->getCond() != E)
      Top = Cond;
    else if (!isa<ParenExpr>(P) && !isa<ImplicitCastExpr>(P) &&
             !(B && B->getOpcode() == BO_Comma && B->getRHS() == E))
      break;
    E = cast<Expr>(P);
  }
  if (!Top || Top->getType()->isVoidType() || !resultUnused(Top))
    return;
  unsigned D = depth(Top) - (BodyTree::DepthsPerLevel - 1);
  C.Plan.act(ActionKind::Form, Top,
             [&] { C.Plan.wrapAsWritten(Top, D, "(void)(", ")"); });
}

/// (Also through a statement expression.)
bool BodyPlanner::insideCall(const Expr *E) const {
  for (const Stmt *P = Body.Tree.parent(E); P; P = Body.Tree.parent(P))
    if (isa<CallExpr>(P))
      return true;
  return false;
}
