//===- Instrumenter.cpp - the per-file pipeline ---------------------------===//
#include "Rewrite/Instrumenter.h"
#include "Rewrite/Context.h"
#include "Rewrite/DebugCrash.h"
#include "Rewrite/Emitter.h"
#include "Rewrite/Fallback.h"
#include "Rewrite/FunctionIndex.h"
#include "Rewrite/FunctionRewriter.h"
#include "Rewrite/HandedCaches.h"
#include "Rewrite/InlineClones.h"
#include "Rewrite/KeptMacroNames.h"
#include "Rewrite/MacroView.h"
#include "Rewrite/Nesting.h"
#include "Rewrite/ProjectFiles.h"
#include "Rewrite/Signatures.h"
#include "Rewrite/SlotCache.h"
#include "Rewrite/StaticInit.h"
#include "clang/AST/ASTConsumer.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include <algorithm>

using namespace clang;
using namespace mpx;

namespace {

class InstrumentConsumer : public ASTConsumer {
public:
  InstrumentConsumer(const RewriteOptions &Opts, RewriteResults &Results,
                     TokenLog &Tokens, ProjectFiles &Files, std::string File,
                     Activity &Now)
      : Opts(Opts), Results(Results), Tokens(Tokens), Files(Files),
        File(std::move(File)), Now(Now) {
    Files.setMainName(this->File);
  }

  void HandleTranslationUnit(ASTContext &AST) override;

private:
  void rewrite(ASTContext &AST);
  std::vector<const FunctionDecl *> planFunctions(Context &C,
                                                  SignaturePlanner &Sigs);
  std::string header(const std::string &SiteTable) const;
  std::string macroUses() const;
  void planMacroUsesBeforeUndefs(Context &C) const;

  const RewriteOptions &Opts;
  RewriteResults &Results;
  TokenLog &Tokens;
  ProjectFiles &Files;
  std::string File;
  Activity &Now;
};

using NameMap = std::map<std::string, std::string>;

class InstrumentAction : public ASTFrontendAction {
public:
  InstrumentAction(const RewriteOptions &Opts, const NameMap &Names,
                   RewriteResults &Results, Activity &Now)
      : Opts(Opts), Names(Names), Results(Results), Now(Now) {}
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 StringRef File) override {
    auto It = Names.find(File.str());
    std::string Name = It == Names.end() ? File.str() : It->second;
    Now.startFile(Name);
    debugCrashPoint(Opts, Step::Setup);
    Now.setSourceManager(&CI.getSourceManager());
    if (!installMacroView(CI, Now))
      return nullptr;
    Files.attach(CI.getPreprocessor(), Opts.InstrumentHeaders, Now);
    Tokens.attach(CI.getPreprocessor(), Files, Now, Opts);
    Now.setStep(Step::Parse);
    return std::make_unique<InstrumentConsumer>(Opts, Results, Tokens, Files,
                                                Name, Now);
  }
  void EndSourceFileAction() override {
    Now.setStep(Step::Finish);
    Now.setSourceManager(nullptr);
  }

private:
  const RewriteOptions &Opts;
  const NameMap &Names;
  RewriteResults &Results;
  Activity &Now;
  ProjectFiles Files;
  TokenLog Tokens;
};

class Factory : public tooling::FrontendActionFactory {
public:
  Factory(const RewriteOptions &Opts, const NameMap &Names,
          RewriteResults &Results, Activity &Now)
      : Opts(Opts), Names(Names), Results(Results), Now(Now) {}
  std::unique_ptr<FrontendAction> create() override {
    return std::make_unique<InstrumentAction>(Opts, Names, Results, Now);
  }

private:
  const RewriteOptions &Opts;
  const NameMap &Names;
  RewriteResults &Results;
  Activity &Now;
};

} // namespace

/// Definitions in the rewritten files, in order.  A header's function
/// that nothing in the translation unit refers to and that is not
/// exported is left as written: it never runs here.
static std::vector<const FunctionDecl *> definitions(const Context &C) {
  std::vector<const FunctionDecl *> Out;
  for (const Decl *D : C.AST.getTranslationUnitDecl()->decls()) {
    const auto *FD = dyn_cast<FunctionDecl>(D);
    if (!FD || !FD->doesThisDeclarationHaveABody() ||
        !C.Files.isInstrumented(FD->getLocation()))
      continue;
    bool InHeader = C.SM.getFileID(C.SM.getExpansionLoc(FD->getLocation())) !=
                    C.SM.getMainFileID();
    if (InHeader && !FD->isExternallyVisible() && !FD->isReferenced())
      continue;
    Out.push_back(FD);
  }
  // The helpers inlined into their callers first, so that their callers
  // know which slot caches to hand them (HandedCaches.h); they call
  // nothing, so they need nothing from the others.
  std::stable_partition(Out.begin(), Out.end(), inlinesClone);
  return Out;
}

/// Plans every definition; returns the function bodies in the order of
/// their edit groups (Fallback.h).
std::vector<const FunctionDecl *>
InstrumentConsumer::planFunctions(Context &C, SignaturePlanner &Sigs) {
  std::vector<const FunctionDecl *> Bodies;
  auto OnUse = [&Sigs](const FunctionDecl *FD, SourceLocation Top) {
    Sigs.noteUse(FD, Top);
  };
  for (const FunctionDecl *FD : definitions(C)) {
    Now.setFunction(FD);
    if (!isInstrumented(C, FD)) {
      C.Plan.source("function not instrumented (bnd_legacy or not marked)");
      C.Map.addUnvisited(FD->getBody(), FD,
                         "function not instrumented (bnd_legacy, or not "
                         "marked bnd_instrument)");
      continue;
    }
    bool Cloned = C.Fns.info(FD).Kind == CloneKind::Defined;
    if (!Cloned && hasBoundsInSignature(FD)) {
      std::string Why = whyNotCloneable(C, FD);
      if (!Why.empty())
        C.Plan.source("INIT: parameters of uncloned function (" + Why + ")");
    }
    Bodies.push_back(FD);
    if (nestsDeeperThan(FD->getBody(), MaxNesting))
      leaveBodyAsWritten(C, FD,
                         "its statements and expressions nest more than " +
                             std::to_string(MaxNesting) + " levels deep",
                         "nested too deeply");
    else {
      C.Plan.setGroup(Bodies.size());
      BodyState Body(C, FD, Cloned, OnUse);
      FunctionRewriter(Body).run();
      planKeptMacroNames(C, FD->getBody());
      C.Plan.setGroup(0);
    }
    if (Cloned)
      C.Plan.act(ActionKind::Signature, FD->getBody(),
                 [&] { Sigs.planDefinition(FD); });
  }
  Now.setFunction(nullptr);
  Now.setStep(Step::PlanTop);
  debugCrashPoint(Opts, Step::PlanTop);
  C.Plan.act(ActionKind::Signature, nullptr, [&] { Sigs.planDeclarations(); });
  C.Plan.act(ActionKind::StaticInit, nullptr,
             [&] { planStaticInitialisers(C); });
  planMacroUsesBeforeUndefs(C);
  return Bodies;
}

/// The instrumented text may spell out every invocation of a macro (those
/// with edits in their arguments or bodies): `defined` keeps such macros
/// used, as they were in the input, for -Wunused-macros.  Joined with `+`:
/// clang marks a macro used only where `defined` is evaluated, and `||`
/// would stop at the first macro defined.
std::string InstrumentConsumer::macroUses() const {
  std::string Cond;
  for (const std::string &Name : Tokens.usedMacros())
    Cond += (Cond.empty() ? "" : " + ") + ("defined(" + Name + ")");
  return Cond.empty() ? "" : "\n#if " + Cond + "\n#endif\n";
}

/// The same right before each #undef of such a macro, where -Wunused-macros
/// warns of a macro not used so far (bzip2 undefines its helper macros
/// after the function that uses them).
void InstrumentConsumer::planMacroUsesBeforeUndefs(Context &C) const {
  for (const auto &[Name, LineStart] : Tokens.undefs())
    if (Tokens.usedMacros().count(Name))
      C.Plan.insertAt(LineStart, "#if defined(" + Name + ")\n#endif" +
                                     C.lineDirective(LineStart));
}

/// Warnings about what the compiler made of the code rather than about the
/// code: the instrumented functions are larger and keep more on the stack,
/// so an inline function the original build inlined may no longer be, and
/// a frame may pass a limit the original stayed under; GCC's data flow
/// through the added branches may lose a proof that a variable is set
/// before use (-Wmaybe-uninitialized, oniguruma's regcomp.c).  As with
/// sanitizer builds, these are for the production build; a project
/// building with them and -Werror still builds.
static const char *const OptimisationWarningsOff =
    "#pragma GCC diagnostic ignored \"-Winline\"\n"
    "#pragma GCC diagnostic ignored \"-Wframe-larger-than=\"\n"
    "#ifndef __clang__\n"
    "#pragma GCC diagnostic ignored \"-Wstack-usage=\"\n"
    "#pragma GCC diagnostic ignored \"-Wmaybe-uninitialized\"\n"
    "#endif\n";

std::string InstrumentConsumer::header(const std::string &SiteTable) const {
  const std::string &Name = File;
  return "/* Generated by mpx-rewrite " MPX_VERSION " from " + Name + " with " +
         Opts.describe() + ". Do not edit. */\n#include \"mpxrt.h\"\n" +
         OptimisationWarningsOff + SiteTable + "#line 1 \"" + cString(Name) +
         "\"\n";
}

void InstrumentConsumer::HandleTranslationUnit(ASTContext &AST) {
  rewrite(AST);
  Now.setFunction(nullptr);
  Now.setStep(Step::Finish);
}

/// Every file the parse read, sorted: the main file, its headers, the
/// runtime header.
static std::vector<std::string> filesRead(const SourceManager &SM) {
  std::vector<std::string> Out;
  for (auto It = SM.fileinfo_begin(); It != SM.fileinfo_end(); ++It)
    Out.push_back(It->first.getName().str());
  llvm::sort(Out);
  return Out;
}

void InstrumentConsumer::rewrite(ASTContext &AST) {
  DiagnosticsEngine &Diags = AST.getDiagnostics();
  if (Diags.hasErrorOccurred())
    return;
  const SourceManager &SM = AST.getSourceManager();
  llvm::StringRef Input = SM.getBufferData(SM.getMainFileID());
  if (Input.starts_with("/* Generated by mpx-rewrite")) {
    // Already instrumented: rewriting again would clone the clones.
    unsigned ID = Diags.getCustomDiagID(
        DiagnosticsEngine::Warning,
        "input was already instrumented by mpx-rewrite; copied unchanged");
    Diags.Report(SM.getLocForStartOfFile(SM.getMainFileID()), ID);
    Results.Outputs[File] = Input.str();
    Results.Stats[File] = RewriteStats();
    return;
  }
  EditPlan Plan;
  RewriteStats Stats;
  FunctionIndex Fns;
  NameAllocator Names(AST.Idents);
  SiteTable Sites;
  CheckMap Map;
  CallEffects Effects(AST);
  HandedCaches Handed;
  Context C{AST,   AST.getSourceManager(),
            Opts,  Tokens,
            Files, Fns,
            Plan,  Stats,
            File,  Names,
            Now,   Sites,
            Map,   Effects,
            Handed};
  Now.setStep(Step::Index);
  debugCrashPoint(Opts, Step::Index);
  Fns.build(C);
  SignaturePlanner Sigs(C);
  Now.setStep(Step::Plan);
  std::vector<const FunctionDecl *> Bodies = planFunctions(C, Sigs);
  Files.markNested(AST);
  Now.setFunction(nullptr);
  Now.setStep(Step::Emit);
  debugCrashPoint(Opts, Step::Emit);
  auto Text = emitMainFileOrFallback(C, Bodies);
  if (!Text) {
    unsigned ID = Diags.getCustomDiagID(DiagnosticsEngine::Error,
                                        "mpx-rewrite: %0");
    Diags.Report(ID) << llvm::toString(Text.takeError());
    return;
  }
  if (Diags.hasErrorOccurred())
    return;
  Results.Outputs[File] =
      header(Sites.definition(C.siteTableName())) + *Text + macroUses();
  Results.Stats[File] = Stats;
  Results.Inputs[File] = filesRead(SM);
  if (!Opts.CheckReportDir.empty())
    Results.Maps[File] = Map.place(SM, AST.getLangOpts(), Files);
}

std::unique_ptr<tooling::FrontendActionFactory>
mpx::newInstrumentActionFactory(const RewriteOptions &Opts,
                                const NameMap &Names, RewriteResults &Results,
                                Activity &Now) {
  return std::make_unique<Factory>(Opts, Names, Results, Now);
}

std::vector<std::string> mpx::parseArguments(const RewriteOptions &Opts) {
  std::vector<std::string> Args = {"-resource-dir", MPX_CLANG_RESOURCE_DIR,
                                   "-Wno-everything", "-D__MPX_REWRITER__=1"};
  if (!Opts.RuntimeIncludeDir.empty())
    Args.insert(Args.end(), {"-isystem", Opts.RuntimeIncludeDir, "-include",
                             "mpxrt.h"});
  return Args;
}

bool mpx::instrumentCode(llvm::StringRef Code, llvm::StringRef FileName,
                         const std::vector<std::string> &Args,
                         const RewriteOptions &Opts, std::string &Out,
                         RewriteStats *Stats) {
  NameMap Names;
  RewriteResults Results;
  std::vector<std::string> All = Args;
  for (const std::string &A : parseArguments(Opts))
    All.push_back(A);
  Activity Now;
  auto Factory = newInstrumentActionFactory(Opts, Names, Results, Now);
  bool Ok = tooling::runToolOnCodeWithArgs(Factory->create(), Code, All,
                                           FileName);
  if (!Ok || Results.Outputs.size() != 1)
    return false;
  Out = Results.Outputs.begin()->second;
  if (Stats)
    *Stats = Results.Stats.begin()->second;
  return true;
}
