//===- LibcText.cpp - a libc record as C for one call ---------------------===//
//
// Reads are checked by the runtime's scans (__mpx_strlen_chk...) and by
// __mpx_check_r, writes by __mpx_check_w, each reported at the call's own
// line.  Under --check=w a scan that a write's size needs still runs, with
// no location, and only measures; under --check=r writes are not checked but
// their sizes' scans still are; under --check=none only the bounds and
// table effects remain.
//
//===----------------------------------------------------------------------===//
#include "Rewrite/LibcText.h"
#include "Rewrite/BoundsInto.h"

namespace mpx::libc {
namespace {

/// What the text of one call's record is built from.
class Builder {
public:
  explicit Builder(const CallNames &N) : N(N) {}

  std::string value(const Value &V) const;
  std::string bounds(const Bounds &B) const;
  void access(const Access &A, std::vector<Step> &Out) const;
  void effect(const Effect &E, std::vector<Step> &Out) const;
  /// The call of helper Name over strchr's or strspn's operands.
  std::string scan(const Access &A, const char *Name) const;

private:
  std::string arg(unsigned I) const {
    return I < N.Args.size() ? N.Args[I] : "0";
  }
  std::string argBounds(unsigned I) const {
    return I < N.Bounds.size() && !N.Bounds[I].empty() ? N.Bounds[I]
                                                       : "__mpx_init()";
  }
  std::string readLoc() const { return N.Reads ? N.Loc : "0"; }
  std::string writeLoc() const { return N.Writes ? N.Loc : "0"; }
  std::string condition(const Guard &G) const;
  void range(const Access &A, std::vector<Step> &Out) const;

  const CallNames &N;
};

std::string Builder::value(const Value &V) const {
  switch (V.K) {
  case Value::Arg:
    return arg(V.A);
  case Value::Result:
    return N.Result;
  case Value::Deref:
    return "*" + arg(V.A);
  case Value::Const:
    return V.Text;
  case Value::PointeeSize:
    return "sizeof(*" + value(V.Ops[0]) + ")";
  case Value::NonNegative:
    return arg(V.A) + " > 0 ? (__SIZE_TYPE__)" + arg(V.A) + " : 0";
  case Value::Product:
    return "__mpx_size_mul(" + value(V.Ops[0]) + ", " + value(V.Ops[1]) + ")";
  case Value::PlusOne:
    return value(V.Ops[0]) + " + 1";
  case Value::StrLen:
    return "__mpx_strlen_chk(" + arg(V.A) + ", " + argBounds(V.A) + ", " +
           readLoc() + ")";
  case Value::StrNLen:
    return "__mpx_strnlen_chk(" + arg(V.A) + ", " + value(V.Ops[0]) + ", " +
           argBounds(V.A) + ", " + readLoc() + ")";
  case Value::WcsLen:
    return "__mpx_wcslen_chk(" + arg(V.A) + ", " + argBounds(V.A) + ", " +
           readLoc() + ")";
  case Value::FormatLen:
    return "__mpx_vformat_len(" + arg(V.A) + ", " + arg(V.B) + ")";
  }
  return "0";
}

std::string Builder::condition(const Guard &G) const {
  switch (G.K) {
  case Guard::Always:
    return "";
  case Guard::ArgsNonNull: {
    std::string S;
    for (unsigned I : G.Args)
      S += (S.empty() ? "" : " && ") + arg(I);
    return S;
  }
  case Guard::ResultNonNull:
    return N.Result;
  case Guard::ResultNonNegative:
    return N.Result + " >= 0";
  case Guard::ResultIsArg:
    return "(void *)" + N.Result + " == (void *)" + arg(G.Args[0]);
  }
  return "1";
}

std::string Builder::bounds(const Bounds &B) const {
  switch (B.K) {
  case Bounds::None:
    return "";
  case Bounds::OfArg:
    return argBounds(B.A);
  case Bounds::Saved:
    return N.Saved;
  case Bounds::String:
    return "__mpx_make_str(" + value(B.V[0]) + ")";
  case Bounds::Object:
    return "__mpx_make_alloc(" + value(B.V[0]) + ", " + value(B.V[1]) + ")";
  case Bounds::Null:
    return "__mpx_null()";
  case Bounds::Loaded:
    return "__mpx_ldx(" + arg(B.A) + ", *" + arg(B.A) + ")";
  case Bounds::TokenOf:
    return "__mpx_strtok_bounds(" + arg(B.A) + ", " + argBounds(B.A) + ")";
  case Bounds::ArgOrElse:
    return condition(B.When) + " ? " + argBounds(B.A) + " : " +
           bounds(B.Else[0]);
  }
  return "";
}

/// A read or write of a range; when it is not checked, the scans its size
/// holds still run (they check reads of their own).
void Builder::range(const Access &A, std::vector<Step> &Out) const {
  bool Checked = A.K == Access::Read ? N.Reads : N.Writes;
  std::string When = condition(A.When);
  if (!Checked) {
    for (const auto *Vs : {&A.Offset, &A.Size})
      for (const Value &V : *Vs)
        if (N.Reads && V.scans())
          Out.push_back({When, "(void)(" + value(V) + ")"});
    return;
  }
  std::string Addr = arg(A.A);
  if (!A.Offset.empty())
    Addr = "(char *)" + Addr + " + " + value(A.Offset[0]);
  Out.push_back({When, std::string(A.K == Access::Read ? "__mpx_check_r("
                                                       : "__mpx_check_w(") +
                           Addr + ", " + value(A.Size[0]) + ", " +
                           argBounds(A.A) + ", " + N.Loc + ")"});
}

std::string Builder::scan(const Access &A, const char *Name) const {
  if (A.K == Access::StrChr)
    return std::string(Name) + "(" + arg(A.A) + ", " + arg(A.B) + ", " +
           argBounds(A.A) + ", " + N.Loc + ")";
  return std::string(Name) + "(" + arg(A.A) + ", " + argBounds(A.A) + ", " +
         arg(A.B) + ", " + argBounds(A.B) + ", " + (A.Accept ? "1" : "0") +
         ", " + N.Loc + ")";
}

void Builder::access(const Access &A, std::vector<Step> &Out) const {
  std::string X;
  switch (A.K) {
  case Access::Read:
  case Access::Write:
    return range(A, Out);
  case Access::Scan:
    if (N.Reads)
      Out.push_back({condition(A.When), value(A.Size[0])});
    return;
  case Access::MemChr:
    X = "__mpx_memchr_chk(" + arg(A.A) + ", " + arg(A.B) + ", " +
        value(A.Size[0]) + ", " + argBounds(A.A) + ", " + N.Loc + ")";
    break;
  case Access::StrChr:
  case Access::StrSpn:
    if (A.Yields) // the helper replaces the call (yieldingCall)
      return;
    X = scan(A, A.K == Access::StrChr ? "__mpx_strchr_chk" : "__mpx_strspn_chk");
    break;
  case Access::StrCmp:
    X = "__mpx_strcmp_chk(" + arg(A.A) + ", " + argBounds(A.A) + ", " +
        arg(A.B) + ", " + argBounds(A.B) + ", " + value(A.Size[0]) + ", " +
        (A.IgnoreCase ? "1" : "0") + ", " + N.Loc + ")";
    break;
  case Access::Printf:
    if (N.Reads || N.Writes)
      Out.push_back({"", "__mpx_vprintf_chk(" + arg(A.A) + ", " + arg(A.B) +
                             ", " + arg(A.B) + ", " + readLoc() + ", " +
                             writeLoc() + ")"});
    return;
  case Access::ScanfArgs:
    if (N.Writes)
      Out.push_back({"", "__mpx_vscanf_chk(" + arg(A.A) + ", " + arg(A.B) +
                             ", " + arg(A.B) + ", " + N.Loc + ")"});
    return;
  }
  if (N.Reads) // the scans of memchr, strchr, strspn and strcmp
    Out.push_back({"", X});
}

void Builder::effect(const Effect &E, std::vector<Step> &Out) const {
  switch (E.K) {
  case Effect::CopyTable:
    Out.push_back({"", "__mpx_bt_copy(" + arg(E.A) + ", " + arg(E.B) + ", " +
                           value(E.Size[0]) + ")"});
    return;
  case Effect::ClearTable:
    Out.push_back(
        {"", "__mpx_bt_clear(" + arg(E.A) + ", " + value(E.Size[0]) + ")"});
    return;
  case Effect::Store:
    Out.push_back({condition(E.When), "__mpx_stx(" + arg(E.A) + ", *" +
                                          arg(E.A) + ", " +
                                          bounds(E.Stored[0]) + ")"});
    return;
  case Effect::ScanfDone:
    if (N.Writes)
      Out.push_back({"", "__mpx_vscanf_done(" + N.Result + ", " + arg(E.A) +
                             ", " + N.Loc + ")"});
    return;
  }
}

// Which arguments' bounds a record reads.
bool uses(const Value &V, unsigned I) {
  if ((V.K == Value::StrLen || V.K == Value::StrNLen || V.K == Value::WcsLen) &&
      V.A == I)
    return true;
  for (const Value &O : V.Ops)
    if (uses(O, I))
      return true;
  return false;
}
bool uses(const std::vector<Value> &Vs, unsigned I) {
  for (const Value &V : Vs)
    if (uses(V, I))
      return true;
  return false;
}
bool uses(const Bounds &B, unsigned I) {
  if ((B.K == Bounds::OfArg || B.K == Bounds::TokenOf ||
       B.K == Bounds::ArgOrElse) &&
      B.A == I)
    return true;
  for (const Bounds &E : B.Else)
    if (uses(E, I))
      return true;
  return uses(B.V, I);
}
bool uses(const Access &A, unsigned I) {
  bool Own = A.A == I && A.K != Access::Scan && A.K != Access::Printf &&
             A.K != Access::ScanfArgs;
  bool Second = A.K == Access::StrCmp || A.K == Access::StrSpn;
  return Own || (Second && A.B == I) || uses(A.Size, I) || uses(A.Offset, I);
}
bool uses(const Effect &E, unsigned I) {
  for (const Bounds &B : E.Stored)
    if (uses(B, I))
      return true;
  return uses(E.Size, I);
}

} // namespace

std::vector<Step> beforeSteps(const Function &F, const CallNames &N) {
  Builder B(N);
  std::vector<Step> Out;
  if (F.Saved.K != Bounds::None)
    Out.push_back({"", boundsInto(N.Saved, B.bounds(F.Saved))});
  for (const Access &A : F.Before)
    B.access(A, Out);
  return Out;
}

std::string yieldingCall(const Function &F, const CallNames &N) {
  if (!N.Reads)
    return "";
  for (const Access &A : F.Before)
    if (A.Yields)
      return Builder(N).scan(A, A.Yields);
  return "";
}

std::vector<Step> afterSteps(const Function &F, const CallNames &N) {
  Builder B(N);
  std::vector<Step> Out;
  for (const Effect &E : F.After)
    B.effect(E, Out);
  return Out;
}

std::string asStatements(const std::vector<Step> &Steps) {
  std::string Out;
  for (const Step &S : Steps)
    Out += (Out.empty() ? "" : " ") +
           (S.Guard.empty() ? "" : "if (" + S.Guard + ") ") + S.Expr + ";";
  return Out;
}

std::string boundsText(const Bounds &Bs, const CallNames &N) {
  return Builder(N).bounds(Bs);
}

bool usesArgBounds(const Function &F, unsigned I) {
  if (uses(F.Saved, I) || uses(F.Result, I))
    return true;
  for (const Access &A : F.Before)
    if (uses(A, I))
      return true;
  for (const Effect &E : F.After)
    if (uses(E, I))
      return true;
  return false;
}

std::string markdownTable() {
  CallNames N;
  for (unsigned I = 0; I < 10; ++I) {
    N.Args.push_back("a" + std::to_string(I));
    N.Bounds.push_back("b" + std::to_string(I));
  }
  N.Result = "r";
  N.Saved = "t";
  N.Loc = "site";
  auto Cell = [](const std::string &S) {
    return S.empty() ? std::string("—") : "`" + S + "`";
  };
  std::string Out = "| function | checks (before) | table effect (after) | "
                    "result bounds |\n| --- | --- | --- | --- |\n";
  for (const Function &F : all()) {
    std::string Yield = yieldingCall(F, N);
    std::string Before = asStatements(beforeSteps(F, N));
    if (!Yield.empty())
      Before += (Before.empty() ? "" : " ") + N.Result + " = " + Yield +
                "; (in place of the call)";
    Out += std::string("| `") + F.Name + "` | " + Cell(Before) + " | " +
           Cell(asStatements(afterSteps(F, N))) + " | " +
           Cell(boundsText(F.Result, N)) + " |\n";
  }
  return Out;
}

} // namespace mpx::libc
