"""euchre.public_checks, the exercises' checks where otter-grader cannot load (the
browser version): what a student meets that the equivalence with otter
(tests/test_exercises.py) does not show."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from euchre import EuchreError
from euchre.public_checks import RAISED_NOTE, Notebook

ROOT = Path(__file__).resolve().parent.parent
FIXTURE = ROOT / "exercises" / "02_left_bower" / "fixtures" / "empty.ipynb"


def test_the_checks_are_read_from_the_notebook_file(tmp_path: Path) -> None:
    """The first cell passes the path of the exercise's notebook; its questions are
    the ones otter assign stored in it."""
    copy = tmp_path / "02_left_bower (1).ipynb"
    copy.write_text(FIXTURE.read_text(encoding="utf-8"), encoding="utf-8")
    grader = Notebook(str(copy))
    stored = json.loads(FIXTURE.read_text(encoding="utf-8"))["metadata"]["otter"]["tests"]
    with pytest.raises(EuchreError, match="its questions are q1, q2, q3, q4"):
        grader.check("q5")
    assert sorted(stored) == ["q1", "q2", "q3", "q4"]


def test_a_failed_check_says_what_failed_and_a_passed_one_says_so() -> None:
    spec = {
        "name": "q1",
        "suites": [
            {
                "cases": [
                    {"code": ">>> assert 1 + 1 == 2", "hidden": False},
                    {"code": ">>> assert answer == 3, 'answer should be 3'", "hidden": False},
                ]
            }
        ],
    }
    grader = Notebook(metadata={"otter": {"tests": {"q1": spec}}})
    failed = grader.check("q1", {"answer": 4})
    assert [r.passed for r in failed.test_case_results] == [True, False]
    assert "AssertionError: answer should be 3" in failed.test_case_results[1].message
    assert repr(failed).startswith("q1: a check failed.\n\n❌ Test case failed")
    assert repr(grader.check("q1", {"answer": 3})) == "q1 passed the public checks."


@pytest.mark.parametrize("path", [None, "missing.ipynb", 3])
def test_without_the_exercises_notebook_the_first_cell_says_what_to_do(path: object) -> None:
    with pytest.raises(EuchreError, match="open the notebook the course gave you"):
        Notebook(path)  # type: ignore[arg-type]


#: A check as the masters write it (exercises/make_masters.py, one_example): its code
#: under ``try:``, an error said with the call that raised it.
CHECK = """\
>>> if True:
...     try:
...         assert simulate(_n) == 0.5
...     except Exception as _error:
...         from euchre.public_checks import said_raised as _said_raised
...         _said_raised(_error)
...         raise
"""


def _cell(tmp_path: Path, source: str) -> dict[str, object]:
    """The names a notebook's cell with ``source`` defines (its code kept in a file,
    as Jupyter keeps a cell's, so that its lines can be quoted)."""
    cell = tmp_path / "ipykernel_1" / "cell.py"
    cell.parent.mkdir(exist_ok=True)
    cell.write_text(source, encoding="utf-8")
    namespace: dict[str, object] = {"__name__": "__main__", "_n": 1000}
    exec(compile(source, str(cell), "exec"), namespace)
    return namespace


def _said(namespace: dict[str, object]) -> str | None:
    spec = {"name": "q2", "suites": [{"cases": [{"code": CHECK, "hidden": False}]}]}
    result = Notebook(metadata={"otter": {"tests": {"q2": spec}}}).check("q2", namespace)
    found = RAISED_NOTE.search(result.test_case_results[0].message)
    return found.group(1) if found else None


def test_an_error_is_said_at_the_students_line_not_the_librarys_or_a_grading_cells(
    tmp_path: Path,
) -> None:
    """The student's line is the last of the student's own in the traceback: not the
    standard library's where the error was raised, nor the grading cell's function
    that stops a check that runs too long (its names start with ``_``), so a check
    stopped in a loop says the loop's line."""
    source = (
        "import random\n\n"
        "def _euchre_stop():  # as the grading cell's time limit does\n"
        "    raise TimeoutError('this check ran longer than 1 s and was stopped')\n\n"
        "def simulate(n):\n"
        "    rng = random.Random(n)\n"
        "    return rng.choice([]) if n > 100 else _euchre_stop()\n"
    )
    said = _said(_cell(tmp_path, source))
    assert said is not None and said.startswith("In the check, simulate(1000) raised IndexError")
    assert said.endswith(
        "It came from this line of your simulate: "
        "`return rng.choice([]) if n > 100 else _euchre_stop()`"
    ), said
    namespace = _cell(tmp_path, source)
    namespace["_n"] = 10
    said = _said(namespace)
    assert said == (
        "In the check, simulate(10) raised TimeoutError: this check ran longer than 1 s and "
        "was stopped. It came from this line of your simulate: "
        "`return rng.choice([]) if n > 100 else _euchre_stop()`"
    )


def test_a_check_that_fails_on_its_own_is_said_as_before(tmp_path: Path) -> None:
    """An error raised by the check itself (its assert) has no call of the student's
    code to say: no note."""
    assert _said(_cell(tmp_path, "def simulate(n):\n    return 0.25\n")) is None


def test_check_all_and_export_as_a_student_who_knows_otter_types_them() -> None:
    """In the browser, grader.check_all() and grader.export() raised AttributeError:
    otter has both, and a student who met otter in Binder types them."""
    spec = {
        "name": "q{}",
        "suites": [{"cases": [{"code": ">>> assert answer == 3, 'answer should be 3'"}]}],
    }
    tests = {f"q{i}": {**spec, "name": f"q{i}"} for i in (1, 2)}
    grader = Notebook(metadata={"otter": {"tests": tests}})
    both = grader.check_all({"answer": 3})
    assert both.passed_all
    assert repr(both) == "q1 passed the public checks.\n\nq2 passed the public checks."
    failed = grader.check_all({"answer": 4})
    assert not failed.passed_all and repr(failed).count("a check failed") == 2
    with pytest.raises(EuchreError, match=r"download the notebook \(File › Download\)"):
        grader.export()
