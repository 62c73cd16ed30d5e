//===- TokenLog.h - the main file's tokens as the parser saw them -*- C++ -*-===//
//
// Records, while the file is parsed, every token the preprocessor hands to
// the parser whose expansion lies in an instrumented file (the main file and
// its project headers, ProjectFiles.h: file tokens and the tokens of macro
// expansions), with its spelling.  The emitter walks it to
// rewrite a macro invocation as its expanded text, and the planner uses it to
// find the token after an expression (a comma, a parenthesis).  Also records
// which macro invocations stringise or paste (`#`, `##`), where inserting
// text into an argument would change the program.  A _Pragma operator, which
// the parser never sees, is logged as its text where it was expanded.
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_TOKENLOG_H
#define MPX_REWRITE_TOKENLOG_H

#include "Rewrite/Activity.h"
#include "Rewrite/Options.h"
#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Allocator.h"
#include "llvm/Support/StringSaver.h"
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace clang {
class Preprocessor;
class SourceManager;
} // namespace clang

namespace mpx {

class ProjectFiles;

struct LoggedToken {
  clang::SourceLocation Loc;
  /// The offset of its expansion location in the file that location is in
  /// (its own offset for a token spelled in a file).
  unsigned ExpansionOffset = 0;
  /// Into the source buffer or identifier table that holds it, or the
  /// log's own copy (a spelling clang had to clean, a _Pragma's text, a
  /// builtin macro's name).
  llvm::StringRef Spelling;
};

class TokenLog {
public:
  /// Starts recording the tokens of Files' instrumented files; call from
  /// CreateASTConsumer.  Now learns of every token; Opts may ask for a
  /// failure on purpose (DebugCrash.h).
  void attach(clang::Preprocessor &PP, const ProjectFiles &Files, Activity &Now,
              const RewriteOptions &Opts);

  /// Index of the token at Loc, or -1.
  int indexOf(clang::SourceLocation Loc) const;
  /// The token after the one at Loc, or an invalid location.
  clang::SourceLocation next(clang::SourceLocation Loc) const;
  const std::vector<LoggedToken> &tokens() const { return Tokens; }
  /// True when the token at Loc was logged and is spelled Text.
  bool is(clang::SourceLocation Loc, llvm::StringRef Text) const {
    int I = indexOf(Loc);
    return I >= 0 && Tokens[I].Spelling == Text;
  }

  /// True when file location Loc lies in a macro invocation whose macro
  /// (or a macro it expands) uses `#` or `##`.
  bool inHashingInvocation(const clang::SourceManager &SM,
                           clang::SourceLocation Loc) const;
  /// Indices of the logged tokens whose expansion lies in FID, in order.
  const std::vector<unsigned> &tokensIn(clang::FileID FID) const;

  // Used by the preprocessor hooks.
  /// Logs the token at Loc spelled Spelling, which is copied unless
  /// InSource says it lies in storage the parse keeps for as long as the
  /// log is read (the source buffers, the identifier table).
  void record(const clang::SourceManager &SM, clang::SourceLocation Loc,
              llvm::StringRef Spelling, bool InSource);
  /// A _Pragma operator at Loc, logged as Text (`_Pragma("...")`).
  void recordPragmaOperator(const clang::SourceManager &SM,
                            clang::SourceLocation Loc, std::string Text);
  /// True when the token logged at Loc names a macro that the preprocessor
  /// left unexpanded there, because it is that macro's own name in its
  /// expansion (`#define current tok->stack[tok->depth].current`), and
  /// that, written out again, would expand to something else.
  bool keepsMacroName(clang::SourceLocation Loc) const {
    return MacroNamesKept.count(Loc.getRawEncoding());
  }
  /// True when the token logged at Loc is a _Pragma operator.
  bool isPragmaOperator(clang::SourceLocation Loc) const {
    return PragmaOperators.count(Loc.getRawEncoding());
  }
  bool fromPragmaOperator(const clang::SourceManager &SM,
                          clang::SourceLocation Loc) const;
  void recordHashing(clang::FileID FID, unsigned Begin, unsigned End) {
    Hashing.push_back({FID, Begin, End, 0});
    HashingSorted = false;
  }
  void recordUsedMacro(llvm::StringRef Name) { UsedMacros.insert(Name.str()); }
  /// A main-file #undef of a macro defined in the main file, whose line
  /// starts at LineStart.
  void recordUndef(llvm::StringRef Name, clang::SourceLocation LineStart) {
    Undefs.push_back({Name.str(), LineStart});
  }
  void recordPositional(clang::FileID FID, unsigned Offset, bool Counter) {
    Positional.push_back({FID, Offset, Counter});
  }
  /// True when [Begin, End) of file FID expands __COUNTER__, or __LINE__
  /// too when Line (directly or through a macro): text whose value depends
  /// on where, or how often, it is expanded.
  bool expandsPositional(clang::FileID FID, unsigned Begin, unsigned End,
                         bool Line) const {
    for (const PositionalUse &P : Positional)
      if (P.FID == FID && P.Offset >= Begin && P.Offset < End &&
          (P.Counter || Line))
        return true;
    return false;
  }

  /// Macros defined in the main file and expanded at least once.
  const std::set<std::string, std::less<>> &usedMacros() const {
    return UsedMacros;
  }
  /// The main file's #undef directives of its own macros, in file order:
  /// the macro's name and where the directive's line starts.
  const std::vector<std::pair<std::string, clang::SourceLocation>> &
  undefs() const {
    return Undefs;
  }

private:
  std::vector<LoggedToken> Tokens;
  llvm::BumpPtrAllocator Copies;
  llvm::StringSaver Saver{Copies};     ///< the spellings not in a source buffer
  llvm::DenseMap<unsigned, int> Index; ///< raw location -> index
  struct Span {
    clang::FileID FID;
    unsigned Begin, End;
    unsigned MaxEnd; ///< of this file's spans up to this one, once sorted
  };
  /// Sorted by file and start when first asked (inHashingInvocation).
  mutable std::vector<Span> Hashing;
  mutable bool HashingSorted = true;
  llvm::DenseSet<unsigned> PragmaOperators; ///< raw locations of _Pragma
  llvm::DenseSet<unsigned> MacroNamesKept;  ///< raw locations
  llvm::DenseMap<clang::FileID, std::vector<unsigned>> ByFile;
  /// The file a run of tokens was expanded in, by the range of raw
  /// locations of the source-manager entry they come from: the tokens of
  /// one file, or of one macro expansion, share it, so that most tokens
  /// need no lookup of their entry (one cache for file tokens, and a few
  /// for macro tokens: a macro's body and its arguments' expansions are
  /// entries of their own, whose tokens alternate).
  struct EntryRun {
    unsigned Begin = 1, End = 0; ///< raw locations, [Begin, End)
    clang::FileID Expanded;      ///< the file of the expansion location
    /// A macro entry's expansion location's offset in Expanded (the same
    /// for every token of the entry).
    unsigned ExpansionOffset = 0;
    bool Instrumented = false;
  };
  static constexpr unsigned MacroRuns = 8;
  EntryRun FileRun, MacroRun[MacroRuns];
  unsigned NextMacroRun = 0; ///< the one replaced next
  const EntryRun &runOf(const clang::SourceManager &SM,
                        clang::SourceLocation Loc);
  const EntryRun *cachedMacroRun(unsigned Raw) const;
  std::pair<clang::FileID, unsigned>
  expansionOf(const clang::SourceManager &SM, clang::FileID Entry) const;
  const ProjectFiles *Files = nullptr;
  std::set<std::string, std::less<>> UsedMacros;
  std::vector<std::pair<std::string, clang::SourceLocation>> Undefs;
  struct PositionalUse {
    clang::FileID FID;
    unsigned Offset;
    bool Counter; ///< __COUNTER__, not __LINE__
  };
  std::vector<PositionalUse> Positional;
};

} // namespace mpx

#endif
