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
 * summary's properties when print_summary=1.  Both carry the stack of the
 * access (JSON "stack", SARIF "stacks") and the heap block the bounds
 * belong to (trace.c); a long record is written in pieces. */
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

/* Where a long record goes when the buffer fills: the log, or the SARIF
 * file at a moving offset. */
struct sink {
  void (*spill)(struct sink *, struct mpxrt_buf *);
  int fd, failed;
  uint64_t off;
};

static void spill_log(struct sink *k, struct mpxrt_buf *b) {
  (void)k;
  mpxrt_flush_log(b);
}

/* Makes room for one more piece of a record (a stack frame, a message):
 * each is well under half the buffer. */
static void make_room(struct mpxrt_buf *b, struct sink *k) {
  if (b->len > sizeof b->data / 2)
    k->spill(k, b);
}

/* What the heap block phrase says, as a JSON string. */
static void put_heap_object(struct mpxrt_buf *b, const struct mpxrt_trace *t) {
  struct mpxrt_buf m = {.len = 0};
  mpxrt_put_heap_block(&m, t);
  m.data[m.len < sizeof m.data ? m.len : sizeof m.data - 1] = '\0';
  put_json_str(b, m.data);
}

/* The symbolizer's file, line and column of entry k as JSON members. */
static void put_json_where(struct mpxrt_buf *b, const struct mpxrt_trace *t,
                           int k) {
  if (k < 0)
    return;
  if (t->syms[k].func) {
    put_key(b, "function");
    put_json_str(b, mpxrt_trace_str(t, t->syms[k].func));
  }
  if (t->syms[k].file) {
    put_key(b, "file");
    put_json_str(b, mpxrt_trace_str(t, t->syms[k].file));
    put_key(b, "line");
    mpxrt_put_dec(b, t->syms[k].line);
    if (t->syms[k].col) {
      put_key(b, "column");
      mpxrt_put_dec(b, t->syms[k].col);
    }
  }
}

/* One JSON frame object for pcs[i] and symbolizer entry k (or -1). */
static void put_json_frame(struct mpxrt_buf *b, const struct mpxrt_trace *t,
                           size_t i, int k, unsigned n) {
  mpxrt_put_str(b, "{\"frame\":");
  mpxrt_put_dec(b, n);
  put_key(b, "pc");
  put_json_hex(b, t->pcs[i].pc);
  if (t->pcs[i].module >= 0) {
    put_key(b, "module");
    put_json_str(b, mpxrt_trace_str(t, t->modules[t->pcs[i].module].path));
    put_key(b, "offset");
    put_json_hex(b, t->pcs[i].offset);
  }
  put_json_where(b, t, k);
  mpxrt_put_str(b, "}");
}

/* Calls each(b, t, i, k, n, k) for every frame of one stack: one per
 * symbolizer entry of an address (inlined calls), else one. */
static void each_frame(struct mpxrt_buf *b, const struct mpxrt_trace *t,
                       int stack, struct sink *k,
                       void (*each)(struct mpxrt_buf *,
                                    const struct mpxrt_trace *, size_t, int,
                                    unsigned)) {
  unsigned n = 0;
  for (size_t i = 0; i < t->npcs; ++i) {
    if (t->pcs[i].stack != stack)
      continue;
    int any = 0;
    for (size_t s = 0; s < t->nsyms; ++s) {
      if (t->syms[s].pc != i)
        continue;
      if (n)
        mpxrt_put_str(b, ",");
      make_room(b, k);
      each(b, t, i, (int)s, n++);
      any = 1;
    }
    if (any)
      continue;
    if (n)
      mpxrt_put_str(b, ",");
    make_room(b, k);
    each(b, t, i, -1, n++);
  }
}

/* JSON members "heap_block", "stack" and "allocation_stack". */
static void put_json_trace(struct mpxrt_buf *b, const struct mpxrt_trace *t,
                           struct sink *k) {
  if (t->heap) {
    put_key(b, "heap_block");
    mpxrt_put_str(b, "{\"size\":");
    mpxrt_put_dec(b, t->block.size);
    put_key(b, "allocated_by");
    put_json_str(b, mpxrt_alloc_fn_name(t->block.fn));
    put_key(b, "pc");
    put_json_hex(b, t->block.pc);
    for (size_t i = 0; i < t->npcs; ++i)
      if (t->pcs[i].stack == MPXRT_STACK_ALLOC) {
        put_json_where(b, t, mpxrt_trace_first_sym(t, i));
        break;
      }
    mpxrt_put_str(b, "}");
  }
  if (mpxrt_state.opts.stack_depth) {
    put_key(b, "stack");
    mpxrt_put_str(b, "[");
    each_frame(b, t, MPXRT_STACK_ACCESS, k, put_json_frame);
    mpxrt_put_str(b, "]");
  }
  if (t->heap && t->block.depth) {
    put_key(b, "allocation_stack");
    mpxrt_put_str(b, "[");
    each_frame(b, t, MPXRT_STACK_ALLOC, k, put_json_frame);
    mpxrt_put_str(b, "]");
  }
}

/* The fields both formats give a violation, after an opening member. */
static void put_violation_fields(struct mpxrt_buf *b, const __mpx_violation *v,
                                 const struct mpxrt_trace *t) {
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
  if (v->site && v->site->from_detail) {
    put_key(b, "bounds_from_detail");
    put_json_str(b, v->site->from_detail);
  }
  struct mpxrt_buf m = {.len = 0};
  if (mpxrt_put_object(&m, v, t)) {
    m.data[m.len < sizeof m.data ? m.len : sizeof m.data - 1] = '\0';
    put_key(b, "object");
    put_json_str(b, m.data);
  }
}

void mpxrt_log_json(const __mpx_violation *v, int mode,
                    const struct mpxrt_trace *t) {
  struct mpxrt_buf b = {.len = 0};
  struct sink k = {spill_log, -1, 0, 0};
  int held = mpxrt_log_lock(); /* one line, however many writes */
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
  make_room(&b, &k);
  put_violation_fields(&b, v, t);
  put_key(&b, "mode");
  put_json_str(&b, mode == MPXRT_MODE_STOP ? "stop" : "count");
  if (t)
    put_json_trace(&b, t, &k);
  mpxrt_put_str(&b, "}\n");
  mpxrt_flush_log(&b);
  mpxrt_log_unlock(held);
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

/* A SARIF stackFrame for pcs[i] and symbolizer entry k (or -1): a location
 * with the source position when known and the address always. */
static void put_sarif_frame(struct mpxrt_buf *b, const struct mpxrt_trace *t,
                            size_t i, int k, unsigned n) {
  (void)n;
  mpxrt_put_str(b, "{\"location\":{\"physicalLocation\":{");
  if (k >= 0 && t->syms[k].file) {
    mpxrt_put_str(b, "\"artifactLocation\":{\"uri\":\"");
    put_uri(b, mpxrt_trace_str(t, t->syms[k].file));
    mpxrt_put_str(b, "\"},\"region\":{\"startLine\":");
    mpxrt_put_dec(b, t->syms[k].line);
    if (t->syms[k].col) {
      mpxrt_put_str(b, ",\"startColumn\":");
      mpxrt_put_dec(b, t->syms[k].col);
    }
    mpxrt_put_str(b, "},");
  }
  mpxrt_put_str(b, "\"address\":{\"absoluteAddress\":");
  mpxrt_put_dec(b, t->pcs[i].pc);
  mpxrt_put_str(b, "}}");
  if (k >= 0 && t->syms[k].func) {
    mpxrt_put_str(b, ",\"logicalLocations\":[{\"name\":");
    put_json_str(b, mpxrt_trace_str(t, t->syms[k].func));
    mpxrt_put_str(b, ",\"kind\":\"function\"}]");
  }
  mpxrt_put_str(b, "}");
  if (t->pcs[i].module >= 0) {
    mpxrt_put_str(b, ",\"module\":");
    put_json_str(b, mpxrt_trace_str(t, t->modules[t->pcs[i].module].path));
  }
  mpxrt_put_str(b, "}");
}

/* ,"stacks":[...]: the access's stack, and the allocation's. */
static void put_sarif_stacks(struct mpxrt_buf *b, const struct mpxrt_trace *t,
                             struct sink *k) {
  int access = mpxrt_state.opts.stack_depth > 0;
  int alloc = t->heap && t->block.depth;
  if (!access && !alloc)
    return;
  mpxrt_put_str(b, ",\"stacks\":[");
  if (access) {
    mpxrt_put_str(b, "{\"message\":{\"text\":\"stack of the access\"},"
                     "\"frames\":[");
    each_frame(b, t, MPXRT_STACK_ACCESS, k, put_sarif_frame);
    mpxrt_put_str(b, "]}");
  }
  if (alloc) {
    mpxrt_put_str(b, access ? ",{" : "{");
    mpxrt_put_str(b, "\"message\":{\"text\":");
    put_heap_object(b, t);
    mpxrt_put_str(b, "},\"frames\":[");
    each_frame(b, t, MPXRT_STACK_ALLOC, k, put_sarif_frame);
    mpxrt_put_str(b, "]}");
  }
  mpxrt_put_str(b, "]");
}

static void put_sarif_result(struct mpxrt_buf *b, const __mpx_violation *v,
                             const struct mpxrt_trace *t, struct sink *k) {
  mpxrt_put_str(b, "{\"ruleId\":\"bounds-violation\",\"ruleIndex\":0,"
                   "\"level\":\"error\",\"message\":{\"text\":");
  struct mpxrt_buf m = {.len = 0};
  mpxrt_put_str(&m, "Bounds violation: ");
  mpxrt_put_violation(&m, v);
  m.data[m.len < sizeof m.data ? m.len : sizeof m.data - 1] = '\0';
  put_json_str(b, m.data);
  mpxrt_put_str(b, "}");
  make_room(b, k);
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
  make_room(b, k);
  mpxrt_put_str(b, ",\"properties\":{\"function\":");
  put_json_str(b, v->func ? v->func : "<unknown>");
  put_violation_fields(b, v, t);
  if (t && t->heap) {
    mpxrt_put_str(b, ",\"heapBlock\":{\"size\":");
    mpxrt_put_dec(b, t->block.size);
    mpxrt_put_str(b, ",\"allocatedBy\":");
    put_json_str(b, mpxrt_alloc_fn_name(t->block.fn));
    mpxrt_put_str(b, "}");
  }
  mpxrt_put_str(b, "}");
  if (t)
    put_sarif_stacks(b, t, k);
  mpxrt_put_str(b, "}");
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

/* Writes what the buffer holds at the sink's offset (the lock is held). */
static void spill_sarif(struct sink *k, struct mpxrt_buf *b) {
  if (!k->failed && write_at(k->fd, b->data, b->len, k->off) == 0)
    k->off += b->len;
  else
    k->failed = 1;
  b->len = 0;
}

void mpxrt_log_sarif(const __mpx_violation *v, const struct mpxrt_trace *t) {
  struct mpxrt_buf b = {.len = 0};
  lock_sarif();
  int fd = sarif_fd();
  if (fd >= 0) {
    struct sink k = {spill_sarif, fd, 0, mpxrt_state.sarif_end};
    if (mpxrt_state.sarif_results)
      mpxrt_put_str(&b, ",\n");
    put_sarif_result(&b, v, t, &k);
    spill_sarif(&k, &b);
    uint64_t body_end = k.off;
    mpxrt_put_str(&b, sarif_tail);
    spill_sarif(&k, &b);
    if (!k.failed) {
      mpxrt_state.sarif_end = body_end;
      ++mpxrt_state.sarif_results;
    } else { /* put the closing text back where it was */
      write_at(fd, sarif_tail, sizeof sarif_tail - 1, mpxrt_state.sarif_end);
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
