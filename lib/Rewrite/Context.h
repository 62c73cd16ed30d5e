//===- Context.h - what every planning step of one file shares -*- C++ -*-===//
//
// Bundles the AST, the source manager, the options, the edit plan being
// built, the statistics and the diagnostics sink of one translation unit,
// so that planners take one argument instead of eight.
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_CONTEXT_H
#define MPX_REWRITE_CONTEXT_H

#include "Rewrite/Activity.h"
#include "Rewrite/CheckMap.h"
#include "Rewrite/EditPlan.h"
#include "Rewrite/NameAllocator.h"
#include "Rewrite/Options.h"
#include "Rewrite/ProjectFiles.h"
#include "Rewrite/SiteTable.h"
#include "Rewrite/Stats.h"
#include "Rewrite/TokenLog.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Type.h"
#include <string>

namespace mpx {

class FunctionIndex;
class CallEffects;
class HandedCaches;

struct Context {
  clang::ASTContext &AST;
  const clang::SourceManager &SM;
  const RewriteOptions &Opts;
  const TokenLog &Tokens;
  const ProjectFiles &Files;
  const FunctionIndex &Fns;
  EditPlan &Plan;
  RewriteStats &Stats;
  /// The main file's name as the user wrote it (clang sees it absolute).
  std::string MainName;
  /// Every local or static name the output invents.
  NameAllocator &Names;
  /// What the tool is doing, for reports of internal failures.
  Activity &Now;
  /// The rows of the output's site table.
  SiteTable &Sites;
  /// What became of each access (--check-report).
  CheckMap &Map;
  /// What calls may do to a body's slot caches, per callee.
  CallEffects &Effects;
  /// The slot caches each inlined helper takes from its callers.
  HandedCaches &Handed;

  /// Emits a clang-style warning at Loc.
  void warn(clang::SourceLocation Loc, llvm::StringRef Msg) const;
  /// The site argument of a check at Loc's expansion in FD, whose bounds
  /// come from From: "&__mpx_sites[I]", or the row as a compound literal
  /// in an inline function with external linkage (SiteTable.h).
  SiteRef site(clang::SourceLocation Loc, const clang::FunctionDecl *FD,
               BoundsOrigin From = BoundsOrigin::Other,
               llvm::StringRef Object = "",
               llvm::StringRef FromDetail = "") const;
  /// The source text of E's expansion, shortened to about Max characters.
  std::string textOf(const clang::Expr *E, size_t Max = 40) const;
  /// "f.c:12": the file and line of Loc's expansion, as reports name them.
  std::string where(clang::SourceLocation Loc) const;
  /// What a report calls VD: "local array 'buf' of main, declared at
  /// f.c:12".
  std::string describeObject(const clang::VarDecl *VD) const;
  /// The name of the output's site table.
  std::string siteTableName() const;
  /// The file location of Loc's expansion: where top-level text goes.
  clang::SourceLocation topLoc(clang::SourceLocation Loc) const;
  /// "\n#line N \"file\"\n": the text after it is on Loc's line again.
  std::string lineDirective(clang::SourceLocation Loc) const;
  /// True when file location A comes before B in the translation unit.
  bool before(clang::SourceLocation A, clang::SourceLocation B) const;
  /// T spelled as a declaration of Name ("" for an abstract declarator), or
  /// "" when T cannot be spelled here (an unnamed struct, say).  Written In
  /// a function's body, without the typedef names that one of its
  /// parameters or locals may hide (`typedef struct node node;` and a
  /// parameter `node`): as the types they name.
  std::string declare(clang::QualType T, llvm::StringRef Name,
                      const clang::FunctionDecl *In = nullptr) const;
  /// declare() for a declaration at the start of FD's body, before any
  /// type the body declares: "" when T needs one (a struct the body
  /// defines); written without typedef names the body declares or FD's
  /// parameters hide.
  std::string declareAtTop(clang::QualType T, llvm::StringRef Name,
                           const clang::FunctionDecl *FD) const;
};

/// True for pointers that carry bounds: object pointers, not function
/// pointers.
bool carriesBounds(clang::QualType T);

/// True when E holds a compound literal outside any statement expression:
/// spelling E again makes another object.  (Not the one clang makes of an
/// argument passed to a transparent union parameter.)
bool holdsCompoundLiteral(const clang::Expr *E);

/// The value an argument is written as: Arg itself, or, for an argument
/// passed to a transparent union parameter (glibc's `__SOCKADDR_ARG` of
/// recvfrom, under _GNU_SOURCE), the operand of the union clang makes of
/// it, whose type is the member's (a pointer a temporary can hold, whose
/// bounds the argument has).
const clang::Expr *passedValue(const clang::Expr *Arg);

/// True for a function that may return twice (setjmp, vfork: declared
/// returns_twice, or a name holding "setjmp", whose declaration may lack
/// the attribute).
bool returnsTwice(const clang::FunctionDecl *F);

/// True when Body calls a function that may return twice.
bool callsReturnsTwice(const clang::Stmt *Body);

/// Escapes S for use inside a C string literal.
std::string cString(llvm::StringRef S);

} // namespace mpx

#endif
