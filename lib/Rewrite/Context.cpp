//===- Context.cpp - shared helpers of the planners -----------------------===//
#include "Rewrite/Context.h"
#include "Rewrite/ProjectFiles.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;
using namespace mpx;

void Context::warn(SourceLocation Loc, llvm::StringRef Msg) const {
  DiagnosticsEngine &D = AST.getDiagnostics();
  unsigned ID = D.getCustomDiagID(DiagnosticsEngine::Warning, "%0");
  D.Report(Loc, ID) << Msg;
}

/// True for an inline definition with external linkage that is not an
/// external definition: it may not refer to the static site table.
static bool isExternalInlineDefinition(const FunctionDecl *FD) {
  return FD->isInlined() && FD->isExternallyVisible() &&
         FD->doesThisDeclarationHaveABody() &&
         !FD->isInlineDefinitionExternallyVisible();
}

std::string Context::siteTableName() const {
  return Names.fixed("__mpx_sites");
}

std::string Context::describeObject(const VarDecl *VD) const {
  std::string Kind = isa<ParmVarDecl>(VD)        ? "parameter"
                     : VD->isStaticLocal()       ? "static local"
                     : VD->isLocalVarDecl()      ? "local"
                     : VD->isExternallyVisible() ? "global"
                                                 : "static global";
  QualType T = VD->getType();
  std::string What = T->isArrayType()    ? " array"
                     : T->isRecordType() ? " struct"
                                         : "";
  std::string Out = Kind + What + " '" + VD->getName().str() + "'";
  if (const auto *Fn =
          dyn_cast_or_null<FunctionDecl>(VD->getParentFunctionOrMethod()))
    Out += " of " + Fn->getName().str();
  std::string At = where(VD->getLocation());
  if (!At.empty())
    Out += ", declared at " + At;
  return Out;
}

std::string Context::textOf(const Expr *E, size_t Max) const {
  CharSourceRange R = SM.getExpansionRange(E->getSourceRange());
  std::string Text = Lexer::getSourceText(R, SM, AST.getLangOpts()).str();
  std::replace(Text.begin(), Text.end(), '\n', ' ');
  if (Text.size() > Max)
    Text = Text.substr(0, Max) + "...";
  return Text;
}

std::string Context::where(SourceLocation Loc) const {
  SourceLocation At = SM.getExpansionLoc(Loc);
  PresumedLoc P = SM.getPresumedLoc(At);
  if (P.isInvalid())
    return "";
  return Files.nameAt(At) + ":" + std::to_string(P.getLine());
}

SiteRef Context::site(SourceLocation Loc, const FunctionDecl *FD,
                      BoundsOrigin From, llvm::StringRef Object,
                      llvm::StringRef FromDetail) const {
  SourceLocation At = SM.getExpansionLoc(Loc);
  PresumedLoc P = SM.getPresumedLoc(At);
  Site S;
  S.File = P.isInvalid() ? "<unknown>" : Files.nameAt(At);
  S.Func = FD ? FD->getName().str() : "";
  S.Line = P.isInvalid() ? 0 : P.getLine();
  S.Col = P.isInvalid() ? 0 : P.getColumn();
  S.From = From;
  S.Object = Object.str();
  if (S.Object.empty())
    S.FromDetail = FromDetail.str();
  if (FD && isExternalInlineDefinition(FD))
    return {"(&(__extension__(const __mpx_site)" + siteInitialiser(S) + "))",
            -1};
  unsigned Row = Sites.add(S);
  return {"&" + siteTableName() + "[" + std::to_string(Row) + "]", int(Row)};
}

SourceLocation Context::topLoc(SourceLocation Loc) const {
  return SM.getExpansionLoc(Loc);
}

std::string Context::lineDirective(SourceLocation Loc) const {
  PresumedLoc P = SM.getPresumedLoc(Loc);
  std::string Name = P.getFilename();
  // The file's name as the output's other directives give it (the main
  // file's as the user wrote it, an included file's relative to it), unless
  // a #line of the file's own renames this part of it.
  FileID FID = SM.getFileID(SM.getFileLoc(Loc));
  PresumedLoc Start = SM.getPresumedLoc(SM.getLocForStartOfFile(FID));
  if (Start.isValid() && Name == Start.getFilename())
    Name = Files.displayName(FID);
  return "\n#line " + std::to_string(P.getLine()) + " \"" + cString(Name) +
         "\"\n";
}

bool Context::before(SourceLocation A, SourceLocation B) const {
  return A != B && SM.isBeforeInTranslationUnit(A, B);
}

/// True when T names only types that can be written at file scope.
static bool spellable(QualType T) {
  T = T.getCanonicalType();
  while (true) {
    if (const auto *P = T->getAs<PointerType>())
      T = P->getPointeeType();
    else if (const auto *A = T->getAsArrayTypeUnsafe())
      T = A->getElementType();
    else
      break;
  }
  if (T->isVariablyModifiedType())
    return false;
  if (const TagDecl *TD = T->getAsTagDecl()) {
    // va_list's hidden tag cannot be named in C.
    if (TD->getName() == "__va_list_tag")
      return false;
    return !TD->getName().empty() || TD->getTypedefNameForAnonDecl();
  }
  if (const auto *FT = T->getAs<FunctionProtoType>()) {
    for (QualType P : FT->param_types())
      if (!spellable(P))
        return false;
    return spellable(FT->getReturnType());
  }
  return true;
}

/// True when T is printed through a typeof (GNU `__typeof(x)` written in
/// the source): clang prints it `typeof (x)`, which is no keyword before
/// C23 outside GNU modes, and an extension token under -pedantic.
static bool printedWithTypeof(QualType T) {
  while (!T.isNull()) {
    const Type *Ty = T.getTypePtr();
    if (isa<TypeOfExprType>(Ty) || isa<TypeOfType>(Ty))
      return true;
    if (const auto *P = dyn_cast<PointerType>(Ty))
      T = P->getPointeeType();
    else if (const auto *A = dyn_cast<ArrayType>(Ty))
      T = A->getElementType();
    else if (const auto *Paren = dyn_cast<ParenType>(Ty))
      T = Paren->getInnerType();
    else if (const auto *E = dyn_cast<ElaboratedType>(Ty))
      T = E->getNamedType();
    else if (const auto *At = dyn_cast<AttributedType>(Ty))
      T = At->getModifiedType();
    else if (const auto *F = dyn_cast<FunctionProtoType>(Ty))
      return llvm::any_of(F->param_types(), printedWithTypeof) ||
             printedWithTypeof(F->getReturnType());
    else
      return false;
  }
  return false;
}

namespace {
/// Finds, in a type, the typedef names that an ordinary identifier of FD
/// (a parameter, a local variable) may hide where the type is written, and
/// those FD declares, which its body's start does not see yet; and the
/// tags FD declares.
class LocalTypeFinder : public RecursiveASTVisitor<LocalTypeFinder> {
public:
  explicit LocalTypeFinder(const FunctionDecl *FD) : FD(FD) {}
  bool Hidden = false, LocalTypedef = false, LocalTag = false;
  bool VisitTypedefType(TypedefType *T) {
    const TypedefNameDecl *TD = T->getDecl();
    LocalTypedef |= TD->getParentFunctionOrMethod() != nullptr;
    Hidden |= FD && namedInFunction(TD->getName());
    return true;
  }
  bool VisitTagType(TagType *T) {
    LocalTag |= T->getDecl()->getParentFunctionOrMethod() != nullptr;
    return true;
  }

private:
  bool namedInFunction(llvm::StringRef Name) const {
    for (const ParmVarDecl *P : FD->parameters())
      if (P->getName() == Name)
        return true;
    for (const Decl *D : FD->decls())
      if (const auto *ND = dyn_cast<NamedDecl>(D))
        if ((isa<VarDecl>(ND) || isa<EnumConstantDecl>(ND) ||
             isa<FunctionDecl>(ND)) &&
            ND->getName() == Name)
          return true;
    return false;
  }
  const FunctionDecl *FD;
};
} // namespace

std::string Context::declare(QualType T, llvm::StringRef Name,
                             const FunctionDecl *In) const {
  if (!spellable(T))
    return "";
  LocalTypeFinder Names(In);
  if (In)
    Names.TraverseType(T);
  if (printedWithTypeof(T) || Names.Hidden) // the type it names, in plain C
    T = T.getCanonicalType();
  PrintingPolicy P(AST.getLangOpts());
  P.SuppressScope = true;
  std::string S;
  llvm::raw_string_ostream OS(S);
  T.print(OS, P, Name);
  return S;
}

std::string Context::declareAtTop(QualType T, llvm::StringRef Name,
                                  const FunctionDecl *FD) const {
  LocalTypeFinder Canonical(nullptr);
  Canonical.TraverseType(T.getCanonicalType());
  if (Canonical.LocalTag)
    return "";
  LocalTypeFinder Sugared(nullptr);
  Sugared.TraverseType(T);
  return declare(Sugared.LocalTypedef ? T.getCanonicalType() : T, Name, FD);
}

bool mpx::carriesBounds(QualType T) {
  return T->isPointerType() && !T->isFunctionPointerType();
}

std::string mpx::cString(llvm::StringRef S) {
  std::string Out;
  for (char C : S) {
    if (C == '\\' || C == '"')
      Out += '\\';
    Out += C;
  }
  return Out;
}

namespace {
/// Finds a compound literal not already inside a statement expression.
class LiteralFinder : public RecursiveASTVisitor<LiteralFinder> {
public:
  bool Found = false;
  bool TraverseStmtExpr(StmtExpr *) { return true; }
  bool VisitCompoundLiteralExpr(CompoundLiteralExpr *E) {
    Found = passedValue(E) == E;
    return !Found;
  }
};
} // namespace

bool mpx::returnsTwice(const FunctionDecl *F) {
  return F->hasAttr<ReturnsTwiceAttr>() || F->getName().contains("setjmp");
}

namespace {
class ReturnsTwiceFinder : public RecursiveASTVisitor<ReturnsTwiceFinder> {
public:
  bool Found = false;
  bool VisitCallExpr(CallExpr *CE) {
    const FunctionDecl *F = CE->getDirectCallee();
    Found = F && returnsTwice(F);
    return !Found;
  }
};
} // namespace

bool mpx::callsReturnsTwice(const Stmt *Body) {
  ReturnsTwiceFinder F;
  F.TraverseStmt(const_cast<Stmt *>(Body));
  return F.Found;
}

const Expr *mpx::passedValue(const Expr *Arg) {
  const auto *L = dyn_cast<CompoundLiteralExpr>(Arg->IgnoreParens());
  const auto *Init = L ? dyn_cast<InitListExpr>(L->getInitializer()) : nullptr;
  const RecordDecl *R = L ? L->getType()->getAsRecordDecl() : nullptr;
  if (!Init || !R || !R->hasAttr<TransparentUnionAttr>() ||
      L->getLParenLoc().isValid() || Init->getNumInits() != 1)
    return Arg;
  const Expr *V = Init->getInit(0);
  while (const auto *Q = dyn_cast<ImplicitCastExpr>(V)) // `restrict` added
    if (Q->getCastKind() == CK_NoOp)
      V = Q->getSubExpr();
    else
      break;
  return V;
}

bool mpx::holdsCompoundLiteral(const Expr *E) {
  LiteralFinder F;
  F.TraverseStmt(const_cast<Expr *>(E));
  return F.Found;
}
