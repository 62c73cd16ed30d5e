//===- CallPlanner.h - calls: clones, hand-offs, libc, formats --*- C++ -*-===//
//
// Plans the rewrite of every call of one body, once per call:
//  - a direct call of a function with a clone passes its pointer arguments'
//    bounds and takes back its result's (CallPlanner.cpp);
//  - a call through a pointer, or of a function taking its bounds through
//    the hand-off area, hands them off (CallPlanner.cpp);
//  - a libc call listed in LibcTable.cpp is checked in place (Libc.cpp),
//    a printf- or scanf-family call goes through the runtime's checked
//    wrapper (FormatCalls.cpp);
//  - va_start, va_copy and va_end keep the va_list registry (VaLists.cpp).
// Arguments whose bounds are needed after they are evaluated are held in
// temporaries, in C's order (HeldArgs.cpp).
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_CALLPLANNER_H
#define MPX_REWRITE_CALLPLANNER_H

#include "Rewrite/BoundsPlanner.h"
#include "Rewrite/LibcText.h"
#include "llvm/ADT/DenseMap.h"
#include <string>
#include <vector>

namespace mpx {

/// True for a libc function whose calls LibcTable.cpp checks.
bool isCheckedLibcFunction(const Context &C, const clang::FunctionDecl *FD);
/// The libc function FD is, by name: its own, or X for the builtin
/// __builtin_X (the compilers' spelling of memcpy, strlen and the rest,
/// which projects and headers call directly).
llvm::StringRef libcName(const clang::FunctionDecl *FD);

/// True for a printf- or scanf-family function, whose calls go through the
/// runtime's checked wrappers (FormatCalls.cpp).
bool isFormatFunction(const Context &C, const clang::FunctionDecl *FD);

/// How a call's argument is held in a temporary (HeldArgs.cpp).
struct ArgHold {
  clang::QualType Type;     ///< the temporary's type; null for __auto_type
  std::string Bounds;       ///< bounds kept beside it, "" for none
  bool MaybeUnused = false; ///< the temporary may go unread
};
/// The names of a held argument's temporary and of its bounds' ("").
struct HeldArg {
  std::string Value, Bounds;
  std::string Passed; ///< what the call passes: Value, or a null constant
};

class CallPlanner : public BodyPlanner {
public:
  CallPlanner(BodyState &Body, BoundsPlanner &Bounds)
      : BodyPlanner(Body), Bounds(Bounds) {}
  /// Plans the call's rewrite once; returns the temporary holding the
  /// result's bounds, or "" when the call is left as written or returns no
  /// pointer.
  std::string rewriteCall(const clang::CallExpr *CE);
  /// alloca(n): [p, p + n - 1], with n evaluated once.
  BoundsRef allocaBounds(const clang::CallExpr *CE);
  // VaLists.cpp
  /// Plans va_start, va_copy and va_end; false for another call.
  bool planVaListCall(const clang::CallExpr *CE);
  BoundsRef vaArgBounds(const clang::VAArgExpr *E);

private:
  std::string planCloneCall(const clang::CallExpr *CE);
  bool planHoistedCall(const clang::CallExpr *CE,
                       const std::vector<BoundsRef> &ArgBounds,
                       const std::string &Clone, const std::string &Tail);
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
  bool literalFormatArg(const clang::CallExpr *CE, unsigned I);
  std::string writtenFormatArg(const clang::CallExpr *CE, unsigned I) const;

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
  bool isNullPointer(const clang::Expr *Arg) const;
  /// The type of the temporary holding Arg, passed for a parameter of type
  /// Param: Param, or the member's for a transparent union (passedValue).
  static clang::QualType heldType(clang::QualType Param,
                                  const clang::Expr *Arg);
  /// True when every held type and Result can be declared with the
  /// function's temporaries (the comma form).
  bool heldTypesSpellable(const std::vector<ArgHold> &Holds,
                          clang::QualType Result) const;

  // Libc.cpp
  std::string planLibcCall(const clang::CallExpr *CE);
  void libcCallUnchecked(const clang::CallExpr *CE);
  std::string libcCallEnd(const clang::CallExpr *CE, const libc::Function &F,
                          const libc::CallNames &Names, bool Comma,
                          const std::string &Result);
  std::string libcArgAsWritten(const clang::CallExpr *CE, unsigned I,
                               const std::string &Temp) const;

  // FormatCalls.cpp
  std::string planFormatCall(const clang::CallExpr *CE);
  std::string earlyFormatHandoff(const clang::Expr *A, const std::string &Self);

  // VaLists.cpp
  std::string vaListKey(const clang::Expr *List) const;

  BoundsPlanner &Bounds;
  /// The temporary of each call's result bounds (each planned once).
  llvm::DenseMap<const clang::CallExpr *, std::string> CallResults;
};

} // namespace mpx

#endif
