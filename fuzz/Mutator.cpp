//===- Mutator.cpp - C-aware mutations ------------------------------------===//
//
// libFuzzer's byte mutations mostly make C that clang rejects.  Half the
// time this mutator makes one of the changes the rewriter finds hardest
// instead, each keeping the program valid C when it was:
//  - an identifier becomes a function-like macro invocation, M(p), with
//    #define M(x) x prepended (the emitter's regions, docs/design.md);
//  - a line becomes an object-like macro defined just before it (a whole
//    statement or declaration written by a macro);
//  - a line is copied to another place (new shapes of nesting);
//  - an identifier x becomes (x), (0, x) or (*&x).
// The other half, and whenever a change does not fit, libFuzzer's own.
//
//===----------------------------------------------------------------------===//
#include <cctype>
#include <cstdint>
#include <cstring>
#include <random>
#include <string>
#include <vector>

extern "C" size_t LLVMFuzzerMutate(uint8_t *Data, size_t Size, size_t MaxSize);

namespace {

using Rng = std::minstd_rand;

size_t pick(Rng &R, size_t N) { return N ? R() % N : 0; }

bool isKeyword(const std::string &W) {
  static const char *const Keywords[] = {
      "auto",     "break",         "case",     "char",          "const",
      "continue", "default",       "do",       "double",        "else",
      "enum",     "extern",        "float",    "for",           "goto",
      "if",       "inline",        "int",      "long",          "register",
      "restrict", "return",        "short",    "signed",        "sizeof",
      "static",   "struct",        "switch",   "typedef",       "union",
      "unsigned", "void",          "volatile", "while",         "_Bool",
      "_Atomic",  "_Alignof",      "_Generic", "__attribute__", "__typeof__",
      "typeof",   "__extension__", "__asm__",  "defined",       "include",
      "define"};
  for (const char *K : Keywords)
    if (W == K)
      return true;
  return false;
}

/// [Begin, End) of each identifier that is not a keyword nor follows '#'.
std::vector<std::pair<size_t, size_t>> identifiers(const std::string &S) {
  std::vector<std::pair<size_t, size_t>> Out;
  for (size_t I = 0; I < S.size();) {
    unsigned char C = S[I];
    if (std::isalpha(C) || C == '_') {
      size_t B = I;
      while (I < S.size() && (std::isalnum((unsigned char)S[I]) || S[I] == '_'))
        ++I;
      bool Directive = B > 0 && S[B - 1] == '#';
      if (!Directive && !isKeyword(S.substr(B, I - B)))
        Out.push_back({B, I});
    } else {
      ++I;
    }
  }
  return Out;
}

/// [Begin, End) of each line, newline excluded.
std::vector<std::pair<size_t, size_t>> lines(const std::string &S) {
  std::vector<std::pair<size_t, size_t>> Out;
  size_t B = 0;
  for (size_t I = 0; I <= S.size(); ++I)
    if (I == S.size() || S[I] == '\n') {
      Out.push_back({B, I});
      B = I + 1;
    }
  return Out;
}

std::string macroName(Rng &R) { return "MPXF" + std::to_string(pick(R, 8)); }

bool wrapIdentifier(std::string &S, Rng &R) {
  auto Ids = identifiers(S);
  if (Ids.empty())
    return false;
  auto [B, E] = Ids[pick(R, Ids.size())];
  std::string Name = macroName(R);
  S = "#define " + Name + "(x) x\n" + S.substr(0, B) + Name + "(" +
      S.substr(B, E - B) + ")" + S.substr(E);
  return true;
}

bool lineToMacro(std::string &S, Rng &R) {
  auto Ls = lines(S);
  auto [B, E] = Ls[pick(R, Ls.size())];
  std::string Line = S.substr(B, E - B);
  if (Line.find('#') != std::string::npos ||
      Line.find("//") != std::string::npos || Line.empty() ||
      Line.back() == '\\')
    return false;
  std::string Name = macroName(R);
  S = S.substr(0, B) + "#define " + Name + " " + Line + "\n" + Name +
      S.substr(E);
  return true;
}

bool copyLine(std::string &S, Rng &R) {
  auto Ls = lines(S);
  auto [B, E] = Ls[pick(R, Ls.size())];
  size_t To = Ls[pick(R, Ls.size())].first;
  S.insert(To, S.substr(B, E - B) + "\n");
  return true;
}

bool reshapeIdentifier(std::string &S, Rng &R) {
  auto Ids = identifiers(S);
  if (Ids.empty())
    return false;
  auto [B, E] = Ids[pick(R, Ids.size())];
  static const char *const Shapes[][2] = {
      {"(", ")"}, {"(0, ", ")"}, {"(*&", ")"}};
  const auto &Shape = Shapes[pick(R, 3)];
  S.insert(E, Shape[1]);
  S.insert(B, Shape[0]);
  return true;
}

} // namespace

extern "C" size_t LLVMFuzzerCustomMutator(uint8_t *Data, size_t Size,
                                          size_t MaxSize, unsigned Seed) {
  Rng R(Seed);
  if (R() % 2)
    return LLVMFuzzerMutate(Data, Size, MaxSize);
  std::string S(reinterpret_cast<char *>(Data), Size);
  bool Done = false;
  switch (pick(R, 4)) {
  case 0:
    Done = wrapIdentifier(S, R);
    break;
  case 1:
    Done = lineToMacro(S, R);
    break;
  case 2:
    Done = copyLine(S, R);
    break;
  default:
    Done = reshapeIdentifier(S, R);
    break;
  }
  if (!Done || S.size() > MaxSize)
    return LLVMFuzzerMutate(Data, Size, MaxSize);
  std::memcpy(Data, S.data(), S.size());
  return S.size();
}
