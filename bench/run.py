#!/usr/bin/env python3
"""pyopt benchmark harness (`make bench`).

Runs pyopt, xdsl-opt and mlir-opt on the same generated inputs, alternating
tools run by run, and reports median wall time, peak RSS (from the child's
rusage via os.wait4), ratios against xdsl-opt / mlir-opt, the 1M/100k scaling
ratio, and a verdict per performance target.

    python bench/run.py [--quick | --reps N] [--full] [--json FILE]
    python bench/run.py --setup-xdsl      # create bench/.venv-xdsl (pip install xdsl)

Add a benchmark by appending a `Case` to CASES.  Missing tools are skipped;
a tool failing on an input shows up as 'fail' (or 'skip', see Case.skip_on_fail).
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import signal
import statistics
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import gen  # noqa: E402

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
CACHE = BENCH / ".cache"
XDSL_VENV = BENCH / ".venv-xdsl"
XDSL_REQUIREMENT = "xdsl"  # tested with xdsl 0.75.0
TOOLS = ("pyopt", "xdsl-opt", "mlir-opt")  # alternation order


# --------------------------------------------------------------------------- cases

@dataclass(frozen=True)
class Input:
    """A generated input file in bench/.cache (see gen.py)."""

    kind: str
    ops: int
    subset: str = "xdsl"  # the xdsl-parsable subset, so all tools read the same file

    @property
    def path(self) -> Path:
        subset = f"-{self.subset}" if self.kind == "roundtrip" else ""
        return CACHE / f"{self.kind}{subset}-{self.ops}.mlir"

    def materialize(self) -> Path:
        p, src = self.path, Path(gen.__file__)
        if not p.exists() or p.stat().st_mtime < src.stat().st_mtime:
            print(f"  generating {p.relative_to(ROOT)} ...", file=sys.stderr, flush=True)
            gen.write(p, self.kind, self.ops, self.subset)
        return p

    def actual_ops(self) -> int:
        return int(gen.read_header(self.materialize()).get("ops", self.ops))


@dataclass(frozen=True)
class Case:
    """One measurement: every tool in `tools` runs `tool *args` ("{file}" -> input)."""

    name: str
    args: tuple[str, ...]
    input: Input | None = None
    tools: tuple[str, ...] = TOOLS
    full_only: bool = False          # only with --full (slow)
    max_reps: int | None = None      # cap repetitions for slow cases
    skip_on_fail: tuple[str, ...] = ()  # tools whose nonzero exit means "not implemented yet"


def _rt(label: str, ops: int, full_only: bool = False, max_reps: int | None = None) -> Case:
    return Case(f"roundtrip-{label}", ("{file}",), Input("roundtrip", ops), full_only=full_only, max_reps=max_reps)


CASES: list[Case] = [
    Case("startup", ("{file}",), Input("roundtrip", 1)),
    Case("help", ("--help",)),
    _rt("1k", 1_000),
    _rt("10k", 10_000),
    _rt("100k", 100_000),
    _rt("1M", 1_000_000, full_only=True, max_reps=3),
    # --gpu-to-llvm next to mlir-opt, and next to pyopt's own round trip of
    # the same file (the pass's cost = gpu-to-llvm time - round-trip time).
    Case("gpu-roundtrip-10k", ("{file}",), Input("gpu", 10_000), tools=("pyopt", "mlir-opt")),
    Case("gpu-to-llvm-10k", ("--gpu-to-llvm", "{file}"), Input("gpu", 10_000), tools=("pyopt", "mlir-opt")),
    Case("gpu-roundtrip-100k", ("{file}",), Input("gpu", 100_000), tools=("pyopt", "mlir-opt"), max_reps=3),
    Case("gpu-to-llvm-100k", ("--gpu-to-llvm", "{file}"), Input("gpu", 100_000), tools=("pyopt", "mlir-opt"),
         max_reps=3),
    # The rewriting passes on the round-trip files (pyopt skips until its CLI runs pipelines).
    Case("canonicalize-10k", ("--canonicalize", "{file}"), Input("roundtrip", 10_000),
         tools=("pyopt", "mlir-opt"), skip_on_fail=("pyopt",)),
    Case("canonicalize-100k", ("--canonicalize", "{file}"), Input("roundtrip", 100_000),
         tools=("pyopt", "mlir-opt"), skip_on_fail=("pyopt",)),
    Case("cse-10k", ("--cse", "{file}"), Input("roundtrip", 10_000),
         tools=("pyopt", "mlir-opt"), skip_on_fail=("pyopt",)),
    Case("cse-100k", ("--cse", "{file}"), Input("roundtrip", 100_000),
         tools=("pyopt", "mlir-opt"), skip_on_fail=("pyopt",)),
    # convert-to-llvm on the round-trip files (its cost = time - roundtrip time of the same size).
    Case("convert-to-llvm-10k", ("--convert-to-llvm", "{file}"), Input("roundtrip", 10_000),
         tools=("pyopt", "mlir-opt")),
    Case("convert-to-llvm-100k", ("--convert-to-llvm", "{file}"), Input("roundtrip", 100_000),
         tools=("pyopt", "mlir-opt"), max_reps=3),
    # pyopt-only: the runtime-protocol check after gpu-to-llvm (its cost =
    # time - gpu-to-llvm time), and gpu-to-llvm with tie detection on (its
    # cost when on; off, it is the plain gpu-to-llvm case).
    Case("gpu-runtime-check-10k", ("--gpu-to-llvm", "--gpu-runtime-check", "{file}"), Input("gpu", 10_000),
         tools=("pyopt",)),
    Case("gpu-to-llvm-ties-10k", ("--gpu-to-llvm", "--mlir-pattern-ties=warn", "{file}"), Input("gpu", 10_000),
         tools=("pyopt",)),
]
# Every registered pass runs in the bench (tests/unit/test_bench_cases.py checks it).  The
# passes without a case above run at 10k ops next to mlir-opt, on the generated input of
# their dialects; the others on the round-trip file with every dialect's ops (subset all).
PASS_INPUTS: dict[str, str] = {
    "gpu-async-region": "gpu-sync",
    "convert-vector-to-llvm": "vector",
    "lower-affine": "affine",
    "convert-math-to-llvm": "math",
    "convert-complex-to-llvm": "math",
    "convert-ub-to-llvm": "math",
    "convert-nvvm-to-llvm": "nvvm",
    "gpu-kernel-outlining": "launch",
    "gpu-launch-sink-index-computations": "launch",
    "nvvm-attach-target": "launch",
    "rocdl-attach-target": "launch",
}
ROUNDTRIP_PASSES = (
    "symbol-dce", "strip-debuginfo", "print-op-stats", "reconcile-unrealized-casts",
    "convert-func-to-llvm", "convert-arith-to-llvm", "convert-cf-to-llvm", "convert-index-to-llvm",
    "finalize-memref-to-llvm", "llvm-request-c-wrappers", "set-llvm-module-datalayout", "convert-scf-to-cf",
)


def pass_input(argument: str, ops: int) -> Input:
    kind = PASS_INPUTS.get(argument, "roundtrip")
    return Input(kind, ops, "all") if kind == "roundtrip" else Input(kind, ops)


CASES += [Case(f"pass-{arg}-10k", (f"--{arg}", "{file}"), pass_input(arg, 10_000), tools=("pyopt", "mlir-opt"))
          for arg in (*ROUNDTRIP_PASSES, *PASS_INPUTS)]
SCALING = ("roundtrip-100k", "roundtrip-1M")  # time(large)/time(small)


# --------------------------------------------------------------------------- tools

def find_tools(overrides: dict[str, str | None]) -> dict[str, str | None]:
    """Absolute path of each tool, or None if absent."""
    cands = {
        "pyopt": [ROOT / ".venv/bin/pyopt", shutil.which("pyopt")],
        "xdsl-opt": [XDSL_VENV / "bin/xdsl-opt"],
        "mlir-opt": [Path("/usr/lib/llvm-22/bin/mlir-opt"), shutil.which("mlir-opt")],
    }
    found: dict[str, str | None] = {}
    for tool, paths in cands.items():
        if overrides.get(tool):
            paths = [shutil.which(overrides[tool] or "")]
        found[tool] = next((str(Path(p).absolute()) for p in paths
                            if p and os.access(p, os.X_OK) and Path(p).is_file()), None)
    return found


def setup_xdsl() -> None:
    print(f"creating {XDSL_VENV.relative_to(ROOT)} and installing {XDSL_REQUIREMENT} ...", file=sys.stderr)
    subprocess.run([sys.executable, "-m", "venv", str(XDSL_VENV)], check=True)
    subprocess.run([str(XDSL_VENV / "bin/python"), "-m", "pip", "install", "-q", XDSL_REQUIREMENT], check=True)


def tool_version(tool: str, path: str) -> str:
    try:
        if tool == "xdsl-opt":
            cmd = [str(XDSL_VENV / "bin/python"), "-c",
                   "import importlib.metadata as m; print('xdsl', m.version('xdsl'))"]
        else:
            cmd = [path, "--version"]
        out = subprocess.run(cmd, capture_output=True, text=True, timeout=30).stdout
        return " ".join(out.split())[:80] or "?"
    except (OSError, subprocess.SubprocessError):
        return "?"


# --------------------------------------------------------------------------- measuring

@dataclass
class Run:
    code: int
    seconds: float
    rss_kib: int  # ru_maxrss of the child (KiB on Linux)
    timed_out: bool = False


def spawn(argv: list[str], err_file: Path, timeout: float) -> Run:
    """Run argv with stdout to /dev/null; wall time and peak RSS via os.wait4."""
    actions = [
        (os.POSIX_SPAWN_OPEN, 0, os.devnull, os.O_RDONLY, 0),
        (os.POSIX_SPAWN_OPEN, 1, os.devnull, os.O_WRONLY, 0),
        (os.POSIX_SPAWN_OPEN, 2, str(err_file), os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644),
    ]
    killed: list[bool] = []

    def kill() -> None:
        killed.append(True)
        os.kill(pid, signal.SIGKILL)

    t0 = time.perf_counter()
    try:
        pid = os.posix_spawn(argv[0], argv, os.environ, file_actions=actions)
    except OSError as e:  # e.g. a broken shebang: report, don't crash
        err_file.write_text(f"cannot run {argv[0]}: {e}\n")
        return Run(127, 0.0, 0)
    timer = threading.Timer(timeout, kill)
    timer.start()
    _, status, usage = os.wait4(pid, 0)
    seconds = time.perf_counter() - t0
    timer.cancel()
    return Run(os.waitstatus_to_exitcode(status), seconds, usage.ru_maxrss, bool(killed))


@dataclass
class Result:
    case: str
    tool: str
    status: str = "n/a"  # ok | fail | skip | absent | n/a
    ops: int | None = None
    seconds: list[float] = field(default_factory=list)
    rss_kib: list[int] = field(default_factory=list)
    note: str = ""

    @property
    def median(self) -> float | None:
        return statistics.median(self.seconds) if self.ok else None

    @property
    def peak_mib(self) -> float | None:
        return max(self.rss_kib) / 1024 if self.ok else None

    @property
    def bytes_per_op(self) -> float | None:
        if not self.ok or not self.ops or self.ops < 1000:
            return None
        return max(self.rss_kib) * 1024 / self.ops

    @property
    def ok(self) -> bool:
        return self.status == "ok" and bool(self.seconds)


def failure_note(run: Run, err_file: Path) -> str:
    if run.timed_out:
        return f"timeout after {run.seconds:.0f}s"
    lines = [ln.strip() for ln in err_file.read_text(errors="replace").splitlines() if ln.strip()]
    return f"exit {run.code}: {lines[-1][:150] if lines else ''}"


def run_case(case: Case, tools: dict[str, str | None], reps: int, timeout: float) -> list[Result]:
    """Check each tool once (warm-up), then `reps` rounds alternating the tools."""
    path = case.input.materialize() if case.input else None
    ops = case.input.actual_ops() if case.input else None
    err = CACHE / f"stderr-{os.getpid()}.txt"
    results = {t: Result(case.name, t, ops=ops) for t in TOOLS}
    argvs: dict[str, list[str]] = {}
    for tool in TOOLS:
        res = results[tool]
        if tool not in case.tools:
            continue
        if tools.get(tool) is None:
            res.status = "absent"
            continue
        argv = [tools[tool] or ""] + [a.replace("{file}", str(path)) for a in case.args]
        warm = spawn(argv, err, timeout)
        if warm.code != 0 or warm.timed_out:
            res.status = "skip" if tool in case.skip_on_fail and not warm.timed_out else "fail"
            res.note = failure_note(warm, err)
            continue
        res.status, argvs[tool] = "ok", argv
    n = min(reps, case.max_reps or reps)
    for i in range(n):
        for tool, argv in list(argvs.items()):
            run = spawn(argv, err, timeout)
            if run.code != 0 or run.timed_out:
                results[tool].status, results[tool].note = "fail", failure_note(run, err)
                del argvs[tool]
                continue
            results[tool].seconds.append(run.seconds)
            results[tool].rss_kib.append(run.rss_kib)
        done = "  ".join(f"{t}={results[t].seconds[-1]:.3f}s" for t in argvs)
        print(f"  {case.name} [{i + 1}/{n}] {done}", file=sys.stderr, flush=True)
    err.unlink(missing_ok=True)
    return [results[t] for t in TOOLS]


# --------------------------------------------------------------------------- report

Table = dict[tuple[str, str], Result]


def ratio(a: float | None, b: float | None) -> float | None:
    return a / b if a is not None and b else None


def scaling(table: Table, tool: str) -> float | None:
    small, large = (table.get((c, tool)) for c in SCALING)
    return ratio(large.median if large else None, small.median if small else None)


@dataclass(frozen=True)
class Target:
    label: str
    value: Callable[[Table], float | None]   # pyopt's measurement
    limit: Callable[[Table], float | None]   # pass if value <= limit (< if strict)
    unit: str = ""
    strict: bool = False


def _med(case: str, tool: str) -> Callable[[Table], float | None]:
    return lambda t: t[(case, tool)].median if (case, tool) in t else None


def _bpo(tool: str) -> Callable[[Table], float | None]:
    def f(t: Table) -> float | None:  # at the largest round-trip size measured by both
        for case in reversed(SCALING):
            a, b = t.get((case, "pyopt")), t.get((case, "xdsl-opt"))
            if a and b and a.bytes_per_op and b.bytes_per_op:
                return (a if tool == "pyopt" else b).bytes_per_op
        return None
    return f


def _const(x: float) -> Callable[[Table], float | None]:
    return lambda t: x


def _pass_cost(table: Table, size: str) -> float | None:
    """gpu-to-llvm's own time: the run minus the round trip of the same file."""
    run, rt = _med(f"gpu-to-llvm-{size}", "pyopt")(table), _med(f"gpu-roundtrip-{size}", "pyopt")(table)
    return run - rt if run is not None and rt is not None else None


def _times(case: str, tool: str, k: float) -> Callable[[Table], float | None]:
    return lambda t: (m * k) if (m := _med(case, tool)(t)) is not None else None


TARGETS = [
    Target("tiny-file start-up <= 0.6x xdsl-opt", _med("startup", "pyopt"), _times("startup", "xdsl-opt", 0.6), "s"),
    Target("pyopt --help <= 0.10 s", _med("help", "pyopt"), _const(0.10), "s"),
    Target("round trip 100k: pyopt/xdsl-opt <= 0.33",
           lambda t: ratio(_med("roundtrip-100k", "pyopt")(t), _med("roundtrip-100k", "xdsl-opt")(t)), _const(0.33)),
    Target("round trip 100k: pyopt/mlir-opt <= 15",
           lambda t: ratio(_med("roundtrip-100k", "pyopt")(t), _med("roundtrip-100k", "mlir-opt")(t)), _const(15)),
    Target("scaling time(1M)/time(100k) <= 11", lambda t: scaling(t, "pyopt"), _const(11)),
    Target("peak RSS per op below xdsl-opt's", _bpo("pyopt"), _bpo("xdsl-opt"), "B/op", strict=True),
    Target("gpu-to-llvm 100k: pyopt/mlir-opt (reported)",
           lambda t: ratio(_med("gpu-to-llvm-100k", "pyopt")(t), _med("gpu-to-llvm-100k", "mlir-opt")(t)),
           lambda t: None),
    Target("gpu-to-llvm 100k: pass cost <= 2x pyopt's round trip", lambda t: _pass_cost(t, "100k"),
           _times("gpu-roundtrip-100k", "pyopt", 2.0), "s"),
    Target("gpu-to-llvm 100k: total <= 3x pyopt's round trip", _med("gpu-to-llvm-100k", "pyopt"),
           _times("gpu-roundtrip-100k", "pyopt", 3.0), "s"),
    Target("gpu-to-llvm scaling time(100k)/time(10k) <= 11",
           lambda t: ratio(_med("gpu-to-llvm-100k", "pyopt")(t), _med("gpu-to-llvm-10k", "pyopt")(t)), _const(11)),
]


def verdicts(table: Table) -> list[dict[str, object]]:
    out: list[dict[str, object]] = []
    for tg in TARGETS:
        v, lim = tg.value(table), tg.limit(table)
        ok = None if v is None or lim is None else (v < lim if tg.strict else v <= lim)
        out.append({"target": tg.label, "value": v, "limit": lim, "unit": tg.unit,
                    "verdict": {None: "N/A", True: "PASS", False: "FAIL"}[ok]})
    return out


def fmt(x: float | None, digits: int = 3, suffix: str = "") -> str:
    return "-" if x is None else f"{x:.{digits}f}{suffix}"


def cell(r: Result, x: float | None, digits: int = 3, suffix: str = "") -> str:
    if r.status in ("ok",):
        return fmt(x, digits, suffix)
    return {"n/a": "", "absent": "absent"}.get(r.status, r.status)


def build_tables(results: list[Result]) -> tuple[list[str], list[list[str]], list[str], list[list[str]]]:
    table: Table = {(r.case, r.tool): r for r in results}
    cases = list(dict.fromkeys(r.case for r in results))
    th = ["case", "ops", "pyopt s", "xdsl-opt s", "mlir-opt s", "pyopt/xdsl", "pyopt/mlir"]
    mh = ["case", "pyopt MiB", "xdsl-opt MiB", "mlir-opt MiB", "pyopt B/op", "xdsl-opt B/op", "mlir-opt B/op"]
    trows, mrows = [], []
    for c in cases:
        rs = [table[(c, t)] for t in TOOLS]
        ops = next((str(r.ops) for r in rs if r.ops), "")
        trows.append([c, ops, *(cell(r, r.median) for r in rs),
                      fmt(ratio(rs[0].median, rs[1].median), 2), fmt(ratio(rs[0].median, rs[2].median), 2)])
        mrows.append([c, *(cell(r, r.peak_mib, 1) for r in rs), *(cell(r, r.bytes_per_op, 0) for r in rs)])
    return th, trows, mh, mrows


def render(title: str, header: list[str], rows: list[list[str]]) -> None:
    try:
        from rich.console import Console
        from rich.table import Table as RichTable
    except ImportError:
        widths = [max(len(x) for x in col) for col in zip(header, *rows)]
        print(f"\n{title}")
        for i, row in enumerate([header, *rows]):
            print("  ".join(x.ljust(w) if j == 0 else x.rjust(w) for j, (x, w) in enumerate(zip(row, widths))))
            if i == 0:
                print("  ".join("-" * w for w in widths))
        return
    t = RichTable(title=title, title_justify="left")
    for j, h in enumerate(header):
        t.add_column(h, justify="left" if j == 0 else "right", no_wrap=True)
    for row in rows:
        t.add_row(*row)
    console = Console()
    if not console.is_terminal:
        console = Console(width=160)  # don't squeeze the table when piped
    console.print(t)


def report(results: list[Result], reps: int) -> dict[str, object]:
    table: Table = {(r.case, r.tool): r for r in results}
    th, trows, mh, mrows = build_tables(results)
    render(f"Wall time, median of up to {reps} runs", th, trows)
    render("Peak RSS (max over runs) and per op", mh, mrows)
    scal = {t: scaling(table, t) for t in TOOLS}
    print(f"\nScaling time({SCALING[1]})/time({SCALING[0]}): "
          + ", ".join(f"{t} {fmt(v, 2)}" for t, v in scal.items()))
    notes = [r for r in results if r.note]
    if notes:
        print("\nNotes:")
        for r in notes:
            print(f"  {r.case} / {r.tool}: {r.status}: {r.note}")
    vs = verdicts(table)
    print("\nTargets (pyopt):")
    for v in vs:
        val, lim = v["value"], v["limit"]
        detail = f"  ({fmt(val, 3)} vs {fmt(lim, 3)} {v['unit']}".rstrip() + ")"  # type: ignore[arg-type]
        print(f"  {v['verdict']:<4}  {v['target']}{detail}")
    return {"scaling": scal, "verdicts": vs}


# --------------------------------------------------------------------------- main

def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="pyopt vs xdsl-opt vs mlir-opt benchmarks")
    ap.add_argument("--reps", type=int, default=5, help="repetitions per case (default 5)")
    ap.add_argument("--quick", action="store_true", help="2 repetitions")
    ap.add_argument("--full", action="store_true", help="include the slow 1M-op cases")
    ap.add_argument("--json", type=Path, metavar="FILE", help="dump results as JSON")
    ap.add_argument("--setup-xdsl", action="store_true", help=f"create {XDSL_VENV.name} with pip install xdsl")
    ap.add_argument("--cases", help="comma-separated case names or prefixes to run")
    ap.add_argument("--tools", default=",".join(TOOLS), help="comma-separated tools to run")
    ap.add_argument("--timeout", type=float, default=1800, help="seconds per run before it counts as failed")
    for t in TOOLS:
        ap.add_argument(f"--{t}", dest=t.replace("-", "_"), metavar="PATH", help=f"{t} executable")
    a = ap.parse_args(argv)
    if a.setup_xdsl:
        setup_xdsl()
    reps = 2 if a.quick else a.reps
    wanted = set(a.tools.split(","))
    tools = {t: p if t in wanted else None
             for t, p in find_tools({t: getattr(a, t.replace("-", "_")) for t in TOOLS}).items()}
    for t, p in tools.items():
        print(f"{t:9} {p or 'absent'}" + (f"  ({tool_version(t, p)})" if p else ""), file=sys.stderr)
    prefixes = a.cases.split(",") if a.cases else None
    cases = [c for c in CASES if (a.full or not c.full_only)
             and (prefixes is None or any(c.name.startswith(p) for p in prefixes))]
    CACHE.mkdir(parents=True, exist_ok=True)
    results: list[Result] = []
    for case in cases:
        print(f"{case.name}:", file=sys.stderr, flush=True)
        results += run_case(case, tools, reps, a.timeout)
    summary = report(results, reps)
    if a.json:
        meta = {"date": time.strftime("%Y-%m-%dT%H:%M:%S"), "host": platform.node(),
                "python": sys.version.split()[0], "reps": reps, "cpus": os.cpu_count(),
                "tools": {t: {"path": p, "version": tool_version(t, p) if p else None} for t, p in tools.items()}}
        rows = [{**asdict(r), "median_s": r.median, "peak_mib": r.peak_mib, "bytes_per_op": r.bytes_per_op}
                for r in results]
        a.json.write_text(json.dumps({"meta": meta, "results": rows, **summary}, indent=2) + "\n")
        print(f"\nwrote {a.json}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
