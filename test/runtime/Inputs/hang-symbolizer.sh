#!/bin/sh
# A symbolizer that never answers (stack_trace_hang.c).
exec sleep 60
