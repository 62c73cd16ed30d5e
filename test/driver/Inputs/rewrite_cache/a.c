#include "inc/h.h"
int a(int i) { int x[4] = {1, 2, 3, 4}; return get(x, i); }
