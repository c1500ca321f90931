"""What the grading tests share: submissions made from a fixture, and commands run
without waiting on the kernels they leave.

:func:`run_command` runs a command that starts Jupyter kernels.

A kernel started by otter or nbclient inherits its parent's standard output and
error. With ``subprocess.run(capture_output=True)`` the test then waits for every
process holding those pipes to close them, so a kernel left running after otter
has printed its results and exited keeps the test waiting until its time limit
(this happened: ``otter run`` finished in seconds and the test waited 600 s).
Here the output goes to files, the wait is for the command itself, and whatever
it left running in its session is stopped afterwards.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
#: The installed virtual environment, which a fresh copy links to.
VENV = Path(sys.executable).parent.parent

#: Exercise 2's solution changed to return the engine's own answer for effective_suit.
ENGINE_EFFECTIVE_SUIT = (
    "if is_left_bower(card, trump):\n        return trump\n    return card.suit",
    "import euchre\n    return euchre.effective_suit(card, trump)",
)


def run_command(
    cmd: Sequence[str],
    *,
    cwd: Path | str | None = None,
    timeout: float,
    env: Mapping[str, str] | None = None,
) -> subprocess.CompletedProcess[str]:
    """``cmd``'s exit code and output, as ``subprocess.run(..., capture_output=True,
    text=True, timeout=timeout)`` gives them."""
    with tempfile.TemporaryFile("w+") as out, tempfile.TemporaryFile("w+") as err:
        proc = subprocess.Popen(
            list(cmd), cwd=cwd, env=env, stdout=out, stderr=err, text=True, start_new_session=True
        )
        try:
            code = proc.wait(timeout=timeout)
        finally:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
        out.seek(0)
        err.seek(0)
        return subprocess.CompletedProcess(list(cmd), code, out.read(), err.read())


def answers_changed(fixture: Path, changes: list[tuple[str, str]], extra: str = "") -> Any:
    """The fixture notebook with text replaced in its cells (each change must hit)
    and, if given, one more code cell at the end."""
    nb = json.loads(fixture.read_text(encoding="utf-8"))
    for old, new in changes:
        hits = 0
        for cell in nb["cells"]:
            text = "".join(cell["source"])
            if old in text:
                cell["source"] = text.replace(old, new)
                hits += 1
        assert hits == 1, old
    if extra:
        nb["cells"].append(
            {
                "cell_type": "code",
                "metadata": {},
                "source": extra,
                "outputs": [],
                "execution_count": None,
                "id": "extra-cell",
            }
        )
    return nb


def fresh_copy(target: Path) -> Path:
    """The repository's files as a clone would have them (plus the new, not yet
    committed ones), with the installed venv linked in and no reason for make to
    reinstall it."""
    listed = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split("\0")
    for name in listed:
        source = ROOT / name
        if name and source.is_file():
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target / name)
    (target / ".venv").symlink_to(VENV)
    for name in ("pyproject.toml", "requirements.txt"):
        os.utime(target / name, (0, 0))  # older than .venv/.installed
    return target
