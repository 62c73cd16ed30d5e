//===- FunctionIndex.cpp - classifying functions --------------------------===//
#include "Rewrite/FunctionIndex.h"
#include "Rewrite/Context.h"
#include "clang/AST/Attr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringMap.h"

using namespace clang;
using namespace mpx;

/// Functions whose checked clones the runtime provides (mpxrt.h): value is
/// true when the clone also takes the call's location.
static const llvm::StringMap<bool> &wrappedFunctions() {
  static const llvm::StringMap<bool> Names = {
      {"malloc", false},
      {"calloc", false},
      {"realloc", false},
      {"free", false},
      {"aligned_alloc", false},
      {"posix_memalign", false},
      {"memalign", false},
      {"valloc", false},
      {"strdup", false},
      {"strndup", false},
      {"qsort", true},
      {"bsearch", true},
      {"pthread_create", false},
      // GCC's Pointer Bounds Checker API.
      {"__bnd_set_ptr_bounds", false},
      {"__bnd_narrow_ptr_bounds", false},
      {"__bnd_copy_ptr_bounds", false},
      {"__bnd_init_ptr_bounds", false},
      {"__bnd_null_ptr_bounds", false},
      {"__bnd_store_ptr_bounds", false},
      {"__bnd_chk_ptr_lbounds", true},
      {"__bnd_chk_ptr_ubounds", true},
      {"__bnd_chk_ptr_bounds", true},
      {"__bnd_get_ptr_lbound", false},
      {"__bnd_get_ptr_ubound", false},
  };
  return Names;
}

bool mpx::hasBndAttr(const Decl *D, llvm::StringRef Name) {
  for (const auto *A : D->specific_attrs<AnnotateAttr>())
    if (A->getAnnotation() == Name)
      return true;
  return false;
}

bool mpx::isInstrumented(const Context &C, const FunctionDecl *FD) {
  for (const FunctionDecl *R : FD->redecls()) {
    if (hasBndAttr(R, "bnd_legacy"))
      return false;
    if (hasBndAttr(R, "bnd_instrument"))
      return true;
  }
  return !C.Opts.InstrumentMarkedOnly;
}

bool mpx::hasBoundsInSignature(const FunctionDecl *FD) {
  if (carriesBounds(FD->getReturnType()))
    return true;
  for (const ParmVarDecl *P : FD->parameters())
    if (carriesBounds(P->getType()))
      return true;
  return false;
}

static bool signatureSpellable(const Context &C, const FunctionDecl *FD) {
  if (C.declare(FD->getReturnType(), "f").empty())
    return false;
  for (const ParmVarDecl *P : FD->parameters())
    if (C.declare(P->getType(), "p").empty())
      return false;
  return true;
}

std::string mpx::whyNotCloneable(const Context &C, const FunctionDecl *FD) {
  if (!FD->hasPrototype() && FD->getNumParams() > 0)
    return "old-style (K&R) definition"; // `()` has none: cloned
  if (FD->isVariadic())
    return "variadic function";
  if (FD->isInlineSpecified() && !FD->isStatic() && !FD->isMain())
    return "non-static inline definition";
  if (FD->hasAttr<ConstructorAttr>() || FD->hasAttr<DestructorAttr>() ||
      FD->hasAttr<AliasAttr>() || FD->hasAttr<IFuncAttr>() ||
      FD->hasAttr<SectionAttr>() || FD->hasAttr<NakedAttr>())
    return "function with a constructor, destructor, alias, section or "
           "naked attribute";
  if (FD->getLocation().isMacroID())
    return "function name written by a macro";
  for (const ParmVarDecl *P : FD->parameters())
    if (P->getName().empty())
      return "unnamed parameter";
  if (!signatureSpellable(C, FD))
    return "signature uses an unnamed type";
  const Stmt *Body = FD->getBody();
  CharSourceRange Head = Lexer::makeFileCharRange(
      CharSourceRange::getCharRange(FD->getSourceRange().getBegin(),
                                    Body->getBeginLoc()),
      C.SM, C.AST.getLangOpts());
  if (Head.isInvalid() || Body->getBeginLoc().isMacroID())
    return "declaration written through a macro";
  return "";
}

CloneKind FunctionIndex::classify(const Context &C,
                                  const FunctionDecl *FD) const {
  const FunctionDecl *Def = FD->getDefinition();
  bool NoParams = Def && Def->getNumParams() == 0; // a `()` definition
  if (!hasBoundsInSignature(FD) || FD->isVariadic() ||
      (!FD->hasPrototype() && !NoParams))
    return CloneKind::Plain;
  llvm::StringRef Name = FD->getName();
  bool System = C.SM.isInSystemHeader(FD->getLocation());
  if (wrappedFunctions().count(Name) && (System || FD->getBuiltinID())) {
    // GCC's API without -fcheck-pointer-bounds: mpxrt.h's no-ops.
    if (!C.Opts.BndBuiltins && Name.starts_with("__bnd_"))
      return CloneKind::Plain;
    return CloneKind::Wrapped;
  }
  if (!isInstrumented(C, FD))
    return CloneKind::Plain;
  if (Def) {
    if (!C.Files.isInstrumented(Def->getLocation()))
      return CloneKind::Plain; // e.g. static inline in a system header
    return whyNotCloneable(C, Def).empty() ? CloneKind::Defined
                                           : CloneKind::Plain;
  }
  if (System || FD->getBuiltinID() || Name.starts_with("__") ||
      !FD->getDeclContext()->isTranslationUnit())
    return CloneKind::Plain;
  return signatureSpellable(C, FD) ? CloneKind::External : CloneKind::Plain;
}

namespace {
/// Finds functions named other than as a direct callee.
class AddressFinder : public RecursiveASTVisitor<AddressFinder> {
public:
  explicit AddressFinder(llvm::DenseSet<const FunctionDecl *> &Out)
      : Out(Out) {}
  bool VisitCallExpr(CallExpr *CE) {
    if (auto *DRE = dyn_cast<DeclRefExpr>(CE->getCallee()->IgnoreParenImpCasts()))
      Callees.insert(DRE);
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *DRE) {
    if (auto *FD = dyn_cast<FunctionDecl>(DRE->getDecl()))
      if (!Callees.count(DRE))
        Out.insert(FD->getCanonicalDecl());
    return true;
  }

private:
  llvm::DenseSet<const FunctionDecl *> &Out;
  llvm::DenseSet<const DeclRefExpr *> Callees;
};
} // namespace

void FunctionIndex::build(const Context &C) {
  AddressFinder(AddressTaken)
      .TraverseDecl(C.AST.getTranslationUnitDecl());
  for (const Decl *D : C.AST.getTranslationUnitDecl()->decls()) {
    const auto *FD = dyn_cast<FunctionDecl>(D);
    if (!FD || Infos.count(FD->getCanonicalDecl()))
      continue;
    FunctionInfo I;
    I.Kind = classify(C, FD);
    if (I.Kind != CloneKind::Plain)
      I.CloneName = cloneName(FD->getName());
    if (I.Kind == CloneKind::Wrapped) {
      I.CloneName = ("__mpxw_" + FD->getName()).str();
      I.TakesLocation = wrappedFunctions().lookup(FD->getName());
    }
    Infos[FD->getCanonicalDecl()] = I;
  }
}

const FunctionInfo &FunctionIndex::info(const FunctionDecl *FD) const {
  auto It = Infos.find(FD->getCanonicalDecl());
  return It == Infos.end() ? PlainInfo : It->second;
}
