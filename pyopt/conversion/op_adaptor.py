"""The operands a conversion pattern sees (MLIR's OpAdaptor): the converted
values of an op's operands, under the op's accessor names."""

from __future__ import annotations

from typing import Any, Sequence

from pyopt.ir.core import Operation, Value


def _operand_indices(info: Any) -> dict[str, int]:
    """Operand name -> group index of an op definition, with `memref` for
    the accessor `memref_` (made once per definition)."""
    found: dict[str, int] | None = info.__dict__.get("_adaptor_indices")
    if found is None:
        found = {}
        for i, d in enumerate(info.operands):
            found.setdefault(d.name, i)
        for i, d in enumerate(info.operands):
            if d.name.endswith("_"):
                found.setdefault(d.name[:-1], i)
        info._adaptor_indices = found
    return found


class OpAdaptor:
    """The converted operands of an op, with the op's accessor names:
    `adaptor.lhs` (a value), an optional operand (value or None), a
    variadic one (list); `adaptor.operands` is the flat list,
    `adaptor.groups` one tuple per original operand (1:N conversions)."""

    def __init__(self, op: Operation, groups: Sequence[tuple[Value, ...]]) -> None:
        self.op = op
        self.groups = list(groups)
        self._starts: list[int] | None = None

    @property
    def operands(self) -> list[Value]:
        return [v for g in self.groups for v in g]

    @property
    def attributes(self) -> dict[str, Any]:
        return self.op.attributes

    @property
    def properties(self) -> dict[str, Any]:
        return self.op.properties

    def _segment(self, name: str) -> tuple[str, list[tuple[Value, ...]]]:
        info = self.op.op_def
        if info is None:
            raise AttributeError(name)
        i = _operand_indices(info).get(name)
        if i is None:
            raise AttributeError(f"'{self.op.name}' has no operand '{name}'")
        if info.fixed_operands:
            return info.operands[i].kind, self.groups[i:i + 1]
        starts = self._starts
        if starts is None:  # the operand groups as laid out when the pattern started
            sizes = self.op.operand_sizes()  # type: ignore[attr-defined]
            starts = [0]
            for size in sizes:
                starts.append(starts[-1] + size)
            self._starts = starts
        return info.operands[i].kind, self.groups[starts[i]:starts[i + 1]]

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        kind, groups = self._segment(name)
        values = [v for g in groups for v in g]
        if kind == "variadic":
            return values
        if not groups:
            return None
        return values[0] if len(values) == 1 else list(values)

    def get_ranges(self, name: str) -> list[tuple[Value, ...]]:
        """The groups of converted values of operand `name` (1:N)."""
        return self._segment(name)[1]
