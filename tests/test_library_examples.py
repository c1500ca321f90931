"""The API reference's examples, run the way a reader runs them: in a fresh
namespace holding only ``from euchre import *`` and ``from <module> import *`` for
the module whose section shows the example (book/library.md says so; the reference
itself is on the pages book/api_*.md that follow it)."""

from __future__ import annotations

import doctest
import importlib
import inspect
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LIBRARY = (ROOT / "book" / "library.md").read_text(encoding="utf-8")
REFERENCE = sorted((ROOT / "book").glob("api_*.md"))
MODULES = [
    name
    for page in REFERENCE
    for name in re.findall(r"^\.\. automodule:: (\S+)", page.read_text(encoding="utf-8"), re.M)
]


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


def test_every_error_class_the_chapter_promises_is_in_the_package() -> None:
    # "The most used names can be imported straight from `euchre`: ... and the error
    # classes": all of them, UnknownNameError and NotAViewError included.
    import euchre
    import euchre.errors

    assert "and the error\nclasses" in LIBRARY
    errors = [
        name
        for name, obj in vars(euchre.errors).items()
        if inspect.isclass(obj) and issubclass(obj, euchre.errors.EuchreError)
    ]
    assert len(errors) >= 8
    for name in errors:
        assert name in euchre.__all__ and getattr(euchre, name) is getattr(euchre.errors, name)


def test_the_library_chapter_says_how_to_run_its_examples() -> None:
    assert len(MODULES) > 20
    assert "`from euchre import *`" in LIBRARY
    # Every reference page is in the table of contents and sends its reader there.
    toc = (ROOT / "_toc.yml").read_text(encoding="utf-8")
    for page in REFERENCE:
        assert f"file: book/{page.stem}\n" in toc
        assert "{ref}`the library chapter <api-reference>`" in page.read_text(encoding="utf-8")
    assert sum(len(_examples(name)) for name in MODULES) > 100  # 161 docstrings today


# Modules the reference leaves out, and why. Every other module of the package has
# a section, so that a programmer finds the ExpertBot or the coach there.
NOT_IN_REFERENCE = {
    "euchre.checks": "the argument checks the engine's own functions share",
    "euchre.bots": "it re-exports the bots' modules, and each of them has a section",
}


def test_every_public_module_has_a_section_in_the_reference() -> None:
    package = ROOT / "euchre"
    names = []
    for path in sorted(package.rglob("*.py")):
        parts = path.relative_to(ROOT).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        parent = ".".join(parts[:-1])
        # A subpackage's own modules are its package's section (euchre.egn.read is
        # under euchre.egn), except for the bots, which each have their own.
        if parent not in ("euchre", "euchre.bots") or parts[-1].startswith("_"):
            continue
        names.append(".".join(parts))
    missing = [n for n in names if n not in MODULES and n not in NOT_IN_REFERENCE]
    assert not missing, f"no book/api_*.md has an automodule for {missing}"


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
