//===- LibcText.h - a libc record as C for one call -------------*- C++ -*-===//
//
// Turns the record of a checked libc function (LibcTable.h) into the C
// statements that run around one call of it, given the names of the call's
// operand temporaries.  The only place that knows the runtime's libc
// helpers by name.
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_LIBCTEXT_H
#define MPX_REWRITE_LIBCTEXT_H

#include "Rewrite/LibcTable.h"
#include <string>
#include <vector>

namespace mpx::libc {

/// One call's operands, as the generated code names them.
struct CallNames {
  std::vector<std::string> Args;    ///< the arguments' temporaries
  std::vector<std::string> Bounds;  ///< their bounds ("" when not computed)
  std::string Result;               ///< the result's temporary, "" for void
  std::string Saved;                ///< the __mpx_bnd variable of Saved
  std::string Loc;                  ///< the call's site argument (SiteTable.h)
  bool Reads = true, Writes = true; ///< which accesses are checked
};

/// One thing done around the call: Expr, evaluated when Guard ("" for
/// always) holds.
struct Step {
  std::string Guard;
  std::string Expr;
};

/// What runs before the call: Saved's assignment, then the checks.
std::vector<Step> beforeSteps(const Function &F, const CallNames &N);
/// The runtime helper's call that checks the call's reads and gives its
/// result, replacing the call ("" when the call itself runs).
std::string yieldingCall(const Function &F, const CallNames &N);
/// What runs after it: table effects, checks of what scanf received.
std::vector<Step> afterSteps(const Function &F, const CallNames &N);
/// Steps as statements: "if (G) E; E2;".
std::string asStatements(const std::vector<Step> &Steps);
/// Bounds B for this call, an expression of type __mpx_bnd ("" for None).
std::string boundsText(const Bounds &B, const CallNames &N);
/// True when F uses the bounds of its argument I.
bool usesArgBounds(const Function &F, unsigned I);

/// Every record as a Markdown table row, with the operands named a0, a1...
/// (their bounds b0, b1..., the result r, Saved t, the location loc).
std::string markdownTable();

} // namespace mpx::libc

#endif
