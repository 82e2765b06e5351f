"""The pass base class and its options (MLIR's Pass and PassOptions).

A pass is a small class whose fields are its options:

    class Canonicalizer(Pass):
        argument = "canonicalize"          # command-line and pipeline name
        name = "Canonicalizer"             # MLIR's pass name (IR dump headers, timing)
        summary = "Canonicalize operations"
        anchor = None                      # op-agnostic; or "builtin.module", "func.func"
        top_down = Option(bool, True, "Seed the worklist in general top-down order")
        max_iterations = Option(int, 10, "Max. iterations between applying patterns / simplifying regions")

        def run_on_operation(self, op): ...

The option's pipeline spelling is the attribute name with `_` as `-`
(`top-down`), unless given (`Option(bool, True, "...", arg="top-down")`).
A pass fails by raising PassFailure (with a diagnostic, or silently).
"""

from __future__ import annotations

from typing import Any, ClassVar, Iterator


class PassFailure(Exception):
    """Raised by run_on_operation to fail the pass (MLIR's signalPassFailure).
    `error` is an MLIRError to report, or None for a silent failure."""

    def __init__(self, error: Any = None) -> None:
        super().__init__(str(error) if error is not None else "pass failed")
        self.error = error


# LLVM's names for integer option types (in its error messages) and their ranges.
INT_KINDS: dict[str, tuple[int, int]] = {
    "long": (-(1 << 63), (1 << 63) - 1),
    "integer": (-(1 << 31), (1 << 31) - 1),
    "uint": (0, (1 << 32) - 1),
    "ulong": (0, (1 << 64) - 1),
}


class Option:
    """A pass option: its type (bool, int, str, float, a tuple of allowed
    strings for an enum, or `list` for a list of strings), default and help.
    An int option is an int64 (`long`) unless `int_kind` says otherwise
    ("integer", "uint", "ulong"), as the C++ option's type decides how LLVM
    words a bad value.  `extension=True` marks a pyopt-only option."""

    def __init__(self, type: Any, default: Any, help: str = "", arg: str | None = None,
                 int_kind: str = "long", extension: bool = False) -> None:
        self.type = type
        self.default = default
        self.help = help
        self.arg = arg
        self.attr = ""
        self.int_kind = int_kind
        self.int_range = INT_KINDS[int_kind]
        # An option mlir-opt's pass does not have: printed in pipelines only
        # when set to another value than its default, so that pipelines
        # print as mlir-opt prints them.
        self.extension = extension

    def __set_name__(self, owner: type, name: str) -> None:
        self.attr = name
        if self.arg is None:
            self.arg = name.replace("_", "-")

    def __get__(self, obj: Any, owner: type) -> Any:
        if obj is None:
            return self
        return obj.__dict__.get(self.attr, self.default)

    def __set__(self, obj: Any, value: Any) -> None:
        obj.__dict__[self.attr] = value


class Pass:
    """Base of all passes."""

    argument: ClassVar[str] = ""
    name: ClassVar[str] = ""
    summary: ClassVar[str] = ""
    # The op the pass runs on: None for op-agnostic passes.
    anchor: ClassVar[str | None] = None
    # Dialects the pass needs loaded (MLIR's dependentDialects).
    dependent_dialects: ClassVar[tuple[str, ...]] = ()
    # Set by mark_all_analyses_preserved during a run.
    preserved_all: bool = False

    def __init__(self, **options: Any) -> None:
        known = {o.attr: o for o in self.options()}
        for key, value in options.items():
            if key not in known:
                raise TypeError(f"{type(self).__name__} has no option {key!r}")
            setattr(self, key, value)

    @classmethod
    def options(cls) -> Iterator[Option]:
        seen: set[str] = set()
        for klass in cls.__mro__:
            for k, v in vars(klass).items():
                if isinstance(v, Option) and k not in seen:
                    seen.add(k)
                    yield v

    @classmethod
    def can_schedule_on(cls, op_name: str) -> bool:
        """Whether the pass can run on ops named `op_name` (MLIR's
        canScheduleOn; an interface pass checks the op's interfaces)."""
        return True

    def mark_all_analyses_preserved(self) -> None:
        """Say, during run_on_operation, that the IR was left unchanged; the
        pass manager then skips the verifier after this run, as MLIR does."""
        self.preserved_all = True

    @classmethod
    def display_name(cls) -> str:
        """The name in IR dump headers and timing: `name`, else the class name."""
        return cls.name or cls.__name__

    def run_on_operation(self, op: Any) -> None:
        raise NotImplementedError(f"{type(self).__name__}.run_on_operation")
