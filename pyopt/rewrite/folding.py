"""Folding (MLIR's Operation::fold, Dialect::materializeConstant and
OperationFolder from FoldUtils.cpp).

The fold-hook protocol: a fold is `fold(op, constants)` where `constants`
holds, per operand, the attribute of a constant operand or None.  It returns

* None: the op does not fold;
* IN_PLACE: the op was changed in place (it must have changed);
* a list with one Value or Attribute per result (a single one may be
  returned bare for a one-result op); returning the op's own result means
  in place, as in MLIR.

A fold is an op method `fold(self, constants)` or is registered by op name
from a dialect's folds module (`@folder("arith.addi")`), which this module
imports on first use of the dialect (FOLD_MODULES).  Dialects materialize
constants with `@materializer("arith")`: `fn(builder, attr, type, loc) ->
Operation | None`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from pyopt.ir.core import Block, Operation, Region, Value
from pyopt.ir.ods import Commutative, ConstantLike, IsolatedFromAbove
from pyopt.rewrite.lazy import import_dialect_module

if TYPE_CHECKING:
    from pyopt.ir.attributes import Attribute, Location
    from pyopt.ir.types import Type
    from pyopt.rewrite.rewriter import Builder, Rewriter


class _InPlace:
    def __repr__(self) -> str:
        return "IN_PLACE"


IN_PLACE: Any = _InPlace()

FoldFn = Callable[[Any, list[Any]], Any]
MaterializeFn = Callable[["Builder", "Attribute", "Type", "Location | None"], "Operation | None"]

# dialect namespace -> module registering its folds and materializer
FOLD_MODULES: dict[str, str] = {
    "arith": "pyopt.dialects.arith.folds",
    "index": "pyopt.dialects.index_folds",
    "ub": "pyopt.dialects.ub_folds",
    "memref": "pyopt.dialects.memref.folds",
    "llvm": "pyopt.dialects.llvm.folds",
    "vector": "pyopt.dialects.vector.folds",
    "cf": "pyopt.dialects.cf_folds",
    "scf": "pyopt.dialects.scf_folds",
    "gpu": "pyopt.dialects.gpu.folds",
    "builtin": "pyopt.dialects.builtin_folds",
    "math": "pyopt.dialects.math_folds",
    "complex": "pyopt.dialects.complex_folds",
    "affine": "pyopt.dialects.affine.folds",
    "tensor": "pyopt.dialects.tensor.folds",
    "test": "pyopt.dialects.test_dialect",
}

_folders: dict[str, FoldFn] = {}
_materializers: dict[str, MaterializeFn] = {}
_loaded: set[str] = set()


def folder(*op_names: str) -> Callable[[FoldFn], FoldFn]:
    """Register `fn(op, constants)` as the fold of the named ops."""

    def wrap(fn: FoldFn) -> FoldFn:
        for name in op_names:
            _folders[name] = fn
        return fn

    return wrap


def materializer(dialect: str) -> Callable[[MaterializeFn], MaterializeFn]:
    def wrap(fn: MaterializeFn) -> MaterializeFn:
        _materializers[dialect] = fn
        return fn

    return wrap


def load_dialect_folds(dialect: str) -> None:
    import_dialect_module(FOLD_MODULES, _loaded, dialect)


def dialect_of(op: Operation) -> str:
    return op.name.partition(".")[0]


def get_folder(op: Operation) -> FoldFn | None:
    method = getattr(type(op), "fold", None)
    if method is not None and op.op_def is not None:
        return method  # type: ignore[no-any-return]
    dialect = dialect_of(op)
    if dialect not in _loaded:
        load_dialect_folds(dialect)
    return _folders.get(op.name)


def materialize_constant(builder: Builder, op_dialect: str, attr: Attribute, type: Type,
                         loc: Location | None) -> Operation | None:
    """The dialect's constant for `attr` of `type`, inserted at the builder's
    insertion point, or None when the dialect cannot make one."""
    if op_dialect not in _loaded:
        load_dialect_folds(op_dialect)
    fn = _materializers.get(op_dialect)
    if fn is None:
        return None
    return fn(builder, attr, type, loc)


# ---- constants -------------------------------------------------------------------------------
def constant_value(op: Operation | None) -> Attribute | None:
    """m_Constant on an op: the attribute a ConstantLike op folds to."""
    if op is None or op.op_def is None or ConstantLike not in op.op_def.trait_classes:
        return None
    fn = get_folder(op)
    if fn is None:
        return op.properties.get("value")
    result = fn(op, [None] * len(op.op_operands))
    if isinstance(result, list):
        result = result[0] if len(result) == 1 else None
    if result is None or isinstance(result, Value) or result is IN_PLACE:
        return None
    return result  # type: ignore[no-any-return]


def value_constant(value: Value) -> Attribute | None:
    """m_Constant on a value."""
    op = getattr(value, "op", None)
    if op is None:
        return None
    return constant_value(op)


def operand_constants(op: Operation) -> list[Any]:
    return [value_constant(o.value) for o in op.op_operands]


def _fold_commutative(op: Operation, constants: list[Any]) -> bool:
    """OpTrait::impl::foldCommutative: constant operands to the end (stable)."""
    operands = op.op_operands
    if len(operands) < 2:
        return False
    first_const = next((i for i, c in enumerate(constants) if c is not None), None)
    if first_const is None:
        return False
    tail = list(range(first_const, len(operands)))
    non_const = [i for i in tail if constants[i] is None]
    if not non_const:
        return False
    order = non_const + [i for i in tail if constants[i] is not None]
    values = [operands[i].value for i in order]
    for i, v in zip(tail, values):
        if operands[i].value is not v:
            operands[i].set(v)
    return True


def may_fold(op: Operation) -> bool:
    """Whether `op` has anything to fold with: a fold hook, or the
    commutative trait (foldTraits).  Without either, fold_op is None."""
    return get_folder(op) is not None or (op.op_def is not None and Commutative in op.op_def.trait_classes)


def fold_op(op: Operation, constants: list[Any] | None = None) -> list[Any] | None:
    """Operation::fold: [] for an in-place fold, a list of Value/Attribute per
    result, or None when nothing folded."""
    fn = get_folder(op)
    if fn is None and (op.op_def is None or Commutative not in op.op_def.trait_classes):
        return None  # nothing to fold with: skip looking up operand constants
    if constants is None:
        constants = operand_constants(op)
    result = fn(op, constants) if fn is not None else None
    if result is not None and result is not IN_PLACE:
        if not isinstance(result, list):
            result = [result]
        if len(op.results) == 1 and len(result) == 1 and result[0] is op.results[0]:
            result = IN_PLACE
    if result is None or result is IN_PLACE:
        # A failed or in-place fold lets the traits try (foldTraits).
        if op.op_def is not None and Commutative in op.op_def.trait_classes and _fold_commutative(op, constants):
            return []
        return [] if result is IN_PLACE else None
    return result  # type: ignore[no-any-return]


def try_fold(op: Operation, builder: Builder) -> list[Value] | None:
    """OpBuilder::tryFold, as the dialect conversion folds: None when `op`
    is a constant or does not fold, [] for an in-place fold, else one value
    per result.  Constants for attribute results are materialized first on
    the side and inserted at the builder's insertion point only when all of
    them could be made."""
    from pyopt.rewrite.rewriter import Builder as _Builder, InsertionPoint

    if constant_value(op) is not None:
        return None
    results = fold_op(op)
    if results is None or not results:
        return results
    scratch = Block()
    side = _Builder(InsertionPoint(scratch))
    values: list[Value | None] = []
    for res, r in zip(results, op.results):
        if isinstance(res, Value):
            values.append(res)
            continue
        const = materialize_constant(side, dialect_of(op), res, r.type, op.loc)
        if const is None:
            return None
        values.append(None)
    made = list(scratch.ops)
    for const in made:
        const.detach()
        builder.insert(const)
    it = iter(made)
    return [v if v is not None else next(it).results[0] for v in values]


# ---- OperationFolder ----------------------------------------------------------------------------
def get_insertion_region(block: Block) -> Region:
    """The region whose entry block receives the constants of `block`: the
    first enclosing region whose parent is isolated from above (or
    unregistered, or a top-level op)."""
    while True:
        region = block.parent
        assert region is not None
        parent = region.parent
        if parent is None or parent.op_def is None or IsolatedFromAbove in parent.op_def.trait_classes \
                or parent.parent is None:
            return region
        block = parent.parent


class OperationFolder:
    """A constant table per insertion region (FoldUtils.cpp)."""

    def __init__(self, rewriter: Rewriter) -> None:
        self.rewriter = rewriter
        self.scopes: dict[int, dict[tuple[str, Any, Any], Operation]] = {}
        self.owned: dict[int, tuple[Region, tuple[str, Any, Any]]] = {}

    def is_folder_owned_constant(self, op: Operation | None) -> bool:
        if op is None:
            return False
        entry = self.owned.get(id(op))
        return entry is not None and self.scopes[id(entry[0])].get(entry[1]) is op

    def insert_known_constant(self, op: Operation, value: Attribute | None = None) -> bool:
        """Record `op` as a constant; False when it was a duplicate, replaced by
        the existing one and erased."""
        from pyopt.ir.attributes import UnknownLoc

        block = op.parent
        assert block is not None
        if self.is_folder_owned_constant(op):
            if block.first is not op and not self.is_folder_owned_constant(op.prev):
                op.detach()
                block.insert_before(block.first, op)  # type: ignore[arg-type]
                op.loc = UnknownLoc()
            return True
        if value is None:
            value = constant_value(op)
        region = get_insertion_region(block)
        table = self.scopes.setdefault(id(region), {})
        key = (dialect_of(op), value, op.results[0].type)
        existing = table.get(key)
        if existing is not None:
            self.rewriter.replace_op(op, existing.results)
            existing.loc = UnknownLoc()
            return False
        entry = region.blocks[0]
        if block is not entry:
            op.detach()
            if entry.first is None:
                entry.append(op)
            else:
                entry.insert_before(entry.first, op)
            op.loc = UnknownLoc()
        elif entry.first is not op and not self.is_folder_owned_constant(op.prev):
            op.detach()
            entry.insert_before(entry.first, op)  # type: ignore[arg-type]
        table[key] = op
        self.owned[id(op)] = (region, key)
        return True

    def notify_removal(self, op: Operation) -> None:
        entry = self.owned.pop(id(op), None)
        if entry is None:
            return
        region, key = entry
        table = self.scopes.get(id(region))
        if table is not None and table.get(key) is op:
            del table[key]

    def get_or_create_constant(self, block: Block, dialect: str, value: Attribute, type: Type) -> Value | None:
        """A constant of `value` in the insertion region of `block`, made at
        the front of its entry block when new (MLIR's getOrCreateConstant)."""
        from pyopt.ir.attributes import UnknownLoc
        from pyopt.rewrite.rewriter import InsertionPoint

        region = get_insertion_region(block)
        table = self.scopes.setdefault(id(region), {})
        key = (dialect, value, type)
        existing = table.get(key)
        if existing is not None:
            return existing.results[0]
        entry = region.blocks[0]
        with self.rewriter.insertion_guard():
            self.rewriter.ip = InsertionPoint.at_start(entry)
            op = materialize_constant(self.rewriter, dialect, value, type, UnknownLoc())
        if op is None:
            return None
        actual = constant_value(op)
        if actual is not None and actual is not value:
            key2 = (dialect, actual, type)
            other = table.get(key2)
            if other is not None:
                self.rewriter.replace_op(op, other.results)
                return other.results[0]
            key = key2
        table[key] = op
        self.owned[id(op)] = (region, key)
        return op.results[0]

    def try_to_fold(self, op: Operation) -> bool:
        """Fold `op`, replacing it by existing values or uniqued constants
        (MLIR's OperationFolder::tryToFold); True when it changed."""
        if op.op_def is not None and ConstantLike in op.op_def.trait_classes:
            return False
        results = fold_op(op)
        if results is None:
            return False
        if not results:
            if self.rewriter.listener is not None:
                self.rewriter.listener.notify_op_modified(op)
            return True
        block = op.parent
        assert block is not None
        values: list[Value] = []
        for r, res in zip(op.results, results):
            if isinstance(res, Value):
                values.append(res)
                continue
            v = self.get_or_create_constant(block, dialect_of(op), res, r.type)
            if v is None:
                return False
            values.append(v)
        self.rewriter.replace_op(op, values)
        return True

