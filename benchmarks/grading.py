"""How long `make grade` takes for a class: 30 submissions of one exercise.

The class is exercise 2's fixture submissions (the solution, the buggy one, the
empty one) ten times each, under 30 student names, in a temporary folder. It is
graded by ``exercises/grade.py`` exactly as a teacher runs it (the autograder
already built, two workers), and the script prints the wall time, the time per
notebook and the CPU time the grading used. The target: a class of 30 in at most
2 minutes on a two-core machine.

    .venv/bin/python benchmarks/grading.py [--students 30] [--exercise 02_left_bower]
"""

from __future__ import annotations

import argparse
import csv
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET_SECONDS = 120.0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--students", type=int, default=30)
    parser.add_argument("--exercise", default="02_left_bower")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    args = parser.parse_args()
    fixtures = ROOT / "exercises" / args.exercise / "fixtures"
    kinds = ("solution", "buggy", "empty")
    grade = [sys.executable, str(ROOT / "exercises" / "grade.py")]
    with tempfile.TemporaryDirectory(prefix="grading-bench-") as tmp:
        folder = Path(tmp) / "submissions" / args.exercise
        folder.mkdir(parents=True)
        for index in range(args.students):
            kind = kinds[index % len(kinds)]
            shutil.copy(fixtures / f"{kind}.ipynb", folder / f"student{index:02d}.ipynb")
        common = ["--submissions", str(Path(tmp) / "submissions"), "--jobs", str(args.jobs)]
        # Build the autograder first (a teacher does it once), on one submission.
        warm = Path(tmp) / "warm"
        (warm / args.exercise).mkdir(parents=True)
        shutil.copy(fixtures / "solution.ipynb", warm / args.exercise / "one.ipynb")
        subprocess.run(
            [*grade, "--submissions", str(warm), "--grades", str(Path(tmp) / "warm-grades")],
            check=True,
            capture_output=True,
        )
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        subprocess.run([*grade, *common, "--grades", str(Path(tmp) / "grades")], check=True)
        seconds = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        with (Path(tmp) / "grades" / "gradebook.csv").open(newline="") as book:
            # The header, the points-possible row, then one row per student.
            graded = [row for row in csv.reader(book)][2:]
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    load = os.getloadavg()[0]
    print()
    print(f"{args.students} submissions of {args.exercise}, {args.jobs} workers")
    print(f"  wall time      {seconds:6.1f} s   (target {TARGET_SECONDS:.0f} s)")
    print(
        f"  per notebook   {seconds / args.students:6.2f} s wall, {cpu / args.students:.2f} s CPU"
    )
    print(f"  load average   {load:6.2f}   (other work on the machine slows the wall time)")
    print(f"  students graded {len(graded)}")
    return 0 if len(graded) == args.students else 1


if __name__ == "__main__":
    sys.exit(main())
