"""The affine dialect's shared pieces: the dialect object, the syntax of
affine expressions over SSA values (`%A[%i + 1, symbol(%n)]`, MLIR's
parseAffineMapOfSSAIds / printAffineMapOfSSAIds), dim-and-symbol operand
lists, and the rules of which values are valid dimensions and symbols
(AffineOps.cpp: isValidDim, isValidSymbol, getAffineScope)."""

from __future__ import annotations

import re
from typing import Any, Sequence

from pyopt.ir import affine as AF
from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.core import BlockArgument, Operation, OpResult, Region, Value
from pyopt.ir.diagnostics import MLIRError
from pyopt.ir.format import CustomDirective, custom_directive, directive_rule_name
from pyopt.ir.ods import AffineScope, Dialect, IsolatedFromAbove
from pyopt.ir.syntax_errors import DelimitedListOpen

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pyopt.ir.printer import Printer

affine = Dialect("affine")

SSA_EXPR = directive_rule_name("AffineExprOfSSAIds")
DIM_SYMS = directive_rule_name("AffineDimAndSymbolList")
# Ops whose grammar uses the directives name them here (see grammar.py).
DIRECTIVES = ("AffineExprOfSSAIds", "AffineDimAndSymbolList")


# ---- parsing affine expressions of SSA ids ------------------------------------------------
# The grammar callbacks build a small tree; `SSAExprBuilder` turns it into
# an AffineExpr, numbering dims and symbols in the order their SSA ids
# first appear (AffineParser::parseSSAIdExpr).
class SSAExprBuilder:
    """Dims and symbols of one map (or expression) of SSA ids."""

    __slots__ = ("builder", "names", "dims", "syms", "close")

    def __init__(self, builder: Any, close: str = "]") -> None:
        self.builder = builder
        self.names: dict[str, AF.AffineExpr] = {}
        self.dims: list[Any] = []  # the SSA tokens bound to d0, d1...
        self.syms: list[Any] = []
        self.close = close  # the list's closing delimiter

    def expr(self, node: Any) -> AF.AffineExpr:
        kind = node[0]
        if kind == "id":
            _, tok, is_symbol = node
            # MLIR 22 keys the ids by name without the result number and, on
            # a name seen before, consumes only the name: `%v#0, %v#1` stops
            # at the second `#1`.
            text = str(tok)
            name, hash_, _ = text.partition("#")
            known = self.names.get(name)
            if known is not None:
                if hash_:
                    raise MLIRError(f"expected '{self.close}' in affine map", self.builder.loc_in(tok, len(name)))
                return known
            if is_symbol:
                e: AF.AffineExpr = AF.sym(len(self.syms))
                self.syms.append(tok)
            else:
                e = AF.dim(len(self.dims))
                self.dims.append(tok)
            self.names[name] = e
            return e
        if kind == "const":
            return AF.const(node[1])
        if kind == "neg":
            return -self.expr(node[1])
        _, op, lhs_node, rhs_node = node
        lhs = self.expr(lhs_node)
        rhs = self.expr(rhs_node)
        if kind == "+":
            return lhs + rhs
        if kind == "-":
            return lhs - rhs
        if kind == "*":
            if not (lhs.is_symbolic_or_constant() or rhs.is_symbolic_or_constant()):
                raise self.builder.error(op, "non-affine expression: at least one of the multiply operands has "
                                             "to be either a constant or symbolic")
            return lhs * rhs
        if not rhs.is_symbolic_or_constant():
            raise self.builder.error(op, f"non-affine expression: right operand of {kind} has to be either a "
                                         "constant or symbolic")
        if kind == "floordiv":
            return lhs.floordiv(rhs)
        if kind == "ceildiv":
            return lhs.ceildiv(rhs)
        return lhs.mod(rhs)

    def map(self, nodes: Sequence[Any]) -> AF.AffineMap:
        exprs = [self.expr(n) for n in nodes]
        return AF.AffineMap(len(self.dims), len(self.syms), exprs)

    def operands(self) -> list[Value]:
        """Dim operands, then symbol operands, as index values."""
        return [self.builder.use(t, T.index) for t in self.dims + self.syms]


def map_of_ssa_ids(builder: Any, nodes: Sequence[Any] | None) -> tuple[AF.AffineMap, list[Value]]:
    b = SSAExprBuilder(builder)
    m = b.map(nodes or ())
    return m, b.operands()


def unresolved_map_of_ssa_ids(builder: Any, nodes: Sequence[Any] | None) -> tuple[AF.AffineMap, list[Any]]:
    """The map and its operand tokens (dims, then symbols), unresolved: the
    caller resolves them after the operands MLIR resolves first."""
    b = SSAExprBuilder(builder)
    m = b.map(nodes or ())
    return m, b.dims + b.syms


def _list(children: list[Any]) -> list[Any]:
    """`x (, x)*` with its separators filtered: the items."""
    return [c for c in children if c is not None]


@custom_directive
class AffineExprOfSSAIds(CustomDirective):
    """One affine expression over SSA ids: `%i + symbol(%n) * 2`."""

    name = "AffineExprOfSSAIds"
    grammar = f"{SSA_EXPR}___term | {SSA_EXPR}___add | {SSA_EXPR}___sub"
    rules = {
        "add": f'{SSA_EXPR} "+" {SSA_EXPR}___term',
        "sub": f'{SSA_EXPR} "-" {SSA_EXPR}___term',
        "term": (f"{SSA_EXPR}___unary | {SSA_EXPR}___term AFFINE_MUL {SSA_EXPR}___unary"
                 f" | {SSA_EXPR}___term AFFINE_FLOORDIV {SSA_EXPR}___unary"
                 f" | {SSA_EXPR}___term AFFINE_CEILDIV {SSA_EXPR}___unary"
                 f" | {SSA_EXPR}___term AFFINE_MOD {SSA_EXPR}___unary"),
        "unary": f'{SSA_EXPR}___atom | {SSA_EXPR}___neg',
        "neg": f'"-" {SSA_EXPR}___unary',
        "atom": f'{SSA_EXPR}___dim | {SSA_EXPR}___symbol | {SSA_EXPR}___const | "(" {SSA_EXPR} ")"',
        "dim": "VALUE",
        "symbol": '"symbol" "(" VALUE ")"',
        "const": "INTEGER",
        # `expr (, expr)*`: the results of a map of SSA ids.
        "list": f'{SSA_EXPR} ("," {SSA_EXPR})*',
        # parseAffineMapOfSSAIds's delimited lists (`[...]`, `(...)`): the
        # opening delimiters are rules of their own, for the messages of
        # parseCommaSeparatedList(..., " in affine map").
        "affine_map_open": '"["',
        "affine_map_paren_open": '"("',
        "subscript": f'{SSA_EXPR}___affine_map_open [{SSA_EXPR}___list] "]"',
        "paren_list": f'{SSA_EXPR}___affine_map_paren_open {SSA_EXPR}___list ")"',
    }

    def parse(self, builder: Any, children: list[Any]) -> Any:
        return children[0]

    def rule_add(self, builder: Any, children: list[Any]) -> Any:
        return ("+", None, children[0], children[1])

    def rule_sub(self, builder: Any, children: list[Any]) -> Any:
        return ("-", None, children[0], children[1])

    def rule_term(self, builder: Any, children: list[Any]) -> Any:
        if len(children) == 1:
            return children[0]
        lhs, op, rhs = children
        return (str(op), op, lhs, rhs)

    def rule_unary(self, builder: Any, children: list[Any]) -> Any:
        return children[0]

    def rule_neg(self, builder: Any, children: list[Any]) -> Any:
        return ("neg", children[0])

    def rule_atom(self, builder: Any, children: list[Any]) -> Any:
        return children[0]

    def rule_dim(self, builder: Any, children: list[Any]) -> Any:
        return ("id", children[0], False)

    def rule_symbol(self, builder: Any, children: list[Any]) -> Any:
        return ("id", children[0], True)

    def rule_const(self, builder: Any, children: list[Any]) -> Any:
        return ("const", int(str(children[0]), 0))

    def rule_list(self, builder: Any, children: list[Any]) -> list[Any]:
        return _list(children)

    def rule_affine_map_open(self, builder: Any, children: list[Any]) -> DelimitedListOpen:
        return DelimitedListOpen("[", "]", " in affine map")

    def rule_affine_map_paren_open(self, builder: Any, children: list[Any]) -> DelimitedListOpen:
        return DelimitedListOpen("(", ")", " in affine map")

    def rule_subscript(self, builder: Any, children: list[Any]) -> Any:
        return children[1]

    rule_paren_list = rule_subscript


SSA_EXPR_LIST = f"{SSA_EXPR}___list"
# `[exprs]` and `(exprs)`: a map of SSA ids in its delimiters.
SSA_SUBSCRIPT = f"{SSA_EXPR}___subscript"
SSA_PAREN_LIST = f"{SSA_EXPR}___paren_list"


@custom_directive
class AffineDimAndSymbolList(CustomDirective):
    """`(%d0, %d1)[%s0]` after a map or set attribute (parseDimAndSymbolList)."""

    name = "AffineDimAndSymbolList"
    # parseOperandList(Paren) then parseOperandList(OptionalSquare): the
    # opening delimiters are rules, for " in operand list" in their errors.
    grammar = f"{DIM_SYMS}___dims [{DIM_SYMS}___syms]"
    rules = {
        "operand_list_open": '"("',
        "operand_list_square_open": '"["',
        "dims": f'{DIM_SYMS}___operand_list_open [value_list] ")"',
        "syms": f'{DIM_SYMS}___operand_list_square_open [value_list] "]"',
    }

    def rule_operand_list_open(self, builder: Any, children: list[Any]) -> DelimitedListOpen:
        return DelimitedListOpen("(", ")", " in operand list")

    def rule_operand_list_square_open(self, builder: Any, children: list[Any]) -> DelimitedListOpen:
        return DelimitedListOpen("[", "]", " in operand list")

    def rule_dims(self, builder: Any, children: list[Any]) -> list[Any]:
        return list(children[1] or [])

    rule_syms = rule_dims

    def parse(self, builder: Any, children: list[Any]) -> tuple[list[Any], list[Any]]:
        dims, syms = children
        return list(dims or []), list(syms or [])


def use_all(builder: Any, toks: Sequence[Any]) -> list[Value]:
    return [builder.use(t, T.index) for t in toks]


# ---- printing -------------------------------------------------------------------------------------
def print_expr_of_ssa_ids(p: Printer, expr: AF.AffineExpr, dims: Sequence[Value], syms: Sequence[Value]) -> str:
    def name(pos: int, is_symbol: bool) -> str:
        group = syms if is_symbol else dims
        v = p.value_name(group[pos]) if pos < len(group) else "<<NULL VALUE>>"
        return f"symbol({v})" if is_symbol else v
    return AF.print_affine_expr(expr, name)


def map_of_ssa_ids_text(p: Printer, m: AF.AffineMap, operands: Sequence[Value]) -> str:
    """printAffineMapOfSSAIds: the results, dims and symbols spelled as
    their operands."""
    dims, syms = operands[:m.num_dims], operands[m.num_dims:]
    return ", ".join(print_expr_of_ssa_ids(p, r, dims, syms) for r in m.results)


def print_dim_and_symbol_list(p: Printer, operands: Sequence[Value], num_dims: int) -> None:
    p.write("(")
    p.print_operands(operands[:num_dims])
    p.write(")")
    if len(operands) > num_dims:
        p.write("[")
        p.print_operands(operands[num_dims:])
        p.write("]")


def prop_map(op: Operation, name: str) -> AF.AffineMap | None:
    a = op.properties.get(name, op.attributes.get(name))
    return a.value if isinstance(a, A.AffineMapAttr) else None


# ---- parse-time errors ----------------------------------------------------------------------
def op_error(builder: Any, op_tok: Any, message: str) -> MLIRError:
    """parser.emitError(parser.getNameLoc(), ...) in a custom parser."""
    return MLIRError(f"custom op '{op_tok}' {message}", builder.loc(op_tok))


def expect_attr(builder: Any, op_tok: Any, attr: A.Attribute, kind: type, at: Any) -> Any:
    """parseAttribute<AttrType>: `invalid kind of attribute specified`."""
    if not isinstance(attr, kind):
        raise MLIRError(f"custom op '{op_tok}' invalid kind of attribute specified", at)
    return attr


# ---- dims and symbols (AffineOps.cpp) ---------------------------------------------------------
_SHAPED_DIM_OPS = ("memref.dim", "tensor.dim")


def _has_trait(op: Operation | None, trait: type) -> bool:
    return op is not None and op.op_def is not None and trait in op.op_def.trait_classes


def _parent_region(op: Operation) -> Region | None:
    block = op.parent
    return block.parent if block is not None else None


def _value_region(v: Value) -> Region | None:
    if isinstance(v, BlockArgument):
        block = v.owner
        return block.parent if block is not None else None
    if isinstance(v, OpResult):
        return _parent_region(v.owner)
    return None


def affine_scope(op: Operation) -> Region | None:
    """getAffineScope: the closest region held by an AffineScope op."""
    cur = op
    while True:
        parent = cur.parent_op
        if parent is None:
            return None
        if _has_trait(parent, AffineScope):
            return _parent_region(cur)
        cur = parent


def is_top_level_value(v: Value, region: Region | None = None) -> bool:
    """isTopLevelValue: defined (or a block argument) at the top of
    `region`, or, without a region, directly inside an AffineScope op."""
    if region is not None:
        return _value_region(v) is region
    r = _value_region(v)
    parent = r.parent if r is not None else None
    return _has_trait(parent, AffineScope)


def _is_constant(op: Operation) -> bool:
    from pyopt.rewrite.folding import constant_value

    return constant_value(op) is not None


# Division and remainder: speculatable only by a known divisor (arith's
# ConditionallySpeculatable ops), which pyopt's Pure trait does not tell.
_UNSIGNED_DIVISIONS = ("arith.divui", "arith.ceildivui", "arith.remui")
_SIGNED_DIVISIONS = ("arith.divsi", "arith.ceildivsi", "arith.floordivsi", "arith.remsi")


def _is_pure(op: Operation) -> bool:
    """mlir::isPure: no memory effects and speculatable."""
    from pyopt.ir.ods import Pure
    from pyopt.rewrite.folding import constant_value

    if not _has_trait(op, Pure):
        return False
    if op.name in _UNSIGNED_DIVISIONS or op.name in _SIGNED_DIVISIONS:
        rhs = op.operands[1] if len(op.operands) > 1 else None
        cst = constant_value(rhs.owner) if isinstance(rhs, OpResult) else None
        if not isinstance(cst, A.IntegerAttr) or cst.value == 0:
            return False
        return not (op.name in _SIGNED_DIVISIONS and cst.value == -1)
    return True


def _enclosing_parent_region(region: Region | None) -> Region | None:
    """The region of `region`'s op, unless that op is isolated from above."""
    parent = region.parent if region is not None else None
    if parent is None or _has_trait(parent, IsolatedFromAbove):
        return None
    return _parent_region(parent)


def is_valid_symbol(v: Value, region: Region | None = None, top: bool = True) -> bool:
    """isValidSymbol(value, region); with no region given, isValidSymbol(value)."""
    if v.type is not T.index:
        return False
    if top and region is None:
        if is_top_level_value(v):
            return True
        if isinstance(v, OpResult):
            return is_valid_symbol(v, affine_scope(v.owner), top=False)
        return False
    if region is not None and is_top_level_value(v, region):
        return True
    if not isinstance(v, OpResult):
        outer = _enclosing_parent_region(region)
        return outer is not None and is_valid_symbol(v, outer, top=False)
    defop = v.owner
    if _is_constant(defop):
        return True
    if defop.name == "affine.apply":
        return all(is_valid_symbol(o, region, top=False) for o in defop.operands)
    if defop.name in _SHAPED_DIM_OPS:
        return _is_dim_op_valid_symbol(defop, region)
    # A pure op of valid symbols (mlir-opt 22 accepts `arith.addi %n, %n`
    # as a symbol inside a loop, not `arith.divsi %n, %n`).
    if _is_pure(defop) and all(is_valid_symbol(o, region, top=False) for o in defop.operands):
        return True
    outer = _enclosing_parent_region(region)
    return outer is not None and is_valid_symbol(v, outer, top=False)


def _is_dim_op_valid_symbol(dim_op: Operation, region: Region | None) -> bool:
    from pyopt.rewrite.folding import constant_value

    shaped = dim_op.operands[0] if dim_op.operands else None
    if shaped is None:
        return False
    if is_top_level_value(shaped):
        return True
    if not isinstance(shaped, OpResult):
        return False
    index_op = dim_op.operands[1].owner if len(dim_op.operands) > 1 else None
    cst = constant_value(index_op) if isinstance(index_op, Operation) else None
    if not isinstance(cst, A.IntegerAttr):
        return False
    src = shaped.owner
    if src.name not in ("memref.view", "memref.subview", "memref.alloc"):
        return False
    ty = shaped.type
    i = cst.value
    if not isinstance(ty, T.MemRefType) or not 0 <= i < len(ty.shape):
        return False
    if ty.shape[i] != T.DYNAMIC:
        return True
    position = sum(1 for s in ty.shape[:i] if s == T.DYNAMIC)
    sizes = _dynamic_sizes(src)
    return position < len(sizes) and is_valid_symbol(sizes[position], region, top=False)


def _dynamic_sizes(op: Operation) -> list[Value]:
    group = op.op_def.by_name("sizes") if op.name == "memref.subview" else op.op_def.by_name("dynamicSizes")
    if group is None:
        return []
    values = op.operand_group(group.index)  # type: ignore[attr-defined]
    return list(values or [])


def is_valid_dim(v: Value, region: Region | None = None, top: bool = True) -> bool:
    """isValidDim(value, region); with no region given, isValidDim(value)."""
    if v.type is not T.index:
        return False
    if top and region is None:
        if isinstance(v, OpResult):
            return is_valid_dim(v, affine_scope(v.owner), top=False)
        block = v.owner if isinstance(v, BlockArgument) else None
        parent = block.parent_op if block is not None else None
        return parent is not None and (_has_trait(parent, AffineScope) or parent.name in _LOOP_OPS)
    if is_valid_symbol(v, region, top=False):
        return True
    if not isinstance(v, OpResult):
        block = v.owner if isinstance(v, BlockArgument) else None
        parent = block.parent_op if block is not None else None
        return parent is not None and parent.name in _LOOP_OPS
    defop = v.owner
    # delinearize_index and linearize_index are forms of apply.
    if defop.name in ("affine.apply", "affine.delinearize_index", "affine.linearize_index"):
        return all(is_valid_dim(o, region, top=False) for o in defop.operands)
    if defop.name in _SHAPED_DIM_OPS:
        return bool(defop.operands) and is_top_level_value(defop.operands[0])
    return False


_LOOP_OPS = ("affine.for", "affine.parallel")


def verify_dim_and_symbol_identifiers(op: Any, operands: Sequence[Value], num_dims: int) -> None:
    scope = affine_scope(op)
    for i, v in enumerate(operands):
        if i < num_dims:
            if not is_valid_dim(v, scope, top=False):
                raise op.emit_error("operand cannot be used as a dimension id")
        elif not is_valid_symbol(v, scope, top=False):
            raise op.emit_error("operand cannot be used as a symbol")


_FLOAT_LITERAL = re.compile(r"-?(0x[0-9a-fA-F]+|[0-9]+\.[0-9]*([eE][-+]?[0-9]+)?)")


def float_for_index(builder: Any, pos: int) -> MLIRError:
    """A float literal (at `pos`) parsed with the index type: MLIR's message,
    at the token after the literal (where its parser stands once it has read it)."""
    text = builder.ctx.text
    m = _FLOAT_LITERAL.match(text, pos)
    end = m.end() if m else pos
    while end < len(text) and text[end] in " \t\r\n":
        end += 1
    return MLIRError("floating point value not valid for specified type", builder.pos_loc(end))
