//===- NeighbourChecks.h - one check of an element's fields -*- C++ -*-===//
//
// Accesses to neighbouring fields through one pointer (`p->val` then
// `p->next` in a list walk, `pc->op` then `pc->arg`) test the same element
// of p's object against the same bounds.  When an element of a variable p
// (a local or parameter whose address is not taken, not one CoveredChecks
// covers at entry) is reached at two fields or more in a body, the first
// access planned through it becomes a *leader*: its check tests the bytes
// of the element the body reaches (from the first field read or written to
// the end of the last), into a flag, and checks its own access only when
// that test fails.  A later access to the same element, against the same
// bounds, that the leader runs before on every path with p unchanged in
// between, is a *member*: it is checked only when the flag says the element was
// not covered, so an access really out of bounds still reports at its own line.
//   leader:  (*(T *)__mpx_check_rpc(&(p->val), 4, B, site,
//                                   (nb1 = __mpx_covers(p, 16, B))))
//   member:  (*(T *)__mpx_check_rpc(&(p->next), 8, B, site, nb1))
// Every leader of an element assigns the same flag, so a member is right
// whichever leader ran last: all of them tested the same p and bounds.
// C leaves the order of evaluation inside an expression open, so a member
// is never in the outermost expression holding its leader (the compiler
// might run the member first, reading a flag a leader set for another p in
// an earlier iteration), and no expression both assigns a flag and uses it
// elsewhere (unsequenced): such an access is checked on its own.
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_NEIGHBOURCHECKS_H
#define MPX_REWRITE_NEIGHBOURCHECKS_H
#include "Rewrite/DominatedChecks.h"
#include "Rewrite/PointeeElements.h"
#include "clang/AST/ParentMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

namespace mpx {

/// The neighbour covers of one body.
class NeighbourChecks {
public:
  /// Skip: the variables another cover handles (invariant ones).
  NeighbourChecks(const clang::FunctionDecl *FD, const clang::ASTContext &AST,
                  DominatedChecks &Dominated, VarFilter Skip);

  /// How the check of LV against Bounds takes part.
  struct Role {
    /// The flag argument: a leader's assignment, a member's flag, or "".
    std::string Flag;
    bool Leader = false;
  };
  /// Bounds must be the pointer variable's own (OwnBounds: its shadow),
  /// the only ones a cover tests.  NewName names a flag the first time one
  /// is needed.
  Role roleOf(const clang::Expr *LV, const std::string &Bounds,
              llvm::function_ref<std::string(const clang::VarDecl *)> OwnBounds,
              llvm::function_ref<std::string()> NewName);

  /// The flags' declarations, for the body's start.
  std::string declarations() const;

private:
  struct Group {
    std::string Flag;
    /// Each leader and its outermost expression.
    std::vector<std::pair<const clang::Expr *, const clang::Stmt *>> Leaders;
    /// The outermost expressions holding a leader, holding any use.
    std::set<const clang::Stmt *> LeaderIn, UsedIn;
  };
  const clang::Stmt *outermostExpression(const clang::Expr *E);

  const clang::FunctionDecl *FD;
  const clang::ASTContext &AST;
  DominatedChecks &Dominated;
  std::unique_ptr<clang::ParentMap> Parents;
  /// The elements reached at two fields or more, with the bytes reached of
  /// each.
  std::map<PointeeElement, ByteRange> Repeated;
  /// Per element and bounds, in the order the flags were named.
  std::map<std::pair<PointeeElement, std::string>, Group> Groups;
  std::vector<std::string> Flags;
};

} // namespace mpx

#endif
