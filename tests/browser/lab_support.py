"""A JupyterLab server for the browser tests: a copy of the practice notebooks (and
the EGN records they read) in a temporary folder, served on 127.0.0.1 with no token,
and helpers that run a notebook top to bottom in the page as a student would."""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
EGN = ROOT / "data" / "egn"


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def copy_course(into: Path) -> Path:
    """The practice notebooks in ``into/notebooks`` and the records in ``into/data/egn``,
    so that the notebooks' relative paths work and the repository is never written."""
    shutil.copytree(
        NOTEBOOKS, into / "notebooks", ignore=shutil.ignore_patterns("*.py", "*.cfg", ".ipynb*")
    )
    shutil.copytree(EGN, into / "data" / "egn")
    return into


@contextmanager
def jupyterlab(root: Path, *, timeout: float = 60) -> Iterator[str]:
    """Start JupyterLab over ``root`` on 127.0.0.1 and yield its base URL."""
    port = _free_port()
    home = root / ".home"
    env = dict(os.environ)
    env.update(
        {
            "HOME": str(home),
            "JUPYTER_CONFIG_DIR": str(home / ".jupyter"),
            "JUPYTER_RUNTIME_DIR": str(home / "runtime"),
            "IPYTHONDIR": str(home / "ipython"),
            "PYDEVD_DISABLE_FILE_VALIDATION": "1",
        }
    )
    # JupyterLab set up as Binder sets it up: the repository's postBuild, run for this
    # home folder (its default viewers, the style of printed output).
    subprocess.run(
        ["bash", str(ROOT / "postBuild")], cwd=ROOT, env=env, check=True, capture_output=True
    )
    # No news or update pop-ups over the notebook.
    settings = home / "settings" / "@jupyterlab" / "apputils-extension"
    settings.mkdir(parents=True, exist_ok=True)
    (settings / "notification.jupyterlab-settings").write_text(
        '{"fetchNews": "false", "checkForUpdates": false}', encoding="utf-8"
    )
    # JupyterLite's extension (installed for the book's live pages) needs JupyterLite's
    # own services and only logs an error inside JupyterLab: serve every other
    # installed extension (the widgets' among them) from a folder of links.
    extensions = home / "labextensions"
    extensions.mkdir(parents=True, exist_ok=True)
    for found in sorted((Path(sys.prefix) / "share" / "jupyter" / "labextensions").glob("*")):
        if found.name != "@jupyterlite":
            (extensions / found.name).symlink_to(found, target_is_directory=True)
    jupyter = Path(sys.executable).with_name("jupyter")
    command = [
        str(jupyter),
        "lab",
        "--no-browser",
        f"--ServerApp.root_dir={root}",
        "--ServerApp.ip=127.0.0.1",
        f"--ServerApp.port={port}",
        "--ServerApp.port_retries=0",
        "--IdentityProvider.token=",
        "--ServerApp.password=",
        "--ServerApp.disable_check_xsrf=True",
        "--LabApp.expose_app_in_browser=True",
        f"--LabApp.workspaces_dir={home / 'workspaces'}",
        f"--LabApp.user_settings_dir={home / 'settings'}",
        "--LabApp.news_url=",
        "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
        f"--LabApp.labextensions_path={extensions}",
        "--ServerApp.log_level=WARN",
    ]
    if hasattr(os, "geteuid") and os.geteuid() == 0:  # CI containers run as root
        command.append("--allow-root")
    log = (root / "jupyterlab.log").open("w")
    process = subprocess.Popen(command, cwd=root, env=env, stdout=log, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + timeout
        while True:
            if process.poll() is not None:
                raise RuntimeError(
                    "JupyterLab stopped at start:\n" + (root / "jupyterlab.log").read_text()
                )
            try:
                with urllib.request.urlopen(f"{url}/api/status", timeout=2) as answer:
                    if answer.status == 200:
                        break
            except OSError:
                pass
            if time.monotonic() > deadline:
                raise RuntimeError(f"JupyterLab did not answer on {url} within {timeout} s.")
            time.sleep(0.3)
        yield url
    finally:
        process.terminate()
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        log.close()


# A run is over when every code cell has an execution count and the kernel is idle.
_RUN_DONE = """() => {
  const app = window.jupyterapp;
  const panel = app && app.shell.currentWidget;
  if (!panel || !panel.content || !panel.sessionContext) return false;
  const kernel = panel.sessionContext.session && panel.sessionContext.session.kernel;
  if (!kernel || kernel.status !== 'idle') return false;
  const cells = panel.content.widgets.filter(c => c.model.type === 'code');
  return cells.every(c => c.model.executionCount !== null && c.model.executionCount !== undefined);
}"""

_KERNEL_READY = """() => {
  const app = window.jupyterapp;
  const panel = app && app.shell.currentWidget;
  if (!panel || !panel.sessionContext) return false;
  const kernel = panel.sessionContext.session && panel.sessionContext.session.kernel;
  return !!kernel && kernel.status === 'idle';
}"""


def open_and_run(page: Any, url: str, notebook: str, *, timeout_ms: float = 90_000) -> None:
    """Open ``notebooks/<notebook>`` in JupyterLab and Run All, as a student would;
    return when every cell has run."""
    page.goto(f"{url}/lab/tree/notebooks/{notebook}?reset", wait_until="domcontentloaded")
    page.wait_for_function("() => !!window.jupyterapp && !!window.jupyterapp.shell", timeout=60_000)
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=60_000)
    page.wait_for_function(_KERNEL_READY, timeout=60_000)
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
    page.wait_for_function(_RUN_DONE, timeout=timeout_ms, polling=250)
    # Let the widget views finish drawing.
    page.wait_for_timeout(300)


def shutdown_kernels(url: str) -> None:
    """Shut down every kernel the server runs (one notebook at a time keeps the two
    cores free for the page)."""
    with urllib.request.urlopen(f"{url}/api/kernels", timeout=10) as answer:
        kernels = json.load(answer)
    for kernel in kernels:
        request = urllib.request.Request(f"{url}/api/kernels/{kernel['id']}", method="DELETE")
        with urllib.request.urlopen(request, timeout=10):
            pass
