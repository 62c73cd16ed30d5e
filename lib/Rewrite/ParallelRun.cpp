//===- ParallelRun.cpp - rewriting many files in worker processes ---------===//
//
// The parent side of `mpx-rewrite -j N`: see ParallelRun.h.  Workers leave
// their output and their messages in files of a private directory; the
// parent polls them, replays each worker's messages in the order of the
// inputs (so that a run's stderr does not depend on scheduling), and reads
// the outputs back for the caller to write all at once.
//
//===----------------------------------------------------------------------===//
#include "Rewrite/ParallelRun.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"
#include <chrono>
#include <optional>
#include <thread>

using namespace llvm;
using namespace mpx;

namespace {

/// One input file's worker.
struct Worker {
  std::string File, Output, Messages;
  std::optional<sys::ProcessInfo> Process;
  bool Done = false;
  int Status = 0;
};

/// Files in Dir for worker I's output and messages.
Worker makeWorker(StringRef Dir, const std::string &File, size_t I) {
  Worker W;
  W.File = File;
  SmallString<256> P(Dir);
  sys::path::append(P, std::to_string(I) + ".c");
  W.Output = std::string(P);
  P = Dir;
  sys::path::append(P, std::to_string(I) + ".err");
  W.Messages = std::string(P);
  return W;
}

/// Starts W: Exe with Args and the worker's two options.
bool start(Worker &W, const std::string &Exe, ArrayRef<const char *> Args) {
  std::vector<std::string> Own = {"--worker-file=" + W.File,
                                  "--worker-output=" + W.Output};
  std::vector<StringRef> Argv;
  Argv.push_back(Exe);
  // Before the sources and any "--": what follows "--" is compiler flags.
  for (const std::string &O : Own)
    Argv.push_back(O);
  for (size_t I = 1; I < Args.size(); ++I)
    Argv.push_back(Args[I]);
  std::optional<StringRef> Redirects[] = {StringRef(""), StringRef(""),
                                          StringRef(W.Messages)};
  std::string Err;
  bool Failed = false;
  sys::ProcessInfo PI =
      sys::ExecuteNoWait(Exe, Argv, std::nullopt, Redirects, 0, &Err, &Failed);
  if (Failed) {
    errs() << "mpx-rewrite: error: cannot run a worker for '" << W.File
           << "': " << Err << "\n";
    return false;
  }
  W.Process = PI;
  return true;
}

/// True when W's process has ended (its status recorded).
bool poll(Worker &W) {
  if (!W.Process)
    return true;
  std::string Err;
  sys::ProcessInfo R = sys::Wait(*W.Process, /*SecondsToWait=*/0, &Err);
  if (R.Pid == 0)
    return false;
  // A worker killed by a signal (-2) is an internal failure.
  W.Status = R.ReturnCode < 0 ? 2 : R.ReturnCode;
  return true;
}

/// Prints W's messages (its stderr).
void replay(const Worker &W) {
  if (auto Buf = MemoryBuffer::getFile(W.Messages))
    errs() << (*Buf)->getBuffer();
}

/// The progress line, on a terminal only.
class Progress {
public:
  explicit Progress(size_t Total)
      : Total(Total), Shown(sys::Process::StandardErrIsDisplayed()) {}
  void update(size_t Done, StringRef File) {
    if (Shown)
      errs() << "\r[" << Done << "/" << Total << "] " << File << "\x1b[K";
  }
  void clear() {
    if (Shown)
      errs() << "\r\x1b[K";
  }

private:
  size_t Total;
  bool Shown;
};

/// Says how the run went: the summary line, or the files that failed.
void summarise(ArrayRef<Worker> Workers, unsigned Jobs, double Seconds) {
  std::vector<StringRef> Failed;
  for (const Worker &W : Workers)
    if (W.Status != 0)
      Failed.push_back(W.File);
  if (Failed.empty()) {
    errs() << "mpx-rewrite: " << Workers.size() << " files rewritten, -j "
           << Jobs << ", " << format("%.1f", Seconds) << " s\n";
    return;
  }
  errs() << "mpx-rewrite: error: " << Failed.size() << " of " << Workers.size()
         << " files failed:";
  for (size_t I = 0; I < Failed.size() && I < 10; ++I)
    errs() << " " << Failed[I];
  if (Failed.size() > 10)
    errs() << " ...";
  errs() << "; no output written\n";
}

} // namespace

ParallelResult mpx::runInWorkers(const std::string &Exe,
                                 ArrayRef<const char *> Args,
                                 ArrayRef<std::string> Files, unsigned Jobs) {
  ParallelResult R;
  SmallString<256> Dir;
  if (std::error_code EC = sys::fs::createUniqueDirectory("mpx-rewrite", Dir)) {
    errs() << "mpx-rewrite: error: cannot make a directory for the workers: "
           << EC.message() << "\n";
    R.Status = 1;
    return R;
  }
  auto Began = std::chrono::steady_clock::now();
  std::vector<Worker> Workers;
  for (size_t I = 0; I < Files.size(); ++I)
    Workers.push_back(makeWorker(Dir, Files[I], I));
  Progress Line(Workers.size());
  size_t Next = 0, Printed = 0, Running = 0, Done = 0;
  while (Printed < Workers.size()) {
    while (Running < Jobs && Next < Workers.size()) {
      if (!start(Workers[Next], Exe, Args)) {
        Workers[Next].Status = 2;
        Workers[Next].Done = true;
        ++Done;
      } else {
        ++Running;
      }
      ++Next;
    }
    bool Progressed = false;
    for (size_t I = Printed; I < Next; ++I) {
      Worker &W = Workers[I];
      if (W.Done || !poll(W))
        continue;
      W.Done = true;
      --Running;
      ++Done;
      Progressed = true;
      Line.update(Done, W.File);
    }
    for (; Printed < Next && Workers[Printed].Done; ++Printed) {
      Line.clear();
      replay(Workers[Printed]);
      Line.update(Done, Workers[Printed].File);
    }
    if (!Progressed)
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  Line.clear();
  for (Worker &W : Workers) {
    if (W.Status > R.Status)
      R.Status = W.Status;
    if (W.Status != 0)
      continue;
    if (auto Buf = MemoryBuffer::getFile(W.Output))
      R.Outputs[W.File] = std::string((*Buf)->getBuffer());
    else
      R.Status = std::max(R.Status, 2);
  }
  double Seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - Began)
          .count();
  summarise(Workers, Jobs, Seconds);
  sys::fs::remove_directories(Dir);
  return R;
}

std::string mpx::commonDirectory(ArrayRef<std::string> Files) {
  std::vector<std::string> Common;
  bool First = true;
  for (const std::string &F : Files) {
    SmallString<256> P(F);
    sys::fs::make_absolute(P);
    sys::path::remove_dots(P, /*remove_dot_dot=*/true);
    std::vector<std::string> Parts(sys::path::begin(sys::path::parent_path(P)),
                                   sys::path::end(sys::path::parent_path(P)));
    if (First) {
      Common = Parts;
      First = false;
      continue;
    }
    size_t N = 0;
    while (N < Common.size() && N < Parts.size() && Common[N] == Parts[N])
      ++N;
    Common.resize(N);
  }
  SmallString<256> Dir;
  for (const std::string &C : Common)
    sys::path::append(Dir, C);
  return std::string(Dir);
}
