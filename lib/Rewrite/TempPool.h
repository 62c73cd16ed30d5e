//===- TempPool.h - bounds temporaries shared between statements -*- C++
//-*-===//
//
// Every table load, call result and held argument of a body gets a bounds
// temporary of its own (__mpx_t1, __mpx_t2, ...), declared at the body's
// start.  Optimising compilers keep them in registers, but at -O0 each has
// a stack slot of its own for the whole call: a parser's 6 000-line
// function grew its frame from 1 KB to 17 KB, and deep recursion
// overflowed the stack where the plain build did not.
//
// Most temporaries live inside one statement: a full expression, a
// declaration or a return, each a unit of the walk (EditPlan::beginUnit;
// a statement expression's statements belong to the unit around them).  A
// temporary named only by the edits of one unit is dead once the unit has
// run, and no other unit runs while it is live (a unit's evaluation is
// never interrupted by another statement's: jumps into an expression do
// not exist), so the temporaries of different units may share variables:
// each unit's take the pool's variables of their type in order.  A
// temporary named by two units (a slot read again reusing an earlier
// load's bounds) or by an edit outside any unit keeps a variable of its
// own.  Bodies that call setjmp keep them all apart: a longjmp back into a
// unit would find the shared variables changed by the statements run
// since, which the program cannot see happen (C keeps unchanged locals'
// values across it).
//
// The same holds for the temporaries of spelled types that evaluate-once
// expressions hold their operands in (OnceForm.h's comma form), pooled by
// their declared type.
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_TEMPPOOL_H
#define MPX_REWRITE_TEMPPOOL_H

#include "Rewrite/EditPlan.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <string>
#include <vector>

namespace mpx {

/// The placeholders a body's declarations hold for the list of its bounds
/// temporaries and for the declarations of its typed temporaries until
/// poolTemps writes them.
extern const char *const BoundsTempsPlaceholder;
extern const char *const TypedTempsPlaceholder;

/// A temporary of a body: its name, and for one of a spelled type its
/// declaration with TempNameMarker where the name goes ("" for a bounds
/// temporary, which one __mpx_bnd declaration lists).  A temporary whose
/// address a call receives (a callee's returned bounds) is pooled apart
/// from the others: the compilers keep such a variable in memory
/// throughout the function, and every temporary sharing it would be too.
struct BodyTemp {
  std::string Name;
  std::string Decl;
  bool Escapes = false;
};
extern const char *const TempNameMarker;

/// Renames the temporaries Temps that the edits planned since FirstEdit
/// name from one unit only to variables shared by type (NewName makes one,
/// of a spelled type when its argument is true), when Share; sets Temps to
/// the variables left, and writes their declarations in place of the
/// placeholders.
void poolTemps(EditPlan &Plan, size_t FirstEdit, std::vector<BodyTemp> &Temps,
               bool Share, llvm::function_ref<std::string(bool)> NewName);

} // namespace mpx

#endif
