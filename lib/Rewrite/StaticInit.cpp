//===- StaticInit.cpp - a constructor for static pointer initialisers ------===//
#include "Rewrite/StaticInit.h"
#include "Rewrite/InitLeaves.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;
using namespace mpx;

/// The variable an address constant points into: x, x.f, x[3], &x (an
/// array decaying, or an address taken; not a pointer variable's value,
/// `p` or `p + 1` with `char *const p = "..."`, which points elsewhere).
static const VarDecl *rootObject(const Expr *E) {
  for (E = E->IgnoreParens(); const auto *CE = dyn_cast<CastExpr>(E);
       E = CE->getSubExpr()->IgnoreParens())
    if (CE->getCastKind() == CK_LValueToRValue)
      return nullptr;
  if (const auto *U = dyn_cast<UnaryOperator>(E))
    return U->getOpcode() == UO_AddrOf ? rootObject(U->getSubExpr()) : nullptr;
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E))
    return dyn_cast<VarDecl>(DRE->getDecl());
  if (const auto *ME = dyn_cast<MemberExpr>(E))
    return ME->isArrow() ? nullptr : rootObject(ME->getBase());
  if (const auto *AS = dyn_cast<ArraySubscriptExpr>(E))
    return AS->getBase()->getType()->isPointerType() &&
                   !isa<ImplicitCastExpr>(AS->getBase()->IgnoreParens())
               ? nullptr
               : rootObject(AS->getBase());
  if (const auto *B = dyn_cast<BinaryOperator>(E))
    if (B->isAdditiveOp())
      return rootObject(B->getLHS()->getType()->isPointerType() ? B->getLHS()
                                                                : B->getRHS());
  return nullptr;
}

std::string mpx::staticBounds(Context &C, const Expr *E,
                              const std::string &Value) {
  const Expr *Bare = E->IgnoreParenCasts();
  if (isa<StringLiteral>(Bare) || isa<CompoundLiteralExpr>(Bare)) {
    // The value points at the literal's start (decay or &literal).
    CharUnits Size = C.AST.getTypeSizeInChars(Bare->getType());
    return "__mpx_make(" + Value + ", " + std::to_string(Size.getQuantity()) +
           ")";
  }
  if (const auto *U = dyn_cast<UnaryOperator>(E->IgnoreParenImpCasts()))
    if (U->getOpcode() == UO_AddrOf &&
        isa<CompoundLiteralExpr>(U->getSubExpr()->IgnoreParens()))
      return "__mpx_make(" + Value + ", " +
             std::to_string(C.AST.getTypeSizeInChars(U->getSubExpr()->getType())
                                .getQuantity()) +
             ")";
  const VarDecl *VD = rootObject(E);
  if (!VD || VD->getType()->isIncompleteType() || !VD->hasGlobalStorage() ||
      VD->getName().empty())
    return "";
  std::string N = VD->getName().str();
  return "__mpx_make(" + std::string(VD->getType()->isArrayType() ? "" : "&") +
         N + ", sizeof(" + N + "))";
}

/// `__mpx_stx(&path, path, bounds)` for each pointer VD's initialiser sets.
static void storesFor(Context &C, const VarDecl *VD,
                      std::vector<std::string> &Out) {
  forEachPointerLeaf(VD->getInit(), VD->getName().str(),
                     [&](const std::string &Path, const Expr *E) {
                       if (E->isNullPointerConstant(
                               C.AST, Expr::NPC_ValueDependentIsNotNull))
                         return;
                       std::string B = staticBounds(C, E, Path);
                       if (B.empty()) {
                         C.Plan.source("INIT: static initialiser of unknown "
                                       "extent");
                         return;
                       }
                       C.Plan.source("static initialiser");
                       Out.push_back("__mpx_stx(&" + Path + ", " + Path +
                                     ", " + B + ")");
                     });
}

static bool isCandidate(const Context &C, const VarDecl *VD) {
  return VD->hasGlobalStorage() && VD->hasInit() && !VD->getName().empty() &&
         !VD->getType().isVolatileQualified() && holdsPointers(VD->getType()) &&
         C.Files.isInstrumented(VD->getLocation());
}

namespace {
/// Function-local statics, each given a once-block after its declaration.
class LocalStatics : public RecursiveASTVisitor<LocalStatics> {
public:
  explicit LocalStatics(Context &C) : C(C) {}
  bool VisitDeclStmt(DeclStmt *DS) {
    std::vector<std::string> Stores;
    for (const Decl *D : DS->decls())
      if (const auto *VD = dyn_cast<VarDecl>(D))
        if (VD->isStaticLocal() && isCandidate(C, VD))
          storesFor(C, VD, Stores);
    if (Stores.empty() || DS->getEndLoc().isMacroID())
      return true;
    // The stores run in a declaration's initialiser, so that no statement
    // comes before the block's other declarations.
    std::string Run;
    for (const std::string &S : Stores)
      Run += "(void)" + S + ", "; // void before a comma: clang's -Wcomma
    std::string Once = C.Names.fresh("__mpx_once");
    std::string Ran = C.Names.fresh("__mpx_once_run");
    C.Plan.insertAfter(DS->getEndLoc(), 0,
                       " static int " + Once +
                           "; __attribute__((unused)) int " + Ran + " = " +
                           Once + " ? 0 : ((void)(" + Once + " = 1), " + Run + "0);");
    return true;
  }

private:
  Context &C;
};
} // namespace

void mpx::planStaticInitialisers(Context &C) {
  std::vector<std::string> Stores;
  for (const Decl *D : C.AST.getTranslationUnitDecl()->decls()) {
    const auto *VD = dyn_cast<VarDecl>(D);
    if (!VD)
      continue;
    C.Now.setConstruct(VD->getLocation());
    if (VD->isThisDeclarationADefinition() && isCandidate(C, VD))
      storesFor(C, VD, Stores);
  }
  LocalStatics(C).TraverseDecl(C.AST.getTranslationUnitDecl());
  if (Stores.empty())
    return;
  SourceLocation End = C.SM.getLocForEndOfFile(C.SM.getMainFileID());
  std::string Body;
  for (const std::string &S : Stores)
    Body += " " + S + ";";
  C.Plan.insertAt(End, "\n__attribute__((constructor)) static void " +
                                 C.Names.fixed("__mpx_static_bounds") +
                                 "(void) {" + Body + " }\n");
}
