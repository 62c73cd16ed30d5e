//===- Options.cpp - describing the options in the output's header --------===//
#include "Rewrite/Options.h"

using namespace mpx;

std::string RewriteOptions::describe() const {
  static const char *Checks[] = {"rw", "r", "w", "none"};
  static const char *Narrows[] = {"fields", "none", "innermost"};
  std::string S = std::string("--check=") + Checks[(int)Check] +
                  " --narrow=" + Narrows[(int)Narrow];
  if (FirstFieldHasOwnBounds)
    S += " --first-field-has-own-bounds";
  if (StrictFlexArrays)
    S += " --strict-flex-arrays";
  if (AllTrailingArraysFlexible)
    S += " --flexible-trailing-arrays";
  if (!BndBuiltins)
    S += " --bnd-builtins=false";
  if (!IncompleteTypeBounds)
    S += " --incomplete-type-bounds=false";
  if (InstrumentMarkedOnly)
    S += " --instrument-marked-only";
  if (!VersionLoops)
    S += " --loop-versioning=false";
  if (!InstrumentHeaders)
    S += " --instrument-headers=false";
  return S;
}
