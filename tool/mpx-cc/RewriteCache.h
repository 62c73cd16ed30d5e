//===- RewriteCache.h - rewrites reused across builds -----------*- C++ -*-===//
//
// With a cache directory (-fmpx-cache-dir=DIR, or $MPX_CC_CACHE_DIR),
// mpx-cc keeps every rewrite it makes, keyed as ccache's direct mode keys
// compilations.  A hash of the rewriter's identity, its command line (the
// temporary output's name left out), the real compiler's identity and the
// source's contents names a manifest; the manifest lists, for each rewrite
// stored under it, every file the rewrite's parse read (headers, system
// ones included, as the rewriter named them) with a hash of its contents.
// A rewrite is reused when each of those files still hashes the same, so
// a clean rebuild of an unchanged project rewrites nothing and touching a
// header rewrites exactly the files that read it.  The rewriter's messages
// are stored with its output and replayed.  Files are written to
// temporaries and renamed into place: builds sharing a cache never see
// half an entry.
//
//===----------------------------------------------------------------------===//
#ifndef MPX_CC_REWRITECACHE_H
#define MPX_CC_REWRITECACHE_H

#include "Exec.h"
#include "llvm/ADT/StringRef.h"
#include <string>

namespace mpxcc {

class RewriteCache {
public:
  /// No cache when Dir is empty.
  explicit RewriteCache(std::string Dir) : Dir(std::move(Dir)) {}
  bool enabled() const { return !Dir.empty(); }

  /// The key of the rewrite Cmd makes of Source into Output, run by the
  /// rewriter at Rewriter for the compiler Compiler; "" when a file it
  /// depends on cannot be read.
  std::string key(const Command &Cmd, llvm::StringRef Output,
                  llvm::StringRef Source, llvm::StringRef Rewriter,
                  llvm::StringRef Compiler) const;
  /// On a hit, copies the stored rewrite to Output, sets Messages to the
  /// rewriter's messages and returns true.
  bool fetch(llvm::StringRef Key, llvm::StringRef Output,
             std::string &Messages) const;
  /// Stores Output and Messages as the rewrite of Key, whose parse read the
  /// files listed (one per line) in InputList.  Failures leave the cache
  /// as it was: it is only ever a shortcut.
  void store(llvm::StringRef Key, llvm::StringRef Output,
             llvm::StringRef Messages, llvm::StringRef InputList) const;

private:
  std::string pathFor(llvm::StringRef Hash, llvm::StringRef Ext) const;
  std::string Dir;
};

} // namespace mpxcc

#endif
