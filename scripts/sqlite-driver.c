/* sqlite-driver: runs an SQL script through the sqlite3 API and prints every
 * result row, for comparing a plain and an instrumented SQLite build.
 *
 *   sqlite-driver [-db FILE] SCRIPT.sql...
 *
 * Each statement of each script is prepared and stepped in order; rows are
 * printed as `col|col|...` (NULL as NULL, blobs as X'hex', everything else as
 * sqlite3_column_text gives it), an error as `error: MESSAGE` (the script
 * goes on with the next statement). The database is in memory unless -db
 * names a file. Exit status: 0, or 1 if a script cannot be read. */
#include "sqlite3.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *read_file(const char *path) {
  FILE *f = fopen(path, "rb");
  char *buf = NULL;
  size_t len = 0, cap = 0, n;
  if (f == NULL)
    return NULL;
  do {
    if (cap - len < 4096) {
      char *grown;
      cap = cap ? cap * 2 : 8192;
      grown = realloc(buf, cap + 1);
      if (grown == NULL) {
        free(buf);
        fclose(f);
        return NULL;
      }
      buf = grown;
    }
    n = fread(buf + len, 1, cap - len, f);
    len += n;
  } while (n > 0);
  fclose(f);
  buf[len] = '\0';
  return buf;
}

static void print_value(sqlite3_stmt *stmt, int col) {
  int i, n;
  const unsigned char *bytes;
  switch (sqlite3_column_type(stmt, col)) {
  case SQLITE_NULL:
    fputs("NULL", stdout);
    break;
  case SQLITE_BLOB:
    bytes = sqlite3_column_blob(stmt, col);
    n = sqlite3_column_bytes(stmt, col);
    fputs("X'", stdout);
    for (i = 0; i < n; i++)
      printf("%02x", bytes[i]);
    fputc('\'', stdout);
    break;
  default:
    fputs((const char *)sqlite3_column_text(stmt, col), stdout);
    break;
  }
}

static void print_row(sqlite3_stmt *stmt) {
  int col, ncol = sqlite3_column_count(stmt);
  for (col = 0; col < ncol; col++) {
    if (col > 0)
      fputc('|', stdout);
    print_value(stmt, col);
  }
  fputc('\n', stdout);
}

/* Runs one statement to completion; returns 0 or the failing result code. */
static int step_all(sqlite3 *db, sqlite3_stmt *stmt) {
  int rc;
  while ((rc = sqlite3_step(stmt)) == SQLITE_ROW)
    print_row(stmt);
  if (rc != SQLITE_DONE) {
    printf("error: %s\n", sqlite3_errmsg(db));
    return rc;
  }
  return 0;
}

static void run_script(sqlite3 *db, const char *sql) {
  const char *tail = sql;
  while (*tail != '\0') {
    sqlite3_stmt *stmt = NULL;
    const char *next = NULL;
    if (sqlite3_prepare_v2(db, tail, -1, &stmt, &next) != SQLITE_OK) {
      printf("error: %s\n", sqlite3_errmsg(db));
      /* skip past the failing statement */
      next = strchr(tail, ';');
      if (next == NULL)
        break;
      next++;
    } else if (stmt != NULL) {
      step_all(db, stmt);
      sqlite3_finalize(stmt);
    }
    tail = next;
  }
}

int main(int argc, char **argv) {
  const char *dbname = ":memory:";
  sqlite3 *db = NULL;
  int i, status = 0;
  for (i = 1; i < argc; i++) {
    char *sql;
    if (strcmp(argv[i], "-db") == 0 && i + 1 < argc) {
      dbname = argv[++i];
      continue;
    }
    if (db == NULL && sqlite3_open(dbname, &db) != SQLITE_OK) {
      fprintf(stderr, "cannot open %s: %s\n", dbname, sqlite3_errmsg(db));
      return 1;
    }
    sql = read_file(argv[i]);
    if (sql == NULL) {
      fprintf(stderr, "cannot read %s\n", argv[i]);
      status = 1;
      continue;
    }
    printf("-- %s\n", argv[i]);
    run_script(db, sql);
    free(sql);
  }
  sqlite3_close(db);
  return status;
}
