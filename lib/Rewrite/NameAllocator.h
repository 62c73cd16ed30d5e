//===- NameAllocator.h - names the output invents, never the program's -*- C++
//-*-===//
//
// One allocator per translation unit knows every identifier the file and its
// headers use (the preprocessor's identifier table: every identifier token
// it lexed, macro names included) and every name it has handed out, and
// never hands out one of them.  Every local or file-static name the
// rewriter invents (shadow bounds, temporaries, bounds parameters, once
// flags, the static constructor) comes from here.  Names that must be the
// same in every file (clones __mpxc_NAME, the runtime's __mpx_* API) do not.
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_NAMEALLOCATOR_H
#define MPX_REWRITE_NAMEALLOCATOR_H

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSet.h"
#include <string>

namespace clang {
class IdentifierTable;
}

namespace mpx {

class NameAllocator {
public:
  NameAllocator() = default;
  /// Knows every identifier in Idents.
  explicit NameAllocator(const clang::IdentifierTable &Idents);
  /// Marks Name as used by the program.
  void reserve(llvm::StringRef Name) { Taken.insert(Name); }
  /// Stem followed by a number: a name never used nor handed out before.
  std::string fresh(llvm::StringRef Stem);
  /// Name itself, or Name with a numbered suffix when the program uses
  /// Name; the same answer for the same Name all through the file (for
  /// names that several places of the output must agree on).
  std::string fixed(llvm::StringRef Name);

private:
  llvm::StringSet<> Taken;
  llvm::StringMap<std::string> Fixed;
  llvm::StringMap<unsigned> Next; ///< stem -> last number tried
};

} // namespace mpx

#endif
