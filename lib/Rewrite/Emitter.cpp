//===- Emitter.cpp - in-place edits and macro regions ---------------------===//
#include "Rewrite/Emitter.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/DenseMap.h"
#include <algorithm>
#include <map>

using namespace clang;
using namespace mpx;

namespace {

struct Range {
  unsigned Begin, End; // [Begin, End) in the main file
};

/// Where one edit goes.
struct Placement {
  bool InRegion = false;
  unsigned Off = 0;    // file offset (in place)
  unsigned EndOff = 0; // end of replaced token (ReplaceToken in place)
};

class EmitterImpl {
public:
  EmitterImpl(const EditPlan &Plan, const TokenLog &Tokens,
              const SourceManager &SM, const LangOptions &LO)
      : Edits(Plan.edits()), Tokens(Tokens), SM(SM), LO(LO),
        Main(SM.getMainFileID()), Place(Edits.size()) {}

  llvm::Expected<std::string> run();

private:
  unsigned fileOff(SourceLocation L) const { return SM.getFileOffset(L); }
  unsigned tokEnd(SourceLocation L) const {
    return fileOff(L) + Lexer::MeasureTokenLength(L, SM, LO);
  }
  bool inMain(SourceLocation L) const {
    return L.isValid() && SM.getFileID(L) == Main;
  }
  void placeInPlace(unsigned I);
  void markRegion(SourceLocation Tok);
  void separateArgumentCopies();
  void mergeRegions();
  void joinRegions();
  const Range *regionStrictlyAround(unsigned Off) const;
  llvm::Expected<std::string> regionText(const Range &R);
  llvm::Expected<std::string> apply();

  const std::vector<Edit> &Edits;
  const TokenLog &Tokens;
  const SourceManager &SM;
  const LangOptions &LO;
  FileID Main;
  std::vector<Placement> Place;
  std::vector<Range> Regions;
  unsigned EmittedInRegions = 0;
};

} // namespace

/// Tier 1: decides the in-place offset of edit I, or marks a region.
void EmitterImpl::placeInPlace(unsigned I) {
  const Edit &E = Edits[I];
  Placement &P = Place[I];
  if (E.Kind == EditKind::AtOffset) {
    P.Off = E.Offset;
    return;
  }
  if (E.Tok.isFileID()) {
    if (!inMain(E.Tok)) {
      P.InRegion = true; // cannot happen for main-file nodes; reported later
      return;
    }
    P.Off = E.Kind == EditKind::After ? tokEnd(E.Tok) : fileOff(E.Tok);
    P.EndOff = tokEnd(E.Tok);
    return;
  }
  CharSourceRange R = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(E.Node), SM, LO);
  if (R.isInvalid() || !inMain(R.getBegin()) ||
      Tokens.inHashingInvocation(fileOff(R.getBegin()))) {
    markRegion(E.Tok);
    P.InRegion = true;
    return;
  }
  P.Off = E.Kind == EditKind::After ? fileOff(R.getEnd())
                                    : fileOff(R.getBegin());
  P.EndOff = fileOff(R.getEnd());
  if (E.Kind == EditKind::ReplaceToken &&
      SM.getSpellingLoc(E.Tok) != SM.getSpellingLoc(R.getBegin())) {
    // The token is not spelled where the range starts: not a plain
    // argument token, so replace it in the expansion instead.
    markRegion(E.Tok);
    P.InRegion = true;
  }
}

void EmitterImpl::markRegion(SourceLocation Tok) {
  CharSourceRange X = SM.getExpansionRange(Tok);
  if (!inMain(X.getBegin()))
    return;
  unsigned B = fileOff(X.getBegin());
  unsigned End = X.isTokenRange() ? tokEnd(X.getEnd()) : fileOff(X.getEnd());
  Regions.push_back({B, End});
}

/// Two different expansions of one macro argument (`TWICE(p[0])`) map to the
/// same file text; in-place edits there would apply to both, so expand.
void EmitterImpl::separateArgumentCopies() {
  std::map<std::pair<unsigned, int>, SourceLocation> Seen;
  for (unsigned I = 0; I < Edits.size(); ++I) {
    const Edit &E = Edits[I];
    if (Place[I].InRegion || E.Kind == EditKind::AtOffset ||
        E.Tok.isFileID())
      continue;
    auto Key = std::make_pair(Place[I].Off, (int)E.Kind);
    auto It = Seen.find(Key);
    if (It == Seen.end()) {
      Seen[Key] = E.Tok;
    } else if (It->second != E.Tok) {
      markRegion(E.Tok);
      markRegion(It->second);
    }
  }
}

void EmitterImpl::mergeRegions() {
  std::sort(Regions.begin(), Regions.end(),
            [](const Range &A, const Range &B) { return A.Begin < B.Begin; });
  std::vector<Range> Out;
  for (const Range &R : Regions) {
    if (!Out.empty() && R.Begin < Out.back().End)
      Out.back().End = std::max(Out.back().End, R.End);
    else
      Out.push_back(R);
  }
  Regions = std::move(Out);
}

const Range *EmitterImpl::regionStrictlyAround(unsigned Off) const {
  for (const Range &R : Regions)
    if (Off > R.Begin && Off < R.End)
      return &R;
  return nullptr;
}

/// Edits placed in place but inside a region are made in the region.
void EmitterImpl::joinRegions() {
  for (unsigned I = 0; I < Edits.size(); ++I) {
    if (Place[I].InRegion || Edits[I].Kind == EditKind::AtOffset)
      continue;
    if (regionStrictlyAround(Place[I].Off))
      Place[I].InRegion = true;
    else if (Edits[I].Kind == EditKind::ReplaceToken &&
             regionStrictlyAround(Place[I].EndOff))
      Place[I].InRegion = true;
  }
}

llvm::Expected<std::string> EmitterImpl::regionText(const Range &R) {
  llvm::DenseMap<unsigned, std::vector<unsigned>> ByTok;
  for (unsigned I = 0; I < Edits.size(); ++I)
    if (Place[I].InRegion)
      ByTok[Edits[I].Tok.getRawEncoding()].push_back(I);
  std::string Out;
  for (const LoggedToken &T : Tokens.tokens()) {
    unsigned Off = fileOff(SM.getExpansionLoc(T.Loc));
    if (Off < R.Begin || Off >= R.End)
      continue;
    std::vector<unsigned> Before, After, Replace;
    auto It = ByTok.find(T.Loc.getRawEncoding());
    if (It != ByTok.end())
      for (unsigned I : It->second) {
        EditKind K = Edits[I].Kind;
        (K == EditKind::Before ? Before
         : K == EditKind::After ? After
                                : Replace)
            .push_back(I);
      }
    auto ByDepth = [&](unsigned A, unsigned B) {
      if (Edits[A].Depth != Edits[B].Depth)
        return Edits[A].Depth < Edits[B].Depth;
      return Edits[A].Seq < Edits[B].Seq;
    };
    std::sort(Before.begin(), Before.end(), ByDepth);
    std::sort(After.rbegin(), After.rend(), ByDepth);
    if (!Out.empty())
      Out += ' ';
    for (unsigned I : Before)
      Out += Edits[I].Text;
    Out += Replace.empty() ? T.Spelling : Edits[Replace.back()].Text;
    for (unsigned I : After)
      Out += Edits[I].Text;
    EmittedInRegions += Before.size() + After.size() + Replace.size();
  }
  llvm::StringRef Orig =
      SM.getBufferData(Main).substr(R.Begin, R.End - R.Begin);
  Out.append(Orig.count('\n'), '\n');
  return Out;
}

namespace {
/// One operation on the main file's text, sorted by offset then class.
struct Op {
  unsigned Off;
  int Class; // 0 close, 1 top-level insertion, 2 open, 3 replacement
  long Key;  // order within a class
  unsigned End;
  std::string Text;
  bool operator<(const Op &O) const {
    if (Off != O.Off)
      return Off < O.Off;
    if (Class != O.Class)
      return Class < O.Class;
    return Key < O.Key;
  }
};
} // namespace

llvm::Expected<std::string> EmitterImpl::apply() {
  std::vector<Op> Ops;
  for (unsigned I = 0; I < Edits.size(); ++I) {
    const Edit &E = Edits[I];
    if (Place[I].InRegion)
      continue;
    long Nest = (long)E.Depth * 1000000 + E.Seq;
    switch (E.Kind) {
    case EditKind::After:
      Ops.push_back({Place[I].Off, 0, -Nest, Place[I].Off, E.Text});
      break;
    case EditKind::AtOffset:
      Ops.push_back({Place[I].Off, 1, (long)E.Seq, Place[I].Off, E.Text});
      break;
    case EditKind::Before:
      Ops.push_back({Place[I].Off, 2, Nest, Place[I].Off, E.Text});
      break;
    case EditKind::ReplaceToken:
      Ops.push_back({Place[I].Off, 3, (long)E.Seq, Place[I].EndOff, E.Text});
      break;
    }
  }
  for (const Range &R : Regions) {
    auto Text = regionText(R);
    if (!Text)
      return Text.takeError();
    Ops.push_back({R.Begin, 3, -1, R.End, std::move(*Text)});
  }
  std::sort(Ops.begin(), Ops.end());
  llvm::StringRef Buf = SM.getBufferData(Main);
  std::string Out;
  Out.reserve(Buf.size() * 2);
  unsigned Cur = 0;
  for (const Op &O : Ops) {
    if (O.Off < Cur)
      return llvm::createStringError(
          "internal error: overlapping edits at offset %u", O.Off);
    Out += Buf.substr(Cur, O.Off - Cur);
    Out += O.Text;
    Cur = std::max(O.Off, O.End);
  }
  Out += Buf.substr(Cur);
  return Out;
}

llvm::Expected<std::string> EmitterImpl::run() {
  for (unsigned I = 0; I < Edits.size(); ++I)
    placeInPlace(I);
  separateArgumentCopies();
  mergeRegions();
  joinRegions();
  unsigned Expected = 0;
  for (const Placement &P : Place)
    Expected += P.InRegion;
  auto Out = apply();
  if (Out && EmittedInRegions != Expected)
    return llvm::createStringError(
        "%u edit(s) inside macro expansions or included text could not be "
        "placed",
        Expected - EmittedInRegions);
  return Out;
}

llvm::Expected<std::string> mpx::emitMainFile(const EditPlan &Plan,
                                              const TokenLog &Tokens,
                                              const SourceManager &SM,
                                              const LangOptions &LO) {
  return EmitterImpl(Plan, Tokens, SM, LO).run();
}
