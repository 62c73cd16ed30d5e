//===- Emitter.h - applying an edit plan to the main file -------*- C++ -*-===//
//
// The only code that produces output text.  The output is the main file
// with every #include of a project header replaced by that header's own
// rewritten text (ProjectFiles.h); each file's edits are applied to its
// text.  Each edit is placed in one of two ways:
//  1. in place: its anchor is a file token, or the edited node's token range
//     maps to one contiguous file range (Lexer::makeFileCharRange) in an
//     invocation that neither stringises nor pastes, and no other expansion
//     of the same argument maps there;
//  2. otherwise the outermost macro invocation around it becomes a region,
//     replaced by its expanded tokens (from the TokenLog) with the edits
//     inserted at their tokens, padded with the original newlines so that
//     later lines keep their numbers.
// In-place edits strictly inside a region join the region.  Edits at one
// offset go: closing texts (inner first), top-level insertions, opening
// texts (outer first), then replacements.  An edit that cannot be placed is
// an error: no partial output is produced.
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_EMITTER_H
#define MPX_REWRITE_EMITTER_H

#include "Rewrite/EditPlan.h"
#include "Rewrite/TokenLog.h"
#include "llvm/Support/Error.h"
#include <string>

namespace clang {
class SourceManager;
class LangOptions;
} // namespace clang

namespace mpx {

class ProjectFiles;

/// Applies Plan to the main file of SM and the project headers it
/// includes; returns the new text.
llvm::Expected<std::string> emitMainFile(const EditPlan &Plan,
                                         const TokenLog &Tokens,
                                         const ProjectFiles &Files,
                                         const clang::SourceManager &SM,
                                         const clang::LangOptions &LO);

} // namespace mpx

#endif
