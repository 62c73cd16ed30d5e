//===- SiteTable.cpp - one row per check site, one table per file ---------===//
#include "Rewrite/SiteTable.h"
#include "Rewrite/Context.h"

using namespace mpx;

unsigned SiteTable::add(const Site &S) {
  auto [It, New] = Index.try_emplace(
      {S.File, S.Func, S.Line, S.Col, S.From, S.Object}, unsigned(Rows.size()));
  if (New)
    Rows.push_back(S);
  return It->second;
}

const char *mpx::originMacro(BoundsOrigin Origin) {
  switch (Origin) {
  case BoundsOrigin::Other:
    return "__MPX_FROM_UNKNOWN";
  case BoundsOrigin::Shadow:
    return "__MPX_FROM_SHADOW";
  case BoundsOrigin::Object:
    return "__MPX_FROM_OBJECT";
  case BoundsOrigin::Literal:
    return "__MPX_FROM_LITERAL";
  case BoundsOrigin::Field:
    return "__MPX_FROM_FIELD";
  case BoundsOrigin::Table:
    return "__MPX_FROM_TABLE";
  case BoundsOrigin::Call:
    return "__MPX_FROM_CALL";
  case BoundsOrigin::Alloca:
    return "__MPX_FROM_ALLOCA";
  case BoundsOrigin::VaArg:
    return "__MPX_FROM_VA_ARG";
  case BoundsOrigin::Conditional:
    return "__MPX_FROM_COND";
  case BoundsOrigin::Init:
    return "__MPX_FROM_INIT";
  case BoundsOrigin::Null:
    return "__MPX_FROM_NULL";
  }
  return "__MPX_FROM_UNKNOWN";
}

std::string mpx::siteInitialiser(const Site &S) {
  return "{\"" + cString(S.File) + "\", \"" + cString(S.Func) + "\", " +
         std::to_string(S.Line) + ", " + std::to_string(S.Col) + ", " +
         originMacro(S.From) +
         (S.Object.empty() ? ", 0" : ", \"" + cString(S.Object) + "\"") + "}";
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
