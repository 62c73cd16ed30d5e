/* options.c - reading MPXRT_OPTIONS and GCC libmpx's CHKP_RT_* variables.
 *
 * Every option is declared once in options.inc; this file gives each option
 * type a parser, a printer and a syntax string, and expands the table into
 * the descriptor array that defaults, parsing, the verbose banner and
 * help=1 all walk.  Precedence, last wins: the table's defaults, then
 * CHKP_RT_MODE / CHKP_RT_VERBOSE / CHKP_RT_PRINT_SUMMARY, then
 * MPXRT_OPTIONS.  Any unknown key or bad value is fatal (exit status 1):
 * a mistyped option silently ignored is a check silently not made. */
#define _GNU_SOURCE
#include "internal.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* ---- option types: parse (0 = ok), print, syntax ---- */

static int value_is(const char *v, size_t n, const char *word) {
  return strlen(word) == n && memcmp(v, word, n) == 0;
}

/* Decimal number without sign; -1 when malformed or over max. */
static long parse_number(const char *v, size_t n, long max) {
  long x = 0;
  if (n == 0)
    return -1;
  for (size_t i = 0; i < n; ++i) {
    if (v[i] < '0' || v[i] > '9')
      return -1;
    x = x * 10 + (v[i] - '0');
    if (x > max)
      return -1;
  }
  return x;
}

static const char type_syntax_mode[] = "stop|count";
static int type_parse_mode(const char *v, size_t n, mpxrt_opt_mode *out) {
  if (value_is(v, n, "stop"))
    *out = MPXRT_MODE_STOP;
  else if (value_is(v, n, "count"))
    *out = MPXRT_MODE_COUNT;
  else
    return -1;
  return 0;
}
static void type_print_mode(struct mpxrt_buf *b, const mpxrt_opt_mode *v) {
  mpxrt_put_str(b, *v == MPXRT_MODE_COUNT ? "count" : "stop");
}

static const char type_syntax_verbosity[] = "0..3";
static int type_parse_verbosity(const char *v, size_t n,
                                mpxrt_opt_verbosity *out) {
  long x = parse_number(v, n, 3);
  if (x < 0)
    return -1;
  *out = (int)x;
  return 0;
}
static void type_print_verbosity(struct mpxrt_buf *b,
                                 const mpxrt_opt_verbosity *v) {
  mpxrt_put_dec(b, (uintmax_t)*v);
}

static const char type_syntax_bool[] = "0|1";
static int type_parse_bool(const char *v, size_t n, mpxrt_opt_bool *out) {
  if (value_is(v, n, "0") || value_is(v, n, "false"))
    *out = 0;
  else if (value_is(v, n, "1") || value_is(v, n, "true"))
    *out = 1;
  else
    return -1;
  return 0;
}
static void type_print_bool(struct mpxrt_buf *b, const mpxrt_opt_bool *v) {
  mpxrt_put_str(b, *v ? "1" : "0");
}

static const char type_syntax_path[] = "stderr|stdout|PATH";
static int type_parse_path(const char *v, size_t n, mpxrt_opt_path *out) {
  if (n == 0 || n >= sizeof *out || memchr(v, '\0', n))
    return -1;
  memcpy(*out, v, n);
  (*out)[n] = '\0';
  return 0;
}
static void type_print_path(struct mpxrt_buf *b, const mpxrt_opt_path *v) {
  mpxrt_put_str(b, *v);
}

static const char type_syntax_log_format[] = "text|json|sarif";
static int type_parse_log_format(const char *v, size_t n,
                                 mpxrt_opt_log_format *out) {
  if (value_is(v, n, "text"))
    *out = MPXRT_LOG_TEXT;
  else if (value_is(v, n, "json"))
    *out = MPXRT_LOG_JSON;
  else if (value_is(v, n, "sarif"))
    *out = MPXRT_LOG_SARIF;
  else
    return -1;
  return 0;
}
static void type_print_log_format(struct mpxrt_buf *b,
                                  const mpxrt_opt_log_format *v) {
  mpxrt_put_str(b, *v == MPXRT_LOG_JSON    ? "json"
                   : *v == MPXRT_LOG_SARIF ? "sarif"
                                           : "text");
}

static const char type_syntax_frames[] = "0..64";
static int type_parse_frames(const char *v, size_t n, mpxrt_opt_frames *out) {
  long x = parse_number(v, n, 64);
  if (x < 0)
    return -1;
  *out = (int)x;
  return 0;
}
static void type_print_frames(struct mpxrt_buf *b, const mpxrt_opt_frames *v) {
  mpxrt_put_dec(b, (uintmax_t)*v);
}

static const char type_syntax_seconds[] = "1..3600";
static int type_parse_seconds(const char *v, size_t n, mpxrt_opt_seconds *out) {
  long x = parse_number(v, n, 3600);
  if (x < 1)
    return -1;
  *out = (int)x;
  return 0;
}
static void type_print_seconds(struct mpxrt_buf *b,
                               const mpxrt_opt_seconds *v) {
  mpxrt_put_dec(b, (uintmax_t)*v);
}

static const char type_syntax_program[] = "auto|PATH";
static int type_parse_program(const char *v, size_t n,
                              mpxrt_opt_program *out) {
  return type_parse_path(v, n, out);
}
static void type_print_program(struct mpxrt_buf *b,
                               const mpxrt_opt_program *v) {
  mpxrt_put_str(b, *v);
}

/* ---- the table, expanded ---- */

struct option_desc {
  const char *name, *syntax, *def, *desc;
  int (*set)(struct mpxrt_options *o, const char *v, size_t n);
  void (*print)(struct mpxrt_buf *b, const struct mpxrt_options *o);
};

#define MPXRT_OPTION(Type, Name, Default, Desc)                                \
  static int opt_set_##Name(struct mpxrt_options *o, const char *v,            \
                            size_t n) {                                        \
    return type_parse_##Type(v, n, &o->Name);                                  \
  }                                                                            \
  static void opt_print_##Name(struct mpxrt_buf *b,                            \
                               const struct mpxrt_options *o) {                \
    type_print_##Type(b, &o->Name);                                            \
  }
#include "options.inc"
#undef MPXRT_OPTION

static const struct option_desc options[] = {
#define MPXRT_OPTION(Type, Name, Default, Desc)                                \
  {#Name, type_syntax_##Type, Default, Desc, opt_set_##Name, opt_print_##Name},
#include "options.inc"
#undef MPXRT_OPTION
};
enum { NUM_OPTIONS = sizeof options / sizeof options[0] };

static const struct option_desc *find_option(const char *k, size_t n) {
  for (size_t i = 0; i < NUM_OPTIONS; ++i)
    if (value_is(k, n, options[i].name))
      return &options[i];
  return NULL;
}

/* ---- errors and help ---- */

/* "mpx: SOURCE: WHAT 'TEXT'[ for option 'OPT'][ (expected SYNTAX)]", exit 1. */
static void __attribute__((noreturn))
die(const char *source, const char *what, const char *text, size_t n,
    const char *opt, const char *syntax) {
  struct mpxrt_buf b = {.len = 0};
  mpxrt_put_str(&b, "mpx: ");
  mpxrt_put_str(&b, source);
  mpxrt_put_str(&b, ": ");
  mpxrt_put_str(&b, what);
  mpxrt_put_str(&b, " '");
  mpxrt_put_mem(&b, text, n);
  mpxrt_put_str(&b, "'");
  if (opt) {
    mpxrt_put_str(&b, " for option '");
    mpxrt_put_str(&b, opt);
    mpxrt_put_str(&b, "'");
  }
  if (syntax) {
    mpxrt_put_str(&b, " (expected ");
    mpxrt_put_str(&b, syntax);
    mpxrt_put_str(&b, ")");
  }
  mpxrt_put_str(&b, "\n");
  mpxrt_flush_fd(&b, 2);
  _exit(1);
}

static void __attribute__((noreturn)) print_help(void) {
  struct mpxrt_buf b = {.len = 0};
  mpxrt_put_str(&b,
                "mpx: runtime options, set as "
                "MPXRT_OPTIONS=key=value:key=value (',' also separates):\n");
  for (size_t i = 0; i < NUM_OPTIONS; ++i) {
    mpxrt_put_str(&b, "  ");
    mpxrt_put_str(&b, options[i].name);
    mpxrt_put_str(&b, "=");
    mpxrt_put_str(&b, options[i].syntax);
    mpxrt_put_str(&b, " (default: ");
    mpxrt_put_str(&b, options[i].def);
    mpxrt_put_str(&b, ")\n      ");
    mpxrt_put_str(&b, options[i].desc);
    mpxrt_put_str(&b, "\n");
    mpxrt_flush_fd(&b, 1);
  }
  mpxrt_put_str(&b, "Also read, for GCC libmpx compatibility (MPXRT_OPTIONS "
                    "wins): CHKP_RT_MODE=stop|count, CHKP_RT_VERBOSE=N, "
                    "CHKP_RT_PRINT_SUMMARY=0|1.\n");
  mpxrt_flush_fd(&b, 1);
  _exit(0);
}

/* ---- parsing ---- */

/* Parses "key=value" items separated by ':' or ','; a value may be quoted
 * with ' or " to contain separators.  Empty items are skipped. */
static void parse_spec(struct mpxrt_options *o, const char *source,
                       const char *s) {
  while (*s) {
    if (*s == ':' || *s == ',') {
      ++s;
      continue;
    }
    const char *key = s;
    while (*s && *s != '=' && *s != ':' && *s != ',')
      ++s;
    size_t klen = (size_t)(s - key);
    if (*s != '=')
      die(source, "expected key=value, got", key, klen, NULL, NULL);
    const struct option_desc *d = find_option(key, klen);
    if (!d)
      die(source, "unknown option", key, klen, NULL, NULL);
    const char *val = ++s;
    size_t vlen;
    if (*s == '\'' || *s == '"') {
      const char *close = strchr(s + 1, *s);
      if (!close)
        die(source, "unterminated quote in", val, strlen(val), d->name, NULL);
      val = s + 1;
      vlen = (size_t)(close - val);
      s = close + 1;
      if (*s && *s != ':' && *s != ',')
        die(source, "text after closing quote in", key, strlen(key), NULL,
            NULL);
    } else {
      while (*s && *s != ':' && *s != ',')
        ++s;
      vlen = (size_t)(s - val);
    }
    if (d->set(o, val, vlen) != 0)
      die(source, "bad value", val, vlen, d->name, d->syntax);
  }
}

/* One CHKP_RT_* variable, mapped onto option `name`. */
static void parse_chkp(struct mpxrt_options *o, const char *var,
                       const char *name) {
  const char *v = getenv(var);
  if (!v || !*v)
    return;
  const struct option_desc *d = find_option(name, strlen(name));
  size_t n = strlen(v);
  if (strcmp(name, "verbose") == 0) {
    /* libmpx took any level; levels above 3 mean "everything". */
    long x = parse_number(v, n, 1000000);
    if (x < 0)
      die(var, "bad value", v, n, NULL, "a number");
    o->verbose = x > 3 ? 3 : (int)x;
    return;
  }
  if (d->set(o, v, n) != 0)
    die(var, "bad value", v, n, NULL, d->syntax);
}

void mpxrt_options_init(struct mpxrt_options *o) {
  for (size_t i = 0; i < NUM_OPTIONS; ++i)
    if (options[i].set(o, options[i].def, strlen(options[i].def)) != 0)
      die("options.inc", "bad default", options[i].def, strlen(options[i].def),
          options[i].name, options[i].syntax);
  parse_chkp(o, "CHKP_RT_MODE", "mode");
  parse_chkp(o, "CHKP_RT_VERBOSE", "verbose");
  parse_chkp(o, "CHKP_RT_PRINT_SUMMARY", "print_summary");
  const char *spec = getenv("MPXRT_OPTIONS");
  if (spec)
    parse_spec(o, "MPXRT_OPTIONS", spec);
  /* A SARIF log is one document, rewritten in place: it needs a file. */
  if (o->log_format == MPXRT_LOG_SARIF && (strcmp(o->log_path, "stderr") == 0 ||
                                           strcmp(o->log_path, "stdout") == 0))
    die("MPXRT_OPTIONS", "log_format=sarif needs log_path=PATH, not",
        o->log_path, strlen(o->log_path), "log_path", NULL);
  if (o->help)
    print_help();
}

void mpxrt_options_print(struct mpxrt_buf *b, const struct mpxrt_options *o) {
  for (size_t i = 0; i < NUM_OPTIONS; ++i) {
    mpxrt_put_str(b, " ");
    mpxrt_put_str(b, options[i].name);
    mpxrt_put_str(b, "=");
    options[i].print(b, o);
  }
}
