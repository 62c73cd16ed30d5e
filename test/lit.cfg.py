# lit configuration for mpx-rewrite's tests.
#
# Substitutions:
#   %mpx-rewrite  the rewriter      %mpx-cc  the compiler driver
#   %cc           the C compiler    %cflags  flags to compile rewritten output
#   %mpxrt        the runtime library (link it last)
#   %run          runs a program with a clean MPXRT_OPTIONS
#   FileCheck, not, split-file      from LLVM 19
import os
import lit.formats

config.name = "mpx-rewrite"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".c", ".test"]
config.excludes = ["Inputs", "lit.cfg.py", "project", "project-headers", "unit"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.mpx_obj_root, "test")

tools = config.mpx_tools_dir
config.environment["PATH"] = os.pathsep.join(
    [tools, config.llvm_tools_dir, config.environment.get("PATH", os.environ["PATH"])])
# The rewriter caches what the real compilers predefine: in the build tree.
config.environment["XDG_CACHE_HOME"] = os.path.join(config.test_exec_root, "cache")
for var in ("MPXRT_OPTIONS", "CHKP_RT_MODE", "CHKP_RT_VERBOSE", "CHKP_RT_PRINT_SUMMARY", "MPX_CC"):
    config.environment.pop(var, None)

cflags = "-std=gnu11 -g -O1 -Wall -Wextra -Werror -I%s" % config.mpx_include_dir
mpxrt = os.path.join(config.mpx_lib_dir, "libmpxrt.a") + " -lpthread"
config.substitutions.append(("%mpx-rewrite", os.path.join(tools, "mpx-rewrite")))
config.substitutions.append(("%mpx-cc", os.path.join(tools, "mpx-cc")))
config.substitutions.append(("%cflags", cflags))
config.substitutions.append(("%mpxrt", mpxrt))
config.substitutions.append(("%cc", config.c_compiler))
config.substitutions.append(("%src_root", config.mpx_src_root))
config.substitutions.append(("%run", "env"))

# "openmp": the C compiler builds and links -fopenmp programs (libgomp).
import subprocess, tempfile
with tempfile.TemporaryDirectory() as _d:
    _src = os.path.join(_d, "omp.c")
    with open(_src, "w") as _f:
        _f.write("int main(void) { return 0; }\n")
    if subprocess.call([config.c_compiler, "-fopenmp", _src, "-o",
                        os.path.join(_d, "omp")],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL) == 0:
        config.available_features.add("openmp")

# "gcc": the C compiler is GCC (GNU extensions clang lacks, such as
# __builtin_va_arg_pack and nested functions).
try:
    _v = subprocess.run([config.c_compiler, "--version"], capture_output=True,
                        text=True).stdout
    if "Free Software Foundation" in _v and "clang" not in _v:
        config.available_features.add("gcc")
except OSError:
    pass
