//===- SiteTable.h - one row per check site, one table per file -*- C++ -*-===//
//
// Every check and every checked call names its place in the source through
// a row of a static table the output defines once, after the runtime
// header:
//   static const __mpx_site __mpx_sites[N] = {{"f.c", "main", 12, 5, ...}};
// and passes &__mpx_sites[I], one pointer, where it used to pass two string
// literals.  A row holds the presumed file, the enclosing function, line,
// column and where the checked bounds came from (the analysis' BoundsOrigin),
// which is what the report path prints; rows are shared by identical sites.
// An inline function with external linkage may not refer to a static object
// (C11 6.7.4p3), so its sites are compound literals of the same type.
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_SITETABLE_H
#define MPX_REWRITE_SITETABLE_H

#include "Rewrite/EditPlan.h"
#include "llvm/ADT/StringRef.h"
#include <map>
#include <string>
#include <tuple>
#include <vector>

namespace mpx {

/// One place in the source a check reports.
struct Site {
  std::string File; ///< presumed file name (after #line), unescaped
  std::string Func; ///< the enclosing function
  unsigned Line = 0, Col = 0;
  BoundsOrigin From = BoundsOrigin::Other;
  /// The object whose bounds are checked, when known: "local array 'buf'
  /// of main, declared at f.c:12"; "" when not.
  std::string Object;
  /// Where the bounds last came from, when no object is known: "'n->next'
  /// read at f.c:12", "the call of 'mk' at f.c:3", "parameter 'p' of f".
  std::string FromDetail;
};

class SiteTable {
public:
  /// The index of S's row, adding it if it is new.
  unsigned add(const Site &S);
  const std::vector<Site> &rows() const { return Rows; }
  /// The table's definition, named Name; "" when it has no rows.
  std::string definition(llvm::StringRef Name) const;

private:
  std::vector<Site> Rows;
  std::map<std::tuple<std::string, std::string, unsigned, unsigned,
                      BoundsOrigin, std::string, std::string>,
           unsigned>
      Index;
};

/// A site as a check uses it: the argument it passes, and its row (-1
/// when the argument is a compound literal).
struct SiteRef {
  std::string Arg;
  int Row = -1;
};

/// S's initialiser, "{\"f.c\", \"main\", 12, 5, __MPX_FROM_SHADOW}", with
/// the object's description as a sixth member when there is one.
std::string siteInitialiser(const Site &S);

} // namespace mpx

#endif
