"""The ub folds: ub.poison folds to its attribute; the dialect materializes
poison constants."""

from __future__ import annotations

from typing import Any

from pyopt.dialects.common_folders import is_poison
from pyopt.ir.core import Operation
from pyopt.ir.types import Type
from pyopt.rewrite.folding import folder, materializer


@folder("ub.poison")
def fold_poison(op: Operation, constants: list[Any]) -> Any:
    return op.properties.get("value")


@materializer("ub")
def materialize(builder: Any, value: Any, type: Type, loc: Any) -> Operation | None:
    if not is_poison(value):
        return None
    from pyopt.dialects.ub import PoisonOp

    return builder.create(PoisonOp, [], [type], {"value": value}, loc=loc)  # type: ignore[no-any-return]
