/* symbolize.c - from return addresses to modules, functions and lines.
 *
 * First each address is placed in its module with one pass over
 * /proc/self/maps: the file mapped there and its load bias (the start of
 * the file's first mapping for a position-independent object, 0 for a
 * fixed-address executable), which give the "(/path/prog+0x1234)" of an
 * unsymbolized frame and the address the symbolizer needs.  Then, with
 * symbolize=1, a symbolizer is run: llvm-symbolizer (one process for all
 * modules, "module" 0xADDR lines on its input, kept running between
 * reports) or addr2line (one process per module, -f -i -a), found on PATH
 * or at LLVM's usual places, or named by symbolizer=PATH.  It is started
 * with _Fork and execve over a socket pair (so a symbolizer that dies
 * cannot SIGPIPE the program), and read with poll under a deadline
 * (symbolizer_timeout): a symbolizer that hangs is killed, and the process
 * stops symbolizing.  All of it is async-signal-safe and allocation-free,
 * like the rest of the report; each address is looked up one byte back,
 * inside the call instruction that it returns to. */
#define _GNU_SOURCE
#include "internal.h"

#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* ---- the string arena ---- */

/* Copies s[0, n) into t's text; its offset, 0 (the empty string) if full. */
static unsigned keep(struct mpxrt_trace *t, const char *s, size_t n) {
  if (n == 0 || t->text_len + n + 1 > sizeof t->text)
    return 0;
  unsigned off = (unsigned)t->text_len;
  memcpy(t->text + off, s, n);
  t->text[off + n] = '\0';
  t->text_len += n + 1;
  return off;
}

/* ---- modules ---- */

struct modules_ctx {
  struct mpxrt_trace *t;
  uintptr_t zero_start; /* the last file mapping at offset 0 */
  int zero_readable;
  char zero_path[512];
};

/* The load bias of the object whose first mapping starts at base. */
static uintptr_t load_bias(uintptr_t base, int readable) {
  if (!readable)
    return base;
  const Elf64_Ehdr *e = (const Elf64_Ehdr *)base;
  if (memcmp(e->e_ident, ELFMAG, SELFMAG) != 0)
    return base;
  return e->e_type == ET_EXEC ? 0 : base;
}

static int module_index(struct modules_ctx *c) {
  struct mpxrt_trace *t = c->t;
  for (size_t m = 0; m < t->nmodules; ++m)
    if (t->modules[m].base == c->zero_start &&
        strcmp(mpxrt_trace_str(t, t->modules[m].path), c->zero_path) == 0)
      return (int)m;
  if (t->nmodules == MPXRT_TRACE_MODULES)
    return -1;
  unsigned path = keep(t, c->zero_path, strlen(c->zero_path));
  if (!path)
    return -1;
  size_t m = t->nmodules++;
  t->modules[m].base = c->zero_start;
  t->modules[m].bias = load_bias(c->zero_start, c->zero_readable);
  t->modules[m].path = path;
  return (int)m;
}

static int place(const struct mpxrt_map *map, void *p) {
  struct modules_ctx *c = p;
  if (map->path[0] != '/')
    return 0;
  if (map->offset == 0) {
    size_t n = strlen(map->path);
    if (n >= sizeof c->zero_path) { /* too long to name: skip the module */
      c->zero_path[0] = '\0';
      return 0;
    }
    memcpy(c->zero_path, map->path, n + 1);
    c->zero_start = map->start;
    c->zero_readable = map->perms[0] == 'r';
  }
  if (!c->zero_path[0] || strcmp(map->path, c->zero_path) != 0)
    return 0;
  struct mpxrt_trace *t = c->t;
  for (size_t i = 0; i < t->npcs; ++i) {
    uintptr_t pc = t->pcs[i].pc;
    if (t->pcs[i].module >= 0 || pc < map->start || pc >= map->end)
      continue;
    int m = module_index(c);
    if (m < 0)
      continue;
    t->pcs[i].module = m;
    t->pcs[i].offset = pc - t->modules[m].bias;
  }
  return 0;
}

/* ---- finding and running the symbolizer ---- */

static int executable(const char *path) { return access(path, X_OK) == 0; }

/* dir/name into out (of size n) if it is executable. */
static int try_in(const char *dir, size_t dlen, const char *name, char *out,
                  size_t n) {
  size_t nlen = strlen(name);
  if (dlen == 0 || dlen + 1 + nlen + 1 > n)
    return 0;
  memcpy(out, dir, dlen);
  out[dlen] = '/';
  memcpy(out + dlen + 1, name, nlen + 1);
  return executable(out);
}

static int search_path(const char *name, char *out, size_t n) {
  const char *path = getenv("PATH");
  while (path && *path) {
    const char *colon = strchr(path, ':');
    size_t len = colon ? (size_t)(colon - path) : strlen(path);
    if (try_in(path, len, name, out, n))
      return 1;
    path += len + (colon ? 1 : 0);
  }
  return 0;
}

/* The symbolizer's path into out; 1 if it is addr2line, 0 if it is
 * llvm-symbolizer, -1 if there is none. */
static int find_symbolizer(char *out, size_t n) {
  const char *opt = mpxrt_state.opts.symbolizer;
  if (strcmp(opt, "auto") != 0) {
    size_t len = strlen(opt);
    if (len >= n || !executable(opt))
      return -1;
    memcpy(out, opt, len + 1);
    const char *base = strrchr(opt, '/');
    return strstr(base ? base : opt, "addr2line") != 0;
  }
  static const char *const llvm[] = {"/usr/lib/llvm-19/bin/llvm-symbolizer",
                                     "/usr/bin/llvm-symbolizer-19",
                                     "/usr/local/bin/llvm-symbolizer"};
  if (search_path("llvm-symbolizer", out, n))
    return 0;
  for (size_t i = 0; i < sizeof llvm / sizeof *llvm; ++i)
    if (strlen(llvm[i]) < n && executable(llvm[i])) {
      memcpy(out, llvm[i], strlen(llvm[i]) + 1);
      return 0;
    }
  if (search_path("addr2line", out, n))
    return 1;
  if (executable("/usr/bin/addr2line")) {
    memcpy(out, "/usr/bin/addr2line", sizeof "/usr/bin/addr2line");
    return 1;
  }
  return -1;
}

/* Starts prog with argv, its stdin and stdout one end of a socket pair
 * whose other end goes to *sock, stderr /dev/null; its pid or -1. */
static pid_t spawn(const char *prog, char *const argv[], int *sock) {
  int sv[2];
  if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv) != 0)
    return -1;
#if defined(__GLIBC__) && (__GLIBC__ > 2 || __GLIBC_MINOR__ >= 34)
  pid_t pid = _Fork(); /* no atfork handlers: they may take locks */
#else
  pid_t pid = fork();
#endif
  if (pid == 0) {
    int s = fcntl(sv[1], F_DUPFD, 3); /* a copy without FD_CLOEXEC */
    int null = open("/dev/null", O_WRONLY);
    if (s < 0 || dup2(s, 0) < 0 || dup2(s, 1) < 0)
      _exit(127);
    if (null >= 0)
      dup2(null, 2);
    char *const envp[] = {0};
    execve(prog, argv, envp);
    _exit(127);
  }
  close(sv[1]);
  if (pid < 0) {
    close(sv[0]);
    return -1;
  }
  *sock = sv[0];
  return pid;
}

static long now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

static int send_all(int fd, const char *p, size_t n) {
  while (n > 0) {
    ssize_t w = send(fd, p, n, MSG_NOSIGNAL);
    if (w < 0 && errno == EINTR)
      continue;
    if (w <= 0)
      return -1;
    p += w;
    n -= (size_t)w;
  }
  return 0;
}

/* ---- reading the answers ---- */

/* The symbolizer's output, parsed a line at a time: for each request, one
 * or more function/location line pairs (more when inlined), then a blank
 * line (llvm-symbolizer) or, before each request, its address (addr2line
 * -a). */
struct reader {
  struct mpxrt_trace *t;
  const unsigned *req; /* index into t->pcs of each request */
  size_t nreq, cur;    /* cur: the request being answered */
  int addr2line, want_loc;
  unsigned func; /* the function line waiting for its location */
  int clone;     /* it named a clone (__mpxc_) */
};

/* Trailing ":N" of s[0, *end): N, with *end moved before the colon; -1 if
 * there is none. */
static long trailing_number(const char *s, size_t *end) {
  size_t i = *end;
  long v = 0, scale = 1;
  while (i > 0 && s[i - 1] >= '0' && s[i - 1] <= '9' && scale < 1000000000) {
    v += (s[i - 1] - '0') * scale;
    scale *= 10;
    --i;
  }
  if (i == *end || i == 0 || s[i - 1] != ':')
    return -1;
  *end = i - 1;
  return v;
}

/* "file:line[:col][ (discriminator N)]" (or "??:0", "??:?") completes an
 * entry for the request with the function line before it. */
static void take_location(struct reader *r, char *s, size_t n) {
  char *sp = memchr(s, ' ', n);
  if (sp && sp > s) /* addr2line's " (discriminator 2)" */
    n = (size_t)(sp - s);
  size_t end = n;
  long last = trailing_number(s, &end), line = 0, col = 0;
  if (last >= 0) {
    long before = trailing_number(s, &end);
    line = before >= 0 ? before : last;
    col = before >= 0 ? last : 0;
  } else if (end > 2 && s[end - 1] == '?' && s[end - 2] == ':') {
    end -= 2;
  }
  int no_file = line == 0 || end == 0 || (end == 2 && memcmp(s, "??", 2) == 0);
  struct mpxrt_trace *t = r->t;
  if ((no_file && !r->func) || r->cur >= r->nreq ||
      t->nsyms == MPXRT_TRACE_SYMS)
    return;
  size_t k = t->nsyms++;
  t->syms[k].pc = r->req[r->cur];
  t->syms[k].func = r->func;
  t->syms[k].file = no_file ? 0 : keep(t, s, end);
  t->syms[k].line = no_file ? 0 : (unsigned)line;
  /* In a rewritten file (#line keeps its lines) a column counts the
   * instrumentation inserted before it: not the source's, so not shown. */
  t->syms[k].col = no_file || r->clone ? 0 : (unsigned)col;
  t->syms[k].clone = r->clone;
}

static void take_line(struct reader *r, char *s, size_t n) {
  if (r->addr2line && !r->want_loc && n > 2 && s[0] == '0' && s[1] == 'x') {
    r->cur = r->cur == (size_t)-1 ? 0 : r->cur + 1;
    return;
  }
  if (!r->addr2line && n == 0) {
    if (!r->want_loc)
      ++r->cur;
    return;
  }
  if (!r->want_loc) {
    int unknown = n == 2 && memcmp(s, "??", 2) == 0;
    r->clone = n > 7 && memcmp(s, "__mpxc_", 7) == 0;
    if (r->clone)
      s += 7, n -= 7;
    r->func = unknown ? 0 : keep(r->t, s, n);
    r->want_loc = 1;
  } else {
    take_location(r, s, n);
    r->want_loc = 0;
  }
}

/* Reads the answers until EOF, or until every request of llvm-symbolizer
 * (which answers as it reads) is answered, or the deadline; 0 on success,
 * -1 on timeout. */
static int read_answers(int fd, struct reader *r, long deadline) {
  char buf[1024];
  size_t len = 0;
  for (;;) {
    long left = deadline - now_ms();
    if (left <= 0)
      return -1;
    struct pollfd pfd = {fd, POLLIN, 0};
    int pr = poll(&pfd, 1, (int)left);
    if (pr < 0 && errno == EINTR)
      continue;
    if (pr <= 0)
      return -1;
    ssize_t got = read(fd, buf + len, sizeof buf - len);
    if (got < 0 && errno == EINTR)
      continue;
    if (got <= 0)
      return 0;
    len += (size_t)got;
    char *nl;
    while ((nl = memchr(buf, '\n', len)) != 0) {
      size_t n = (size_t)(nl - buf);
      take_line(r, buf, n);
      len -= n + 1;
      memmove(buf, nl + 1, len);
    }
    if (!r->addr2line && r->cur >= r->nreq)
      return 0;
    if (len == sizeof buf) /* an absurd line: drop it */
      len = 0;
  }
}

/* Reads the answers of the symbolizer pid on fd and reaps it; -1 if it
 * could not be run or timed out. */
static int finish(pid_t pid, int fd, int rc, struct reader *r, long deadline) {
  shutdown(fd, SHUT_WR);
  if (rc == 0)
    rc = read_answers(fd, r, deadline);
  close(fd);
  if (rc != 0)
    kill(pid, SIGKILL);
  int status = 0;
  pid_t w;
  while ((w = waitpid(pid, &status, 0)) < 0 && errno == EINTR)
    ;
  if (rc == 0 && w == pid && WIFEXITED(status) && WEXITSTATUS(status) == 127)
    rc = -1; /* execve failed */
  return rc;
}

/* Kills and reaps the process's llvm-symbolizer (the lock is held). */
static void drop_kept(void) {
  uint64_t h = mpxrt_state.symbolizer_handle;
  mpxrt_state.symbolizer_handle = 0;
  if (!h || h >> 32 != (uint64_t)getpid())
    return;
  close((int)(uint32_t)h);
  kill(mpxrt_state.symbolizer_pid, SIGKILL);
  while (waitpid(mpxrt_state.symbolizer_pid, 0, 0) < 0 && errno == EINTR)
    ;
}

/* The process's llvm-symbolizer, kept between reports (it caches what it
 * read of each module: a report costs milliseconds, not a start-up and a
 * reading of the debug information); started on first use, and again in
 * a forked child.  The lock is held.  Its socket; -1 if it cannot be
 * started. */
static int kept_llvm(const char *prog) {
  uint64_t h = mpxrt_state.symbolizer_handle, pid = (uint64_t)getpid();
  if (h && h >> 32 == pid)
    return (int)(uint32_t)h;
  char *const argv[] = {(char *)prog, "--inlines", "--output-style=LLVM", 0};
  int fd;
  pid_t child = spawn(prog, argv, &fd);
  if (child < 0)
    return -1;
  mpxrt_state.symbolizer_pid = child;
  mpxrt_state.symbolizer_handle = pid << 32 | (uint32_t)fd;
  return fd;
}

static int try_lock_symbolizer(void) {
  for (int i = 0; i < 1000; ++i) {
    if (!atomic_exchange_explicit(&mpxrt_state.symbolizer_lock, 1,
                                  memory_order_acquire))
      return 1;
    sched_yield();
  }
  return 0;
}

/* llvm-symbolizer for every address that has a module: the kept one, or,
 * when another thread is using it (or this report interrupted its own
 * thread's), one of its own for this report. */
static int run_llvm(struct mpxrt_trace *t, const char *prog, long deadline) {
  unsigned req[MPXRT_TRACE_PCS];
  size_t nreq = 0;
  for (size_t i = 0; i < t->npcs; ++i)
    if (t->pcs[i].module >= 0)
      req[nreq++] = (unsigned)i;
  if (!nreq)
    return 0;
  int locked = try_lock_symbolizer(), fd = -1;
  pid_t pid = -1;
  uint64_t was = mpxrt_state.symbolizer_handle;
  size_t nsyms = t->nsyms, text_len = t->text_len;
retry:
  if (locked) {
    fd = kept_llvm(prog);
  } else {
    char *const argv[] = {(char *)prog, "--inlines", "--output-style=LLVM", 0};
    pid = spawn(prog, argv, &fd);
  }
  if (fd < 0) {
    if (locked)
      atomic_store(&mpxrt_state.symbolizer_lock, 0);
    return -1;
  }
  int rc = 0;
  for (size_t q = 0; q < nreq && rc == 0; ++q) {
    size_t i = req[q];
    struct mpxrt_buf line = {.len = 0};
    mpxrt_put_str(&line, "\"");
    mpxrt_put_str(&line, mpxrt_trace_str(t, t->modules[t->pcs[i].module].path));
    mpxrt_put_str(&line, "\" ");
    mpxrt_put_hex(&line, t->pcs[i].offset - 1);
    mpxrt_put_str(&line, "\n");
    rc = send_all(fd, line.data, line.len);
  }
  struct reader r = {t, req, nreq, 0, 0, 0, 0, 0};
  if (!locked)
    return finish(pid, fd, rc, &r, deadline);
  if (rc == 0)
    rc = read_answers(fd, &r, deadline);
  if (rc != 0 || r.cur < nreq) { /* hung, died or closed: not kept */
    drop_kept();
    rc = -1;
    if (was && was >> 32 == (uint64_t)getpid()) {
      /* The kept one may have died since (or been reaped by the program):
       * once more with a new one, without its partial answers. */
      was = 0;
      t->nsyms = nsyms;
      t->text_len = text_len;
      goto retry;
    }
  }
  atomic_store_explicit(&mpxrt_state.symbolizer_lock, 0, memory_order_release);
  return rc;
}

/* One addr2line per module. */
static int run_addr2line(struct mpxrt_trace *t, const char *prog,
                         long deadline) {
  for (size_t m = 0; m < t->nmodules; ++m) {
    unsigned req[MPXRT_TRACE_PCS];
    char addrs[MPXRT_TRACE_PCS][2 + 2 * sizeof(uintptr_t) + 1];
    char *argv[MPXRT_TRACE_PCS + 8];
    size_t nreq = 0, a = 0;
    argv[a++] = (char *)prog;
    argv[a++] = "-f";
    argv[a++] = "-i";
    argv[a++] = "-a";
    argv[a++] = "-e";
    argv[a++] = t->text + t->modules[m].path;
    for (size_t i = 0; i < t->npcs; ++i) {
      if (t->pcs[i].module != (int)m)
        continue;
      struct mpxrt_buf h = {.len = 0};
      mpxrt_put_hex(&h, t->pcs[i].offset - 1);
      memcpy(addrs[nreq], h.data, h.len);
      addrs[nreq][h.len] = '\0';
      argv[a++] = addrs[nreq];
      req[nreq++] = (unsigned)i;
    }
    argv[a] = 0;
    if (!nreq)
      continue;
    int fd;
    pid_t pid = spawn(prog, argv, &fd);
    if (pid < 0)
      return -1;
    struct reader r = {t, req, nreq, (size_t)-1, 1, 0, 0, 0};
    if (finish(pid, fd, 0, &r, deadline) != 0)
      return -1;
  }
  return 0;
}

void mpxrt_symbolize(struct mpxrt_trace *t) {
  if (!t->npcs)
    return;
  struct modules_ctx c = {t, 0, 0, {0}};
  mpxrt_maps_each(place, &c);
  if (!mpxrt_state.opts.symbolize || atomic_load(&mpxrt_state.symbolizer_off) ||
      !t->nmodules)
    return;
  char prog[1024];
  int kind = find_symbolizer(prog, sizeof prog);
  if (kind < 0) {
    atomic_store(&mpxrt_state.symbolizer_off, 1);
    return;
  }
  long timeout = (long)mpxrt_state.opts.symbolizer_timeout;
  long deadline = now_ms() + timeout * 1000;
  int rc =
      kind ? run_addr2line(t, prog, deadline) : run_llvm(t, prog, deadline);
  if (rc != 0 && !atomic_exchange(&mpxrt_state.symbolizer_off, 1)) {
    struct mpxrt_buf b = {.len = 0};
    mpxrt_put_str(&b, "mpx: note: the symbolizer ");
    mpxrt_put_str(&b, prog);
    mpxrt_put_str(&b, " failed or did not answer within ");
    mpxrt_put_dec(&b, (uintmax_t)timeout);
    mpxrt_put_str(&b, " s; frames are no longer symbolized\n");
    if (mpxrt_state.opts.log_format == MPXRT_LOG_TEXT)
      mpxrt_flush_log(&b);
    else /* not into a JSON or SARIF log */
      mpxrt_flush_fd(&b, 2);
  }
}
