//===- CheckReportHtml.cpp - the check map's HTML pages -------------------===//
//
// A file's page is static HTML: the source in a <pre>, each access inside
// a <span class="mark STATUS"> whose title says what became of it, marks
// nested as the accesses are (one that would straddle another's end is
// cut there); the per-function totals; the list of accesses not checked.
// A small script only hides marks by status and counts the marks it finds,
// so the page reads the same without it.
//
//===----------------------------------------------------------------------===//
#include "Rewrite/CheckReport.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace mpx;

static std::string escape(StringRef S) {
  std::string Out;
  Out.reserve(S.size());
  for (char Ch : S)
    switch (Ch) {
    case '&':
      Out += "&amp;";
      break;
    case '<':
      Out += "&lt;";
      break;
    case '>':
      Out += "&gt;";
      break;
    case '"':
      Out += "&quot;";
      break;
    default:
      Out += Ch;
    }
  return Out;
}

static const char Style[] = R"(<style>
body { font-family: sans-serif; margin: 1em 2em; }
table { border-collapse: collapse; margin: 0.5em 0 1em; }
td, th { border: 1px solid #ccc; padding: 2px 8px; text-align: left; }
td.n { text-align: right; }
.code { display: flex; font-family: monospace; font-size: 13px; }
.code pre { margin: 0; line-height: 1.4; }
.gutter { color: #888; text-align: right; padding-right: 8px;
          border-right: 1px solid #ccc; margin-right: 8px; }
.gutter a { color: inherit; text-decoration: none; }
.mark { border-bottom: 2px solid; }
.mark.checked { background: #e3f6e3; border-color: #2a8a2a; }
.mark.proved { background: #e3ecfb; border-color: #2a5db0; }
.mark.unchecked { background: #fbe3e3; border-color: #c02a2a; }
.hide-checked .mark.checked, .hide-proved .mark.proved,
.hide-unchecked .mark.unchecked { background: none; border-bottom: none; }
.checked { color: #2a8a2a; } .proved { color: #2a5db0; }
.unchecked { color: #c02a2a; }
.code .mark { color: inherit; }
</style>
)";

static const char Script[] = R"(<script>
(function () {
  document.querySelectorAll('#legend input').forEach(function (box) {
    box.addEventListener('change', function () {
      document.body.classList.toggle('hide-' + box.dataset.status,
                                     !box.checked);
    });
  });
  var shown = document.getElementById('dom-totals');
  if (shown) {
    var n = function (s) {
      return document.querySelectorAll('#source .mark.' + s).length;
    };
    shown.textContent = n('checked') + ' checked, ' + n('proved') +
        ' proved, ' + n('unchecked') + ' unchecked';
  }
})();
</script>
)";

static void head(raw_ostream &OS, StringRef Title) {
  OS << "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">"
     << "\n<title>" << escape(Title) << "</title>\n"
     << Style << "</head>\n<body>\n";
}

static void totalsCells(raw_ostream &OS, const MarkTotals &T) {
  OS << "<td class=\"n checked\">" << T.Checked << "</td><td class=\"n "
     << "proved\">" << T.Proved << "</td><td class=\"n unchecked\">"
     << T.Unchecked << "</td>";
}

static void totalsLine(raw_ostream &OS, const MarkTotals &T) {
  OS << "<p id=\"totals\"><span class=\"checked\">" << T.Checked
     << " checked</span>, <span class=\"proved\">" << T.Proved
     << " proved in bounds</span>, <span class=\"unchecked\">" << T.Unchecked
     << " not checked</span></p>\n";
}

static std::string title(const PlacedMark &M) {
  return std::string(statusName(M.Status)) + " (" + M.Kind + "): " + M.Why;
}

/// The opening tag of M's span.
static std::string openMark(const PlacedMark &M) {
  return "<span class=\"mark " + std::string(statusName(M.Status)) +
         "\" data-status=\"" + statusName(M.Status) + "\" data-kind=\"" +
         M.Kind + "\" data-line=\"" + std::to_string(M.Line) +
         "\" data-col=\"" + std::to_string(M.Col) + "\" data-function=\"" +
         escape(M.Function) + "\" title=\"" + escape(title(M)) + "\">";
}

/// The source text with the marks as nested spans.
static void markedSource(raw_ostream &OS, const MarkedFile &F) {
  std::vector<unsigned> Open; // the ends of the spans open, innermost last
  size_t Next = 0;
  StringRef Text = F.Text;
  for (unsigned Pos = 0; Pos <= Text.size(); ++Pos) {
    while (!Open.empty() && Open.back() <= Pos) {
      OS << "</span>";
      Open.pop_back();
    }
    for (; Next < F.Marks.size() && F.Marks[Next].Begin <= Pos; ++Next) {
      const PlacedMark &M = F.Marks[Next];
      if (M.Begin < Pos || M.End <= M.Begin)
        continue; // cannot be placed: starts inside a cut mark
      unsigned End = Open.empty() ? M.End : std::min(M.End, Open.back());
      OS << openMark(M);
      Open.push_back(End);
    }
    if (Pos < Text.size())
      OS << escape(Text.substr(Pos, 1));
  }
  for (size_t I = 0; I < Open.size(); ++I)
    OS << "</span>";
}

static void gutter(raw_ostream &OS, StringRef Text) {
  unsigned Lines = Text.count('\n') + (Text.ends_with("\n") ? 0 : 1);
  OS << "<pre class=\"gutter\">";
  for (unsigned L = 1; L <= Lines; ++L)
    OS << "<a id=\"L" << L << "\" href=\"#L" << L << "\">" << L << "</a>\n";
  OS << "</pre>";
}

static void functionTable(raw_ostream &OS, const PageSummary &S) {
  OS << "<h2>Functions</h2>\n<table id=\"functions\">\n<tr><th>function</th>"
     << "<th>line</th><th>checked</th><th>proved</th><th>not checked</th>"
     << "</tr>\n";
  for (const FunctionTotals &F : S.Functions) {
    std::string Name = F.Name.empty() ? "(file scope)" : F.Name;
    OS << "<tr data-function=\"" << escape(F.Name) << "\"><td><a href=\"#L"
       << F.Line << "\">" << escape(Name) << "</a></td><td class=\"n\">"
       << F.Line << "</td>";
    totalsCells(OS, F.Totals);
    OS << "</tr>\n";
  }
  OS << "</table>\n";
}

static void uncheckedTable(raw_ostream &OS, const MarkedFile &F) {
  OS << "<h2>Accesses not checked</h2>\n<table id=\"unchecked-list\">\n"
     << "<tr><th>where</th><th>function</th><th>access</th><th>why</th>"
     << "</tr>\n";
  for (const PlacedMark &M : F.Marks)
    if (M.Status == MarkStatus::Unchecked)
      OS << "<tr><td><a href=\"#L" << M.Line << "\">" << M.Line << ":" << M.Col
         << "</a></td><td>" << escape(M.Function) << "</td><td>" << M.Kind
         << "</td><td>" << escape(M.Why) << "</td></tr>\n";
  OS << "</table>\n";
}

static const char Legend[] =
    "<p id=\"legend\">Show: <label><input type=\"checkbox\" "
    "data-status=\"checked\" checked> <span class=\"checked\">checked"
    "</span></label> <label><input type=\"checkbox\" data-status=\"proved\" "
    "checked> <span class=\"proved\">proved in bounds</span></label> <label>"
    "<input type=\"checkbox\" data-status=\"unchecked\" checked> <span "
    "class=\"unchecked\">not checked</span></label>. Hover over an access "
    "for what became of it. Marks on the page: <output id=\"dom-totals\">"
    "</output></p>\n";

std::string mpx::filePage(const MarkedFile &F, const PageSummary &S,
                          StringRef Root) {
  std::string Out;
  raw_string_ostream OS(Out);
  head(OS, "Check map: " + F.Name);
  OS << "<nav><a href=\"" << Root << "index.html\">All files</a></nav>\n"
     << "<h1>" << escape(F.Name) << "</h1>\n";
  totalsLine(OS, S.Totals);
  OS << "<p>Rewritten as part of <code>" << escape(S.Unit) << "</code>.</p>\n";
  functionTable(OS, S);
  uncheckedTable(OS, F);
  OS << "<h2>Source</h2>\n" << Legend << "<div class=\"code\">";
  gutter(OS, F.Text);
  OS << "<pre id=\"source\">";
  markedSource(OS, F);
  OS << "</pre></div>\n" << Script << "</body>\n</html>\n";
  return Out;
}

std::string mpx::indexPage(const std::vector<PageSummary> &Pages) {
  std::string Out;
  raw_string_ostream OS(Out);
  head(OS, "Check map");
  MarkTotals All;
  for (const PageSummary &S : Pages)
    All.add(S.Totals);
  OS << "<h1>Check map</h1>\n";
  totalsLine(OS, All);
  OS << "<table id=\"files\">\n<tr><th>file</th><th>checked</th><th>proved"
     << "</th><th>not checked</th><th>functions</th></tr>\n";
  for (const PageSummary &S : Pages) {
    OS << "<tr data-file=\"" << escape(S.File) << "\"><td><a href=\""
       << escape(S.Page) << "\">" << escape(S.File) << "</a></td>";
    totalsCells(OS, S.Totals);
    OS << "<td class=\"n\">" << S.Functions.size() << "</td></tr>\n";
  }
  OS << "</table>\n</body>\n</html>\n";
  return Out;
}
