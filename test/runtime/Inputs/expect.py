"""expect_signal.py SIGNAME CMD... - run CMD; succeed iff it died of SIGNAME.

CMD's stdout and stderr are passed through unchanged, so the output can
still be piped into FileCheck.  Exit status 0 when CMD was killed by the
signal, 1 otherwise (with a message on stderr).
"""
import signal
import subprocess
import sys

want = getattr(signal, sys.argv[1])
rc = subprocess.call(sys.argv[2:])
if rc == -want:
    sys.exit(0)
how = ("killed by %s" % signal.Signals(-rc).name) if rc < 0 else ("exit status %d" % rc)
sys.stderr.write("expect_signal: %s: expected death by %s, got %s\n"
                 % (sys.argv[2], sys.argv[1], how))
sys.exit(1)
