//===- Signatures.cpp - clone signatures and the code around them ---------===//
#include "Rewrite/Signatures.h"
#include "Rewrite/FunctionIndex.h"
#include "Rewrite/HandedCaches.h"
#include "Rewrite/InlineClones.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/TypeLoc.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

using namespace clang;
using namespace mpx;

std::string mpx::boundsParamName(NameAllocator &Names, const ParmVarDecl *P) {
  return Names.fixed(("__mpx_b_" + P->getName()).str());
}

/// True when FD's name has internal linkage (`static` on it or on an
/// earlier declaration): so do its clone and its forwarder.
static bool internal(const FunctionDecl *FD) {
  return !FD->isExternallyVisible();
}

bool mpx::isWeakDefinition(const FunctionDecl *FD) {
  return FD->hasAttr<WeakAttr>() && !internal(FD);
}

/// A weak definition whose own text does not say so (`#pragma weak`, an
/// earlier declaration): its clone is made weak in words.
static bool weakNotWritten(const FunctionDecl *FD) {
  const auto *W = FD->getAttr<WeakAttr>();
  return isWeakDefinition(FD) && (W->isInherited() || W->isImplicit());
}

/// The clone's extra parameters, named (a definition) or not: a bounds
/// parameter per pointer parameter, the result's bounds, and the slot
/// caches an inlined helper's callers hand it (HandedCaches.h).
static std::string extraParams(const Context &C, const FunctionDecl *FD,
                               bool Named) {
  NameAllocator &Names = C.Names;
  std::string S;
  for (const ParmVarDecl *P : FD->parameters()) {
    if (!carriesBounds(P->getType()))
      continue;
    S += S.empty() ? "" : ", ";
    S += "__mpx_bnd";
    if (Named)
      S += " " + boundsParamName(Names, P) + " __attribute__((unused))";
  }
  if (carriesBounds(FD->getReturnType()))
    S += std::string(S.empty() ? "" : ", ") +
         (Named ? "__mpx_bnd *" + Names.fixed("__mpx_rb") : "__mpx_bnd *");
  for (unsigned I = 0; I < C.Handed.of(FD).size(); ++I)
    S += std::string(S.empty() ? "" : ", ") + "__mpx_slot *" +
         (Named ? Names.fixed(HandedCaches::paramName(I)) +
                      " __attribute__((unused))"
                : "");
  return S;
}

/// `static` / noreturn attributes a redeclaration of FD must carry.
static std::string leadingAttributes(const FunctionDecl *FD) {
  return FD->isNoReturn() ? "__attribute__((noreturn)) " : "";
}

/// FD's name as written where a declaration or call names it: `(f)` when a
/// macro of the same name is defined (Lua's `#define luaL_newstate()
/// ...` beside `lua_State *(luaL_newstate) (void) {...}`), which a
/// function-like macro then does not expand.
static std::string spelledName(const FunctionDecl *FD) {
  const IdentifierInfo *II = FD->getIdentifier();
  std::string Name = FD->getName().str();
  return II && II->hasMacroDefinition() ? "(" + Name + ")" : Name;
}

/// The visibility written on FD or an earlier declaration (or set by
/// `#pragma GCC visibility`), which the original-ABI entry must keep: under
/// -fvisibility=hidden it is what exports a library's API.
static std::string visibilityAttribute(const SourceManager &SM,
                                       const FunctionDecl *FD) {
  const auto *VA = FD->getMostRecentDecl()->getAttr<VisibilityAttr>();
  // Inherited from an earlier declaration: the redeclaration keeps it
  // without a word.
  if (!VA || VA->isInherited())
    return "";
  // Clang reads "internal" as "hidden"; gcc would call that a different
  // visibility: spell what was written.
  llvm::StringRef Name =
      VisibilityAttr::ConvertVisibilityTypeToStr(VA->getVisibility());
  SourceLocation At = SM.getSpellingLoc(VA->getLocation());
  if (!VA->isImplicit() && At.isValid() &&
      llvm::StringRef(SM.getCharacterData(At)).take_front(40).contains(
          "\"internal\""))
    Name = "internal";
  return "__attribute__((visibility(\"" + Name.str() + "\"))) ";
}

/// Clones never cross a shared-object boundary: an external clone is hidden
/// (an assembler directive, as the definition may carry its own visibility
/// attribute), so the forwarder and every call in the same executable or
/// library bind to it directly, and no other object's weak fallback can
/// preempt it.  Other objects call the original symbol.
static std::string hideClone(const FunctionDecl *FD) {
  if (internal(FD))
    return "";
  return " __asm__(\".hidden " + FunctionIndex::cloneName(FD->getName()) +
         "\");";
}

/// Text that names FD itself (a forwarder's hand-off key, a fallback's
/// call), with GCC's -Wdeprecated-declarations off when FD is deprecated:
/// GCC warns of the use even inside f's own forwarder, where the original
/// has none (clang does not).
static std::string quietIfDeprecated(const FunctionDecl *FD,
                                     const std::string &S) {
  if (!FD->hasAttr<DeprecatedAttr>())
    return S;
  return "_Pragma(\"GCC diagnostic push\") _Pragma(\"GCC diagnostic ignored "
         "\\\"-Wdeprecated-declarations\\\"\") " +
         S + " _Pragma(\"GCC diagnostic pop\")";
}

namespace {
/// Finds __func__, __FUNCTION__ or __PRETTY_FUNCTION__ anywhere in a body,
/// unevaluated operands (sizeof, typeof) and macro expansions included.
class FunctionNameFinder : public RecursiveASTVisitor<FunctionNameFinder> {
public:
  bool Found = false;
  bool VisitPredefinedExpr(PredefinedExpr *P) {
    Found |= P->getIdentKind() == PredefinedIdentKind::Func ||
             P->getIdentKind() == PredefinedIdentKind::Function ||
             P->getIdentKind() == PredefinedIdentKind::PrettyFunction;
    return !Found;
  }
};
} // namespace

static const char *const FunctionNameMacros[] = {"__func__", "__FUNCTION__",
                                                 "__PRETTY_FUNCTION__"};

/// In a clone, __func__ and its GNU spellings would name the clone, in
/// sizeof and in macros such as assert as much as in expressions: around a
/// definition that uses them, each is a macro for the original's value.
/// "" when none is used.
static std::string openFunctionNames(const Context &C,
                                     const FunctionDecl *FD,
                                     SourceLocation Resume) {
  FunctionNameFinder F;
  F.TraverseStmt(FD->getBody());
  if (!F.Found)
    return "";
  std::string Name = "\"" + cString(FD->getName()) + "\"";
  // __PRETTY_FUNCTION__ is the name for gcc, the signature for clang: the
  // compiler that builds the output chooses (mpxrt.h).
  std::string Pretty =
      "__MPX_PRETTY_FUNCTION(" + Name + ", \"" +
      cString(PredefinedExpr::ComputeName(PredefinedIdentKind::PrettyFunction,
                                          FD)) +
      "\")";
  std::string S;
  for (const char *M : FunctionNameMacros)
    S += std::string("\n#pragma push_macro(\"") + M + "\")\n#undef " + M +
         "\n#define " + M + " " +
         (llvm::StringRef(M) == "__PRETTY_FUNCTION__" ? Pretty : Name);
  return S + C.lineDirective(Resume);
}

static std::string closeFunctionNames(const Context &C,
                                      SourceLocation Resume) {
  std::string S;
  for (const char *M : FunctionNameMacros)
    S += std::string("\n#pragma pop_macro(\"") + M + "\")";
  return S + C.lineDirective(Resume);
}

void SignaturePlanner::planDefinition(const FunctionDecl *FD) {
  const auto *Body = cast<CompoundStmt>(FD->getBody());
  SourceLocation Begin = C.topLoc(FD->getSourceRange().getBegin());
  std::string Names = openFunctionNames(C, FD, Begin);
  if (!Names.empty())
    C.Plan.insertAt(Begin, Names);
  if (FD->isFirstDecl()) // the body may name the original (&f): declare it
    C.Plan.insertAt(Begin, originalPrototype(FD) + "; ");
  if (isWeakDefinition(FD)) {
    C.Plan.insertAt(Begin, quietIfDeprecated(FD, weakHelpers(FD)));
    C.Plan.insertAfter(Body->getLBracLoc(), 0, overridePrologue(FD));
  }
  // Declared noreturn elsewhere: so is the clone.  The attribute is
  // planned last (planDeclarations), to sit right before the definition,
  // after the prototypes and fallbacks planned at the same offset.
  C.Plan.replaceToken(FD->getLocation(),
                      FunctionIndex::cloneName(FD->getName()));
  FunctionTypeLoc FTL = FD->getFunctionTypeLoc();
  std::string Extra = extraParams(C, FD, true);
  SourceLocation First = C.Tokens.next(FTL.getLParenLoc());
  if (FD->getNumParams() == 0 && !C.Tokens.is(First, ")"))
    C.Plan.replaceToken(First, Extra); // (void)
  else if (FD->getNumParams() == 0)    // (): no parameters either
    C.Plan.insertBefore(FTL.getRParenLoc(), 0, Extra);
  else
    C.Plan.insertBefore(FTL.getRParenLoc(), 0, ", " + Extra);
  if (FD->isMain()) // a clone returns; main's own return may come before
    C.Plan.insertBefore(Body->getRBracLoc(), 0,
                        "__MPX_MACRO_TEXT_BEGIN return 0; "
                        "__MPX_MACRO_TEXT_END ");
  std::string After = quietIfDeprecated(FD, forwarder(FD)) + hideClone(FD);
  if (!Names.empty())
    After += closeFunctionNames(
        C, C.SM.getExpansionRange(Body->getRBracLoc()).getEnd());
  C.Plan.insertAfter(Body->getRBracLoc(), 0, After);
  Defined.push_back(FD);
  ++C.Stats.FunctionsCloned;
}

/// `Callee(args...)`, passing the bounds BoundsOf(i) for pointer argument
/// i, &__mpx_rb for a pointer result, and no cache for each of the Handed
/// slot caches the clone takes (HandedCaches.h).
static std::string
forwardCall(const FunctionDecl *FD, llvm::StringRef Callee, bool ToClone,
            llvm::function_ref<std::string(unsigned)> BoundsOf,
            llvm::StringRef RB, size_t Handed = 0) {
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
    if (carriesBounds(FD->getReturnType())) {
      S += Sep + "&" + RB.str();
      Sep = ", ";
    }
    for (size_t I = 0; I < Handed; ++I) {
      S += Sep + "(__mpx_slot *)0";
      Sep = ", ";
    }
  }
  return S + ")";
}

/// The body of the original-ABI entry: bounds from the hand-off area (a call
/// through a function pointer from instrumented code) or INIT; main gets
/// its argv and envp bounds from the runtime.
static std::string forwarderBody(const Context &C, const FunctionDecl *FD,
                                 llvm::StringRef Callee) {
  std::string Self = handoffAddress(FD->getName());
  auto HB = [&](unsigned I) {
    return C.Names.fixed("__mpx_hb" + std::to_string(I));
  };
  std::string RB = C.Names.fixed("__mpx_rb"), R = C.Names.fixed("__mpx_r");
  std::string B = "{ ";
  auto Bounds = [&](unsigned I) {
    std::string Name = FD->getParamDecl(I)->getName().str();
    if (FD->isMain() && (I == 1 || I == 2))
      return (I == 1 ? "__mpx_argv_bounds(" : "__mpx_envp_bounds(") + Name +
             ")";
    return HB(I);
  };
  if (!FD->isMain()) {
    for (unsigned I = 0; I < FD->getNumParams(); ++I) {
      const ParmVarDecl *P = FD->getParamDecl(I);
      if (carriesBounds(P->getType()))
        B += "__mpx_bnd " + HB(I) + " = __mpx_handoff_take(" + Self + ", " +
             std::to_string(I) + ", " + P->getName().str() + "); ";
    }
    B += "__mpx_handoff_done(); ";
  }
  std::string Call =
      forwardCall(FD, Callee, true, Bounds, RB, C.Handed.of(FD).size());
  // A block (no declaration after a statement), and the result's type
  // spelled out (__auto_type is a GNU extension -pedantic reports).
  if (carriesBounds(FD->getReturnType()))
    return B + "{ __mpx_bnd " + RB + "; " +
           C.declare(FD->getReturnType().getUnqualifiedType(), R, FD) + " = " +
           Call + "; __mpx_handoff_return(" + Self + ", " + R + ", " + RB +
           "); return " + R + "; } }";
  return B + (FD->getReturnType()->isVoidType() ? Call + "; }"
                                                : "return " + Call + "; }");
}

/// P's type as its declaration wrote it when that is an array (`char b[4]`,
/// `int a[n]`), else its adjusted (pointer) type: GCC's -Warray-parameter
/// and -Wvla-parameter compare the declarations the rewriter adds (the
/// clone's prototype, the forwarder) with the written ones.  A
/// variable-length array's size names parameters, which those declarations
/// name as written (cloneParamName); one of unspecified size (`[*]`, only
/// in a prototype) stays a pointer.
static QualType writtenType(const ParmVarDecl *P) {
  QualType T = P->getOriginalType();
  const auto *VLA = dyn_cast<VariableArrayType>(T.getTypePtr());
  if (!T->isArrayType() ||
      (VLA && VLA->getSizeModifier() == ArraySizeModifier::Star))
    return P->getType();
  return T;
}

/// `RET NAME(PARAMS)` with FD's parameters.
static std::string declareLike(const Context &C, const FunctionDecl *FD,
                               llvm::StringRef Name) {
  std::string Params;
  for (const ParmVarDecl *P : FD->parameters())
    Params +=
        (Params.empty() ? "" : ", ") + C.declare(writtenType(P), P->getName());
  if (Params.empty() && FD->hasPrototype())
    Params = "void"; // a `()` definition keeps its `()`: f(1) still builds
  return C.declare(FD->getReturnType(), (Name + "(" + Params + ")").str());
}

/// `[static] RET NAME(PARAMS)`: the original's declaration, printed.
std::string SignaturePlanner::originalPrototype(const FunctionDecl *FD) const {
  std::string Head = leadingAttributes(FD) + visibilityAttribute(C.SM, FD) +
                     declareLike(C, FD, spelledName(FD));
  return internal(FD) ? "static " + Head : Head;
}

/// The original-ABI definition, printed from the declaration (its text may
/// hold directives or comments), on the line of the clone's closing brace.
/// A static one may be unused: only its address or a prototype needs it.
std::string SignaturePlanner::forwarder(const FunctionDecl *FD) const {
  if (isWeakDefinition(FD))
    return weakForwarder(FD);
  std::string Head = originalPrototype(FD);
  if (internal(FD))
    Head = "__attribute__((unused)) " + Head;
  return " " + Head + " " +
         forwarderBody(C, FD, FunctionIndex::cloneName(FD->getName()));
}

/// The name of FD's parameter I in a clone's prototype (none unless Named)
/// or fallback: __mpx_aN, but the parameter's own name when a parameter's
/// type is variably modified (`int (*a)[n]` names n, which must be there).
static std::string cloneParamName(const Context &C, const FunctionDecl *FD,
                                  unsigned I, bool Named) {
  bool Sized = llvm::any_of(FD->parameters(), [](const ParmVarDecl *P) {
    return P->getType()->isVariablyModifiedType();
  });
  llvm::StringRef Own = FD->getParamDecl(I)->getName();
  if (Sized && !Own.empty())
    return Own.str();
  return Named ? C.Names.fixed("__mpx_a" + std::to_string(I)) : "";
}

/// `RET __mpxc_f(PARAMS)`, the parameters named __mpx_aN when Named.
std::string SignaturePlanner::cloneHead(const FunctionDecl *FD, bool Named,
                                        llvm::StringRef Name) const {
  std::string Params;
  unsigned I = 0;
  for (const ParmVarDecl *P : FD->parameters()) {
    std::string N = cloneParamName(C, FD, I++, Named);
    Params += (Params.empty() ? "" : ", ") + C.declare(writtenType(P), N);
  }
  std::string Extra = extraParams(C, FD, false);
  if (Named) {
    Extra.clear();
    I = 0;
    for (const ParmVarDecl *P : FD->parameters()) {
      ++I;
      if (carriesBounds(P->getType()))
        Extra += std::string(Extra.empty() ? "" : ", ") + "__mpx_bnd " +
                 C.Names.fixed("__mpx_ab" + std::to_string(I)) +
                 " __attribute__((unused))";
    }
    if (carriesBounds(FD->getReturnType()))
      Extra += std::string(Extra.empty() ? "" : ", ") + "__mpx_bnd *" +
               C.Names.fixed("__mpx_rb");
    for (unsigned H = 0; H < C.Handed.of(FD).size(); ++H)
      Extra += std::string(Extra.empty() ? "" : ", ") + "__mpx_slot *" +
               C.Names.fixed(HandedCaches::paramName(H)) +
               " __attribute__((unused))";
  }
  Params += (Params.empty() ? "" : ", ") + Extra;
  return C.declare(FD->getReturnType(),
                   (Name.empty() ? FunctionIndex::cloneName(FD->getName())
                                 : Name.str()) +
                       "(" + Params + ")");
}

/// The weak fallback's body: calls the original symbol, which is plain
/// code, or the original-ABI entry of a clone in another executable or
/// shared library; the bounds travel in the hand-off area, as for a call
/// through a function pointer, and so do those of a returned pointer.
static std::string fallbackBody(const Context &C, const FunctionDecl *FD) {
  std::string Self = handoffAddress(FD->getName());
  std::string Call = spelledName(FD) + "(";
  std::string B = "{ ";
  for (unsigned I = 0; I < FD->getNumParams(); ++I) {
    std::string A = cloneParamName(C, FD, I, true);
    Call += (I ? ", " : "") + A;
    if (carriesBounds(FD->getParamDecl(I)->getType()))
      B += "__mpx_handoff_arg(" + Self + ", " + std::to_string(I) + ", " + A +
           ", " + C.Names.fixed("__mpx_ab" + std::to_string(I + 1)) + "); ";
  }
  Call += ")";
  if (carriesBounds(FD->getReturnType())) {
    std::string R = C.Names.fixed("__mpx_r");
    return B + "{ " + C.declare(FD->getReturnType(), R, FD) + " = " + Call +
           "; *" + C.Names.fixed("__mpx_rb") + " = __mpx_handoff_result(" +
           Self + ", " + R + "); return " + R + "; } }";
  }
  return B + (FD->getReturnType()->isVoidType() ? Call + "; }"
                                                : "return " + Call + "; }");
}

std::string SignaturePlanner::weakFallback(const FunctionDecl *FD) const {
  // A prototype first: -Wmissing-prototypes wants one before any external
  // definition.  Hidden, like every clone: a definition elsewhere in the
  // same link overrides it, one in another shared object never does.
  std::string Hidden = "__attribute__((visibility(\"hidden\"))) ";
  return quietIfDeprecated(
             FD, Hidden + leadingAttributes(FD) + cloneHead(FD, false) + "; " +
                     "__attribute__((weak)) " + Hidden + leadingAttributes(FD) +
                     cloneHead(FD, true) + " " + fallbackBody(C, FD)) +
         " ";
}

void SignaturePlanner::noteUse(const FunctionDecl *FD, SourceLocation Top) {
  FD = FD->getCanonicalDecl();
  auto It = FirstUse.find(FD);
  if (It == FirstUse.end() || C.before(Top, It->second))
    FirstUse[FD] = Top;
}

/// The declaration of Def whose parameter types the clone's prototype at
/// Use spells: the last file-scope prototype before Use, else Def.  Def's
/// own types may name typedefs declared only after Use (yyjson's header
/// declares `size_t count`, its definition in the .c file says `usize`).
static const FunctionDecl *declarationBefore(const Context &C,
                                             const FunctionDecl *Def,
                                             SourceLocation Use) {
  const FunctionDecl *Best = nullptr;
  for (const FunctionDecl *D : Def->redecls()) {
    SourceLocation L = C.SM.getExpansionLoc(D->getLocation());
    if (D != Def && D->hasWrittenPrototype() &&
        D->getLexicalDeclContext()->isFileContext() && C.before(L, Use) &&
        (!Best || C.before(C.SM.getExpansionLoc(Best->getLocation()), L)))
      Best = D;
  }
  return Best ? Best : Def;
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
      C.Plan.insertAt(
          Use, std::string(internal(Def) ? "static " : "") +
                   leadingAttributes(Def) +
                   cloneHead(declarationBefore(C, Def, Use), false) + "; ");
    } else if (Info.Kind == CloneKind::External) {
      C.Plan.insertAt(Use, weakFallback(FD));
      ++C.Stats.WeakFallbacks;
    }
  }
  for (const FunctionDecl *Def : Defined)
    planClonePrototype(Def);
  for (const FunctionDecl *Def : Defined)
    if (Def->isNoReturn() || weakNotWritten(Def))
      C.Plan.insertAt(C.topLoc(Def->getSourceRange().getBegin()),
                      leadingAttributes(Def) +
                          (weakNotWritten(Def) ? "__attribute__((weak)) "
                                               : ""));
    else if (inlinesClone(Def)) {
      C.Plan.insertAt(C.topLoc(Def->getSourceRange().getBegin()),
                      std::string("__attribute__((always_inline)) ") +
                          (Def->isInlineSpecified() ? "" : "__inline__ "));
      ++C.Stats.InlinedClones;
    }
}

/// An external clone's prototype before its definition, unless the one
/// planned for an earlier call precedes it; a `static` one when only an
/// earlier declaration of the original says `static`.
void SignaturePlanner::planClonePrototype(const FunctionDecl *Def) {
  if (Def->getStorageClass() == SC_Static)
    return;
  SourceLocation Begin = C.topLoc(Def->getSourceRange().getBegin());
  auto It = FirstUse.find(Def->getCanonicalDecl());
  if (It != FirstUse.end() && C.before(It->second, Begin))
    return;
  C.Plan.insertAt(Begin, std::string(internal(Def) ? "static " : "") +
                                   leadingAttributes(Def) +
                                   cloneHead(Def, false) + "; ");
}

//===--- Weak definitions ------------------------------------------------===//
//
// A weak definition of f may be overridden at link time by a strong f, from
// an instrumented file (which also defines a strong __mpxc_f) or from a
// plain one (which does not).  So:
//  - the clone __mpxc_f is weak too, and before anything else it checks
//    whether f still is this file's forwarder; if not, it calls f as a weak
//    fallback would (the bounds in the hand-off area);
//  - the forwarder is a static __mpxf_f calling the clone through a local
//    alias (__mpxl_f: another file's weak fallback may have won the symbol
//    __mpxc_f, and would call f again), and f is a weak alias of it.

static std::string weakName(llvm::StringRef Role, const FunctionDecl *FD) {
  return ("__mpx" + Role + "_" + FD->getName()).str();
}

/// Before the definition: the static forwarder's prototype, whether f was
/// overridden, and the call to an overriding f.
std::string SignaturePlanner::weakHelpers(const FunctionDecl *FD) const {
  std::string Mine = handoffAddress(weakName("f", FD));
  // Weak before the helpers name f (gcc: "declared weak after being used"),
  // a declaration -Wredundant-decls would report when f is declared before.
  return "_Pragma(\"GCC diagnostic push\") _Pragma(\"GCC diagnostic ignored "
         "\\\"-Wredundant-decls\\\"\") __attribute__((weak)) " +
         originalPrototype(FD) + "; _Pragma(\"GCC diagnostic pop\") static " +
         leadingAttributes(FD) + declareLike(C, FD, weakName("f", FD)) +
         "; static int " + weakName("o", FD) + "(void) { return " +
         handoffAddress(spelledName(FD)) + " != " + Mine + "; } static " +
         leadingAttributes(FD) + cloneHead(FD, true, weakName("v", FD)) + " " +
         fallbackBody(C, FD) + " ";
}

/// First in the clone's body: an overriding f is the one to run.  A
/// declaration, whose initialiser returns, so that the body's own
/// declarations still come first (-Wdeclaration-after-statement).
std::string SignaturePlanner::overridePrologue(const FunctionDecl *FD) const {
  std::string Call = forwardCall(
      FD, weakName("v", FD), true,
      [&](unsigned I) { return boundsParamName(C.Names, FD->getParamDecl(I)); },
      C.Names.fixed("__mpx_rb"));
  std::string Then = FD->getReturnType()->isVoidType() ? Call + "; return;"
                                                       : "return " + Call + ";";
  return " __attribute__((unused)) int " + C.Names.fresh("__mpx_override") +
         " = " + weakName("o", FD) + "() ? ((void)__extension__({ " + Then +
         " }), 0) : 0;";
}

/// After the clone: the local alias, the static forwarder, f as its weak
/// alias.
std::string SignaturePlanner::weakForwarder(const FunctionDecl *FD) const {
  std::string Local = weakName("l", FD);
  std::string Clone = FunctionIndex::cloneName(FD->getName());
  return " static " + leadingAttributes(FD) + cloneHead(FD, false, Local) +
         " __attribute__((alias(\"" + Clone + "\"))); static " +
         leadingAttributes(FD) + declareLike(C, FD, weakName("f", FD)) + " " +
         forwarderBody(C, FD, Local) + " " + originalPrototype(FD) +
         " __attribute__((weak, alias(\"" + weakName("f", FD) + "\")));";
}
