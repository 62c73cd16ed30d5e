//===- ParsedFunction.h - a C function parsed for a unit test ---*- C++ -*-===//
//
// The AST of some C code (gnu11) and its function definition of a given
// name, for the tests that ask an analysis about one body.
//
//===----------------------------------------------------------------------===//
#ifndef MPX_TEST_UNIT_PARSEDFUNCTION_H
#define MPX_TEST_UNIT_PARSEDFUNCTION_H

#include "clang/AST/ASTContext.h"
#include "clang/Frontend/ASTUnit.h"
#include "clang/Tooling/Tooling.h"
#include <memory>
#include <string>

namespace mpx {

struct ParsedFunction {
  std::unique_ptr<clang::ASTUnit> AST;
  const clang::FunctionDecl *FD = nullptr; ///< null when there is none
};

inline ParsedFunction parseFunction(const std::string &Code,
                                    const std::string &Name) {
  ParsedFunction P;
  P.AST = clang::tooling::buildASTFromCodeWithArgs(Code, {"-std=gnu11"},
                                                   "input.c");
  for (const clang::Decl *D :
       P.AST->getASTContext().getTranslationUnitDecl()->decls())
    if (const auto *FD = llvm::dyn_cast<clang::FunctionDecl>(D))
      if (FD->getName() == Name && FD->hasBody())
        P.FD = FD;
  return P;
}

} // namespace mpx

#endif
