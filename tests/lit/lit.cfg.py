# lit configuration for pyopt, in the style of MLIR's own test/lit.cfg.py.
import os
import shutil

import lit.formats

config.name = "pyopt"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir"]
config.excludes = ["lit.cfg.py", "Inputs"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.test_source_root, ".lit-output")

repo = os.path.dirname(os.path.dirname(config.test_source_root))
llvm_bin = "/usr/lib/llvm-22/bin"
# `lit --param pyopt_bin=DIR` tests another install (tests/install/check_install.py).
venv_bin = lit_config.params.get("pyopt_bin") or os.path.join(repo, ".venv", "bin")
path = [venv_bin, llvm_bin, os.environ.get("PATH", "")]
config.environment["PATH"] = os.pathsep.join(p for p in path if p)
# PYTHONPATH lets a checkout other than the venv's (a worktree) be tested.
for var in ("HOME", "XDG_CACHE_HOME", "PYOPT_CACHE_DIR", "PYTHONPATH"):
    if var in os.environ:
        config.environment[var] = os.environ[var]


def find(tool, fallbacks=()):
    for candidate in (tool, *fallbacks):
        found = shutil.which(candidate, path=config.environment["PATH"])
        if found:
            return found
    return None


# LLVM's FileCheck reports mismatch positions exactly; the pip `filecheck`
# clone is the fallback where LLVM 22 is not installed.
filecheck = find("FileCheck", ["FileCheck-22", "filecheck"])
if filecheck is None:
    lit_config.fatal("no FileCheck found: install llvm-22-tools or `pip install filecheck`")
pyopt = find("pyopt")
if pyopt is None:
    lit_config.fatal("pyopt is not installed: run `make test`")
# Tools are found through PATH (the venv first); only the pip clone of
# FileCheck has another name.
if os.path.basename(filecheck) != "FileCheck":
    config.substitutions.append((r"\bFileCheck\b", filecheck))
if find("mlir-opt"):
    config.available_features.add("mlir-opt")
