//===- Emitter.cpp - in-place edits and macro regions ---------------------===//
#include "Rewrite/Emitter.h"
#include "Rewrite/Context.h"
#include "Rewrite/ProjectFiles.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/DenseMap.h"
#include <algorithm>
#include <deque>
#include <map>

using namespace clang;
using namespace mpx;

namespace {

struct Range {
  FileID FID;
  unsigned Begin, End; // [Begin, End) in FID
};

/// Where one edit goes.
struct Placement {
  bool InRegion = false;
  FileID FID;          // the file (in place)
  unsigned Off = 0;    // file offset (in place)
  unsigned EndOff = 0; // end of replaced token (ReplaceToken in place)
  bool Dropped = false; // an IfSpelledOut edit whose text stays as written
};

class EmitterImpl {
public:
  EmitterImpl(const EditPlan &Plan, const TokenLog &Tokens,
              const ProjectFiles &Files, const SourceManager &SM,
              const LangOptions &LO)
      : Edits(Plan.edits()), Tokens(Tokens), Files(Files), SM(SM), LO(LO),
        Place(Edits.size()) {}

  llvm::Expected<std::string> run();

private:
  unsigned fileOff(SourceLocation L) const { return SM.getFileOffset(L); }
  unsigned tokEnd(SourceLocation L) const {
    return fileOff(L) + Lexer::MeasureTokenLength(L, SM, LO);
  }
  bool inFiles(SourceLocation L) const {
    return L.isValid() && L.isFileID() && Files.isInstrumented(SM.getFileID(L));
  }
  void setPlace(Placement &P, SourceLocation At, SourceLocation End);
  void placeInPlace(unsigned I);
  void markRegion(SourceLocation Tok);
  void separateArgumentCopies();
  void mergeRegions();
  void joinRegions();
  const Range *regionStrictlyAround(FileID FID, unsigned Off) const;
  const Range *regionAround(FileID FID, unsigned Off) const;
  std::string regionText(const Range &R);
  std::string spliceText(const Inclusion &I, FileID In);
  std::string apply(FileID FID);

  const std::vector<Edit> &Edits;
  const TokenLog &Tokens;
  const ProjectFiles &Files;
  const SourceManager &SM;
  const LangOptions &LO;
  std::vector<Placement> Place;
  std::vector<Range> Regions;
  /// The edits made in regions, by anchor token (built once: a file has
  /// many regions and many edits).
  llvm::DenseMap<unsigned, std::vector<unsigned>> RegionEdits;
  unsigned Emitted = 0;
  std::string Error;
};

} // namespace

void EmitterImpl::setPlace(Placement &P, SourceLocation At,
                           SourceLocation End) {
  P.FID = SM.getFileID(At);
  P.Off = fileOff(At);
  P.EndOff = End.isValid() ? fileOff(End) : P.Off;
}

/// Tier 1: decides the in-place offset of edit I, or marks a region.
void EmitterImpl::placeInPlace(unsigned I) {
  const Edit &E = Edits[I];
  Placement &P = Place[I];
  if (E.Kind == EditKind::AtLocation) {
    setPlace(P, E.Tok, SourceLocation());
    return;
  }
  if (E.IfSpelledOut) { // decided once the regions are known
    if (E.Tok.isMacroID())
      setPlace(P, SM.getExpansionLoc(E.Tok), SourceLocation());
    return;
  }
  if (E.Tok.isFileID()) {
    SourceLocation End = E.Tok.getLocWithOffset(
        Lexer::MeasureTokenLength(E.Tok, SM, LO));
    setPlace(P, E.Kind == EditKind::After ? End : E.Tok, End);
    return;
  }
  CharSourceRange R = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(E.Node), SM, LO);
  // Where the edit goes: an insertion after the node at its end, which may
  // be outside the pasting or stringizing macro the node starts in.
  SourceLocation At =
      R.isValid() && E.Kind == EditKind::After ? R.getEnd() : R.getBegin();
  if (R.isInvalid() || !inFiles(R.getBegin()) ||
      Tokens.inHashingInvocation(SM, At)) {
    markRegion(E.Tok);
    P.InRegion = true;
    return;
  }
  setPlace(P, E.Kind == EditKind::After ? R.getEnd() : R.getBegin(),
           R.getEnd());
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
  if (!inFiles(X.getBegin()))
    return;
  unsigned B = fileOff(X.getBegin());
  unsigned End = X.isTokenRange() ? tokEnd(X.getEnd()) : fileOff(X.getEnd());
  Regions.push_back({SM.getFileID(X.getBegin()), B, End});
}

/// Two different expansions of one macro argument (`TWICE(p[0])`) map to the
/// same file text; in-place edits there would apply to both, so expand.
void EmitterImpl::separateArgumentCopies() {
  std::map<std::tuple<unsigned, unsigned, int>, SourceLocation> Seen;
  for (unsigned I = 0; I < Edits.size(); ++I) {
    const Edit &E = Edits[I];
    if (Place[I].InRegion || E.Kind == EditKind::AtLocation ||
        E.Tok.isFileID() || E.IfSpelledOut)
      continue;
    auto Key = std::make_tuple(Place[I].FID.getHashValue(), Place[I].Off,
                               (int)E.Kind);
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
            [](const Range &A, const Range &B) {
              return A.FID != B.FID ? A.FID < B.FID : A.Begin < B.Begin;
            });
  std::vector<Range> Out;
  for (const Range &R : Regions) {
    if (!Out.empty() && R.FID == Out.back().FID && R.Begin < Out.back().End)
      Out.back().End = std::max(Out.back().End, R.End);
    else
      Out.push_back(R);
  }
  Regions = std::move(Out);
}

const Range *EmitterImpl::regionStrictlyAround(FileID FID,
                                               unsigned Off) const {
  // Regions are sorted and disjoint: the last one starting before Off.
  auto It = std::partition_point(
      Regions.begin(), Regions.end(), [&](const Range &R) {
        return R.FID != FID ? R.FID < FID : R.Begin < Off;
      });
  if (It == Regions.begin())
    return nullptr;
  --It;
  return It->FID == FID && Off > It->Begin && Off < It->End ? &*It : nullptr;
}

/// The region holding file offset Off (its first token included).
const Range *EmitterImpl::regionAround(FileID FID, unsigned Off) const {
  if (const Range *R = regionStrictlyAround(FID, Off))
    return R;
  auto It = std::partition_point(
      Regions.begin(), Regions.end(), [&](const Range &R) {
        return R.FID != FID ? R.FID < FID : R.Begin < Off;
      });
  return It != Regions.end() && It->FID == FID && It->Begin == Off ? &*It
                                                                   : nullptr;
}

/// Edits placed in place but inside a region are made in the region; an
/// edit made only where spelled out is made in its region, or dropped.
void EmitterImpl::joinRegions() {
  for (unsigned I = 0; I < Edits.size(); ++I) {
    if (Edits[I].IfSpelledOut) {
      const Range *R = Edits[I].Tok.isMacroID()
                           ? regionAround(Place[I].FID, Place[I].Off)
                           : nullptr;
      Place[I].InRegion = R != nullptr;
      Place[I].Dropped = !R;
      if (!R)
        ++Emitted; // dropped: the text stays as written
      continue;
    }
    if (Place[I].InRegion || Edits[I].Kind == EditKind::AtLocation)
      continue;
    if (regionStrictlyAround(Place[I].FID, Place[I].Off))
      Place[I].InRegion = true;
    else if (Edits[I].Kind == EditKind::ReplaceToken &&
             regionStrictlyAround(Place[I].FID, Place[I].EndOff))
      Place[I].InRegion = true;
  }
}

std::string EmitterImpl::regionText(const Range &R) {
  const auto &ByTok = RegionEdits;
  const std::vector<unsigned> &InFile = Tokens.tokensIn(R.FID);
  auto OffOf = [&](unsigned Idx) {
    return Tokens.tokens()[Idx].ExpansionOffset;
  };
  // Expansion offsets never decrease along one file's tokens.
  auto First = std::partition_point(InFile.begin(), InFile.end(),
                                    [&](unsigned Idx) {
                                      return OffOf(Idx) < R.Begin;
                                    });
  std::string Out;
  for (auto It = First; It != InFile.end() && OffOf(*It) < R.End; ++It) {
    const LoggedToken &T = Tokens.tokens()[*It];
    std::vector<unsigned> Before, After, Replace;
    auto Found = ByTok.find(T.Loc.getRawEncoding());
    if (Found != ByTok.end())
      for (unsigned I : Found->second) {
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
    Emitted += Before.size() + After.size() + Replace.size();
  }
  // Clang is quiet about some of what a macro writes (an empty statement,
  // unreachable code, a tautology): so it stays in the text spelled out.
  Out = " __MPX_MACRO_TEXT_BEGIN " + Out + " __MPX_MACRO_TEXT_END ";
  llvm::StringRef Orig =
      SM.getBufferData(R.FID).substr(R.Begin, R.End - R.Begin);
  Out.append(Orig.count('\n'), '\n');
  return Out;
}

namespace {
/// One operation on a file's text, sorted by offset then class.  Its text
/// is the edit's own, or held by the file's apply(): sorting moves no
/// string.
struct Op {
  unsigned Off;
  int Class; // 0 close, 1 top-level insertion, 2 open, 3 replacement
  long Key;  // order within a class
  unsigned End;
  llvm::StringRef Text;
  bool operator<(const Op &O) const {
    if (Off != O.Off)
      return Off < O.Off;
    if (Class != O.Class)
      return Class < O.Class;
    return Key < O.Key;
  }
};
} // namespace

/// The text that replaces an #include directive of file In: nothing when
/// clang skipped the file, the directive itself for a system header, else
/// the rewritten header between #line directives.  The header's static
/// functions, variables, constants and macros were not the main file's:
/// warnings that only the main file gets (unused ones) stay off for its
/// text.
std::string EmitterImpl::spliceText(const Inclusion &I, FileID In) {
  llvm::StringRef Directive =
      SM.getBufferData(In).substr(I.Begin, I.End - I.Begin);
  if (I.Skipped)
    return std::string(Directive.count('\n'), '\n');
  if (!Files.isInstrumented(I.Entered))
    return Directive.str();
  std::string Body = apply(I.Entered);
  if (!Body.empty() && Body.back() != '\n')
    Body += '\n';
  SourceLocation After = SM.getComposedLoc(In, I.End);
  unsigned Line = SM.getPresumedLoc(After).getLine();
  std::string Open = "\n", Close;
  if (!I.Nested) { // a pragma inside braces would break the declaration
    Open += "#pragma GCC diagnostic push\n"
            "#pragma GCC diagnostic ignored \"-Wunused-function\"\n"
            "#pragma GCC diagnostic ignored \"-Wunused-variable\"\n"
            "#pragma GCC diagnostic ignored \"-Wunused-macros\"\n"
            "#pragma GCC diagnostic ignored \"-Wunused-const-variable\"\n";
    Close = "#pragma GCC diagnostic pop\n";
  }
  return Open + "#line 1 \"" + cString(Files.displayName(I.Entered)) +
         "\"\n" + Body + Close + "#line " + std::to_string(Line + 1) +
         " \"" + cString(Files.nameAt(After)) + "\"";
}

std::string EmitterImpl::apply(FileID FID) {
  std::vector<Op> Ops;
  std::deque<std::string> Texts; // of the regions and included files
  for (unsigned I = 0; I < Edits.size(); ++I) {
    const Edit &E = Edits[I];
    if (Place[I].InRegion || Place[I].Dropped || Place[I].FID != FID)
      continue;
    // Deeper edits nest inside shallower ones; planning order breaks ties.
    long Nest = (long)E.Depth << 32 | E.Seq;
    unsigned Off = Place[I].Off;
    switch (E.Kind) {
    case EditKind::After:
      Ops.push_back({Off, 0, -Nest, Off, E.Text});
      break;
    case EditKind::AtLocation:
      Ops.push_back({Off, 1, (long)E.Seq, Off, E.Text});
      break;
    case EditKind::Before:
      Ops.push_back({Off, 2, Nest, Off, E.Text});
      break;
    case EditKind::ReplaceToken:
      Ops.push_back({Off, 3, (long)E.Seq, Place[I].EndOff, E.Text});
      break;
    }
    ++Emitted;
  }
  for (const Range &R : Regions)
    if (R.FID == FID)
      Ops.push_back({R.Begin, 3, -1, R.End, Texts.emplace_back(regionText(R))});
  for (const Inclusion &I : Files.inclusions(FID))
    Ops.push_back(
        {I.Begin, 3, -2, I.End, Texts.emplace_back(spliceText(I, FID))});
  if (FID != SM.getMainFileID())
    for (const auto &[B, E] : Files.pragmaOnceLines(FID))
      Ops.push_back({B, 3, -3, E, ""});
  std::sort(Ops.begin(), Ops.end());
  llvm::StringRef Buf = SM.getBufferData(FID);
  std::string Out;
  Out.reserve(Buf.size() * 2);
  unsigned Cur = 0;
  for (const Op &O : Ops) {
    if (O.Off < Cur) {
      Error = "internal error: overlapping edits at offset " +
              std::to_string(O.Off) + " of " + Files.displayName(FID);
      continue;
    }
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
  for (unsigned I = 0; I < Edits.size(); ++I)
    if (Place[I].InRegion)
      RegionEdits[Edits[I].Tok.getRawEncoding()].push_back(I);
  std::string Out = apply(SM.getMainFileID());
  if (!Error.empty())
    return llvm::createStringError(Error);
  if (Emitted != Edits.size())
    return llvm::createStringError(
        "%u edit(s) could not be placed (inside macro expansions, or in "
        "text outside the rewritten files)",
        (unsigned)(Edits.size() - Emitted));
  return Out;
}

llvm::Expected<std::string> mpx::emitMainFile(const EditPlan &Plan,
                                              const TokenLog &Tokens,
                                              const ProjectFiles &Files,
                                              const SourceManager &SM,
                                              const LangOptions &LO) {
  return EmitterImpl(Plan, Tokens, Files, SM, LO).run();
}
