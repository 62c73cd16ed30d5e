"""expect.py HOW CMD... - run CMD; succeed iff it ended as HOW says.

HOW is a signal name (SIGSEGV: CMD must be killed by that signal) or a
number (CMD must exit with that status).  CMD's stdout and stderr pass
through unchanged, so its output can still be piped into FileCheck.  Exit
status 0 on success, 1 otherwise (with a message on stderr).
"""
import signal
import subprocess
import sys

how = sys.argv[1]
want = -getattr(signal, how) if how.startswith("SIG") else int(how)
rc = subprocess.call(sys.argv[2:])
if rc == want:
    sys.exit(0)
got = ("killed by %s" % signal.Signals(-rc).name) if rc < 0 else ("exit status %d" % rc)
sys.stderr.write("expect: %s: expected %s, got %s\n" % (sys.argv[2], how, got))
sys.exit(1)
