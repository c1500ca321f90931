"""The engine's layers: no import cycle among the modules of ``euchre``, and the rules
core loads no presentation (rendering, quizzes, the stepper, widgets).

The import graph is read from the source with :mod:`ast`: an edge is an import that
runs when the module is imported (at module level or in a class body, including under
``if``/``try``), not one inside a function or under ``if TYPE_CHECKING:``. Importing a
submodule also runs its package's ``__init__``; that implicit edge is not counted,
since every package's ``__init__`` imports its own modules.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "euchre"

#: The rules core: what a program that only plays deals and games imports.
CORE = ("euchre.cards", "euchre.rules", "euchre.deal", "euchre.view", "euchre.game")
#: Presentation: none of it may be loaded by the core.
PRESENTATION = ("euchre.render", "euchre.quiz", "euchre.stepper", "euchre.widgets")


def module_files() -> dict[str, Path]:
    """Every module of the package by dotted name (a package by its ``__init__``)."""
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _import_time_nodes(body: list[ast.stmt]) -> list[ast.Import | ast.ImportFrom]:
    """The import statements of ``body`` that run when the module is imported."""
    found: list[ast.Import | ast.ImportFrom] = []
    for node in body:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            found.append(node)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        elif isinstance(node, ast.If) and _is_type_checking(node.test):
            found += _import_time_nodes(node.orelse)
        else:
            for child in ast.iter_child_nodes(node):
                if isinstance(child, ast.stmt):
                    found += _import_time_nodes([child])
                elif isinstance(child, ast.excepthandler):
                    found += _import_time_nodes(child.body)
    return found


def imports_of(name: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """The modules of the package that ``name`` imports at import time."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    targets: set[str] = set()
    for node in _import_time_nodes(tree.body):
        if isinstance(node, ast.Import):
            targets.update(alias.name for alias in node.names)
            continue
        if node.level:
            base = package.split(".")
            base = base[: len(base) - node.level + 1]
            prefix = ".".join(base + ([node.module] if node.module else []))
        else:
            prefix = node.module or ""
        for alias in node.names:
            submodule = f"{prefix}.{alias.name}"
            # `from . import egn` imports the module; `from .deal import Deal` a name.
            targets.add(submodule if submodule in modules else prefix)
    return {t for t in targets if t in modules and t != name}


def import_graph() -> dict[str, set[str]]:
    modules = module_files()
    return {name: imports_of(name, path, modules) for name, path in modules.items()}


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One cycle of ``graph`` as a path that returns to its start, or None."""
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                return [*path[path.index(nxt) :], nxt]
            if nxt not in state and (cycle := visit(nxt)):
                return cycle
        path.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state and (cycle := visit(node)):
            return cycle
    return None


def test_only_imports_that_run_at_import_time_are_edges(tmp_path):
    source = """
from __future__ import annotations
from typing import TYPE_CHECKING
import pkg.a
from . import b
from .c import Thing
if TYPE_CHECKING:
    from .d import Hint
else:
    from .e import Other
try:
    from .f import Fast
except ImportError:
    from .g import Slow
class Holder:
    from .h import Member
def later():
    from .i import Lazy
"""
    path = tmp_path / "m.py"
    path.write_text(source, encoding="utf-8")
    modules = {f"pkg.{n}": path for n in "abcdefghim"}
    assert imports_of("pkg.m", path, modules) == {f"pkg.{n}" for n in "abcefgh"}


def test_the_graph_is_read_from_the_engine():
    graph = import_graph()
    assert "euchre.deal" in graph["euchre.game"]
    assert "euchre.egn" in graph["euchre"]  # `from . import egn`
    assert "euchre.egn.record" in graph["euchre.egn"]
    assert "euchre.game" in graph["euchre.egn.record"]  # `from ..game import Game`
    # Cards draw themselves with the renderer, imported inside the method.
    assert "euchre.render" not in graph["euchre.cards"]


def test_find_cycle_finds_one():
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None


def test_no_import_cycle():
    cycle = find_cycle(import_graph())
    assert cycle is None, "import cycle: " + " -> ".join(cycle or [])


def _loaded_after(statement: str) -> set[str]:
    code = f"import sys\n{statement}\nprint('\\n'.join(sorted(sys.modules)))"
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    return {m for m in run.stdout.split() if m == "euchre" or m.startswith("euchre.")}


def _presentation(loaded: set[str]) -> list[str]:
    return sorted(m for m in loaded for p in PRESENTATION if m == p or m.startswith(p + "."))


@pytest.mark.parametrize("module", CORE)
def test_the_rules_core_loads_no_presentation(module):
    loaded = _loaded_after(f"import {module}")
    assert module in loaded
    assert _presentation(loaded) == [], f"import {module} loads {_presentation(loaded)}"


def test_the_package_loads_no_presentation():
    loaded = _loaded_after("import euchre\nfrom euchre import *")
    assert _presentation(loaded) == []


def test_presentation_is_still_importable():
    loaded = _loaded_after("import euchre.render, euchre.quiz, euchre.stepper")
    assert {"euchre.render", "euchre.quiz", "euchre.stepper"} <= loaded


#: Modules that use a deal's value types (phase, turn, trick, result) without needing
#: the deal itself: they import them from ``euchre.values``, never ``euchre.deal``.
VALUE_USERS = ("euchre.view", "euchre.narration", "euchre.values", "euchre.render")


@pytest.mark.parametrize("module", VALUE_USERS)
def test_value_types_come_from_their_own_module(module):
    graph = import_graph()
    assert "euchre.deal" not in graph[module], f"{module} imports euchre.deal at import time"


@pytest.mark.parametrize("module", ("euchre.view", "euchre.render", "euchre.stepper"))
def test_the_display_takes_value_types_from_values(module):
    assert "euchre.values" in import_graph()[module]


def test_the_stepper_reads_cards_through_a_public_name():
    source = (PACKAGE / "stepper.py").read_text(encoding="utf-8")
    assert "_parse_card" not in source
