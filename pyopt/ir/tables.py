"""The parse tables shipped with pyopt: where they live, how they are read,
and how a development checkout keeps them fresh.

The LALR tables are generated ahead of time (`make tables`, which runs
pyopt/ir/tables_build.py) into pyopt/grammar/tables.bin and shipped as
package data, so a run never builds them, never imports Lark and needs no
writable directory.  The file is a one-line header, `pyopt-tables FORMAT
KEY`, then the tables in marshal format 4, restricted to None, bools,
ints, strings, bytes, tuples, lists and dicts.  For those types the
encoding has not changed since Python 3.4 and every later CPython reads it
(3.14's format 5 only adds slices), so one file serves every Python that
pyproject.toml allows; tables_build writes it canonically, so the same
grammar always gives the same bytes.

KEY digests what feeds the tables (the grammar text generated from
pyopt/grammar/mlir.lark and the ops' assembly formats, and the generator's
code; see tables_build.expected_key): a fold or a verifier does not change it.

The compiled programs of the lexer expressions (`_sre` code) are specific
to a Python version, so they live apart, one file per interpreter
(scanners-<tag>.bin, with the KEY of the tables they belong to).  Where no
file fits the running interpreter, the expressions are compiled on first
use, which is correct, only slower.

Installed (a wheel, `pip install .`), the tables are used as they are.  In
a development checkout (pyproject.toml next to the package), each run
checks them against the sources first: cheaply, by the sizes and times of
the sources recorded with the last verified key in an untracked stamp
file; after an edit, by the key itself.  Stale tables are regenerated,
one process at a time (a lock file), or, with PYOPT_TABLES_REGENERATE=0 or
in CI, reported as an error naming `make tables`: never used silently.
PYOPT_TABLES_CHECK=0 skips the check (a checkout used as an install);
PYOPT_DEBUG_TABLES=1 says which table files a run read or wrote.
"""

from __future__ import annotations

import marshal
import os
import sys
import zlib
from typing import Any

PACKAGE_DIR = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))  # .../pyopt
GRAMMAR_DIR = os.path.join(PACKAGE_DIR, "grammar")
GRAMMAR_FILE = os.path.join(GRAMMAR_DIR, "mlir.lark")
TABLES_FILE = os.path.join(GRAMMAR_DIR, "tables.bin")
# Untracked files of a development checkout (see .gitignore).
STAMP_FILE = os.path.join(GRAMMAR_DIR, ".tables-verified")
LOCK_FILE = os.path.join(GRAMMAR_DIR, ".tables.lock")

FORMAT = 1
MAGIC = b"pyopt-tables"
REGENERATE_COMMAND = "make tables"


class TablesError(Exception):
    """The shipped tables are missing, unreadable or stale."""


def stale_message(what: str) -> str:
    return (f"{what} are stale (the grammar or an op's syntax changed since they were generated): "
            f"run `{REGENERATE_COMMAND}` and commit pyopt/grammar/tables.bin")


def debug(event: str, path: str) -> None:
    """PYOPT_DEBUG_TABLES=1: say which table files a run read or wrote."""
    if os.environ.get("PYOPT_DEBUG_TABLES"):
        sys.stderr.write(f"pyopt-tables: {event} {path}\n")


# ---- the file format (written by tables_build.write) ----------------------------------
def read_key(path: str) -> str | None:
    """The KEY in a table file's header, or None if absent or not ours."""
    try:
        with open(path, "rb") as f:
            head = f.readline(200)
    except OSError:
        return None
    parts = head.split()
    if len(parts) != 3 or parts[0] != MAGIC or parts[1] != b"%d" % FORMAT:
        return None
    return parts[2].decode()


def read(path: str) -> tuple[str, Any]:
    """(KEY, payload) of a table file; TablesError if it is not one."""
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError as e:
        raise TablesError(f"cannot read the parse tables {path}: {e.strerror or e}") from None
    end = data.find(b"\n", 0, 200)
    parts = data[:end].split() if end > 0 else []
    if len(parts) != 3 or parts[0] != MAGIC or parts[1] != b"%d" % FORMAT:
        raise TablesError(f"{path} is not a pyopt {FORMAT} table file: run `{REGENERATE_COMMAND}`")
    try:
        return parts[2].decode(), marshal.loads(memoryview(data)[end + 1:])
    except (ValueError, EOFError, TypeError) as e:
        raise TablesError(f"{path} is damaged ({e}): run `{REGENERATE_COMMAND}`") from None


def scanner_tag() -> str:
    """What an `_sre` program is valid for: the interpreter and its regex engine."""
    import _sre  # type: ignore[import-not-found]

    return f"{sys.implementation.cache_tag}-{_sre.MAGIC}"


def scanners_file(tag: str | None = None) -> str:
    return os.path.join(GRAMMAR_DIR, f"scanners-{tag or scanner_tag()}.bin")


# ---- loading, for a run ------------------------------------------------------------------
def is_source_checkout() -> bool:
    """Running from the source tree (an editable install or PYTHONPATH), not an install."""
    return os.path.isfile(os.path.join(os.path.dirname(PACKAGE_DIR), "pyproject.toml"))


def load() -> tuple[str, dict[str, Any]]:
    """The KEY and contents of tables.bin, checked first in a checkout."""
    if is_source_checkout() and os.environ.get("PYOPT_TABLES_CHECK", "1") != "0":
        ensure_fresh()
    key, data = read(TABLES_FILE)
    debug("loaded", TABLES_FILE)
    return key, data


def load_scanners(key: str) -> dict[str, tuple[Any, ...]]:
    """The compiled lexer programs for this interpreter, if shipped for these tables."""
    path = scanners_file()
    if read_key(path) != key:
        debug("no scanner programs for this interpreter", path)
        return {}
    try:
        found: dict[str, tuple[Any, ...]] = read(path)[1]
    except TablesError:
        return {}
    debug("loaded", path)
    return found


# ---- keeping a checkout's tables fresh --------------------------------------------------
def sources_fingerprint() -> str:
    """Sizes and times of every file the tables could depend on: a cheap
    'nothing changed since the last check' (zlib is loaded anyway; hashlib's
    OpenSSL costs ~6 ms of start-up)."""
    parts: list[str] = []
    files = [GRAMMAR_FILE, TABLES_FILE]
    for dirpath, dirnames, filenames in os.walk(PACKAGE_DIR):
        dirnames[:] = [d for d in dirnames if not d.startswith((".", "__"))]
        files.extend(os.path.join(dirpath, f) for f in filenames if f.endswith(".py"))
    for f in sorted(files):
        try:
            st = os.stat(f)
        except OSError:
            continue
        parts.append(f"{f}:{st.st_mtime_ns}:{st.st_size}")
    data = "\n".join(parts).encode()
    return f"{zlib.crc32(data):08x}{zlib.adler32(data):08x}"


def _regeneration_allowed() -> bool:
    if os.environ.get("PYOPT_TABLES_REGENERATE", "1") == "0":
        return False
    return os.environ.get("CI", "").lower() in ("", "0", "false")


def ensure_fresh() -> None:
    """In a checkout: make sure tables.bin was generated from these sources."""
    fingerprint = sources_fingerprint()
    found = read_key(TABLES_FILE)
    try:
        with open(STAMP_FILE, encoding="ascii") as f:
            if f.read() == f"{fingerprint} {found}":
                return  # verified since the last edit
    except OSError:
        pass
    from pyopt.ir.tables_build import expected_key

    debug("checking", TABLES_FILE)
    expected = expected_key()
    if found != expected:
        if not _regeneration_allowed():
            raise TablesError(stale_message(f"the parse tables {TABLES_FILE}"))
        regenerate(expected)
        fingerprint = sources_fingerprint()  # tables.bin is new
    try:
        tmp = f"{STAMP_FILE}.{os.getpid()}.tmp"
        with open(tmp, "w", encoding="ascii") as f:
            f.write(f"{fingerprint} {expected}")
        os.replace(tmp, STAMP_FILE)
    except OSError:
        pass  # a read-only checkout: checked again next time


def regenerate(expected: str) -> None:
    """Run the generator in a child process (fixed hash seed; its ~1 GB is
    returned when it ends), one process at a time: others wait on the lock,
    then find the tables fresh."""
    import subprocess

    try:
        import fcntl
    except ImportError:  # no flock (Windows): only `make tables`
        raise TablesError(stale_message(f"the parse tables {TABLES_FILE}")) from None
    try:
        fd = os.open(LOCK_FILE, os.O_RDWR | os.O_CREAT, 0o644)
    except OSError as e:
        raise TablesError(stale_message(f"the parse tables {TABLES_FILE}") +
                          f" ({GRAMMAR_DIR} is not writable: {e.strerror})") from None
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        if read_key(TABLES_FILE) == expected:
            debug("regenerated by another process", TABLES_FILE)
            return
        if sys.stderr is not None and sys.stderr.isatty():
            sys.stderr.write("pyopt: the grammar changed: regenerating the parse tables (once)...\n")
        env = dict(os.environ, PYTHONHASHSEED="0", PYOPT_TABLES_LOCK_HELD="1")
        root = os.path.dirname(PACKAGE_DIR)
        env["PYTHONPATH"] = os.pathsep.join(p for p in (root, env.get("PYTHONPATH")) if p)
        done = subprocess.run([sys.executable, "-m", "pyopt.ir.tables_build"], env=env,
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        if done.returncode != 0:
            last = (done.stderr.strip().splitlines() or ["?"])[-1]
            raise TablesError(f"regenerating the parse tables failed ({last}): run `{REGENERATE_COMMAND}`")
        debug("wrote", TABLES_FILE)  # (the child's own output is not shown)
    finally:
        os.close(fd)  # releases the lock; the lock file stays (removing it would race)
