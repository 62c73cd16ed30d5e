//===- Activity.cpp - what the tool is doing ------------------------------===//
#include "Rewrite/Activity.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;
using namespace mpx;

void Activity::startFile(llvm::StringRef Name) {
  *this = Activity();
  File = Name.str();
}

void Activity::setFunction(const FunctionDecl *FD) {
  Construct = SourceLocation();
  ConstructStmt = nullptr;
  Function = FD ? FD->getNameAsString() : "";
  FunctionLoc = FD ? FD->getLocation() : SourceLocation();
}

std::string Activity::doing() const {
  std::string Of = Function.empty() ? "" : " of function '" + Function + "'";
  switch (Now) {
  case Step::Setup:
    return "setting up the parse of " + File;
  case Step::Probe:
    return "asking the compiler for its predefined macros for " + File;
  case Step::Parse:
    return "parsing " + File;
  case Step::Record:
    return "recording the tokens and #includes of " + File;
  case Step::Index:
    return "indexing the functions of " + File;
  case Step::Plan:
    return "planning the edits" + (Of.empty() ? " of " + File : Of);
  case Step::PlanTop:
    return "planning the declarations and static initialisers of " + File;
  case Step::Emit:
    return "emitting the output" + (Of.empty() ? " of " + File : Of);
  case Step::Finish:
    return "finishing the parse of " + File;
  }
  return File;
}

std::string Activity::locationText(SourceLocation L) const {
  if (!SM || L.isInvalid())
    return "";
  SourceLocation At = SM->getExpansionLoc(L);
  PresumedLoc P = SM->getPresumedLoc(At);
  if (P.isInvalid())
    return "";
  // The main file as the user named it (clang sees it absolute), unless
  // a #line renamed it.
  bool Main =
      SM->getFileID(At) == SM->getMainFileID() &&
      llvm::StringRef(P.getFilename()) ==
          SM->getPresumedLoc(At, /*UseLineDirectives=*/false).getFilename();
  return (Main ? File : std::string(P.getFilename())) + ":" +
         std::to_string(P.getLine()) + ":" + std::to_string(P.getColumn());
}

std::string Activity::where() const {
  std::string At;
  switch (Now) {
  case Step::Parse:
  case Step::Record:
    At = locationText(Token);
    break;
  case Step::Plan:
  case Step::PlanTop:
  case Step::Emit:
    At = locationText(ConstructStmt ? ConstructStmt->getBeginLoc() : Construct);
    if (At.empty())
      At = locationText(FunctionLoc);
    break;
  default:
    break;
  }
  return At.empty() ? File : At;
}
