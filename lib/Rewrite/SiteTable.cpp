//===- SiteTable.cpp - one row per check site, one table per file ---------===//
#include "Rewrite/SiteTable.h"
#include "Rewrite/Context.h"

using namespace mpx;

unsigned SiteTable::add(const Site &S) {
  auto [It, New] = Index.try_emplace(
      {S.File, S.Func, S.Line, S.Col, S.From, S.Object, S.FromDetail},
      unsigned(Rows.size()));
  if (New)
    Rows.push_back(S);
  return It->second;
}

/// ", \"S\"" for a string, ", 0" for none.
static std::string optionalString(const std::string &S) {
  return S.empty() ? ", 0" : ", \"" + cString(S) + "\"";
}

std::string mpx::siteInitialiser(const Site &S) {
  return "{\"" + cString(S.File) + "\", \"" + cString(S.Func) + "\", " +
         std::to_string(S.Line) + ", " + std::to_string(S.Col) + ", " +
         originMacro(S.From) + optionalString(S.Object) +
         optionalString(S.FromDetail) + "}";
}

std::string SiteTable::definition(llvm::StringRef Name) const {
  if (Rows.empty())
    return "";
  std::string Out = "static const __mpx_site " + Name.str() + "[" +
                    std::to_string(Rows.size()) +
                    "] __attribute__((unused)) = {\n";
  for (const Site &S : Rows)
    Out += "  " + siteInitialiser(S) + ",\n";
  return Out + "};\n";
}
