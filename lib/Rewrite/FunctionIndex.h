//===- FunctionIndex.h - which functions have instrumented clones -*- C++ -*-===//
//
// Decides, once per translation unit and before any planning, how each
// function is called:
//  - Defined: defined in the main file and cloneable; calls use its clone.
//  - External: declared, not defined here, not from a system header;
//    presumed instrumented elsewhere, with a weak fallback clone emitted.
//  - Wrapped: a libc function the runtime provides a checked clone for,
//    named __mpxw_NAME (a program may define its own NAME, whose clone is
//    __mpxc_NAME).
//  - Plain: everything else; called as written, its result has INIT bounds.
// Only functions with a pointer parameter or a pointer result get clones.
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_FUNCTIONINDEX_H
#define MPX_REWRITE_FUNCTIONINDEX_H

#include "clang/AST/Decl.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include <string>

namespace mpx {
/// Function F's address as the hand-off area keys it, `const void *`
/// through an integer (ISO C has no function-to-object pointer cast).
inline std::string handoffAddress(llvm::StringRef F) {
  return "(const void *)(__UINTPTR_TYPE__)" + F.str();
}
} // namespace mpx

namespace mpx {

struct Context;

enum class CloneKind { Plain, Defined, External, Wrapped };

struct FunctionInfo {
  CloneKind Kind = CloneKind::Plain;
  std::string CloneName;
  /// The clone also takes the call's "file:line:col" and function name.
  bool TakesLocation = false;
};

class FunctionIndex {
public:
  void build(const Context &C);
  /// How calls to FD are made.
  const FunctionInfo &info(const clang::FunctionDecl *FD) const;
  bool isCloned(const clang::FunctionDecl *FD) const {
    return info(FD).Kind != CloneKind::Plain;
  }
  /// True when FD is named other than as the callee of a direct call.
  bool addressTaken(const clang::FunctionDecl *FD) const {
    return AddressTaken.count(FD->getCanonicalDecl());
  }
  /// How FD's entry is named in the hand-off area by a direct caller: its
  /// clone when it has one, else the function itself.
  std::string handoffKey(const clang::FunctionDecl *FD) const {
    return handoffAddress(isCloned(FD) ? info(FD).CloneName
                                       : FD->getName().str());
  }
  /// The clone's name for a function name.
  static std::string cloneName(llvm::StringRef Name) {
    return ("__mpxc_" + Name).str();
  }

private:
  CloneKind classify(const Context &C, const clang::FunctionDecl *FD) const;
  llvm::DenseMap<const clang::FunctionDecl *, FunctionInfo> Infos;
  llvm::DenseSet<const clang::FunctionDecl *> AddressTaken;
  FunctionInfo PlainInfo;
};

/// True when FD takes or returns a pointer that carries bounds.
bool hasBoundsInSignature(const clang::FunctionDecl *FD);

/// True when FD carries GCC's attribute Name (bnd_legacy, bnd_instrument).
bool hasBndAttr(const clang::Decl *D, llvm::StringRef Name);

/// True when the body of FD is to be instrumented at all.
bool isInstrumented(const Context &C, const clang::FunctionDecl *FD);

/// Why a function defined in the main file cannot be cloned, or "".
std::string whyNotCloneable(const Context &C, const clang::FunctionDecl *FD);

} // namespace mpx

#endif
