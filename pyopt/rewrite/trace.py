"""The conversion trace (`--mlir-print-conversion-trace[=FILE]`): what each
pattern driver did, op by op, readably.

MLIR shows this only in builds with assertions (`-debug-only=dialect-conversion`),
as a stream of unstructured lines.  Here each driver run is a section; under
it each op the driver visited, the patterns tried in order with their benefit,
the outcome of each (applied, or the match-failure reason the pattern gave),
folds, legality and the materializations inserted; ops legalized while a
pattern ran nest under that pattern.  On a terminal it prints as a rich tree,
otherwise as indented text.

Tracing is off unless `current` is set: the drivers test one module global,
so it costs nothing on a normal run.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from pyopt.ir.core import Operation
    from pyopt.rewrite.pattern import RewritePattern


class Node:
    __slots__ = ("text", "children", "parent")

    def __init__(self, text: str, parent: Node | None = None) -> None:
        self.text = text
        self.children: list[Node] = []
        self.parent = parent
        if parent is not None:
            parent.children.append(self)


def describe_op(op: Operation) -> str:
    loc = op.loc
    where = ""
    if loc is not None and hasattr(loc, "line"):
        where = f" at {loc.line}:{loc.col}"  # the file is the run's input
    return f"'{op.name}'{where}"


class Trace:
    def __init__(self) -> None:
        self.root = Node("conversion trace")
        self.cursor = self.root

    # -- sections -------------------------------------------------------------
    def begin_driver(self, title: str) -> None:
        self.cursor = Node(title, self.root)

    def end_driver(self) -> None:
        self.cursor = self.root

    # -- ops and patterns ---------------------------------------------------------
    def begin_op(self, op: Operation, what: str = "") -> Node:
        self.cursor = Node(describe_op(op) + (f": {what}" if what else ""), self.cursor)
        return self.cursor

    def end_op(self, node: Node) -> None:
        self.cursor = node.parent or self.root

    def begin_pattern(self, p: RewritePattern) -> Node:
        self.cursor = Node(f"pattern {p.debug_name} (benefit {p.benefit})", self.cursor)
        return self.cursor

    def end_pattern(self, node: Node, outcome: str) -> None:
        node.text += f": {outcome}"
        self.cursor = node.parent or self.root

    def match_failure(self, reason: str) -> None:
        Node(f"match failure: {reason}", self.cursor)

    def event(self, text: str) -> None:
        """A fold, a legality answer, a materialization, an erased op."""
        Node(text, self.cursor)

    # -- output -----------------------------------------------------------------------
    def text(self) -> str:
        out: list[str] = []

        def walk(node: Node, depth: int) -> None:
            out.append("  " * depth + node.text)
            for child in node.children:
                walk(child, depth + 1)

        for section in self.root.children:
            if section.children:
                walk(section, 0)
        return "\n".join(out) + ("\n" if out else "")

    def print_rich(self, file: Any) -> None:
        from rich.console import Console
        from rich.markup import escape
        from rich.tree import Tree

        def build(node: Node, tree: Tree) -> None:
            for child in node.children:
                style = "green" if child.text.endswith(": applied") else (
                    "yellow" if "match failure" in child.text or child.text.endswith(": failed") else "")
                label = escape(child.text)
                build(child, tree.add(f"[{style}]{label}[/]" if style else label))

        console = Console(file=file, highlight=False)
        for section in self.root.children:
            if not section.children:
                continue
            tree = Tree(f"[bold]{escape(section.text)}[/]")
            build(section, tree)
            console.print(tree)


# The run's trace, or None (tracing off).
current: Trace | None = None


def start() -> Trace:
    global current
    current = Trace()
    return current


def stop() -> Trace | None:
    global current
    trace, current = current, None
    return trace
