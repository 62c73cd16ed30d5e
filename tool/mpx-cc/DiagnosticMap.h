//===- DiagnosticMap.h - compiler messages back to the user's columns -*- C++ -*-===//
//
// The real compiler sees the rewritten source, whose #line directives keep
// file names and line numbers but not columns: a rewritten line is longer.
// mapDiagnostics() rewrites the compiler's text diagnostics so that they
// point where the user wrote: each `FILE:LINE:COL:` of a rewritten line
// gets the column of the same token in the original line (inserted code:
// the nearest original token, the next one first, as wrappers begin before
// the expression they wrap), the source line shown under it is the
// original's with the caret at that column (label and fix-it lines, which
// were placed for the rewritten text, are dropped), and the temporary
// file's own name gives way to the source's.
//
//===----------------------------------------------------------------------===//
#ifndef MPX_CC_DIAGNOSTICMAP_H
#define MPX_CC_DIAGNOSTICMAP_H

#include "llvm/ADT/StringRef.h"
#include <string>

namespace mpxcc {

/// \p Stderr, the compiler's messages on \p Rewritten (the rewritten
/// source, in a temporary file), mapped back to \p Source (the user's file,
/// as named on the command line) and to the files its #line directives
/// name.
/// \p DisplayColumns: the compiler counts columns as displayed (GCC 11
/// and later: a tab to the next multiple of 8, a UTF-8 character as one),
/// not in bytes (Clang).
std::string mapDiagnostics(llvm::StringRef Stderr, llvm::StringRef Rewritten,
                           llvm::StringRef Source, bool DisplayColumns);

/// The column (1-based, in bytes) in \p Original of what column \p Col of
/// \p RewrittenLine shows: the tokens of both lines are matched (their
/// longest common subsequence), and a column in inserted text goes to the
/// next matched token, else the previous one.  0 when nothing matches.
unsigned mapColumn(llvm::StringRef RewrittenLine, llvm::StringRef Original,
                   unsigned Col);

} // namespace mpxcc

#endif
