"""Build the student material, and commit it as the ``students`` branch students launch.

Binder (repo2docker) copies a whole branch, its git history included, into the
image it builds. Launching students from ``main`` would hand them every master,
solution and hidden test, so the book's launch links open the ``students`` branch
instead (``euchre_student_ref`` in ``_config.yml``). That branch holds only:

- the book's pages (``book/``), the practice notebooks (``notebooks/``), the
  recorded games (``data/``) and the engine (``euchre/``), as on ``main``;
- one student notebook per exercise, ``exercises/<name>/<name>.ipynb`` (made by
  ``otter assign``: no solution, no hidden test);
- what Binder installs and runs: ``requirements.txt``, ``runtime.txt``,
  ``pyproject.toml``, ``postBuild`` (and ``lite/output.css``, the style it installs).

Its history holds only such trees: each commit's parent is the previous student
commit, never a commit of ``main``.

Usage (from the repository root)::

    .venv/bin/python exercises/student_branch.py            # the tree, in exercises/build/students
    .venv/bin/python exercises/student_branch.py --commit   # and commit it to the students branch
    git push origin students                                 # publish (the workflow does this)
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
import make_masters  # noqa: E402

#: Tracked paths of ``main`` that students get as they are (folders and files).
STUDENT_PATHS = (
    "book",
    "notebooks",
    "data",
    "euchre",
    "_config.yml",
    "_toc.yml",
    "pyproject.toml",
    "requirements.txt",
    "runtime.txt",
    "postBuild",
    "lite/output.css",
    "LICENSE",
)

README = """\
# Euchre, Measured: student material

This branch is what students open in Binder or on a JupyterHub: the book's pages
(`book/`), the practice notebooks (`notebooks/`) and the exercises
(`exercises/<name>/<name>.ipynb`). Open an exercise and run its cells from the
top; each `grader.check` cell runs that question's public checks.

It is built from the course's `main` branch by `exercises/student_branch.py`;
changes made here are overwritten.
"""


def _git(*args: str, env: dict[str, str] | None = None, cwd: Path = ROOT) -> str:
    return subprocess.run(
        ["git", *args], cwd=cwd, check=True, capture_output=True, text=True, env=env
    ).stdout.strip()


def tracked_student_files() -> list[str]:
    """The tracked files of ``main`` that go to students as they are."""
    files = _git("ls-files", "-z", "--", *STUDENT_PATHS).split("\0")
    return [f for f in files if f and (ROOT / f).is_file()]


def build_tree(out: Path, students: dict[str, Path] | None = None) -> Path:
    """Write the student material into ``out`` (emptied first). ``students`` maps an
    exercise to a student notebook already made by ``otter assign``; the others are
    made here."""
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    for name in tracked_student_files():
        target = out / name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / name, target)
    with tempfile.TemporaryDirectory() as tmp:
        for folder in make_masters.exercise_dirs():
            student = (students or {}).get(folder.name)
            if student is None:
                print(f"otter assign {folder.name}", flush=True)
                student = make_masters.build(folder, Path(tmp) / folder.name)
            target = out / "exercises" / folder.name / student.name
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(student, target)
    (out / "README.md").write_text(README, encoding="utf-8")
    return out


def commit_tree(folder: Path, branch: str, repo: Path = ROOT) -> str:
    """Commit ``folder`` as the next commit of ``branch`` (its parent: the branch's
    previous commit, if any); the new commit's id. The working tree and the index
    of the repository are not touched."""
    with tempfile.TemporaryDirectory() as tmp:
        git_dir = _git("rev-parse", "--absolute-git-dir", cwd=repo)
        env = dict(
            os.environ,
            GIT_DIR=git_dir,
            GIT_INDEX_FILE=str(Path(tmp) / "index"),
            GIT_WORK_TREE=str(folder),
        )
        _git("add", "--all", "--force", ".", env=env, cwd=folder)
        tree = _git("write-tree", env=env, cwd=folder)
    source = _git("rev-parse", "--short", "HEAD", cwd=repo)
    parent = subprocess.run(
        ["git", "rev-parse", "--verify", "--quiet", f"refs/heads/{branch}"],
        cwd=repo,
        capture_output=True,
        text=True,
    ).stdout.strip()
    if parent and _git("rev-parse", f"{parent}^{{tree}}", cwd=repo) == tree:
        return parent
    args = ["commit-tree", tree, "-m", f"Student material built from main at {source}"]
    if parent:
        args += ["-p", parent]
    commit = _git(*args, cwd=repo)
    _git("update-ref", f"refs/heads/{branch}", commit, cwd=repo)
    return commit


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, default=HERE / "build" / "students")
    parser.add_argument("--commit", action="store_true", help="commit it to the branch")
    parser.add_argument("--branch", default="students")
    args = parser.parse_args()
    out = build_tree(args.out)
    print(f"wrote the student material to {out}")
    if args.commit:
        commit = commit_tree(out, args.branch)
        print(f"{args.branch} is at {commit}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
