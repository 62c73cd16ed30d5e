//===- CheckMap.cpp - what became of each access, for the check map -------===//
#include "Rewrite/CheckMap.h"
#include "Rewrite/ProjectFiles.h"
#include "clang/AST/Decl.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include <map>

using namespace clang;
using namespace mpx;

const char *mpx::statusName(MarkStatus S) {
  switch (S) {
  case MarkStatus::Checked:
    return "checked";
  case MarkStatus::Proved:
    return "proved";
  case MarkStatus::Unchecked:
    return "unchecked";
  }
  return "unchecked";
}

namespace {
/// Finds the accesses through a pointer (*p, p[i], p->f) of a statement the
/// planners do not walk.
class UnvisitedAccesses : public RecursiveASTVisitor<UnvisitedAccesses> {
public:
  explicit UnvisitedAccesses(std::vector<const Expr *> &Out) : Out(Out) {}
  bool VisitUnaryOperator(UnaryOperator *U) {
    if (U->getOpcode() == UO_Deref)
      Out.push_back(U);
    return true;
  }
  bool VisitArraySubscriptExpr(ArraySubscriptExpr *A) {
    Out.push_back(A);
    return true;
  }
  bool VisitMemberExpr(MemberExpr *M) {
    if (M->isArrow())
      Out.push_back(M);
    return true;
  }

private:
  std::vector<const Expr *> &Out;
};
} // namespace

void CheckMap::addUnvisited(const Stmt *S, const FunctionDecl *FD,
                            llvm::StringRef Why) {
  if (!S)
    return;
  std::vector<const Expr *> Found;
  UnvisitedAccesses(Found).TraverseStmt(const_cast<Stmt *>(S));
  for (const Expr *E : Found)
    add({E->getSourceRange(), FD, "access", MarkStatus::Unchecked, Why.str()});
}

void CheckMap::forget(const FunctionDecl *FD) {
  llvm::erase_if(Marks, [FD](const AccessMark &M) { return M.Function == FD; });
}

/// R as a range of one file's characters: R itself when its ends are
/// written in the file or are a macro argument's ends, else the macro
/// invocations it lies in.  Invalid when its ends lie in two files.
static CharSourceRange fileRange(SourceRange R, const SourceManager &SM,
                                 const LangOptions &LO) {
  CharSourceRange F =
      Lexer::makeFileCharRange(CharSourceRange::getTokenRange(R), SM, LO);
  if (F.isValid())
    return F;
  SourceLocation B = SM.getExpansionRange(R.getBegin()).getBegin();
  SourceLocation E = SM.getExpansionRange(R.getEnd()).getEnd();
  E = Lexer::getLocForEndOfToken(E, 0, SM, LO);
  if (B.isInvalid() || E.isInvalid() || SM.getFileID(B) != SM.getFileID(E) ||
      SM.getFileOffset(E) < SM.getFileOffset(B))
    return {};
  return CharSourceRange::getCharRange(B, E);
}

std::vector<MarkedFile> CheckMap::place(const SourceManager &SM,
                                        const LangOptions &LO,
                                        const ProjectFiles &Files) const {
  std::map<FileID, MarkedFile> ByFile;
  FileID Main = SM.getMainFileID(); // a page even when it has no access
  ByFile[Main] = {Files.nameAt(SM.getLocForStartOfFile(Main)),
                  SM.getBufferData(Main).str(),
                  {}};
  for (const AccessMark &M : Marks) {
    CharSourceRange R = fileRange(M.Range, SM, LO);
    if (R.isInvalid())
      continue;
    SourceLocation B = R.getBegin(), E = R.getEnd();
    FileID FID = SM.getFileID(B);
    if (!Files.isInstrumented(FID))
      continue;
    MarkedFile &F = ByFile[FID];
    if (F.Name.empty()) {
      F.Name = Files.nameAt(B);
      F.Text = SM.getBufferData(FID).str();
    }
    PlacedMark P;
    P.Begin = SM.getFileOffset(B);
    P.End = SM.getFileOffset(E);
    P.Line = SM.getLineNumber(FID, P.Begin);
    P.Col = SM.getColumnNumber(FID, P.Begin);
    P.EndLine = SM.getLineNumber(FID, P.End);
    P.EndCol = SM.getColumnNumber(FID, P.End);
    P.Function = M.Function ? M.Function->getNameAsString() : "";
    P.Kind = M.Kind;
    P.Status = M.Status;
    P.Why = M.Why;
    F.Marks.push_back(std::move(P));
  }
  std::vector<MarkedFile> Out;
  for (auto &[FID, F] : ByFile) {
    llvm::stable_sort(F.Marks, [](const PlacedMark &A, const PlacedMark &B) {
      return A.Begin != B.Begin ? A.Begin < B.Begin : A.End > B.End;
    });
    Out.push_back(std::move(F));
  }
  return Out;
}
