//===- EditPlan.cpp - recording planned edits -----------------------------===//
#include "Rewrite/EditPlan.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/StringRef.h"

using namespace clang;
using namespace mpx;

/// Puts __extension__ before each statement expression `({` the text opens
/// outside comments and literals, so that -pedantic (and clang's -Wgnu)
/// say nothing of the GNU C the instrumentation is written in.
static std::string markExtensions(const std::string &Text) {
  static const char Mark[] = "__extension__ ";
  std::string Out;
  Out.reserve(Text.size());
  for (size_t I = 0; I < Text.size(); ++I) {
    char Ch = Text[I];
    if (Ch == '"' || Ch == '\'') { // a literal: copied to its closing quote
      size_t J = I + 1;
      while (J < Text.size() && Text[J] != Ch)
        J += Text[J] == '\\' ? 2 : 1;
      Out.append(Text, I, J + 1 - I);
      I = J;
      continue;
    }
    if (Text.compare(I, 2, "//") == 0 || Text.compare(I, 2, "/*") == 0) {
      size_t J = Text[I + 1] == '/' ? Text.find('\n', I) : Text.find("*/", I + 2);
      J = J == std::string::npos ? Text.size() : J + (Text[I + 1] == '*' ? 2 : 0);
      Out.append(Text, I, J - I);
      I = J - 1;
      continue;
    }
    if (Text.compare(I, 2, "({") == 0 &&
        !llvm::StringRef(Out).ends_with(Mark))
      Out += Mark;
    Out += Ch;
  }
  return Out;
}

EditPlan EditPlan::without(llvm::function_ref<bool(unsigned)> Drop) const {
  EditPlan Out;
  for (const Edit &E : Edits)
    if (!Drop(E.Group))
      Out.Edits.push_back(E);
  return Out;
}

void EditPlan::add(Edit E) {
  E.Seq = Edits.size();
  E.Group = Group;
  if (E.Text.find("({") != std::string::npos)
    E.Text = markExtensions(E.Text);
  Edits.push_back(std::move(E));
}

void EditPlan::wrapRange(SourceRange R, unsigned Depth, std::string Prefix,
                         std::string Suffix) {
  if (!Prefix.empty())
    add({EditKind::Before, R.getBegin(), R, Depth, 0, std::move(Prefix)});
  if (!Suffix.empty())
    add({EditKind::After, R.getEnd(), R, Depth, 0, std::move(Suffix)});
}

void EditPlan::wrap(const Expr *E, unsigned Depth, std::string Prefix,
                    std::string Suffix) {
  wrapRange(E->getSourceRange(), Depth, std::move(Prefix), std::move(Suffix));
}

void EditPlan::wrapIfSpelledOut(const Expr *E, unsigned Depth,
                                std::string Prefix, std::string Suffix) {
  SourceRange R = E->getSourceRange();
  Edit Open{EditKind::Before, R.getBegin(), R, Depth, 0, std::move(Prefix)};
  Edit Close{EditKind::After, R.getEnd(), R, Depth, 0, std::move(Suffix)};
  Open.IfSpelledOut = Close.IfSpelledOut = true;
  if (!Open.Text.empty())
    add(std::move(Open));
  if (!Close.Text.empty())
    add(std::move(Close));
}

void EditPlan::insertBefore(SourceLocation Tok, unsigned Depth,
                            std::string Text) {
  add({EditKind::Before, Tok, SourceRange(Tok, Tok), Depth, 0,
       std::move(Text)});
}

void EditPlan::insertAfter(SourceLocation Tok, unsigned Depth,
                           std::string Text) {
  add({EditKind::After, Tok, SourceRange(Tok, Tok), Depth, 0,
       std::move(Text)});
}

void EditPlan::replaceToken(SourceLocation Tok, std::string Text) {
  add({EditKind::ReplaceToken, Tok, SourceRange(Tok, Tok), 0, 0,
       std::move(Text)});
}

void EditPlan::insertAt(SourceLocation Loc, std::string Text) {
  add({EditKind::AtLocation, Loc, SourceRange(Loc, Loc), 0, 0,
       std::move(Text)});
}

void EditPlan::openAt(SourceRange Node, unsigned Depth, std::string Text) {
  add({EditKind::Before, Node.getBegin(), Node, Depth, 0, std::move(Text)});
}

void EditPlan::closeAt(SourceRange Node, unsigned Depth, std::string Text) {
  add({EditKind::After, Node.getEnd(), Node, Depth, 0, std::move(Text)});
}
