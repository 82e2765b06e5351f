"""The shipped parse tables (pyopt/ir/tables.py): a run reads them without
Lark, a cache or a writable directory; installs do not disturb each other;
stale tables are caught (naming `make tables`) or regenerated once, under a lock.

Runs go through subprocesses on copies of the package, laid out as an
install (the package alone) or as a checkout (pyproject.toml beside it);
what a run imports is read from `-X importtime`, never from timings."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest

from conftest import REPO, run_pyopt

INPUT = REPO / "examples" / "gpu_host.mlir"
# Imports pyopt from the copy named first, then runs the command line.
DRIVER = ("import sys, pyopt; root = sys.argv.pop(1); "
          "assert pyopt.__file__.startswith(root), pyopt.__file__; "
          "from pyopt.cli import entry; entry()")
CACHE_VARIABLES = ("PYOPT_CACHE_DIR", "XDG_CACHE_HOME", "PYTHONPATH", "PYOPT_TABLES_REGENERATE",
                   "PYOPT_TABLES_CHECK", "PYOPT_DEBUG_TABLES", "CI", "PYTHONHASHSEED")


def package_copy(dest: Path, checkout: bool) -> Path:
    """pyopt/ copied to dest, compiled as pip compiles an install; with
    `checkout`, pyproject.toml beside it makes it a source checkout."""
    dest.mkdir(parents=True)
    shutil.copytree(REPO / "pyopt", dest / "pyopt",
                    ignore=shutil.ignore_patterns("__pycache__", ".tables*", "*.tmp"))
    if checkout:
        shutil.copy(REPO / "pyproject.toml", dest / "pyproject.toml")
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(dest / "pyopt")], check=True)
    return dest


def snapshot(*roots: Path) -> dict[str, tuple[int, int]]:
    files = {}
    for root in roots:
        for dirpath, _dirs, names in os.walk(root):
            for n in names:
                p = os.path.join(dirpath, n)
                st = os.stat(p)
                files[p] = (st.st_size, st.st_mtime_ns)
    return files


@cache
def can_mount_readonly() -> bool:
    """A private read-only bind mount (root in a container allows it):
    root ignores permission bits, so only a mount makes 'read-only' real."""
    if shutil.which("unshare") is None:
        return False
    probe = subprocess.run(["unshare", "-m", "sh", "-c", "mount --bind -o ro / / 2>/dev/null || "
                            "mount --bind -o ro /tmp /tmp"], capture_output=True)
    return probe.returncode == 0


def run_copy(root: Path, home: Path, args: list[str], readonly: tuple[Path, ...] = (),
             **env: str) -> tuple[subprocess.CompletedProcess[str], set[str]]:
    """Run pyopt from the copy at `root` with HOME=home and no cache
    variables; (the process, the modules it imported)."""
    environ = {k: v for k, v in os.environ.items() if k not in CACHE_VARIABLES}
    environ.update(HOME=str(home), PYTHONPATH=str(root), **env)
    cmd = [sys.executable, "-X", "importtime", "-c", DRIVER, str(root / "pyopt"), *args]
    if readonly and can_mount_readonly():  # elsewhere the callers' snapshots still catch writes
        mount = "; ".join(f'mount --bind -o ro "{d}" "{d}" || exit 97' for d in readonly)
        cmd = ["unshare", "-m", "sh", "-c", f'{mount}; exec "$@"', "sh", *cmd]
    p = subprocess.run(cmd, capture_output=True, text=True, env=environ, timeout=600, cwd=home)
    modules = set()
    lines = []
    for line in p.stderr.splitlines():
        if line.startswith("import time:"):
            modules.add(line.rsplit("|", 1)[-1].strip())
        else:
            lines.append(line)
    p.stderr = "\n".join(lines)
    return p, modules


def expected_output() -> str:
    code, out, err = run_pyopt([str(INPUT)])
    assert code == 0, err
    return out


@pytest.fixture(autouse=True)
def fresh_checkout_tables() -> None:
    """Run pyopt here first: a checkout whose tables are stale regenerates
    them (or, in CI, fails naming `make tables`) before they are copied."""
    expected_output()


def test_a_run_needs_no_cache_no_lark_and_no_writable_directory(tmp_path: Path) -> None:
    """Once with the package and HOME mounted read-only (it works without a
    writable directory), once writable (it writes nothing even when it could)."""
    install = package_copy(tmp_path / "site", checkout=False)
    home = tmp_path / "home"
    home.mkdir()
    before = snapshot(install, home)
    for readonly in ((install, home), ()):
        p, modules = run_copy(install, home, [str(INPUT)], readonly=readonly, PYOPT_DEBUG_TABLES="1")
        assert p.returncode == 0, p.stderr
        assert p.stdout == expected_output()
        assert "pyopt.ir.lalr" in modules  # the parser did run
        assert not {m for m in modules if m == "lark" or m.startswith("lark.")}
        assert "pyopt.ir.tables_build" not in modules
        assert f"pyopt-tables: loaded {install}/pyopt/grammar/tables.bin" in p.stderr
        assert snapshot(install, home) == before
        assert not any(home.iterdir())


@pytest.mark.parametrize("checkout", [False, True], ids=["installs", "checkouts"])
def test_two_copies_alternate_without_rebuilding(tmp_path: Path, checkout: bool) -> None:
    """The old per-user cache kept one build: each install deleted the other's."""
    copies = [package_copy(tmp_path / name, checkout) for name in ("a", "b")]
    home = tmp_path / "home"  # shared, writable: nothing may land there
    home.mkdir()
    expected = expected_output()
    for turn in range(3):
        for root in copies:
            before = snapshot(root)
            p, modules = run_copy(root, home, [str(INPUT)])
            assert p.returncode == 0, p.stderr
            assert p.stdout == expected
            assert not {m for m in modules if m == "lark" or m.startswith("lark.")}
            after = snapshot(root)
            if checkout and turn == 0:
                # A checkout verifies its tables against its sources once (no
                # Lark, no generation) and records that beside them.
                assert "pyopt.ir.tables_build" in modules
                assert set(after) - set(before) == {str(root / "pyopt/grammar/.tables-verified")}
            else:
                assert "pyopt.ir.tables_build" not in modules
                assert after == before
    assert not any(home.iterdir())


def test_the_pyopt_under_test_is_the_one_meant() -> None:
    """tests/install/check_install.py runs this suite against an install."""
    import pyopt

    expected = os.environ.get("PYOPT_EXPECT_PACKAGE")
    where = pyopt.__file__ or ""
    assert where.startswith(expected or str(REPO)), where


def test_shipped_tables_are_fresh() -> None:
    """Fails when the grammar or an op's syntax changed without `make tables`."""
    from pyopt.ir import tables
    from pyopt.ir.tables_build import check

    problems = check()
    assert not problems, "\n".join(problems)
    assert os.path.exists(tables.scanners_file()), "no scanner programs for this Python: run `make tables`"


FOLD_AND_VERIFIER = '''

def _fold(self, adaptor):  # semantics only: the tables stay valid
    return None


UnreachableOp.fold = _fold
PoisonOp.verify_extra = lambda self: None
'''

NEW_OP = '''

@ub.op
class ExtraForTestOp(OpDef):
    name = "ub.extra_for_test"
    traits = (Terminator,)
    assembly_format = "`extra` attr-dict"
'''


def test_staleness_check_follows_syntax_not_semantics(tmp_path: Path) -> None:
    checkout = package_copy(tmp_path / "checkout", checkout=True)
    dialect = checkout / "pyopt" / "dialects" / "ub.py"
    env = {k: v for k, v in os.environ.items() if k not in CACHE_VARIABLES}
    env["PYTHONPATH"] = str(checkout)
    check = [sys.executable, "-m", "pyopt.ir.tables_build", "--check"]

    dialect.write_text(dialect.read_text() + FOLD_AND_VERIFIER)
    p = subprocess.run(check, capture_output=True, text=True, env=env, cwd=tmp_path)
    assert p.returncode == 0, p.stderr

    dialect.write_text(dialect.read_text() + NEW_OP)
    p = subprocess.run(check, capture_output=True, text=True, env=env, cwd=tmp_path)
    assert p.returncode == 1
    assert "stale" in p.stderr and "run `make tables`" in p.stderr

    # Where it may not regenerate (CI), a run refuses the stale tables.
    home = tmp_path / "home"
    home.mkdir()
    p, modules = run_copy(checkout, home, [str(INPUT)], PYOPT_TABLES_REGENERATE="0")
    assert p.returncode != 0 and p.stdout == ""
    assert "run `make tables`" in p.stderr
    assert "lark" not in modules

    grammar = checkout / "pyopt" / "grammar" / "mlir.lark"
    dialect.write_text(dialect.read_text().replace(NEW_OP, ""))
    p = subprocess.run(check, capture_output=True, text=True, env=env, cwd=tmp_path)
    assert p.returncode == 0, p.stderr
    grammar.write_text(grammar.read_text() + "\nunused_rule_for_test: \"@@\"\n")
    p = subprocess.run(check, capture_output=True, text=True, env=env, cwd=tmp_path)
    assert p.returncode == 1 and "run `make tables`" in p.stderr


def test_a_stale_checkout_regenerates_once_under_a_lock(tmp_path: Path) -> None:
    """Three runs at once on stale tables: one regenerates, the others wait
    for it; the result is byte for byte what `make tables` commits, and no
    file the runs did not write is touched."""
    from pyopt.ir import tables
    from pyopt.ir.tables_build import check

    checkout = package_copy(tmp_path / "checkout", checkout=True)
    tables_file = checkout / "pyopt" / "grammar" / "tables.bin"
    committed = tables_file.read_bytes()
    head, _, body = committed.partition(b"\n")
    tables_file.write_bytes(head[:-32] + b"0" * 32 + b"\n" + body)  # same tables, another key
    for f in (checkout / "pyopt" / "grammar").glob("scanners-*.bin"):
        f.unlink()
    home = tmp_path / "home"
    home.mkdir()
    before = snapshot(checkout)
    environ = {k: v for k, v in os.environ.items() if k not in CACHE_VARIABLES}
    environ.update(HOME=str(home), PYTHONPATH=str(checkout), PYOPT_DEBUG_TABLES="1")
    cmd = [sys.executable, "-c", DRIVER, str(checkout / "pyopt"), str(INPUT)]
    runs = [subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=environ,
                             cwd=home)
            for _ in range(3)]
    results = [(r.communicate(timeout=900), r.returncode) for r in runs]
    expected = expected_output()
    for (out, err), code in results:
        assert code == 0, err
        assert out == expected
    log = "".join(err for (_, err), _ in results)
    assert log.count(f"pyopt-tables: wrote {tables_file}") == 1, log
    if not check():  # this checkout's own tables are fresh: regenerating is deterministic
        assert tables_file.read_bytes() == committed
    after = snapshot(checkout)
    assert not set(before) - set(after), "a file was removed"
    changed = {os.path.relpath(p, checkout) for p in after if before.get(p) != after[p]}
    assert changed <= {"pyopt/grammar/tables.bin", "pyopt/grammar/.tables.lock",
                       "pyopt/grammar/.tables-verified",
                       os.path.relpath(tables.scanners_file(), REPO)}, changed
    assert not any(home.iterdir())


# Small grammars with what makes LALR lookaheads hard: nullable rules and
# `[x]` placeholders, left and right recursion, cycles of includes,
# shift/reduce conflicts (resolved as shifts) and rule priorities.
SMALL_GRAMMARS = [
    r'''
    start: expr
    ?expr: expr "+" term | term
    ?term: term "*" atom | atom
    atom: NUMBER | "(" expr ")" | "-" atom
    NUMBER: /[0-9]+/
    %ignore " "
    ''',
    r'''
    start: item*
    item: NAME [args] ";" | "if" NAME block ["else" block]
    args: "(" [NAME ("," NAME)*] ")"
    block: "{" item* "}"
    NAME: /[a-z]+/
    %ignore " "
    ''',
    r'''
    start: a | b
    a: x y? "!"
    b: x z "?"
    x: "k" x | opt
    opt: ("o")?
    y: z | "y" y
    z.2: "z"*
    ''',
]


@pytest.mark.parametrize("grammar", SMALL_GRAMMARS, ids=["expressions", "statements", "nullable-cycles"])
def test_bitset_lookaheads_give_larks_tables(grammar: str) -> None:
    pytest.importorskip("lark")
    from pyopt.ir.tables_build import _lark, compile_tables

    ours = compile_tables(_lark(grammar, start=["start"]))
    larks = compile_tables(_lark(grammar, lark_analysis=True, start=["start"]))
    assert ours == larks


def test_an_unresolved_reduce_reduce_conflict_is_an_error_as_in_lark() -> None:
    lark = pytest.importorskip("lark")
    from pyopt.ir.tables_build import _lark

    grammar = 'start: a "!" | b "!"\na: "x"\nb: "x"\n'
    for lark_analysis in (False, True):
        with pytest.raises(lark.exceptions.GrammarError, match="Reduce/Reduce"):
            _lark(grammar, lark_analysis=lark_analysis, start=["start"])


def other_pythons() -> list[str]:
    """CPython interpreters >= 3.11 on this machine other than this one."""
    import glob

    candidates = [shutil.which(f"python3.{minor}") for minor in range(11, 16)]
    candidates += glob.glob(os.path.expanduser("~/.pyenv/versions/3.*/bin/python3"))
    found: dict[str, str] = {}
    for exe in filter(None, candidates):
        try:
            p = subprocess.run([exe, "-c", "import sys; assert sys.version_info >= (3, 11); "
                                "print(sys.implementation.cache_tag)"], capture_output=True, text=True, timeout=30)
        except OSError:
            continue
        tag = p.stdout.strip()
        if p.returncode == 0 and tag and tag != sys.implementation.cache_tag:
            found.setdefault(tag, exe)
    return sorted(found.values())


def test_one_tables_file_serves_every_python() -> None:
    """tables.bin is read alike by every interpreter found here (the lexer
    programs are per interpreter, or compiled on first use where missing)."""
    pythons = other_pythons()
    if not pythons:
        pytest.skip("no other Python >= 3.11 on this machine")
    expected = expected_output()
    for exe in pythons:
        environ = {k: v for k, v in os.environ.items() if k not in CACHE_VARIABLES}
        environ.update(PYTHONPATH=str(REPO), PYOPT_DEBUG_TABLES="1", PYOPT_TABLES_CHECK="0")
        p = subprocess.run([exe, "-c", DRIVER, str(REPO / "pyopt"), str(INPUT)], capture_output=True,
                           text=True, env=environ, cwd=REPO.parent, timeout=300)
        assert p.returncode == 0, (exe, p.stderr)
        assert p.stdout == expected, exe
        assert "pyopt-tables: loaded" in p.stderr, p.stderr
