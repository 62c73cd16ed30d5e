/* handoff.c - the thread-local area through which bounds cross calls made
 * through function pointers (the inline accessors are in mpxrt.h). */
#include "internal.h"

__thread __mpx_handoff __mpx_ho;
