/* output.c - formatting into a fixed buffer and writing it out.
 *
 * No printf, no malloc: the report path runs in any context (another
 * thread's signal handler, a half-corrupted heap), so numbers are formatted
 * here and the buffer goes out with one write(2) where it fits.  The log
 * file (log_path=PATH) is opened on first use as PATH.<pid>, and reopened
 * in a forked child.  A report longer than the buffer (one with a stack
 * trace) goes out in several writes under a lock that is only tried. */
#define _GNU_SOURCE
#include "internal.h"

#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <string.h>
#include <unistd.h>

void mpxrt_put_mem(struct mpxrt_buf *b, const char *s, size_t n) {
  size_t room = sizeof b->data - b->len;
  if (n > room)
    n = room; /* truncate silently: a report must never fail */
  memcpy(b->data + b->len, s, n);
  b->len += n;
}

void mpxrt_put_str(struct mpxrt_buf *b, const char *s) {
  mpxrt_put_mem(b, s ? s : "(null)", strlen(s ? s : "(null)"));
}

void mpxrt_put_dec(struct mpxrt_buf *b, uintmax_t v) {
  char tmp[24];
  size_t i = sizeof tmp;
  do
    tmp[--i] = (char)('0' + v % 10);
  while ((v /= 10) != 0);
  mpxrt_put_mem(b, tmp + i, sizeof tmp - i);
}

void mpxrt_put_hex(struct mpxrt_buf *b, uintptr_t v) {
  char tmp[2 + 2 * sizeof v];
  size_t i = sizeof tmp;
  do
    tmp[--i] = "0123456789abcdef"[v & 15];
  while ((v >>= 4) != 0);
  tmp[--i] = 'x';
  tmp[--i] = '0';
  mpxrt_put_mem(b, tmp + i, sizeof tmp - i);
}

void mpxrt_flush_fd(struct mpxrt_buf *b, int fd) {
  const char *p = b->data;
  size_t left = b->len;
  while (left > 0) {
    ssize_t w = write(fd, p, left);
    if (w < 0 && errno == EINTR)
      continue;
    if (w <= 0)
      break;
    p += w;
    left -= (size_t)w;
  }
  b->len = 0;
}

/* Opens PATH.<pid> for appending; -1 on failure (after saying so). */
static int open_log_file(const char *path, int pid) {
  struct mpxrt_buf name = {.len = 0};
  mpxrt_put_str(&name, path);
  mpxrt_put_str(&name, ".");
  mpxrt_put_dec(&name, (uintmax_t)pid);
  if (name.len >= sizeof name.data)
    return -1;
  name.data[name.len] = '\0';
  int fd = open(name.data, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
  if (fd < 0) {
    int err = errno;
    struct mpxrt_buf msg = {.len = 0};
    mpxrt_put_str(&msg, "mpx: cannot open log file ");
    mpxrt_put_mem(&msg, name.data, name.len);
    mpxrt_put_str(&msg, " (errno ");
    mpxrt_put_dec(&msg, (uintmax_t)err);
    mpxrt_put_str(&msg, "); writing to stderr\n");
    mpxrt_flush_fd(&msg, 2);
  }
  return fd;
}

/* The file descriptor reports go to.  The log file and the pid that
 * opened it live in one atomic word, (pid << 32) | fd, so that racing
 * threads agree on one descriptor and a forked child opens its own. */
static int log_fd(void) {
  const char *path = mpxrt_state.opts.log_path;
  if (strcmp(path, "stderr") == 0)
    return 2;
  if (strcmp(path, "stdout") == 0)
    return 1;
  uint64_t pid = (uint64_t)getpid();
  uint64_t cur = atomic_load(&mpxrt_state.log_handle);
  if (cur != 0 && cur >> 32 == pid)
    return (int)(uint32_t)cur;
  int mine = open_log_file(path, (int)pid);
  if (mine < 0)
    return 2;
  uint64_t want = pid << 32 | (uint32_t)mine;
  while (!atomic_compare_exchange_weak(&mpxrt_state.log_handle, &cur, want)) {
    if (cur != 0 && cur >> 32 == pid) { /* another thread won */
      close(mine);
      return (int)(uint32_t)cur;
    }
  }
  return mine;
}

void mpxrt_flush_log(struct mpxrt_buf *b) { mpxrt_flush_fd(b, log_fd()); }

int mpxrt_log_lock(void) {
  for (int i = 0; i < 1000; ++i) {
    if (!atomic_exchange_explicit(&mpxrt_state.log_lock, 1,
                                  memory_order_acquire))
      return 1;
    sched_yield();
  }
  return 0;
}

void mpxrt_log_unlock(int held) {
  if (held)
    atomic_store_explicit(&mpxrt_state.log_lock, 0, memory_order_release);
}
