//===- MacroView.h - project files see the real compiler's macros -*- C++
//-*-===//
//
// The rewritten file is compiled by another compiler, so the rewriter must
// take the #if branches that compiler takes.  System headers, though, are
// parsed as clang sees them: glibc's headers, told they are read by GCC 12,
// use types clang lacks (_Float32, _Float128...).  So the identity and
// predefined macros depend on where they are read:
//  - in project files (not system headers), those of the compiler view
//    (CompilerProbe.h): its __GNUC__, __VERSION__..., and none of clang's
//    own (__clang__, __clang_major__, __llvm__...);
//  - in system headers, clang's.
// The compiler's definitions are added to the predefines buffer before the
// command line's (so -D and -U still win), and the preprocessor's macro
// state is switched at every change between a project file and a system
// header.  A managed macro that a file defines or undefines is left to it
// from then on.  __has_builtin of a clang builtin is the compiler's answer
// in a project file (the probe lists the `__builtin_*` functions it
// denies); __has_attribute and the other kin are clang's answers, warned
// about in a project file.
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_MACROVIEW_H
#define MPX_REWRITE_MACROVIEW_H

#include "Rewrite/Activity.h"
#include "Rewrite/CompilerProbe.h"
#include "clang/Frontend/CompilerInstance.h"

namespace mpx {

/// Shows the project files of the file CI parses the macros of the
/// compiler view its command names (-plugin-arg-mpx-rewrite), if any.
/// False, with an error reported, if the named view cannot be read.  The
/// callbacks mark themselves in Now (they run while clang parses).
bool installMacroView(clang::CompilerInstance &CI, Activity &Now);

} // namespace mpx

#endif
