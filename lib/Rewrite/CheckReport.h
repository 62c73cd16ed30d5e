//===- CheckReport.h - the check map's pages and JSON -----------*- C++ -*-===//
//
// `--check-report=DIR` writes, for each source file a rewrite marked (the
// main file and the project headers it instruments), a static HTML page of
// its text with every access marked checked, proved in bounds or left
// unchecked, with the reason, and per-function totals; and the same as
// JSON.  An index of every file in DIR (index.html, index.json) is made
// again after each file, under a lock, from the JSON files DIR holds, so
// that the parallel rewrites of a build share one index.  Layout:
//   DIR/index.html, DIR/index.json
//   DIR/files/<path of the source>.html, .json
// A source's path maps below files/ with ".." as "up" and a leading "/"
// as "root/".
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_CHECKREPORT_H
#define MPX_REWRITE_CHECKREPORT_H

#include "Rewrite/CheckMap.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"
#include <string>
#include <vector>

namespace mpx {

/// Counts of the marks of one status each.
struct MarkTotals {
  unsigned Checked = 0, Proved = 0, Unchecked = 0;
  void count(MarkStatus S);
  void add(const MarkTotals &O);
};

/// One function's marks in a file.
struct FunctionTotals {
  std::string Name;
  unsigned Line = 0; ///< of its first mark
  MarkTotals Totals;
};

/// What an index needs of one file's page.
struct PageSummary {
  std::string File; ///< the source, as reports name it
  std::string Page; ///< the HTML page, relative to DIR
  std::string Json; ///< its JSON, relative to DIR
  std::string Unit; ///< the translation unit it was rewritten in
  MarkTotals Totals;
  std::vector<FunctionTotals> Functions;
};

/// The summary of F's marks, for a page at Page / Json (relative to DIR).
PageSummary summarise(const MarkedFile &F, std::string Page, std::string Json,
                      std::string Unit);

/// The JSON document of one file: its summary and every mark.
llvm::json::Value fileJson(const MarkedFile &F, const PageSummary &S);
/// Reads a file's summary back from its JSON document.
llvm::Expected<PageSummary> summaryFromJson(const llvm::json::Value &V);
/// The index's JSON document.
llvm::json::Value indexJson(const std::vector<PageSummary> &Pages);

/// The HTML page of one file (Root: the relative path back to DIR).
std::string filePage(const MarkedFile &F, const PageSummary &S,
                     llvm::StringRef Root);
/// The HTML index of every page.
std::string indexPage(const std::vector<PageSummary> &Pages);

/// Writes the pages of Files (rewritten as translation unit Unit) into
/// Dir, and the index again.
llvm::Error writeCheckReport(llvm::StringRef Dir, llvm::StringRef Unit,
                             const std::vector<MarkedFile> &Files);

} // namespace mpx

#endif
