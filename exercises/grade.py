"""Grade every submission of every exercise, without Docker, and write the gradebook.

Usage (from the repository root)::

    .venv/bin/python exercises/grade.py            # or: make grade

Submissions go in ``submissions/``: ``submissions/<exercise>/<student>.ipynb``.
Each notebook is matched to its exercise by its own metadata (the name otter
wrote into it), not by its file or folder name, so ``01_cards (1).ipynb`` in the
wrong folder is still graded as exercise 1. The student is the file's name
without ``.ipynb`` or, when the folder is not an exercise's (``submissions/alice/
01_cards (1).ipynb``), the folder's name.

Every submission is copied into a folder of its own and graded there by
otter-grader's own grading in a fresh kernel, as many at a time as the machine has
cores (``--jobs``). A cell that runs longer than ``--time-limit`` seconds is interrupted and reported; a
notebook that still does not finish is stopped. Results are kept in
``grades/results/``: running again grades only new or changed submissions (all of
them with ``--force``) and rewrites ``grades/gradebook.csv``, ``grades/report.md``
and ``grades/reports/<student>.md`` from every result kept, so earlier rows stay.

Private tests: a teacher's own test files in otter's format, in
``private-tests/<exercise>/*.py``, are added to that exercise's autograder for
this grading only (see book/teachers.md).

The match seed: a hidden check that draws deals (exercise 6's measured deals,
exercise 8's match of the bot against RandomBot) sets ``_match_seed = <number>``;
the number in the master is only for ``otter assign``'s run of the solution. This
grading writes the class's own seed there instead, so the deals are known to no
student in advance: ``--match-seed``, or the
seed kept in ``grades/match-seed.txt``, or else a fresh random one (then kept
there). Each result records its ``match_seed``; ``--match-seed <it>`` plays the
same deals again, so a grade can be reproduced.

Measured deals: exercise 6's checks solve thousands of deals with every card known
(``ordered_up_deals``), the same deals for every notebook of the class. They are
solved once, before the notebooks are run, and every notebook reads them
(``euchre.order_up.store_measured``).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import queue
import re
import secrets
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import zipfile
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
import gradebook  # noqa: E402
import make_masters  # noqa: E402
from grade_worker import CHECKS_CELL_LIMITS, unrun_result  # noqa: E402

from euchre.order_up import (  # noqa: E402
    MAX_SEED,  # every exercise's deals take it
    STORE_VARIABLE,
    store_measured,
)
from euchre.words import count_words, listed  # noqa: E402

WORKER = HERE / "grade_worker.py"
#: Where a check that plays a match takes its seed: grading puts the class's seed there.
MATCH_SEED = re.compile(r"\b(_match_seed = )\d+\b")
MATCH_SEED_FILE = "match-seed.txt"
#: Deals a notebook or a check measures: ``ordered_up_deals(<count>, seed=<seed>)``.
MEASURED = re.compile(r"ordered_up_deals\((\d+), seed=(\d+|_match_seed)\)")
#: Seconds without a finished notebook before the script says what it is still grading.
PROGRESS_SECONDS = 30


@dataclass
class Submission:
    path: Path
    exercise: str
    student: str
    digest: str = ""
    match_seed: int | None = None
    #: Canvas marked the file LATE (handed in after the due date).
    late: bool = False


class Unreadable(Exception):
    """A file named like a notebook that cannot be read as one."""


def assignment_name(path: Path) -> str | None:
    """The exercise a notebook belongs to, from its otter metadata (None if none);
    :class:`Unreadable` if the file is not a notebook at all."""
    try:
        nb = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise Unreadable(str(path)) from error
    if not isinstance(nb, dict):
        raise Unreadable(str(path))
    name = nb.get("metadata", {}).get("otter", {}).get("assignment_name")
    return str(name) if name else None


def _copy_of(stem: str) -> str:
    """A file name without the mark a download or a copy adds ("alice (1)", "alice -
    Copy"), so that two copies of one file read as one name."""
    return re.sub(r"\s*(\(\d+\)|-\s*Copy)$", "", stem)


#: Canvas's name for a file of its "Download Submissions" zip: the student's name
#: (last and first run together), LATE if handed in after the due date, the
#: student's user ID, the submission's ID, then the file's own name.
CANVAS = re.compile(r"(?P<name>[^\W_]+)_(?P<late>LATE_)?(?P<user>\d+)_\d+_.+")
#: Moodle's, in its "Download all submissions": a folder, or the start of a file's
#: name, "First Last_<participant>_assignsubmission_file_". The participant number
#: is the assignment's own, so the name alone is the student.
MOODLE = re.compile(r"(?P<name>.+?)_\d+_assignsubmission_file_.*")


def lms_student(name: str, *, is_file: bool) -> tuple[str | None, bool]:
    """The student whose file (``is_file``) or folder, downloaded from Canvas or
    Moodle, is named ``name``, and whether Canvas marked it late; ``(None, False)``
    for any other name."""
    if is_file and (found := CANVAS.fullmatch(name)):
        return f"{found['name']}_{found['user']}", bool(found["late"])
    if moodle := MOODLE.fullmatch(name):
        return moodle["name"], False
    return None, False


def find_submissions(folder: Path, exercises: list[str]) -> tuple[list[Submission], list[str]]:
    """Every gradable notebook under ``folder``, and a warning for each skipped file."""
    found: dict[tuple[str, str], Submission] = {}
    copies: dict[tuple[str, str], tuple[int, list[Path]]] = {}
    warnings = []
    named_by_folder: set[str] = set()  # folders said to be one student's, once each
    late_files: set[Path] = set()
    for path in sorted(folder.rglob("*")):
        hidden = any(part.startswith(".") for part in path.relative_to(folder).parts)
        if hidden or not path.is_file():  # .ipynb_checkpoints, .DS_Store
            continue
        shown = path.relative_to(folder)
        if path.suffix.lower() != ".ipynb":
            warnings.append(
                f"{shown}: not a notebook (students hand in the .ipynb file they were "
                "given), skipped"
            )
            continue
        try:
            exercise = assignment_name(path)
        except Unreadable:
            warnings.append(
                f"{shown}: cannot be read as a notebook (the file is damaged, or another "
                "kind of file renamed), skipped"
            )
            continue
        if exercise not in exercises:
            warnings.append(
                f"{shown}: not a notebook of one of the exercises (no exercise is named in its "
                "metadata: students hand in the notebook they were given), skipped"
            )
            continue
        parent = path.parent.name
        if path.parent == folder or parent in exercises:
            # In a folder of one exercise, each file is a student ("bob (1)" is bob's
            # work downloaded again; Canvas's names say whose it is).
            student, late = lms_student(path.stem, is_file=True)
            student = student or _copy_of(path.stem)
        else:  # elsewhere the folder is the student (Moodle's folders say whose it is)
            student, late = lms_student(parent, is_file=False)
            # A student's own folder holds the notebook they were given, under its
            # name; a file named otherwise in a folder named otherwise ("ex2/erin")
            # may be a class's folder of one exercise: say how that is read.
            if student is None and _copy_of(path.stem) not in exercises:
                if parent not in named_by_folder:
                    named_by_folder.add(parent)
                    warnings.append(
                        f"{shown}: graded as the work of a student called {parent} (its "
                        f"folder's name); if {parent}/ holds several students' work, name "
                        f"it {exercise}: each file is then one student"
                    )
            student = student or parent
        if late:
            late_files.add(path)
            warnings.append(f"{shown}: Canvas marked it LATE (handed in after the due date)")
        if parent in exercises and parent != exercise:
            warnings.append(f"{shown}: is a notebook of {exercise}, graded as {exercise}")
        key = (student, exercise)
        if key in found:
            # One warning a student's exercise, however many copies: said where the
            # second was found, and rewritten as more come (with three, two warnings
            # each named a copy "graded" that the next one replaced).
            where, earlier = copies.get(key, (len(warnings), [found[key].path]))
            paths = sorted([*earlier, path], key=lambda p: p.stat().st_mtime, reverse=True)
            said = (
                f"{student} handed in {count_words(len(paths))} notebooks of {exercise}: "
                f"graded {paths[0].relative_to(folder)}, not "
                + listed([str(p.relative_to(folder)) for p in paths[1:]])
            )
            if key in copies:
                warnings[where] = said
            else:
                warnings.append(said)
            copies[key] = (where, paths)
            path = paths[0]
        found[key] = Submission(path, exercise, student, late=path in late_files)
    return sorted(found.values(), key=lambda s: (s.exercise, s.student.lower())), warnings


def class_match_seed(grades: Path, given: int | None) -> int:
    """The seed of the class's hidden deals: ``given``, else the one kept in
    ``grades/``, else a fresh random one; kept in ``grades/`` for the next gradings."""
    kept = grades / MATCH_SEED_FILE
    if given is None and kept.exists():
        seed = int(kept.read_text(encoding="utf-8").split()[0])
        if not 0 <= seed <= MAX_SEED:
            raise SystemExit(
                f"{kept} holds the seed {seed}, which an earlier version drew above the "
                f"largest that exercise 6's deals take ({MAX_SEED}): delete the file to draw "
                "a new seed, or give --match-seed."
            )
        return seed
    seed = given if given is not None else secrets.randbelow(MAX_SEED + 1)
    grades.mkdir(parents=True, exist_ok=True)
    kept.write_text(
        f"{seed}\nThe seed of the hidden deals (exercises/grade.py). Keep it from students.\n",
        encoding="utf-8",
    )
    return seed


def autograder(
    exercise: str, private: Path, work: Path, match_seed: Callable[[], int]
) -> tuple[Path, int | None]:
    """The exercise's autograder zip, built if missing or older than its master, with
    the teacher's private tests for it added and, if a check plays a match, the
    class's seed of the hidden deals (``match_seed()``) written into it; and that seed."""
    folder = HERE / exercise
    build = HERE / "build" / exercise
    zips = sorted((build / "autograder").glob("*.zip"))
    master = folder / f"{exercise}.ipynb"
    if not zips or zips[-1].stat().st_mtime < master.stat().st_mtime:
        print(f"building the autograder of {exercise} (otter assign)", flush=True)
        make_masters.build(folder, build)
        zips = sorted((build / "autograder").glob("*.zip"))
    extra = sorted((private / exercise).glob("*.py")) if private.is_dir() else []
    with zipfile.ZipFile(zips[-1]) as archive:
        files: dict[str, tuple[zipfile.ZipInfo | str, bytes]] = {
            info.filename: (info, archive.read(info)) for info in archive.infolist()
        }
    for test in extra:
        files[f"tests/{test.name}"] = (f"tests/{test.name}", test.read_bytes())
    seed = None
    for name, (info, data) in files.items():
        if name.startswith("tests/") and MATCH_SEED.search(text := data.decode("utf-8")):
            seed = match_seed() if seed is None else seed
            files[name] = (info, MATCH_SEED.sub(rf"\g<1>{seed}", text).encode("utf-8"))
    if not extra and seed is None:
        return zips[-1], None
    combined = work / f"{exercise}-autograder.zip"
    with zipfile.ZipFile(combined, "w", zipfile.ZIP_DEFLATED) as archive:
        for info, data in files.values():
            archive.writestr(info, data)
    if extra:
        print(f"{exercise}: {len(extra)} private test file(s) added", flush=True)
    if seed is not None:
        print(f"{exercise}: the hidden checks play the deals of seed {seed}", flush=True)
    return combined, seed


def measured_deals(exercise: str, zip_path: Path, seed: int | None) -> set[tuple[int, int]]:
    """Every ``(count, seed)`` of measured deals that the exercise's notebook or its
    checks (the teacher's private ones included) ask for; ``_match_seed`` is ``seed``."""
    texts = [(HERE / exercise / f"{exercise}.ipynb").read_text(encoding="utf-8")]
    with zipfile.ZipFile(zip_path) as archive:
        texts += [
            archive.read(n).decode("utf-8") for n in archive.namelist() if n.startswith("tests/")
        ]
    return {
        (int(count), seed if drawn == "_match_seed" else int(drawn))
        for text in texts
        for count, drawn in MEASURED.findall(text)
        if drawn != "_match_seed" or seed is not None
    }


def digest(path: Path, zip_path: Path) -> str:
    """What a result depends on: the notebook, the tests and the grading code."""
    h = hashlib.sha256(path.read_bytes())
    with zipfile.ZipFile(zip_path) as archive:
        for name in sorted(archive.namelist()):
            if name.startswith("tests/"):
                h.update(name.encode() + archive.read(name))
    for code in (WORKER, HERE.parent / "euchre" / "write_yourself.py"):
        h.update(code.read_bytes())
    return h.hexdigest()


class Worker:
    """A grading worker process, replaced when a notebook has to be stopped."""

    def __init__(self, cell_seconds: int, env: dict[str, str] | None = None) -> None:
        self.cell_seconds = cell_seconds
        self.env = env
        self.process: subprocess.Popen[str] | None = None

    def _start(self) -> subprocess.Popen[str]:
        if self.process is None or self.process.poll() is not None:
            self.process = subprocess.Popen(
                [sys.executable, str(WORKER), "--cell-seconds", str(self.cell_seconds)],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
                text=True,
                start_new_session=True,
                env=self.env,
            )
        return self.process

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait()
        self.process = None

    def grade(self, job: dict[str, Any], seconds: float) -> dict[str, Any]:
        process = self._start()
        assert process.stdin is not None and process.stdout is not None
        process.stdin.write(json.dumps(job) + "\n")
        process.stdin.flush()
        ready, _, _ = select.select([process.stdout], [], [], seconds)
        line = process.stdout.readline() if ready else ""
        if not line:
            self.stop()
            why = (
                "the grading process stopped (the notebook may have ended it)"
                if ready
                else f"grading was stopped after {seconds:g} s: the notebook never finished"
            )
            # the exercise's points, at 0: not 0 of 0, which dropped it from the total
            return unrun_result({"status": "stopped", "errors": [why]}, job["autograder"])
        return dict(json.loads(line))


def grade_all(
    jobs: list[tuple[Submission, Path]],
    *,
    workers: int,
    cell_seconds: int,
    grades: Path,
    env: dict[str, str] | None = None,
) -> list[dict[str, Any]]:
    """Grade every job, ``workers`` at a time, printing one line as each finishes (and,
    after :data:`PROGRESS_SECONDS` with none finished, what is still being graded); the
    notebooks' kernels get the environment ``env`` (by default, this process's)."""
    todo: queue.Queue[tuple[Submission, Path]] = queue.Queue()
    for job in jobs:
        todo.put(job)
    done: list[dict[str, Any]] = []
    lock = threading.Lock()
    start = time.monotonic()
    width = max((len(s.student) for s, _ in jobs), default=7)
    workers_running: list[Worker] = []
    stopping = threading.Event()
    # what each worker is grading and since when, for the progress line
    grading: dict[int, tuple[Submission, float]] = {}
    last_line = [start]

    def run() -> None:
        worker = Worker(cell_seconds, env)
        with lock:
            workers_running.append(worker)
        try:
            while not stopping.is_set():
                try:
                    submission, zip_path = todo.get_nowait()
                except queue.Empty:
                    return
                began = time.monotonic()
                with lock:
                    grading[threading.get_ident()] = (submission, began)
                with tempfile.TemporaryDirectory(prefix="grade-") as tmp:
                    copy = Path(tmp) / f"{submission.exercise}.ipynb"
                    shutil.copy(submission.path, copy)
                    job = {
                        "notebook": str(copy),
                        "autograder": str(zip_path.resolve()),
                        "exercise": submission.exercise,
                    }
                    result = worker.grade(job, seconds=(CHECKS_CELL_LIMITS + 4) * cell_seconds + 60)
                if stopping.is_set():  # stopped by the teacher: not the notebook's doing
                    return
                result.update(
                    wall_seconds=round(time.monotonic() - began, 1),
                    student=submission.student,
                    exercise=submission.exercise,
                    source=str(submission.path),
                    digest=submission.digest,
                    match_seed=submission.match_seed,
                    title=make_masters.title(HERE / submission.exercise),
                )
                save(grades, result)
                with lock:
                    del grading[threading.get_ident()]
                    last_line[0] = time.monotonic()
                    done.append(result)
                    got = gradebook.score(result)
                    out_of = gradebook.possible(result)
                    problem = f"  {result['errors'][0]}" if result.get("errors") else ""
                    print(
                        f"[{len(done):>3}/{len(jobs)}] {submission.exercise:<16} "
                        f"{submission.student:<{width}} {got:>5g} / {out_of:<3g}"
                        f"{time.monotonic() - start:7.1f} s{problem}",
                        flush=True,
                    )
        finally:
            worker.stop()

    threads = [threading.Thread(target=run) for _ in range(max(1, min(workers, len(jobs))))]
    for thread in threads:
        thread.start()
    try:
        while any(thread.is_alive() for thread in threads):
            time.sleep(1.0)
            with lock:
                if time.monotonic() - last_line[0] >= PROGRESS_SECONDS and grading:
                    last_line[0] = time.monotonic()
                    line = still_grading(grading.values(), len(done), len(jobs), cell_seconds)
                    print(line, flush=True)
        for thread in threads:
            thread.join()
    except KeyboardInterrupt:
        # Ctrl-C reaches this process only (each worker has a session of its own, so
        # that stopping one notebook's kernel stops nothing else): stop them all, or
        # they run on, a student's endless loop at full speed among them.
        stopping.set()
        with lock:
            for worker in workers_running:
                worker.stop()
        for thread in threads:
            thread.join()
        raise
    return done


def still_grading(
    running: Iterable[tuple[Submission, float]], done: int, total: int, cell_seconds: int
) -> str:
    """The line that says a long notebook is still being graded, and for how long a cell
    may run before it is stopped.

    >>> sub = Submission(Path("loops.ipynb"), "01_cards", "alice")
    >>> still_grading([(sub, time.monotonic() - 31)], 2, 9, 120)
    '[  2/9] still grading 01_cards alice (31 s so far); a cell is stopped after 120 s'
    """
    now = time.monotonic()
    said = listed(
        [
            f"{sub.exercise} {sub.student} ({now - began:.0f} s so far)"
            for sub, began in sorted(running, key=lambda r: r[1])
        ]
    )
    return f"[{done:>3}/{total}] still grading {said}; a cell is stopped after {cell_seconds} s"


def result_path(grades: Path, exercise: str, student: str) -> Path:
    return grades / "results" / exercise / f"{gradebook.report_name(student)}.json"


def save(grades: Path, result: dict[str, Any]) -> None:
    path = result_path(grades, result["exercise"], result["student"])
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(result, indent=1, ensure_ascii=False), encoding="utf-8")


def build_parser() -> argparse.ArgumentParser:
    """The command line's options (the teachers' page names them)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--submissions",
        type=Path,
        default=ROOT / "submissions",
        help="the folder of the students' notebooks (default: submissions/)",
    )
    parser.add_argument(
        "--grades",
        type=Path,
        default=ROOT / "grades",
        help="where the gradebook, the reports and the results go (default: grades/)",
    )
    parser.add_argument(
        "--private-tests",
        type=Path,
        default=ROOT / "private-tests",
        help="your own extra checks, one folder per exercise (default: private-tests/)",
    )
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2, help="notebooks at a time")
    parser.add_argument(
        "--time-limit", type=int, default=120, help="seconds any one cell may run (default 120)"
    )
    parser.add_argument("--force", action="store_true", help="grade again what was graded")
    parser.add_argument(
        "--match-seed",
        type=int,
        help="the seed of the hidden deals (exercises 6 and 8): by default a random one, drawn "
        f"at the first grading and kept in <grades>/{MATCH_SEED_FILE}; give a result's "
        "match_seed to play its deals again",
    )
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.match_seed is not None and not 0 <= args.match_seed <= MAX_SEED:
        parser.error(
            f"--match-seed {args.match_seed}: a seed is a whole number from 0 to {MAX_SEED}"
        )

    exercises = [folder.name for folder in make_masters.exercise_dirs()]
    if not args.submissions.is_dir():
        print(f"No {args.submissions} folder: put submissions in submissions/<exercise>/.")
        return 2
    submissions, warnings = find_submissions(args.submissions, exercises)
    for warning in warnings:
        print(f"warning: {warning}", flush=True)
    args.grades.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="autograders-") as work:
        seeds: list[int] = []

        def match_seed() -> int:
            if not seeds:
                seeds.append(class_match_seed(args.grades, args.match_seed))
            return seeds[0]

        built = {
            name: autograder(name, args.private_tests, Path(work), match_seed)
            for name in sorted({s.exercise for s in submissions})
        }
        zips = {name: zip_path for name, (zip_path, _) in built.items()}
        jobs = []
        for submission in submissions:
            submission.match_seed = built[submission.exercise][1]
            submission.digest = digest(submission.path, zips[submission.exercise])
            kept = result_path(args.grades, submission.exercise, submission.student)
            if (
                not args.force
                and kept.exists()
                and json.loads(kept.read_text(encoding="utf-8")).get("digest") == submission.digest
            ):
                continue
            jobs.append((submission, zips[submission.exercise]))
        skipped = len(submissions) - len(jobs)
        measuring = {
            name: wanted
            for name in sorted({s.exercise for s, _ in jobs})
            if (wanted := measured_deals(name, zips[name], built[name][1]))
        }
        env = dict(os.environ)
        if measuring:
            began = time.monotonic()
            wanted = set().union(*measuring.values())
            env[STORE_VARIABLE] = store_measured(wanted, Path(work))
            seeds_drawn = {seed for _, seed in wanted}
            solved = sum(max(c for c, drawn in wanted if drawn == seed) for seed in seeds_drawn)
            print(
                f"{' and '.join(measuring)}: solved the {solved:,} deals measured by the "
                f"notebook and its checks, once for every notebook "
                f"({time.monotonic() - began:.1f} s)",
                flush=True,
            )
        print(
            f"grading {len(jobs)} submission(s) with {min(args.jobs, len(jobs)) or 1} worker(s)"
            + (f"; {skipped} unchanged since the last grading" if skipped else ""),
            flush=True,
        )
        start = time.monotonic()
        try:
            done = grade_all(
                jobs, workers=args.jobs, cell_seconds=args.time_limit, grades=args.grades, env=env
            )
        except KeyboardInterrupt:
            print(
                "\nstopped: every notebook graded so far is kept; run the same command "
                "again to grade the rest",
                flush=True,
            )
            return 130
    if jobs:
        seconds = time.monotonic() - start
        # The longest notebook, not an average: one endless loop among quick notebooks
        # made "31.2 s a notebook" of 28 s and one of 270 s.
        said = f"graded {len(jobs)} in {seconds:.1f} s"
        slowest = max(done, key=lambda r: float(r.get("wall_seconds", 0)), default=None)
        if slowest is not None and len(done) > 1:
            said += (
                f"; the longest, {slowest['student']}'s {slowest['exercise']}, took "
                f"{slowest['wall_seconds']:.1f} s"
            )
        print(said)
    late = {(s.student, s.exercise) for s in submissions if s.late}
    csv_path, report = gradebook.write(args.grades, exercises, warnings, late)
    print(f"wrote {csv_path} and {report} (one report a student in {args.grades / 'reports'})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
