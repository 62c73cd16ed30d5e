//===- CheckReportTest.cpp - unit tests of the check map's pages ----------===//
//
// Builds marked files by hand and checks what the pages and documents make
// of them: totals per file and function, marks nested (one straddling
// another's end cut there), text escaped, the JSON read back, and where
// the pages of absolute and parent-relative paths go.
//
//===----------------------------------------------------------------------===//
#include "Rewrite/CheckReport.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <gtest/gtest.h>

using namespace mpx;

namespace {

PlacedMark mark(unsigned Begin, unsigned End, unsigned Line, MarkStatus S,
                std::string Fn = "f") {
  PlacedMark M;
  M.Begin = Begin;
  M.End = End;
  M.Line = M.EndLine = Line;
  M.Col = Begin + 1;
  M.EndCol = End + 1;
  M.Function = std::move(Fn);
  M.Kind = "read";
  M.Status = S;
  M.Why = "because <of> \"this\"";
  return M;
}

MarkedFile sample() {
  MarkedFile F;
  F.Name = "src/a.c";
  F.Text = "x = p[q[i]] < 3;\ny = r->s;\n";
  F.Marks = {mark(4, 11, 1, MarkStatus::Checked),
             mark(6, 10, 1, MarkStatus::Proved),
             mark(21, 25, 2, MarkStatus::Unchecked, "g")};
  return F;
}

/// The text of Page's <pre id="source">.
std::string source(const std::string &Page) {
  size_t B = Page.find("<pre id=\"source\">");
  size_t E = Page.find("</pre>", B);
  return Page.substr(B, E - B);
}

size_t count(const std::string &S, const std::string &Of) {
  size_t N = 0;
  for (size_t P = S.find(Of); P != std::string::npos; P = S.find(Of, P + 1))
    ++N;
  return N;
}

TEST(CheckReportTest, TotalsPerFileAndFunction) {
  PageSummary S = summarise(sample(), "files/src/a.c.html",
                            "files/src/a.c.json", "src/a.c");
  EXPECT_EQ(S.Totals.Checked, 1u);
  EXPECT_EQ(S.Totals.Proved, 1u);
  EXPECT_EQ(S.Totals.Unchecked, 1u);
  ASSERT_EQ(S.Functions.size(), 2u);
  EXPECT_EQ(S.Functions[0].Name, "f");
  EXPECT_EQ(S.Functions[0].Totals.Checked + S.Functions[0].Totals.Proved, 2u);
  EXPECT_EQ(S.Functions[1].Name, "g");
  EXPECT_EQ(S.Functions[1].Line, 2u);
}

TEST(CheckReportTest, MarksNestAndTextIsEscaped) {
  MarkedFile F = sample();
  PageSummary S = summarise(F, "p", "j", "u");
  std::string Src = source(filePage(F, S, "../../"));
  EXPECT_EQ(count(Src, "<span class=\"mark"), 3u);
  EXPECT_EQ(count(Src, "</span>"), 3u);
  // The proved mark q[i] lies inside the checked p[q[i]].
  EXPECT_NE(Src.find("p[<span class=\"mark proved\""), std::string::npos);
  EXPECT_NE(Src.find("q[i]</span>]</span> &lt; 3"), std::string::npos);
  EXPECT_NE(Src.find("r-&gt;s</span>"), std::string::npos);
  EXPECT_NE(Src.find("title=\"unchecked (read): because &lt;of&gt; "
                     "&quot;this&quot;\""),
            std::string::npos);
}

TEST(CheckReportTest, StraddlingMarkIsCutAtTheOuterEnd) {
  MarkedFile F;
  F.Name = "b.c";
  F.Text = "abcdefghij";
  F.Marks = {mark(0, 5, 1, MarkStatus::Checked),
             mark(3, 8, 1, MarkStatus::Unchecked)};
  std::string Src =
      source(filePage(F, summarise(F, "p", "j", "u"), "../"));
  // "de" in both; "fgh" in neither: the inner mark ends with the outer.
  EXPECT_NE(Src.find("de</span></span>fghij"), std::string::npos) << Src;
}

TEST(CheckReportTest, JsonReadsBack) {
  MarkedFile F = sample();
  PageSummary S = summarise(F, "files/src/a.c.html", "files/src/a.c.json",
                            "src/a.c");
  llvm::Expected<PageSummary> Back = summaryFromJson(fileJson(F, S));
  ASSERT_TRUE(bool(Back)) << llvm::toString(Back.takeError());
  EXPECT_EQ(Back->File, "src/a.c");
  EXPECT_EQ(Back->Page, "files/src/a.c.html");
  EXPECT_EQ(Back->Totals.Unchecked, 1u);
  ASSERT_EQ(Back->Functions.size(), 2u);
  EXPECT_EQ(Back->Functions[1].Totals.Unchecked, 1u);
  EXPECT_FALSE(bool(summaryFromJson(llvm::json::Object{{"x", 1}})));
}

TEST(CheckReportTest, PagesOfAbsoluteAndParentPaths) {
  llvm::SmallString<128> Dir;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("checkmap", Dir));
  MarkedFile Abs = sample(), Up = sample();
  Abs.Name = "/usr/src/x.c";
  Up.Name = "../lib/y.h";
  ASSERT_FALSE(bool(writeCheckReport(Dir, "x.c", {Abs, Up})));
  for (const char *P : {"files/root/usr/src/x.c.html",
                        "files/root/usr/src/x.c.json",
                        "files/up/lib/y.h.html", "index.html", "index.json"}) {
    llvm::SmallString<128> Path(Dir);
    llvm::sys::path::append(Path, P);
    EXPECT_TRUE(llvm::sys::fs::exists(Path)) << P;
  }
  llvm::SmallString<128> Page(Dir);
  llvm::sys::path::append(Page, "files/up/lib/y.h.html");
  auto Buf = llvm::MemoryBuffer::getFile(Page);
  ASSERT_TRUE(bool(Buf));
  EXPECT_NE((*Buf)->getBuffer().find("href=\"../../../index.html\""),
            llvm::StringRef::npos);
  llvm::sys::fs::remove_directories(Dir);
}

} // namespace
