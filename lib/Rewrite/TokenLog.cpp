//===- TokenLog.cpp - recording the expanded token stream -----------------===//
#include "Rewrite/TokenLog.h"
#include "Rewrite/DebugCrash.h"
#include "Rewrite/ProjectFiles.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include <cstring>
#include <tuple>

using namespace clang;
using namespace mpx;

namespace {
/// Notes main-file invocations of macros whose bodies use # or ##, and
/// the main file's macros that are used.
class HashWatcher : public PPCallbacks {
public:
  HashWatcher(TokenLog &Log, const Preprocessor &PP,
              const ProjectFiles &Files, Activity &Now)
      : Log(Log), PP(PP), SM(PP.getSourceManager()), Files(Files), Now(Now) {}
  /// A _Pragma operator reaches the parser as nothing (or as annotations):
  /// it is logged as its own text, so that spelling out the invocation it
  /// came from keeps it.
  void PragmaDirective(SourceLocation Loc,
                       PragmaIntroducerKind Introducer) override {
    if (Introducer != PIK__Pragma)
      return;
    Activity::Scope Ours(Now, Step::Record);
    std::string Text = pragmaOperatorText(Loc);
    if (!Text.empty())
      Log.recordPragmaOperator(SM, Loc, std::move(Text));
  }
  void MacroExpands(const Token &Name, const MacroDefinition &MD,
                    SourceRange R, const MacroArgs *) override {
    Activity::Scope Ours(Now, Step::Record);
    const MacroInfo *MI = MD.getMacroInfo();
    if (MI && Name.getIdentifierInfo() &&
        SM.isWrittenInMainFile(MI->getDefinitionLoc()))
      Log.recordUsedMacro(Name.getIdentifierInfo()->getName());
    if (MI && MI->isBuiltinMacro() && Name.getIdentifierInfo()) {
      llvm::StringRef N = Name.getIdentifierInfo()->getName();
      SourceLocation At = SM.getExpansionLoc(Name.getLocation());
      if ((N == "__LINE__" || N == "__COUNTER__") && At.isFileID())
        Log.recordPositional(SM.getFileID(At), SM.getFileOffset(At),
                             N == "__COUNTER__");
    }
    if (!MI || !usesHashing(*MI))
      return;
    CharSourceRange F = SM.getExpansionRange(R);
    if (!F.getBegin().isFileID() || !Files.isInstrumented(F.getBegin()))
      return;
    Log.recordHashing(SM.getFileID(F.getBegin()),
                      SM.getFileOffset(F.getBegin()),
                      SM.getFileOffset(F.getEnd()) + 1);
  }

  /// The warning -Wunused-macros gives at an #undef needs the macro used
  /// before it: the instrumented text may spell out all its uses.
  void MacroUndefined(const Token &Name, const MacroDefinition &MD,
                      const MacroDirective *Undef) override {
    const MacroInfo *MI = MD.getMacroInfo();
    if (!MI || !Undef || !Name.getIdentifierInfo() ||
        !SM.isWrittenInMainFile(MI->getDefinitionLoc()) ||
        !SM.isWrittenInMainFile(Undef->getLocation()))
      return;
    SourceLocation Start = lineStart(Undef->getLocation());
    if (Start.isValid())
      Log.recordUndef(Name.getIdentifierInfo()->getName(), Start);
  }

private:
  /// The start of the line holding file location Loc, unless that line
  /// continues another (a backslash before its newline).
  SourceLocation lineStart(SourceLocation Loc) const {
    std::pair<FileID, unsigned> At = SM.getDecomposedLoc(Loc);
    llvm::StringRef Buf = SM.getBufferData(At.first);
    size_t NL = Buf.substr(0, At.second).rfind('\n');
    size_t Begin = NL == llvm::StringRef::npos ? 0 : NL + 1;
    llvm::StringRef Before = Buf.substr(0, Begin);
    Before.consume_back("\n");
    Before.consume_back("\r");
    if (Before.ends_with("\\"))
      return SourceLocation();
    return Loc.getLocWithOffset(-int(At.second - Begin));
  }
  /// `_Pragma("...")` as written at the spelling of Loc, or "" when it is
  /// not written there token by token (a stringised argument: the
  /// invocation then uses `#` and is never spelled out).
  std::string pragmaOperatorText(SourceLocation Loc) const {
    SourceLocation At = SM.getSpellingLoc(Loc);
    std::string Text;
    const tok::TokenKind Want[] = {tok::raw_identifier, tok::l_paren,
                                   tok::string_literal, tok::r_paren};
    for (tok::TokenKind K : Want) {
      Token T;
      if (Lexer::getRawToken(At, T, SM, PP.getLangOpts(), true) ||
          !T.is(K))
        return "";
      Text += Lexer::getSpelling(T, SM, PP.getLangOpts());
      At = T.getEndLoc();
    }
    return llvm::StringRef(Text).starts_with("_Pragma(") ? Text : "";
  }
  static bool usesHashing(const MacroInfo &MI) {
    for (const Token &T : MI.tokens())
      if (T.isOneOf(tok::hash, tok::hashhash, tok::hashat))
        return true;
    return false;
  }
  TokenLog &Log;
  const Preprocessor &PP;
  const SourceManager &SM;
  const ProjectFiles &Files;
  Activity &Now;
};
} // namespace

/// For a literal produced by __FILE__, __LINE__ and friends, the macro's
/// name: written back, it keeps its meaning under the output's #line
/// (the literal itself would hold the absolute path clang saw).
static std::string builtinMacroName(const Preprocessor &PP, const Token &T) {
  const SourceManager &SM = PP.getSourceManager();
  SourceLocation L = T.getLocation();
  if (!L.isMacroID() || !T.isOneOf(tok::string_literal, tok::numeric_constant))
    return "";
  if (!SM.isWrittenInScratchSpace(SM.getSpellingLoc(L)))
    return "";
  SourceLocation Use = SM.getSpellingLoc(SM.getImmediateExpansionRange(L).getBegin());
  llvm::StringRef Name = Lexer::getSourceText(
      CharSourceRange::getTokenRange(Use), SM, PP.getLangOpts());
  if (Name == "__FILE__" || Name == "__LINE__" || Name == "__BASE_FILE__" ||
      Name == "__FILE_NAME__")
    return Name.str();
  return "";
}

/// True for an identifier the preprocessor did not expand because it names
/// a macro being expanded (painted blue), unless the macro expands to just
/// its own name (glibc's `#define stdin stdin`), where expanding it again
/// changes nothing.
static bool isKeptMacroName(const Preprocessor &PP, const Token &T) {
  const IdentifierInfo *II = T.getIdentifierInfo();
  if (!II || !T.isExpandDisabled())
    return false;
  const MacroInfo *MI = PP.getMacroInfo(II);
  if (!MI)
    return false;
  return !(MI->isObjectLike() && MI->getNumTokens() == 1 &&
           MI->getReplacementToken(0).getIdentifierInfo() == II);
}

/// The testing aid's failures at a token (DebugCrash.h): in clang's step,
/// then in the tool's.
static void debugCrashAtToken(const RewriteOptions &Opts,
                              const SourceManager &SM, SourceLocation Loc,
                              Step S) {
  SourceLocation At = SM.getExpansionLoc(Loc);
  if (SM.isInMainFile(At))
    debugCrashPoint(Opts, S, std::to_string(SM.getExpansionLineNumber(At)));
}

void TokenLog::attach(Preprocessor &PP, const ProjectFiles &F, Activity &Now,
                      const RewriteOptions &Opts) {
  Files = &F;
  const SourceManager &SM = PP.getSourceManager();
  PP.setTokenWatcher([this, &PP, &SM, &Now, &Opts](const Token &T) {
    Now.setToken(T.getLocation());
    bool Debug = !Opts.DebugCrashAt.empty() && T.getLocation().isValid();
    if (Debug)
      debugCrashAtToken(Opts, SM, T.getLocation(), Step::Parse);
    Activity::Scope Ours(Now, Step::Record);
    if (Debug)
      debugCrashAtToken(Opts, SM, T.getLocation(), Step::Record);
    if (T.isAnnotation() || T.is(tok::eof) || T.getLocation().isInvalid() ||
        fromPragmaOperator(SM, T.getLocation()))
      return;
    std::string Builtin = builtinMacroName(PP, T);
    if (!Builtin.empty())
      return record(SM, T.getLocation(), Builtin, false);
    if (isKeptMacroName(PP, T))
      MacroNamesKept.insert(T.getLocation().getRawEncoding());
    // A punctuator spelled as its kind is (not a digraph, nothing to
    // clean) needs no look at the source: finding a macro-expanded
    // token's characters is a walk through the source manager.
    if (const char *P = tok::getPunctuatorSpelling(T.getKind()))
      if (!T.needsCleaning() && std::strlen(P) == T.getLength())
        return record(SM, T.getLocation(), P, true);
    llvm::SmallString<64> Buffer;
    llvm::StringRef Spelling = PP.getSpelling(T, Buffer);
    record(SM, T.getLocation(), Spelling, Spelling.data() != Buffer.data());
  });
  PP.addPPCallbacks(std::make_unique<HashWatcher>(*this, PP, F, Now));
}

void TokenLog::recordPragmaOperator(const SourceManager &SM,
                                    SourceLocation Loc, std::string Text) {
  PragmaOperators.insert(Loc.getRawEncoding());
  record(SM, Loc, Text, false);
}

/// True for a token lexed from a _Pragma's string (OpenMP's pragmas reach
/// the parser as tokens between annotations): the logged _Pragma stands
/// for them.
bool TokenLog::fromPragmaOperator(const SourceManager &SM,
                                  SourceLocation Loc) const {
  if (!Loc.isMacroID() || PragmaOperators.empty())
    return false;
  SourceLocation From = SM.getImmediateExpansionRange(Loc).getBegin();
  return PragmaOperators.count(From.getRawEncoding());
}

const TokenLog::EntryRun *TokenLog::cachedMacroRun(unsigned Raw) const {
  for (const EntryRun &M : MacroRun)
    if (Raw >= M.Begin && Raw < M.End)
      return &M;
  return nullptr;
}

/// The expansion location of a macro entry is where its expansion starts,
/// followed up through the entries of macros until a file: usually through
/// the entry of the macro expanding it, which the cache holds.
std::pair<FileID, unsigned> TokenLog::expansionOf(const SourceManager &SM,
                                                  FileID Entry) const {
  SourceLocation At =
      SM.getSLocEntry(Entry).getExpansion().getExpansionLocStart();
  while (At.isMacroID()) {
    if (const EntryRun *Outer = cachedMacroRun(At.getRawEncoding()))
      return {Outer->Expanded, Outer->ExpansionOffset};
    At =
        SM.getSLocEntry(SM.getFileID(At)).getExpansion().getExpansionLocStart();
  }
  return SM.getDecomposedLoc(At);
}

const TokenLog::EntryRun &TokenLog::runOf(const SourceManager &SM,
                                          SourceLocation Loc) {
  unsigned Raw = Loc.getRawEncoding();
  if (Loc.isFileID() && Raw >= FileRun.Begin && Raw < FileRun.End)
    return FileRun;
  if (Loc.isMacroID())
    if (const EntryRun *M = cachedMacroRun(Raw))
      return *M;
  auto [Own, Offset] = SM.getDecomposedLoc(Loc);
  std::pair<FileID, unsigned> Expansion{Own, 0};
  if (Loc.isMacroID())
    Expansion = expansionOf(SM, Own);
  EntryRun *Slot = &FileRun;
  if (Loc.isMacroID()) {
    Slot = &MacroRun[NextMacroRun];
    NextMacroRun = (NextMacroRun + 1) % MacroRuns;
  }
  EntryRun &R = *Slot;
  R.Begin = Raw - Offset;
  R.End = R.Begin + SM.getFileIDSize(Own) + 1;
  std::tie(R.Expanded, R.ExpansionOffset) = Expansion;
  R.Instrumented = Files->isInstrumented(R.Expanded);
  return R;
}

void TokenLog::record(const SourceManager &SM, SourceLocation Loc,
                      llvm::StringRef Spelling, bool InSource) {
  const EntryRun &Run = runOf(SM, Loc);
  if (!Run.Instrumented)
    return;
  FileID FID = Run.Expanded;
  if (!Index.try_emplace(Loc.getRawEncoding(), Tokens.size()).second)
    return; // re-lexed after backtracking
  ByFile[FID].push_back(Tokens.size());
  unsigned Raw = Loc.getRawEncoding();
  unsigned ExpansionOffset =
      Loc.isMacroID() ? Run.ExpansionOffset : Raw - Run.Begin;
  Tokens.push_back(
      {Loc, ExpansionOffset, InSource ? Spelling : Saver.save(Spelling)});
}

int TokenLog::indexOf(SourceLocation Loc) const {
  auto It = Index.find(Loc.getRawEncoding());
  return It == Index.end() ? -1 : It->second;
}

SourceLocation TokenLog::next(SourceLocation Loc) const {
  int I = indexOf(Loc);
  if (I < 0 || I + 1 >= (int)Tokens.size())
    return SourceLocation();
  return Tokens[I + 1].Loc;
}

/// A binary search of the invocations sorted by file and start, each
/// knowing the furthest end of its file's invocations up to it (they may
/// nest): asked for every edit inside a macro, a scan of all of them was
/// edits x invocations.
bool TokenLog::inHashingInvocation(const SourceManager &SM,
                                   SourceLocation Loc) const {
  auto Key = [](const Span &S) { return std::make_pair(S.FID, S.Begin); };
  if (!HashingSorted) {
    llvm::sort(Hashing,
               [&](const Span &A, const Span &B) { return Key(A) < Key(B); });
    for (size_t I = 0; I < Hashing.size(); ++I)
      Hashing[I].MaxEnd = I && Hashing[I - 1].FID == Hashing[I].FID
                              ? std::max(Hashing[I - 1].MaxEnd, Hashing[I].End)
                              : Hashing[I].End;
    HashingSorted = true;
  }
  FileID FID = SM.getFileID(Loc);
  unsigned Off = SM.getFileOffset(Loc);
  auto It =
      std::partition_point(Hashing.begin(), Hashing.end(), [&](const Span &S) {
        return Key(S) <= std::make_pair(FID, Off);
      });
  if (It == Hashing.begin())
    return false;
  --It; // the last invocation of FID starting at or before Off, if any
  return It->FID == FID && It->MaxEnd > Off;
}

const std::vector<unsigned> &TokenLog::tokensIn(FileID FID) const {
  static const std::vector<unsigned> None;
  auto It = ByFile.find(FID);
  return It == ByFile.end() ? None : It->second;
}
