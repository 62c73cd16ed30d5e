//===- OnceForm.h - the C text of evaluate-once expressions -----*- C++ -*-===//
//
// Most rewrites evaluate operands once each into temporaries, act on them
// (a check, a bounds capture, a table store, a hand-off) and yield a value.
// OnceForm writes that shape, in one of two forms:
//   statement expression  __extension__ ({ T a = (E1); U b = (E2); X; Y; V; })
//   comma form            ((void)(a = (E1)), (void)(b = (E2)), (void)(X),
//                          (void)(Y), V)
// A compound literal in an operand lives only as long as the statement
// expression that holds it, while its address may escape through the
// value; the comma form keeps the literal's lifetime that of its enclosing
// block, at the price of temporaries declared at the top of the function
// (the caller declares them: OnceForm only writes text).
//
// Text is composed in order: open(), then each temporary (bound to an
// operand written in the source between hold() and held(), or to text
// with bind()), then the effects (step()), then close() with the value.
// The statement form declares every temporary before the first effect
// (C90 and -Wdeclaration-after-statement want declarations first).
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_ONCEFORM_H
#define MPX_REWRITE_ONCEFORM_H

#include <string>

namespace mpx {

class OnceForm {
public:
  enum Kind { StatementExpression, CommaExpression };
  explicit OnceForm(Kind K) : K(K) {}
  static OnceForm comma(bool Comma) {
    return OnceForm(Comma ? CommaExpression : StatementExpression);
  }
  bool isComma() const { return K == CommaExpression; }

  /// What opens the expression.
  std::string open() const;
  /// What binds temporary Name to the operand that follows in the source
  /// (to its address with AddressOf). Decl declares Name in the statement
  /// form ("__auto_type v", "int *h1"); the comma form assigns it.
  std::string hold(const std::string &Decl, const std::string &Name,
                   bool AddressOf) const;
  /// What ends an operand opened by hold().
  std::string held() const;
  /// Binds temporary Name to the expression Init.
  std::string bind(const std::string &Decl, const std::string &Name,
                   const std::string &Init) const;
  /// An effect: the expression X, evaluated for its side effects.
  std::string step(const std::string &X) const;
  /// The effect X, evaluated only when Guard is true ("" for always).
  std::string stepIf(const std::string &Guard, const std::string &X) const;
  /// The value Value ("(void)v" when it is discarded) and what closes the
  /// expression.
  std::string close(const std::string &Value) const;
  /// Closes the expression with Body, which binds temporaries after
  /// effects, then Value: the statement form gives Body a statement
  /// expression of its own, whose declarations come first again.
  std::string closeInBlock(const std::string &Body,
                           const std::string &Value) const;

private:
  Kind K;
};

} // namespace mpx

#endif
