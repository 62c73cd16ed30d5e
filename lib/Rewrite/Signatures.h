//===- Signatures.h - clones, forwarders, prototypes, fallbacks -*- C++ -*-===//
//
// Plans the file-level edits of calls between instrumented code
// (docs/design.md, "Calls: clones and forwarders"):
//  - a definition with a clone is renamed __mpxc_NAME and gets one bounds
//    parameter per pointer parameter, plus __mpx_rb for a pointer result;
//  - after it, the original symbol is defined again with its own signature
//    (its declaration text copied, with its visibility), forwarding the
//    bounds found in the hand-off area or INIT (exact ones for main's argv
//    and envp); the clone is hidden (never crosses a shared object);
//  - before the first function that calls a clone not yet declared, a
//    prototype (defined here) or a weak hidden fallback clone (external:
//    calls the original, the bounds in the hand-off area);
//  - before an external clone's definition that no prototype precedes, one
//    (as -Wmissing-prototypes wants of every external definition);
//  - a weak definition keeps its meaning: a strong definition elsewhere,
//    instrumented or not, overrides it for every caller.
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_SIGNATURES_H
#define MPX_REWRITE_SIGNATURES_H

#include "Rewrite/Context.h"
#include "clang/AST/Decl.h"
#include <map>
#include <vector>

namespace mpx {

/// Name of the bounds parameter of P in its function's clone.
std::string boundsParamName(NameAllocator &Names, const clang::ParmVarDecl *P);

/// True when FD is a weak definition of an external function, which
/// another definition may override at link time.
bool isWeakDefinition(const clang::FunctionDecl *FD);

class SignaturePlanner {
public:
  explicit SignaturePlanner(Context &C) : C(C) {}
  /// Renames definition FD to its clone and plans its forwarder.
  void planDefinition(const clang::FunctionDecl *FD);
  /// Notes that a function starting at file location Top calls FD's clone.
  void noteUse(const clang::FunctionDecl *FD, clang::SourceLocation Top);
  /// Plans the prototypes and weak fallbacks the noted uses need.
  void planDeclarations();

private:
  std::string cloneHead(const clang::FunctionDecl *FD, bool Named,
                        llvm::StringRef Name = "") const;
  std::string weakHelpers(const clang::FunctionDecl *FD) const;
  std::string overridePrologue(const clang::FunctionDecl *FD) const;
  std::string weakForwarder(const clang::FunctionDecl *FD) const;
  std::string forwarder(const clang::FunctionDecl *FD) const;
  std::string originalPrototype(const clang::FunctionDecl *FD) const;
  std::string weakFallback(const clang::FunctionDecl *FD) const;
  void planClonePrototype(const clang::FunctionDecl *Def);

  Context &C;
  std::map<const clang::FunctionDecl *, clang::SourceLocation> FirstUse;
  std::vector<const clang::FunctionDecl *> Defined; ///< cloned definitions
};

} // namespace mpx

#endif
