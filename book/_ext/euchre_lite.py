"""Build the book's live mode: a JupyterLite site (Python in the reader's browser,
through Pyodide) served from the book's own folder, ``_build/html/lite/``.

Everything comes from PyPI and npm, at the versions pinned here and in
``lite/package.json`` (+ its lock):

- the Pyodide runtime, from the npm package ``pyodide`` (``npm ci`` into the cache);
- the pure-Python wheels the kernel loads at start (micropip, IPython and their
  closure, at the exact versions of Pyodide's lock), from PyPI;
- the wheels the pages and notebooks install: the engine, built from this checkout,
  and ipywidgets with its two helpers.

Downloads are kept in ``_build/lite-cache`` so that a rebuild needs no network.
Run by the Sphinx extension ``euchre_live`` after the book's HTML is written, or by
hand: ``python book/_ext/euchre_lite.py _build/html``.
"""

from __future__ import annotations

import hashlib
import json
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterable
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LITE = ROOT / "lite"
NOTEBOOKS = ROOT / "notebooks"
EXERCISES = ROOT / "exercises"
EGN = ROOT / "data" / "egn"

# The folder of the built book that holds the live site.
SITE_FOLDER = "lite"

# What the runtime needs from the npm package (no wheels there, not even micropip).
RUNTIME_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
# What the kernel loads from Pyodide's lock when it starts: these and their closure.
KERNEL_PACKAGES = ("micropip", "packaging", "ipython", "jedi")
# What the notebooks install with %pip besides the engine (the versions checked together
# with jupyterlite-pyodide-kernel 0.8.6; jupyterlab_widgets must match the labextension).
WIDGET_WHEELS = ("ipywidgets==8.1.9", "jupyterlab_widgets==3.0.17", "comm==0.2.3")
# The distribution name of the engine, as the notebooks install it.
ENGINE = "euchre-course"
INSTALL_LINE = f"%pip install -q {ENGINE} ipywidgets"
# The note on it comes first, as text a phone wraps (a code cell's lines run off a
# narrow screen); the cell's own comment is short.
FIRST_NOTE = (
    "**Run the next cell first, every time you open this notebook**, even if outputs "
    "are still shown: it installs the engine and the widgets into this browser tab, "
    "whose Python starts empty. *Run › Run All Cells* runs everything in order. (A "
    "widget from last time reads \"Loading widget...\" until its cell runs again, and "
    "then starts afresh: a new game, a quiz's score from 0.)"
)
#: How often the live site saves an open notebook (lite/jupyter-lite.json's setting;
#: JupyterLab's own default, two minutes, lost a student's last two minutes on reload).
AUTOSAVE_SECONDS = json.loads((LITE / "jupyter-lite.json").read_text(encoding="utf-8"))[
    "jupyter-config-data"
]["settingsOverrides"]["@jupyterlab/docmanager-extension:plugin"]["autosaveInterval"]
#: Said after it in an exercise: the teachers' page tells teachers, and nothing told
#: the student, that the work stays in this browser until it is downloaded.
HAND_IN_NOTE = (
    "\n\n**Your work is kept only in this browser, on this computer**, saved every "
    f"{AUTOSAVE_SECONDS} seconds (at once with Ctrl+S: a change younger than that is lost "
    "if the tab closes). When you finish, and before a break, download the notebook (*File › "
    "Download*) and hand that file in as your teacher asks."
)
INSTALL_NOTE = "# Installs the engine and the widgets\n# into this browser tab."
# The notebook's cell: it installs only in the browser's Python, so that a notebook
# downloaded from the site and run elsewhere (an exercise handed in and graded, say)
# installs nothing there.
INSTALL_CELL = (
    f"{INSTALL_NOTE}\nimport sys\n\n"
    f'if sys.platform == "emscripten":  # the browser\'s Python (Pyodide)\n    {INSTALL_LINE}'
)

# Every file the engine's wheel is built from.
ENGINE_SOURCES = ("pyproject.toml", "README.md", "LICENSE", "euchre")

_WHEEL_NAME = re.compile(r"^(?P<name>[^-]+)-(?P<version>[^-]+)-")


# The style of printed output in JupyterLab, one file for the live site and Binder:
# words are kept whole (JupyterLab's own style breaks a line at any letter).
OUTPUT_CSS = LITE / "output.css"


def output_style() -> str:
    """The ``<style>`` element the live site's apps get: :data:`OUTPUT_CSS`."""
    return f'<style id="euchre-output-style">\n{OUTPUT_CSS.read_text(encoding="utf-8")}</style>'


class LiteBuildError(RuntimeError):
    """The live site could not be built; the message says which step failed."""


def _log(message: str) -> None:
    print(f"[euchre-live] {message}", flush=True)


def _run(command: list[str], *, cwd: Path | None = None) -> None:
    done = subprocess.run(command, cwd=cwd, capture_output=True, text=True, check=False)
    if done.returncode:
        raise LiteBuildError(
            f"{' '.join(command)} failed ({done.returncode}):\n{done.stdout}\n{done.stderr}"
        )


def _canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def pyodide_version() -> str:
    """The Pyodide version pinned in ``lite/package.json``."""
    package = json.loads((LITE / "package.json").read_text(encoding="utf-8"))
    return str(package["dependencies"]["pyodide"])


def pyodide_runtime(cache: Path) -> Path:
    """The npm package ``pyodide`` unpacked by ``npm ci`` from the committed lock."""
    npm_dir = cache / "npm"
    runtime = npm_dir / "node_modules" / "pyodide"
    lock = LITE / "package-lock.json"
    stamp = npm_dir / "lock.sha256"
    if not (stamp.exists() and stamp.read_text() == _sha256(lock) and runtime.is_dir()):
        npm = shutil.which("npm")
        if npm is None:
            raise LiteBuildError(
                "npm is needed for the Pyodide runtime (Debian: apt-get install npm)."
            )
        npm_dir.mkdir(parents=True, exist_ok=True)
        for name in ("package.json", "package-lock.json"):
            shutil.copy2(LITE / name, npm_dir / name)
        _log(f"npm ci (pyodide {pyodide_version()})")
        _run([npm, "ci", "--no-audit", "--no-fund", "--ignore-scripts"], cwd=npm_dir)
        stamp.write_text(_sha256(lock))
    missing = [name for name in RUNTIME_FILES if not (runtime / name).exists()]
    if missing:
        raise LiteBuildError(f"the pyodide npm package has no {', '.join(missing)}")
    return runtime


def kernel_closure(lock: dict[str, object]) -> list[dict[str, object]]:
    """The lock entries of :data:`KERNEL_PACKAGES` and everything they depend on."""
    packages = lock["packages"]
    assert isinstance(packages, dict)
    todo = list(KERNEL_PACKAGES)
    seen: dict[str, dict[str, object]] = {}
    while todo:
        key = _canonical(todo.pop())
        if key in seen:
            continue
        entry = packages[key]
        seen[key] = entry
        todo.extend(str(d) for d in entry["depends"])
    return [seen[key] for key in sorted(seen)]


def _wheels_by_name(folder: Path) -> dict[tuple[str, str], Path]:
    found = {}
    for wheel in folder.glob("*.whl"):
        match = _WHEEL_NAME.match(wheel.name)
        if match:
            found[(_canonical(match["name"]), match["version"])] = wheel
    return found


def download_wheels(pins: Iterable[tuple[str, str]], cache: Path) -> dict[tuple[str, str], Path]:
    """Pure-Python wheels ``(name, version)`` from PyPI into ``cache`` (once), for the
    Python of the Pyodide runtime."""
    folder = cache / "wheels"
    folder.mkdir(parents=True, exist_ok=True)
    wanted = {(_canonical(name), version) for name, version in pins}
    have = _wheels_by_name(folder)
    missing = sorted(wanted - have.keys())
    if missing:
        _log(f"pip download {len(missing)} wheels")
        _run(
            [
                sys.executable,
                "-m",
                "pip",
                "download",
                "--quiet",
                "--no-deps",
                "--only-binary",
                ":all:",
                "--platform",
                "any",
                "--python-version",
                "3.14",
                "--implementation",
                "py",
                "--abi",
                "none",
                "--dest",
                str(folder),
                *(f"{name}=={version}" for name, version in missing),
            ]
        )
        have = _wheels_by_name(folder)
    still = sorted(wanted - have.keys())
    if still:
        raise LiteBuildError(f"PyPI has no pure-Python wheel for {still}")
    return {pin: have[pin] for pin in wanted}


def stage_runtime(runtime: Path, static: Path, cache: Path) -> list[str]:
    """The runtime and the kernel's wheels in ``static/pyodide``, with a lock whose
    checksums are those of the shipped wheels (Pyodide's lock has its own builds')."""
    static.mkdir(parents=True, exist_ok=True)
    for name in RUNTIME_FILES[:-1]:
        shutil.copy2(runtime / name, static / name)
    lock = json.loads((runtime / "pyodide-lock.json").read_text(encoding="utf-8"))
    entries = kernel_closure(lock)
    wheels = download_wheels(((str(e["name"]), str(e["version"])) for e in entries), cache)
    shipped = []
    for entry in entries:
        wheel = wheels[(_canonical(str(entry["name"])), str(entry["version"]))]
        shutil.copy2(wheel, static / wheel.name)
        entry["file_name"] = wheel.name
        entry["sha256"] = _sha256(wheel)
        shipped.append(wheel.name)
    (static / "pyodide-lock.json").write_text(json.dumps(lock), encoding="utf-8")
    return shipped


def engine_wheel(dest: Path) -> Path:
    """The engine's wheel, built from a copy of the checkout's sources."""
    dest.mkdir(parents=True, exist_ok=True)
    for old in dest.glob("euchre_course-*.whl"):
        old.unlink()
    with tempfile.TemporaryDirectory(prefix="euchre-wheel-") as tmp:
        source = Path(tmp) / "src"
        source.mkdir()
        for name in ENGINE_SOURCES:
            path = ROOT / name
            if path.is_dir():
                shutil.copytree(
                    path, source / name, ignore=shutil.ignore_patterns("__pycache__", "*.pyc")
                )
            else:
                shutil.copy2(path, source / name)
        _run(
            [
                sys.executable,
                "-m",
                "pip",
                "wheel",
                "--quiet",
                "--no-deps",
                "--wheel-dir",
                str(dest),
                str(source),
            ]
        )
    wheels = sorted(dest.glob("euchre_course-*.whl"))
    if len(wheels) != 1:
        raise LiteBuildError(f"expected one engine wheel in {dest}, found {wheels}")
    return wheels[0]


def practice_notebooks() -> list[Path]:
    """The practice notebooks the site serves (every ``notebooks/*.ipynb``)."""
    return sorted(NOTEBOOKS.glob("*.ipynb"))


def exercise_masters() -> list[Path]:
    """The exercises' masters (``exercises/<name>/<name>.ipynb``): the site serves
    their student notebooks, at those paths, as the students branch does."""
    return sorted(p for p in EXERCISES.glob("[0-9]*/*.ipynb") if p.stem == p.parent.name)


def served_notebooks() -> list[Path]:
    """Every notebook the site serves, by its path in the repository: the practice
    notebooks, and the exercises (their student notebooks)."""
    return practice_notebooks() + exercise_masters()


def student_notebook(master: Path, work: Path) -> Path:
    """The student notebook of an exercise, made by ``otter assign`` as ``make
    exercises`` makes it (no solution, no hidden check), without running the checks
    on the solution (the tests do that)."""
    out = work / master.stem
    if out.exists():
        shutil.rmtree(out)
    otter = Path(sys.executable).with_name("otter")
    _run([str(otter), "assign", "--no-run-tests", master.name, str(out)], cwd=master.parent)
    return out / "student" / master.name


def lite_notebook(source: Path) -> dict[str, object]:
    """A notebook for JupyterLite: outputs cleared, the Pyodide kernel, and first a
    note and a cell that installs the engine and the widgets from the site."""
    notebook = json.loads(source.read_text(encoding="utf-8"))
    for cell in notebook["cells"]:
        if cell["cell_type"] == "code":
            cell["outputs"] = []
            cell["execution_count"] = None
    install = {
        "cell_type": "code",
        "execution_count": None,
        "id": "euchre-live-install",
        "metadata": {"tags": ["euchre-live-install"]},
        "outputs": [],
        "source": INSTALL_CELL,
    }
    note = {
        "cell_type": "markdown",
        "id": "euchre-live-first",
        "metadata": {"tags": ["euchre-live-install"]},
        "source": FIRST_NOTE + (HAND_IN_NOTE if "otter" in notebook["metadata"] else ""),
    }
    notebook["cells"][:0] = [note, install]
    notebook["metadata"]["kernelspec"] = {
        "display_name": "Python (Pyodide)",
        "language": "python",
        "name": "python",
    }
    return dict(notebook)


def stage_contents(contents: Path, work: Path) -> None:
    """The files a reader finds in the live site: the practice notebooks and the EGN
    records they read, and the exercises' student notebooks, at the same relative
    paths as in the repository (and its students branch)."""
    if contents.exists():
        shutil.rmtree(contents)
    sources = {source: source for source in practice_notebooks()}
    for master in exercise_masters():
        sources[master] = student_notebook(master, work / "exercises")
    for path, source in sources.items():
        target = contents / path.relative_to(ROOT)
        target.parent.mkdir(parents=True, exist_ok=True)
        text = json.dumps(lite_notebook(source), indent=1, ensure_ascii=False) + "\n"
        target.write_text(text, encoding="utf-8")
    shutil.copytree(EGN, contents / "data" / "egn")


def _labextension(name: str) -> Path:
    for base in (Path(sys.prefix), Path(sys.base_prefix)):
        path = base / "share" / "jupyter" / "labextensions" / name
        if (path / "package.json").exists():
            return path
    raise LiteBuildError(f"the JupyterLab extension {name} is not installed in {sys.prefix}")


def stage_config(work: Path, contents: Path) -> None:
    """``jupyter_lite_config.json`` and ``jupyter-lite.json`` from ``lite/``, with the
    two lab extensions the site needs (and no others from the environment)."""
    config = json.loads((LITE / "jupyter_lite_config.json").read_text(encoding="utf-8"))
    build = config["LiteBuildConfig"]
    build["federated_extensions"] = [
        str(_labextension("@jupyterlite/pyodide-kernel-extension")),
        str(_labextension("@jupyter-widgets/jupyterlab-manager")),
    ]
    build["contents"] = [str(contents)]
    (work / "jupyter_lite_config.json").write_text(json.dumps(config, indent=2), encoding="utf-8")
    shutil.copy2(LITE / "jupyter-lite.json", work / "jupyter-lite.json")


def style_apps(output: Path) -> list[Path]:
    """Add :func:`output_style` to the head of each app of the built site
    (``lab/index.html``, ``notebooks/index.html``, ``repl/index.html``, ...); the
    pages styled."""
    style = output_style()
    styled = []
    for page in sorted(output.glob("*/index.html")):
        text = page.read_text(encoding="utf-8")
        if style not in text:
            if "</head>" not in text:
                raise LiteBuildError(f"{page} has no </head> to add the live site's style to")
            page.write_text(text.replace("</head>", style + "</head>", 1), encoding="utf-8")
        styled.append(page)
    if not any(page.parent.name == "notebooks" for page in styled):
        raise LiteBuildError(f"jupyter lite build wrote no {output}/notebooks/index.html")
    return styled


def fingerprint() -> str:
    """A digest of everything the live site is built from: the engine's sources, the
    notebooks and records it serves, ``lite/`` and this module. A rebuild with the
    same fingerprint is skipped."""
    digest = hashlib.sha256()
    for distribution in ("jupyterlite-core", "jupyterlite-pyodide-kernel", "jupyterlab_widgets"):
        digest.update(f"{distribution}=={metadata.version(distribution)}".encode())
    roots = [ROOT / name for name in ENGINE_SOURCES] + [NOTEBOOKS, EGN, LITE, Path(__file__)]
    roots += exercise_masters()
    for root in roots:
        files = sorted(root.rglob("*")) if root.is_dir() else [root]
        for path in files:
            if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".pyc":
                digest.update(path.relative_to(ROOT).as_posix().encode())
                digest.update(path.read_bytes())
    return digest.hexdigest()


def build(html: Path, *, cache: Path | None = None, work: Path | None = None) -> Path:
    """Build the live site into ``html/lite`` (unless it is up to date) and return
    that folder."""
    started = time.monotonic()
    build_dir = html.parent
    cache = cache or build_dir / "lite-cache"
    work = work or build_dir / "lite-work"
    output = html / SITE_FOLDER
    stamp = output / ".euchre-live-fingerprint"
    current = fingerprint()
    if stamp.exists() and stamp.read_text() == current and (output / "repl").is_dir():
        _log(f"{output} is up to date")
        return output
    work.mkdir(parents=True, exist_ok=True)
    runtime = pyodide_runtime(cache)
    stage_runtime(runtime, work / "static" / "pyodide", cache)
    pypi = work / "pypi"
    if pypi.exists():
        shutil.rmtree(pypi)
    pypi.mkdir()
    engine = engine_wheel(pypi)
    for wheel in download_wheels((pin.split("==") for pin in WIDGET_WHEELS), cache).values():  # type: ignore[misc]
        shutil.copy2(wheel, pypi / wheel.name)
    contents = work / "contents"
    stage_contents(contents, work)
    stage_config(work, contents)
    lite_cli = Path(sys.executable).with_name("jupyter-lite")
    _log(f"jupyter lite build into {output}")
    _run(
        [
            str(lite_cli),
            "build",
            "--lite-dir",
            str(work),
            "--output-dir",
            str(output),
        ],
        cwd=work,
    )
    if not (output / "repl" / "index.html").exists():
        raise LiteBuildError(f"jupyter lite build wrote no {output}/repl/index.html")
    style_apps(output)
    stamp.write_text(current)
    _log(f"{engine.name} and the live site ready in {time.monotonic() - started:.0f} s")
    return output


if __name__ == "__main__":
    build(Path(sys.argv[1] if len(sys.argv) > 1 else ROOT / "_build" / "html").resolve())
