"""Install pyopt as a user would and test that install (`make install-check`).

From a clean copy of the checkout (its tracked and unignored files, as a
fresh clone has them): build the wheel, install it into a fresh venv
outside the checkout (without Lark, which a run must not need), check the
wheel holds every package and the parse tables, run pyopt, then a part of
the suite against that install: the differential and table tests (pytest)
and the lit tests of conversions, passes, rewriting and the IR.  Then `pip install .` from the copy into a second
venv and run pyopt there.  Exit status 0 only if all of it passed."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
INPUT = REPO / "examples" / "gpu_host.mlir"
LLVM_BIN = "/usr/lib/llvm-22/bin"
SUITE = ["tests/unit/test_differential.py", "tests/unit/test_tables.py"]
# The lit folders that exercise the packages a hand-kept list missed (conversions,
# passes, rewriting) and the IR; the dialect folders run in `make test`.
LIT_SUITE = ["tests/lit/Conversion", "tests/lit/Pass", "tests/lit/Transforms", "tests/lit/IR"]


def run(cmd: list[str], **kw: object) -> subprocess.CompletedProcess[str]:
    print("+", " ".join(str(c) for c in cmd), flush=True)
    return subprocess.run([str(c) for c in cmd], check=True, text=True, **kw)  # type: ignore[call-overload]


def clean_copy(dest: Path) -> None:
    """The files a fresh clone would have (plus unignored new ones)."""
    files = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                           cwd=REPO, check=True, capture_output=True).stdout.decode().split("\0")
    for f in filter(None, files):
        src = REPO / f
        if src.is_file():
            (dest / f).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, dest / f)


def venv(path: Path, *packages: str) -> Path:
    run([sys.executable, "-m", "venv", path])
    run([path / "bin/python", "-m", "pip", "install", "--quiet", *packages])
    return path / "bin"


def clean_env() -> dict[str, str]:
    drop = ("PYTHONPATH", "PYOPT_CACHE_DIR", "XDG_CACHE_HOME", "VIRTUAL_ENV", "PYTHONHOME")
    return {k: v for k, v in os.environ.items() if k not in drop}


def check_wheel(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    packages = sorted(str(p.parent.relative_to(REPO)) for p in (REPO / "pyopt").rglob("__init__.py"))
    missing = [p for p in packages if f"{p}/__init__.py" not in names]
    assert not missing, f"packages missing from {wheel.name}: {missing}"
    for data in ("pyopt/grammar/mlir.lark", "pyopt/grammar/tables.bin"):
        assert data in names, f"{data} missing from {wheel.name}"
    assert any(n.startswith("pyopt/grammar/scanners-") for n in names), "no scanner programs in the wheel"
    assert not any("/." in n for n in names), "a checkout's lock or stamp went into the wheel"
    print(f"{wheel.name}: {len(packages)} packages and the parse tables", flush=True)


def expected_output() -> str:
    return run([REPO / ".venv/bin/pyopt", INPUT], capture_output=True).stdout


def smoke(bin_dir: Path, cwd: Path, env: dict[str, str]) -> None:
    out = run([bin_dir / "pyopt", INPUT], cwd=cwd, env=env, capture_output=True).stdout
    assert out == expected_output(), "the installed pyopt prints something else than the checkout's"
    where = run([bin_dir / "python", "-c", "import pyopt; print(pyopt.__file__)"], cwd=cwd, env=env,
                capture_output=True).stdout.strip()
    assert str(REPO) not in where and where.startswith(str(bin_dir.parent)), where
    lark = subprocess.run([bin_dir / "python", "-c", "import lark"], cwd=cwd, env=env, capture_output=True)
    assert lark.returncode != 0, "lark is installed: the install must work without it"


def main() -> int:
    work = Path(tempfile.mkdtemp(prefix="pyopt-install-"))
    try:
        src = work / "src"
        clean_copy(src)
        env = clean_env()
        run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", work / "dist", src], env=env)
        wheel = next((work / "dist").glob("pyopt-*.whl"))
        check_wheel(wheel)

        bin_dir = venv(work / "venv-wheel", str(wheel), "pytest>=7", "hypothesis>=6", "lit>=17", "filecheck>=1.0")
        smoke(bin_dir, work, env)
        suite_env = dict(env, PYOPT_EXPECT_PACKAGE=str(work / "venv-wheel"))
        # Not the regeneration test: the install has no Lark, by design.
        run([bin_dir / "python", "-m", "pytest", "-q", "-p", "no:cacheprovider", "--rootdir", REPO,
             "-k", "not regenerates", *(REPO / t for t in SUITE)], cwd=work, env=suite_env)
        lit_env = dict(env, PATH=os.pathsep.join([str(bin_dir), LLVM_BIN, env.get("PATH", "")]))
        run([bin_dir / "lit", "-sv", "--param", f"pyopt_bin={bin_dir}", *(REPO / d for d in LIT_SUITE)], cwd=work, env=lit_env)

        src_bin = venv(work / "venv-src", str(src))  # `pip install .` from a clone
        smoke(src_bin, work, env)
        print("install check: the wheel and `pip install .` work outside the checkout", flush=True)
        return 0
    except (subprocess.CalledProcessError, AssertionError) as e:
        print(f"install check failed: {e}", file=sys.stderr)
        return 1
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
