"""Prints IR exactly as mlir-opt 22 does.

Value numbering follows MLIR's SSANameState: each region is numbered as a
whole before the regions nested in it, which all start from the counters
the enclosing region ended with; names suggested by ops (`%c1`, `%cst`) are
made unique with one conflict counter (`%c1_0`, `%cst_1`...).

Aliases (`#map = affine_map<...>`) are found while printing: the first
pass writes a marker for each aliasable attribute and the markers are
replaced by alias names, in first-use order, at the end.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Callable, Iterable, Sequence

from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.aliases import alias_base, attr_locations, find_name_loc, loc_children
from pyopt.ir.core import Block, BlockArgument, Operation, OpResult, Region, Value

if TYPE_CHECKING:
    pass

_BARE_KEY = re.compile(r"[a-zA-Z_][a-zA-Z0-9_$.]*\Z")
_SANITIZE = re.compile(r"[^a-zA-Z0-9_$.\-]")


def keyword_or_string(name: str) -> str:
    if _BARE_KEY.match(name):
        return name
    return A.escape_string(name)


_MARKER = re.compile("\x00[0-9]+\x00")
_HINT = re.compile("\x02[^\x02]*\x02")  # alias visit order of a generic op (see print_generic_op)
_LEVEL = "\x03"  # an attribute level around an alias marker that is not one itself (print_nested_attr)
_NESTED_MARKER = re.compile("(\x03*)(\x00[0-9]+\x00)")


class PrintOptions:
    __slots__ = ("generic", "debuginfo", "local_scope", "pretty_debuginfo", "unique_ids", "elide_elements",
                 "nameloc_prefix", "skip_regions", "assume_verified", "hex_elements", "value_users")

    def __init__(self, generic: bool = False, debuginfo: bool = False, local_scope: bool = False) -> None:
        self.generic = generic
        self.debuginfo = debuginfo
        self.local_scope = local_scope
        self.pretty_debuginfo = False
        # --mlir-print-unique-ssa-ids: value numbers run on across regions.
        self.unique_ids = False
        # --mlir-elide-elementsattrs-if-larger=N (None: never elide).
        self.elide_elements: int | None = None
        # --mlir-use-nameloc-as-prefix: name locations name results and arguments.
        self.nameloc_prefix = False
        # --mlir-print-skip-regions: every region prints as `{...}`.
        self.skip_regions = False
        # --mlir-print-assume-verified: invalid IR still prints in custom form.
        self.assume_verified = False
        # --mlir-print-elementsattrs-with-hex-if-larger=N: dense int/float
        # elements print as hex when there are more than N of them (-1: never).
        self.hex_elements = 100
        # --mlir-print-value-users: `// users: ...` comments; ops without results get ids.
        self.value_users = False


def sanitize_name(name: str) -> str:
    """MLIR's sanitizeIdentifier: invalid characters become '_', a leading
    digit gets a '_' prefix."""
    if not name:
        return name
    out = _SANITIZE.sub("_", name)
    if out[0].isdigit():
        out = "_" + out
    return out


class NameState:
    """Value and block names for one printing of an op tree."""

    def __init__(self, top: Operation, generic: bool, first_value: int = 0, unique: bool = False,
                 nameloc: bool = False, op_ids: bool = False) -> None:
        """`first_value`: the first value number inside `top` (after the
        results of `top` itself when it is printed in local scope).
        `unique`: numbers run on across regions, as in the generic form,
        but ops still suggest names (--mlir-print-unique-ssa-ids)."""
        self.generic = generic
        self.unique = unique or generic
        self.nameloc = nameloc  # a NameLoc names its op's results / its argument
        self.names: dict[Value, str] = {}
        self.block_names: dict[Block, tuple[str, int]] = {}
        self.result_groups: dict[Operation, list[int]] = {}
        # --mlir-print-value-users: ops without results take a value number
        # (SSANameState::numberValuesInOp), for `// id: %N` comments.
        self.op_ids: dict[Operation, int] | None = {} if op_ids else None
        self._number(top, first_value)

    def _number(self, top: Operation, first_value: int) -> None:
        used: set[str] = set()
        scope_stack: list[list[str]] = []  # names added by each active scope
        # (region, value id, argument id, conflict id, depth of parent scope)
        work: list[tuple[Region, int, int, int, int]] = [(r, first_value, 0, 0, 0) for r in top.regions]
        counters = [first_value, 0, 0]
        if self.op_ids is not None and not top.results:
            self.op_ids[top] = counters[0]  # restored for its regions unless numbers run on
            counters[0] += 1
        while work:
            region, vid, aid, cid, depth = work.pop()
            if not self.unique:
                # The generic form prints unique ids: counters run on across
                # regions instead of restarting from the parent's.
                counters = [vid, aid, cid]
            while len(scope_stack) > depth:
                for n in scope_stack.pop():
                    used.discard(n)
            added: list[str] = []
            scope_stack.append(added)
            self._number_region(region, counters, used, added)
            nested = []
            for block in region.blocks:
                for op in block.ops:
                    for r in op.regions:
                        nested.append((r, counters[0], counters[1], counters[2], depth + 1))
            work.extend(nested)  # popped last-first, as MLIR does

    def _unique(self, name: str, counters: list[int], used: set[str], added: list[str]) -> str:
        name = sanitize_name(name)
        if name in used:
            base = name + "_"
            while True:
                probe = base + str(counters[2])
                counters[2] += 1
                if probe not in used:
                    name = probe
                    break
        used.add(name)
        added.append(name)
        return name

    def _number_region(self, region: Region, counters: list[int], used: set[str], added: list[str]) -> None:
        names = self.names
        parent = region.parent
        if not self.generic and parent is not None and parent.op_def is not None:
            hook = getattr(parent, "suggest_block_arg_names", None)
            if hook is not None:
                for arg, name in hook(region):
                    names[arg] = "%" + self._unique(name, counters, used, added)
        for bid, block in enumerate(region.blocks):
            self.block_names[block] = (f"^bb{bid}", bid)
            entry = bid == 0
            for arg in block.args:
                name_loc = find_name_loc(arg.loc) if self.nameloc else None
                if name_loc is not None:
                    names[arg] = "%" + self._unique(name_loc.name, counters, used, added)
                    if entry:
                        counters[1] += 1  # the `%argN` it would have had stays taken
                    continue
                if arg in names:
                    continue
                if entry:
                    names[arg] = "%" + self._unique(f"arg{counters[1]}", counters, used, added)
                    counters[1] += 1
                else:
                    names[arg] = f"%{counters[0]}"
                    counters[0] += 1
            op_ids = self.op_ids
            for op in block.ops:
                results = op.results
                if not results:
                    if op_ids is not None:
                        op_ids[op] = counters[0]
                        counters[0] += 1
                    continue
                name_loc = find_name_loc(op.loc) if self.nameloc else None
                if name_loc is not None:
                    names[results[0]] = "%" + self._unique(name_loc.name, counters, used, added)
                    continue
                if not self.generic and op.op_def is not None:
                    suggested = op.suggest_result_names()
                    if suggested:
                        groups = [0]
                        for i, name in enumerate(suggested):
                            if name:
                                if not name:
                                    names[results[i]] = f"%{counters[0]}"
                                    counters[0] += 1
                                else:
                                    names[results[i]] = "%" + self._unique(name, counters, used, added)
                                if i:
                                    groups.append(i)
                        if len(groups) > 1:
                            self.result_groups[op] = sorted(groups)
                first = results[0]
                if first not in names:
                    names[first] = f"%{counters[0]}"
                    counters[0] += 1

    def value_name(self, v: Value) -> str:
        name = self.names.get(v)
        if name is not None:
            if isinstance(v, OpResult) and len(v.op.results) > 1:
                # The first value of a group of several results is `%name#0`.
                groups = self.result_groups.get(v.op) or [0]
                if v.index in groups:
                    at = groups.index(v.index)
                    end = groups[at + 1] if at + 1 < len(groups) else len(v.op.results)
                    if end - v.index != 1:
                        return name + "#0"
            return name
        if isinstance(v, OpResult) and v.op is not None:
            op = v.op
            groups = self.result_groups.get(op, [0])
            g = 0
            for start in groups:
                if start <= v.index:
                    g = start
            base = self.names.get(op.results[g])
            if base is not None:
                return f"{base}#{v.index - g}"
        return "<<UNKNOWN SSA VALUE>>"


class Printer:
    """Writes text into a list of strings; `getvalue()` joins them."""

    # Lines of output kept in memory before they go to the sink.
    FLUSH_EVERY = 20_000

    def __init__(self, options: PrintOptions | None = None, sink: Any = None) -> None:
        self.options = options or PrintOptions()
        self.out: list[str] = []
        # A big output streams into `sink` (pyopt.driver.OutputSpool) as it
        # is printed: a million ops as a list of small strings would double
        # the peak memory of a run.
        self.sink = sink
        self._root_out = self.out
        self._sink_mark = sink.mark() if sink is not None else 0
        self._flushed = False
        self.indent = 0
        self.names: NameState | None = None
        self.default_dialects: list[str] = ["builtin"]
        self._type_cache: dict[T.Type, str] = {}
        # id(x) -> (x, its text), for values whose text print_cached may reuse.
        self._text_cache: dict[int, tuple[Any, str]] = {}
        self.alias_markers: dict[A.Attribute, str] = {}
        self.loc_aliases: dict[A.Location, str] = {}
        self.loc_top: list[A.Location] = []
        self.printed_distinct = False  # distinct ids are numbered over the whole text in `finish`
        # While replaying MLIR's alias walk (_alias_walk): the locations met, in order.
        self.loc_events: list[tuple[str, A.Location]] | None = None
        self._flushes = 0

    # -- primitives ------------------------------------------------------------------
    def write(self, s: str) -> None:
        self.out.append(s)

    def newline(self) -> None:
        self.out.append("\n" + "  " * self.indent)

    def _flush(self) -> None:
        """Hand what was printed so far to the sink (unless a nested print
        is capturing the output)."""
        out = self.out
        if self.sink is not None and out is self._root_out:
            self.sink.write("".join(out))
            out.clear()  # the same list: print_block and print_region hold it
            self._flushed = True
            self._flushes += 1

    def getvalue(self) -> str:
        return "".join(self.out)

    def print_list(self, items: Iterable[Any], fn: Callable[[Any], None], sep: str = ", ") -> None:
        first = True
        for it in items:
            if not first:
                self.out.append(sep)
            first = False
            fn(it)

    # -- types and attributes ------------------------------------------------------------
    def print_type(self, t: T.Type) -> None:
        text = self._type_cache.get(t)
        if text is None:
            saved = self.out
            self.out = []
            t.print(self)
            text = "".join(self.out)
            self.out = saved
            self._type_cache[t] = text
        self.out.append(text)

    def print_cached(self, x: Any, print_fn: Callable[[], None]) -> None:
        """Print `x` with `print_fn`, once: later the same object (kept
        alive here, so its id stays its own) reuses the text.  Only for
        objects whose text does not depend on where they are printed."""
        hit = self._text_cache.get(id(x))
        if hit is not None and hit[0] is x:
            self.out.append(hit[1])
            return
        saved = self.out
        self.out = []
        print_fn()
        text = "".join(self.out)
        self.out = saved
        self._text_cache[id(x)] = (x, text)
        self.out.append(text)

    def type_text(self, t: T.Type) -> str:
        saved = self.out
        self.out = []
        t.print(self)
        text = "".join(self.out)
        self.out = saved
        return text

    def attr_text(self, a: A.Attribute) -> str:
        saved = self.out
        self.out = []
        self.print_attr(a)
        text = "".join(self.out)
        self.out = saved
        return text

    def print_function_results(self, results: Sequence[T.Type]) -> None:
        if len(results) == 1 and not isinstance(results[0], T.FunctionType):
            self.print_type(results[0])
        else:
            self.write("(")
            self.print_list(results, self.print_type)
            self.write(")")

    def print_attr(self, a: A.Attribute) -> None:
        if a.may_alias and not self.options.local_scope and alias_base(a):
            marker = self.alias_markers.get(a)
            if marker is None:
                marker = f"\x00{len(self.alias_markers)}\x00"
                self.alias_markers[a] = marker
            self.out.append(marker)
            return
        a.print(self)

    def type_alias(self, t: T.Type) -> bool:
        """Write the alias marker of a type the builtin dialect aliases
        (`!tuple` for more than 16 elements); False in local scope."""
        if self.options.local_scope:
            return False
        marker = self.alias_markers.get(t)  # type: ignore[call-overload]
        if marker is None:
            marker = f"\x00{len(self.alias_markers)}\x00"
            self.alias_markers[t] = marker  # type: ignore[index]
        self.out.append(marker)
        return True

    def aliasing(self) -> bool:
        """Whether attributes print through aliases here (not in local scope)."""
        return not self.options.local_scope

    def print_nested_attr(self, a: A.Attribute, levels: int) -> None:
        """`a` inside `levels` attributes that are not printed as such (a
        dialect's stripped parameters): they count in the alias order."""
        if levels and self.alias_markers is not None and not self.options.local_scope:
            self.out.append(_LEVEL * levels)
        self.print_attr(a)

    def print_attr_without_alias(self, a: A.Attribute) -> None:
        a.print(self)

    def print_memory_space(self, a: A.Attribute) -> None:
        if isinstance(a, A.IntegerAttr) and a.type is T.i64:
            self.write(str(a.value))
        else:
            self.print_attr(a)

    def print_attr_entries(self, entries: Iterable[tuple[str, A.Attribute]]) -> None:
        first = True
        for k, v in entries:
            if not first:
                self.out.append(", ")
            first = False
            self.out.append(keyword_or_string(k))
            if not isinstance(v, A.UnitAttr):
                self.out.append(" = ")
                self.print_attr(v)

    def print_optional_attr_dict(self, attrs: dict[str, A.Attribute], elided: Iterable[str] = (),
                                 with_keyword: bool = False) -> None:
        el = set(elided)
        entries = sorted(((k, v) for k, v in attrs.items() if k not in el), key=lambda kv: kv[0])
        if not entries:
            return
        self.write(" attributes {" if with_keyword else " {")
        self.print_attr_entries(entries)
        self.write("}")

    def print_loc_inner(self, loc: A.Location) -> None:
        """A location nested in another: its alias when it has one."""
        alias = self.loc_aliases.get(loc)
        if alias is not None:
            self.write(alias)
        else:
            loc.print_inner(self)

    def print_dense_body(self, attr: A.DenseElementsAttr, allow_hex: bool = True) -> None:
        from pyopt.ir.dense import print_dense_body

        print_dense_body(self, attr, allow_hex)

    # -- values and blocks ------------------------------------------------------------------
    def value_name(self, v: Value) -> str:
        assert self.names is not None
        return self.names.value_name(v)

    def print_operand(self, v: Value) -> None:
        self.out.append(self.value_name(v))

    def print_operands(self, vs: Sequence[Value]) -> None:
        self.out.append(", ".join(self.value_name(v) for v in vs))

    def block_name(self, b: Block) -> str:
        assert self.names is not None
        entry = self.names.block_names.get(b)
        return entry[0] if entry else "^INVALIDBLOCK"

    def print_successor(self, b: Block) -> None:
        self.write(self.block_name(b))

    def print_successor_and_args(self, b: Block, args: Sequence[Value]) -> None:
        self.write(self.block_name(b))
        if args:
            self.write("(")
            self.print_operands(args)
            self.write(" : ")
            self.print_list([a.type for a in args], self.print_type)
            self.write(")")

    def print_block_arg(self, arg: BlockArgument, with_loc: bool = True) -> None:
        self.write(self.value_name(arg) + ": ")
        self.print_type(arg.type)
        if with_loc and self.options.debuginfo and arg.loc is not None:
            self.write(" ")
            self.print_arg_loc(arg.loc)

    def print_arg_loc(self, loc: A.Location) -> None:
        """An argument's location: inline, never an alias (MLIR's printRegionArgument)."""
        if self.loc_events is not None:
            self.loc_events.append(("arg", loc))
        self.print_trailing_loc(loc, allow_alias=False)

    # -- ops and regions --------------------------------------------------------------------
    def print_top(self, op: Operation) -> str:
        self.names = NameState(op, self.options.generic, unique=self.options.unique_ids,
                               nameloc=self.options.nameloc_prefix, op_ids=self.options.value_users)
        if not self.options.local_scope:
            self._number_locations(op)
        if self.options.generic and not self.options.local_scope:
            self._visit_generic_aliases(op)
        self.print_op(op)
        self.write("\n")
        return self.finish()

    def _visit_generic_aliases(self, top: Operation) -> None:
        """In generic form MLIR's alias walk meets an op's nested regions
        first, then its operand and result types, then its attributes:
        register the alias markers in that order (see `finish`)."""
        scalar = (A.IntegerAttr, A.FloatAttr, A.StringAttr, A.DenseElementsAttr, A.DenseArrayAttr, A.UnitAttr)
        saved = self.out
        self.out = []
        work: list[tuple[str, Any]] = [("op", top)]
        while work:
            kind, x = work.pop()
            if kind == "type":
                self.print_type(x)
            elif kind == "attr":
                if not isinstance(x, scalar):
                    self.print_attr(x)
            else:
                items: list[tuple[str, Any]] = []
                for region in x.regions:
                    for block in region.blocks:
                        items += [("type", a.type) for a in block.args]
                        items += [("op", o) for o in block.ops]
                items += [("type", v.type) for v in x.operands]
                items += [("type", r.type) for r in x.results]
                # Both are dictionaries to MLIR: walked in name order; an
                # unregistered op's properties are not walked.
                if x.op_def is not None:
                    items += [("attr", x.properties[k]) for k in sorted(x.properties)]
                items += [("attr", x.attributes[k]) for k in sorted(x.attributes)]
                work.extend(reversed(items))
        self.out = saved

    # -- location aliases (--mlir-print-debuginfo) ----------------------------------------
    def _number_locations(self, top: Operation) -> None:
        """MLIR names location aliases `#loc`, `#loc1`... in the order its
        alias walk meets them (op location, block argument locations, nested
        ops), leaves before the locations made of them."""
        seen: dict[A.Location, tuple[int, int]] = {}  # loc -> (depth, first visit)
        inline: set[A.Location] = set()

        def visit(loc: A.Location | None) -> int:
            if loc is None:
                return 0
            entry = seen.get(loc)
            if entry is not None:
                return entry[0]
            children = loc_children(loc)
            order = len(seen)
            seen[loc] = (0, order)
            depth = 0
            for ch in children:
                depth = max(depth, visit(ch) + 1)
            seen[loc] = (depth, order)
            return depth

        def keep_on_top(loc: A.Location) -> None:
            # A location an attribute holds is printed where the attribute
            # is: its alias, and those of its parts, are defined up front.
            if loc not in inline:
                inline.add(loc)
                for ch in loc_children(loc):
                    keep_on_top(ch)

        if self.options.debuginfo:
            for kind, loc in self._alias_walk(top):
                visit(loc)
                if kind == "arg":
                    inline.add(loc)
                elif kind == "attr":
                    keep_on_top(loc)
        else:  # only locations held by attributes are printed
            holders = (A.Location, A.ArrayAttr, A.DictionaryAttr)
            for op in top.walk():
                for attrs in (op.properties, op.attributes):
                    if attrs:
                        for attr in attrs.values():
                            if isinstance(attr, holders):
                                for loc in attr_locations(attr):
                                    visit(loc)
                                    keep_on_top(loc)
        ordered = sorted(seen, key=lambda loc: seen[loc])
        self.loc_aliases = {loc: f"#loc{i if i else ''}" for i, loc in enumerate(ordered)}
        self.loc_depth = {loc: seen[loc][0] for loc in ordered}
        for loc in list(inline):  # block argument locations nest their parts too
            for ch in loc_children(loc):
                keep_on_top(ch)
        self.loc_top = [loc for loc in ordered if loc in inline]

    def _alias_walk(self, top: Operation) -> list[tuple[str, A.Location]]:
        """The locations MLIR's alias walk meets, in its order: it prints the
        IR once (DummyAliasOperationPrinter), meeting each op's location
        before the op, and only the argument locations that get printed
        (block headers, function signatures; not `scf.for`'s induction
        variable), and the locations attributes hold."""
        dry = Printer(self.options)
        dry.names = self.names
        dry.loc_events = []
        dry.print_op(top)
        return dry.loc_events

    def _loc_definition(self, loc: A.Location) -> str:
        sub = Printer(self.options)
        sub.loc_aliases = self.loc_aliases
        sub.alias_markers = self.alias_markers
        pretty = self.options.pretty_debuginfo
        sub.write("" if pretty else "loc(")
        loc.print_inner(sub)
        sub.write("" if pretty else ")")
        return f"{self.loc_aliases[loc]} = {sub.getvalue()}\n"

    def finish(self) -> str:
        """The text not yet given to the sink, with the alias definitions
        (known only now) in front."""
        text = self.getvalue()
        if self._flushed:
            if not self.loc_aliases and not self.alias_markers and not self.printed_distinct:
                return text
            text = self.sink.take_since(self._sink_mark) + text  # aliases rewrite the whole text
        # Definitions printed up front: (nesting depth, alias name, text),
        # sorted as MLIR's AliasInitializer does (stable: visit order).
        defs: list[tuple[int, str, str]] = []
        if self.loc_aliases:
            top = set(self.loc_top)
            defs += [(self.loc_depth[loc], "#loc", self._loc_definition(loc)) for loc in self.loc_top]
            text += "".join(self._loc_definition(loc) for loc in self.loc_aliases if loc not in top)
        if self.alias_markers:
            defs += self._alias_definitions(text + "".join(d[2] for d in defs))
        if defs:
            defs.sort(key=lambda d: (d[0], d[1]))
            text = "".join(d[2] for d in defs) + text
        if self.alias_markers:
            text = _MARKER.sub(lambda m: self._alias_names[m.group()], text)
            if "\x02" in text:
                text = _HINT.sub("", text)
            if _LEVEL in text:
                text = text.replace(_LEVEL, "")
        return A.number_distinct_ids(text)

    def _alias_definitions(self, text: str) -> list[tuple[int, str, str]]:
        """MLIR's AliasInitializer: each aliased attribute is visited where
        it is first printed, the ones nested in it right after; aliases are
        sorted by nesting depth, then by name (stable: visit order), and
        numbered per name in that order."""
        bodies: dict[str, str] = {}
        by_marker = {marker: attr for attr, marker in self.alias_markers.items()}
        sub = Printer(self.options)
        sub.alias_markers = self.alias_markers  # nested aliases get markers too

        def body(marker: str) -> str:
            if marker not in bodies:
                sub.out = []
                value = by_marker[marker]
                if isinstance(value, T.Type):
                    value.print_without_alias(sub)  # type: ignore[attr-defined]
                else:
                    value.print(sub)
                bodies[marker] = sub.getvalue()
                by_marker.update({m: a for a, m in self.alias_markers.items()})
            return bodies[marker]

        top = _MARKER.findall(text)
        if self.options.generic and not self.options.local_scope:
            # The generic form's walk order was registered by _visit_generic_aliases.
            top = sorted(set(top), key=lambda m: int(m[1:-1]))
        visit: dict[str, int] = {}  # marker -> depth, in visit order

        def visit_marker(marker: str) -> int:
            depth = visit.get(marker)
            if depth is not None:
                return depth
            visit[marker] = 0
            depth = 0
            for levels, child in _NESTED_MARKER.findall(body(marker)):
                depth = max(depth, visit_marker(child) + 1 + len(levels))
            visit[marker] = depth
            return depth

        for marker in top:
            visit_marker(marker)
        def kind(m: str) -> str:  # types sort before attributes at one depth
            return "!" if isinstance(by_marker[m], T.Type) else "#"

        order = sorted(visit, key=lambda m: (visit[m], kind(m), alias_base(by_marker[m])))
        counts: dict[str, int] = {}
        names: dict[str, str] = {}
        for marker in order:
            base = alias_base(by_marker[marker])
            n = counts.get(base, 0)
            counts[base] = n + 1
            names[marker] = f"{kind(marker)}{base}{n if n else ''}"
        self._alias_names = names
        return [(visit[m], kind(m) + alias_base(by_marker[m]), f"{names[m]} = {bodies[m]}\n") for m in order]

    def print_op(self, op: Operation) -> None:
        if self.loc_events is not None and op.loc is not None:
            self.loc_events.append(("op", op.loc))
        results = op.results
        if results:
            self.print_result_list(op)
            self.out.append(" = ")
        if self.options.generic or op.op_def is None or (
                op.op_def.format is None and op.assembly_format is None and op.grammar is None):
            self.print_generic_op(op)
        else:
            self.print_op_name(op)
            op.print(self)
        if self.options.debuginfo and op.loc is not None:
            self.write(" ")
            self.print_trailing_loc(op.loc)
        if self.options.value_users:
            self.write(self._users_comment(op))

    # -- --mlir-print-value-users (OperationPrinter::printUsersComment) -----------------------
    def _op_id(self, op: Operation) -> str:
        ids = self.names.op_ids if self.names is not None else None
        return f"%{ids[op]}" if ids is not None and op in ids else "<<UNKNOWN OPERATION>>"

    def _value_users(self, v: Value) -> str:
        # MLIR's use lists run newest first; pyopt's oldest first.
        uses = v.uses[::-1]
        if not uses:
            return "unused"
        seen: set[Operation] = set()
        parts = []
        for use in uses:
            user = use.owner
            if user in seen:
                continue
            seen.add(user)
            parts.append(", ".join(self.value_name(r) for r in user.results) if user.results else self._op_id(user))
        return ", ".join(parts)

    def _users_comment(self, op: Operation) -> str:
        results = op.results
        if not results:
            return " // id: " + self._op_id(op) if op.operands else ""
        users = [use.owner for r in results for use in r.uses]
        if not users:
            return " // unused"
        unique = list(dict.fromkeys(users))
        one = len(results) == 1 and len(unique) <= 1 and sum(len(u.results) for u in unique) <= 1
        if len(results) > 1:
            text = ", ".join(f"({self._value_users(r)})" for r in results)
        else:
            text = self._value_users(results[0])
        return f" // {'user' if one else 'users'}: {text}"

    def _block_arg_users(self, block: Block) -> None:
        ind = "  " * self.indent
        for arg in block.args:
            used = "is used by " + self._value_users(arg) if arg.has_uses() else "is unused"
            self.out.append(f"{ind}// {self.value_name(arg)} {used}\n")

    def print_trailing_loc(self, loc: A.Location, allow_alias: bool = True) -> None:
        if self.loc_events is not None:  # the alias walk: its parts are visited, not printed
            return
        if self.options.pretty_debuginfo:  # the location itself, never its alias
            loc.print_inner(self)
            return
        self.write("loc(")
        alias = self.loc_aliases.get(loc) if allow_alias else None
        if alias is not None:
            self.write(alias)
        else:
            loc.print_inner(self)
        self.write(")")

    def print_result_list(self, op: Operation) -> None:
        assert self.names is not None
        results = op.results
        groups = self.names.result_groups.get(op)
        if groups:
            parts = []
            for i, start in enumerate(groups):
                end = groups[i + 1] if i + 1 < len(groups) else len(results)
                name = self.names.names[results[start]]
                parts.append(name if end - start == 1 else f"{name}:{end - start}")
            self.write(", ".join(parts))
        else:
            name = self.names.names[results[0]]
            self.write(name if len(results) == 1 else f"{name}:{len(results)}")

    def print_op_name(self, op: Operation) -> None:
        name = op.name
        d = self.default_dialects[-1]
        if d and name.startswith(d) and name[len(d):len(d) + 1] == "." and name.count(".") == 1:
            name = name[len(d) + 1:]
        self.out.append(name)

    def print_generic_op(self, op: Operation) -> None:
        out = self.out
        start = len(out)
        flushes = self._flushes
        self.write(A.escape_string(op.name) + "(")
        self.print_operands(op.operands)
        self.write(")")
        if op.successors:
            self.write("[" + ", ".join(self.block_name(b) for b in op.successors) + "]")
        props = op.properties
        if props:
            self.write(" <")
            if op.op_def is None:
                # MLIR's alias walk never meets an unregistered op's properties:
                # they print inline.
                local = self.options.local_scope
                self.options.local_scope = True
                self.print_attr(props[""] if "" in props else A.DictionaryAttr(tuple(props.items())))
                self.options.local_scope = local
            else:
                self.print_attr(A.DictionaryAttr(tuple(props.items())))
            self.write(">")
        regions_at = len(out)
        if op.regions:
            self.write(" (")
            for i, r in enumerate(op.regions):
                if i:
                    self.write(", ")
                self.print_region(r, True, True, print_empty_block=True)
            self.write(")")
        attrs_at = len(out)
        self.print_optional_attr_dict(op.attributes)
        types_at = len(out)
        self.write(" : (")
        self.print_list([v.type for v in op.operands], self.print_type)
        self.write(") -> ")
        self.print_function_results([r.type for r in op.results])
        if self.alias_markers and not self.options.generic and flushes == self._flushes and out is self.out:
            self._hint_generic_alias_order(start, regions_at, attrs_at, types_at)

    def _hint_generic_alias_order(self, start: int, regions_at: int, attrs_at: int, types_at: int) -> None:
        """MLIR's alias walk visits a generically printed op's regions, then
        its operand and result types, then its attributes (not in text
        order): a hidden hint in front of the op gives `finish` that order."""
        out = self.out
        regions = "".join(out[start:attrs_at])
        attrs = "".join(out[attrs_at:types_at])
        types = "".join(out[types_at:])
        if "\x00" not in regions and "\x00" not in attrs and "\x00" not in types:
            return
        order = _MARKER.findall(regions) + _MARKER.findall(types) + _MARKER.findall(attrs)
        out[start] = "\x02" + "".join(order) + "\x02" + out[start]

    def print_region(self, region: Region, print_entry_args: bool = True, print_terminators: bool = True,
                     print_empty_block: bool = False) -> None:
        if self.options.skip_regions:
            self.out.append("{...}")
            return
        parent = region.parent
        default = ""
        if parent is not None and parent.op_def is not None:
            default = getattr(parent, "default_dialect", "")
        self.default_dialects.append(default)
        out = self.out
        out.append("{\n")
        if region.blocks:
            entry = region.blocks[0]
            always = (print_empty_block and entry.is_empty()) or (print_entry_args and bool(entry.args))
            self.print_block(entry, always, print_terminators)
            for b in region.blocks[1:]:
                self.print_block(b, True, True)
        out.append("  " * self.indent + "}")
        self.default_dialects.pop()

    def print_block(self, block: Block, print_header: bool = True, print_terminator: bool = True) -> None:
        out = self.out
        if print_header:
            out.append("  " * self.indent + self.block_name(block))
            if block.args:
                out.append("(")
                for i, arg in enumerate(block.args):
                    if i:
                        out.append(", ")
                    self.print_block_arg(arg)
                out.append(")")
            out.append(":")
            preds = block.predecessors
            if not preds:
                if block.prev is not None:
                    out.append("  // no predecessors")
            elif len(preds) == 1:
                out.append("  // pred: " + self.block_name(preds[0]))
            else:
                assert self.names is not None
                ordered = sorted(preds, key=lambda b: self.names.block_names[b][1])  # type: ignore[union-attr]
                out.append(f"  // {len(preds)} preds: " + ", ".join(self.block_name(b) for b in ordered))
            out.append("\n")
        self.indent += 1
        if self.options.value_users:
            self._block_arg_users(block)
        ind = "  " * self.indent
        last = block.last
        skip_last = (not print_terminator and last is not None and last.op_def is not None
                     and last.has_terminator_trait())
        op = block.first
        while op is not None:
            if skip_last and op is last:
                break
            out.append(ind)
            self.print_op(op)
            out.append("\n")
            if len(out) > self.FLUSH_EVERY:
                self._flush()
            op = op.next
        self.indent -= 1
