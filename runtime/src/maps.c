/* maps.c - reading /proc/self/maps without allocating.
 *
 * The stack trace needs to know where the thread's stack is (to trust a
 * frame pointer) and which file each return address lies in (to print
 * module+offset and to ask the symbolizer).  dl_iterate_phdr takes the
 * dynamic linker's lock, which a report from a signal handler must not;
 * /proc/self/maps read with open(2) and read(2) into a stack buffer is
 * async-signal-safe.  A line longer than the buffer keeps its numbers and
 * loses the end of its path. */
#define _GNU_SOURCE
#include "internal.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

/* Hex number at *p, advancing past it. */
static uintptr_t parse_hex(const char **p, const char *end) {
  uintptr_t v = 0;
  for (; *p < end; ++*p) {
    char c = **p;
    int d = c >= '0' && c <= '9'   ? c - '0'
            : c >= 'a' && c <= 'f' ? c - 'a' + 10
            : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                   : -1;
    if (d < 0)
      break;
    v = v * 16 + (uintptr_t)d;
  }
  return v;
}

static void skip_field(const char **p, const char *end) {
  while (*p < end && **p != ' ')
    ++*p;
  while (*p < end && **p == ' ')
    ++*p;
}

/* "start-end perms offset dev inode   path" (line NUL-terminated). */
static void parse_line(char *line, size_t n, struct mpxrt_map *m) {
  const char *p = line, *end = line + n;
  m->start = parse_hex(&p, end);
  if (p < end && *p == '-')
    ++p;
  m->end = parse_hex(&p, end);
  while (p < end && *p == ' ')
    ++p;
  memset(m->perms, 0, sizeof m->perms);
  for (size_t i = 0; i < 4 && p < end && *p != ' '; ++i)
    m->perms[i] = *p++;
  skip_field(&p, end);
  m->offset = parse_hex(&p, end);
  skip_field(&p, end); /* offset's rest */
  skip_field(&p, end); /* dev */
  skip_field(&p, end); /* inode */
  m->path = p;
}

static ssize_t read_some(int fd, char *p, size_t n) {
  ssize_t r;
  do
    r = read(fd, p, n);
  while (r < 0 && errno == EINTR);
  return r;
}

int mpxrt_maps_each(int (*fn)(const struct mpxrt_map *, void *), void *ctx) {
  int fd = open("/proc/self/maps", O_RDONLY | O_CLOEXEC);
  if (fd < 0)
    return -1;
  char buf[1024];
  size_t len = 0;
  int stop = 0, eof = 0;
  while (!stop && !(eof && len == 0)) {
    if (!eof && len < sizeof buf - 1) {
      ssize_t r = read_some(fd, buf + len, sizeof buf - 1 - len);
      if (r <= 0)
        eof = 1;
      else
        len += (size_t)r;
    }
    char *nl = memchr(buf, '\n', len);
    size_t line = nl ? (size_t)(nl - buf) : len;
    if (!nl && !eof && len < sizeof buf - 1)
      continue; /* read more of this line */
    buf[line] = '\0';
    struct mpxrt_map m;
    parse_line(buf, line, &m);
    stop = fn(&m, ctx);
    if (!nl) { /* a line too long: drop the rest of it */
      len = 0;
      while (!eof) {
        ssize_t r = read_some(fd, buf, sizeof buf - 1);
        if (r <= 0) {
          eof = 1;
          break;
        }
        nl = memchr(buf, '\n', (size_t)r);
        if (nl) {
          len = (size_t)r - (size_t)(nl + 1 - buf);
          memmove(buf, nl + 1, len);
          break;
        }
      }
      continue;
    }
    len -= line + 1;
    memmove(buf, nl + 1, len);
  }
  close(fd);
  return 0;
}
