//===- BoundsInto.cpp - the text that moves bounds ------------------------===//
//
// A variable (or `*p`) is copied word by word; a whole call of a
// bounds-returning runtime helper (its name, `(`, arguments balanced up to
// the last `)`, string and character literals skipped) becomes its
// out-parameter form; anything else is stored by assignment.
//
//===----------------------------------------------------------------------===//
#include "Rewrite/BoundsInto.h"
#include "llvm/ADT/StringSwitch.h"
#include <cctype>

using namespace mpx;
using llvm::StringRef;

namespace {

/// The out-parameter form of helper Name, and whether the destination comes
/// last (the table loads' form) rather than first.
struct OutForm {
  StringRef Name;
  bool DstLast = false;
};

OutForm outForm(StringRef Name) {
  return llvm::StringSwitch<OutForm>(Name)
      .Case("__mpx_init", {"__mpx_init_to"})
      .Case("__mpx_null", {"__mpx_null_to"})
      .Case("__mpx_make", {"__mpx_make_to"})
      .Case("__mpx_make_alloc", {"__mpx_make_alloc_to"})
      .Case("__mpx_make_symbol", {"__mpx_make_symbol_to"})
      .Case("__mpx_narrow", {"__mpx_narrow_to"})
      .Case("__mpx_narrow_lower", {"__mpx_narrow_lower_to"})
      .Case("__mpx_narrow_tail", {"__mpx_narrow_tail_to"})
      .Case("__mpx_ldx", {"__mpx_ldxo", true})
      .Default({});
}

/// The index just past the literal that starts at I (a quote), or npos when
/// it does not end.
size_t skipLiteral(StringRef S, size_t I) {
  char Quote = S[I];
  for (++I; I < S.size(); ++I) {
    if (S[I] == '\\')
      ++I;
    else if (S[I] == Quote)
      return I + 1;
  }
  return StringRef::npos;
}

/// The index of the `)` that closes the `(` at Open, or npos.
size_t closingParen(StringRef S, size_t Open) {
  int Depth = 0;
  for (size_t I = Open; I < S.size();) {
    char Ch = S[I];
    if (Ch == '"' || Ch == '\'') {
      I = skipLiteral(S, I);
      continue;
    }
    if (Ch == '(')
      ++Depth;
    else if (Ch == ')' && --Depth == 0)
      return I;
    ++I;
  }
  return StringRef::npos;
}

/// The length of the identifier S starts with (0 for none).
size_t identifierLength(StringRef S) {
  size_t N = 0;
  while (N < S.size() &&
         (std::isalnum(static_cast<unsigned char>(S[N])) || S[N] == '_'))
    ++N;
  return N && !std::isdigit(static_cast<unsigned char>(S[0])) ? N : 0;
}

/// True for a variable or the object a pointer variable points to: bounds
/// that a word-by-word copy names twice without a second evaluation.
bool namesObject(StringRef S) {
  S.consume_front("*");
  return !S.empty() && identifierLength(S) == S.size();
}

} // namespace

std::string mpx::boundsInto(StringRef Dst, StringRef Src) {
  StringRef Call = Src.trim();
  if (namesObject(Call) && namesObject(Dst))
    return "__mpx_set(" + Dst.str() + ", " + Call.str() + ")";
  size_t NameEnd = identifierLength(Call);
  OutForm Form = outForm(Call.take_front(NameEnd));
  if (Form.Name.empty() || NameEnd >= Call.size() || Call[NameEnd] != '(' ||
      closingParen(Call, NameEnd) != Call.size() - 1)
    return Dst.str() + " = " + Src.str();
  StringRef Args = Call.slice(NameEnd + 1, Call.size() - 1).trim();
  std::string Out = "&(" + Dst.str() + ")";
  if (!Args.empty())
    Out = Form.DstLast ? Args.str() + ", " + Out : Out + ", " + Args.str();
  return Form.Name.str() + "(" + Out + ")";
}

std::string mpx::boundsArgument(StringRef B) {
  StringRef T = B.trim();
  return namesObject(T) ? "__mpx_arg(" + T.str() + ")" : B.str();
}
