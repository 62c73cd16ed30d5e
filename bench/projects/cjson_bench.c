/* cjson_bench: a CPU-bound driver for cJSON (bench/run.sh --project cjson=DIR).
 *
 * Builds a document of NITEMS objects (numbers, strings with escapes,
 * arrays, nested objects) with cJSON's API and prints it formatted; then,
 * ROUNDS times, parses that text, walks the tree (object lookups by key,
 * array iteration), prints it unformatted and frees it. Prints a checksum
 * of the values read and of the printed text.
 * Built with cJSON.c: see bench/run.sh.
 * Usage: cjson_bench [ROUNDS]   (default 12)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cJSON.h"

#define NITEMS 4000

static cJSON *make_item(int i) {
  char name[48];
  cJSON *o = cJSON_CreateObject();
  cJSON_AddNumberToObject(o, "id", i);
  snprintf(name, sizeof name, "item \"%d\"\t\\ %s", i, (i % 3) ? "x" : "\xc3\xa9t\xc3\xa9");
  cJSON_AddStringToObject(o, "name", name);
  cJSON_AddNumberToObject(o, "score", i * 0.25);
  cJSON_AddBoolToObject(o, "active", i % 2);
  cJSON *tags = cJSON_AddArrayToObject(o, "tags");
  for (int t = 0; t < i % 5; t++)
    cJSON_AddItemToArray(tags, cJSON_CreateString(t % 2 ? "red" : "blue"));
  cJSON *nested = cJSON_AddObjectToObject(o, "nested");
  cJSON_AddNumberToObject(nested, "x", i * 7 % 1000);
  cJSON *y = cJSON_AddArrayToObject(nested, "y");
  for (int t = 0; t < 4; t++)
    cJSON_AddItemToArray(y, cJSON_CreateNumber(i + t));
  cJSON_AddNullToObject(nested, "none");
  return o;
}

static unsigned long hash_text(const char *s) {
  unsigned long h = 5381;
  for (; *s; s++)
    h = h * 33 + (unsigned char)*s;
  return h;
}

static unsigned long walk(const cJSON *doc) {
  unsigned long sum = 0;
  const cJSON *item;
  cJSON_ArrayForEach(item, doc) {
    const cJSON *id = cJSON_GetObjectItemCaseSensitive(item, "id");
    const cJSON *name = cJSON_GetObjectItemCaseSensitive(item, "name");
    const cJSON *score = cJSON_GetObjectItemCaseSensitive(item, "score");
    const cJSON *nested = cJSON_GetObjectItemCaseSensitive(item, "nested");
    const cJSON *y = cJSON_GetObjectItemCaseSensitive(nested, "y");
    const cJSON *v;
    if (!cJSON_IsNumber(id) || !cJSON_IsString(name) || !cJSON_IsNumber(score)) {
      fprintf(stderr, "cjson_bench: unexpected document\n");
      exit(1);
    }
    sum += (unsigned long)id->valueint + strlen(name->valuestring) +
           (unsigned long)(score->valuedouble * 4);
    sum += (unsigned long)cJSON_GetArraySize(cJSON_GetObjectItemCaseSensitive(item, "tags"));
    cJSON_ArrayForEach(v, y) sum += (unsigned long)v->valueint;
    sum += cJSON_IsTrue(cJSON_GetObjectItem(item, "ACTIVE")); /* case-insensitive */
  }
  return sum;
}

int main(int argc, char **argv) {
  int rounds = argc > 1 ? atoi(argv[1]) : 12;
  cJSON *doc = cJSON_CreateArray();
  for (int i = 0; i < NITEMS; i++)
    cJSON_AddItemToArray(doc, make_item(i));
  char *text = cJSON_Print(doc);
  cJSON_Delete(doc);
  if (!text)
    return 1;
  unsigned long check = strlen(text);
  for (int r = 0; r < rounds; r++) {
    cJSON *d = cJSON_Parse(text);
    if (!d) {
      fprintf(stderr, "cjson_bench: parse failed\n");
      return 1;
    }
    check += walk(d);
    char *out = cJSON_PrintUnformatted(d);
    check += hash_text(out) + strlen(out);
    cJSON_free(out);
    cJSON_Delete(d);
  }
  printf("%lu\n", check);
  cJSON_free(text);
  return 0;
}
