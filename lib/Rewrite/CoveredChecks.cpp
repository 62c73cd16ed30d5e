//===- CoveredChecks.cpp - element checks one entry check covers ----------===//
//
// The accesses inside each element of each invariant parameter are counted
// once, before planning (a single access gains nothing from a covering
// check, unless a loop may run it again); a flag is named when the first
// check asks for it.
//
//===----------------------------------------------------------------------===//
#include "Rewrite/CoveredChecks.h"
#include "Rewrite/BoundsAnalysis.h"
#include "Rewrite/PointeeElements.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;
using namespace mpx;

CoveredChecks::CoveredChecks(const FunctionDecl *FD, const ASTContext &AST,
                             const VarSet &Invariant, const VarSet &Locals)
    : AST(AST) {
  for (const VarDecl *P : Invariant)
    if (coverablePointee(P, AST))
      Params.insert(P);
  // An invariant local's cover is computed right after its declaration,
  // which must be a statement of the body's outermost block whose end is
  // in the file (the flag's declaration goes after it).
  if (const auto *Body = dyn_cast_or_null<CompoundStmt>(FD->getBody()))
    for (const Stmt *S : Body->body())
      if (const auto *DS = dyn_cast<DeclStmt>(S))
        for (const Decl *D : DS->decls())
          if (const auto *VD = dyn_cast<VarDecl>(D))
            if (Locals.count(VD) && coverablePointee(VD, AST) &&
                DS->getEndLoc().isFileID()) {
              Params.insert(VD);
              DeclOf[VD] = DS;
            }
  auto Wanted = [&](const VarDecl *V) { return Params.count(V) != 0; };
  ElementUses Uses = elementUses(FD->getBody(), AST, Wanted);
  for (const auto &KV : Uses.Accesses)
    if (KV.second >= 2 || Uses.InLoops.count(KV.first))
      Repeated[KV.first] = Uses.Bytes[KV.first];
}

std::string CoveredChecks::flagFor(
    const Expr *LV, const std::string &Bounds, bool Narrowed,
    llvm::function_ref<std::string(const VarDecl *)> OwnBounds,
    llvm::function_ref<std::string()> NewName) {
  auto Wanted = [&](const VarDecl *V) { return Params.count(V) != 0; };
  std::optional<ElementAccess> A = accessOf(LV, AST, Wanted);
  if (!A || Bounds.empty())
    return "";
  // The test covers the bytes the body reaches of the element: an object
  // shorter than its type (a header allocated without its tail) still
  // passes when the body reaches only what it has.
  auto Reached = Repeated.find(A->Element);
  if (Reached == Repeated.end() || !Reached->second.contains(A->Bytes))
    return "";
  const PointeeElement *K = &A->Element;
  std::string Own = OwnBounds(K->Var);
  if (Own.empty() || (!Narrowed && Bounds != Own))
    return "";
  auto Decl = DeclOf.find(K->Var);
  if (Decl != DeclOf.end() &&
      !AST.getSourceManager().isBeforeInTranslationUnit(
          Decl->second->getEndLoc(), LV->getBeginLoc()))
    return ""; // in the declaration itself, before its flag exists
  for (const Cover &C : Covers)
    if (C.Param == K->Var && C.Element == K->Element)
      return C.Flag;
  Covers.push_back({K->Var, K->Element, Reached->second, Own, NewName()});
  return Covers.back().Flag;
}

/// The declarations of the flags of the covers of Var against Bounds (in
/// Covers, the first at First): one test of the bytes from the lowest
/// element's to the highest's, which all the flags take, when they are a
/// few elements apart (their accesses fall back to their own checks when
/// it fails, as when one element's test fails); else one test per element.
std::string CoveredChecks::groupDeclaration(size_t First) const {
  const Cover &Lead = Covers[First];
  std::vector<const Cover *> Group;
  for (size_t I = First; I < Covers.size(); ++I)
    if (Covers[I].Param == Lead.Param && Covers[I].Bounds == Lead.Bounds)
      Group.push_back(&Covers[I]);
  ByteRange All;
  for (const Cover *C : Group)
    All = All.join(C->Bytes);
  std::string Decl;
  if (Group.size() < 2 || uint64_t(All.End - All.Begin) > MaxGroupBytes) {
    for (const Cover *C : Group)
      Decl += " const int " + C->Flag + " = " +
              coversCall(C->Param, C->Bytes, C->Bounds) + ";";
    return Decl;
  }
  Decl = " const int " + Lead.Flag + " = " +
         coversCall(Lead.Param, All, Lead.Bounds) + ";";
  for (const Cover *C : Group)
    if (C != &Lead)
      Decl += " const int " + C->Flag + " = " + Lead.Flag + ";";
  return Decl;
}

/// True when Covers[I] is the first of its variable and bounds.
bool CoveredChecks::leads(size_t I) const {
  for (size_t J = 0; J < I; ++J)
    if (Covers[J].Param == Covers[I].Param &&
        Covers[J].Bounds == Covers[I].Bounds)
      return false;
  return true;
}

std::string CoveredChecks::declarations() const {
  std::string Decl;
  for (size_t I = 0; I < Covers.size(); ++I)
    if (!DeclOf.count(Covers[I].Param) && leads(I))
      Decl += groupDeclaration(I);
  return Decl;
}

std::vector<std::pair<const DeclStmt *, std::string>>
CoveredChecks::localDeclarations() const {
  std::vector<std::pair<const DeclStmt *, std::string>> Out;
  for (size_t I = 0; I < Covers.size(); ++I) {
    auto It = DeclOf.find(Covers[I].Param);
    if (It != DeclOf.end() && leads(I))
      Out.push_back({It->second, groupDeclaration(I)});
  }
  return Out;
}
