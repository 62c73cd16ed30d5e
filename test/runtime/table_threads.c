// The bounds table under contention: writer threads store (value, bounds)
// pairs into the same few slots, a copier copies them to other slots and a
// clearer forgets them, while readers load them.  A load must give either
// INIT or exactly the bounds stored with the value it asked for: never a
// mix of two stores.  Pair 0 fits a narrow entry (one 8-byte word: no torn
// read); pairs 1-3 point below their lower bound and take wide entries,
// whose two words a reader may see from two stores (their check covers the
// value, the lower bound and the width, so a torn read fails it and gives
// INIT), and whose escape may be replaced by a narrow entry meanwhile.
// Bounded rounds: well under 2 s.
//
// RUN: %cc %cflags %s -o %t %mpxrt
// RUN: %t | FileCheck %s

#include "mpxrt.h"
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>

enum { PAIRS = 4, SLOTS = 4, WRITERS = 3, READERS = 3, ROUNDS = 1000000 };

static char objs[PAIRS][64];
static __mpx_bnd pair_bnd[PAIRS]; // pair k: value objs[k], bounds below
static char *slots[SLOTS], *copies[SLOTS];
static atomic_long hits, mixed;
static atomic_int stop;
static atomic_int readers_left = READERS;
static pthread_barrier_t go; // all threads start together

static void *writer(void *arg) {
  unsigned x = (unsigned)(uintptr_t)arg * 2654435761u + 1;
  pthread_barrier_wait(&go);
  // Until the readers are done too: a loaded machine could run all the
  // writers' rounds in one time slice while the readers wait.
  for (int r = 0; r < ROUNDS || atomic_load(&readers_left) > 0; ++r) {
    x = x * 1103515245u + 12345u;
    unsigned k = (x >> 8) % PAIRS, s = (x >> 16) % SLOTS;
    __mpx_stx(&slots[s], objs[k], pair_bnd[k]);
  }
  return NULL;
}

static void *copier(void *arg) {
  (void)arg;
  pthread_barrier_wait(&go);
  for (int r = 0; r < ROUNDS / 8 && !atomic_load(&stop); ++r) {
    __mpx_bt_copy(copies, slots, sizeof slots);
    if (r % 16 == 0)
      __mpx_bt_clear(slots, sizeof slots / 2);
  }
  return NULL;
}

static void check(char **where, unsigned s, unsigned k) {
  __mpx_bnd b = __mpx_ldx(&where[s], objs[k]);
  if (b.lb == 0 && b.ub == UINTPTR_MAX)
    return;
  if (b.lb == pair_bnd[k].lb && b.ub == pair_bnd[k].ub)
    atomic_fetch_add_explicit(&hits, 1, memory_order_relaxed);
  else
    atomic_fetch_add_explicit(&mixed, 1, memory_order_relaxed);
}

static void *reader(void *arg) {
  unsigned x = (unsigned)(uintptr_t)arg * 40503u + 7;
  pthread_barrier_wait(&go);
  // Until some load matched (the writers go on meanwhile), within a bound.
  for (int r = 0;
       r < ROUNDS || (atomic_load(&hits) == 0 && r < 64 * ROUNDS); ++r) {
    x = x * 1103515245u + 12345u;
    unsigned k = (x >> 8) % PAIRS, s = (x >> 16) % SLOTS;
    check(slots, s, k);
    check(copies, s, k);
  }
  atomic_fetch_sub(&readers_left, 1);
  return NULL;
}

int main(void) {
  // Bounds differing in both ends from pair to pair (all but pair 0 wide).
  for (int k = 0; k < PAIRS; ++k)
    pair_bnd[k] = __mpx_make(objs[k] + k, 8 * (k + 1));
  pthread_barrier_init(&go, NULL, WRITERS + READERS + 1);
  pthread_t t[WRITERS + READERS + 1];
  int n = 0;
  for (int i = 0; i < WRITERS; ++i)
    pthread_create(&t[n++], NULL, writer, (void *)(uintptr_t)(i + 1));
  for (int i = 0; i < READERS; ++i)
    pthread_create(&t[n++], NULL, reader, (void *)(uintptr_t)(i + 1));
  pthread_create(&t[n++], NULL, copier, NULL);
  for (int i = 0; i < WRITERS + READERS; ++i)
    pthread_join(t[i], NULL);
  atomic_store(&stop, 1);
  pthread_join(t[n - 1], NULL);
  printf("mixed bounds: %ld\n", atomic_load(&mixed));
  // CHECK: mixed bounds: 0
  printf("matching loads seen: %s\n", atomic_load(&hits) > 0 ? "yes" : "none");
  // CHECK-NEXT: matching loads seen: yes
  // Quiet again: every slot holds one stored pair, loaded exactly.
  for (int s = 0; s < SLOTS; ++s)
    __mpx_stx(&slots[s], objs[s % PAIRS], pair_bnd[s % PAIRS]);
  int ok = 1;
  for (int s = 0; s < SLOTS; ++s) {
    __mpx_bnd b = __mpx_ldx(&slots[s], objs[s % PAIRS]);
    ok &= b.lb == pair_bnd[s % PAIRS].lb && b.ub == pair_bnd[s % PAIRS].ub;
  }
  printf("after: %s\n", ok ? "ok" : "WRONG");
  // CHECK-NEXT: after: ok
  return 0;
}
