//===- FunctionRewriter.h - planning the instrumentation of one body -*- C++ -*-===//
//
// Walks one function body and plans its edits (never touches text), from
// the answers of the pure BoundsAnalysis:
//  - every pointer expression whose bounds are needed gets a BoundsRef, a C
//    expression of type __mpx_bnd made from its BoundsSource
//    (BoundsPlanning.cpp, Narrowing.cpp);
//  - every read or write through a pointer or into an array gets a check
//    (Accesses.cpp);
//  - direct calls to functions with clones pass bounds (Calls.cpp);
//  - local pointer variables get shadow bounds variables, returns store the
//    result's bounds, and the body gets its declarations
//    (FunctionRewriter.cpp).
// Every operand is evaluated once and in C's order: bounds are read from
// shadow variables or from temporaries assigned while the value is
// computed, sequenced with statement expressions where C leaves order open.
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_FUNCTIONREWRITER_H
#define MPX_REWRITE_FUNCTIONREWRITER_H

#include "Rewrite/BodyTree.h"
#include "Rewrite/BoundsAnalysis.h"
#include "Rewrite/Context.h"
#include "Rewrite/CoveredChecks.h"
#include "Rewrite/DominatedChecks.h"
#include "Rewrite/FunctionIndex.h"
#include "Rewrite/LibcText.h"
#include "Rewrite/LoopVersioning.h"
#include "Rewrite/SlotCache.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace mpx {

/// Bounds of a pointer expression, as C text of type __mpx_bnd.
struct BoundsRef {
  std::string Text;
  bool AfterOnly = false; ///< valid only once the value has been computed
  bool Init = false;      ///< INIT bounds: no check against them can fail
  BoundsOrigin From = BoundsOrigin::Other;
  bool Variable = false; ///< Text names a variable: its address can be taken
  /// The named object these are the bounds of, when the analysis knows it
  /// (its site row describes it to the report).
  const clang::VarDecl *Object = nullptr;
  /// For INIT bounds: why the analysis knows nothing better (the check
  /// map's reason).
  std::string Why = "";
  /// What the report calls the object, when the analysis knows more than
  /// Object: "field 'name' (8 bytes) of struct user", "string literal at
  /// f.c:9".
  std::string Describe = "";
  /// Where they last came from, for a report when no object is known.
  std::string FromDetail = "";

  /// Bounds a temporary T receives while the value is computed.
  static BoundsRef temporary(std::string T, BoundsOrigin From) {
    return {std::move(T), true, false, From, true};
  }
  static BoundsRef init(std::string Why = "pointer of unknown provenance") {
    return {"__mpx_init()", false,   true,          BoundsOrigin::Init,
            false,          nullptr, std::move(Why)};
  }
  static BoundsRef null() {
    return {"__mpx_null()", false, false, BoundsOrigin::Null};
  }
};

/// True for a libc function whose calls LibcTable.cpp checks.
bool isCheckedLibcFunction(const Context &C, const clang::FunctionDecl *FD);

/// True for a printf- or scanf-family function, whose calls go through the
/// runtime's checked wrappers (FormatCalls.cpp).
bool isFormatFunction(const Context &C, const clang::FunctionDecl *FD);

/// True when FD's body uses GCC's __builtin_va_arg_pack(_len)(): it only
/// works inlined, so FD's address is never taken, and it takes no bounds
/// through the hand-off area (keyed by that address).
bool forwardsVarargPack(const clang::FunctionDecl *FD);

/// How a call's argument is held in a temporary (HeldArgs.cpp).
struct ArgHold {
  clang::QualType Type;     ///< the temporary's type; null for __auto_type
  std::string Bounds;       ///< bounds kept beside it, "" for none
  bool MaybeUnused = false; ///< the temporary may go unread
};
/// The names of a held argument's temporary and of its bounds' ("").
struct HeldArg {
  std::string Value, Bounds;
};

/// Receives the functions whose clones this body calls, with the offset of
/// the top-level declaration making the first call.
using CloneUseFn =
    std::function<void(const clang::FunctionDecl *, clang::SourceLocation)>;

class FunctionRewriter {
public:
  FunctionRewriter(Context &C, const clang::FunctionDecl *FD, bool Cloned,
                   CloneUseFn OnCloneUse);
  /// Plans every edit of the body.
  void run();
  /// Name of the bounds parameter of P in the clone.
  static std::string boundsParamName(NameAllocator &Names,
                                     const clang::ParmVarDecl *P) {
    return Names.fixed(("__mpx_b_" + P->getName()).str());
  }

private:
  // FunctionRewriter.cpp: the walk, variables, returns, declarations.
  void findTrackedVariables();
  void findSlotCaches();
  std::string slotCacheDecls() const;
  void dropRegister();
  unsigned depth(const clang::Stmt *S) const { return Tree.depth(S); }
  void visit(const clang::Stmt *S);
  void visitChildren(const clang::Stmt *S);
  void visitExpr(const clang::Expr *E);
  void visitVarDecl(const clang::VarDecl *VD);
  void visitReturn(const clang::ReturnStmt *R);
  void planReturnBounds(const clang::ReturnStmt *R, const BoundsRef &B);
  void visitFor(const clang::ForStmt *F);
  std::string boundsOfVariable(const clang::VarDecl *VD) const;
  void visitArraySizes(clang::QualType T, clang::SourceRange Within);
  void setShadowFrom(const clang::Expr *Value, const std::string &Shadow);
  std::string newName(llvm::StringRef Stem);
  std::string newBoundsTemp();
  // Once.cpp: evaluate once, act, yield.
  /// Declares Name of type T among the function's typed temporaries;
  /// false when T cannot be spelled there.
  bool typedTemp(clang::QualType T, const std::string &Name);
  /// The effects run on an operand held in the temporary named by its
  /// argument, each an expression.
  using EffectsFn =
      std::function<std::vector<std::string>(const std::string &)>;
  void onceText(const clang::Expr *E, bool AddressOf, const EffectsFn &Effects,
                bool Deref, std::string &Prefix, std::string &Suffix);
  void wrapOnce(const clang::Expr *E, unsigned Depth, bool AddressOf,
                const EffectsFn &Effects, bool Deref = false);
  /// This function's address, as the hand-off area keys it.
  std::string self() const {
    if (ForwardsPack) // a key no caller uses: everything is INIT
      return "(const void *)0";
    return handoffAddress(Cloned ? "__mpxc_" + FD->getName().str()
                                 : FD->getName().str());
  }
  void planStructArgs(const clang::CallExpr *CE);
  // MacroTruths.cpp: never-null addresses tested inside macros.
  void planStructResult(const clang::CallExpr *CE, const std::string &Dst);
  std::string resultKey(const clang::CallExpr *CE) const;
  void planStructReturn(const clang::ReturnStmt *R);
  void addBodyDeclarations();

  // Accesses.cpp: checks.
  void visitAccess(const clang::Expr *LV, AccessKind K);
  void planAccessCheck(const clang::Expr *L, AccessKind K,
                       const AccessFacts &A);
  /// Records in the check map what became of an access that gets no check.
  void markAccess(const clang::Expr *LV, AccessKind K, MarkStatus S,
                  llvm::StringRef Why);
  void planCheck(const clang::Expr *LV, AccessKind K, const BoundsRef &B);
  /// What a report calls the object B are the bounds of ("" unknown).
  std::string objectOf(const BoundsRef &B) const;
  void planVectorCheck(const clang::ArraySubscriptExpr *AS, AccessKind K);
  void planBitFieldCheck(const clang::MemberExpr *ME, AccessKind K,
                         const BoundsRef &B);
  std::string checkCall(AccessKind K, const std::string &Addr,
                        const std::string &Size, const BoundsRef &B,
                        const SiteRef &Site) const;

  // BoundsPlanning.cpp: the bounds the analysis finds, made available.
  /// The bounds of pointer expression E, planned once per expression.
  BoundsRef boundsOf(const clang::Expr *E);
  /// The bounds S describes; the edits of a source that makes them are
  /// planned once per node.
  BoundsRef planBounds(const BoundsSource &S);
  static bool makesEdits(SourceKind K);
  static ActionKind actionOf(SourceKind K);
  BoundsRef plainBounds(const BoundsSource &S);
  BoundsRef capturedBounds(const BoundsSource &S);
  BoundsRef callBounds(const clang::CallExpr *Call);
  BoundsRef shadowBounds(const clang::VarDecl *VD) const;
  static std::string symbolName(const clang::VarDecl *VD);
  BoundsRef conditionalBounds(const clang::ConditionalOperator *CO);
  BoundsRef captureBounds(const clang::Expr *E, const std::string &Make);
  std::string literalPhrase(const clang::Expr *L) const;
  std::string setByBuiltinPhrase(const clang::CallExpr *Call) const;
  /// INIT bounds, counted in --stats as "INIT: Why".
  BoundsRef unknownBounds(llvm::StringRef Why);
  BoundsRef loadedBounds(const std::string &T,
                         const clang::CastExpr *Load) const;
  std::string nullPointerType(const clang::Expr *E) const;
  static std::string objectBoundsText(const clang::VarDecl *VD);
  void guardedValue(const clang::Expr *E, const BoundsRef &B,
                    const std::string &Dst, std::string &Prefix,
                    std::string &Suffix);

  // Narrowing.cpp: bounds of fields (docs/narrowing.md).
  BoundsRef narrowedBounds(const BoundsSource &S);
  std::string fieldPhrase(const clang::MemberExpr *ME,
                          const std::string &Outer) const;
  BoundsRef narrowValue(const clang::Expr *Whole, const BoundsRef &Outer,
                        uint64_t Size);

  // Memory.cpp: pointers and structs in memory (the bounds table).
  BoundsRef loadBounds(const clang::CastExpr *Load);
  void planPointerStore(const clang::BinaryOperator *B);
  BoundsRef planPointerUpdate(const clang::Expr *E);
  void planStructCopy(const clang::BinaryOperator *B);
  void planStructInit(const clang::VarDecl *VD);
  void planAggregateInit(const clang::VarDecl *VD);
  void planInitStore(const clang::Expr *E, const std::string &Slot);
  bool isMemoryPointer(const clang::Expr *LV) const {
    return Analysis->isMemoryPointer(LV);
  }
  /// The address of LV's slot cache (SlotCache.h), "" when it has none.
  std::string slotCacheOf(const clang::Expr *LV) const;
  static std::string tableLoad(const std::string &K, const std::string &S,
                               const std::string &V);
  std::string tableStore(const clang::Expr *At, const clang::Expr *LV,
                         const std::string &S, const std::string &V,
                         const std::string &B) const;
  bool insideCall(const clang::Expr *E) const;
  void planCallFence(const clang::CallExpr *CE);
  std::string exprText(const clang::Expr *E) const;
  std::string yield(const clang::Expr *E, const std::string &V) const;

  // Calls.cpp: calls to clones and to alloca.
  void visitCall(const clang::CallExpr *CE);
  std::string rewriteCall(const clang::CallExpr *CE);
  bool planHoistedCall(const clang::CallExpr *CE,
                       const std::vector<BoundsRef> &Bounds,
                       const std::string &Clone, const std::string &Tail);
  BoundsRef allocaBounds(const clang::CallExpr *CE);
  std::string planIndirectCall(const clang::CallExpr *CE);
  std::vector<std::string>
  handOffArgs(const clang::CallExpr *CE,
              const std::vector<clang::QualType> &Params,
              std::vector<ArgHold> &Holds);
  std::string indirectCallEnd(const clang::CallExpr *CE, const std::string &F,
                              const std::vector<HeldArg> &Held,
                              const std::vector<std::string> &Written,
                              unsigned NumParams, bool Comma,
                              const std::string &Result);
  std::string planLibcCall(const clang::CallExpr *CE);
  void libcCallUnchecked(const clang::CallExpr *CE);
  // HeldArgs.cpp: arguments held in temporaries, in order.
  /// The commas after CE's first Count arguments (all but the last
  /// argument's); false when one is not a logged ','.
  bool argumentCommas(const clang::CallExpr *CE, unsigned Count,
                      std::vector<clang::SourceLocation> &Seps) const;
  /// Holds CE's first Holds.size() arguments, deleting the commas between
  /// them, in a statement expression's declarations or, when Comma, as
  /// comma operands over temporaries of the function.
  std::vector<HeldArg>
  holdArguments(const clang::CallExpr *CE, const std::vector<ArgHold> &Holds,
                const std::vector<clang::SourceLocation> &Seps, bool Comma);
  /// True when every held type and Result can be declared with the
  /// function's temporaries (the comma form).
  bool heldTypesSpellable(const std::vector<ArgHold> &Holds,
                          clang::QualType Result) const;
  std::string libcCallEnd(const clang::CallExpr *CE, const libc::Function &F,
                          const libc::CallNames &Names, bool Comma,
                          const std::string &Result);
  std::string libcArgAsWritten(const clang::CallExpr *CE, unsigned I,
                               const std::string &Temp) const;
  std::string planFormatCall(const clang::CallExpr *CE);
  std::string coveringFlag(const clang::Expr *LV, const BoundsRef &B);
  bool planCheckedAddress(const clang::Expr *LV, AccessKind K,
                          const BoundsRef &B, const SiteRef &Site);
  bool literalFormatArg(const clang::CallExpr *CE, unsigned I);
  std::string writtenFormatArg(const clang::CallExpr *CE, unsigned I) const;
  std::string earlyFormatHandoff(const clang::Expr *A,
                                 const std::string &Self);
  bool resultUnused(const clang::Expr *E) const { return Tree.resultUnused(E); }
  void voidDiscardedConditional(const clang::Expr *E) const;

  // VaLists.cpp: va_lists handed to other functions.
  std::string vaListKey(const clang::Expr *List) const;
  bool planVaListCall(const clang::CallExpr *CE);
  BoundsRef vaArgBounds(const clang::VAArgExpr *E);

  Context &C;
  const clang::FunctionDecl *FD;
  bool Cloned;
  bool ForwardsPack;
  CloneUseFn OnCloneUse;
  clang::SourceLocation TopLoc; ///< where FD starts, as a file location
  BodyTree Tree;
  llvm::DenseMap<const clang::VarDecl *, std::string> Shadows;
  /// The locals and parameters that have a shadow (Shadows' keys).
  llvm::DenseSet<const clang::VarDecl *> Tracked;
  std::unique_ptr<BoundsAnalysis> Analysis;
  llvm::DenseSet<const clang::VarDecl *> AddressTaken;
  /// Tracked locals assigned with `=` after their declaration.
  llvm::DenseSet<const clang::VarDecl *> Reassigned;
  /// The object a tracked local set once (by its initialiser) points into.
  llvm::DenseMap<const clang::VarDecl *, std::string> ShadowObjects;
  const clang::DeclStmt *CurrentDecl = nullptr; ///< the one being visited
  llvm::DenseMap<const clang::Expr *, BoundsRef> Memo;
  llvm::DenseMap<const clang::CallExpr *, std::string> CallResults;
  std::vector<std::string> BoundsTemps;
  std::vector<std::string> SizeTemps;
  std::vector<std::string> ShadowDecls;
  std::vector<std::string> EntryStores;
  std::vector<std::string> TypedTemps;
  llvm::DenseSet<const clang::Expr *> VisitedSizes;
  /// Bounds made by edits, by node and source kind (each planned once).
  llvm::DenseMap<std::pair<const clang::Expr *, unsigned>, BoundsRef> Captured;
  SlotCaches Slots;
  std::unique_ptr<DominatedChecks> Dominated;
  std::unique_ptr<CoveredChecks> Covered;
  std::vector<std::string> SlotNames; ///< the caches' variables
};

} // namespace mpx

#endif
