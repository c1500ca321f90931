"""An exercise's public checks where otter-grader cannot be installed: the browser
version of the course (JupyterLite), whose Python cannot load the compiled packages
otter needs.

An exercise notebook keeps its public checks in its own metadata, written there by
``otter assign``. Its set-up cell imports otter, or, where that fails, this module in
otter's place, so that ``grader.check("q1")`` works the same in both: it runs the
question's checks as otter runs them (each check a doctest, in the notebook's own
variables) and gives back a result with the fields otter's result has, which the
notebook's set-up cell shows the same way. Grading is otter's alone
(``exercises/grade.py``): nothing here records a score.

>>> spec = {"name": "q1", "points": None, "suites": [{"cases": [
...     {"code": ">>> assert double(2) == 4, 'double(2) should be 4'", "hidden": False}]}]}
>>> tests = {"otter": {"assignment_name": "demo", "tests": {"q1": spec}}}
>>> def double(n):
...     return n + 2
>>> Notebook(metadata=tests).check("q1").passed_all
True
>>> def double(n):
...     return n + 3
>>> result = Notebook(metadata=tests).check("q1")
>>> result.passed_all, result.test_case_results[0].message.splitlines()[0]
(False, '❌ Test case failed')
>>> Notebook(metadata=tests).check("q9")
Traceback (most recent call last):
...
euchre.errors.EuchreError: this notebook has no question 'q9': its questions are q1.
"""

from __future__ import annotations

import contextlib
import doctest
import io
import json
import sys
from dataclasses import dataclass, field
from pathlib import Path
from textwrap import dedent
from typing import Any

from .errors import EuchreError, shown

__all__ = ["CaseResult", "CheckCase", "Notebook", "TestFile"]


@dataclass(frozen=True)
class CheckCase:
    """One check of a question: its code (a doctest) and what otter shows with it."""

    name: str
    body: str
    hidden: bool = False
    points: float | None = None
    success_message: str | None = None
    failure_message: str | None = None


@dataclass(frozen=True)
class CaseResult:
    """How one check went: otter's words for it, and the doctest's output if it failed."""

    test_case: CheckCase
    message: str
    passed: bool


@dataclass
class TestFile:
    """The result of ``grader.check(question)``: the question's name and each check's
    result, with otter's field names."""

    __test__ = False  # not a test of pytest's

    name: str
    test_case_results: list[CaseResult] = field(default_factory=list)

    @property
    def passed_all(self) -> bool:
        return all(result.passed for result in self.test_case_results)

    def __repr__(self) -> str:
        if self.passed_all:
            return f"{self.name} passed the public checks."
        failed = [r for r in self.test_case_results if not r.passed]
        return f"{self.name}: a check failed.\n\n" + "\n".join(r.message for r in failed)


def _run_doctest(name: str, code: str, variables: dict[str, Any]) -> tuple[bool, str]:
    """Run one check in ``variables`` as otter does: whether it passed, and the
    doctest's report if not."""
    parser = doctest.DocTestParser()
    examples = [e for e in parser.parse(code, name) if isinstance(e, doctest.Example)]
    test = doctest.DocTest(examples, variables, name, None, None, code)
    runner = doctest.DocTestRunner(verbose=True)
    report = io.StringIO()
    with contextlib.redirect_stdout(report), contextlib.redirect_stderr(report):
        runner.run(test, clear_globs=False)
    with contextlib.redirect_stdout(io.StringIO()):
        failed = runner.summarize(verbose=True).failed
    return (True, "") if failed == 0 else (False, report.getvalue())


class Notebook:
    """otter's ``Notebook`` for the public checks: ``Notebook(path)`` reads the checks
    from the notebook at ``path`` (or from ``metadata``, a notebook's metadata)."""

    def __init__(self, nb_path: str | None = None, *, metadata: dict[str, Any] | None = None):
        if metadata is None:
            if not isinstance(nb_path, str) or not Path(nb_path).is_file():
                raise EuchreError(
                    f"nb_path={shown(nb_path)} is not the exercise's notebook, which holds "
                    "its checks: open the notebook the course gave you, in its own folder, "
                    "and run its cells again, from the top."
                )
            metadata = json.loads(Path(nb_path).read_text(encoding="utf-8"))["metadata"]
        self._tests: dict[str, Any] = dict(metadata.get("otter", {}).get("tests", {}))

    def check(self, question: str, global_env: dict[str, Any] | None = None) -> TestFile:
        """Run ``question``'s public checks in ``global_env`` (by default, the variables
        of the code that calls it: the notebook's)."""
        if question not in self._tests:
            raise EuchreError(
                f"this notebook has no question {shown(question)}: its questions are "
                f"{', '.join(self._tests) or 'none'}."
            )
        variables = sys._getframe(1).f_globals if global_env is None else global_env
        spec = self._tests[question]
        result = TestFile(spec["name"])
        for i, case in enumerate(spec["suites"][0]["cases"]):
            check = CheckCase(
                name=case.get("name", f"{spec['name']} - {i + 1}"),
                body=dedent(case["code"]),
                hidden=case.get("hidden", True),
                points=case.get("points"),
                success_message=case.get("success_message"),
                failure_message=case.get("failure_message"),
            )
            passed, report = _run_doctest(f"{spec['name']} {i}", check.body, variables)
            message = "✅ Test case passed" if passed else "❌ Test case failed\n" + report
            result.test_case_results.append(CaseResult(check, message, passed))
        return result
