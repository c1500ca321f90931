"""The README's "Without make" commands are the ones ``make book`` and ``make test``
run: each command the Makefile's recipes give (its variables filled in as the
Makefile sets them) is in the README's block, and the block holds no other command
besides creating the environment. CI runs ``make test``, so the README's copy of
each command is run verbatim there."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")
MAKEFILE = (ROOT / "Makefile").read_text(encoding="utf-8")

#: The Makefile's targets that ``make book`` and ``make test`` run (the install first,
#: under its stamp file).
TARGETS = ("$(STAMP)", "book", "lint", "typecheck", "unit", "nbval", "book-strict", "browser")


def _readme_commands() -> list[str]:
    """The commands of the README's "Without make" block, comments dropped."""
    section = README.split("### Without make", 1)[1]
    block = section.split("```sh\n", 1)[1].split("```", 1)[0]
    lines = (line.split(" #", 1)[0].strip() for line in block.splitlines())
    return [line for line in lines if line]


def _recipe(target: str) -> list[str]:
    """The recipe lines of ``target``."""
    found = re.search(rf"^{re.escape(target)}:[^\n]*\n((?:\t[^\n]*\n)+)", MAKEFILE, re.M)
    assert found, f"the Makefile has no recipe for {target}"
    return found.group(1).splitlines()


def _filled(command: str) -> str:
    """A recipe command with the Makefile's variables as a fresh clone has them."""
    values = {
        "$(PY)": ".venv/bin/python",
        "$(BIN)": ".venv/bin",
        "$(LINT_DIRS)": "euchre tests benchmarks",
    }
    for name, value in values.items():
        command = command.replace(name, value)
    return " ".join(command.split())


def _make_commands() -> list[str]:
    """Every command the targets run from ``.venv`` (a recipe line, or a line of a
    shell ``if``, that starts with ``$(BIN)`` or ``$(PY)``; not one only echoed)."""
    out = []
    for target in TARGETS:
        for line in _recipe(target):
            found = re.match(r"\t+@?(\$\((?:BIN|PY)\)[^;\n]*)", line)
            if not found:
                continue
            command = _filled(found.group(1))
            if "--upgrade pip" not in command and command not in out:
                out.append(command)
    return out


def test_every_make_command_is_in_the_readme() -> None:
    readme = [" ".join(c.split()) for c in _readme_commands()]
    missing = [c for c in _make_commands() if c not in readme]
    assert len(_make_commands()) >= 8 and missing == []


def test_the_readme_runs_nothing_make_does_not() -> None:
    make = _make_commands()
    extra = [
        c
        for c in (" ".join(c.split()) for c in _readme_commands())
        if c not in make
        and c not in ("python3 -m venv .venv", ".venv/bin/python -m pip install --upgrade pip")
    ]
    assert extra == []


def test_the_readme_installs_the_packages_ci_installs() -> None:
    """The quick start's apt command for the browser tests names the packages
    ``.ci/run`` installs before ``make test``."""
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    packages = re.search(r"^apt_packages=\(([^)]*)\)", ci, re.M)
    said = re.search(r"`sudo apt-get install ([^`]+)`", README)
    assert packages and said
    assert said.group(1).split() == packages.group(1).split()
