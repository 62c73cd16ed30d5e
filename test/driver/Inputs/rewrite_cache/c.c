#include "local.h"
static int sum(const int *p) {
#include "body.inc"
}
int c(void) { int v[2] = {VALUE, 0}; return sum(v); }
