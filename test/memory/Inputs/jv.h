/* jv.h - a JSON-like value for the struct-by-value tests: 16 bytes
 * holding a pointer, passed and returned by value.  OVER is 1 for the
 * violating run, 0 for the correct twin (-DOK). */
#ifdef OK
#define OVER 0
#else
#define OVER 1
#endif

/* A JSON-like value: 16 bytes holding a pointer, passed and returned by
 * value.  A 1-byte and an 8-byte blob share an allocator size class, so the
 * second is allocated where the first was freed. */
struct blob {
  int refcnt;
  int len;
  char data[];
};

typedef struct {
  int kind;
  int pad;
  struct blob *ptr;
} jv;

static jv jv_new(int len) {
  jv v;
  v.kind = 1;
  v.pad = 0;
  v.ptr = malloc(sizeof(struct blob) + len);
  v.ptr->refcnt = 1;
  v.ptr->len = len;
  memset(v.ptr->data, len, len);
  return v;
}

static void jv_free(jv v) { free(v.ptr); }
