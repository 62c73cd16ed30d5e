//===- CheckReportJson.cpp - the check map as JSON ------------------------===//
//
// A file's document:
//   {"version": 1, "file": "src/a.c", "unit": "src/a.c",
//    "page": "files/src/a.c.html", "json": "files/src/a.c.json",
//    "totals": {"checked": 3, "proved": 1, "unchecked": 0},
//    "functions": [{"name": "f", "line": 4, "totals": {...}}],
//    "accesses": [{"line": 5, "column": 3, "end_line": 5, "end_column": 9,
//                  "function": "f", "kind": "write", "status": "checked",
//                  "reason": "..."}]}
// The index: {"version": 1, "totals": {...}, "files": [summaries]}.
//
//===----------------------------------------------------------------------===//
#include "Rewrite/CheckReport.h"
#include <map>

using namespace llvm;
using namespace mpx;

void MarkTotals::count(MarkStatus S) {
  switch (S) {
  case MarkStatus::Checked:
    ++Checked;
    break;
  case MarkStatus::Proved:
    ++Proved;
    break;
  case MarkStatus::Unchecked:
    ++Unchecked;
    break;
  }
}

void MarkTotals::add(const MarkTotals &O) {
  Checked += O.Checked;
  Proved += O.Proved;
  Unchecked += O.Unchecked;
}

PageSummary mpx::summarise(const MarkedFile &F, std::string Page,
                           std::string Json, std::string Unit) {
  PageSummary S{F.Name, std::move(Page), std::move(Json), std::move(Unit), {},
                {}};
  std::map<std::string, size_t> Index;
  for (const PlacedMark &M : F.Marks) {
    S.Totals.count(M.Status);
    auto [It, New] = Index.try_emplace(M.Function, S.Functions.size());
    if (New)
      S.Functions.push_back({M.Function, M.Line, {}});
    FunctionTotals &FT = S.Functions[It->second];
    FT.Line = std::min(FT.Line, M.Line);
    FT.Totals.count(M.Status);
  }
  llvm::stable_sort(S.Functions, [](const auto &A, const auto &B) {
    return A.Line < B.Line;
  });
  return S;
}

static json::Value totalsJson(const MarkTotals &T) {
  return json::Object{
      {"checked", T.Checked}, {"proved", T.Proved}, {"unchecked", T.Unchecked}};
}

static json::Object summaryJson(const PageSummary &S) {
  json::Array Fns;
  for (const FunctionTotals &F : S.Functions)
    Fns.push_back(json::Object{
        {"name", F.Name}, {"line", F.Line}, {"totals", totalsJson(F.Totals)}});
  return json::Object{{"file", S.File},
                      {"unit", S.Unit},
                      {"page", S.Page},
                      {"json", S.Json},
                      {"totals", totalsJson(S.Totals)},
                      {"functions", std::move(Fns)}};
}

json::Value mpx::fileJson(const MarkedFile &F, const PageSummary &S) {
  json::Array Marks;
  for (const PlacedMark &M : F.Marks)
    Marks.push_back(json::Object{{"line", M.Line},
                                 {"column", M.Col},
                                 {"end_line", M.EndLine},
                                 {"end_column", M.EndCol},
                                 {"function", M.Function},
                                 {"kind", M.Kind},
                                 {"status", statusName(M.Status)},
                                 {"reason", M.Why}});
  json::Object Doc = summaryJson(S);
  Doc["version"] = 1;
  Doc["accesses"] = std::move(Marks);
  return std::move(Doc);
}

static bool readTotals(const json::Object *O, MarkTotals &T) {
  if (!O)
    return false;
  auto C = O->getInteger("checked"), P = O->getInteger("proved"),
       U = O->getInteger("unchecked");
  if (!C || !P || !U)
    return false;
  T = {unsigned(*C), unsigned(*P), unsigned(*U)};
  return true;
}

Expected<PageSummary> mpx::summaryFromJson(const json::Value &V) {
  const json::Object *O = V.getAsObject();
  auto Bad = [] {
    return createStringError(inconvertibleErrorCode(),
                             "not a check map file document");
  };
  if (!O || !O->getString("file") || !O->getString("page"))
    return Bad();
  PageSummary S;
  S.File = O->getString("file")->str();
  S.Page = O->getString("page")->str();
  S.Json = O->getString("json").value_or("").str();
  S.Unit = O->getString("unit").value_or("").str();
  if (!readTotals(O->getObject("totals"), S.Totals))
    return Bad();
  if (const json::Array *Fns = O->getArray("functions"))
    for (const json::Value &FV : *Fns) {
      const json::Object *FO = FV.getAsObject();
      FunctionTotals F;
      if (!FO || !readTotals(FO->getObject("totals"), F.Totals))
        return Bad();
      F.Name = FO->getString("name").value_or("").str();
      F.Line = unsigned(FO->getInteger("line").value_or(0));
      S.Functions.push_back(std::move(F));
    }
  return S;
}

json::Value mpx::indexJson(const std::vector<PageSummary> &Pages) {
  MarkTotals All;
  json::Array Files;
  for (const PageSummary &S : Pages) {
    All.add(S.Totals);
    Files.push_back(summaryJson(S));
  }
  return json::Object{
      {"version", 1}, {"totals", totalsJson(All)}, {"files", std::move(Files)}};
}
