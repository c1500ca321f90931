"""The benchmarks README's commands that read committed ISMCTS runs (no OpenSpiel
needed): each runs verbatim, and the figures the README quotes from them are what
they print."""

from __future__ import annotations

import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "benchmarks" / "README.md").read_text()


def _commands() -> list[str]:
    """The README's commands that read ``data/ismcts``, continuation lines joined."""
    joined = README.replace("\\\n", " ")
    return [
        line.split("#")[0].strip()
        for line in joined.splitlines()
        if re.match(r"python benchmarks/(ismcts_log|cfr/pairs)\.py .*data/ismcts/", line)
    ]


def _run(command: str) -> str:
    argv = shlex.split(command)
    assert argv[0] == "python"
    done = subprocess.run(
        [sys.executable, *argv[1:]], cwd=ROOT, capture_output=True, text=True, check=True
    )
    return done.stdout


def _readme(figure: str) -> str:
    """A figure as the README writes it: a true minus sign."""
    return figure.replace("-", "\u2212")


def test_the_commands_are_found() -> None:
    assert len(_commands()) == 7


@pytest.mark.parametrize("command", _commands())
def test_readme_command_runs_and_its_figures_are_quoted(command: str) -> None:
    out = _run(command)
    if "ismcts_log.py" in command:
        # the largest first difference: the first row under the table's heading
        first = re.search(r"per pair\n.*?  +(\d+) +(\S+) +(\S+)\n", out)
        rest = re.search(r"every row but the first, together +(\d+) +(\S+)", out)
        assert first and rest, out
        pairs, per_deal, per_pair = (_readme(f) for f in first.groups())
        assert f"{pairs} pairs at {per_pair} each, {per_deal} a deal" in README
        assert f"together {_readme(rest.group(2))} over {rest.group(1)}" in README
    else:
        figure = re.search(r"(\S+) \((\S+)\.\.(\S+)\)", out)
        assert figure, out
        mean, low, high = (_readme(f) for f in figure.groups())
        assert f"{mean} ({low} to {high})" in README
