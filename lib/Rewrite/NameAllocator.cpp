//===- NameAllocator.cpp - generated names that cannot collide ------------===//
#include "Rewrite/NameAllocator.h"
#include "clang/Basic/IdentifierTable.h"
#include "llvm/ADT/Twine.h"

using namespace mpx;

NameAllocator::NameAllocator(const clang::IdentifierTable &Idents) {
  for (const auto &Entry : Idents)
    Taken.insert(Entry.getKey());
}

std::string NameAllocator::fresh(llvm::StringRef Stem) {
  unsigned &N = Next[Stem];
  std::string Name;
  do
    Name = (Stem + llvm::Twine(++N)).str();
  while (Taken.count(Name));
  Taken.insert(Name);
  return Name;
}

std::string NameAllocator::fixed(llvm::StringRef Name) {
  auto It = Fixed.find(Name);
  if (It != Fixed.end())
    return It->second;
  std::string Out = Name.str();
  if (Taken.count(Out))
    Out = fresh(Name.str() + "_");
  Taken.insert(Out);
  Fixed[Name] = Out;
  return Out;
}
