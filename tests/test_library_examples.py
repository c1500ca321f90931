"""The library chapter's examples, run the way a reader runs them: in a fresh
namespace holding only ``from euchre import *`` and ``from <module> import *`` for
the module whose section shows the example (book/library.md says so)."""

from __future__ import annotations

import doctest
import importlib
import inspect
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LIBRARY = (ROOT / "book" / "library.md").read_text(encoding="utf-8")
MODULES = re.findall(r"^\.\. automodule:: (\S+)", LIBRARY, re.M)


def _examples(module_name: str) -> list[doctest.DocTest]:
    module = importlib.import_module(module_name)
    finder = doctest.DocTestFinder()
    # The module's own docstring, then what its section lists: the names in __all__
    # (autodoc shows those only), classes with their methods.
    found = doctest.DocTestFinder(recurse=False).find(module, module_name, module=module)
    for name in getattr(module, "__all__", ()):
        obj = getattr(module, name)
        if inspect.ismodule(obj):
            continue
        found += finder.find(obj, f"{module_name}.{name}", module=inspect.getmodule(obj))
    unique = {(t.filename, t.lineno, t.name): t for t in found if t.examples}
    return sorted(unique.values(), key=lambda t: t.name)


def test_the_library_chapter_says_how_to_run_its_examples() -> None:
    assert len(MODULES) > 20
    assert "`from euchre import *`" in LIBRARY
    assert sum(len(_examples(name)) for name in MODULES) > 100  # 161 docstrings today


@pytest.mark.parametrize("module_name", MODULES)
def test_examples_run_in_a_readers_namespace(module_name: str) -> None:
    failed = []
    tests = _examples(module_name)
    for test in tests:
        test.globs = {"__name__": "__main__"}
        exec(f"from euchre import *\nfrom {module_name} import *", test.globs)
        runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
        out: list[str] = []
        if runner.run(test, out=out.append).failed:
            report = "".join(out)
            example = re.search(
                r"Failed example:\n(.*?)\n(?:Exception raised|Expected)", report, re.S
            )
            error = re.findall(r"^\s*(\w+(?:Error|Exception)\b.*)$", report, re.M)
            failed.append(
                f"{test.name} (line {test.lineno}): {example.group(1).strip() if example else '?'}"
                f" -> {error[-1] if error else report[-300:]}"
            )
    assert not failed, "\n".join(failed)
