//===- SlotCacheTest.cpp - unit tests of the slot and dominance analyses --===//
//
// Parses small C functions and asks the analyses directly: which pointer
// slots a body may cache (and whether their stores may be held back), and
// which checks of invariant fields another check already made.
//
//===----------------------------------------------------------------------===//
#include "Rewrite/SlotCache.h"
#include "ParsedFunction.h"
#include "Rewrite/DominatedChecks.h"
#include "Rewrite/VariableFacts.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Tooling/Tooling.h"
#include <gtest/gtest.h>

using namespace clang;
using namespace mpx;

namespace {

using Parsed = ParsedFunction;

Parsed parse(const std::string &Code, const std::string &Name) {
  return parseFunction(Code, Name);
}

/// The member expressions `base->field` of a body, in source order.
class Members : public RecursiveASTVisitor<Members> {
public:
  std::vector<const MemberExpr *> Found;
  bool VisitMemberExpr(MemberExpr *ME) {
    Found.push_back(ME);
    return true;
  }
};

std::vector<const MemberExpr *> members(const FunctionDecl *FD) {
  Members M;
  M.TraverseStmt(FD->getBody());
  return M.Found;
}

/// The lvalues a body reads through a pointer (*p, p[i]), in source order.
class Reads : public RecursiveASTVisitor<Reads> {
public:
  std::vector<const Expr *> Found;
  bool VisitImplicitCastExpr(ImplicitCastExpr *CE) {
    const Expr *L = CE->getSubExpr()->IgnoreParens();
    if (CE->getCastKind() == CK_LValueToRValue &&
        (isa<ArraySubscriptExpr>(L) || isa<UnaryOperator>(L)))
      Found.push_back(L);
    return true;
  }
};

std::vector<const Expr *> reads(const FunctionDecl *FD) {
  Reads R;
  R.TraverseStmt(FD->getBody());
  return R.Found;
}

/// What the analysis says of an access of a body (as read).
struct Facts {
  RewriteOptions Opts;
  llvm::DenseSet<const VarDecl *> Tracked;
  BoundsAnalysis Analysis;
  explicit Facts(const Parsed &P)
      : Analysis(P.AST->getASTContext(), Opts, Tracked) {}
  AccessFacts operator()(const Expr *LV) const {
    return Analysis.access(LV, AccessKind::Read);
  }
};

SlotCaches slots(const Parsed &P) {
  DominatedChecks D(P.FD, P.AST->getASTContext(), VariableFacts::of(P.FD));
  return SlotCaches::find(
      P.FD, P.AST->getASTContext(), {}, [](const Expr *) { return true; },
      [&](llvm::ArrayRef<const Stmt *> Uses) { return D.alone(Uses); });
}

const char *VM = "struct vm { int *sp, *fp; char *name; };\n";

TEST(SlotCaches, FieldThroughUnchangedParameterUsedTwiceIsCached) {
  Parsed P = parse(std::string(VM) +
                       "int f(struct vm *vm) { *vm->sp++ = 1; return "
                       "vm->sp[-1] + *vm->fp; }\n",
                   "f");
  SlotCaches S = slots(P);
  ASSERT_EQ(S.size(), 1u); // sp twice, fp once
  auto M = members(P.FD);
  EXPECT_EQ(S.indexOf(M[0]), 0);
  EXPECT_TRUE(S.deferred(0));
}

TEST(SlotCaches, FieldReadOnceOnEveryPathIsNotCached) {
  // Read in branches that exclude each other: once whichever runs.
  Parsed P =
      parse(std::string(VM) + "int f(struct vm *vm, int c) { if (c > 0) return "
                              "*vm->sp; else if (c < 0) return vm->sp[-1]; "
                              "return c ? 0 : vm->sp[1]; }\n",
            "f");
  EXPECT_TRUE(slots(P).empty());
  // The same reads in a loop run again.
  Parsed Q = parse(std::string(VM) +
                       "int f(struct vm *vm, int c) { int s = 0; while (c--) "
                       "{ if (c & 1) s += *vm->sp; else s += vm->sp[-1]; } "
                       "return s; }\n",
                   "f");
  EXPECT_EQ(slots(Q).size(), 1u);
}

TEST(SlotCaches, FieldThroughALocalArrayIsCached) {
  Parsed P = parse(std::string(VM) +
                       "int f(int *q) { struct vm b[1]; b->sp = q; return "
                       "*b->sp + b->sp[1]; }\n",
                   "f");
  EXPECT_EQ(slots(P).size(), 1u);
}

TEST(SlotCaches, ChangedBaseIsNotCached) {
  Parsed P = parse(std::string(VM) + "int f(struct vm *vm, struct vm *w) { "
                                     "int x = *vm->sp; vm = w; return "
                                     "*vm->sp + x; }\n",
                   "f");
  EXPECT_TRUE(slots(P).empty());
}

TEST(SlotCaches, StoreThroughAnotherBaseOfTheFieldPreventsCaching) {
  Parsed P = parse(std::string(VM) +
                       "int f(struct vm *vm, struct vm *w, int *q) { int x = "
                       "*vm->sp; w->sp = q; return *vm->sp + x; }\n",
                   "f");
  EXPECT_TRUE(slots(P).empty());
}

TEST(SlotCaches, StoreToAnotherFieldOfTheSameBaseDoesNot) {
  Parsed P = parse(std::string(VM) +
                       "int f(struct vm *vm, int *q) { int x = *vm->sp; "
                       "vm->fp = q; return *vm->sp + x; }\n",
                   "f");
  EXPECT_EQ(slots(P).size(), 1u);
}

TEST(SlotCaches, LoadOfAVoidPointerMakesStoresWriteThrough) {
  Parsed P = parse(std::string(VM) +
                       "int f(struct vm *vm, void **any, int *q) { vm->sp = "
                       "q; void *a = *any; return *vm->sp + (a != 0); }\n",
                   "f");
  SlotCaches S = slots(P);
  ASSERT_EQ(S.size(), 1u);
  EXPECT_FALSE(S.deferred(0));
}

TEST(SlotCaches, SetjmpStructCopyOverTheBaseAndAsmPreventCaching) {
  for (const char *Extra :
       {"__builtin_setjmp(0);", "*vm = *vm;", "__asm__(\"\");"}) {
    Parsed P = parse(std::string(VM) + "int f(struct vm *vm) { " + Extra +
                         " return *vm->sp + vm->sp[1]; }\n",
                     "f");
    EXPECT_TRUE(slots(P).empty()) << Extra;
  }
}

const char *Lua = "typedef union { int *p; long offset; } rel;\n"
                  "struct state { char status; rel top; rel stack; };\n"
                  "struct callinfo { rel func; rel base; rel top; };\n";

TEST(SlotCaches, MemberChainAfterArrowIsCached) {
  Parsed P = parse(std::string(Lua) +
                       "int f(struct state *L) { *L->top.p++ = 1; return "
                       "L->top.p[-1]; }\n",
                   "f");
  SlotCaches S = slots(P);
  ASSERT_EQ(S.size(), 1u);
  auto M = members(P.FD); // L->top.p, then L->top inside it
  EXPECT_EQ(S.indexOf(M[0]), 0);
  EXPECT_EQ(S.indexOf(M[1]), -1);
  EXPECT_TRUE(S.deferred(0));
}

TEST(SlotCaches, DeeperChainsAndLocalStructsAreCached) {
  Parsed P = parse(std::string(VM) +
                       "struct outer { int n; struct inner { struct vm v; } "
                       "in; };\n"
                       "int f(struct outer *o, int *q) { struct outer s; "
                       "s.in.v.fp = q; o->in.v.sp = q; return *o->in.v.sp + "
                       "*s.in.v.fp + o->in.v.sp[1] + s.in.v.fp[1]; }\n",
                   "f");
  SlotCaches S = slots(P);
  ASSERT_EQ(S.size(), 2u);
  auto M = members(P.FD);                    // s.in.v.fp, ..., o->in.v.sp, ...
  EXPECT_FALSE(S.deferred(S.indexOf(M[0]))); // a local struct's
  EXPECT_TRUE(S.deferred(S.indexOf(M[3])));
}

TEST(SlotCaches, WriteOfAUnionSiblingPreventsCaching) {
  for (const char *Write : {"L->top.offset = 0;", "w->top.offset = 0;"}) {
    Parsed P = parse(std::string(Lua) +
                         "int f(struct state *L, struct state *w) { int x = "
                         "*L->top.p; " +
                         Write + " return *L->top.p + x; }\n",
                     "f");
    EXPECT_TRUE(slots(P).empty()) << Write;
  }
}

TEST(SlotCaches, SameChainThroughAnotherBasePreventsCaching) {
  Parsed P = parse(std::string(Lua) +
                       "int f(struct state *L, struct state *w, int *q) { int "
                       "x = *L->top.p; w->top.p = q; return *L->top.p + x; "
                       "}\n",
                   "f");
  EXPECT_TRUE(slots(P).empty());
}

TEST(SlotCaches, SameFieldOfAnotherRecordAtAnotherOffsetDoesNot) {
  // ci->top.p and L->stack.p cannot be L->top.p; ci->func.p is at another
  // offset in another record.
  Parsed P = parse(std::string(Lua) +
                       "int f(struct state *L, struct callinfo *ci, int *q) { "
                       "int x = *L->top.p; ci->top.p = q; ci->func.p = q; "
                       "L->stack.p = q; return *L->top.p + x; }\n",
                   "f");
  EXPECT_EQ(slots(P).size(), 1u);
}

TEST(SlotCaches, CopyOfAnUnrelatedStructKeepsTheCache) {
  Parsed P = parse(std::string(VM) +
                       "struct item { char *name; };\n"
                       "int f(struct vm *vm, struct item *a, struct item *b) "
                       "{ *a = *b; return *vm->sp + vm->sp[1]; }\n",
                   "f");
  SlotCaches S = slots(P);
  ASSERT_EQ(S.size(), 1u);
  EXPECT_TRUE(S.deferred(0));
}

TEST(SlotCaches, CopyOverAnObjectTheSlotIsInPreventsCaching) {
  for (const char *Copy :
       {"L->top = *r;", "*L = *w;", "o->s = *w;", "w->top.p = 0; *w = *L;"}) {
    Parsed P = parse(std::string(Lua) +
                         "struct outer { int n; struct state s; };\n"
                         "int f(struct state *L, struct state *w, rel *r, "
                         "struct outer *o) { int x = *L->top.p; " +
                         Copy + " return *L->top.p + x; }\n",
                     "f");
    EXPECT_TRUE(slots(P).empty()) << Copy;
  }
}

TEST(SlotCaches, CopyOfAUnionMemberCoversTheWholeUnion) {
  Parsed P = parse("struct l { long n; int *pc; };\n"
                   "struct c { long ctx; void *k; };\n"
                   "struct ci { union { struct l l; struct c c; } u; };\n"
                   "int f(struct ci *ci, struct c *k) { int x = "
                   "*ci->u.l.pc; ci->u.c = *k; return *ci->u.l.pc + x; }\n",
                   "f");
  EXPECT_TRUE(slots(P).empty());
}

TEST(SlotCaches, CopyFromAnObjectTheSlotIsInMakesStoresWriteThrough) {
  Parsed P = parse(std::string(VM) +
                       "int f(struct vm *vm, int *q) { struct vm w; vm->sp = "
                       "q; w = *vm; return *vm->sp + w.sp[1]; }\n",
                   "f");
  SlotCaches S = slots(P);
  ASSERT_EQ(S.size(), 1u);
  EXPECT_FALSE(S.deferred(0));
}

TEST(SlotCaches, InitialisedLocalStructIsNotCached) {
  Parsed P = parse(std::string(VM) +
                       "int f(struct vm *w) { struct vm s = *w; return *s.sp "
                       "+ s.sp[1]; }\n",
                   "f");
  EXPECT_TRUE(slots(P).empty());
}

TEST(SlotCaches, MemberOfARecordAUnionOnTheChainHoldsMayOverlap) {
  // k->k may be ci->u.c.k, the bytes of ci->u.l.pc; members of records no
  // union on the chain holds (r->p, o->top.p) may not.
  const char *Decls = "typedef union { int *p; long offset; } rel;\n"
                      "struct l { long n; int *pc; };\n"
                      "struct c { int *k; long ctx; };\n"
                      "struct ci { rel top; union { struct l l; struct c c; } "
                      "u; };\n";
  for (auto [Store, Cached] :
       {std::pair{"k->k = q;", false}, std::pair{"r->p = q;", true},
        std::pair{"o->top.p = q;", true}}) {
    Parsed P = parse(std::string(Decls) +
                         "int f(struct ci *ci, struct c *k, rel *r, struct "
                         "ci *o, int *q) { int x = *ci->u.l.pc; " +
                         Store + " return *ci->u.l.pc + x; }\n",
                     "f");
    EXPECT_EQ(slots(P).size(), Cached ? 1u : 0u) << Store;
  }
}

bool redundant(DominatedChecks &D, const Expr *LV, const AccessFacts &A,
               const std::string &Bounds) {
  std::string Why;
  return D.redundant(LV, A, Bounds, Why);
}

TEST(DominatedChecks, StraightLineRepeatIsRedundantBranchIsNot) {
  Parsed P = parse(std::string(VM) +
                       "int f(struct vm *vm, int c) { int *a = vm->sp; "
                       "int *b = vm->sp; if (c) a = vm->fp; return *a + *b "
                       "+ *vm->fp; }\n",
                   "f");
  DominatedChecks D(P.FD, P.AST->getASTContext(), VariableFacts::of(P.FD));
  auto M = members(P.FD); // sp, sp, fp (in the if), fp (after it)
  ASSERT_EQ(M.size(), 4u);
  Facts F(P);
  EXPECT_FALSE(redundant(D, M[0], F(M[0]), "B"));
  D.planned(M[0], F(M[0]), "B");
  EXPECT_TRUE(redundant(D, M[1], F(M[1]), "B"));
  EXPECT_FALSE(redundant(D, M[1], F(M[1]), "other bounds"));
  D.planned(M[2], F(M[2]), "B");
  EXPECT_FALSE(redundant(D, M[3], F(M[3]), "B")); // the if may not run
}

TEST(DominatedChecks, AssignedParameterIsNotInvariant) {
  Parsed P = parse(std::string(VM) + "int f(struct vm *vm, struct vm *w) { "
                                     "int *a = vm->sp; vm = w; return *a + "
                                     "*vm->sp; }\n",
                   "f");
  DominatedChecks D(P.FD, P.AST->getASTContext(), VariableFacts::of(P.FD));
  auto M = members(P.FD);
  Facts F(P);
  D.planned(M[0], F(M[0]), "B");
  EXPECT_FALSE(redundant(D, M[1], F(M[1]), "B"));
}

TEST(DominatedChecks, ElementAndDereferenceAtTheSameConstantRange) {
  Parsed P = parse("int f(int *p, int n) { int s = p[2]; s += *p; "
                   "s += p[2]; s += p[0]; s += p[n]; s += p[n]; return s; }\n",
                   "f");
  DominatedChecks D(P.FD, P.AST->getASTContext(), VariableFacts::of(P.FD));
  std::vector<const Expr *> A = reads(P.FD); // p[2] *p p[2] p[0] p[n] p[n]
  ASSERT_EQ(A.size(), 6u);
  Facts F(P);
  D.planned(A[0], F(A[0]), "B");
  D.planned(A[1], F(A[1]), "B");
  EXPECT_TRUE(redundant(D, A[2], F(A[2]), "B")); // p[2] again
  EXPECT_TRUE(redundant(D, A[3], F(A[3]), "B")); // p[0] is *p
  D.planned(A[4], F(A[4]), "B");
  EXPECT_FALSE(redundant(D, A[5], F(A[5]), "B")); // a variable index
}

/// The reads of *s in f, in order, with D told of the first.
static std::vector<const Expr *> firstPlanned(Parsed &P, DominatedChecks &D) {
  std::vector<const Expr *> A = reads(P.FD);
  Facts F(P);
  if (!A.empty())
    D.planned(A[0], F(A[0]), "B");
  return A;
}

TEST(DominatedChecks, LoopTestCoversTheBodyOfTheSameIteration) {
  Parsed P = parse("int f(const char *s) { int n = 0; for (; *s; s++) "
                   "if (*s == ' ') n++; return n; }\n",
                   "f");
  DominatedChecks D(P.FD, P.AST->getASTContext(), VariableFacts::of(P.FD));
  std::vector<const Expr *> A = firstPlanned(P, D); // *s (test), *s (body)
  ASSERT_EQ(A.size(), 2u);
  Facts F(P);
  std::string Why;
  EXPECT_TRUE(D.redundant(A[1], F(A[1]), "B", Why));
  EXPECT_EQ(Why, "dominated by the same check (pointer unchanged since)");
}

TEST(DominatedChecks, ChangedPointerInBetweenIsNot) {
  for (const char *Body :
       {"int x = *s; s++; return x + *s;",                      // incremented
        "int x = *s; s += 1; return x + *s;",                   // assigned
        "int x = *s; while (n--) { x += *s; s++; } return x;",  // loop back
        "int x = *s; char **q = &s; (*q)++; return x + *s;"}) { // address
    Parsed P =
        parse(std::string("int f(char *s, int n) { ") + Body + " }\n", "f");
    DominatedChecks D(P.FD, P.AST->getASTContext(), VariableFacts::of(P.FD));
    std::vector<const Expr *> A = firstPlanned(P, D);
    ASSERT_EQ(A.size(), 2u) << Body;
    Facts F(P);
    EXPECT_FALSE(redundant(D, A[1], F(A[1]), "B")) << Body;
  }
}

TEST(DominatedChecks, UnchangedAcrossBlocksIsRedundant) {
  Parsed P = parse("int f(char *s, int n) { int x = *s; if (n) x++; "
                   "while (n--) x += *s; return x; }\n",
                   "f");
  DominatedChecks D(P.FD, P.AST->getASTContext(), VariableFacts::of(P.FD));
  std::vector<const Expr *> A = firstPlanned(P, D);
  ASSERT_EQ(A.size(), 2u);
  Facts F(P);
  EXPECT_TRUE(redundant(D, A[1], F(A[1]), "B"));
}

} // namespace

namespace {
/// The calls of a body, in source order.
class Calls : public RecursiveASTVisitor<Calls> {
public:
  std::vector<const CallExpr *> Found;
  bool VisitCallExpr(CallExpr *CE) {
    Found.push_back(CE);
    return true;
  }
};

std::vector<const CallExpr *> calls(const FunctionDecl *FD) {
  Calls C;
  C.TraverseStmt(FD->getBody());
  return C.Found;
}
} // namespace

TEST(CallEffects, CalleesStoringOnlyToTheirLocalsWriteNoMemory) {
  Parsed P = parse(R"(
    struct s { int n; };
    int length(const char *s) { int n = 0; while (s[n]) n++; return n; }
    int twice(const char *s) { struct s l; l.n = length(s); return 2 * l.n; }
    void set(struct s *p) { p->n = 1; }
    int calls_set(struct s *p) { set(p); return 0; }
    int self(int n) { return n ? self(n - 1) : 0; }
    int ext(int);
    void f(const char *s, struct s *p, int (*fp)(int)) {
      length(s); twice(s); set(p); calls_set(p); self(3); ext(1); fp(1);
      __builtin_abs(1);
    })",
                   "f");
  ASSERT_TRUE(P.FD);
  CallEffects E(P.AST->getASTContext());
  std::vector<const CallExpr *> C = calls(P.FD);
  ASSERT_EQ(C.size(), 8u);
  EXPECT_FALSE(E.writesMemory(C[0])); // length: only its locals
  EXPECT_FALSE(E.writesMemory(C[1])); // twice: a local struct's member
  EXPECT_TRUE(E.writesMemory(C[2]));  // set: through a pointer
  EXPECT_TRUE(E.writesMemory(C[3]));  // calls_set: through its callee
  EXPECT_TRUE(E.writesMemory(C[4]));  // self: recursion counts as writing
  EXPECT_TRUE(E.writesMemory(C[5]));  // ext: no body here
  EXPECT_TRUE(E.writesMemory(C[6]));  // through a function pointer
  EXPECT_FALSE(E.writesMemory(C[7])); // a pure builtin
}
