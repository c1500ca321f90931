"""A test that hangs fails on its own instead of holding CI until its deadline: the
project's pytest settings (pyproject.toml, and the Makefile's browser run) stop it
with pytest-timeout's "thread" method, which also ends a pytest-xdist worker stuck
outside Python, after faulthandler has printed where every thread waited."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

HANGS = """
import threading


def test_waits_for_ever():
    threading.Event().wait()
"""


def test_a_hung_test_is_stopped_and_shows_where_it_waited(tmp_path: Path) -> None:
    (tmp_path / "test_hangs.py").write_text(HANGS, encoding="utf-8")
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "test_hangs.py", "-c", str(ROOT / "pyproject.toml"),
         "--rootdir", str(tmp_path), "-p", "no:cacheprovider", "-n", "1",
         "--timeout", "4", "-o", "faulthandler_timeout=2"],
        cwd=tmp_path, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    said = run.stdout + run.stderr
    assert run.returncode != 0, said
    # Where it waited, from the worker's faulthandler, then the worker's end.
    assert re.search(r'test_hangs\.py", line 6 in test_waits_for_ever', said), said
    assert "worker 'gw0' crashed while running 'test_hangs.py::test_waits_for_ever'" in said


def test_every_run_dumps_the_stacks_before_it_stops_a_test() -> None:
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    ini = pyproject.split("[tool.pytest.ini_options]", 1)[1].split("\n[", 1)[0]
    assert re.search(r'^timeout_method = "thread"$', ini, re.M)
    setting = {k: float(v) for k, v in re.findall(r"^(\w*timeout) = (\d+)$", ini, re.M)}
    assert 0 < setting["faulthandler_timeout"] < setting["timeout"] <= 1800
    browser = (ROOT / "Makefile").read_text(encoding="utf-8").split("\nbrowser:", 1)[1]
    stop = float(re.search(r"--timeout (\d+)", browser).group(1))  # type: ignore[union-attr]
    dump = float(re.search(r"faulthandler_timeout=(\d+)", browser).group(1))  # type: ignore[union-attr]
    assert 0 < dump < stop < setting["timeout"]
