//===- InlineClones.cpp - clones small enough to inline everywhere --------===//
//
// One walk over the body counts its nodes and stops at the first construct
// that rules it out.
//
//===----------------------------------------------------------------------===//
#include "Rewrite/InlineClones.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;
using namespace mpx;

namespace {
/// Counts a body's statements and expressions; Refused when it holds a
/// call of anything but a compiler builtin, a loop, a
/// label, a jump, inline assembly, a statement expression or a variably
/// modified declaration.
class LeafBody : public RecursiveASTVisitor<LeafBody> {
public:
  unsigned Nodes = 0;
  bool Refused = false;

  bool VisitStmt(Stmt *S) {
    ++Nodes;
    if (isa<ForStmt, WhileStmt, DoStmt, LabelStmt, GotoStmt, IndirectGotoStmt,
            AsmStmt, StmtExpr, SwitchStmt>(S))
      Refused = true;
    // Only compiler builtins (`__builtin_expect`): a call of a function,
    // even of the C library, makes the body one the plain build may not
    // inline either, and forcing it would show GCC's -Warray-bounds more
    // than the plain build does.
    if (const auto *CE = dyn_cast<CallExpr>(S)) {
      const FunctionDecl *F = CE->getDirectCallee();
      if (!F || !F->getName().starts_with("__builtin_"))
        Refused = true;
    }
    return !Refused && Nodes <= MaxInlinedCloneNodes;
  }
  bool VisitDecl(Decl *D) {
    if (const auto *VD = dyn_cast<VarDecl>(D))
      if (VD->getType()->isVariablyModifiedType() || VD->isStaticLocal())
        Refused = true;
    return !Refused;
  }
};
} // namespace

bool mpx::inlinesClone(const FunctionDecl *FD) {
  if (!FD->doesThisDeclarationHaveABody() || FD->isMain() || FD->isVariadic() ||
      FD->getStorageClass() != SC_Static ||
      FD->getType()->isVariablyModifiedType())
    return false;
  for (const FunctionDecl *D : FD->redecls())
    if (D->hasAttrs())
      return false; // noinline, cold, target, optimize, section, ...
  LeafBody Body;
  Body.TraverseStmt(FD->getBody());
  return !Body.Refused && Body.Nodes <= MaxInlinedCloneNodes;
}
