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
// A counted loop nested in F, whose first value and bound F does not
// change, gets the same form inside F's  if  (its own lf, ll, w0, w1, ok),
// holding the tests of the accesses inside it; an index linear in several
// counters is tested at every corner (each counter at its first or last
// value), in pairs of opposite corners.
// For a pointer counter, for (p = A; p < B; p += K), lf is p's first
// value, ll = B, and w0, w1 are its offsets in elements from lf at the first
// and the last iteration: 0 and K * ((bytes from lf to B, less 1 for <) /
// (K * sizeof *p)), negated when p moves down; an access p[E] is element
// w + E of lf, tested against the bounds p starts with.
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
#include <map>
#include <memory>
#include <set>

using namespace clang;
using namespace mpx;

namespace {

/// The offsets in File (the versioned loop's file: the main file or one it
/// includes) of the tokens that spell the references to the variables Vars
/// in an expression, each with the variable's position in Vars; Hidden when
/// one comes from a macro's definition or from another file.
class VarSpellings : public RecursiveASTVisitor<VarSpellings> {
public:
  VarSpellings(const SourceManager &SM, FileID File,
               llvm::ArrayRef<const VarDecl *> Vars)
      : SM(SM), File(File), Vars(Vars) {}
  std::map<unsigned, size_t> Offsets;
  bool Hidden = false;

  bool VisitDeclRefExpr(DeclRefExpr *DRE) {
    auto It = llvm::find(Vars, DRE->getDecl());
    if (It == Vars.end())
      return true;
    SourceLocation L = DRE->getLocation();
    if (L.isMacroID()) {
      if (!SM.isMacroArgExpansion(L))
        Hidden = true;
      L = SM.getSpellingLoc(L);
    }
    if (SM.getFileID(L) == File)
      Offsets[SM.getFileOffset(L)] = It - Vars.begin();
    else
      Hidden = true;
    return true;
  }

private:
  const SourceManager &SM;
  FileID File;
  llvm::ArrayRef<const VarDecl *> Vars;
};

/// [Begin, End) offsets of R's text in File; false if it has none.
bool fileSpan(const Context &C, FileID File, SourceRange R, unsigned &Begin,
              unsigned &End) {
  CharSourceRange CR = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(R), C.SM, C.AST.getLangOpts());
  if (CR.isInvalid() || C.SM.getFileID(CR.getBegin()) != File ||
      C.SM.getFileID(CR.getEnd()) != File)
    return false;
  Begin = C.SM.getFileOffset(CR.getBegin());
  End = C.SM.getFileOffset(CR.getEnd());
  if (CR.isTokenRange())
    End += Lexer::MeasureTokenLength(CR.getEnd(), C.SM, C.AST.getLangOpts());
  return Begin <= End;
}

/// Lexes [Begin, End) of File raw, calling Fn on each token.
template <typename Fn>
void eachToken(const Context &C, FileID File, unsigned Begin, unsigned End,
               Fn Each) {
  llvm::StringRef Buf = C.SM.getBufferData(File);
  Lexer L(C.SM.getLocForStartOfFile(File), C.AST.getLangOpts(), Buf.begin(),
          Buf.begin() + Begin, Buf.end());
  Token T;
  while (true) {
    L.LexFromRawLexer(T);
    if (T.is(tok::eof) || C.SM.getFileOffset(T.getLocation()) >= End)
      break;
    Each(T);
  }
}

/// The offsets in File of a written cast's `(type)`; false when it is
/// spelled inside a macro definition or another file.
bool castSpan(const Context &C, FileID File, const CStyleCastExpr *CE,
              unsigned &Begin, unsigned &End) {
  SourceLocation L = CE->getLParenLoc(), R = CE->getRParenLoc();
  for (SourceLocation *X : {&L, &R}) {
    if (X->isMacroID() && !C.SM.isMacroArgExpansion(*X))
      return false;
    *X = C.SM.getSpellingLoc(*X);
    if (C.SM.getFileID(*X) != File)
      return false;
  }
  Begin = C.SM.getFileOffset(L);
  End = C.SM.getFileOffset(R) + 1;
  return Begin < End;
}

/// E's tokens on one line, each spelling of a reference to Vars[K]
/// replaced by Names[K] and the `(type)` of each cast in Drop left out; ""
/// when E is not written in one piece of File, names one of Vars
/// from inside a macro definition, or expands __LINE__ or __COUNTER__ (whose
/// values the guard, on the loop's first line and evaluated once more,
/// would change).
std::string flatText(const Context &C, FileID File, const Expr *E,
                     llvm::ArrayRef<const VarDecl *> Vars,
                     llvm::ArrayRef<std::string> Names,
                     llvm::ArrayRef<const CStyleCastExpr *> Drop = {}) {
  unsigned Begin, End;
  if (!fileSpan(C, File, E->getSourceRange(), Begin, End) ||
      C.Tokens.expandsPositional(File, Begin, End, /*Line=*/true))
    return "";
  VarSpellings Refs(C.SM, File, Vars);
  Refs.TraverseStmt(const_cast<Expr *>(E));
  if (Refs.Hidden)
    return "";
  std::vector<std::pair<unsigned, unsigned>> Skip;
  for (const CStyleCastExpr *CE : Drop) {
    unsigned B, X;
    if (!castSpan(C, File, CE, B, X))
      return "";
    Skip.push_back({B, X});
  }
  std::string Out;
  unsigned Replaced = 0;
  eachToken(C, File, Begin, End, [&](const Token &T) {
    unsigned Off = C.SM.getFileOffset(T.getLocation());
    for (const auto &[B, X] : Skip)
      if (Off >= B && Off < X)
        return;
    if (!Out.empty())
      Out += ' ';
    auto Ref = Refs.Offsets.find(Off);
    if (Ref != Refs.Offsets.end()) {
      Out += Names[Ref->second];
      ++Replaced;
    } else {
      Out += Lexer::getSpelling(T, C.SM, C.AST.getLangOpts());
    }
  });
  return Replaced == Refs.Offsets.size() ? Out : "";
}

/// E's text with no variable renamed.
std::string flatText(const Context &C, FileID File, const Expr *E) {
  return flatText(C, File, E, {}, {});
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

/// A counted loop of the nest a guard covers: the versioned loop itself,
/// or a loop nested in it whose first value and bound the versioned loop
/// does not change (so they can be evaluated before it), with the names of
/// its part of the guard.
struct Counter {
  const Stmt *Loop; ///< a for loop, or a while loop ending in its increment
  std::unique_ptr<LoopShape> Shape;
  int Parent; ///< the innermost enclosing counter; -1 for the versioned loop
  std::string Lf, Ll, W0, W1, Ok;
  std::vector<std::string> Tests; ///< for the accesses it is innermost to
};

/// Loop's counter, of shape Shape, nested in counter Parent, with fresh
/// names for its part of the guard.
Counter makeCounter(const Stmt *Loop, std::unique_ptr<LoopShape> Shape,
                    int Parent, const LoopFacts &Facts) {
  return {Loop,
          std::move(Shape),
          Parent,
          Facts.NewName("lf"),
          Facts.NewName("ll"),
          Facts.NewName("w"),
          Facts.NewName("w"),
          Facts.NewName("ok"),
          {}};
}

/// Finds the counted loops nested in the versioned one (Counters[0]) and,
/// for each access to cover, its innermost enclosing counter.
class NestFinder : public RecursiveASTVisitor<NestFinder> {
public:
  NestFinder(const Context &C, std::vector<Counter> &Counters,
             const llvm::DenseSet<const VarDecl *> &Taken,
             const LoopFacts &Facts,
             const llvm::DenseSet<const Expr *> &Accesses)
      : C(C), Counters(Counters), Taken(Taken), Facts(Facts),
        Accesses(Accesses) {}

  std::map<const Expr *, int> Innermost;

  bool TraverseForStmt(ForStmt *G) {
    for (Stmt *S : {G->getInit(), (Stmt *)G->getCond(), (Stmt *)G->getInc()})
      if (S)
        TraverseStmt(S);
    int Outer = Current;
    auto Shape = std::make_unique<LoopShape>(C, G, Taken);
    if (counts(G, *Shape)) {
      Counters.push_back(makeCounter(G, std::move(Shape), Current, Facts));
      Current = Counters.size() - 1;
    }
    TraverseStmt(G->getBody());
    Current = Outer;
    return true;
  }
  bool VisitExpr(Expr *E) {
    if (Accesses.count(E))
      Innermost[E] = Current;
    return true;
  }

private:
  /// A loop nested in the versioned one whose counter the guard can range
  /// over: counted, its first value and bound unchanged by the versioned
  /// loop, and its counter declared by it or before the versioned loop
  /// (the guard, in front of that loop, names its type).
  bool counts(const ForStmt *G, const LoopShape &Shape) const {
    const LoopShape &Root = *Counters[0].Shape;
    if (!Shape.valid() || !Shape.first() ||
        !Root.invariantExpr(Shape.first()) ||
        !Root.invariantExpr(Shape.bound()))
      return false;
    const auto *DS = dyn_cast_or_null<DeclStmt>(G->getInit());
    bool OwnDecl =
        DS && DS->isSingleDecl() && DS->getSingleDecl() == Shape.var();
    return OwnDecl || !Root.declaresVar(Shape.var());
  }
  const Context &C;
  std::vector<Counter> &Counters;
  const llvm::DenseSet<const VarDecl *> &Taken;
  const LoopFacts &Facts;
  const llvm::DenseSet<const Expr *> &Accesses;
  int Current = 0;
};

/// Builds the guard from the nest's shape and the accesses it covers.  An
/// index linear in several counters (a[i * n + k] in a loop over k inside
/// the loop over i) takes its extreme values where each counter is at its
/// first or last value: the guard tests it at every such corner.
class Guard {
public:
  Guard(const Context &C, const Stmt *F, const LoopFacts &Facts,
        llvm::ArrayRef<CheckAction> Checks);

  /// Adds the test that makes PC's check unneeded; false if there is none.
  bool cover(const CheckAction &PC);
  /// The guard expression; "" when it cannot be written.
  std::string text() const;
  /// True when the loop versioned is counted.
  bool valid() const { return Counters[0].Shape->valid(); }
  /// What the unchecked copy runs first: the bounds variable of a pointer
  /// counter its init sets (p = a), which the instrumented init updates
  /// and the copy, as written, does not; "" for none.  False when they
  /// cannot be written.
  bool prologue(std::string &Out) const;
  /// True when an access covered ranges over a nested loop's counter.
  bool nests() const { return Nests; }
  /// True when every table load in Loads reads a pointer field the guard
  /// reads in its place (the loads its accesses' bases are).
  bool readsFieldsOf(llvm::ArrayRef<const Stmt *> Loads) const;
  /// True when every capture in Captures is the narrowing of an array
  /// member the guard narrows in its place.
  bool narrowsAllOf(llvm::ArrayRef<const Stmt *> Captures) const;

private:
  const VarDecl *baseVariable(const Expr *Base) const;
  const MemberExpr *fieldBase(const Expr *Base, const CheckAction &PC) const;
  std::string memberTest(const Expr *Base, const CheckAction &PC,
                         std::string &Text, std::string &Bounds);
  std::string baseTest(const Expr *Base, const CheckAction &PC,
                       std::string &Text, std::string &Bounds);
  int pointerCounter(const Expr *Base, const CheckAction &PC, int Inner,
                     std::string &Text, std::string &Bounds) const;
  uint64_t counterElementSize(int K) const;
  bool element(const Expr *LV, const Expr *&Base, const Expr *&Idx,
               bool &Neg) const;
  struct Term {
    const Expr *Idx;  ///< an index; null for a pointer counter's offset
    uint64_t Scale;   ///< elements per step of Idx
    int Counter = -1; ///< the pointer counter whose offset this is
  };
  /// The counters an access ranges over, the versioned loop's first.
  struct Chain {
    std::vector<const VarDecl *> Vars;
    std::vector<const Counter *> Of;
    /// The counters' names at corner Bits (bit K: the last value of K).
    std::vector<std::string> names(unsigned Bits) const;
  };
  bool flattenRows(const Expr *&Base, std::vector<Term> &Terms) const;
  std::string indexText(const std::vector<Term> &Terms, const Chain &Ch,
                        unsigned Bits) const;
  bool narrowTests(const std::vector<Term> &Terms, const Chain &Ch,
                   std::vector<std::string> &Tests) const;
  std::string limitValue(const Counter &K) const;
  std::string boundReach(const LoopShape &Shape) const;
  std::string fieldReach(const MemberExpr *ME, std::string &Text) const;
  std::string counterType(const Counter &K) const;
  std::string scopeText(size_t I) const;

  const Context &C;
  const LoopFacts &Facts;
  /// The file the loop is written in, whose text the guard is made of.
  FileID File;
  std::vector<Counter> Counters;
  std::map<const Expr *, int> Innermost;
  bool Nests = false;
  /// The table loads of the pointer fields the guard reads.
  llvm::DenseSet<const Stmt *> FieldLoads;
  /// The captures narrowing the array members the guard narrows.
  llvm::DenseSet<const Stmt *> MemberNarrowings;
};

Guard::Guard(const Context &C, const Stmt *F, const LoopFacts &Facts,
             llvm::ArrayRef<CheckAction> Checks)
    : C(C), Facts(Facts), File(C.SM.getFileID(F->getBeginLoc())) {
  Counters.push_back(makeCounter(
      F, std::make_unique<LoopShape>(C, F, Facts.AddressTaken), -1, Facts));
  if (!valid())
    return;
  llvm::DenseSet<const Expr *> Accesses;
  for (const CheckAction &PC : Checks)
    Accesses.insert(PC.Access);
  NestFinder Find(C, Counters, Facts.AddressTaken, Facts, Accesses);
  const Stmt *Body = isa<ForStmt>(F) ? cast<ForStmt>(F)->getBody()
                                     : cast<WhileStmt>(F)->getBody();
  Find.TraverseStmt(const_cast<Stmt *>(Body));
  Innermost = std::move(Find.Innermost);
}

std::vector<std::string> Guard::Chain::names(unsigned Bits) const {
  std::vector<std::string> N;
  for (size_t K = 0; K < Of.size(); ++K)
    N.push_back((Bits >> K) & 1 ? Of[K]->W1 : Of[K]->W0);
  return N;
}

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

/// W->f when Base reads pointer field f (LoopShape::fieldRead: it keeps
/// its value through the loop), not through a slot cache (whose table
/// entry may be behind), and PC is checked against the bounds that read
/// loaded.
const MemberExpr *Guard::fieldBase(const Expr *Base,
                                   const CheckAction &PC) const {
  const auto *Load = dyn_cast<ImplicitCastExpr>(Base->IgnoreParens());
  if (!Load || Load->getCastKind() != CK_LValueToRValue)
    return nullptr;
  const MemberExpr *ME = Counters[0].Shape->fieldRead(Load->getSubExpr());
  if (!ME || !ME->getType()->isPointerType() || Facts.CachedSlot(ME) ||
      PC.Bounds.empty() || Facts.LoadedBounds(Load) != PC.Bounds)
    return nullptr;
  return ME;
}

/// The test that field W->f (LoopShape::fieldRead) lies in W's bounds,
/// with the field's text in Text; "" when it cannot be written.
std::string Guard::fieldReach(const MemberExpr *ME, std::string &Text) const {
  const VarDecl *W = baseVariable(ME->getBase());
  std::string WB = W ? Facts.BoundsOfVariable(W) : "";
  Text = flatText(C, File, ME);
  if (Text.empty() || WB.empty())
    return "";
  return "__mpx_covers(&(" + Text + "), sizeof(" + Text + "), " + WB + ")";
}

/// The part of the guard that makes Base's value and bounds available, its
/// value's text in Text and its bounds' in Bounds: "1" for a variable whose
/// bounds PC is checked against; for a pointer field W->f (fieldBase), the
/// test that the field lies in W's bounds, before which it is not read;
/// "" when Base is neither.
std::string Guard::baseTest(const Expr *Base, const CheckAction &PC,
                            std::string &Text, std::string &Bounds) {
  if (const VarDecl *V = baseVariable(Base)) {
    if (!Counters[0].Shape->unchanged(V) || PC.Bounds.empty() ||
        Facts.BoundsOfVariable(V) != PC.Bounds)
      return "";
    Text = flatText(C, File, Base);
    Bounds = PC.Bounds;
    return Text.empty() ? "" : "1";
  }
  const MemberExpr *ME = fieldBase(Base, PC);
  std::string Reach = ME ? fieldReach(ME, Text) : "";
  if (Reach.empty())
    return memberTest(Base, PC, Text, Bounds);
  FieldLoads.insert(cast<ImplicitCastExpr>(Base->IgnoreParens()));
  Bounds = "__mpx_ldx(&(" + Text + "), (" + Text + "))";
  return Reach;
}

/// The counter whose pointer Base is, when PC's access lies in its loop
/// and is checked against the pointer's bounds variable: the access is
/// then at an offset from the counter's first value, the guard's copy of
/// which goes to Text, and its bounds to Bounds (those the pointer starts
/// the loop with: its bounds variable's, or, for a loop whose init sets
/// it, those of the value it is set to).  -1 otherwise.
int Guard::pointerCounter(const Expr *Base, const CheckAction &PC, int Inner,
                          std::string &Text, std::string &Bounds) const {
  const VarDecl *V = baseVariable(Base);
  if (!V || !V->getType()->isPointerType())
    return -1;
  for (int K = Inner; K >= 0; K = Counters[K].Parent) {
    const LoopShape &Shape = *Counters[K].Shape;
    if (Shape.var() != V)
      continue;
    std::string Own = Facts.BoundsOfVariable(V);
    if (!Shape.pointer() || Own.empty() || PC.Bounds != Own)
      return -1;
    Bounds = Shape.first() ? Facts.EntryBounds(Shape.first()) : Own;
    if (Bounds.empty())
      return -1;
    Text = Counters[K].Lf;
    return K;
  }
  return -1;
}

/// For Base an array member W->a (through members: W->s.a) of a pointer
/// variable W the loop does not change, whose checks use W's bounds
/// narrowed to the member: "1", the member's address in Text, and the
/// narrowing made again from it in Bounds.  The address is arithmetic on
/// W, which the guard may compute before the loop whatever the loop
/// writes.  "" otherwise.
std::string Guard::memberTest(const Expr *Base, const CheckAction &PC,
                              std::string &Text, std::string &Bounds) {
  const Expr *Whole = Base->IgnoreParens();
  const auto *Decay = dyn_cast<ImplicitCastExpr>(Whole);
  if (!Decay || Decay->getCastKind() != CK_ArrayToPointerDecay)
    return "";
  const Expr *LV = Decay->getSubExpr()->IgnoreParens();
  const auto *ME = dyn_cast<MemberExpr>(LV);
  while (ME && !ME->isArrow())
    ME = dyn_cast<MemberExpr>(ME->getBase()->IgnoreParens());
  const VarDecl *W = ME ? baseVariable(ME->getBase()) : nullptr;
  std::string Own = W ? Facts.BoundsOfVariable(W) : "";
  if (Own.empty() || !Counters[0].Shape->unchanged(W))
    return "";
  const MemberNarrowing *N = nullptr;
  for (const Expr *E : {Whole, LV})
    if (!N && (N = Facts.Narrowing(E)))
      Whole = E;
  // Not narrowed (--narrow=off, a member the checks do not narrow to): the
  // checks use W's own bounds.
  if (N ? N->Temp != PC.Bounds || N->Root != Own : PC.Bounds != Own)
    return "";
  Text = flatText(C, File, Base);
  if (Text.empty())
    return "";
  Bounds = N ? N->text(Text) : Own;
  if (N)
    MemberNarrowings.insert(Whole);
  return "1";
}

bool Guard::narrowsAllOf(llvm::ArrayRef<const Stmt *> Captures) const {
  return llvm::all_of(Captures,
                      [&](const Stmt *S) { return MemberNarrowings.count(S); });
}

/// The size of the elements counter K's pointer steps over; 0 when it is
/// not known.
uint64_t Guard::counterElementSize(int K) const {
  QualType T = Counters[K].Shape->var()->getType()->getPointeeType();
  if (T.isNull() || T->isIncompleteType() || !T->isConstantSizeType())
    return 0;
  return C.AST.getTypeSizeInChars(T).getQuantity();
}

bool Guard::prologue(std::string &Out) const {
  const LoopShape &Shape = *Counters[0].Shape;
  if (!Shape.pointer() || !Shape.first())
    return true;
  std::string Own = Facts.BoundsOfVariable(Shape.var()),
              Entry = Facts.EntryBounds(Shape.first());
  if (Own.empty() || Entry.empty())
    return Own.empty(); // no bounds variable: nothing to update
  Out = Own + " = " + Entry + "; ";
  return true;
}

bool Guard::readsFieldsOf(llvm::ArrayRef<const Stmt *> Loads) const {
  return llvm::all_of(Loads,
                      [&](const Stmt *L) { return FieldLoads.count(L); });
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

/// The text of the sum of Terms with the counters at corner Bits.
std::string Guard::indexText(const std::vector<Term> &Terms, const Chain &Ch,
                             unsigned Bits) const {
  const LoopShape &Root = *Counters[0].Shape;
  llvm::ArrayRef<const VarDecl *> Inner = llvm::ArrayRef(Ch.Vars).drop_front();
  std::vector<std::string> Names = Ch.names(Bits);
  std::string Sum;
  for (const Term &T : Terms) {
    if (T.Counter >= 0) { // a pointer counter's offset at this corner
      auto At = llvm::find(Ch.Of, &Counters[T.Counter]);
      if (At == Ch.Of.end())
        return "";
      Sum += (Sum.empty() ? "" : " + ") +
             ("(__mpx_wide)" + Names[At - Ch.Of.begin()]) +
             (T.Scale == 1 ? "" : " * " + std::to_string(T.Scale));
      continue;
    }
    std::vector<const CStyleCastExpr *> Casts;
    std::vector<const Expr *> Narrow; // tested by narrowTests
    if (Root.form(T.Idx, &Casts, &Narrow, Inner) == Form::Other)
      return "";
    std::string I = flatText(C, File, T.Idx, Ch.Vars, Names, Casts);
    if (I.empty())
      return "";
    Sum += (Sum.empty() ? "" : " + ") + ("(__mpx_wide)(" + I + ")") +
           (T.Scale == 1 ? "" : " * " + std::to_string(T.Scale));
  }
  return Sum.empty() ? "(__mpx_wide)0" : "(" + Sum + ")";
}

/// The tests that each wrapping narrow subexpression of the indices in
/// Terms keeps its exact value, at every corner, in its type's range
/// (LoopShape::form); false when one cannot be written.
bool Guard::narrowTests(const std::vector<Term> &Terms, const Chain &Ch,
                        std::vector<std::string> &Tests) const {
  const LoopShape &Root = *Counters[0].Shape;
  llvm::ArrayRef<const VarDecl *> Inner = llvm::ArrayRef(Ch.Vars).drop_front();
  for (const Term &T : Terms) {
    if (!T.Idx)
      continue;
    std::vector<const CStyleCastExpr *> Casts;
    std::vector<const Expr *> Narrow;
    if (Root.form(T.Idx, &Casts, &Narrow, Inner) == Form::Other)
      return false;
    for (const Expr *S : Narrow) {
      QualType Ty = S->getType();
      std::string Bits = std::to_string(Root.narrowWrapBits(Ty));
      std::string Signed = Ty->isSignedIntegerType() ? "1" : "0";
      for (unsigned Corner = 0; Corner < (1u << Ch.Vars.size()); ++Corner) {
        std::string X = flatText(C, File, S, Ch.Vars, Ch.names(Corner), Casts);
        if (X.empty())
          return false;
        Tests.push_back("__mpx_wide_fits((__mpx_wide)(" + X + "), " + Bits +
                        ", " + Signed + ")");
      }
    }
  }
  return true;
}

/// At most this many counters per access: 2^N corners to test.
static const size_t MaxChain = 3;

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
  auto In = Innermost.find(PC.Access);
  int Inner = In == Innermost.end() ? 0 : In->second;
  std::string B, Bounds;
  int Moved = pointerCounter(Base, PC, Inner, B, Bounds);
  std::string Reach = Moved >= 0 ? "1" : baseTest(Base, PC, B, Bounds);
  if (Reach.empty() || B.empty())
    return false;
  if (Moved >= 0) {
    // The counter's offsets count its own elements; the access may read it
    // as smaller ones (((char *)p)[5] with int *p): each step is then
    // several of those.  Larger ones ((long *)p with char *p) make the
    // guard test more than is read, which only costs it a pass.
    uint64_t Own = counterElementSize(Moved);
    uint64_t Each = C.AST.getTypeSizeInChars(Elem).getQuantity();
    if (!Own || !Each || (Own > Each && Own % Each != 0))
      return false;
    Terms.push_back({nullptr, Own > Each ? Own / Each : 1, Moved});
  }
  Chain Ch;
  for (int K = Inner; K >= 0; K = Counters[K].Parent) {
    Ch.Of.insert(Ch.Of.begin(), &Counters[K]);
    Ch.Vars.insert(Ch.Vars.begin(), Counters[K].Shape->var());
  }
  if (Ch.Vars.size() > MaxChain)
    return false;
  Nests |= Inner != 0;
  std::vector<std::string> Tests;
  if (!narrowTests(Terms, Ch, Tests))
    return false;
  std::string Size =
      std::to_string(C.AST.getTypeSizeInChars(Elem).getQuantity());
  std::string Sign = Neg ? "-" : "";
  // Each test takes a corner and the opposite one: all corners, in half as
  // many tests.
  unsigned All = (1u << Ch.Vars.size()) - 1;
  for (unsigned Corner = 0; Corner <= All / 2; ++Corner) {
    std::string I0 = indexText(Terms, Ch, Corner),
                I1 = indexText(Terms, Ch, Corner ^ All);
    if (I0.empty() || I1.empty())
      return false;
    Tests.push_back((Reach == "1" ? "" : Reach + " && ") +
                    "__mpx_span_ok(__MPX_INT(" + B + "), " + Size + ", " +
                    Bounds + ", " + Sign + I0 + ", " + Sign + I1 + ")");
  }
  std::vector<std::string> &Into = Counters[Inner].Tests;
  for (const std::string &T : Tests)
    if (std::find(Into.begin(), Into.end(), T) == Into.end())
      Into.push_back(T);
  return true;
}

/// The last value of K's counter, from the bound in its Ll: for a pointer
/// counter, its offset in elements from the first value, from the bytes
/// between the first value and the bound (the loop runs, so at least one
/// for < and >).
std::string Guard::limitValue(const Counter &K) const {
  const LoopShape &Shape = *K.Shape;
  LoopCmp Cmp = Shape.cmp();
  if (Shape.pointer()) {
    std::string F = "(__mpx_wide)__MPX_INT(" + K.Lf + ")",
                L = "(__mpx_wide)__MPX_INT(" + K.Ll + ")";
    std::string Step = std::to_string(Shape.step());
    std::string Bytes = Shape.increasing() ? L + " - " + F : F + " - " + L;
    bool Strict = Cmp == LoopCmp::Lt || Cmp == LoopCmp::Gt;
    Bytes = "(" + Bytes + (Strict ? " - 1)" : ")");
    std::string Steps = "(" + Bytes + " / ((__mpx_wide)sizeof(*" + K.Lf +
                        ") * " + Step + ") * " + Step + ")";
    return Shape.increasing() ? Steps : "-" + Steps;
  }
  std::string L = "(__mpx_wide)" + K.Ll;
  switch (Cmp) {
  case LoopCmp::Lt:
    return L + " - 1";
  case LoopCmp::Gt:
    return L + " + 1";
  default:
    return L;
  }
}

/// K's counter's type as the guard, before the versioned loop, can name
/// it: __typeof__ of a variable declared before that loop, or the type as
/// written in K's own declaration (a printed name could be shadowed).
std::string Guard::counterType(const Counter &K) const {
  const VarDecl *Var = K.Shape->var();
  const auto *For = dyn_cast<ForStmt>(K.Loop);
  const auto *DS = For ? dyn_cast_or_null<DeclStmt>(For->getInit()) : nullptr;
  if (!DS || *DS->decl_begin() != Var)
    return "__typeof__(" + Var->getName().str() + ")";
  SourceLocation B = DS->getBeginLoc(), E = Var->getLocation();
  if (!B.isFileID() || !E.isFileID() || C.SM.getFileID(B) != File ||
      C.SM.getFileID(E) != File)
    return "";
  unsigned BO = C.SM.getFileOffset(B), EO = C.SM.getFileOffset(E);
  if (EO <= BO || C.Tokens.expandsPositional(File, BO, EO, true))
    return "";
  std::string T;
  eachToken(C, File, BO, EO, [&](const Token &Tok) {
    T += Lexer::getSpelling(Tok, C.SM, C.AST.getLangOpts()) + " ";
  });
  return T;
}

/// What the guard tests before it reads Shape's bound: "1", or for a field
/// bound W->f that the field lies in W's bounds; "" when it cannot.
std::string Guard::boundReach(const LoopShape &Shape) const {
  const MemberExpr *ME = Shape.boundField();
  std::string Text;
  return ME ? fieldReach(ME, Text) : "1";
}

/// Counter I's part of the guard: 1 when its loop does not run, else its
/// tests and those of the counters nested in it; "" when it cannot be
/// written.
std::string Guard::scopeText(size_t I) const {
  const Counter &K = Counters[I];
  const LoopShape &Shape = *K.Shape;
  const VarDecl *Var = Shape.var();
  std::string T = counterType(K);
  std::string First =
      Shape.first() ? flatText(C, File, Shape.first()) : Var->getName().str();
  // A bound the init declares is not in scope before the loop: its
  // initialiser, converted to its type (the counter's), stands for it.
  const VarDecl *BoundVar = Shape.boundDecl();
  std::string Bound = BoundVar ? flatText(C, File, BoundVar->getInit())
                               : flatText(C, File, Shape.bound());
  if (BoundVar && !Bound.empty())
    Bound = "((__typeof__(" + K.Lf + "))(" + Bound + "))";
  std::string Cond =
      BoundVar ? flatText(C, File, Shape.cond(), {Var, BoundVar}, {K.Lf, Bound})
               : flatText(C, File, Shape.cond(), {Var}, {K.Lf});
  std::string Reach = boundReach(Shape);
  if (T.empty() || First.empty() || Bound.empty() || Cond.empty() ||
      Reach.empty())
    return "";
  std::vector<std::string> Tests = K.Tests;
  for (size_t J = I + 1; J < Counters.size(); ++J)
    if (Counters[J].Parent == int(I)) {
      std::string Inner = scopeText(J);
      if (Inner.empty())
        return "";
      if (Inner != "1")
        Tests.push_back(Inner);
    }
  if (Tests.empty())
    return "1";
  // An unsigned counter must not wrap at its type's end (i <= UINT_MAX).
  std::string NoWrap;
  if (Shape.unsignedCompare() && Shape.cmp() == LoopCmp::Le)
    NoWrap = K.Ll + " != (__typeof__(" + K.Ll + "))-1 && ";
  if (Shape.unsignedCompare() && Shape.cmp() == LoopCmp::Ge)
    NoWrap = K.Ll + " != 0 && ";
  // The bound in the comparison's type; a pointer counter's offsets start
  // at 0, its first value.
  std::string BoundType = Shape.pointer()
                              ? "__typeof__((" + Bound + ") + 0)"
                              : "__typeof__((" + K.Lf + ") + (" + Bound + "))";
  std::string W0 = Shape.pointer() ? "0" : K.Lf;
  OnceForm Form(OnceForm::StatementExpression);
  std::string S =
      Form.open() + Form.bind(T + " " + K.Lf, K.Lf, "(" + First + ")") +
      Form.bind("int " + K.Ok, K.Ok, Reach) + "if (" +
      (Reach == "1" ? "" : K.Ok + " && ") + Cond + ") { " + BoundType + " " +
      K.Ll + " = (" + Bound + "); __attribute__((unused)) __mpx_wide " + K.W0 +
      " = " + W0 + ", " + K.W1 + " = " + limitValue(K) + "; " + K.Ok + " = " +
      NoWrap;
  for (size_t J = 0; J < Tests.size(); ++J)
    S += (J ? " && " : "") + Tests[J];
  return S + "; } " + Form.close(K.Ok);
}

std::string Guard::text() const {
  std::string S = scopeText(0);
  return S == "1" ? "" : S;
}

/// The loop's text can be copied as it is: written in one file (the main
/// file, or a file of the project it includes, whose text the output spells
/// out), with no preprocessor directive inside it or between it and the
/// token before it (a #pragma there applies to the loop).
bool copyable(const Context &C, const Stmt *F, SourceLocation Last) {
  SourceLocation Begin = F->getBeginLoc();
  if (!Begin.isFileID() || !Last.isFileID())
    return false;
  FileID File = C.SM.getFileID(Begin);
  if (C.SM.getFileID(Last) != File || !C.Files.isInstrumented(File))
    return false;
  int I = C.Tokens.indexOf(Begin);
  if (I <= 0)
    return false;
  SourceLocation Prev = C.Tokens.tokens()[I - 1].Loc;
  if (C.Tokens.isPragmaOperator(Prev))
    return false; // _Pragma("GCC unroll 4") applies to the loop
  if (Prev.isMacroID())
    Prev = C.SM.getExpansionRange(Prev).getEnd();
  if (C.SM.getFileID(Prev) != File)
    return false;
  llvm::StringRef Buf = C.SM.getBufferData(File);
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
  eachToken(C, File, GapBegin, BeginOff, [&](const Token &) { Clean = false; });
  // __COUNTER__ would count the two copies apart.
  if (C.Tokens.expandsPositional(File, BeginOff, EndOff + 1, /*Line=*/false))
    Clean = false;
  eachToken(C, File, BeginOff, EndOff, [&](const Token &T) {
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

std::optional<LoopVersion> mpx::versionLoop(
    const Context &C, const Stmt *F, llvm::ArrayRef<CheckAction> Checks,
    llvm::ArrayRef<const Stmt *> Loads, llvm::ArrayRef<const Stmt *> Captures,
    const LoopFacts &Facts) {
  std::optional<SourceLocation> End = wrappableLoop(C, F);
  if (Checks.empty() || !End)
    return std::nullopt;
  SourceLocation Last = *End;
  Guard G(C, F, Facts, Checks);
  if (!G.valid())
    return std::nullopt;
  for (const CheckAction &PC : Checks)
    if (!G.cover(PC))
      return std::nullopt;
  if (!G.readsFieldsOf(Loads) || !G.narrowsAllOf(Captures))
    return std::nullopt;
  std::string GuardText = G.text(), Prologue;
  if (GuardText.empty() || !G.prologue(Prologue))
    return std::nullopt;
  llvm::StringRef Buf = C.SM.getBufferData(C.SM.getFileID(F->getBeginLoc()));
  unsigned BeginOff = C.SM.getFileOffset(F->getBeginLoc());
  unsigned EndOff = C.SM.getFileOffset(Last) +
                    Lexer::MeasureTokenLength(Last, C.SM, C.AST.getLangOpts());
  std::string Line = C.lineDirective(F->getBeginLoc());
  std::string Pad(C.SM.getSpellingColumnNumber(F->getBeginLoc()) - 1, ' ');
  LoopVersion V;
  // The copy's warnings are the checked loop's: quiet in the copy.
  V.Prefix = "{ if (" + GuardText + ") { " + Prologue +
             "__MPX_LOOP_COPY_BEGIN" + Line + Pad +
             Buf.substr(BeginOff, EndOff - BeginOff).str() +
             " __MPX_LOOP_COPY_END } else" + Line + Pad;
  V.Suffix = " }";
  V.Nest = G.nests();
  V.End = Last;
  return V;
}
