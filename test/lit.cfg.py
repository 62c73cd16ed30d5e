# lit configuration for mpx-rewrite's tests.
#
# Substitutions:
#   %mpx-rewrite  the rewriter      %mpx-cc  the compiler driver
#   %cc           the C compiler    %cflags  flags to compile rewritten output
#   %mpxrt        the runtime library (link it last)
#   %opt          the optimisation level (also in %cflags); give it to
#                 %mpx-cc and to every other compile of a test program
#   %run          runs a program with a clean MPXRT_OPTIONS
#   %resolve-sites FILE  prints rewritten C with each site-table reference
#                 spelled out as "file:line:col", "function" (test/utils)
#   %read-log FORMAT FILE  parses a json or sarif report log, prints its
#                 facts (test/utils)
#   %mpxrt-mpx    the runtime with the mpx backend's hardware support
#                 (libmpxrt-mpx.a, then %mpxrt)
#   %qemu         qemu-x86_64 (feature qemu-mpx: it runs MPX programs)
#   FileCheck, not, split-file      from LLVM 19
#
# The test matrix (docs/testing.md): two lit parameters choose how test
# programs are built, for %cc, %cflags, %opt and %mpx-cc (through MPX_CC):
#   -D mpx_cc=gcc|clang|clang-19|PATH   the C compiler (default: CMake's)
#   -D mpx_opt=-O0|-O1|-O2|-O3|-Os      the optimisation level (default -O1)
# and a third, the backend of the runtime:
#   -D mpx_backend=mpx   every program linked with the runtime is built with
#                        the mpx backend and runs under qemu-x86_64
#                        (test/utils/mpx-qemu-cc); needs feature qemu-mpx
# A run with either parameter has its own exec root,
# build/test/matrix-<mpx_cc>-<level> (e.g. matrix-clang-O2), so
# configurations run side by side, each with its own compiler-probe cache.
import os
import platform
import shutil
import subprocess
import tempfile
import lit.formats


def compiler_family(cc):
    """'gcc', 'clang' or None, from what `cc --version` says."""
    try:
        v = subprocess.run([cc, "--version"], capture_output=True, text=True).stdout
    except OSError:
        return None
    if "clang" in v:
        return "clang"
    if "Free Software Foundation" in v:
        return "gcc"
    return None


def matrix_compiler(name):
    """The compiler a matrix run names: gcc, clang (clang-19 first), or a
    program name or path."""
    candidates = {"clang": ["clang-19", "clang"]}.get(name, [name])
    for c in candidates:
        found = shutil.which(c)
        if found:
            return found
    lit_config.fatal("mpx_cc=%s: no such compiler" % name)


def matrix_level(level):
    level = "-" + level.lstrip("-")
    if level not in ("-O0", "-O1", "-O2", "-O3", "-Os"):
        lit_config.fatal("mpx_opt=%s: not one of -O0 -O1 -O2 -O3 -Os" % level)
    return level


config.name = "mpx-rewrite"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".c", ".test"]
config.excludes = ["Inputs", "lit.cfg.py", "project", "project-headers", "unit", "utils"]
config.test_source_root = os.path.dirname(__file__)

# The configuration of the matrix: the C compiler and optimisation level.
_cc_param = lit_config.params.get("mpx_cc")
_opt_param = lit_config.params.get("mpx_opt")
_backend_param = lit_config.params.get("mpx_backend")
if _backend_param not in (None, "soft", "mpx"):
    lit_config.fatal("mpx_backend=%s: not soft or mpx" % _backend_param)
cc = matrix_compiler(_cc_param) if _cc_param else config.c_compiler
opt = matrix_level(_opt_param) if _opt_param else "-O1"
family = compiler_family(cc)
config.test_exec_root = os.path.join(config.mpx_obj_root, "test")
if _cc_param or _opt_param or _backend_param == "mpx":
    _cc_name = os.path.basename(_cc_param or cc)
    _suffix = "-mpx" if _backend_param == "mpx" else ""
    config.name += " [%s %s%s]" % (_cc_name, opt, " mpx" if _suffix else "")
    config.test_exec_root = os.path.join(
        config.test_exec_root,
        "matrix-%s-%s%s" % (_cc_name, opt.lstrip("-"), _suffix))

tools = config.mpx_tools_dir
config.environment["PATH"] = os.pathsep.join(
    [tools, config.llvm_tools_dir, config.environment.get("PATH", os.environ["PATH"])])
# The rewriter caches what the real compilers predefine: in the build tree.
config.environment["XDG_CACHE_HOME"] = os.path.join(config.test_exec_root, "cache")
for var in ("MPXRT_OPTIONS", "CHKP_RT_MODE", "CHKP_RT_VERBOSE", "CHKP_RT_PRINT_SUMMARY"):
    config.environment.pop(var, None)
# mpx-cc compiles with the matrix's compiler (a test may still name another).
config.environment["MPX_CC"] = cc

cflags = "-std=gnu11 -g %s -Wall -Wextra -Werror -I%s" % (opt, config.mpx_include_dir)
mpxrt = os.path.join(config.mpx_lib_dir, "libmpxrt.a") + " -lpthread"
mpxrt_mpx_lib = os.path.join(config.mpx_lib_dir, "libmpxrt-mpx.a")
mpxrt_mpx = mpxrt_mpx_lib + " " + mpxrt
qemu = shutil.which("qemu-x86_64")
config.substitutions.append(("%mpx-rewrite", os.path.join(tools, "mpx-rewrite")))
config.substitutions.append(("%mpx-cc", os.path.join(tools, "mpx-cc")))
config.substitutions.append(("%cflags", cflags))
config.substitutions.append(("%opt", opt))
config.substitutions.append(("%mpxrt-mpx", mpxrt_mpx))
config.substitutions.append(("%mpxrt", mpxrt))
config.substitutions.append(("%qemu", qemu or "qemu-x86_64"))
config.substitutions.append(("%cc", cc))
config.substitutions.append(("%src_root", config.mpx_src_root))
config.substitutions.append(("%run", "env"))
config.substitutions.append(("%resolve-sites", "%s %s" % (
    config.python, os.path.join(config.mpx_src_root, "test", "utils", "resolve-sites.py"))))
config.substitutions.append(("%read-log", "%s %s" % (
    config.python, os.path.join(config.mpx_src_root, "test", "utils", "read-log.py"))))
config.substitutions.append(("%check-map", "%s %s" % (
    config.python, os.path.join(config.mpx_src_root, "test", "utils", "check-map.py"))))

# "chromium": Debian's Chromium is installed, to load the check map's pages
# in a real browser (headless).
if shutil.which("chromium"):
    config.available_features.add("chromium")

# "openmp": the C compiler builds and links -fopenmp programs (libgomp).
with tempfile.TemporaryDirectory() as _d:
    _src = os.path.join(_d, "omp.c")
    with open(_src, "w") as _f:
        _f.write("int main(void) { return 0; }\n")
    if subprocess.call([cc, "-fopenmp", _src, "-o", os.path.join(_d, "omp")],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL) == 0:
        config.available_features.add("openmp")

# "gcc" / "clang": the C compiler is GCC (GNU extensions clang lacks, such as
# __builtin_va_arg_pack and nested functions) or Clang.
if family:
    config.available_features.add(family)

# "x86_64": the tests run on x86-64 (the soft backend's asm checks).
if platform.machine() in ("x86_64", "AMD64"):
    config.available_features.add("x86_64")

# "qemu-mpx": qemu-x86_64 is installed and runs a program of the mpx backend
# with MPX on (the runtime says "hardware checking on" with verbose=1).
def _qemu_runs_mpx():
    if not qemu or not os.path.exists(mpxrt_mpx_lib):
        return False
    with tempfile.TemporaryDirectory() as d:
        src, exe = os.path.join(d, "probe.c"), os.path.join(d, "probe")
        with open(src, "w") as f:
            f.write('#include "mpxrt.h"\nint main(void) { return 0; }\n')
        build = [cc, "-DMPXRT_BACKEND_MPX", "-I" + config.mpx_include_dir, src,
                 "-o", exe] + mpxrt_mpx.split()
        if subprocess.call(build, stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL) != 0:
            return False
        env = dict(os.environ, MPXRT_OPTIONS="verbose=1")
        r = subprocess.run([qemu, exe], env=env, capture_output=True, text=True)
        return r.returncode == 0 and "mpx: hardware checking on" in r.stderr


if _qemu_runs_mpx():
    config.available_features.add("qemu-mpx")

# The mpx backend under emulation: the compiler becomes mpx-qemu-cc, which
# builds with the mpx backend and leaves in place of each program linked
# with the runtime a launcher (mpx-qemu-run) running it under qemu-x86_64.
if _backend_param == "mpx":
    if "qemu-mpx" not in config.available_features:
        lit_config.fatal("mpx_backend=mpx: qemu-x86_64 does not run MPX "
                         "programs here (feature qemu-mpx)")
    _wrapper = os.path.join(config.mpx_src_root, "test", "utils", "mpx-qemu-cc")
    config.environment["MPX_QEMU_CC"] = cc
    config.environment["MPX_QEMU_LIB"] = mpxrt_mpx_lib
    _run = os.path.join(config.test_exec_root, "mpx-qemu-run")
    os.makedirs(config.test_exec_root, exist_ok=True)
    if subprocess.call([cc, "-O1", '-DQEMU="%s"' % qemu, "-o", _run,
                        os.path.join(config.mpx_src_root, "test", "utils",
                                     "mpx-qemu-run.c")]) != 0:
        lit_config.fatal("mpx_backend=mpx: cannot build mpx-qemu-run")
    config.environment["MPX_QEMU_RUN"] = _run
    config.environment["MPX_CC"] = _wrapper
    config.available_features.add("mpx-backend")
    config.substitutions = [(k, _wrapper if k == "%cc" else v)
                            for k, v in config.substitutions]
