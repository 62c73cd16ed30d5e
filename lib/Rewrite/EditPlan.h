//===- EditPlan.h - the planned text edits of one file ----------*- C++ -*-===//
//
// Planning produces a list of edits and nothing touches the text until the
// emitter applies them all at once.  An edit is anchored at a token as the
// parser saw it (a file location or a macro-expansion location), never at a
// raw offset, so that the emitter can decide alone whether it can be made in
// place or needs the enclosing macro invocation expanded (Emitter.h).
// Depth orders edits that share an anchor: outer wraps open first and close
// last.  Besides the edits, the plan records what they do, as typed
// actions (a check, a table load or store, a call's rewrite, a bounds
// capture, a clone's signature...: PlanAction, with each check's details
// in a CheckAction), each edit carrying the index of its action, so that
// later steps ask the plan what it does rather than count or read edits:
// loop versioning asks whether a loop holds anything but checks, --stats
// counts the actions, the checks and the bounds sources of the plan
// actually emitted.
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_EDITPLAN_H
#define MPX_REWRITE_EDITPLAN_H

#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <string>
#include <vector>

namespace clang {
class Expr;
class Stmt;
} // namespace clang

namespace mpx {

enum class EditKind {
  Before,       ///< insert Text before the anchor token
  After,        ///< insert Text after the anchor token
  ReplaceToken, ///< replace the anchor token by Text
  AtLocation,   ///< insert Text at a file location (top-level additions)
};

struct Edit {
  EditKind Kind;
  clang::SourceLocation Tok; ///< anchor token
  clang::SourceRange Node;   ///< the wrapped node's token range, if any
  unsigned Depth = 0;        ///< nesting depth: larger is inner
  unsigned Seq = 0;          ///< order of planning, to break ties
  std::string Text;
  unsigned Group = 0; ///< the function body it instruments, 0 for none
  /// Made only where the emitter spells the anchor's macro expansion out
  /// for other edits; never a reason to spell one out, and dropped where
  /// the anchor's text stays as written (a change of form, not of meaning).
  bool IfSpelledOut = false;
  int Check = -1;  ///< the index of the check it makes, -1 for none
  int Action = -1; ///< the index of the action it belongs to, -1 for none
  /// The statement of the body (a full expression, a declaration, a
  /// return: TempPool.h) whose planning made it; 0 for none.
  unsigned Unit = 0;
};

/// Where the bounds a pointer is checked against come from.
enum class BoundsOrigin {
  Other,
  Shadow,      ///< a local pointer's or parameter's bounds variable
  Object,      ///< a named object (variable, array, symbol)
  Literal,     ///< a string or compound literal
  Field,       ///< narrowed to a field or a row
  Table,       ///< loaded from the bounds table
  Call,        ///< a call's result (clone, hand-off, libc)
  Alloca,      ///< alloca
  VaArg,       ///< va_arg
  Conditional, ///< either arm of ?:
  Init,        ///< INIT (such a check cannot fail)
  Null,        ///< NULL bounds
};

/// The name --stats gives Origin.
const char *originName(BoundsOrigin Origin);
/// What the check map says a check is made against.
const char *originPhrase(BoundsOrigin Origin);
/// The runtime's __MPX_FROM_* name of Origin (the site table's rows).
const char *originMacro(BoundsOrigin Origin);

/// A check the plan makes.
struct CheckAction {
  const clang::Expr *Access = nullptr; ///< the checked lvalue
  bool Write = false; ///< a write (or read-modify-write), not a read
  std::string Bounds; ///< the bounds it is checked against, as C
  BoundsOrigin From = BoundsOrigin::Other; ///< where those come from
  int Site = -1;      ///< its row of the site table; -1 for none (SiteTable.h)
  /// The bytes checked, [base + Offset, base + Offset + Size) from the
  /// value of the pointer the access is reached through, when both are
  /// constants (AccessFacts): what a pass merging or removing checks
  /// compares.
  bool ConstantRange = false;
  int64_t Offset = 0;
  uint64_t Size = 0;
  unsigned Group = 0; ///< the group of its edits
  /// In a loop that also runs as an unchecked copy when one test before it
  /// proves every access in bounds (LoopVersioning.h).
  bool Versioned = false;
};

/// What the edits of an action do to the program.
enum class ActionKind {
  Check,         ///< checks an access (the plan's CheckAction)
  BoundsCapture, ///< holds a value to make its bounds (a literal, a
                 ///< field, ?:, alloca, va_arg)
  ShadowUpdate,  ///< sets a local pointer's bounds variable
  TableLoad,     ///< a pointer read from memory takes its table entry
  TableStore,    ///< a pointer written to memory stores its entry
  TableUpdate,   ///< p->q++, p->q += n: the entry reloaded and stored
  StructEntries, ///< a struct's entries move with its bytes, or go
  CallRewrite,   ///< a call to a clone, through the hand-off area, or a
                 ///< checked libc or printf-family call
  SlotCache,     ///< a slot cache's flush or refill around a call
  ReturnBounds,  ///< a return hands its value's bounds back
  LoopVersion,   ///< a loop's guard and unchecked copy
  Declarations,  ///< a body's bounds variables and temporaries
  Signature,     ///< a clone's signature, forwarder or declaration
  StaticInit,    ///< the table entries of static initialisers
  Form,          ///< a change of form only (a cast to void, parentheses)
};

/// The name --stats gives K.
const char *actionName(ActionKind K);

/// One thing the plan does, made by the edits that carry its index.
struct PlanAction {
  ActionKind Kind;
  const clang::Stmt *Node = nullptr; ///< what it rewrites; null for none
  unsigned Group = 0;                ///< the group of its edits
  int Check = -1;                    ///< its CheckAction, for a Check
};

/// A bounds source the plan relies on: what --stats counts it as ("array",
/// "bounds table load", "INIT: integer cast to pointer").
struct SourceAction {
  std::string Kind;
  unsigned Group = 0; ///< the group of the body it belongs to
};

class EditPlan {
public:
  /// Surrounds the tokens of E with Prefix and Suffix.
  void wrap(const clang::Expr *E, unsigned Depth, std::string Prefix,
            std::string Suffix);
  /// The same, made only where E's macro expansion is spelled out anyway
  /// (Edit::IfSpelledOut).
  void wrapIfSpelledOut(const clang::Expr *E, unsigned Depth,
                        std::string Prefix, std::string Suffix);
  /// wrap() where E is written in the file; wrapIfSpelledOut() where a
  /// macro writes it (text that only matters once the macro is spelled
  /// out, and must not cause that).
  void wrapAsWritten(const clang::Expr *E, unsigned Depth, std::string Prefix,
                     std::string Suffix);
  /// Surrounds the token range R with Prefix and Suffix.
  void wrapRange(clang::SourceRange R, unsigned Depth, std::string Prefix,
                 std::string Suffix);
  void insertBefore(clang::SourceLocation Tok, unsigned Depth,
                    std::string Text);
  /// The same, for text that opens (or closes) a wrap around Node: placed
  /// where Node's own text begins (ends), also when Node is spelled
  /// through a macro, so that it nests with the edits of Node's parts.
  void openAt(clang::SourceRange Node, unsigned Depth, std::string Text);
  void closeAt(clang::SourceRange Node, unsigned Depth, std::string Text);
  void insertAfter(clang::SourceLocation Tok, unsigned Depth,
                   std::string Text);
  void replaceToken(clang::SourceLocation Tok, std::string Text);
  /// Inserts Text at file location Loc (not in a macro expansion).
  void insertAt(clang::SourceLocation Loc, std::string Text);

  /// Edits planned from now on belong to group G (a function body, so that
  /// it can be left as written when its edits cannot be placed); 0 for
  /// edits that are always made.
  void setGroup(unsigned G) { Group = G; }
  /// Starts a unit (TempPool.h) unless one is open: the edits planned
  /// until endUnit get its number.  Returns what endUnit restores.
  unsigned beginUnit() {
    unsigned Outer = Unit;
    if (!Unit)
      Unit = ++Units;
    return Outer;
  }
  void endUnit(unsigned Outer) { Unit = Outer; }
  /// The texts of the edits planned since there were From, with their
  /// indices and units, for a body's last pass over its own text
  /// (TempPool.h); textAt(I) is edit I's again.
  void
  eachTextSince(size_t From,
                llvm::function_ref<void(size_t, const std::string &, unsigned)>
                    Fn) const {
    for (size_t I = From; I < Edits.size(); ++I)
      Fn(I, Edits[I].Text, Edits[I].Unit);
  }
  std::string &textAt(size_t I) { return Edits[I].Text; }
  /// The same plan without the edits of the groups Drop says to drop.
  EditPlan without(llvm::function_ref<bool(unsigned)> Drop) const;

  /// Records that bounds of kind Kind are used (made, or given up as INIT).
  void source(std::string Kind) { Sources.push_back({std::move(Kind), Group}); }
  /// The sources used, in planning order.
  const std::vector<SourceAction> &sources() const { return Sources; }

  /// Records an action of kind K on Node, made by the edits Make plans
  /// (an edit belongs to the innermost action planning it); one that plans
  /// no edit and no other action is not kept, unless it is a check.
  void act(ActionKind K, const clang::Stmt *Node,
           llvm::function_ref<void()> Make);
  /// The actions planned, in planning order.
  const std::vector<PlanAction> &actions() const { return Actions; }

  /// Records check A, an action made by the edits Make plans.
  void check(CheckAction A, llvm::function_ref<void()> Make);
  /// The checks planned, in planning order.
  const std::vector<CheckAction> &checks() const { return Checks; }
  /// The checks planned since there were From of them.
  llvm::ArrayRef<CheckAction> checksSince(size_t From) const {
    return llvm::ArrayRef<CheckAction>(Checks).drop_front(From);
  }
  /// Marks the checks planned since there were From of them as versioned.
  void markVersioned(size_t From);
  /// True when every edit planned since there were From edits makes a
  /// check, versions a loop, sets the flags of a loop's checks (a
  /// declarations action of a loop: UpwardPointers.h) or changes only the
  /// form of the text (a cast to void, a quiet region), all of which only
  /// the instrumented copy of a versioned loop needs.  With Loads, a
  /// bounds-table load is allowed too, its node (the load) added to Loads
  /// once.  So are the updates of bounds variables that the nodes Updates
  /// make (a for loop's init: p = a, or T *p = a; the versioned copy makes
  /// the counter's in its own way, and the others are of variables scoped
  /// to the loop).  With Captures, the capture of a value to make its bounds
  /// is allowed too (a field's narrowing), its node added to Captures once.
  bool onlyChecksOrVersionsSince(
      size_t From, std::vector<const clang::Stmt *> *Loads = nullptr,
      llvm::ArrayRef<const clang::Stmt *> Updates = {},
      std::vector<const clang::Stmt *> *Captures = nullptr) const;

  const std::vector<Edit> &edits() const { return Edits; }
  bool empty() const { return Edits.empty(); }

private:
  void add(Edit E);
  std::vector<Edit> Edits;
  std::vector<CheckAction> Checks;
  std::vector<SourceAction> Sources;
  std::vector<PlanAction> Actions;
  unsigned Group = 0;
  unsigned Unit = 0, Units = 0;
  int CurrentCheck = -1;
  int CurrentAction = -1;
};

} // namespace mpx

#endif
