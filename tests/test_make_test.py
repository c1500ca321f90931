"""``make test``, the README's test command and CI's, runs every stage: lint, the type
check, the unit and notebook tests with the strict book build beside them, then the
browser tests on the built book. Here each tool of ``.venv/bin`` is a stand-in that
notes when it starts and ends and fails when told to, so the Makefile's own recipe is
what is tested, in a second."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

STAND_IN = """#!/bin/sh
name="$(basename "$0") $1"
echo "start $name" >> "$STAGES"
case "$name" in *"$SLOW"*) sleep 1 ;; esac
echo "end $name" >> "$STAGES"
case "$name" in *"$FAIL"*) echo "$name failed"; exit 1 ;; esac
"""

pytestmark = pytest.mark.skipif(shutil.which("make") is None, reason="needs make")


def make_test(
    tmp_path: Path, fail: str = "nothing", slow: str = "nothing"
) -> tuple[int, str, list[str]]:
    """Run ``make test`` with stand-ins for the tools; its exit status, its output and
    the stages in the order they started and ended."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for tool in ("ruff", "mypy", "pytest", "jupyter-book"):
        (bin_dir / tool).write_text(STAND_IN, encoding="utf-8")
        (bin_dir / tool).chmod(0o755)
    stages = tmp_path / "stages"
    env = dict(os.environ, STAGES=str(stages), FAIL=fail, SLOW=slow)
    env.pop("MAKEFLAGS", None)
    proc = subprocess.run(
        # The stamp is a file that exists, so nothing is installed.
        ["make", "test", f"BIN={bin_dir}", f"STAMP={ROOT / 'Makefile'}",
         f"BOOK_LOG={tmp_path / 'book.log'}"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    done = stages.read_text(encoding="utf-8").splitlines() if stages.exists() else []
    return proc.returncode, proc.stdout + proc.stderr, done


def test_make_test_runs_every_stage_with_the_book_beside_the_unit_tests(
    tmp_path: Path,
) -> None:
    status, out, stages = make_test(tmp_path, slow="pytest tests")
    assert status == 0, out
    started = [s.removeprefix("start ") for s in stages if s.startswith("start ")]
    assert started[:2] == ["ruff check", "mypy --strict"]
    assert set(started[2:5]) == {"pytest tests", "pytest --nbval", "jupyter-book build"}
    assert started[5:] == ["pytest tests/browser"]
    # The book was built while the unit tests ran, and before the browser tests.
    assert stages.index("start jupyter-book build") < stages.index("end pytest tests")
    assert stages.index("end jupyter-book build") < stages.index("start pytest tests/browser")
    # Its output is shown, once both are done.
    assert "--- " in out and "(make book-strict, exit status 0)" in out
    assert "jupyter-book build . --all --warningiserror" in out


def test_a_failed_book_build_fails_make_test_and_its_output_is_shown(tmp_path: Path) -> None:
    status, out, stages = make_test(tmp_path, fail="jupyter-book", slow="jupyter-book")
    assert status != 0
    assert "jupyter-book build failed" in out and "exit status 2" in out
    # The unit and notebook tests still ran to the end; the browser tests did not run.
    assert "end pytest --nbval" in stages
    assert "start pytest tests/browser" not in stages


def test_failed_unit_tests_fail_make_test_and_the_book_is_still_built(tmp_path: Path) -> None:
    status, out, stages = make_test(tmp_path, fail="pytest tests")
    assert status != 0
    assert "end jupyter-book build" in stages and "exit status 0" in out
    assert "start pytest tests/browser" not in stages
