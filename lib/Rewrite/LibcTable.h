//===- LibcTable.h - what checked libc functions touch, as data -*- C++ -*-===//
//
// For each libc function whose calls the rewriter checks in place, a record
// says what the call reads and writes before it runs (which argument, over
// what length, under what guard), what it does to the bounds table after it
// returns, and what bounds its result has.  Nothing here is C text with holes:
// LibcText.cpp turns a record into C for one call, and docs/libc.md lists the
// records as the tool prints them (--print-libc-table).
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_LIBCTABLE_H
#define MPX_REWRITE_LIBCTABLE_H

#include "llvm/ADT/StringRef.h"
#include <vector>

namespace mpx::libc {

/// A number computed from the call's operands: a byte count, an offset, or
/// a pointer value the bounds are made from.
struct Value {
  enum Kind {
    Arg,         ///< argument A
    Result,      ///< the call's result
    Deref,       ///< *argument A
    Const,       ///< Text, a C constant expression
    PointeeSize, ///< sizeof(*Ops[0])
    NonNegative, ///< argument A when above 0, else 0
    Product,     ///< Ops[0] * Ops[1], saturating
    PlusOne,     ///< Ops[0] + 1
    StrLen,      ///< length of the string at argument A (a checked read)
    StrNLen,     ///< the same, at most Ops[0] (a checked read)
    WcsLen,      ///< length of the wide string at argument A (checked)
    FormatLen,   ///< what vsnprintf(0, 0, argument A, argument B) counts
  };
  Kind K = Const;
  unsigned A = 0, B = 0;
  const char *Text = "";
  std::vector<Value> Ops;

  /// True when computing the value reads a string through a checked scan.
  bool scans() const;
};

/// A condition on the call's operands, before or after the call.
struct Guard {
  enum Kind {
    Always,
    ArgsNonNull,       ///< every argument of Args is not null
    ResultNonNull,     ///< the call returned a pointer
    ResultNonNegative, ///< the call returned at least 0
    ResultIsArg        ///< the call returned argument Args[0]
  };
  Kind K = Always;
  std::vector<unsigned> Args;
};

/// Bounds the rewriter gives a pointer the call returns or stores.
struct Bounds {
  enum Kind {
    None,     ///< INIT: the result is not checked
    OfArg,    ///< the bounds of argument A
    Saved,    ///< the bounds the record's Saved computed before the call
    String,   ///< the string at V (up to its terminator)
    Object,   ///< V over Ops[0] bytes
    Null,     ///< NULL bounds
    Loaded,   ///< the table's bounds of the pointer stored at argument A
    TokenOf,  ///< the string strtok continues in, from argument A
    ArgOrElse ///< OfArg(A) when the guard holds, else Else[0]
  };
  Kind K = None;
  unsigned A = 0;
  std::vector<Value> V;     ///< String, Object: the pointer, then the size
  Guard When;               ///< ArgOrElse
  std::vector<Bounds> Else; ///< ArgOrElse
};

/// What the call reads or writes before it runs, checked first.
struct Access {
  enum Kind {
    Read,     ///< Size bytes at argument A (+ Offset)
    Write,    ///< the same, written
    Scan,     ///< Size computed for its string scans only
    MemChr,   ///< memchr's read: argument A up to character B, Size bytes
    StrChr,   ///< strchr's read: argument A up to character B
    StrSpn,   ///< strspn's read (strcspn's, IgnoreCase false): string A up
              ///< to the first byte not in (in) the set at argument B
    StrCmp,   ///< a comparison of arguments A and B, Size at most
    Printf,   ///< format A with va_list B: %s read, %n written
    ScanfArgs ///< format A with va_list B: every target written
  };
  Kind K = Read;
  unsigned A = 0, B = 0;
  std::vector<Value> Size, Offset; ///< zero or one each
  Guard When;
  bool IgnoreCase = false; ///< StrCmp
  bool Accept = false;     ///< StrSpn: strspn (stops outside the set)
  /// StrChr, StrSpn: the runtime helper that scans as the check does and
  /// gives the call's result; when reads are checked it replaces both the
  /// check and the call, so the string is scanned once, not twice.
  const char *Yields = nullptr;
};

/// What the call does to the bounds table once it has run.
struct Effect {
  enum Kind {
    CopyTable,  ///< entries of Size bytes from argument B to argument A
    ClearTable, ///< entries of Size bytes at argument A
    Store,      ///< the pointer *argument A gets bounds B
    ScanfDone   ///< the scanf family's targets, format argument A
  };
  Kind K = CopyTable;
  unsigned A = 0, B = 0;
  std::vector<Value> Size;
  std::vector<Bounds> Stored;
  Guard When;
};

/// How one libc function is checked.
struct Function {
  const char *Name;
  Bounds Saved; ///< computed before the call (strtok's token), or None
  std::vector<Access> Before;
  std::vector<Effect> After;
  Bounds Result;
};

/// The record of Name, or null when its calls are not checked in place.
const Function *lookup(llvm::StringRef Name);

/// Every record, in the table's order.
const std::vector<Function> &all();

} // namespace mpx::libc

#endif
