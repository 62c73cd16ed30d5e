//===- SlotCache.h - pointer slots whose bounds stay in locals --*- C++ -*-===//
//
// A pointer held in memory normally costs a bounds-table load at every read
// and a table store at every write.  When a function reads and writes the
// same slot again and again (`vm->sp` through a parameter `vm` it never
// changes, `L->top.p` a member of a member, a global `cursor`), the
// analysis here picks that slot, and the
// planners route its table operations through a local cache: the pointer
// value last loaded or stored with its bounds.  A load whose value equals
// the cached one takes the cached bounds; any other value goes to the table
// (so memory rewritten by uninstrumented code still gives what the table
// gives).  A store refreshes the cache; where nothing else in the body may
// load the slot, the table entry is written only before the next call and
// when the function returns (a flush), otherwise at once.
//
// What the value test cannot see is an instrumented store of the same value
// with other bounds (a callee's realloc returning the same block, larger).
// So every call that may write memory forgets the caches after it returns,
// and a slot is not cached in a function that stores a pointer through
// another lvalue that may be the slot (the same field through another base,
// a field of another struct at the same offset and of the same type, any
// other lvalue of its type or of a void or character pointer type), writes
// another member of a union the slot is in (`L->top.offset`), copies a
// struct holding pointers into an object of a type the slot may be in, or
// contains inline assembly, OpenMP, setjmp, compound literals or a struct
// copy through a pointer cast.
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_SLOTCACHE_H
#define MPX_REWRITE_SLOTCACHE_H
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <map>
#include <vector>

namespace mpx {

/// The definition a call of F runs for certain: F's, with its body, unless
/// the link may put another in its place (a weak definition, which a strong
/// one in another file replaces); null when there is none such.
const clang::FunctionDecl *knownDefinition(const clang::FunctionDecl *F);

/// What a function body does to pointers in memory, as the caches of its
/// callers see it (SlotCacheCalls.cpp): the pointer lvalues it stores to
/// and loads, the other members it writes, the structs holding pointers it
/// copies to and from, and the functions it calls.  Unknown: anything
/// (inline assembly, a call of a function without a body here, ...).
struct SlotEffects {
  bool Unknown = false;
  std::vector<const clang::Expr *> Stores, Loads, Writes, RecordWrites, Copied;
  std::vector<const clang::FunctionDecl *> Callees;
};

/// The slots of one function body whose bounds are cached, numbered 0...
class SlotCaches {
public:
  /// A slot: a member reached from a local variable the body never
  /// changes (Base, the fields from the outermost inward: `B->f`,
  /// `B->f.g.h`, `s.f.g` for a local struct `s`), or a variable with
  /// static storage (Var, no fields).
  struct Key {
    const clang::ValueDecl *Base = nullptr;
    std::vector<const clang::FieldDecl *> Path;
    bool operator<(const Key &O) const {
      return Base != O.Base ? Base < O.Base : Path < O.Path;
    }
    bool operator==(const Key &O) const {
      return Base == O.Base && Path == O.Path;
    }
    bool operator!=(const Key &O) const { return !(*this == O); }
  };

  /// Analyses FD's body.  AddressTaken holds the variables whose address
  /// the body takes; InMemory says whether a pointer lvalue is kept in the
  /// bounds table (not a local with shadow bounds); Alone, for each of
  /// the given accesses, whether on every path it runs without another
  /// (nor itself round a loop) before or after it.  A slot none of whose
  /// accesses runs after another (read once on every path, in branches
  /// that exclude each other) gains nothing from a cache, whose set-up and
  /// miss cost more than a table load; nor does an access alone in a
  /// cached slot (`ci->func.p` read once on one path, twice on another),
  /// which goes to the table: no held-back store runs before it and no
  /// access after it uses the cache.
  static SlotCaches find(
      const clang::FunctionDecl *FD, const clang::ASTContext &AST,
      const llvm::DenseSet<const clang::VarDecl *> &AddressTaken,
      llvm::function_ref<bool(const clang::Expr *)> InMemory,
      llvm::function_ref<std::vector<bool>(llvm::ArrayRef<const clang::Stmt *>)>
          Alone);

  /// The cache of the slot lvalue LV reads or writes, or -1 (also for an
  /// access that runs alone, which goes to the table).
  int indexOf(const clang::Expr *LV) const;
  /// True when cache I may hold its slot's table entry back until the
  /// next call or the return: nothing else in the body loads a pointer
  /// that may be that slot.
  bool deferred(unsigned I) const { return Deferred[I]; }
  /// True when every access of cache I's slot in the body goes through
  /// the cache (none runs alone, straight to the table).
  bool allCached(unsigned I) const { return !AnyAlone[I]; }
  /// Cache I's slot.
  const Key &key(unsigned I) const { return Keys[I]; }
  /// The cache of slot K, or -1.
  int indexOfKey(const Key &K) const {
    auto It = Index.find(K);
    return It == Index.end() ? -1 : int(It->second);
  }
  /// The number of slots cached.
  unsigned size() const { return Count; }
  bool empty() const { return Count == 0; }
  /// True for a call after which the caches must be forgotten.
  static bool mayWriteMemory(const clang::ASTContext &AST,
                             const clang::CallExpr *CE);
  /// What FD's own body does (not its callees').
  static SlotEffects effectsOf(const clang::FunctionDecl *FD,
                               const clang::ASTContext &AST);
  /// What code may do to a cache's slot: anything, or write it (store a
  /// pointer, write over it, copy a struct onto or from it).
  enum class Touch { Any, Written };
  /// True when code doing E may read or write cache I's slot (Any), or
  /// write it (Written): a call that only loads the slot needs the cache
  /// flushed before it, not forgotten after it, since it leaves the slot's
  /// value and table entry as they were.
  bool touchedBy(unsigned I, const SlotEffects &E,
                 const clang::ASTContext &AST, Touch Only = Touch::Any) const;

private:
  std::map<Key, unsigned> Index;
  /// Accesses of cached slots that run alone (find's Alone).
  llvm::DenseSet<const clang::Expr *> AloneUses;
  std::vector<Key> Keys; ///< by index
  std::vector<clang::QualType> Types;
  std::vector<bool> Deferred;
  std::vector<bool> AnyAlone; ///< by index: one of its accesses runs alone
  unsigned Count = 0;
};

/// What a call may do, through its callee and everything that calls in
/// turn: Unknown for an indirect call, a callee without a body here, or
/// more than a few functions deep. Gathered once per callee in a file
/// (a body calling f a hundred times gathers f's closure once), from each
/// function's own effects, scanned once per file (the closures of many
/// callees share their functions).
class CallEffects {
public:
  explicit CallEffects(const clang::ASTContext &AST) : AST(AST) {}
  const SlotEffects &of(const clang::CallExpr *CE);
  /// True when CE may write memory its caller can see: false for const
  /// and pure builtins and for a callee whose body, and those of all it
  /// calls (here, a few deep), stores to nothing but its own locals and
  /// holds no inline assembly.
  bool writesMemory(const clang::CallExpr *CE);

private:
  SlotEffects gather(const clang::FunctionDecl *Def);
  const SlotEffects &own(const clang::FunctionDecl *F);
  bool bodyWrites(const clang::FunctionDecl *Def, unsigned Depth);
  const clang::ASTContext &AST;
  /// bodyWrites' answers, by definition (true while one is being found).
  llvm::DenseMap<const clang::FunctionDecl *, bool> Writers;
  llvm::DenseMap<const clang::FunctionDecl *, SlotEffects> ByCallee;
  /// Each function's own effects, by function.
  llvm::DenseMap<const clang::FunctionDecl *, SlotEffects> OwnEffects;
  SlotEffects Unknown{true, {}, {}, {}, {}, {}, {}};
};

/// The slot LV names, or a key with a null base when it is not one.
SlotCaches::Key slotKey(const clang::Expr *LV);

} // namespace mpx

#endif
