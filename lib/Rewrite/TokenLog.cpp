//===- TokenLog.cpp - recording the expanded token stream -----------------===//
#include "Rewrite/TokenLog.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"

using namespace clang;
using namespace mpx;

namespace {
/// Notes main-file invocations of macros whose bodies use # or ##, and
/// the main file's macros that are used.
class HashWatcher : public PPCallbacks {
public:
  HashWatcher(TokenLog &Log, const SourceManager &SM) : Log(Log), SM(SM) {}
  void MacroExpands(const Token &Name, const MacroDefinition &MD,
                    SourceRange R, const MacroArgs *) override {
    const MacroInfo *MI = MD.getMacroInfo();
    if (MI && Name.getIdentifierInfo() &&
        SM.isWrittenInMainFile(MI->getDefinitionLoc()))
      Log.recordUsedMacro(Name.getIdentifierInfo()->getName());
    if (MI && MI->isBuiltinMacro() && Name.getIdentifierInfo()) {
      llvm::StringRef N = Name.getIdentifierInfo()->getName();
      SourceLocation At = SM.getExpansionLoc(Name.getLocation());
      if ((N == "__LINE__" || N == "__COUNTER__") && SM.isInMainFile(At))
        Log.recordPositional(SM.getFileOffset(At), N == "__COUNTER__");
    }
    if (!MI || !usesHashing(*MI))
      return;
    CharSourceRange F = SM.getExpansionRange(R);
    if (!SM.isWrittenInMainFile(F.getBegin()))
      return;
    Log.recordHashing(SM.getFileOffset(F.getBegin()),
                      SM.getFileOffset(F.getEnd()) + 1);
  }

private:
  static bool usesHashing(const MacroInfo &MI) {
    for (const Token &T : MI.tokens())
      if (T.isOneOf(tok::hash, tok::hashhash, tok::hashat))
        return true;
    return false;
  }
  TokenLog &Log;
  const SourceManager &SM;
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

void TokenLog::attach(Preprocessor &PP) {
  const SourceManager &SM = PP.getSourceManager();
  PP.setTokenWatcher([this, &PP, &SM](const Token &T) {
    if (T.isAnnotation() || T.is(tok::eof) || T.getLocation().isInvalid())
      return;
    std::string Builtin = builtinMacroName(PP, T);
    record(SM, T.getLocation(),
           Builtin.empty() ? PP.getSpelling(T) : Builtin);
  });
  PP.addPPCallbacks(std::make_unique<HashWatcher>(*this, SM));
}

void TokenLog::record(const SourceManager &SM, SourceLocation Loc,
                      std::string Spelling) {
  if (SM.getFileID(SM.getExpansionLoc(Loc)) != SM.getMainFileID())
    return;
  unsigned Raw = Loc.getRawEncoding();
  if (Index.count(Raw))
    return; // re-lexed after backtracking
  Index[Raw] = Tokens.size();
  Tokens.push_back({Loc, std::move(Spelling)});
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

bool TokenLog::inHashingInvocation(unsigned Off) const {
  for (const auto &R : Hashing)
    if (Off >= R.first && Off < R.second)
      return true;
  return false;
}
