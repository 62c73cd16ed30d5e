//===- LoopVersioning.cpp - the guard and the two copies of a loop --------===//
//
// The guard, for  for (T i = A; i < B; i += K)  and accesses V[E]:
//   ({ T lf = (A); int ok = 1;
//      if (lf < B) {                       // the condition, i spelled lf
//        __typeof__((lf) + (B)) ll = (B);  // the comparison's type
//        __mpx_wide w0 = lf, w1 = (__mpx_wide)ll - 1;
//        ok = __mpx_span_ok(V, sizeof(*(V)), bounds(V),
//                           E with i spelled w0, E with i spelled w1) && ...;
//      }
//      ok; })
// A loop that does not run passes.  E is evaluated in __mpx_wide, exact, so
// its values at w0 and w1 bound those at every iteration (LoopShape.h).
// Each part of E computed in a wrapping type narrower than a pointer (u - 1
// of an unsigned u) adds  __mpx_wide_fits(part at w0, bits, signed) &&
// __mpx_wide_fits(part at w1, ...): in range at both ends, it never wraps.
//
//===----------------------------------------------------------------------===//
#include "Rewrite/LoopVersioning.h"
#include "Rewrite/LoopShape.h"
#include "Rewrite/OnceForm.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include <set>

using namespace clang;
using namespace mpx;

namespace {

/// The main-file offsets of the tokens that spell the references to Var in
/// an expression; Hidden when one comes from a macro's definition.
class VarSpellings : public RecursiveASTVisitor<VarSpellings> {
public:
  VarSpellings(const SourceManager &SM, const VarDecl *Var)
      : SM(SM), Var(Var) {}
  std::set<unsigned> Offsets;
  bool Hidden = false;

  bool VisitDeclRefExpr(DeclRefExpr *DRE) {
    if (!Var || DRE->getDecl() != Var)
      return true;
    SourceLocation L = DRE->getLocation();
    if (L.isMacroID()) {
      if (!SM.isMacroArgExpansion(L))
        Hidden = true;
      L = SM.getSpellingLoc(L);
    }
    if (SM.isInMainFile(L))
      Offsets.insert(SM.getFileOffset(L));
    else
      Hidden = true;
    return true;
  }

private:
  const SourceManager &SM;
  const VarDecl *Var;
};

/// [Begin, End) offsets of R's text in the main file; false if it has none.
bool mainFileSpan(const Context &C, SourceRange R, unsigned &Begin,
                  unsigned &End) {
  CharSourceRange CR = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(R), C.SM, C.AST.getLangOpts());
  if (CR.isInvalid() || !C.SM.isInMainFile(CR.getBegin()))
    return false;
  Begin = C.SM.getFileOffset(CR.getBegin());
  End = C.SM.getFileOffset(CR.getEnd());
  if (CR.isTokenRange())
    End += Lexer::MeasureTokenLength(CR.getEnd(), C.SM, C.AST.getLangOpts());
  return Begin <= End;
}

/// Lexes [Begin, End) of the main file raw, calling Fn on each token.
template <typename Fn>
void eachToken(const Context &C, unsigned Begin, unsigned End, Fn Each) {
  FileID Main = C.SM.getMainFileID();
  llvm::StringRef Buf = C.SM.getBufferData(Main);
  Lexer L(C.SM.getLocForStartOfFile(Main), C.AST.getLangOpts(), Buf.begin(),
          Buf.begin() + Begin, Buf.end());
  Token T;
  while (true) {
    L.LexFromRawLexer(T);
    if (T.is(tok::eof) || C.SM.getFileOffset(T.getLocation()) >= End)
      break;
    Each(T);
  }
}

/// The main-file offsets of a written cast's `(type)`; false when it is
/// spelled inside a macro definition.
bool castSpan(const Context &C, const CStyleCastExpr *CE, unsigned &Begin,
              unsigned &End) {
  SourceLocation L = CE->getLParenLoc(), R = CE->getRParenLoc();
  for (SourceLocation *X : {&L, &R}) {
    if (X->isMacroID() && !C.SM.isMacroArgExpansion(*X))
      return false;
    *X = C.SM.getSpellingLoc(*X);
    if (!C.SM.isInMainFile(*X))
      return false;
  }
  Begin = C.SM.getFileOffset(L);
  End = C.SM.getFileOffset(R) + 1;
  return Begin < End;
}

/// E's tokens on one line, each spelling of a reference to Var replaced by
/// Name and the `(type)` of each cast in Drop left out; "" when E is not
/// written in one piece of the main file, names Var from inside a macro
/// definition, or expands __LINE__ or __COUNTER__ (whose values the guard,
/// on the loop's first line and evaluated once more, would change).
std::string flatText(const Context &C, const Expr *E, const VarDecl *Var,
                     llvm::StringRef Name,
                     llvm::ArrayRef<const CStyleCastExpr *> Drop = {}) {
  unsigned Begin, End;
  if (!mainFileSpan(C, E->getSourceRange(), Begin, End) ||
      C.Tokens.expandsPositional(Begin, End, /*Line=*/true))
    return "";
  VarSpellings Refs(C.SM, Var);
  Refs.TraverseStmt(const_cast<Expr *>(E));
  if (Refs.Hidden)
    return "";
  std::vector<std::pair<unsigned, unsigned>> Skip;
  for (const CStyleCastExpr *CE : Drop) {
    unsigned B, X;
    if (!castSpan(C, CE, B, X))
      return "";
    Skip.push_back({B, X});
  }
  std::string Out;
  unsigned Replaced = 0;
  eachToken(C, Begin, End, [&](const Token &T) {
    unsigned Off = C.SM.getFileOffset(T.getLocation());
    for (const auto &[B, X] : Skip)
      if (Off >= B && Off < X)
        return;
    if (!Out.empty())
      Out += ' ';
    if (Refs.Offsets.count(Off)) {
      Out += Name.str();
      ++Replaced;
    } else {
      Out += Lexer::getSpelling(T, C.SM, C.AST.getLangOpts());
    }
  });
  return Replaced == Refs.Offsets.size() ? Out : "";
}

/// True when S's source range stops before the ';' that ends it.
bool endsBeforeSemi(const Stmt *S) {
  if (isa<CompoundStmt>(S) || isa<NullStmt>(S) || isa<DeclStmt>(S))
    return false;
  if (const auto *I = dyn_cast<IfStmt>(S))
    return endsBeforeSemi(I->getElse() ? I->getElse() : I->getThen());
  if (const auto *W = dyn_cast<WhileStmt>(S))
    return endsBeforeSemi(W->getBody());
  if (const auto *F = dyn_cast<ForStmt>(S))
    return endsBeforeSemi(F->getBody());
  if (const auto *Sw = dyn_cast<SwitchStmt>(S))
    return endsBeforeSemi(Sw->getBody());
  if (const auto *A = dyn_cast<AttributedStmt>(S))
    return endsBeforeSemi(A->getSubStmt());
  return true;
}

/// Builds the guard from the loop's shape and the accesses it covers.
class Guard {
public:
  Guard(const Context &C, const ForStmt *F, const LoopShape &Shape,
        const LoopFacts &Facts)
      : C(C), F(F), Shape(Shape), Facts(Facts), Lf(Facts.NewName("lf")),
        Ll(Facts.NewName("ll")), W0(Facts.NewName("w")),
        W1(Facts.NewName("w")), Ok(Facts.NewName("ok")) {}

  /// Adds the test that makes PC's check unneeded; false if there is none.
  bool cover(const CheckAction &PC);
  /// The guard expression; "" when it cannot be written.
  std::string text() const;

private:
  const VarDecl *baseVariable(const Expr *Base) const;
  bool element(const Expr *LV, const Expr *&Base, const Expr *&Idx,
               bool &Neg) const;
  std::string limitValue() const;
  std::string counterType() const;
  struct Term {
    const Expr *Idx; ///< an index
    uint64_t Scale;  ///< elements per step of Idx
  };
  bool flattenRows(const Expr *&Base, std::vector<Term> &Terms) const;
  std::string indexText(const std::vector<Term> &Terms,
                        const std::string &W) const;
  bool narrowTests(const std::vector<Term> &Terms,
                   std::vector<std::string> &Tests) const;

  const Context &C;
  const ForStmt *F;
  const LoopShape &Shape;
  const LoopFacts &Facts;
  std::string Lf, Ll, W0, W1, Ok;
  std::vector<std::string> Spans;
};

/// The variable a base pointer is, through casts that keep its value.
const VarDecl *Guard::baseVariable(const Expr *Base) const {
  const Expr *E = Base->IgnoreParens();
  while (const auto *CE = dyn_cast<CastExpr>(E)) {
    CastKind K = CE->getCastKind();
    if (K != CK_LValueToRValue && K != CK_ArrayToPointerDecay &&
        K != CK_NoOp && K != CK_BitCast)
      return nullptr;
    E = CE->getSubExpr()->IgnoreParens();
  }
  const auto *DRE = dyn_cast<DeclRefExpr>(E);
  return DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
}

/// Splits the accessed lvalue into the element Base[Idx] (or Base[-Idx])
/// that contains it; Idx is null for element 0.
bool Guard::element(const Expr *LV, const Expr *&Base, const Expr *&Idx,
                    bool &Neg) const {
  LV = LV->IgnoreParens();
  while (const auto *ME = dyn_cast<MemberExpr>(LV)) {
    if (ME->isArrow()) {
      LV = ME->getBase();
      break;
    }
    LV = ME->getBase()->IgnoreParens();
  }
  Idx = nullptr;
  Neg = false;
  if (const auto *AS = dyn_cast<ArraySubscriptExpr>(LV)) {
    Base = AS->getBase();
    Idx = AS->getIdx();
    return true;
  }
  if (const auto *U = dyn_cast<UnaryOperator>(LV)) {
    if (U->getOpcode() != UO_Deref)
      return false;
    LV = U->getSubExpr();
  }
  // LV is now the pointer itself: V, V + E, E + V or V - E.
  const Expr *P = LV->IgnoreParens();
  Base = P;
  if (const auto *B = dyn_cast<BinaryOperator>(P)) {
    bool LeftPtr = B->getLHS()->getType()->isPointerType();
    if (B->getOpcode() == BO_Add) {
      Base = LeftPtr ? B->getLHS() : B->getRHS();
      Idx = LeftPtr ? B->getRHS() : B->getLHS();
    } else if (B->getOpcode() == BO_Sub && LeftPtr &&
               B->getRHS()->getType()->isIntegerType()) {
      Base = B->getLHS();
      Idx = B->getRHS();
      Neg = true;
    }
  }
  return true;
}

/// Rows of a named multi-dimensional array: m[i][j] of int m[R][N] is
/// element i * N + j of m.  Adds the row indices of Base to Terms (index,
/// elements per step) and leaves Base at the array; false for rows whose
/// size is not constant.
bool Guard::flattenRows(const Expr *&Base, std::vector<Term> &Terms) const {
  uint64_t Scale = 1;
  while (true) {
    const auto *Decay = dyn_cast<ImplicitCastExpr>(Base->IgnoreParens());
    if (!Decay || Decay->getCastKind() != CK_ArrayToPointerDecay)
      return true;
    const auto *Row =
        dyn_cast<ArraySubscriptExpr>(Decay->getSubExpr()->IgnoreParens());
    if (!Row)
      return true;
    const ConstantArrayType *CAT = C.AST.getAsConstantArrayType(Row->getType());
    if (!CAT || CAT->getSize().getActiveBits() > 32)
      return false;
    Scale *= CAT->getSize().getZExtValue();
    if (Scale > (1ull << 32))
      return false;
    Terms.push_back({Row->getIdx(), Scale});
    Base = Row->getBase();
  }
}

/// The text of the sum of Terms with the loop variable spelled W.
std::string Guard::indexText(const std::vector<Term> &Terms,
                             const std::string &W) const {
  std::string Sum;
  for (const Term &T : Terms) {
    std::vector<const CStyleCastExpr *> Casts;
    std::vector<const Expr *> Narrow; // tested by narrowTests
    if (Shape.form(T.Idx, &Casts, &Narrow) == Form::Other)
      return "";
    std::string I = flatText(C, T.Idx, Shape.var(), W, Casts);
    if (I.empty())
      return "";
    Sum += (Sum.empty() ? "" : " + ") + ("(__mpx_wide)(" + I + ")") +
           (T.Scale == 1 ? "" : " * " + std::to_string(T.Scale));
  }
  return Sum.empty() ? "(__mpx_wide)0" : "(" + Sum + ")";
}

/// The tests that each wrapping narrow subexpression of the indices in
/// Terms keeps its exact value, at the first and the last iteration, in
/// its type's range (LoopShape::form); false when one cannot be written.
bool Guard::narrowTests(const std::vector<Term> &Terms,
                        std::vector<std::string> &Tests) const {
  for (const Term &T : Terms) {
    std::vector<const CStyleCastExpr *> Casts;
    std::vector<const Expr *> Narrow;
    if (Shape.form(T.Idx, &Casts, &Narrow) == Form::Other)
      return false;
    for (const Expr *S : Narrow) {
      QualType Ty = S->getType();
      std::string Bits = std::to_string(Shape.narrowWrapBits(Ty));
      std::string Signed = Ty->isSignedIntegerType() ? "1" : "0";
      for (const std::string &W : {W0, W1}) {
        std::string X = flatText(C, S, Shape.var(), W, Casts);
        if (X.empty())
          return false;
        Tests.push_back("__mpx_wide_fits((__mpx_wide)(" + X + "), " + Bits +
                        ", " + Signed + ")");
      }
    }
  }
  return true;
}

bool Guard::cover(const CheckAction &PC) {
  const Expr *Base, *Idx;
  bool Neg;
  if (!element(PC.Access, Base, Idx, Neg))
    return false;
  std::vector<Term> Terms;
  if (Idx)
    Terms.push_back({Idx, 1});
  QualType Elem = Base->getType()->getPointeeType();
  if (Elem.isNull() || Elem->isIncompleteType() || !Elem->isConstantSizeType())
    return false;
  if (!flattenRows(Base, Terms))
    return false;
  const VarDecl *V = baseVariable(Base);
  if (!V || !Shape.unchanged(V) || PC.Bounds.empty() ||
      Facts.BoundsOfVariable(V) != PC.Bounds)
    return false;
  std::string B = flatText(C, Base, nullptr, "");
  std::string I0 = indexText(Terms, W0), I1 = indexText(Terms, W1);
  if (B.empty() || I0.empty() || I1.empty())
    return false;
  std::vector<std::string> Tests;
  if (!narrowTests(Terms, Tests))
    return false;
  std::string Size =
      std::to_string(C.AST.getTypeSizeInChars(Elem).getQuantity());
  std::string Sign = Neg ? "-" : "";
  std::string Span = "__mpx_span_ok(__MPX_INT(" + B + "), " + Size + ", " +
                     PC.Bounds + ", " + Sign + I0 + ", " + Sign + I1 + ")";
  Tests.push_back(Span);
  for (const std::string &T : Tests)
    if (std::find(Spans.begin(), Spans.end(), T) == Spans.end())
      Spans.push_back(T);
  return true;
}

/// The last value of the loop variable, from the bound in Ll.
std::string Guard::limitValue() const {
  std::string L = "(__mpx_wide)" + Ll;
  switch (Shape.cmp()) {
  case LoopCmp::Lt:
    return L + " - 1";
  case LoopCmp::Gt:
    return L + " + 1";
  default:
    return L;
  }
}

/// The loop variable's type as the guard, before the loop, can name it:
/// __typeof__ of a variable declared before the loop, or the type as
/// written in the loop's own declaration (a printed name could be shadowed).
std::string Guard::counterType() const {
  const VarDecl *Var = Shape.var();
  const auto *DS = dyn_cast_or_null<DeclStmt>(F->getInit());
  if (!DS || !DS->isSingleDecl() || DS->getSingleDecl() != Var)
    return "__typeof__(" + Var->getName().str() + ")";
  SourceLocation B = DS->getBeginLoc(), E = Var->getLocation();
  if (!B.isFileID() || !E.isFileID() || !C.SM.isInMainFile(B) ||
      !C.SM.isInMainFile(E))
    return "";
  unsigned BO = C.SM.getFileOffset(B), EO = C.SM.getFileOffset(E);
  if (EO <= BO || C.Tokens.expandsPositional(BO, EO, true))
    return "";
  std::string T;
  eachToken(C, BO, EO, [&](const Token &Tok) {
    T += Lexer::getSpelling(Tok, C.SM, C.AST.getLangOpts()) + " ";
  });
  return T;
}

std::string Guard::text() const {
  const VarDecl *Var = Shape.var();
  std::string T = counterType();
  std::string First = Shape.first() ? flatText(C, Shape.first(), nullptr, "")
                                    : Var->getName().str();
  std::string Bound = flatText(C, Shape.bound(), nullptr, "");
  std::string Cond = flatText(C, Shape.cond(), Var, Lf);
  if (T.empty() || First.empty() || Bound.empty() || Cond.empty() ||
      Spans.empty())
    return "";
  // An unsigned counter must not wrap at its type's end (i <= UINT_MAX).
  std::string NoWrap;
  if (Shape.unsignedCompare() && Shape.cmp() == LoopCmp::Le)
    NoWrap = Ll + " != (__typeof__(" + Ll + "))-1 && ";
  if (Shape.unsignedCompare() && Shape.cmp() == LoopCmp::Ge)
    NoWrap = Ll + " != 0 && ";
  OnceForm Form(OnceForm::StatementExpression);
  std::string S = Form.open() + Form.bind(T + " " + Lf, Lf, "(" + First + ")") +
                  Form.bind("int " + Ok, Ok, "1") + "if (" + Cond +
                  ") { __typeof__((" + Lf + ") + (" + Bound + ")) " + Ll +
                  " = (" + Bound + "); __attribute__((unused)) __mpx_wide " +
                  W0 + " = " + Lf + ", " + W1 + " = " + limitValue() + "; " +
                  Ok + " = " + NoWrap;
  for (size_t I = 0; I < Spans.size(); ++I)
    S += (I ? " && " : "") + Spans[I];
  return S + "; } " + Form.close(Ok);
}

/// The loop's text can be copied as it is: written in the main file with
/// no preprocessor directive inside it or between it and the token before
/// it (a #pragma there applies to the loop).
bool copyable(const Context &C, const Stmt *F, SourceLocation Last) {
  SourceLocation Begin = F->getBeginLoc();
  if (!Begin.isFileID() || !Last.isFileID() || !C.SM.isInMainFile(Begin) ||
      !C.SM.isInMainFile(Last))
    return false;
  int I = C.Tokens.indexOf(Begin);
  if (I <= 0)
    return false;
  SourceLocation Prev = C.Tokens.tokens()[I - 1].Loc;
  if (C.Tokens.isPragmaOperator(Prev))
    return false; // _Pragma("GCC unroll 4") applies to the loop
  if (Prev.isMacroID())
    Prev = C.SM.getExpansionRange(Prev).getEnd();
  if (!C.SM.isInMainFile(Prev))
    return false;
  llvm::StringRef Buf = C.SM.getBufferData(C.SM.getMainFileID());
  unsigned PrevOff = C.SM.getFileOffset(Prev);
  size_t LineStart = Buf.rfind('\n', PrevOff);
  llvm::StringRef PrevLine = Buf.substr(
      LineStart == llvm::StringRef::npos ? 0 : LineStart + 1);
  if (PrevLine.ltrim(" \t").starts_with("#"))
    return false; // a pragma the parser saw as a token
  unsigned GapBegin =
      PrevOff + Lexer::MeasureTokenLength(Prev, C.SM, C.AST.getLangOpts());
  unsigned BeginOff = C.SM.getFileOffset(Begin);
  unsigned EndOff = C.SM.getFileOffset(Last);
  bool Clean = true;
  eachToken(C, GapBegin, BeginOff, [&](const Token &) { Clean = false; });
  // __COUNTER__ would count the two copies apart.
  if (C.Tokens.expandsPositional(BeginOff, EndOff + 1, /*Line=*/false))
    Clean = false;
  eachToken(C, BeginOff, EndOff, [&](const Token &T) {
    if (T.is(tok::hash) && T.isAtStartOfLine())
      Clean = false;
  });
  return Clean;
}

} // namespace

std::optional<SourceLocation> mpx::wrappableLoop(const Context &C,
                                                 const Stmt *Loop) {
  SourceLocation Last = Loop->getEndLoc();
  const Stmt *Body = isa<DoStmt>(Loop) ? Loop : nullptr;
  if (const auto *F = dyn_cast<ForStmt>(Loop))
    Body = F->getBody();
  else if (const auto *W = dyn_cast<WhileStmt>(Loop))
    Body = W->getBody();
  if (!Body || endsBeforeSemi(Body)) {
    Last = C.Tokens.next(Last);
    if (Last.isInvalid() || !C.Tokens.is(Last, ";"))
      return std::nullopt;
  }
  if (!copyable(C, Loop, Last))
    return std::nullopt;
  return Last;
}

std::optional<LoopVersion> mpx::versionLoop(const Context &C, const ForStmt *F,
                                            llvm::ArrayRef<CheckAction> Checks,
                                            const LoopFacts &Facts) {
  std::optional<SourceLocation> End = wrappableLoop(C, F);
  if (Checks.empty() || !End)
    return std::nullopt;
  SourceLocation Last = *End;
  LoopShape Shape(C, F, Facts.AddressTaken);
  if (!Shape.valid())
    return std::nullopt;
  Guard G(C, F, Shape, Facts);
  for (const CheckAction &PC : Checks)
    if (!G.cover(PC))
      return std::nullopt;
  std::string GuardText = G.text();
  if (GuardText.empty())
    return std::nullopt;
  llvm::StringRef Buf = C.SM.getBufferData(C.SM.getMainFileID());
  unsigned BeginOff = C.SM.getFileOffset(F->getBeginLoc());
  unsigned EndOff = C.SM.getFileOffset(Last) +
                    Lexer::MeasureTokenLength(Last, C.SM, C.AST.getLangOpts());
  std::string Line = C.lineDirective(F->getBeginLoc());
  std::string Pad(C.SM.getSpellingColumnNumber(F->getBeginLoc()) - 1, ' ');
  LoopVersion V;
  V.Prefix = "{ if (" + GuardText + ") {" + Line + Pad +
             Buf.substr(BeginOff, EndOff - BeginOff).str() + " } else" +
             Line + Pad;
  V.Suffix = " }";
  V.End = Last;
  return V;
}
