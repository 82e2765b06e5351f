"""The `pyopt` command: mlir-opt's command line, in Python.

Kept thin and cheap to import: the parser, dialects and rich are loaded
only when a run needs them."""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING, Any

from pyopt import __version__

if TYPE_CHECKING:
    from pyopt.driver import OutputSpool
    from pyopt.passes.flags import PassFlags

CONTEXT_SETTINGS = {"help_option_names": ["--help", "-help", "-h"], "max_content_width": 100}


class _InternalError(Exception):
    pass


def _read_input(path: str) -> tuple[str, str]:
    """(filename, text); bad bytes are a located error."""
    if path == "-":
        if sys.stdin is None:  # `pyopt <&-`
            import errno

            raise OSError(errno.EBADF, os.strerror(errno.EBADF))
        data = sys.stdin.buffer.read()
        name = "<stdin>"
    else:
        with open(path, "rb") as f:
            data = f.read()
        name = path
    # MLIR's lexer reads bytes: ones that are not UTF-8 are fine in comments and
    # string literals (and "unexpected character" elsewhere). Kept as lone
    # surrogates, they go back out as the same bytes.
    return name, data.decode("utf-8", "surrogateescape")


class _OutputError(Exception):
    """The output could not be written (a user error, like mlir-opt's
    "cannot open output file")."""


def _write_output(path: str, text: str | OutputSpool) -> None:
    """Write atomically: a temporary file in the same folder, then rename.
    Devices and pipes (`-o /dev/null`) are written directly, never replaced;
    a symbolic link keeps pointing to the file it names."""
    if path == "-":
        if sys.stdout is None:  # `pyopt >&-`
            raise _OutputError("IO failure on output stream: Bad file descriptor")
        out = getattr(sys.stdout, "buffer", None)
        try:
            if out is not None:
                sys.stdout.flush()
                _copy(text, out)  # UTF-8 whatever the locale says
                out.flush()
            else:
                sys.stdout.write(text if isinstance(text, str) else text.take_since(0))
                sys.stdout.flush()
        except BrokenPipeError:
            raise
        except OSError as e:  # a full disk, say
            _silence_stdout()
            raise _OutputError(f"IO failure on output stream: {e.strerror or e}") from None
        return
    try:
        _write_file(path, text)
    except OSError as e:
        raise _OutputError(f"cannot open output file '{path}': {e.strerror or e}") from None


def _silence_stdout() -> None:
    """Point stdout at /dev/null, so that Python's final flush of what could
    not be written does not print an "Exception ignored" message."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):
        pass


def _copy(text: str | OutputSpool, out: Any) -> None:
    """Write `text` (or what a spool holds) to a binary file, as UTF-8."""
    if isinstance(text, str):
        out.write(text.encode("utf-8", "surrogateescape"))
    else:
        text.copy_to(out)


def _write_file(path: str, text: str | OutputSpool) -> None:
    import stat

    path = os.path.realpath(path)
    try:
        mode = os.stat(path).st_mode
    except OSError:
        mode = None
    if mode is not None and not stat.S_ISREG(mode):
        with open(path, "wb") as f:
            _copy(text, f)
        return
    import tempfile

    directory = os.path.dirname(path)
    fd, tmp = tempfile.mkstemp(dir=directory, prefix=".pyopt-")
    try:
        with os.fdopen(fd, "wb") as f:
            _copy(text, f)
        if os.path.exists(path):
            try:
                os.chmod(tmp, os.stat(path).st_mode & 0o7777)
            except OSError:
                pass
        else:
            os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def _internal_error_line(e: BaseException, debug: bool) -> str:
    """One line, whatever the exception's message holds."""
    try:
        message = str(e)
    except Exception:  # noqa: BLE001 - a broken __str__
        message = "?"
    message = " ".join(message.split())
    if len(message) > 500:
        message = message[:500] + "..."
    hint = "" if debug else "; run with --debug for a traceback"
    return (f"pyopt: internal error: {type(e).__name__}{': ' if message else ''}{message} "
            f"(please report it with the input that caused it{hint})\n")


# The on/off flags: spellings, parameter of `run_command`, help.  The click
# command (help, version, usage errors) is built from this table, and the
# fast path of `entry` reads plain command lines with it.
_FLAGS: list[tuple[tuple[str, ...], str, str]] = [
    (("--allow-unregistered-dialect", "-allow-unregistered-dialect"), "allow_unregistered",
     "Accept ops of unregistered dialects (printed in generic form)."),
    (("--split-input-file", "-split-input-file"), "split",
     "Split the input on '// -----' lines and process each chunk on its own."),
    (("--verify-diagnostics", "-verify-diagnostics"), "verify_diagnostics",
     "Check emitted diagnostics against expected-* comments in the input."),
    (("--mlir-print-op-generic", "-mlir-print-op-generic"), "generic", "Print every op in generic form."),
    (("--mlir-print-debuginfo", "-mlir-print-debuginfo"), "debuginfo", "Print locations."),
    (("--mlir-print-local-scope", "-mlir-print-local-scope"), "local_scope",
     "Print attributes and types inline instead of using aliases."),
]
_VERIFY_EACH = {"--verify-each": True, "-verify-each": True, "--no-verify-each": False}


def run_command(input_file: str = "-", output: str = "-", allow_unregistered: bool = False,
                split: bool = False, verify_diagnostics: bool = False, generic: bool = False,
                debuginfo: bool = False, local_scope: bool = False, verify_each: bool = True,
                debug: bool = False, pass_flags: PassFlags | None = None) -> int:
    """One pyopt run; its exit status (a pyopt bug is reported, not raised)."""
    if hasattr(sys.stderr, "reconfigure"):  # as mlir-opt: the input's own bytes in quoted source lines
        sys.stderr.reconfigure(encoding="utf-8", errors="surrogateescape")
    try:
        return run(input_file, output, allow_unregistered, split, verify_diagnostics, generic, debuginfo,
                   local_scope, verify_each, pass_flags)
    except KeyboardInterrupt:
        return 130
    except _OutputError as e:
        sys.stderr.write(f"{e}\n")
        return 1
    except BrokenPipeError:
        # The reader went away (`pyopt big.mlir | head`): stop quietly.
        _silence_stdout()
        return 1
    except Exception as e:  # a bug in pyopt, not in the user's input
        tables = sys.modules.get("pyopt.ir.tables")
        if tables is not None and isinstance(e, tables.TablesError):
            # A broken install or checkout, not a bug: say what to do.
            sys.stderr.write(f"pyopt: error: {e}\n")
            return 1
        if debug:
            import traceback

            traceback.print_exc()
        sys.stderr.write(_internal_error_line(e, debug))
        return 2


def _plain_command_line(argv: list[str]) -> dict[str, Any] | None:
    """The parameters of a command line made of known flags, `-o FILE` and
    at most one input; None for anything else (help, version, a mistake, a
    pass), which click handles.  Importing click is a third of start-up."""
    if "PYOPT_DEBUG" in os.environ:
        return None
    flags = {name: dest for names, dest, _ in _FLAGS for name in names}
    params: dict[str, Any] = {}
    inputs: list[str] = []
    args = iter(argv)
    for arg in args:
        if arg in flags:
            params[flags[arg]] = True
        elif arg in _VERIFY_EACH:
            params["verify_each"] = _VERIFY_EACH[arg]
        elif arg == "--debug":
            params["debug"] = True
        elif arg == "-o":
            output = next(args, None)
            if output is None or (output.startswith("-") and output != "-"):
                return None
            params["output"] = output
        elif arg.startswith("-") and arg != "-":
            return None
        else:
            inputs.append(arg)
    if len(inputs) > 1:
        return None
    if inputs:
        params["input_file"] = inputs[0]
    return params


def _click_command() -> Any:
    """The click command: `pyopt --help`, `--version`, usage errors, and
    (through `main`) the tests that call it in-process."""
    import click

    class _Command(click.Command):
        """Command-line mistakes exit with 1, as in mlir-opt (click uses 2,
        which pyopt keeps for internal errors).  Pass flags are read first,
        in command-line order (pyopt.passes.flags), unless the caller did
        (`obj`)."""

        def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
            if ctx.obj is None:
                known, takes_value = self.spellings()
                known |= set(ctx.help_option_names)
                try:
                    args, ctx.obj = _scan_pass_flags(args, known, takes_value)
                except _UsageError as e:
                    sys.stderr.write(e.text)
                    raise SystemExit(1) from None
            try:
                return super().parse_args(ctx, args)
            except click.UsageError as e:
                e.exit_code = 1
                raise

        def spellings(self) -> tuple[set[str], set[str]]:
            known: set[str] = set()
            takes_value: set[str] = set()
            for param in self.params:
                if isinstance(param, click.Option):
                    names = set(param.opts) | set(param.secondary_opts)
                    known |= names
                    if not param.is_flag:
                        takes_value |= names
            return known, takes_value

        def format_help(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
            super().format_help(ctx, formatter)
            from pyopt.passes.flags import pass_flag_help
            from pyopt.passes.registry import available_passes

            with formatter.section("Pass pipeline and instrumentation"):
                formatter.write_dl(pass_flag_help())
            with formatter.section("Passes (each also a flag: --NAME or --NAME='opt=value ...')"):
                formatter.write_dl(available_passes())

    @click.pass_context
    def main(ctx: click.Context, **params: Any) -> None:
        """Parse, verify, transform and print MLIR, like mlir-opt.

        \b
        pyopt file.mlir                         # mlir-opt file.mlir
        pyopt --mlir-print-op-generic file.mlir # mlir-opt --mlir-print-op-generic file.mlir
        pyopt --split-input-file -o out.mlir f  # mlir-opt --split-input-file -o out.mlir f
        pyopt --canonicalize --cse f.mlir       # passes run in command-line order
        pyopt --pass-pipeline='builtin.module(func.func(cse))' f.mlir
        """
        flags = ctx.obj
        if flags is not None and flags.list_passes:
            sys.exit(_list_passes())
        sys.exit(run_command(**params, pass_flags=flags))

    decorators = [
        click.command(cls=_Command, context_settings=CONTEXT_SETTINGS),
        click.argument("input_file", default="-", metavar="[INPUT]", required=False),
        click.option("-o", "output", default="-", metavar="FILE", help="Output file (default: stdout)."),
        *(click.option(*names, dest, is_flag=True, help=text) for names, dest, text in _FLAGS),
        click.option("--verify-each/--no-verify-each", "-verify-each", "verify_each", default=True,
                     help="Verify the IR after parsing and after each pass (default: on)."),
        click.option("--debug", "debug", is_flag=True, envvar="PYOPT_DEBUG",
                     help="Show Python tracebacks for internal errors."),
        click.version_option(__version__, "--version", "-version", prog_name="pyopt",
                             message="pyopt %(version)s (MLIR text compatible with mlir-opt 22.1.8)"),
    ]
    for decorate in reversed(decorators):
        main = decorate(main)
    return main


_MAIN: Any = None


def __getattr__(name: str) -> Any:
    """`pyopt.cli.main`, the click command, is built on first use."""
    global _MAIN
    if name == "main":
        if _MAIN is None:
            _MAIN = _click_command()
        return _MAIN
    raise AttributeError(name)


class _UsageError(Exception):
    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.text = text


# Spellings of the flags above that the fast path reads, for telling known
# flags from unknown ones before click is loaded.
_PLAIN_SPELLINGS = ({name for names, _, _ in _FLAGS for name in names} | set(_VERIFY_EACH)
                    | {"-o", "--debug", "--help", "-help", "-h", "--version", "-version"})


def _scan_pass_flags(argv: list[str], known: set[str], takes_value: set[str]) -> tuple[list[str], PassFlags]:
    """argv without the pass flags, and the PassFlags; _UsageError on a
    command-line mistake (mlir-opt's words)."""
    from pyopt.passes.flags import UsageError, scan

    try:
        return scan(argv, known, takes_value)
    except UsageError as e:
        raise _UsageError(e.text) from None


def _list_passes() -> int:
    """mlir-opt's --list-passes: every pass with its summary and options
    (this imports the pass modules, which --help does not)."""
    from pyopt.passes.registry import available_passes, load_entry_point_plugins, lookup

    load_entry_point_plugins()
    entries: list[tuple[str, str, str]] = []  # (kind, left column, description)
    for arg, summary in available_passes():
        entries.append(("pass", f"  --{arg}", summary))
        try:
            cls = lookup(arg)
        except Exception:  # noqa: BLE001 - a pass module that does not import: list it without options
            cls = None
        for option in sorted(cls.options() if cls is not None else (), key=lambda o: o.arg or ""):
            kind = option.type
            if kind is bool:
                spec = ""
            elif isinstance(kind, tuple):
                spec = "=<value>"
            elif kind is int:
                spec = f"=<{option.int_kind if option.int_kind != 'integer' else 'int'}>"
            elif kind is float:
                spec = "=<number>"
            else:
                spec = "=<string>"
            arg = option.arg or ""
            # LLVM's cl::opt help: a one-letter option is `-O <uint>`, not `--O=<uint>`.
            name = f"    -{arg}{' ' + spec[1:] if spec else ''}" if len(arg) == 1 else f"    --{arg}{spec}"
            entries.append(("option", name, option.help))
            if isinstance(kind, tuple):
                entries.extend(("value", f"    ={value}", value) for value in kind)
    width = max([56] + [len(left) + 2 for _, left, _ in entries])
    out = ["Passes:\n"]
    for kind, left, text in entries:
        if kind == "pass":
            out.append(f"{left.ljust(width + 2)}-   {text}\n")
        elif kind == "option":
            out.append(f"{left.ljust(width + 2)}- {text}\n")
        else:
            out.append(f"{left.ljust(width)}-   {text}\n")
    sys.stdout.write("".join(out))
    return 0


def _pipeline_runner(flags: PassFlags | None, options: Any) -> Any:
    """The runner of the pass pipeline the flags ask for (None: no pass
    flags at all, the plain parse-verify-print run)."""
    if flags is None or flags.is_empty():
        return None
    from pyopt.passes.runner import PipelineRunner

    timing = None
    if flags.timing:
        from pyopt.passes.instrumentation import TimingReport

        timing = TimingReport(flags.timing_display, threaded=not flags.disable_threading)
    options.timing = timing
    if flags.verify_each is not None:
        options.verify = flags.verify_each
    return PipelineRunner(flags, options, timing)


def run(input_file: str, output: str, allow_unregistered: bool, split: bool, verify_diagnostics: bool,
        generic: bool, debuginfo: bool, local_scope: bool, verify_each: bool,
        pass_flags: PassFlags | None = None) -> int:
    from pyopt.driver import SPLIT_MARKER, Options, near_miss_warning, render_error, split_input
    from pyopt.ir.diagnostics import SourceManager

    tool = pass_flags.tool if pass_flags is not None else {}
    if tool.get("show_dialects"):
        from pyopt.ir.registry import DIALECT_MODULES

        sys.stdout.write("Available Dialects: " + ",".join(sorted(DIALECT_MODULES)) + "\n")
        return 0
    from pyopt.ir import verifier

    verifier.print_op_on_diagnostic = tool.get("op_on_diagnostic", True)
    verifier.print_debuginfo_on_diagnostic = debuginfo
    shown = _diagnostic_filter(tool.get("verbosity", "remarks"))
    color = sys.stderr.isatty() and not os.environ.get("NO_COLOR")
    try:
        name, text = _read_input(input_file)
    except OSError as e:
        sys.stderr.write(f"Could not open input file '{input_file}': {e.strerror}\n")
        return 1
    sources = SourceManager()
    sources.add(name, text)
    options = Options(allow_unregistered=allow_unregistered, generic=generic, debuginfo=debuginfo,
                      local_scope=local_scope, verify=verify_each)
    options.no_implicit_module = tool.get("no_implicit_module", False)
    options.no_verify_on_parse = tool.get("no_verify_on_parse", False)
    options.verify_roundtrip = tool.get("verify_roundtrip", False)
    if pass_flags is not None:
        options.printing = dict(pass_flags.printing)
    runner = _pipeline_runner(pass_flags, options)
    if runner is not None:
        options.pipeline = [runner]
    chunks: list[tuple[str, int]] = [(text, 0)]
    if split:
        from pyopt.ir.diagnostics import render

        chunks, near_misses = split_input(text, tool.get("split_marker", SPLIT_MARKER))
        for offset in near_misses:
            if shown(near_miss := near_miss_warning(name, text, offset)):
                sys.stderr.write(render(near_miss, sources, color))
    output_marker = tool.get("output_split_marker", SPLIT_MARKER) + "\n"
    if verify_diagnostics:
        return _run_verify_diagnostics(chunks, name, options, sources, output, split, output_marker)
    if runner is not None:
        runner.report = lambda err: sys.stderr.write(render_error(err, sources, color))
    from pyopt.ir.diagnostics import diagnostic_handler, render

    # Warnings and remarks of passes print when they are emitted, as MLIR's.
    def show(diag: Any) -> None:
        if shown(diag):
            sys.stderr.write(render(diag, sources, color))

    try:
        with diagnostic_handler(show):
            return _run_chunks(chunks, name, options, sources, output, split, color, output_marker)
    finally:
        if options.timing is not None:
            sys.stderr.flush()
            options.timing.render(sys.stderr)


def _diagnostic_filter(verbosity: str) -> Any:
    """--mlir-diagnostic-verbosity-level: which warnings and remarks print (errors always do)."""
    hidden = {"errors": ("warning", "remark"), "warnings": ("remark",)}.get(verbosity, ())
    return lambda diag: diag.severity not in hidden


def _run_verify_diagnostics(chunks: list[tuple[str, int]], name: str, options: Any, sources: Any,
                            output: str, split: bool, output_marker: str) -> int:
    from pyopt.passes.pipeline import PipelineError
    from pyopt.verify_diagnostics import check_chunk

    ok = True
    outputs = []
    for i, (chunk, offset) in enumerate(chunks):
        if i:
            _collect_previous_chunk()
        try:
            good, out, messages = check_chunk(chunk, name, offset, options, sources)
        except PipelineError as e:  # a bad command line (mlir-opt's LLVM parser errors)
            good, out, messages = False, "", e.text()
        sys.stderr.write(messages)
        ok = ok and good
        outputs.append(out)
    # As mlir-opt: each chunk's IR is printed when it was processed, whether
    # its expectations were met or not (a chunk that failed prints nothing);
    # an output file is left alone when the run fails.
    if ok or output == "-":
        _write_output(output, output_marker.join(outputs) if split else outputs[0])
    return 0 if ok else 1


def _collect_previous_chunk() -> None:
    """Free the IR of the chunk before (its ops, values and uses form
    cycles only the collector frees) when `entry` turned automatic
    collection off."""
    import gc

    if not gc.isenabled():
        gc.collect()


def _run_chunks(chunks: list[tuple[str, int]], name: str, options: Any, sources: Any, output: str,
                split: bool, color: bool, output_marker: str) -> int:
    from pyopt.driver import OutputSpool, process_buffer, render_error
    from pyopt.ir.diagnostics import MLIRError

    pipeline_errors: tuple[type[BaseException], ...] = ()
    if options.pipeline:
        from pyopt.passes.pass_manager import PipelineFailed
        from pyopt.passes.pipeline import PipelineError

        pipeline_errors = (PipelineError, PipelineFailed)
    spool = OutputSpool()
    failed = False
    for i, (chunk, offset) in enumerate(chunks):
        if i:
            _collect_previous_chunk()
            spool.write(output_marker)
        mark = spool.mark()
        try:
            spool.write(process_buffer(chunk, name, options, offset, spool))
        except MLIRError as err:
            spool.rewind(mark)
            sys.stderr.write(render_error(err, sources, color))
            failed = True
        except pipeline_errors as err:
            spool.rewind(mark)
            text = getattr(err, "text", None)
            if text is not None:
                sys.stderr.write(text())
            failed = True
        except (RecursionError, MemoryError) as e:
            from pyopt.ir.attributes import FileLineColLoc

            spool.rewind(mark)
            message = ("nesting is too deep for pyopt" if isinstance(e, RecursionError) else
                       "out of memory while processing this input")
            del e
            err = MLIRError(message, FileLineColLoc(name, offset + 1, 1))
            sys.stderr.write(render_error(err, sources, color))
            failed = True
    if failed and not split:
        return 1
    if failed and output != "-":
        return 1  # never replace an output file with a partial result
    _write_output(output, spool)
    return 1 if failed else 0


def entry() -> None:
    """The `pyopt` command: `main`, then exit without tearing the IR down.
    Freeing a million ops one object at a time costs about a third of the
    time it took to build them, and the process ends anyway."""
    import gc

    # No automatic garbage collection: the IR is one big cyclic graph, alive
    # until the output is printed and garbage right after, when the process
    # ends anyway; a collection then would walk all of it (a tenth of a
    # gpu-to-llvm run).  Between --split-input-file chunks the IR of the
    # chunk before is collected explicitly.
    gc.disable()
    code: Any = 0
    try:
        argv, flags = _scan_pass_flags(sys.argv[1:], _PLAIN_SPELLINGS, {"-o"})
    except _UsageError as e:
        sys.stderr.write(e.text)
        sys.stderr.flush()
        os._exit(1)
    params = _plain_command_line(argv)
    if params is not None and flags.list_passes:
        code = _list_passes()
    elif params is not None:
        code = run_command(**params, pass_flags=flags)
    else:
        try:
            __getattr__("main")(args=argv, obj=flags)
        except SystemExit as e:
            code = e.code
    if isinstance(code, str):
        sys.stderr.write(code + "\n")
        code = 1
    try:
        if sys.stdout is not None:  # None: started with stdout closed
            sys.stdout.flush()
    except (OSError, ValueError):
        _silence_stdout()  # the reader went away (`pyopt big.mlir | head`)
        code = 1
    try:
        if sys.stderr is not None:
            sys.stderr.flush()
    except (OSError, ValueError):
        pass
    os._exit(code or 0)


if __name__ == "__main__":  # pragma: no cover
    entry()
