//===- Signatures.cpp - clone signatures and the code around them ---------===//
#include "Rewrite/Signatures.h"
#include "Rewrite/FunctionIndex.h"
#include "Rewrite/FunctionRewriter.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/TypeLoc.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

using namespace clang;
using namespace mpx;

/// The clone's extra parameters, named (a definition) or not.
static std::string extraParams(const FunctionDecl *FD, bool Named) {
  std::string S;
  for (const ParmVarDecl *P : FD->parameters()) {
    if (!carriesBounds(P->getType()))
      continue;
    S += S.empty() ? "" : ", ";
    S += "__mpx_bnd";
    if (Named)
      S += " " + FunctionRewriter::boundsParamName(P) +
           " __attribute__((unused))";
  }
  if (carriesBounds(FD->getReturnType()))
    S += std::string(S.empty() ? "" : ", ") +
         (Named ? "__mpx_bnd *__mpx_rb" : "__mpx_bnd *");
  return S;
}

/// `static` / noreturn attributes a redeclaration of FD must carry.
static std::string leadingAttributes(const FunctionDecl *FD) {
  return FD->isNoReturn() ? "__attribute__((noreturn)) " : "";
}

void SignaturePlanner::planDefinition(const FunctionDecl *FD) {
  const auto *Body = cast<CompoundStmt>(FD->getBody());
  SourceLocation Begin = C.topLoc(FD->getSourceRange().getBegin());
  if (FD->isFirstDecl()) // the body may name the original (&f): declare it
    C.Plan.insertAt(Begin, originalPrototype(FD) + "; ");
  // Declared noreturn elsewhere: so is the clone.  The attribute is
  // planned last (planDeclarations), to sit right before the definition,
  // after the prototypes and fallbacks planned at the same offset.
  C.Plan.replaceToken(FD->getLocation(),
                      FunctionIndex::cloneName(FD->getName()));
  FunctionTypeLoc FTL = FD->getFunctionTypeLoc();
  std::string Extra = extraParams(FD, true);
  if (FD->getNumParams() == 0)
    C.Plan.replaceToken(C.Tokens.next(FTL.getLParenLoc()), Extra);
  else
    C.Plan.insertBefore(FTL.getRParenLoc(), 0, ", " + Extra);
  if (FD->isMain())
    C.Plan.insertBefore(Body->getRBracLoc(), 0, "return 0; ");
  C.Plan.insertAfter(Body->getRBracLoc(), 0, forwarder(FD));
  Defined.push_back(FD);
  ++C.Stats.FunctionsCloned;
}

/// `Callee(args...)`, passing the bounds BoundsOf(i) for pointer argument
/// i, and &__mpx_rb for a pointer result.
static std::string
forwardCall(const FunctionDecl *FD, llvm::StringRef Callee, bool ToClone,
            llvm::function_ref<std::string(unsigned)> BoundsOf) {
  std::string S = Callee.str() + "(";
  std::string Sep;
  for (const ParmVarDecl *P : FD->parameters()) {
    S += Sep + P->getName().str();
    Sep = ", ";
  }
  if (ToClone) {
    for (unsigned I = 0; I < FD->getNumParams(); ++I)
      if (carriesBounds(FD->getParamDecl(I)->getType())) {
        S += Sep + BoundsOf(I);
        Sep = ", ";
      }
    if (carriesBounds(FD->getReturnType()))
      S += Sep + "&__mpx_rb";
  }
  return S + ")";
}

/// The body of the original-ABI entry: bounds from the hand-off area (a call
/// through a function pointer from instrumented code) or INIT; main gets
/// its argv and envp bounds from the runtime.
static std::string forwarderBody(const FunctionDecl *FD) {
  std::string Self = handoffAddress(FD->getName());
  std::string B = "{ ";
  auto Bounds = [&](unsigned I) {
    std::string Name = FD->getParamDecl(I)->getName().str();
    if (FD->isMain() && (I == 1 || I == 2))
      return (I == 1 ? "__mpx_argv_bounds(" : "__mpx_envp_bounds(") + Name +
             ")";
    return "__mpx_hb" + std::to_string(I);
  };
  if (!FD->isMain()) {
    for (unsigned I = 0; I < FD->getNumParams(); ++I) {
      const ParmVarDecl *P = FD->getParamDecl(I);
      if (carriesBounds(P->getType()))
        B += "__mpx_bnd __mpx_hb" + std::to_string(I) +
             " = __mpx_handoff_take(" + Self + ", " + std::to_string(I) +
             ", " + P->getName().str() + "); ";
    }
    B += "__mpx_handoff_done(); ";
  }
  std::string Call = forwardCall(
      FD, FunctionIndex::cloneName(FD->getName()), true, Bounds);
  if (carriesBounds(FD->getReturnType())) // a block: no declaration after
    return B + "{ __mpx_bnd __mpx_rb; __auto_type __mpx_r = " + Call +
           "; __mpx_handoff_return(" + Self +
           ", __mpx_r, __mpx_rb); return __mpx_r; } }";
  return B + (FD->getReturnType()->isVoidType() ? Call + "; }"
                                                : "return " + Call + "; }");
}

/// `[static] RET NAME(PARAMS)`: the original's declaration, printed.
std::string SignaturePlanner::originalPrototype(const FunctionDecl *FD) const {
  std::string Params;
  for (const ParmVarDecl *P : FD->parameters())
    Params += (Params.empty() ? "" : ", ") +
              C.declare(P->getType(), P->getName());
  if (Params.empty())
    Params = "void";
  std::string Head = leadingAttributes(FD) +
                     C.declare(FD->getReturnType(),
                               FD->getName().str() + "(" + Params + ")");
  return FD->isStatic() ? "static " + Head : Head;
}

/// The original-ABI definition, printed from the declaration (its text may
/// hold directives or comments), on the line of the clone's closing brace.
/// A static one may be unused: only its address or a prototype needs it.
std::string SignaturePlanner::forwarder(const FunctionDecl *FD) const {
  std::string Head = originalPrototype(FD);
  if (FD->isStatic())
    Head = "__attribute__((unused)) " + Head;
  return " " + Head + " " + forwarderBody(FD);
}

/// `RET __mpxc_f(PARAMS)`, the parameters named __mpx_aN when Named.
std::string SignaturePlanner::cloneHead(const FunctionDecl *FD,
                                        bool Named) const {
  std::string Params;
  unsigned I = 0;
  for (const ParmVarDecl *P : FD->parameters()) {
    std::string N = Named ? "__mpx_a" + std::to_string(I++) : "";
    Params += (Params.empty() ? "" : ", ") + C.declare(P->getType(), N);
  }
  std::string Extra = extraParams(FD, false);
  if (Named) {
    Extra.clear();
    I = 0;
    for (const ParmVarDecl *P : FD->parameters()) {
      ++I;
      if (carriesBounds(P->getType()))
        Extra += std::string(Extra.empty() ? "" : ", ") + "__mpx_bnd __mpx_ab" +
                 std::to_string(I) + " __attribute__((unused))";
    }
    if (carriesBounds(FD->getReturnType()))
      Extra += std::string(Extra.empty() ? "" : ", ") + "__mpx_bnd *__mpx_rb";
  }
  Params += (Params.empty() ? "" : ", ") + Extra;
  return C.declare(FD->getReturnType(),
                   FunctionIndex::cloneName(FD->getName()) + "(" + Params +
                       ")");
}

std::string SignaturePlanner::weakFallback(const FunctionDecl *FD) const {
  std::string Call = FD->getName().str() + "(";
  for (unsigned I = 0; I < FD->getNumParams(); ++I)
    Call += (I ? ", " : "") + ("__mpx_a" + std::to_string(I));
  Call += ")";
  std::string B = "{ ";
  if (carriesBounds(FD->getReturnType()))
    B += "*__mpx_rb = __mpx_init(); ";
  B += FD->getReturnType()->isVoidType() ? Call + "; }" : "return " + Call + "; }";
  // A prototype first: -Wmissing-prototypes wants one before any external
  // definition.
  return leadingAttributes(FD) + cloneHead(FD, false) + "; " +
         "__attribute__((weak)) " + leadingAttributes(FD) + cloneHead(FD, true) +
         " " + B + " ";
}

void SignaturePlanner::noteUse(const FunctionDecl *FD, SourceLocation Top) {
  FD = FD->getCanonicalDecl();
  auto It = FirstUse.find(FD);
  if (It == FirstUse.end() || C.before(Top, It->second))
    FirstUse[FD] = Top;
}

void SignaturePlanner::planDeclarations() {
  std::vector<std::pair<SourceLocation, const FunctionDecl *>> Order;
  for (const auto &[FD, Use] : FirstUse)
    Order.push_back({Use, FD});
  llvm::sort(Order, [this](const auto &A, const auto &B) {
    return A.first != B.first ? C.before(A.first, B.first)
                              : A.second->getName() < B.second->getName();
  });
  for (const auto &[Use, FD] : Order) {
    const FunctionInfo &Info = C.Fns.info(FD);
    if (Info.Kind == CloneKind::Defined) {
      const FunctionDecl *Def = FD->getDefinition();
      if (!C.before(Use, C.topLoc(Def->getSourceRange().getBegin())))
        continue;
      C.Plan.insertAt(Use, std::string(Def->isStatic() ? "static " : "") +
                                     leadingAttributes(Def) +
                                     cloneHead(Def, false) + "; ");
    } else if (Info.Kind == CloneKind::External) {
      C.Plan.insertAt(Use, weakFallback(FD));
      ++C.Stats.WeakFallbacks;
    }
  }
  for (const FunctionDecl *Def : Defined)
    planClonePrototype(Def);
  for (const FunctionDecl *Def : Defined)
    if (Def->isNoReturn())
      C.Plan.insertAt(C.topLoc(Def->getSourceRange().getBegin()),
                      leadingAttributes(Def));
}

/// An external clone's prototype before its definition, unless the one
/// planned for an earlier call precedes it.
void SignaturePlanner::planClonePrototype(const FunctionDecl *Def) {
  if (Def->isStatic())
    return;
  SourceLocation Begin = C.topLoc(Def->getSourceRange().getBegin());
  auto It = FirstUse.find(Def->getCanonicalDecl());
  if (It != FirstUse.end() && C.before(It->second, Begin))
    return;
  C.Plan.insertAt(Begin,
                        leadingAttributes(Def) + cloneHead(Def, false) + "; ");
}
