"""mlir-opt's pass-related command-line flags, read before click sees argv.

Pass flags (`--canonicalize`, `-cse`, `--gpu-to-llvm="a=1 b=true"`) keep
their command-line order, which click cannot give; the instrumentation
flags (`--mlir-print-ir-after-all`, `--mlir-timing` ...) and
`--pass-pipeline` are read here too, so plain runs with passes need no
click at all.  Spellings and errors follow LLVM's command-line library:
`-x` and `--x` are the same flag, values come after `=` (or as the next
argument for flags that need one), a bad value or an unknown flag stops the
run with LLVM's message."""

from __future__ import annotations

from typing import Any

from pyopt.passes.options import PROGRAM

# Flags without a value (a `=true`/`=false` value is accepted, as LLVM does).
BOOL_FLAGS: dict[str, str] = {
    "mlir-print-ir-before-all": "Print IR before each pass",
    "mlir-print-ir-after-all": "Print IR after each pass",
    "mlir-print-ir-after-change": "When printing the IR after a pass, only print if the IR changed",
    "mlir-print-ir-after-failure": "When printing the IR after a pass, only print if the pass failed",
    "mlir-print-ir-module-scope": "When printing IR for print-ir-[before|after]{-all} always print the "
                                  "top-level operation",
    "mlir-timing": "Display execution times",
    "mlir-disable-threading": "Disable multi-threading within MLIR, overrides any further call to "
                              "MLIRContext::enableMultiThreading()",
    "dump-pass-pipeline": "Print the pipeline that will be run",
    "list-passes": "List the available passes and exit",
    "mlir-print-unique-ssa-ids": "Print unique SSA ID numbers for values, block arguments and naming "
                                 "conflicts across all regions",
    "mlir-pretty-debuginfo": "Print pretty debug info in MLIR output",
    "mlir-use-nameloc-as-prefix": "Print SSA IDs using NameLocs as prefixes",
    "mlir-print-skip-regions": "Skip regions when printing ops.",
    "mlir-print-value-users": "Print users of operation results and block arguments as a comment",
    "mlir-print-assume-verified": "Skip op verification when using custom printers",
    "no-implicit-module": "Disable implicit addition of a top-level module op during parsing",
    "mlir-very-unsafe-disable-verifier-on-parsing": "Disable the verifier on parsing (very unsafe)",
    "mlir-print-op-on-diagnostic": "When a diagnostic is emitted on an operation, also print the operation "
                                   "as an attached note",
    "show-dialects": "Print the list of registered dialects and exit",
    "verify-roundtrip": "Round-trip the IR after parsing and ensure it succeeds",
}
# Printing flags among those: kept apart from the pipeline's (PassFlags.printing).
PRINT_FLAGS = {
    "mlir-print-unique-ssa-ids": "unique_ids",
    "mlir-pretty-debuginfo": "pretty_debuginfo",
    "mlir-use-nameloc-as-prefix": "nameloc_prefix",
    "mlir-elide-elementsattrs-if-larger": "elide_elements",
    "mlir-print-skip-regions": "skip_regions",
    "mlir-print-value-users": "value_users",
    "mlir-print-assume-verified": "assume_verified",
    "mlir-print-elementsattrs-with-hex-if-larger": "hex_elements",
}
# mlir-opt's own settings (MlirOptMainConfig), neither pipeline nor printing: PassFlags.tool.
TOOL_FLAGS = {
    "no-implicit-module": "no_implicit_module",
    "mlir-very-unsafe-disable-verifier-on-parsing": "no_verify_on_parse",
    "mlir-print-op-on-diagnostic": "op_on_diagnostic",
    "show-dialects": "show_dialects",
    "verify-roundtrip": "verify_roundtrip",
    "mlir-diagnostic-verbosity-level": "verbosity",
    "output-split-marker": "output_split_marker",
    "split-input-file": "split_marker",
}
VERBOSITY_LEVELS = ("errors", "warnings", "remarks")
# Flags with a value.
VALUE_FLAGS: dict[str, str] = {
    "pass-pipeline": "Textual description of the pass pipeline to run",
    "p": "Alias for --pass-pipeline",
    "mlir-print-ir-before": "Print IR before specified passes",
    "mlir-print-ir-after": "Print IR after specified passes",
    "mlir-timing-display": "Display method for timing data (list|tree)",
    "load-pass-plugin": "Load a Python file that registers passes",
    "load-dialect-plugin": "Load a Python file that registers dialects (and their patterns)",
    "mlir-elide-elementsattrs-if-larger": "Elide ElementsAttrs with \"...\" that have more elements than "
                                          "the given upper limit",
    "mlir-print-elementsattrs-with-hex-if-larger": "Print DenseElementsAttrs with a hex string that have more "
                                                   "elements than the given upper limit (use -1 to disable)",
    "mlir-diagnostic-verbosity-level": "Choose level of diagnostic information (errors|warnings|remarks)",
    "output-split-marker": "Split marker to use for merging the ouput",
    "mlir-pattern-ties": "Report pattern ties (two patterns of the same best benefit both match an op): "
                         "off|warn|error",
}
# Flags whose value is optional (`--flag` or `--flag=VALUE`).
OPTIONAL_VALUE_FLAGS: dict[str, str] = {
    "mlir-print-conversion-trace": "Print what each pattern driver did, op by op (to stderr, or =FILE)",
}
TIMING_DISPLAYS = ("list", "tree")


class UsageError(Exception):
    """A command-line mistake: `text` is what goes on stderr (exit 1)."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.text = text


class PassFlags:
    """The pass pipeline and instrumentation a command line asks for."""

    def __init__(self) -> None:
        self.passes: list[tuple[str, str]] = []  # (argument, option text) in command-line order
        self.pass_pipeline: str | None = None
        self.print_before: list[str] = []
        self.print_after: list[str] = []
        self.print_before_all = False
        self.print_after_all = False
        self.print_after_change = False
        self.print_after_failure = False
        self.print_module_scope = False
        self.timing = False
        self.timing_display = "tree"
        self.disable_threading = False
        self.dump_pass_pipeline = False
        self.list_passes = False
        self.verify_each: bool | None = None
        self.pattern_ties = "off"
        self.conversion_trace: str | None = None  # "-" for stderr, or a file name
        # How the output is printed (pyopt.ir.printer.PrintOptions fields), not pipeline flags.
        self.printing: dict[str, Any] = {}
        # The tool's own settings (TOOL_FLAGS values: pyopt.driver.Options fields).
        self.tool: dict[str, Any] = {}

    def wants_pipeline(self) -> bool:
        return bool(self.passes) or self.pass_pipeline is not None

    def is_empty(self) -> bool:
        """No pass and no instrumentation (printing flags aside)."""
        mine = dict(vars(self), printing={}, tool={})
        return mine == vars(PassFlags())


def _split(arg: str) -> tuple[str, str, str | None]:
    """`--name=value` -> ("--", "name", "value")."""
    dashes = "--" if arg.startswith("--") else "-"
    body = arg[len(dashes):]
    name, eq, value = body.partition("=")
    return dashes, name, (value if eq else None)


def _bool_value(name: str, value: str | None) -> bool:
    if value is None or value in ("true", "TRUE", "True", "1", ""):
        return True
    if value in ("false", "FALSE", "False", "0"):
        return False
    raise UsageError(f"{PROGRAM}: for the --{name} option: '{value}' is invalid value for boolean argument! "
                     "Try 0 or 1\n")


def load_plugins(argv: list[str]) -> None:
    """Import the --load-pass-plugin / --load-dialect-plugin files first,
    so their passes are known when the rest of argv is read."""
    from pyopt.passes.registry import PluginError, load_plugin_file

    args = iter(argv)
    for arg in args:
        if not arg.startswith("-") or arg == "--":
            if arg == "--":
                return
            continue
        _, name, value = _split(arg)
        if name in ("load-pass-plugin", "load-dialect-plugin"):
            if value is None:
                value = next(args, None)
                if value is None:
                    raise UsageError(f"{PROGRAM}: for the --{name} option: requires a value!\n")
            try:
                load_plugin_file(value)
            except PluginError as e:
                raise UsageError(f"{PROGRAM}: {e}\n") from None


def scan(argv: list[str], known: set[str], takes_value: set[str]) -> tuple[list[str], PassFlags]:
    """Split argv into what click (or the plain fast path) reads and the
    PassFlags.  `known` are the other flags' spellings (`--split-input-file`),
    `takes_value` those followed by a value (`-o`).  Unknown flags raise
    UsageError with LLVM's message for each of them."""
    from pyopt.passes.registry import load_plugins_for

    load_plugins(argv)
    flags = PassFlags()
    rest: list[str] = []
    unknown: list[str] = []
    i = 0
    n = len(argv)
    while i < n:
        arg = argv[i]
        i += 1
        if arg == "--":
            rest.extend(argv[i - 1:])
            break
        if not arg.startswith("-") or arg == "-":
            rest.append(arg)
            continue
        if arg in known:
            rest.append(arg)
            if arg in takes_value and i < n:
                rest.append(argv[i])
                i += 1
            continue
        dashes, name, value = _split(arg)
        if name in PRINT_FLAGS and name in BOOL_FLAGS:
            flags.printing[PRINT_FLAGS[name]] = _bool_value(name, value)
        elif name in TOOL_FLAGS and name in BOOL_FLAGS:
            flags.tool[TOOL_FLAGS[name]] = _bool_value(name, value)
        elif name == "split-input-file":  # `--split-input-file=MARKER` (plain, it is click's flag)
            rest.append("--split-input-file")
            if value:
                flags.tool[TOOL_FLAGS[name]] = value
        elif name in BOOL_FLAGS:
            setattr(flags, _ATTRS.get(name, name.replace("-", "_")), _bool_value(name, value))
        elif name in VALUE_FLAGS:
            if value is None:
                if i >= n:
                    raise UsageError(f"{PROGRAM}: for the --{name} option: requires a value!\n")
                value = argv[i]
                i += 1
            _set_value(flags, name, value)
        elif name in OPTIONAL_VALUE_FLAGS:
            flags.conversion_trace = value or "-"
        elif name == "verify-each":
            flags.verify_each = _bool_value(name, value)
        elif load_plugins_for(name):
            flags.passes.append((name, value or ""))
        elif dashes == "-" and name.startswith("o"):
            rest.append(arg)  # -oFILE (a flag or pass starting with "o" wins, as in LLVM)
        else:
            unknown.append(arg)
    if unknown:
        raise UsageError("".join(_unknown_argument(a, known) for a in unknown))
    return rest, flags


_ATTRS = {
    "mlir-print-ir-before-all": "print_before_all",
    "mlir-print-ir-after-all": "print_after_all",
    "mlir-print-ir-after-change": "print_after_change",
    "mlir-print-ir-after-failure": "print_after_failure",
    "mlir-print-ir-module-scope": "print_module_scope",
    "mlir-timing": "timing",
    "mlir-disable-threading": "disable_threading",
    "dump-pass-pipeline": "dump_pass_pipeline",
    "list-passes": "list_passes",
}


def _set_value(flags: PassFlags, name: str, value: str) -> None:
    from pyopt.passes.registry import load_plugins_for

    if name in ("pass-pipeline", "p"):
        flags.pass_pipeline = value
    elif name == "mlir-elide-elementsattrs-if-larger":
        try:
            limit = int(value, 0)
            if limit < 0:
                raise ValueError(value)
            flags.printing[PRINT_FLAGS[name]] = limit
        except ValueError:
            raise UsageError(f"{PROGRAM}: for the --{name} option: '{value}' value invalid for "
                             "uint argument!\n") from None
    elif name == "mlir-print-elementsattrs-with-hex-if-larger":
        try:
            flags.printing[PRINT_FLAGS[name]] = int(value, 0)
        except ValueError:
            raise UsageError(f"{PROGRAM}: for the --{name} option: '{value}' value invalid for "
                             "long argument!\n") from None
    elif name == "mlir-diagnostic-verbosity-level":
        if value not in VERBOSITY_LEVELS:
            raise UsageError(f"{PROGRAM}: for the --{name} option: Cannot find option named '{value}'!\n")
        flags.tool[TOOL_FLAGS[name]] = value
    elif name == "output-split-marker":
        flags.tool[TOOL_FLAGS[name]] = value
    elif name == "mlir-pattern-ties":
        from pyopt.rewrite.ties import MODES

        if value not in MODES:
            raise UsageError(f"{PROGRAM}: for the --{name} option: Cannot find option named '{value}'!\n")
        flags.pattern_ties = value
    elif name == "mlir-timing-display":
        if value not in TIMING_DISPLAYS:
            raise UsageError(f"{PROGRAM}: for the --{name} option: Cannot find option named '{value}'!\n")
        flags.timing_display = value
    elif name in ("mlir-print-ir-before", "mlir-print-ir-after"):
        target = flags.print_before if name.endswith("before") else flags.print_after
        for pass_name in value.split(","):
            if not load_plugins_for(pass_name):
                raise UsageError(f"{PROGRAM}: for the --{name} option: Cannot find option named '{pass_name}'!\n")
            target.append(pass_name)
    # load-*-plugin: loaded already by load_plugins


def _unknown_argument(arg: str, known: set[str]) -> str:
    """LLVM's message for an unknown flag, with its nearest known flag."""
    from pyopt.passes.registry import PASSES, is_available

    _, name, _ = _split(arg)
    text = f"{PROGRAM}: Unknown command line argument '{arg}'.  Try: '{PROGRAM} --help'\n"
    entry = PASSES.get(name)
    if entry is not None and not is_available(name):
        text += f"{PROGRAM}: note: the pass '{name}' is registered but its module {entry[0]} does not exist\n"
        return text
    candidates = sorted({k.lstrip("-") for k in known} | set(BOOL_FLAGS) | set(VALUE_FLAGS)
                        | set(OPTIONAL_VALUE_FLAGS) | {"verify-each"}
                        | {a for a in PASSES if is_available(a)})
    best = min(candidates, key=lambda c: _edit_distance(name, c), default=None)
    if best is not None:
        text += f"{PROGRAM}: Did you mean '{'-' if len(best) == 1 else '--'}{best}'?\n"
    return text


def _edit_distance(a: str, b: str) -> int:
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i]
        for j, cb in enumerate(b, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca != cb)))
        previous = current
    return previous[-1]


def pass_flag_help() -> list[tuple[str, str]]:
    """(spelling, help) of these flags, for `pyopt --help`."""
    rows = [("--" + name, text) for name, text in BOOL_FLAGS.items()]
    rows += [(f"--{name}=VALUE" if len(name) > 1 else f"-{name} VALUE", text) for name, text in VALUE_FLAGS.items()]
    rows += [(f"--{name}[=FILE]", text) for name, text in OPTIONAL_VALUE_FLAGS.items()]
    rows.append(("--verify-each=BOOL", "Run the verifier after each transformation pass (default: true)"))
    return rows

