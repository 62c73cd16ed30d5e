//===- OnceForm.cpp - the C text of evaluate-once expressions -------------===//
//
// The two forms of OnceForm.h. Each operand of the comma form before the
// last is cast to void, which keeps clang's -Wcomma quiet. The statement
// form opens with __extension__, which keeps -pedantic and clang's -Wgnu
// quiet about the GNU C it is.
//
//===----------------------------------------------------------------------===//
#include "Rewrite/OnceForm.h"

using namespace mpx;

std::string OnceForm::open() const {
  return isComma() ? "(" : "__extension__ ({ ";
}

std::string OnceForm::hold(const std::string &Decl, const std::string &Name,
                           bool AddressOf) const {
  const char *Operand = AddressOf ? "&(" : "(";
  if (isComma())
    return "(void)(" + Name + " = " + Operand;
  return Decl + " = " + Operand;
}

std::string OnceForm::held() const { return isComma() ? ")), " : "); "; }

std::string OnceForm::bind(const std::string &Decl, const std::string &Name,
                           const std::string &Init) const {
  if (isComma())
    return "(void)(" + Name + " = " + Init + "), ";
  return Decl + " = " + Init + "; ";
}

std::string OnceForm::step(const std::string &X) const {
  return isComma() ? "(void)(" + X + "), " : X + "; ";
}

std::string OnceForm::stepIf(const std::string &Guard,
                             const std::string &X) const {
  if (Guard.empty())
    return step(X);
  if (isComma())
    return "(void)(" + Guard + " ? (void)(" + X + ") : (void)0), ";
  return "if (" + Guard + ") " + X + "; ";
}

std::string OnceForm::close(const std::string &Value) const {
  return isComma() ? Value + ")" : Value + "; })";
}

std::string OnceForm::closeInBlock(const std::string &Body,
                                   const std::string &Value) const {
  if (isComma())
    return Body + close(Value);
  return close(open() + Body + close(Value));
}
