"""The engine's source as the browser's Python (Pyodide) reads it."""

from __future__ import annotations

import ast
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[1] / "euchre"


def test_no_constant_holds_a_lone_surrogate() -> None:
    # Pyodide refuses to import a module with a text constant that is not valid
    # UTF-8 (a docstring that wrote '\ud800' instead of '\\ud800' stopped the live
    # Play page); CPython does not mind, so only this test notices.
    bad = []
    for path in sorted(ENGINE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                try:
                    node.value.encode("utf-8")
                except UnicodeEncodeError:
                    bad.append(f"{path.relative_to(ENGINE.parent)}:{node.lineno}")
    assert not bad, bad
