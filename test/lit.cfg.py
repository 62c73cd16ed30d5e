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
#   FileCheck, not, split-file      from LLVM 19
#
# The test matrix (docs/testing.md): two lit parameters choose how test
# programs are built, for %cc, %cflags, %opt and %mpx-cc (through MPX_CC):
#   -D mpx_cc=gcc|clang|clang-19|PATH   the C compiler (default: CMake's)
#   -D mpx_opt=-O0|-O1|-O2|-O3|-Os      the optimisation level (default -O1)
# A run with either parameter has its own exec root,
# build/test/matrix-<mpx_cc>-<level> (e.g. matrix-clang-O2), so
# configurations run side by side, each with its own compiler-probe cache.
import os
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
config.excludes = ["Inputs", "lit.cfg.py", "project", "project-headers", "unit"]
config.test_source_root = os.path.dirname(__file__)

# The configuration of the matrix: the C compiler and optimisation level.
_cc_param = lit_config.params.get("mpx_cc")
_opt_param = lit_config.params.get("mpx_opt")
cc = matrix_compiler(_cc_param) if _cc_param else config.c_compiler
opt = matrix_level(_opt_param) if _opt_param else "-O1"
family = compiler_family(cc)
config.test_exec_root = os.path.join(config.mpx_obj_root, "test")
if _cc_param or _opt_param:
    _cc_name = os.path.basename(_cc_param or cc)
    config.name += " [%s %s]" % (_cc_name, opt)
    config.test_exec_root = os.path.join(
        config.test_exec_root, "matrix-%s-%s" % (_cc_name, opt.lstrip("-")))

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
config.substitutions.append(("%mpx-rewrite", os.path.join(tools, "mpx-rewrite")))
config.substitutions.append(("%mpx-cc", os.path.join(tools, "mpx-cc")))
config.substitutions.append(("%cflags", cflags))
config.substitutions.append(("%opt", opt))
config.substitutions.append(("%mpxrt", mpxrt))
config.substitutions.append(("%cc", cc))
config.substitutions.append(("%src_root", config.mpx_src_root))
config.substitutions.append(("%run", "env"))
config.substitutions.append(("%resolve-sites", "%s %s" % (
    config.python, os.path.join(config.mpx_src_root, "test", "utils", "resolve-sites.py"))))
config.substitutions.append(("%read-log", "%s %s" % (
    config.python, os.path.join(config.mpx_src_root, "test", "utils", "read-log.py"))))

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
