"""LALR(1) lookaheads for Lark's LR(0) automaton, as sets of bits (used by
`make tables`, pyopt/ir/tables_build.py; never at run time).

Lark computes the same lookaheads (DeRemer and Pennello's relations) with
Python sets of Terminal objects: for pyopt's grammar that is ~40 million
hashed set insertions and ~1.3 GB, for tables in which most reducing
states reduce on most of the ~1,200 terminals.  Here a terminal set is an
int with one bit per terminal, so unions are single operations, and the
tables are built from the bits directly.  Lark's own steps are kept where
they are cheap (LR(0) states, the reads relation), its includes and lookback
relations are built the same way with less searching, and its quirks are kept: its digraph shares set objects between the nodes of
a cycle and keeps extending them, which this module reproduces with shared
cells, so the tables are exactly Lark's (tests/unit/test_tables.py checks).
Conflicts are resolved as Lark resolves them: shift over reduce, then rule
priority; an unresolved reduce/reduce conflict is an error."""

from __future__ import annotations

from typing import Any


class LalrTable:
    """Per LR(0) state: its shifts and gotos (symbol name -> state) and its
    reductions (rule -> set of lookahead names); start and end states."""

    def __init__(self) -> None:
        self.states: list[Any] = []
        self.shifts: dict[Any, dict[str, Any]] = {}
        self.reduces: dict[Any, dict[Any, frozenset[str]]] = {}
        self.start_states: dict[str, Any] = {}
        self.end_states: dict[str, Any] = {}


def _digraph(nodes: list[Any], relation: Any, initial: dict[Any, list[int]]) -> dict[Any, list[int]]:
    """F(x) = G(x) | union of F(y) for x R y, over cells ([bits]) shared the
    way Lark's lalr_analysis.digraph shares its sets."""
    result: dict[Any, list[int]] = {}
    stack: list[Any] = []
    depth = dict.fromkeys(nodes, 0)

    def traverse(x: Any) -> None:
        stack.append(x)
        d = len(stack)
        depth[x] = d
        cell = result[x] = initial[x]
        for y in relation[x]:
            if depth[y] == 0:
                traverse(y)
            if 0 < depth[y] < depth[x]:
                depth[x] = depth[y]
            cell[0] |= result[y][0]
        if depth[x] == d:
            while True:
                z = stack.pop()
                depth[z] = -1
                result[z] = cell
                if z == x:
                    break

    for x in nodes:
        if depth[x] == 0:
            traverse(x)
    return result


def _nullable_only(rules: list[Any]) -> tuple[dict[Any, Any], dict[Any, Any], set[Any]]:
    """Lark's calculate_sets, less FIRST and FOLLOW, which LALR does not use
    (their quadratic loop was a sixth of the time)."""
    nullable: set[Any] = set()
    changed = True
    while changed:
        changed = False
        for rule in rules:
            if rule.origin not in nullable and all(s in nullable for s in rule.expansion):
                nullable.add(rule.origin)
                changed = True
    return {}, {}, nullable


def _includes_lookback(a: Any) -> None:
    """Lark's compute_includes_lookback, with each state's items grouped by
    the rule they belong to once, not scanned for every nonterminal (the
    same relations, built in the same order)."""
    nullable = a.NULLABLE
    groups_of: dict[Any, dict[Any, list[Any]]] = {}
    satisfied_of: dict[Any, set[Any]] = {}
    for nt in a.nonterminal_transitions:
        state, nonterminal = nt
        groups = groups_of.get(state)
        if groups is None:
            groups = groups_of[state] = {}
            for rp in state.closure:
                groups.setdefault(rp.rule.origin, []).append(rp)
        includes = []
        lookback = a.lookback[nt]
        for rp in groups.get(nonterminal, ()):
            state2 = state
            expansion = rp.rule.expansion
            for i in range(rp.index, len(expansion)):
                s = expansion[i]
                nt2 = (state2, s)
                state2 = state2.transitions[s]
                if nt2 not in a.reads:
                    continue
                for j in range(i + 1, len(expansion)):
                    if expansion[j] not in nullable:
                        break
                else:
                    includes.append(nt2)
            if rp.index == 0:
                satisfied = satisfied_of.get(state2)
                if satisfied is None:
                    satisfied = satisfied_of[state2] = {r.rule for r in state2.closure if r.is_satisfied}
                if rp.rule in satisfied:
                    lookback.add((state2, rp.rule))
        for nt2 in includes:
            a.includes[nt2].add(nt)


def analyze(parser_conf: Any) -> LalrTable:
    import sys

    import lark.parsers.grammar_analysis as grammar_analysis
    from lark.exceptions import GrammarError
    from lark.parsers.lalr_analysis import LALR_Analyzer

    saved = grammar_analysis.calculate_sets
    grammar_analysis.calculate_sets = _nullable_only
    try:
        a = LALR_Analyzer(parser_conf)
    finally:
        grammar_analysis.calculate_sets = saved
    a.compute_lr0_states()
    a.compute_reads_relations()
    _includes_lookback(a)

    bit_of: dict[Any, int] = {}
    names: list[str] = []

    def bits(symbols: Any) -> int:
        b = 0
        for s in symbols:
            i = bit_of.get(s)
            if i is None:
                i = bit_of[s] = len(names)
                names.append(s.name)
            b |= 1 << i
        return b

    transitions = a.nonterminal_transitions
    initial = {nt: [bits(a.directly_reads[nt])] for nt in transitions}
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, 4 * len(transitions) + 1000))  # Lark's digraph recurses too
    try:
        read_sets = _digraph(transitions, a.reads, initial)
        follow_sets = _digraph(transitions, a.includes, read_sets)
    finally:
        sys.setrecursionlimit(limit)
    lookaheads: dict[Any, dict[Any, int]] = {}
    for nt, lookbacks in a.lookback.items():
        follow = follow_sets[nt][0]
        for state, rule in lookbacks:
            per_rule = lookaheads.setdefault(state, {})
            per_rule[rule] = per_rule.get(rule, 0) | follow

    def decode(b: int) -> frozenset[str]:
        out = []
        while b:
            low = b & -b
            out.append(names[low.bit_length() - 1])
            b ^= low
        return frozenset(out)

    table = LalrTable()
    conflicts = []
    for state in a.lr0_itemsets:
        table.states.append(state)
        table.shifts[state] = {sym.name: target for sym, target in state.transitions.items()}
        shifted = bits(s for s in state.transitions if s.is_term)
        per_rule = lookaheads.get(state, {})
        reduces: dict[Any, int] = {}
        if len(per_rule) == 1:
            (rule, b), = per_rule.items()
            reduces[rule] = b & ~shifted
        elif per_rule:
            union = 0
            for b in per_rule.values():
                union |= b
            while union:
                low = union & -union
                union ^= low
                rules = [r for r, b in per_rule.items() if b & low]
                if len(rules) > 1:
                    ranked = sorted(rules, key=lambda r: r.options.priority or 0, reverse=True)
                    if (ranked[0].options.priority or 0) <= (ranked[1].options.priority or 0):
                        conflicts.append(f"Reduce/Reduce collision in {names[low.bit_length() - 1]} "
                                         f"between {', '.join(str(r) for r in rules)}")
                        continue
                    rules = ranked[:1]
                if not low & shifted:
                    reduces[rules[0]] = reduces.get(rules[0], 0) | low
        table.reduces[state] = {rule: decode(b) for rule, b in reduces.items() if b}
    if conflicts:
        raise GrammarError("\n".join(conflicts))
    table.start_states = dict(a.lr0_start_states)
    for state in table.states:
        for rp in state.closure:
            for start in a.lr0_start_states:
                if rp.is_satisfied and rp.rule.origin.name == "$root_" + start:
                    table.end_states[start] = state
    return table


class TablesParser:
    """Takes the place of Lark's LALR_Parser (Lark's `_plugins` option):
    the analysis only, for tables_build.compile_tables."""

    def __init__(self, parser_conf: Any, debug: bool = False, strict: bool = False) -> None:
        self.table = analyze(parser_conf)
