//===- Commands.h - the command lines of one mpx-cc run ---------*- C++ -*-===//
//
// Turns a parsed Invocation into the commands mpx-cc runs: rewrite each C
// source, compile the rewritten file in its place, write the dependency file
// from the original source, and link with the runtime.  Pure: builds argument
// vectors and names files, runs nothing.
//
//===----------------------------------------------------------------------===//
#ifndef MPX_CC_COMMANDS_H
#define MPX_CC_COMMANDS_H

#include "Exec.h"
#include "Options.h"

namespace mpxcc {

class CommandBuilder {
public:
  CommandBuilder(const Invocation &Inv, const ToolPaths &Paths)
      : Inv(Inv), Paths(Paths) {}

  /// The real compiler on the original arguments (mpx flags removed), with
  /// the runtime appended when the command links.
  Command passThrough() const;

  /// mpx-rewrite on \p Src, writing \p Out.
  Command rewrite(const Arg &Src, llvm::StringRef Out) const;

  /// The real compiler on the rewritten \p Rewritten of \p Src, producing
  /// \p Out (an object, or assembly under -S; nothing under -fsyntax-only).
  Command compile(const Arg &Src, llvm::StringRef Rewritten,
                  llvm::StringRef Out) const;

  /// The real compiler writing \p Src's dependency file from the original
  /// source, named and with the target -MD/-MMD would have used.
  Command dependencies(const Arg &Src) const;

  /// The link, with the C sources replaced in place by \p Objects (one per
  /// C source, in order) and the runtime appended.
  Command link(llvm::ArrayRef<std::string> Objects) const;

  /// Under -c/-S: the real compiler on the inputs that are not C sources
  /// (assembly, ...), or an empty command if there are none.
  Command compileOthers() const;
  /// True when the real compiler is Clang (its name says so, or `cc` is
  /// a link to it): its diagnostics count columns in bytes, GCC's as
  /// displayed.
  bool compilerIsClang() const;
  /// True when the real compiler is GCC (its name says so, or `cc` is a
  /// link to it).
  bool compilerIsGcc() const;

  /// The file -c or -S produces for \p Src: -o, else the source's name with
  /// .o or .s, in the current directory.
  std::string outputFor(const Arg &Src) const;

private:
  Command compilerWith(llvm::ArrayRef<ArgKind> Kinds) const;
  void appendRuntime(Command &Cmd) const;
  void appendRuntimeArchives(Command &Cmd) const;
  void appendBeforeLibraries(Command &Cmd, const Arg &A, std::string &Language,
                             bool &Placed) const;
  std::string dependencyFile(const Arg &Src) const;
  std::string dependencyTarget(const Arg &Src) const;
  bool namesOutputOf() const;

  const Invocation &Inv;
  const ToolPaths &Paths;
};

} // namespace mpxcc

#endif
