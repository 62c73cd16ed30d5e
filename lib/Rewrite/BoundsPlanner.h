//===- BoundsPlanner.h - the bounds of pointer expressions ------*- C++ -*-===//
//
// The pure BoundsAnalysis says where a pointer expression's bounds come
// from (a BoundsSource); BoundsPlanner turns that answer into a BoundsRef,
// C text of type __mpx_bnd valid once the pointer has been evaluated: the
// name of a local's shadow, an object's extent, or a temporary that edits
// around the value assign (a literal's or a field's bounds, either arm of
// ?:; BoundsPlanner.cpp, Narrowing.cpp).  The sources whose bounds another
// planner makes by rewriting their node (a table load, a call's result)
// are asked of an EditedBounds, which the walk implements: so the memory
// and call planners depend on this one, and this one on no planner.  Each
// expression's bounds are made once, and each node's edits planned once.
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_BOUNDSPLANNER_H
#define MPX_REWRITE_BOUNDSPLANNER_H

#include "Rewrite/BodyState.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/DenseMap.h"
#include <string>

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

/// How the bounds of a field's address were made from those of the
/// pointer it is reached through (Narrowing.cpp): Temp holds
/// Fn(Root, address Args); text() makes them again from another spelling
/// of the address (a loop's guard, LoopVersioning.h).
struct MemberNarrowing {
  std::string Temp, Root, Fn, Args;
  std::string text(const std::string &Address) const {
    return Fn + "(" + Root + ", " + Address + Args + ")";
  }
};

/// The bounds other planners make by rewriting a node: the bounds table
/// (MemoryPlanner) and calls (CallPlanner).
class EditedBounds {
public:
  virtual ~EditedBounds() = default;
  /// A pointer loaded from memory, with its entry from the table.
  virtual BoundsRef loadBounds(const clang::CastExpr *Load) = 0;
  /// p->q++, p->q += n: the value's bounds, reloaded and stored again.
  virtual BoundsRef updateBounds(const clang::Expr *E) = 0;
  /// p->q = e: e's bounds stored in the table.
  virtual void storeBounds(const clang::BinaryOperator *B) = 0;
  /// The temporary receiving the bounds of a call's result, "" for none.
  virtual std::string callResult(const clang::CallExpr *CE) = 0;
  virtual BoundsRef allocaBounds(const clang::CallExpr *CE) = 0;
  virtual BoundsRef vaArgBounds(const clang::VAArgExpr *E) = 0;
};

class BoundsPlanner : public BodyPlanner {
public:
  BoundsPlanner(BodyState &Body, EditedBounds &Edited)
      : BodyPlanner(Body), Edited(Edited) {}
  /// The bounds of pointer expression E, planned once per expression.
  BoundsRef boundsOf(const clang::Expr *E);
  /// The bounds S describes; the edits of a source that makes them are
  /// planned once per node.
  BoundsRef planBounds(const BoundsSource &S);
  /// The bounds a table load already planned gives the pointer Load reads
  /// (a check's CheckAction::Bounds); "" when none was planned for it.
  std::string loadedBoundsText(const clang::Expr *Load) const;
  /// The bounds planned for pointer expression E (through parentheses and
  /// implicit conversions), when they can be read before E is evaluated:
  /// not a temporary E's evaluation sets; "" when none were planned.
  std::string entryBoundsText(const clang::Expr *E) const;
  /// How the bounds of field address Whole (p->a decaying, &p->f) were
  /// narrowed, when a narrowing was planned for it; null otherwise.
  const MemberNarrowing *narrowingOf(const clang::Expr *Whole) const;
  /// INIT bounds, counted in --stats as "INIT: Why".
  BoundsRef unknownBounds(llvm::StringRef Why);
  /// Text around E that evaluates E once, stores its bounds B in Dst and
  /// yields E's value.
  void guardedValue(const clang::Expr *E, const BoundsRef &B,
                    const std::string &Dst, std::string &Prefix,
                    std::string &Suffix);
  /// The pointer type null pointer constant E is converted to, spelled for
  /// a cast.
  std::string nullPointerType(const clang::Expr *E) const;
  /// What a report calls the object B are the bounds of ("" unknown).
  std::string objectOf(const BoundsRef &B) const;
  /// `__mpx_make(&v, sizeof(v))`: the extent of named object VD.
  static std::string objectBoundsText(const clang::VarDecl *VD);

private:
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

  // Narrowing.cpp: bounds of fields (docs/narrowing.md).
  BoundsRef narrowedBounds(const BoundsSource &S);
  std::string fieldPhrase(const clang::MemberExpr *ME,
                          const std::string &Outer) const;
  BoundsRef narrowValue(const clang::Expr *Whole, const BoundsRef &Outer,
                        uint64_t Size);

  EditedBounds &Edited;
  llvm::DenseMap<const clang::Expr *, BoundsRef> Memo;
  /// The narrowings planned, by the node whose value they capture.
  llvm::DenseMap<const clang::Expr *, MemberNarrowing> Narrowings;
  /// Bounds made by edits, by node and source kind (each planned once).
  llvm::DenseMap<std::pair<const clang::Expr *, unsigned>, BoundsRef> Captured;
};

} // namespace mpx

#endif
