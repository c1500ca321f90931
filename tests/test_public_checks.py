"""euchre.public_checks, the exercises' checks where otter-grader cannot load (the
browser version): what a student meets that the equivalence with otter
(tests/test_exercises.py) does not show."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from euchre import EuchreError
from euchre.public_checks import Notebook

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
