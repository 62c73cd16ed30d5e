#define STRBUF_IMPLEMENTATION
#include "strbuf.h"
