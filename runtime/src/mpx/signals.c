/* signals.c - the runtime's SIGSEGV handler stays first.  While MPX is on,
 * sigaction and signal are interposed for SIGSEGV: the program's handler is
 * recorded, not installed, so that #BR faults (a missing bounds table) reach
 * the runtime; faults that are not #BR are chained to the program's
 * disposition, and bounds violations are delivered to its handler as
 * SIGSEGV with SEGV_BNDERR, by a direct call (QEMU 7.2 aborts when a
 * program sends itself SIGSEGV with rt_tgsigqueueinfo, and the runtime's
 * handler is running anyway).  SIGSEGV is never blocked while MPX is on
 * (sigprocmask, pthread_sigmask and handlers' masks): a #BR with SIGSEGV
 * blocked kills the process.  Other signals go to libc untouched. */
#define _GNU_SOURCE
#include "mpx.h"

#include <errno.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#ifndef SEGV_BNDERR
#define SEGV_BNDERR 3
#endif

/* glibc's own entry point, which its sigaction is an alias of. */
extern int __sigaction(int sig, const struct sigaction *act,
                       struct sigaction *old);

int mpx_real_sigaction(int sig, const struct sigaction *act,
                       struct sigaction *old) {
  return __sigaction(sig, act, old);
}

static int interposing(int sig) {
  return sig == SIGSEGV && atomic_load(&mpxrt_state.hw.ops);
}

int sigaction(int sig, const struct sigaction *act, struct sigaction *old) {
  if (!interposing(sig)) {
    /* No handler may block SIGSEGV: a #BR in it would kill the process. */
    struct sigaction copy;
    if (act && atomic_load(&mpxrt_state.hw.ops)) {
      copy = *act;
      sigdelset(&copy.sa_mask, SIGSEGV);
      act = &copy;
    }
    return __sigaction(sig, act, old);
  }
  struct sigaction prev = mpxrt_state.hw.user_segv;
  if (act)
    mpxrt_state.hw.user_segv = *act;
  if (old)
    *old = prev;
  return 0;
}

/* BSD semantics, as glibc's signal: restarting, the signal blocked in its
 * handler. */
__sighandler_t signal(int sig, __sighandler_t handler) {
  struct sigaction sa, old;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = handler;
  sigemptyset(&sa.sa_mask);
  sigaddset(&sa.sa_mask, sig);
  sa.sa_flags = SA_RESTART;
  if (sigaction(sig, &sa, &old) < 0)
    return SIG_ERR;
  return old.sa_handler;
}

/* The signal mask, as libc's pthread_sigmask sets it (its own two signals,
 * SIGCANCEL and SIGSETXID, never blocked), with SIGSEGV never blocked
 * either while MPX is on: a #BR (a missing bounds table) with SIGSEGV
 * blocked would kill the process.  Returns 0 or an errno value. */
static int set_mask(int how, const sigset_t *set, sigset_t *old) {
  sigset_t copy;
  if (set && how != SIG_UNBLOCK) {
    copy = *set;
    sigdelset(&copy, 32); /* glibc's SIGCANCEL (__SIGRTMIN) */
    sigdelset(&copy, 33); /* and SIGSETXID */
    if (atomic_load(&mpxrt_state.hw.ops))
      sigdelset(&copy, SIGSEGV);
    set = &copy;
  }
  if (syscall(SYS_rt_sigprocmask, how, set, old, 8) < 0)
    return errno;
  return 0;
}

int pthread_sigmask(int how, const sigset_t *set, sigset_t *old) {
  return set_mask(how, set, old);
}

int sigprocmask(int how, const sigset_t *set, sigset_t *old) {
  int err = set_mask(how, set, old);
  if (err) {
    errno = err;
    return -1;
  }
  return 0;
}

/* Calls the program's SIGSEGV handler as the kernel would have (its mask,
 * SA_RESETHAND); 0 if it has none (SIG_DFL or SIG_IGN). */
static int call_user(siginfo_t *si, void *uc) {
  struct sigaction u = mpxrt_state.hw.user_segv;
  if (!(u.sa_flags & SA_SIGINFO) &&
      (u.sa_handler == SIG_DFL || u.sa_handler == SIG_IGN))
    return 0;
  if (u.sa_flags & SA_RESETHAND) {
    memset(&mpxrt_state.hw.user_segv, 0, sizeof mpxrt_state.hw.user_segv);
    mpxrt_state.hw.user_segv.sa_handler = SIG_DFL;
  }
  sigset_t mask = u.sa_mask, saved;
  sigdelset(&mask, SIGSEGV); /* its own #BR faults must reach the runtime */
  pthread_sigmask(SIG_BLOCK, &mask, &saved);
  if (u.sa_flags & SA_SIGINFO)
    u.sa_sigaction(SIGSEGV, si, uc);
  else
    u.sa_handler(SIGSEGV);
  pthread_sigmask(SIG_SETMASK, &saved, 0);
  return 1;
}

/* The default action from now on: a fault that re-executes kills. */
static void default_action(void) {
  struct sigaction dfl;
  memset(&dfl, 0, sizeof dfl);
  dfl.sa_handler = SIG_DFL;
  __sigaction(SIGSEGV, &dfl, 0);
}

void mpx_chain(int sig, siginfo_t *si, void *ctx) {
  if (call_user(si, ctx))
    return;
  if (mpxrt_state.hw.user_segv.sa_handler == SIG_IGN && si->si_code <= 0)
    return; /* a SIGSEGV sent by kill, ignored */
  default_action();
  if (si->si_code <= 0) /* sent, not a fault: nothing re-executes */
    raise(sig);
}

void mpx_deliver(const __mpx_violation *v, void *uc) {
  siginfo_t info;
  memset(&info, 0, sizeof info);
  info.si_signo = SIGSEGV;
  info.si_code = SEGV_BNDERR;
  info.si_addr = (void *)v->first_oob;
  info.si_lower = (void *)v->bounds.lb;
  info.si_upper = (void *)v->bounds.ub;
  ucontext_t here;
  if (!uc && getcontext(&here) == 0)
    uc = &here;
  call_user(&info, uc);
  /* The handler returned, or there is none: die of SIGSEGV. */
  default_action();
  if (uc != &here)
    return; /* from the #BR handler: the check faults again */
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGSEGV);
  pthread_sigmask(SIG_UNBLOCK, &set, 0);
  raise(SIGSEGV);
  _exit(128 + SIGSEGV);
}
