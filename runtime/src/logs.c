/* logs.c - reports for machines: JSON lines and a SARIF 2.1.0 log.
 *
 * log_format=json writes each violation as one JSON object on a line of
 * the log (log_path), and the summary as another: a CI job or a script
 * reads them with any JSON parser.  log_format=sarif keeps one SARIF 2.1.0
 * document in PATH.<pid>, the format code-scanning front ends show at the
 * source line.  In mode stop the process dies at its first violation, so
 * the document is complete after every violation: it is written with its
 * closing text, and each further result overwrites that text with ",
 * result" and the closing text again (one pwrite under a spin lock, no
 * allocation, like the text report).  At exit the closing text gains the
 * summary's properties when print_summary=1. */
#define _GNU_SOURCE
#include "internal.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

/* s as a JSON string, quotes included. */
static void put_json_str(struct mpxrt_buf *b, const char *s) {
  mpxrt_put_str(b, "\"");
  for (; s && *s; ++s) {
    unsigned char c = (unsigned char)*s;
    if (c == '"' || c == '\\') {
      char e[2] = {'\\', (char)c};
      mpxrt_put_mem(b, e, 2);
    } else if (c < 0x20) {
      char e[6] = {'\\', 'u', '0', '0', "0123456789abcdef"[c >> 4],
                   "0123456789abcdef"[c & 15]};
      mpxrt_put_mem(b, e, 6);
    } else {
      mpxrt_put_mem(b, (const char *)&c, 1);
    }
  }
  mpxrt_put_str(b, "\"");
}

static void put_json_hex(struct mpxrt_buf *b, uintptr_t v) {
  mpxrt_put_str(b, "\"");
  mpxrt_put_hex(b, v);
  mpxrt_put_str(b, "\"");
}

/* ,"key": */
static void put_key(struct mpxrt_buf *b, const char *key) {
  mpxrt_put_str(b, ",\"");
  mpxrt_put_str(b, key);
  mpxrt_put_str(b, "\":");
}

/* The fields both formats give a violation, after an opening member. */
static void put_violation_fields(struct mpxrt_buf *b,
                                 const __mpx_violation *v) {
  put_key(b, "kind");
  put_json_str(b, mpxrt_kind_name(v->kind));
  put_key(b, "size");
  mpxrt_put_dec(b, v->size);
  put_key(b, "address");
  put_json_hex(b, (uintptr_t)v->addr);
  put_key(b, "first_out_of_bounds");
  put_json_hex(b, (uintptr_t)v->first_oob);
  put_key(b, "lower_bound");
  put_json_hex(b, v->bounds.lb);
  put_key(b, "upper_bound");
  put_json_hex(b, v->bounds.ub);
  const char *from = mpxrt_origin_phrase(v->site);
  if (from) {
    put_key(b, "bounds_from");
    put_json_str(b, from);
  }
  if (v->site && v->site->object) {
    put_key(b, "object");
    put_json_str(b, v->site->object);
  }
}

void mpxrt_log_json(const __mpx_violation *v, int mode) {
  struct mpxrt_buf b = {.len = 0};
  mpxrt_put_str(&b, "{\"type\":\"violation\"");
  put_key(&b, "message");
  struct mpxrt_buf m = {.len = 0};
  mpxrt_put_violation(&m, v);
  m.data[m.len < sizeof m.data ? m.len : sizeof m.data - 1] = '\0';
  put_json_str(&b, m.data);
  const __mpx_site *s = v->site;
  if (s && s->file) {
    put_key(&b, "file");
    put_json_str(&b, s->file);
    if (s->line) {
      put_key(&b, "line");
      mpxrt_put_dec(&b, s->line);
      put_key(&b, "column");
      mpxrt_put_dec(&b, s->col);
    }
  }
  put_key(&b, "function");
  put_json_str(&b, v->func ? v->func : "<unknown>");
  put_violation_fields(&b, v);
  put_key(&b, "mode");
  put_json_str(&b, mode == MPXRT_MODE_STOP ? "stop" : "count");
  mpxrt_put_str(&b, "}\n");
  mpxrt_flush_log(&b);
}

/* ---- SARIF ---- */

static const char sarif_head[] =
    "{\"version\":\"2.1.0\","
    "\"$schema\":\"https://json.schemastore.org/sarif-2.1.0.json\","
    "\"runs\":[{\"tool\":{\"driver\":{\"name\":\"mpx-rewrite\","
    "\"rules\":[{\"id\":\"bounds-violation\",\"name\":\"BoundsViolation\","
    "\"shortDescription\":{\"text\":\"A memory access outside the bounds of "
    "its object\"}}]}},\"results\":[\n";
static const char sarif_tail[] = "\n]}]}\n";

/* A file path as a URI reference: absolute paths become file:// URIs;
 * characters a URI may not hold are percent-encoded. */
static void put_uri(struct mpxrt_buf *b, const char *path) {
  if (path[0] == '/')
    mpxrt_put_str(b, "file://");
  for (const char *p = path; *p; ++p) {
    unsigned char c = (unsigned char)*p;
    if (c <= 0x20 || c >= 0x7f || strchr("%#?\"\\<>[]^`{|}", c)) {
      char e[3] = {'%', "0123456789ABCDEF"[c >> 4], "0123456789ABCDEF"[c & 15]};
      mpxrt_put_mem(b, e, 3);
    } else {
      mpxrt_put_mem(b, (const char *)&c, 1);
    }
  }
}

static void put_sarif_result(struct mpxrt_buf *b, const __mpx_violation *v) {
  mpxrt_put_str(b, "{\"ruleId\":\"bounds-violation\",\"ruleIndex\":0,"
                   "\"level\":\"error\",\"message\":{\"text\":");
  struct mpxrt_buf m = {.len = 0};
  mpxrt_put_str(&m, "Bounds violation: ");
  mpxrt_put_violation(&m, v);
  m.data[m.len < sizeof m.data ? m.len : sizeof m.data - 1] = '\0';
  put_json_str(b, m.data);
  mpxrt_put_str(b, "}");
  const __mpx_site *s = v->site;
  if (s && s->file && s->line) {
    mpxrt_put_str(b, ",\"locations\":[{\"physicalLocation\":{"
                     "\"artifactLocation\":{\"uri\":\"");
    put_uri(b, s->file);
    mpxrt_put_str(b, "\"},\"region\":{\"startLine\":");
    mpxrt_put_dec(b, s->line);
    if (s->col) {
      mpxrt_put_str(b, ",\"startColumn\":");
      mpxrt_put_dec(b, s->col);
    }
    mpxrt_put_str(b, "}}");
    if (v->func) {
      mpxrt_put_str(b, ",\"logicalLocations\":[{\"name\":");
      put_json_str(b, v->func);
      mpxrt_put_str(b, ",\"kind\":\"function\"}]");
    }
    mpxrt_put_str(b, "}]");
  }
  mpxrt_put_str(b, ",\"properties\":{\"function\":");
  put_json_str(b, v->func ? v->func : "<unknown>");
  put_violation_fields(b, v);
  mpxrt_put_str(b, "}}");
}

static void lock_sarif(void) {
  while (atomic_flag_test_and_set_explicit(&mpxrt_state.sarif_lock,
                                           memory_order_acquire))
    ;
}

static void unlock_sarif(void) {
  atomic_flag_clear_explicit(&mpxrt_state.sarif_lock, memory_order_release);
}

static int write_at(int fd, const char *p, size_t n, uint64_t off) {
  while (n > 0) {
    ssize_t w = pwrite(fd, p, n, (off_t)off);
    if (w < 0 && errno == EINTR)
      continue;
    if (w <= 0)
      return -1;
    p += w;
    n -= (size_t)w;
    off += (uint64_t)w;
  }
  return 0;
}

/* This process's SARIF log, PATH.<pid>, created with no results on first
 * use (a forked child starts its own); -1 if it cannot be written.  Called
 * with the lock held. */
static int sarif_fd(void) {
  uint64_t pid = (uint64_t)getpid();
  if (mpxrt_state.sarif_handle && mpxrt_state.sarif_handle >> 32 == pid)
    return (int)(uint32_t)mpxrt_state.sarif_handle;
  struct mpxrt_buf name = {.len = 0};
  mpxrt_put_str(&name, mpxrt_state.opts.log_path);
  mpxrt_put_str(&name, ".");
  mpxrt_put_dec(&name, pid);
  if (name.len >= sizeof name.data)
    return -1;
  name.data[name.len] = '\0';
  int fd = open(name.data, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0)
    return -1;
  mpxrt_state.sarif_handle = pid << 32 | (uint32_t)fd;
  mpxrt_state.sarif_end = sizeof sarif_head - 1;
  mpxrt_state.sarif_results = 0;
  write_at(fd, sarif_head, sizeof sarif_head - 1, 0);
  write_at(fd, sarif_tail, sizeof sarif_tail - 1, mpxrt_state.sarif_end);
  return fd;
}

void mpxrt_log_sarif(const __mpx_violation *v) {
  struct mpxrt_buf b = {.len = 0};
  lock_sarif();
  int fd = sarif_fd();
  if (fd >= 0) {
    if (mpxrt_state.sarif_results)
      mpxrt_put_str(&b, ",\n");
    put_sarif_result(&b, v);
    size_t body = b.len;
    mpxrt_put_str(&b, sarif_tail);
    if (b.len == body + sizeof sarif_tail - 1 &&
        write_at(fd, b.data, b.len, mpxrt_state.sarif_end) == 0) {
      mpxrt_state.sarif_end += body;
      ++mpxrt_state.sarif_results;
    }
  }
  unlock_sarif();
  if (fd < 0) {
    struct mpxrt_buf e = {.len = 0};
    mpxrt_put_str(&e, "mpx: cannot write the SARIF log ");
    mpxrt_put_str(&e, mpxrt_state.opts.log_path);
    mpxrt_put_str(&e, ".<pid>; the violation: ");
    mpxrt_put_violation(&e, v);
    mpxrt_put_str(&e, "\n");
    mpxrt_flush_fd(&e, 2);
  }
}

/* The counts of the summary, as JSON members after an opening one. */
static void put_summary_fields(struct mpxrt_buf *b) {
  put_key(b, "violations");
  mpxrt_put_dec(b, atomic_load(&mpxrt_state.violations));
  if (mpxrt_state.opts.mode == MPXRT_MODE_COUNT) {
    put_key(b, "sites");
    mpxrt_put_dec(b, atomic_load(&mpxrt_state.sites));
  }
  put_key(b, "mode");
  put_json_str(b, mpxrt_state.opts.mode == MPXRT_MODE_STOP ? "stop" : "count");
}

void mpxrt_log_summary(int summary) {
  struct mpxrt_buf b = {.len = 0};
  if (mpxrt_state.opts.log_format == MPXRT_LOG_JSON) {
    if (!summary)
      return;
    mpxrt_put_str(&b, "{\"type\":\"summary\"");
    put_summary_fields(&b);
    mpxrt_put_str(&b, "}\n");
    mpxrt_flush_log(&b);
    return;
  }
  /* SARIF: the log exists even when nothing was found (a clean run is a
   * result too); the summary becomes the run's properties. */
  lock_sarif();
  int fd = sarif_fd();
  if (fd >= 0 && summary) {
    mpxrt_put_str(&b, "\n],\"properties\":{\"summary\":true");
    put_summary_fields(&b);
    mpxrt_put_str(&b, "}}]}\n");
    write_at(fd, b.data, b.len, mpxrt_state.sarif_end);
  }
  unlock_sarif();
}
