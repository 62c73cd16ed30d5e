//===- MacroView.cpp - macros that depend on where they are read ----------===//
#include "Rewrite/MacroView.h"
#include "clang/Basic/Attributes.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/HeaderSearch.h"
#include "clang/Lex/HeaderSearchOptions.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroArgs.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace clang;
using namespace llvm;

namespace mpx {

namespace {

const char SectionName[] = "<mpx-rewrite: compiler macros>";
const char CommandLineName[] = "<command line>";

/// `NAME` -> the rest of `#define NAME...` for each definition in Text.
StringMap<std::string> definitions(StringRef Text) {
  StringMap<std::string> Defs;
  SmallVector<StringRef, 0> Lines;
  Text.split(Lines, '\n');
  for (StringRef L : Lines) {
    if (!L.consume_front("#define "))
      continue;
    size_t End = L.find_first_of(" (");
    Defs[L.substr(0, End)] =
        L.substr(End == StringRef::npos ? L.size() : End).str();
  }
  return Defs;
}

/// Macros never switched: clang's builtin ones, operators, and gcc's
/// named address spaces (keywords there, macros in clang).
bool keptAsClangHasThem(StringRef Name) {
  return Name.starts_with("__has_") || Name == "__FLT_EVAL_METHOD__" ||
         Name == "__seg_fs" || Name == "__seg_gs" || Name == "__is_identifier";
}

/// Feature tests that clang answers for itself.
bool isFeatureTest(StringRef Name) {
  return Name.starts_with("__has_") || Name == "__is_identifier";
}

/// One switched macro: its definition in each view (null: undefined).
struct Switched {
  IdentifierInfo *II;
  MacroInfo *Clang = nullptr;
  MacroInfo *Compiler = nullptr;
};

class ViewSwitcher : public PPCallbacks {
public:
  ViewSwitcher(Preprocessor &PP, std::vector<std::string> Names,
               const CompilerView &V, Activity &Now)
      : PP(PP), SM(PP.getSourceManager()), Names(std::move(Names)),
        Identity(V.Identity), WarnFeatureTests(!V.IsClang),
        BuiltinsProbed(V.BuiltinsProbed), LacksBuiltins(V.LacksBuiltins),
        AttributesProbed(V.AttributesProbed), PrivateDirs(V.PrivateDirs),
        Now(Now) {
    if (AttributesProbed) {
      for (const std::string &A : gnuAttributeNames())
        AttributeAsked.insert(A);
      for (const std::string &A : V.HasAttributes)
        CompilerHas.insert(A);
    }
  }

  void FileChanged(SourceLocation Loc, FileChangeReason Reason,
                   SrcMgr::CharacteristicKind FileType,
                   FileID PrevFID) override {
    Activity::Scope Ours(Now, mpx::Step::Record);
    switch (Ph) {
    case Phase::Waiting:
      if (presumedName(Loc) == SectionName) {
        snapshot(&Switched::Clang);
        Ph = Phase::InSection;
      }
      return;
    case Phase::InSection:
      if (presumedName(Loc) == CommandLineName) {
        snapshot(&Switched::Compiler);
        Ph = Phase::InCommandLine;
      }
      return;
    case Phase::InCommandLine:
      // -D and -U of the command line win: those names are not switched.
      leaveAlone(&Switched::Compiler);
      Ph = Phase::Active;
      [[fallthrough]];
    case Phase::Active:
      restoreBuiltins();
      show(!SrcMgr::isSystem(FileType), Loc);
      return;
    }
  }

  void MacroExpands(const Token &Tok, const MacroDefinition &MD,
                    SourceRange Range, const MacroArgs *Args) override {
    Activity::Scope Ours(Now, mpx::Step::Record);
    const IdentifierInfo *II = Tok.getIdentifierInfo();
    if (Ph != Phase::Active || !InCompilerView || !WarnFeatureTests || !II)
      return;
    if (!isFeatureTest(II->getName())) {
      noteAttributeTests(Tok, MD, Args);
      return;
    }
    // The program's own definition (zstd's `#define __has_feature(x) 0`
    // for compilers without one): the compiler expands it too.
    if (MD.getMacroInfo() && !MD.getMacroInfo()->isBuiltinMacro())
      return;
    if (BuiltinsProbed && II->getName() == "__has_builtin") {
      hideLackedBuiltins();
      return; // the compiler's answer for clang's builtins
    }
    if (II->getName() == "__has_attribute" && sameAttributeAnswer(Tok))
      return;
    SourceLocation L = SM.getExpansionLoc(Tok.getLocation());
    if (II->getName() == "__has_include" ||
        II->getName() == "__has_include_next") {
      PendingInclude = {L, II->getName()}; // answered in HasInclude
      return;
    }
    noteClangAnswer(L, II->getName());
  }

  /// The header a `__has_include` looked for: clang searched the
  /// compiler's directories, with its own resource directory in place of
  /// the compiler's private ones.  A header found elsewhere, the compiler
  /// finds too (in its private directory first, if there); one found in
  /// clang's resource directory, it finds when its private directories
  /// have one of that name; one not found, when they have none.
  void HasInclude(SourceLocation, StringRef FileName, bool,
                  OptionalFileEntryRef File,
                  SrcMgr::CharacteristicKind) override {
    Activity::Scope Ours(Now, mpx::Step::Record);
    auto [L, Name] = PendingInclude;
    PendingInclude = {};
    if (L.isInvalid() || (File && !inResourceDir(*File)))
      return;
    if (!PrivateDirs.empty() && bool(File) == inPrivateDirs(FileName))
      return;
    noteClangAnswer(L, Name);
  }

  // The condition is evaluated: the builtins are clang's again.
  void If(SourceLocation, SourceRange, ConditionValueKind) override {
    restoreBuiltins();
  }
  void Elif(SourceLocation, SourceRange, ConditionValueKind,
            SourceLocation) override {
    restoreBuiltins();
  }

private:
  enum class Phase { Waiting, InSection, InCommandLine, Active };

  void noteClangAnswer(SourceLocation L, StringRef Name) {
    if (!Warned.insert(L.getRawEncoding()).second)
      return;
    DiagnosticsEngine &D = PP.getDiagnostics();
    unsigned ID = D.getCustomDiagID(
        DiagnosticsEngine::Warning,
        "'%0' is answered as clang would, but %1 compiles this file: the "
        "branch the rewriter takes may not be the compiled one");
    D.Report(L, ID) << Name << Identity;
  }

  bool inPrivateDirs(StringRef FileName) const {
    return llvm::any_of(PrivateDirs, [&](const std::string &D) {
      SmallString<256> Path(D);
      llvm::sys::path::append(Path, FileName);
      return llvm::sys::fs::exists(Path);
    });
  }

  bool inResourceDir(FileEntryRef File) const {
    StringRef Resource =
        PP.getHeaderSearchInfo().getHeaderSearchOpts().ResourceDir;
    return !Resource.empty() && File.getName().starts_with(Resource);
  }

  /// True when `__has_attribute(name)` at Tok gets the same answer from
  /// clang as from the compiler: written in the file, its argument; written
  /// in a macro, the answers noteAttributeTests found for the expansion.
  bool sameAttributeAnswer(const Token &Tok) const {
    if (!AttributesProbed)
      return false;
    if (Tok.getLocation().isMacroID()) {
      auto It = MacroAnswers.find(
          SM.getExpansionLoc(Tok.getLocation()).getRawEncoding());
      return It != MacroAnswers.end() && It->second;
    }
    return sameAttributeAnswer(attributeArgument(Tok));
  }

  /// A macro whose body tests `__has_attribute(X)` (brotli's
  /// `#define BROTLI_GNUC_HAS_ATTRIBUTE(a, ...) __has_attribute(a)`):
  /// whether each test gets the same answer from both, X being the name
  /// written in the body or the argument given for parameter X.  Kept for
  /// the expansion's place in the file, which every macro it expands in
  /// turn shares; unknown arguments count as different answers.
  void noteAttributeTests(const Token &Tok, const MacroDefinition &MD,
                          const MacroArgs *Args) {
    const MacroInfo *MI = MD.getMacroInfo();
    if (!AttributesProbed || !MI)
      return;
    if (!HasAttribute)
      HasAttribute = PP.getIdentifierInfo("__has_attribute");
    ArrayRef<Token> Body = MI->tokens();
    bool Found = false, Same = true;
    for (size_t I = 0; I < Body.size(); ++I) {
      if (Body[I].getIdentifierInfo() != HasAttribute)
        continue;
      Found = true;
      Same &= I + 3 < Body.size() && Body[I + 1].is(tok::l_paren) &&
              Body[I + 3].is(tok::r_paren) &&
              sameAttributeAnswer(attributeName(Body[I + 2], MI, Args));
    }
    if (!Found)
      return;
    auto [It, New] = MacroAnswers.try_emplace(
        SM.getExpansionLoc(Tok.getLocation()).getRawEncoding(), Same);
    if (!New)
      It->second &= Same;
  }

  /// The attribute a body token X names: its argument when X is one of the
  /// macro's parameters (a single identifier), else X itself; "" if
  /// neither.
  static std::string attributeName(const Token &X, const MacroInfo *MI,
                                   const MacroArgs *Args) {
    const IdentifierInfo *II = X.getIdentifierInfo();
    if (!II)
      return "";
    int Param = MI->getParameterNum(II);
    if (Param < 0)
      return II->getName().str();
    if (!Args)
      return "";
    const Token *A = Args->getUnexpArgument(Param);
    if (!A->getIdentifierInfo() || !A[1].is(tok::eof))
      return "";
    return A->getIdentifierInfo()->getName().str();
  }

  /// True when clang and the compiler answer `__has_attribute(Name)` alike:
  /// the probe asked the compiler about every attribute clang knows
  /// (`__name__` is `name` to both).
  bool sameAttributeAnswer(const std::string &Name) const {
    StringRef N(Name);
    if (N.size() > 4 && N.starts_with("__") && N.ends_with("__"))
      N = N.drop_front(2).drop_back(2);
    if (N.empty() || !AttributeAsked.contains(N))
      return false;
    bool Clang = hasAttribute(AttributeCommonInfo::Syntax::AS_GNU, nullptr,
                              PP.getIdentifierInfo(N), PP.getTargetInfo(),
                              PP.getLangOpts()) != 0;
    return Clang == CompilerHas.contains(N);
  }

  /// The identifier between the parentheses after the feature test at Tok
  /// as written, or "" (a macro argument, a scoped name, ...).
  std::string attributeArgument(const Token &Tok) const {
    SourceLocation At = Tok.getLocation();
    if (!At.isFileID())
      return "";
    Token T;
    const tok::TokenKind Want[] = {tok::raw_identifier, tok::l_paren,
                                   tok::raw_identifier, tok::r_paren};
    std::string Name;
    for (tok::TokenKind K : Want) {
      if (Lexer::getRawToken(At, T, SM, PP.getLangOpts(), true) || !T.is(K))
        return "";
      if (K == tok::raw_identifier && At != Tok.getLocation())
        Name = T.getRawIdentifier().str();
      At = T.getEndLoc();
    }
    return Name;
  }

  /// Clang's __has_builtin asks the identifier for its builtin ID: the
  /// builtins the compiler lacks have none until the directive's condition
  /// is evaluated (If, Elif), so only the test sees the compiler's answer,
  /// and the code keeps clang's builtins.
  void hideLackedBuiltins() {
    if (!LackedRead) {
      for (const std::string &N : LacksBuiltins) {
        IdentifierInfo *B = PP.getIdentifierInfo(N);
        if (unsigned ID = B->getBuiltinID())
          Lacked.push_back({B, ID});
      }
      LackedRead = true;
    }
    for (const auto &[B, ID] : Lacked)
      B->clearBuiltinID();
    Hidden = true;
  }
  void restoreBuiltins() {
    if (!Hidden)
      return;
    for (const auto &[B, ID] : Lacked)
      B->setBuiltinID(ID);
    Hidden = false;
  }

  StringRef presumedName(SourceLocation Loc) const {
    PresumedLoc P = SM.getPresumedLoc(Loc);
    return P.isValid() ? P.getFilename() : "";
  }

  void snapshot(MacroInfo *Switched::*View) {
    if (Macros.empty())
      for (const std::string &N : Names)
        Macros.push_back({PP.getIdentifierInfo(N)});
    for (Switched &M : Macros)
      M.*View = PP.getMacroInfo(M.II);
  }

  /// Stops switching the macros a file (or the command line) changed
  /// since view \p View was shown: theirs is the last word.
  void leaveAlone(MacroInfo *Switched::*View) {
    llvm::erase_if(Macros, [&](const Switched &M) {
      return PP.getMacroInfo(M.II) != M.*View;
    });
  }

  /// Shows the compiler's macros (\p Compiler) or clang's.
  void show(bool Compiler, SourceLocation Loc) {
    if (Compiler == InCompilerView)
      return;
    leaveAlone(InCompilerView ? &Switched::Compiler : &Switched::Clang);
    for (Switched &M : Macros) {
      MacroInfo *To = Compiler ? M.Compiler : M.Clang;
      if (To)
        PP.appendDefMacroDirective(M.II, To, Loc);
      else if (PP.getMacroInfo(M.II))
        PP.appendMacroDirective(M.II, new (PP.getPreprocessorAllocator())
                                          UndefMacroDirective(Loc));
    }
    InCompilerView = Compiler;
  }

  Preprocessor &PP;
  const SourceManager &SM;
  std::vector<std::string> Names;
  std::vector<Switched> Macros;
  std::string Identity;
  bool WarnFeatureTests;
  bool BuiltinsProbed;
  std::vector<std::string> LacksBuiltins;
  bool AttributesProbed;
  StringSet<> AttributeAsked, CompilerHas;
  std::vector<std::pair<IdentifierInfo *, unsigned>> Lacked;
  bool LackedRead = false, Hidden = false;
  Phase Ph = Phase::Waiting;
  bool InCompilerView = true;
  DenseSet<SourceLocation::UIntTy> Warned;
  /// Per expansion of a macro testing `__has_attribute`: same answers.
  DenseMap<SourceLocation::UIntTy, bool> MacroAnswers;
  const IdentifierInfo *HasAttribute = nullptr;
  std::vector<std::string> PrivateDirs;
  /// A `__has_include` expanded, waiting for its answer.
  std::pair<SourceLocation, StringRef> PendingInclude;
  Activity &Now;
};

/// The predefines with the compiler's definitions before the command
/// line's; \p Names gets the macros whose definitions differ.
std::string withCompilerSection(StringRef Predefines, StringRef Macros,
                                bool NoHasFeature,
                                std::vector<std::string> &Names) {
  size_t Cut = Predefines.find(std::string("# 1 \"") + CommandLineName);
  if (Cut == StringRef::npos)
    Cut = Predefines.size();
  StringMap<std::string> Clang = definitions(Predefines.take_front(Cut));
  StringMap<std::string> Compiler = definitions(Macros);
  std::string Section = std::string("# 1 \"") + SectionName + "\"\n";
  // A compiler without __has_feature (gcc before 14): a project's
  // `#if defined(__has_feature)` takes its branch.
  if (NoHasFeature)
    for (const char *F : {"__has_feature", "__has_extension"}) {
      Section += std::string("#undef ") + F + "\n";
      Names.push_back(F);
    }
  for (const auto &E : Clang)
    if (!Compiler.count(E.getKey()) && !keptAsClangHasThem(E.getKey())) {
      Section += "#undef " + E.getKey().str() + "\n";
      Names.push_back(E.getKey().str());
    }
  for (const auto &E : Compiler) {
    auto It = Clang.find(E.getKey());
    if (keptAsClangHasThem(E.getKey()) ||
        (It != Clang.end() && It->second == E.getValue()))
      continue;
    if (It != Clang.end())
      Section += "#undef " + E.getKey().str() + "\n";
    Section += "#define " + E.getKey().str() + E.getValue() + "\n";
    Names.push_back(E.getKey().str());
  }
  llvm::sort(Names);
  return Predefines.take_front(Cut).str() + Section +
         Predefines.drop_front(Cut).str();
}

} // namespace

bool installMacroView(CompilerInstance &CI, Activity &Now) {
  const auto &Plugins = CI.getFrontendOpts().PluginArgs;
  auto It = Plugins.find(ViewPluginName);
  if (It == Plugins.end())
    return true;
  std::string Path;
  for (const std::string &A : It->second)
    if (StringRef(A).starts_with(ViewArgPrefix))
      Path = StringRef(A).drop_front(strlen(ViewArgPrefix)).str();
  CompilerView V;
  if (Path.empty() || !loadCompilerView(Path, V)) {
    DiagnosticsEngine &D = CI.getDiagnostics();
    D.Report(D.getCustomDiagID(DiagnosticsEngine::Error,
                               "cannot read the compiler view '%0'"))
        << Path;
    return false;
  }
  Preprocessor &PP = CI.getPreprocessor();
  std::vector<std::string> Names;
  PP.setPredefines(withCompilerSection(
      PP.getPredefines(), V.Macros,
      !V.IsClang && V.AttributesProbed && !V.HasFeatureMacro, Names));
  PP.addPPCallbacks(
      std::make_unique<ViewSwitcher>(PP, std::move(Names), V, Now));
  return true;
}

} // namespace mpx
