//===- LibcTable.cpp - the checked libc functions -------------------------===//
//
// The records of LibcTable.h, one per function, written with small builders
// so that each reads as what the function touches: memcpy writes argument 0
// and reads argument 1 over argument 2's bytes, copies the table entries
// along, and returns argument 0's bounds.
//
//===----------------------------------------------------------------------===//
#include "Rewrite/LibcTable.h"
#include "llvm/ADT/StringMap.h"

namespace mpx::libc {

bool Value::scans() const {
  if (K == StrLen || K == StrNLen || K == WcsLen)
    return true;
  for (const Value &O : Ops)
    if (O.scans())
      return true;
  return false;
}

namespace {
Value val(Value::Kind K, unsigned A = 0, unsigned B = 0,
          std::vector<Value> Ops = {}, const char *Text = "") {
  Value V;
  V.K = K;
  V.A = A;
  V.B = B;
  V.Ops = std::move(Ops);
  V.Text = Text;
  return V;
}
Access access(Access::Kind K, unsigned A, unsigned B = 0,
              std::vector<Value> Size = {}, Guard When = {}) {
  Access X;
  X.K = K;
  X.A = A;
  X.B = B;
  X.Size = std::move(Size);
  X.When = std::move(When);
  return X;
}
Bounds bnd(Bounds::Kind K, unsigned A = 0, std::vector<Value> V = {}) {
  Bounds X;
  X.K = K;
  X.A = A;
  X.V = std::move(V);
  return X;
}
Effect effect(Effect::Kind K, unsigned A, unsigned B = 0,
              std::vector<Value> Size = {}) {
  Effect E;
  E.K = K;
  E.A = A;
  E.B = B;
  E.Size = std::move(Size);
  return E;
}

// Values.
Value arg(unsigned A) { return val(Value::Arg, A); }
Value result() { return val(Value::Result); }
Value deref(unsigned A) { return val(Value::Deref, A); }
Value constant(const char *T) { return val(Value::Const, 0, 0, {}, T); }
Value pointeeSize(Value P) { return val(Value::PointeeSize, 0, 0, {P}); }
Value nonNegative(unsigned A) { return val(Value::NonNegative, A); }
Value product(Value X, Value Y) { return val(Value::Product, 0, 0, {X, Y}); }
Value plusOne(Value X) { return val(Value::PlusOne, 0, 0, {X}); }
Value strLen(unsigned A) { return val(Value::StrLen, A); }
Value strNLen(unsigned A, Value Max) {
  return val(Value::StrNLen, A, 0, {Max});
}
Value wcsLen(unsigned A) { return val(Value::WcsLen, A); }
Value formatLen(unsigned Format, unsigned List) {
  return val(Value::FormatLen, Format, List);
}
const Value PointerSize = constant("sizeof(char *)");
const Value Unlimited = constant("(__SIZE_TYPE__)-1");

// Guards.
Guard nonNull(std::vector<unsigned> Args) {
  return {Guard::ArgsNonNull, std::move(Args)};
}
Guard resultNonNull() { return {Guard::ResultNonNull, {}}; }
Guard resultNonNegative() { return {Guard::ResultNonNegative, {}}; }

// Accesses before the call.
Access read(unsigned A, Value N, Guard G = {}) {
  return access(Access::Read, A, 0, {N}, G);
}
Access write(unsigned A, Value N, Guard G = {}) {
  return access(Access::Write, A, 0, {N}, G);
}
/// Writes N bytes at argument A plus Offset bytes.
Access writeAt(unsigned A, Value Offset, Value N) {
  Access X = write(A, N);
  X.Offset = {Offset};
  return X;
}
/// Reads the string at argument A (its length is not needed).
Access scan(unsigned A, Guard G = {}) {
  return access(Access::Scan, A, 0, {strLen(A)}, G);
}
Access scanUpTo(unsigned A, Value Max) {
  return access(Access::Scan, A, 0, {strNLen(A, Max)});
}
Access scanWide(unsigned A) { return access(Access::Scan, A, 0, {wcsLen(A)}); }
Access memChr(unsigned A, unsigned Ch, unsigned N) {
  return access(Access::MemChr, A, Ch, {arg(N)});
}
Access strChr(unsigned A, unsigned Ch, const char *Yields) {
  Access X = access(Access::StrChr, A, Ch);
  X.Yields = Yields;
  return X;
}
/// strspn (Accept) or strcspn/strpbrk: the string read only as far as the
/// call reads it, so a scanner calling it at each position stays linear.
Access strSpn(bool Accept, const char *Yields) {
  Access X = access(Access::StrSpn, 0, 1);
  X.Accept = Accept;
  X.Yields = Yields;
  return X;
}
Access strCmp(Value Max, bool IgnoreCase) {
  Access X = access(Access::StrCmp, 0, 1, {Max});
  X.IgnoreCase = IgnoreCase;
  return X;
}
Access printfArgs(unsigned Format, unsigned List) {
  return access(Access::Printf, Format, List);
}
Access scanfArgs(unsigned Format, unsigned List) {
  return access(Access::ScanfArgs, Format, List);
}

// Bounds.
Bounds ofArg(unsigned A) { return bnd(Bounds::OfArg, A); }
Bounds saved() { return bnd(Bounds::Saved); }
Bounds string(Value V) { return bnd(Bounds::String, 0, {V}); }
Bounds object(Value V, Value N) { return bnd(Bounds::Object, 0, {V, N}); }
Bounds null() { return bnd(Bounds::Null); }
Bounds loaded(unsigned A) { return bnd(Bounds::Loaded, A); }
Bounds tokenOf(unsigned A) { return bnd(Bounds::TokenOf, A); }
/// Argument A's bounds when G holds, else Else.
Bounds argOrElse(unsigned A, Guard G, Bounds Else) {
  Bounds X = bnd(Bounds::ArgOrElse, A);
  X.When = std::move(G);
  X.Else = {std::move(Else)};
  return X;
}
/// The string libc made, unless the result is argument A.
Bounds argIfResult(unsigned A) {
  return argOrElse(A, {Guard::ResultIsArg, {A}}, string(result()));
}
Bounds objectOfResult() { return object(result(), pointeeSize(result())); }

// Effects after the call.
Effect copyTable(unsigned To, unsigned From, Value N) {
  return effect(Effect::CopyTable, To, From, {N});
}
Effect clearTable(unsigned A, Value N) {
  return effect(Effect::ClearTable, A, 0, {N});
}
Effect store(unsigned Slot, Bounds B, Guard G = {}) {
  Effect E = effect(Effect::Store, Slot);
  E.Stored = {std::move(B)};
  E.When = std::move(G);
  return E;
}
Effect scanfDone(unsigned Format) { return effect(Effect::ScanfDone, Format); }

Function fn(const char *Name, std::vector<Access> Before,
            std::vector<Effect> After = {}, Bounds Result = {}) {
  return {Name, {}, std::move(Before), std::move(After), std::move(Result)};
}

/// memcpy and its kin: write A, read B, N bytes, the table follows.
Function copying(const char *Name) {
  return fn(Name, {write(0, arg(2)), read(1, arg(2))},
            {copyTable(0, 1, arg(2))}, ofArg(0));
}
/// A function reading two strings (strstr, strcasestr).
Function twoStrings(const char *Name, Bounds Result) {
  return fn(Name, {scan(0), scan(1)}, {}, std::move(Result));
}
/// strtol and its kin: reads the string; *argument 1 points into it.
Function number(const char *Name) {
  return fn(Name, {scan(0), write(1, PointerSize, nonNull({1}))},
            {store(1, ofArg(0), nonNull({1}))});
}
/// strerror_r (the GNU one may return its own string instead of arg 1).
Function strerrorR() {
  Bounds R = argIfResult(1);
  return fn("strerror_r", {write(1, arg(2))}, {}, std::move(R));
}
/// getline and getdelim: *argument 0 becomes a block of *argument 1 bytes.
Function lineReader(const char *Name) {
  return fn(
      Name,
      {write(0, PointerSize), write(1, constant("sizeof(__SIZE_TYPE__)"))},
      {store(0, object(deref(0), deref(1)))});
}
Function localTime(const char *Name, Bounds Result) {
  return fn(Name, {read(0, pointeeSize(arg(0)))}, {}, std::move(Result));
}
/// The v* printf family: the format, each %s, each %n.
Function vprintf(const char *Name, unsigned Format,
                 std::vector<Access> More = {}) {
  std::vector<Access> A = {scan(Format), printfArgs(Format, Format + 1)};
  for (Access &X : More)
    A.push_back(std::move(X));
  return fn(Name, std::move(A));
}
Function vscanf(const char *Name, unsigned Format, bool FromString) {
  std::vector<Access> A;
  if (FromString)
    A.push_back(scan(0));
  A.push_back(scan(Format));
  A.push_back(scanfArgs(Format, Format + 1));
  return fn(Name, std::move(A), {scanfDone(Format)});
}
Function strtok() {
  Function F = fn("strtok", {scan(0, nonNull({0})), scan(1)}, {}, saved());
  F.Saved = tokenOf(0);
  return F;
}
Function strtokR() {
  Function F =
      fn("strtok_r", {scan(0, nonNull({0})), scan(1), write(2, PointerSize)},
         {store(2, saved())}, saved());
  F.Saved = argOrElse(0, nonNull({0}), loaded(2));
  return F;
}

std::vector<Function> buildTable() {
  const Value StrPlusOne1 = plusOne(strLen(1));
  return {
      // string.h: memory
      copying("memcpy"),
      copying("memmove"),
      copying("mempcpy"),
      fn("memset", {write(0, arg(2))}, {clearTable(0, arg(2))}, ofArg(0)),
      fn("bzero", {write(0, arg(1))}, {clearTable(0, arg(1))}),
      fn("explicit_bzero", {write(0, arg(1))}, {clearTable(0, arg(1))}),
      fn("memcmp", {read(0, arg(2)), read(1, arg(2))}),
      fn("memchr", {memChr(0, 1, 2)}, {}, ofArg(0)),
      fn("memrchr", {read(0, arg(2))}, {}, ofArg(0)),
      // string.h: strings (reads stop where the function stops reading)
      fn("strlen", {scan(0)}),
      fn("strnlen", {scanUpTo(0, arg(1))}),
      fn("strcpy", {write(0, StrPlusOne1)}, {}, ofArg(0)),
      fn("stpcpy", {write(0, StrPlusOne1)}, {}, ofArg(0)),
      fn("strncpy", {scanUpTo(1, arg(2)), write(0, arg(2))}, {}, ofArg(0)),
      fn("stpncpy", {scanUpTo(1, arg(2)), write(0, arg(2))}, {}, ofArg(0)),
      fn("strcat", {writeAt(0, strLen(0), StrPlusOne1)}, {}, ofArg(0)),
      fn("strncat", {writeAt(0, strLen(0), plusOne(strNLen(1, arg(2))))}, {},
         ofArg(0)),
      fn("strcmp", {strCmp(Unlimited, false)}),
      fn("strncmp", {strCmp(arg(2), false)}),
      fn("strcasecmp", {strCmp(Unlimited, true)}),
      fn("strncasecmp", {strCmp(arg(2), true)}),
      fn("strchr", {strChr(0, 1, "__mpx_strchr_do")}, {}, ofArg(0)),
      fn("strchrnul", {strChr(0, 1, "__mpx_strchrnul_do")}, {}, ofArg(0)),
      fn("strrchr", {scan(0)}, {}, ofArg(0)),
      twoStrings("strstr", ofArg(0)),
      twoStrings("strcasestr", ofArg(0)),
      fn("strpbrk", {strSpn(false, "__mpx_strpbrk_do")}, {}, ofArg(0)),
      fn("strspn", {strSpn(true, "__mpx_strspn_do")}),
      fn("strcspn", {strSpn(false, "__mpx_strspn_do")}),
      strtok(),
      strtokR(),
      strerrorR(),
      fn("strerror", {}, {}, string(result())),
      // stdio.h: the v* printf functions read the format and each %s (up
      // to its precision) and write each %n, the v* scanf functions write
      // their targets; the va_list's pointers get their bounds from the
      // va_list registry.  The variadic ones are checked by the runtime's
      // wrappers (FormatCalls.cpp).
      vprintf("vprintf", 0),
      vprintf("vfprintf", 1),
      vprintf("vdprintf", 1),
      vprintf("vsprintf", 1, {write(0, plusOne(formatLen(1, 2)))}),
      vprintf("vsnprintf", 2, {write(0, arg(1))}),
      fn("vasprintf", {write(0, PointerSize), scan(1), printfArgs(1, 2)},
         {store(0, string(deref(0)), resultNonNegative())}),
      fn("fgets", {write(0, nonNegative(1))}, {},
         argOrElse(0, resultNonNull(), null())),
      fn("fread", {write(0, product(arg(1), arg(2)))}),
      fn("fwrite", {read(0, product(arg(1), arg(2)))}),
      fn("fputs", {scan(0)}),
      fn("puts", {scan(0)}),
      lineReader("getline"),
      lineReader("getdelim"),
      vscanf("vscanf", 0, false),
      vscanf("vfscanf", 1, false),
      vscanf("vsscanf", 1, true),
      // unistd.h, sys/socket.h
      fn("read", {write(1, arg(2))}),
      fn("write", {read(1, arg(2))}),
      fn("pread", {write(1, arg(2))}),
      fn("pwrite", {read(1, arg(2))}),
      fn("recv", {write(1, arg(2))}),
      fn("send", {read(1, arg(2))}),
      fn("recvfrom", {write(1, arg(2)), write(4, deref(5), nonNull({4, 5}))}),
      fn("sendto", {read(1, arg(2)), read(4, arg(5), nonNull({4}))}),
      fn("getcwd", {write(0, arg(1), nonNull({0}))}, {},
         argOrElse(0, nonNull({0}), string(result()))),
      // stdlib.h: end pointers point into the string; returned strings
      number("strtol"),
      number("strtoul"),
      number("strtoll"),
      number("strtoull"),
      number("strtod"),
      number("strtof"),
      number("strtold"),
      fn("atoi", {scan(0)}),
      fn("atol", {scan(0)}),
      fn("atof", {scan(0)}),
      fn("getenv", {scan(0)}, {}, string(result())),
      fn("realpath", {scan(0), write(1, constant("4096"), nonNull({1}))}, {},
         argOrElse(1, nonNull({1}), string(result()))),
      // time.h, dirent.h: objects returned by libc get their own size
      localTime("localtime", objectOfResult()),
      localTime("gmtime", objectOfResult()),
      localTime("ctime", string(result())),
      localTime("asctime", string(result())),
      fn("readdir", {}, {}, objectOfResult()),
      // wchar.h basics
      fn("wcslen", {scanWide(0)}),
      fn("wcscpy", {write(0, product(plusOne(wcsLen(1)), pointeeSize(arg(0))))},
         {}, ofArg(0)),
      fn("wmemcpy",
         {write(0, product(arg(2), pointeeSize(arg(0)))),
          read(1, product(arg(2), pointeeSize(arg(1))))},
         {}, ofArg(0)),
      fn("wmemset", {write(0, product(arg(2), pointeeSize(arg(0))))}, {},
         ofArg(0)),
  };
}
} // namespace

const std::vector<Function> &all() {
  static const std::vector<Function> Table = buildTable();
  return Table;
}

const Function *lookup(llvm::StringRef Name) {
  static const llvm::StringMap<const Function *> Index = [] {
    llvm::StringMap<const Function *> M;
    for (const Function &F : all())
      M[F.Name] = &F;
    return M;
  }();
  auto It = Index.find(Name);
  return It == Index.end() ? nullptr : It->second;
}

} // namespace mpx::libc
