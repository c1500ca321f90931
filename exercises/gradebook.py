"""The gradebook and the reports, written from the stored result of each submission.

``grades/results/<exercise>/<student>.json`` holds one graded submission; this
module reads them all (so grading one exercise today keeps the rows and columns
of the ones graded last week) and writes:

- ``grades/gradebook.csv``: a first row of the points possible, then one row per
  student; for each exercise one column per question and one for its total, then
  the overall total (and, when Canvas marked any work LATE, a column ``late`` that
  names each student's late exercises);
- ``grades/reports/<student>.md``: what each student got, question by question,
  with the message of every failed check and every error the notebook raised;
- ``grades/report.md``: every student's report in one file, for the teacher, after
  the seed of each exercise's hidden deals (exercises 6 and 8), which no student
  report shows.
"""

from __future__ import annotations

import csv
import json
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any


def _number(value: float) -> str:
    return f"{value:g}"


def _question_key(name: str) -> tuple[int, str]:
    match = re.match(r"q(\d+)", name)
    return (int(match.group(1)) if match else 10**6, name)


def load(grades: Path) -> dict[str, dict[str, dict[str, Any]]]:
    """Every stored result: ``{student: {exercise: result}}``."""
    table: dict[str, dict[str, dict[str, Any]]] = {}
    for path in sorted((grades / "results").glob("*/*.json")):
        result = json.loads(path.read_text(encoding="utf-8"))
        table.setdefault(result["student"], {})[result["exercise"]] = result
    return table


def in_course_order(exercises: Iterable[str], order: list[str]) -> list[str]:
    """``exercises`` in course order (``order``), any others after them by name."""
    found = set(exercises)
    return [e for e in order if e in found] + sorted(found - set(order))


def columns(table: dict[str, dict[str, dict[str, Any]]], order: list[str]) -> list[tuple[str, str]]:
    """(exercise, question) of every column, exercises in course order; the question
    ``"total"`` is the exercise's total."""
    questions: dict[str, set[str]] = {}
    for results in table.values():
        for exercise, result in results.items():
            questions.setdefault(exercise, set()).update(result.get("questions", {}))
    known = in_course_order(questions, order)
    return [
        (exercise, question)
        for exercise in known
        for question in [*sorted(questions[exercise], key=_question_key), "total"]
    ]


def score(result: dict[str, Any]) -> float:
    return float(sum(q["score"] for q in result.get("questions", {}).values()))


def possible(result: dict[str, Any]) -> float:
    return float(sum(q["possible"] for q in result.get("questions", {}).values()))


#: The first row of the gradebook, above the students: the most each column gives.
POSSIBLE_ROW = "(points possible)"


def _most_points(table: dict[str, dict[str, dict[str, Any]]]) -> dict[tuple[str, str], float]:
    """For each (exercise, question), the most points any graded submission could have
    earned there."""
    most: dict[tuple[str, str], float] = {}
    for results in table.values():
        for exercise, result in results.items():
            for question, got in result.get("questions", {}).items():
                key = (exercise, question)
                most[key] = max(most.get(key, 0.0), float(got["possible"]))
    return most


def exercise_points(table: dict[str, dict[str, dict[str, Any]]]) -> dict[str, float]:
    """Each exercise the class handed in, and the points it gives (the points row's)."""
    totals = {exercise: 0.0 for results in table.values() for exercise in results}
    for (exercise, _), value in _most_points(table).items():
        totals[exercise] += value
    return totals


def points_possible(
    table: dict[str, dict[str, dict[str, Any]]], cols: list[tuple[str, str]]
) -> list[str]:
    """The gradebook's first row: for each question, exercise and the whole, the most
    points any graded submission could have earned there."""
    most = _most_points(table)
    totals = exercise_points(table)
    row = [POSSIBLE_ROW]
    for exercise, question in cols:
        value = totals[exercise] if question == "total" else most.get((exercise, question), 0.0)
        row.append(_number(value))
    return [*row, _number(sum(totals.values()))]


def write_csv(
    grades: Path,
    table: dict[str, dict[str, dict[str, Any]]],
    order: list[str],
    late: set[tuple[str, str]] | None = None,
) -> Path:
    """The gradebook; ``late`` holds (student, exercise) for the work Canvas marked
    LATE, named in a last column, ``late``, when there is any."""
    cols = columns(table, order)
    late = {(who, ex) for who, ex in late or set() if ex in table.get(who, {})}
    path = grades / "gradebook.csv"
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(
            ["student", *(f"{e} {q}" for e, q in cols), "total", *(["late"] if late else [])]
        )
        writer.writerow([*points_possible(table, cols), *([""] if late else [])])
        for student in sorted(table, key=str.lower):
            results = table[student]
            row = [student]
            for exercise, question in cols:
                result = results.get(exercise)
                if result is None:
                    row.append("")
                elif question == "total":
                    row.append(_number(score(result)))
                elif question in result.get("questions", {}):
                    row.append(_number(result["questions"][question]["score"]))
                else:
                    row.append("0" if result.get("status") != "graded" else "")
            row.append(_number(sum(score(r) for r in results.values())))
            if late:
                mine = [exercise for who, exercise in late if who == student]
                row.append(" ".join(in_course_order(mine, order)))
            writer.writerow(row)
    return path


def student_report(
    student: str,
    results: dict[str, dict[str, Any]],
    order: list[str],
    graded: dict[str, tuple[str, float]] | None = None,
) -> str:
    """One student's report in Markdown. ``graded`` holds the title and points of each
    exercise the class handed in: one the student did not hand in is named under the
    total, with its points, so that the total is not read as the whole grade."""
    total = sum(score(r) for r in results.values())
    handed_in = sum(possible(r) for r in results.values())
    missing = sum(points for e, (_, points) in (graded or {}).items() if e not in results)
    line = f"Total: {_number(total)} / {_number(handed_in + missing)}"
    if missing:  # (the total of the work handed in alone read as the whole grade)
        line += f" ({_number(total)} / {_number(handed_in)} on the work handed in)"
    out = [f"# {student}", "", line]
    for exercise in in_course_order(graded or {}, order):
        if exercise not in results:
            title, points = (graded or {})[exercise]
            out.append(
                f"- Not handed in: {title} ({_number(points)} points): no notebook of it "
                "was found."
            )
    for exercise in in_course_order(results, order):
        result = results[exercise]
        out += ["", f"## {result.get('title') or exercise}", ""]
        out.append(
            f"Score: {_number(score(result))} / {_number(possible(result))}"
            # the file as the student knows it, not the teacher's folders
            f" (graded from `{'/'.join(Path(result['source']).parts[-2:])}`)"
        )
        for note in result.get("notes", []):
            out.append(f"- Note: {note}")
        for error in result.get("errors", []):
            out.append(f"- Problem: {error}")
        for name in sorted(result.get("questions", {}), key=_question_key):
            question = result["questions"][name]
            out.append(f"- {name}: {_number(question['score'])} / {_number(question['possible'])}")
            # One line a message: several checks refused for one reason say it once.
            counted: dict[tuple[str, str], int] = {}
            for failure in question["failures"]:
                kind = "hidden check" if failure["hidden"] else "check"
                key = (kind, failure["message"])
                counted[key] = counted.get(key, 0) + 1
            for (kind, message), count in counted.items():
                said = f"failed {kind}" if count == 1 else f"{count} failed {kind}s"
                out.append(f"    - {said}: {message}")
    return "\n".join(out) + "\n"


def report_name(student: str) -> str:
    """A file name for a student's report (letters, digits, - and _ only)."""
    return re.sub(r"[^\w-]+", "_", student).strip("_") or "student"


def write_reports(
    grades: Path,
    table: dict[str, dict[str, dict[str, Any]]],
    order: list[str],
    warnings: list[str] | None = None,
) -> Path:
    folder = grades / "reports"
    folder.mkdir(parents=True, exist_ok=True)
    texts = []
    written = set()
    # Each exercise the class handed in: its title and its points (the points row's).
    titles = {e: r["title"] for rs in table.values() for e, r in rs.items() if r.get("title")}
    graded = {e: (titles.get(e, e), points) for e, points in exercise_points(table).items()}
    for student in sorted(table, key=str.lower):
        text = student_report(student, table[student], order, graded)
        written.add(f"{report_name(student)}.md")
        (folder / f"{report_name(student)}.md").write_text(text, encoding="utf-8")
        texts.append(text)
    # A student whose results were deleted (a row dropped) has no report to hand back.
    for old in folder.glob("*.md"):
        if old.name not in written:
            old.unlink()
    path = grades / "report.md"
    # The teacher's report starts with the files this grading passed over or read
    # otherwise than named (a notebook of no exercise, a student's second copy).
    notes = "".join(f"Submissions: {line}.\n\n" for line in warnings or [])
    notes += "".join(f"{line}\n\n" for line in unrun(table))
    notes += "".join(f"{line}\n\n" for line in match_seeds(table))
    path.write_text(notes + "\n".join(texts), encoding="utf-8")
    return path


def unrun(table: dict[str, dict[str, dict[str, Any]]]) -> list[str]:
    """For the teacher's report: each notebook whose checks never ran, scored 0 of the
    exercise's points, which only the teacher can look into (a student's report says
    the problem too)."""
    return [
        f"Not graded: {student}, {result.get('title') or exercise}: "
        f"{(result.get('errors') or ['the checks did not run'])[-1]}. Scored 0 of "
        f"{_number(possible(result))}: look at the notebook, and once it is mended, "
        "delete its result and run the grading again."
        for student in sorted(table, key=str.lower)
        for exercise, result in sorted(table[student].items())
        if result.get("unrun")
    ]


def match_seeds(table: dict[str, dict[str, dict[str, Any]]]) -> list[str]:
    """For the teacher's report only (never a student's: the seed shows the deals): the
    seed of each exercise's hidden deals, and how to play them again."""
    seeds: dict[str, set[int]] = {}
    for results in table.values():
        for exercise, result in results.items():
            if result.get("match_seed") is not None:
                seeds.setdefault(exercise, set()).add(int(result["match_seed"]))
    return [
        f"{exercise}: the hidden checks played the deals of seed "
        + ", ".join(map(str, sorted(seeds[exercise])))
        + " (`exercises/grade.py --match-seed <seed> --force` plays them again)."
        for exercise in sorted(seeds)
    ]


def write(
    grades: Path,
    order: list[str],
    warnings: list[str] | None = None,
    late: set[tuple[str, str]] | None = None,
) -> tuple[Path, Path]:
    """Write the gradebook and the reports from every stored result (``warnings``: what
    the teacher's report says first about the submissions found; ``late``: the
    (student, exercise) pairs Canvas marked LATE)."""
    table = load(grades)
    return write_csv(grades, table, order, late), write_reports(grades, table, order, warnings)
