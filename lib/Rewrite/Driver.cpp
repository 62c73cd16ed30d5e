#include "Rewrite/Driver.h"
#include <cstdio>
namespace mpx {
int runRewriteTool(int argc, const char **argv) { return 1; }
} // namespace mpx
