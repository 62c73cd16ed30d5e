//===- DiagnosticMap.cpp - compiler messages back to the user's columns ---===//
//
// See DiagnosticMap.h.  Lines of the compiler's output are recognised by
// their shape: `FILE:LINE:COL: ` starts a message (or an "In file included
// from" note), `  LINE | text` shows a source line and `     | ...` the
// caret, labels and fix-its under it (the layout of GCC 9+ and Clang).
//
//===----------------------------------------------------------------------===//
#include "DiagnosticMap.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Regex.h"
#include <algorithm>
#include <cctype>
#include <map>
#include <vector>

using namespace llvm;

namespace mpxcc {

namespace {

struct Token {
  StringRef Text;
  unsigned Start; ///< byte offset in its line
};

/// C tokens, roughly: identifiers and numbers, literals, single punctuators.
std::vector<Token> tokenize(StringRef Line) {
  std::vector<Token> Out;
  size_t I = 0;
  while (I < Line.size()) {
    char C = Line[I];
    if (isspace((unsigned char)C)) {
      ++I;
      continue;
    }
    size_t B = I;
    if (isalnum((unsigned char)C) || C == '_') {
      while (I < Line.size() && (isalnum((unsigned char)Line[I]) ||
                                 Line[I] == '_' || Line[I] == '.'))
        ++I;
    } else if (C == '"' || C == '\'') {
      for (++I; I < Line.size() && Line[I] != C; ++I)
        if (Line[I] == '\\')
          ++I;
      I = std::min(I + 1, Line.size());
    } else {
      ++I;
    }
    Out.push_back({Line.slice(B, I), (unsigned)B});
  }
  return Out;
}

/// For each rewritten token, the index of the original token it is in the
/// longest common subsequence of the two lines, or -1.
std::vector<int> matchTokens(const std::vector<Token> &R,
                             const std::vector<Token> &O) {
  size_t N = R.size(), M = O.size();
  std::vector<int> Match(N, -1);
  if (!N || !M || N * M > 50'000'000)
    return Match;
  // L[i][j]: LCS of R[i..] and O[j..].
  std::vector<unsigned> L((N + 1) * (M + 1), 0);
  auto At = [&](size_t I, size_t J) -> unsigned & { return L[I * (M + 1) + J]; };
  for (size_t I = N; I-- > 0;)
    for (size_t J = M; J-- > 0;)
      At(I, J) = R[I].Text == O[J].Text ? At(I + 1, J + 1) + 1
                                        : std::max(At(I + 1, J), At(I, J + 1));
  for (size_t I = 0, J = 0; I < N && J < M;) {
    if (R[I].Text == O[J].Text && At(I, J) == At(I + 1, J + 1) + 1) {
      Match[I++] = (int)J++;
    } else if (At(I + 1, J) >= At(I, J + 1)) {
      ++I;
    } else {
      ++J;
    }
  }
  return Match;
}

/// Where each line of the rewritten file claims to be (#line directives).
struct Presumed {
  std::string File;
  unsigned Line;
};

class RewrittenFile {
public:
  RewrittenFile(StringRef Text) {
    Text.split(Lines, '\n');
    std::string File;
    unsigned Next = 0; // 0: before any #line
    static Regex LineDirective("^#line ([0-9]+) \"(.*)\"$");
    for (unsigned I = 0; I < Lines.size(); ++I) {
      SmallVector<StringRef, 3> M;
      if (LineDirective.match(Lines[I], &M)) {
        Next = (unsigned)std::stoul(M[1].str());
        File = unescape(M[2]);
        continue;
      }
      if (Next) {
        auto Key = std::make_pair(File, Next);
        ByPresumed.emplace(Key, I);
        ++Next;
      }
    }
  }
  /// The rewritten text shown as FILE:LINE, if it is a line of that file.
  bool find(StringRef File, unsigned Line, StringRef &Text) const {
    auto It = ByPresumed.find({File.str(), Line});
    if (It == ByPresumed.end())
      return false;
    Text = Lines[It->second];
    return true;
  }

private:
  static std::string unescape(StringRef S) {
    std::string Out;
    for (size_t I = 0; I < S.size(); ++I)
      Out += S[I] == '\\' && I + 1 < S.size() ? S[++I] : S[I];
    return Out;
  }
  SmallVector<StringRef, 0> Lines;
  std::map<std::pair<std::string, unsigned>, unsigned> ByPresumed;
};

/// The user's files, read once.
class Originals {
public:
  bool line(StringRef File, unsigned Line, std::string &Text) {
    auto It = Files.find(File);
    if (It == Files.end()) {
      std::vector<std::string> Ls;
      if (auto Buf = MemoryBuffer::getFile(File)) {
        SmallVector<StringRef, 0> Parts;
        (*Buf)->getBuffer().split(Parts, '\n');
        for (StringRef P : Parts)
          Ls.push_back(P.rtrim('\r').str());
      }
      It = Files.try_emplace(File, std::move(Ls)).first;
    }
    if (Line == 0 || Line > It->second.size())
      return false;
    Text = It->second[Line - 1];
    return true;
  }

private:
  StringMap<std::vector<std::string>> Files;
};

/// A message's location, parsed from `FILE:LINE:COL: rest`.
struct Location {
  std::string Prefix; ///< "In file included from " or ""
  std::string File;
  unsigned Line = 0, Col = 0;
  std::string Rest; ///< from the ':' after COL on
};

bool parseLocation(StringRef L, Location &Loc) {
  static Regex Re("^((In file included from| +from) )?(.+):([0-9]+):([0-9]+)"
                  "([:,].*)?$");
  SmallVector<StringRef, 7> M;
  if (!Re.match(L, &M))
    return false;
  Loc.Prefix = M[1].str();
  Loc.File = M[3].str();
  Loc.Line = (unsigned)std::stoul(M[4].str());
  Loc.Col = (unsigned)std::stoul(M[5].str());
  Loc.Rest = M[6].str();
  return true;
}

bool isSnippetLine(StringRef L, bool &Numbered) {
  static Regex Re("^ *([0-9]*) *\\|");
  SmallVector<StringRef, 2> M;
  if (!Re.match(L, &M))
    return false;
  Numbered = !M[1].empty();
  return true;
}

/// \p L with every `Rewritten:N` (a line of the rewritten file's header,
/// before its first #line: the runtime's #include) as `Source:1`.
std::string renameTemporary(StringRef L, StringRef Rewritten,
                            StringRef Source) {
  std::string Out;
  while (true) {
    size_t At = L.find(Rewritten);
    if (At == StringRef::npos)
      break;
    Out += L.substr(0, At).str() + Source.str();
    L = L.substr(At + Rewritten.size());
    if (L.starts_with(":") && L.size() > 1 && isdigit((unsigned char)L[1])) {
      L = L.substr(1).drop_while([](char C) { return isdigit((unsigned char)C); });
      Out += ":1";
    }
  }
  return Out + L.str();
}

} // namespace

unsigned mapColumn(StringRef RewrittenLine, StringRef Original, unsigned Col) {
  std::vector<Token> R = tokenize(RewrittenLine), O = tokenize(Original);
  std::vector<int> Match = matchTokens(R, O);
  if (R.empty() || Col == 0)
    return 0;
  unsigned Off = Col - 1;
  // The token at Off (or the last one before it).
  size_t K = 0;
  while (K + 1 < R.size() && R[K + 1].Start <= Off)
    ++K;
  if (Match[K] >= 0 && Off < R[K].Start + R[K].Text.size())
    return O[Match[K]].Start + (Off - R[K].Start) + 1;
  for (size_t I = K; I < R.size(); ++I)
    if (Match[I] >= 0 && R[I].Start >= Off)
      return O[Match[I]].Start + 1;
  for (size_t I = K + 1; I-- > 0;)
    if (Match[I] >= 0)
      return O[Match[I]].Start + 1;
  return 0;
}

/// Byte column (1-based) of display column \p Col of \p Line, and back.
static unsigned displayToByte(StringRef Line, unsigned Col) {
  unsigned D = 1;
  for (unsigned B = 0; B < Line.size(); ++B) {
    if ((Line[B] & 0xC0) == 0x80)
      continue; // a UTF-8 continuation byte
    if (D >= Col)
      return B + 1;
    D = Line[B] == '\t' ? (D - 1) / 8 * 8 + 9 : D + 1;
  }
  return Line.size() + 1 + (Col - D);
}

static unsigned byteToDisplay(StringRef Line, unsigned Col) {
  unsigned D = 1;
  for (unsigned B = 0; B + 1 < Col && B < Line.size(); ++B)
    if ((Line[B] & 0xC0) != 0x80)
      D = Line[B] == '\t' ? (D - 1) / 8 * 8 + 9 : D + 1;
  return D;
}

/// \p Line with its tabs expanded, as the compilers show source lines.
static std::string expandTabs(StringRef Line) {
  std::string Out;
  unsigned D = 0;
  for (char C : Line) {
    if (C == '\t') {
      Out.append(8 - D % 8, ' ');
      D += 8 - D % 8;
      continue;
    }
    Out += C;
    if ((C & 0xC0) != 0x80)
      ++D;
  }
  return Out;
}

/// A -Wformat message about a call the rewriter sent to a runtime wrapper
/// counts the wrapper's three leading arguments (location, function, mode):
/// the user's call has three fewer.
static std::string userArguments(std::string Msg, StringRef RLine) {
  static Regex Arg("argument ([0-9]+)");
  SmallVector<StringRef, 2> M;
  if (!StringRef(Msg).contains("-Wformat") || !RLine.contains("__mpx_") ||
      !Arg.match(Msg, &M))
    return Msg;
  unsigned N = (unsigned)std::stoul(M[1].str());
  if (N <= 3)
    return Msg;
  size_t At = Msg.find(M[0]);
  return Msg.substr(0, At) + "argument " + std::to_string(N - 3) +
         Msg.substr(At + M[0].size());
}

/// The user's names for the rewriter's clones (`__mpxc_f`).
static std::string userNames(StringRef L) {
  std::string Out;
  while (true) {
    size_t At = L.find("__mpxc_");
    if (At == StringRef::npos)
      return Out + L.str();
    Out += L.substr(0, At).str();
    L = L.substr(At + 7);
  }
}

std::string mapDiagnostics(StringRef Stderr, StringRef Rewritten,
                           StringRef Source, bool DisplayColumns) {
  auto Buf = MemoryBuffer::getFile(Rewritten);
  if (!Buf)
    return Stderr.str();
  RewrittenFile File((*Buf)->getBuffer());
  Originals Orig;
  SmallVector<StringRef, 0> Lines;
  Stderr.split(Lines, '\n');
  std::string Out;
  // The snippet under the last mapped message: its original text and
  // column, until its caret line is written.
  std::string SnippetText;
  unsigned SnippetCol = 0;
  bool InSnippet = false, CaretDone = false;
  for (size_t I = 0; I < Lines.size(); ++I) {
    StringRef L = Lines[I];
    bool Numbered = false;
    if (InSnippet && isSnippetLine(L, Numbered)) {
      size_t Bar = L.find('|');
      if (Numbered) {
        Out += L.substr(0, Bar + 1).str() + " " + SnippetText + "\n";
      } else if (!CaretDone) {
        Out += L.substr(0, Bar + 1).str() + " " +
               std::string(SnippetCol - 1, ' ') + "^\n";
        CaretDone = true;
      }
      continue;
    }
    InSnippet = false;
    Location Loc;
    if (L.contains(Rewritten)) { // before the first #line: the header
      Out += renameTemporary(L, Rewritten, Source) + "\n";
      continue;
    }
    if (parseLocation(L, Loc)) {
      StringRef RLine;
      std::string OLine;
      if (File.find(Loc.File, Loc.Line, RLine) &&
          Orig.line(Loc.File, Loc.Line, OLine)) {
        unsigned Col = Loc.Col;
        if (RLine != OLine) {
          unsigned In = DisplayColumns ? displayToByte(RLine, Col) : Col;
          unsigned Mapped = mapColumn(RLine, OLine, In);
          Col = Mapped && DisplayColumns ? byteToDisplay(OLine, Mapped)
                                         : Mapped;
        }
        if (Col) {
          Out += Loc.Prefix + Loc.File + ":" + std::to_string(Loc.Line) +
                 ":" + std::to_string(Col) +
                 userNames(userArguments(Loc.Rest, RLine)) + "\n";
          InSnippet = true;
          CaretDone = false;
          SnippetText = expandTabs(OLine);
          SnippetCol = DisplayColumns ? Col : byteToDisplay(OLine, Col);
          continue;
        }
      }
    }
    Out += userNames(L);
    if (I + 1 < Lines.size())
      Out += "\n";
  }
  return Out;
}

} // namespace mpxcc
