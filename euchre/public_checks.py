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

import ast
import contextlib
import doctest
import io
import json
import linecache
import re
import sys
import sysconfig
from dataclasses import dataclass, field
from pathlib import Path
from textwrap import dedent
from types import FrameType, TracebackType
from typing import Any

from .errors import EuchreError, shown

__all__ = [
    "RAISED_NOTE",
    "AllChecks",
    "CaseResult",
    "CheckCase",
    "Notebook",
    "TestFile",
    "check_variables",
    "said_raised",
]


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

    def check_all(self, global_env: dict[str, Any] | None = None) -> AllChecks:
        """Run every question's public checks, as otter's ``grader.check_all()`` does,
        in ``global_env`` (by default, the notebook's variables)."""
        variables = sys._getframe(1).f_globals if global_env is None else global_env
        return AllChecks([self.check(question, variables) for question in self._tests])

    def export(self, *args: object, **kwargs: object) -> None:
        """otter's ``grader.export()`` zips a notebook to hand in; in the browser there
        is nothing to zip it with, and the notebook itself is handed in."""
        raise EuchreError(
            "In the browser there is no export: download the notebook (File › Download) "
            "and hand that file in as your teacher asks."
        )


@dataclass
class AllChecks:
    """The result of ``grader.check_all()``: each question's result, in order."""

    results: list[TestFile]

    @property
    def passed_all(self) -> bool:
        return all(result.passed_all for result in self.results)

    def __repr__(self) -> str:
        return "\n\n".join(repr(result) for result in self.results)

    def _repr_html_(self) -> str | None:
        """In a notebook, each question as ``grader.check`` shows it there (the
        exercise's set-up cell gives a question's result its look); else the text."""
        try:
            from IPython import get_ipython
        except ImportError:  # not in a notebook
            return None
        shell = get_ipython()
        if shell is None:
            return None
        shown = [shell.display_formatter.formatters["text/html"](r) for r in self.results]
        return None if None in shown else "".join(shown)


# ------------------------------------------------- an error from the student's code

#: The note :func:`said_raised` puts under an error that a check met in the student's
#: code; its group is the sentence. A failed check's message is read from otter's
#: transcript, which prints the note under the error: the notebook's set-up cell
#: (exercises/make_masters.py) and the grading reports (exercises/grade_worker.py)
#: headline the sentence in the error's place.
RAISED_NOTE = re.compile(r"^\s*(In the check, \S.* raised \S.*)$", re.M)

#: The longest a value of the check's own gets in the call a note shows.
VALUE_LENGTH = 300


def said_raised(error: BaseException) -> str | None:
    """The sentence that says which call of a check raised ``error`` in the student's
    code, the error, and the student's own line it came from; put under the error as
    a note (Python 3.11 and later), which its traceback prints. None, and no note, for
    an error that did not come from the student's code (a failed ``assert`` of the
    check, say), and for the engine's refusal of its own answer (WriteItYourselfError,
    which says what to do whatever the call: a report says it once for all its checks).

    Every check of an exercise calls it on the error that stops it
    (exercises/make_masters.py, ``one_example``). The check's frames are a doctest's
    (``<doctest ...>``); the student's are the frames below them that are neither the
    engine's, nor the standard library's or an installed package's, nor a function of
    the set-up or grading cells (their names start with ``_``). The check's own
    variables (``_hand``) are shown by their value, as a failed answer's message shows
    them.

    A student's function, from a notebook's cell, and a check that calls it:

    >>> cell = "def jacks(hand): return len(hand) // hand.count('J')"
    >>> notebook = {"__name__": "__main__"}
    >>> exec(compile(cell, "/tmp/ipykernel_1/cell.py", "exec"), notebook)
    >>> check = {"jacks": notebook["jacks"], "_hand": "Q K A"}
    >>> try:
    ...     exec(compile("jacks(_hand) == 3", "<doctest q1 0[0]>", "eval"), check)
    ... except Exception as error:
    ...     print(said_raised(error))
    In the check, a call of your jacks raised ZeroDivisionError: integer division or modulo by zero. It came from line 1 of your jacks.

    (Run by doctest, as otter and :class:`Notebook` run it, the check's source is known:
    the note then says ``jacks('Q K A')``, the call with the check's own value.)
    """
    from .write_yourself import WriteItYourselfError

    if isinstance(error, WriteItYourselfError):  # the same refusal whatever the call
        return None
    frames = _frames(error.__traceback__)
    checks = [i for i, (frame, _, _) in enumerate(frames) if _is_check(frame)]
    if not checks:
        return None
    students = [i for i in range(checks[0] + 1, len(frames)) if _is_students(frames[i][0])]
    if not students:
        return _unusable_answer(error, frames)
    frame, line_number, last = frames[max(i for i in checks if i < students[0])]
    called = frames[students[0]][0].f_code.co_name
    note = _raised_in_check(error, _call(frame, line_number, last) or f"a call of your {called}")
    frame, line_number, _ = frames[students[-1]]
    line = linecache.getline(frame.f_code.co_filename, line_number, frame.f_globals).strip()
    name = frame.f_code.co_name
    where = f"your {name}" if name.isidentifier() else "your code"
    if line:
        note += f" It came from this line of {where}: `{line}`"
    elif name.isidentifier():
        note += f" It came from line {line_number} of {where}."
    return _noted(error, note)


def _raised_in_check(error: BaseException, call: str) -> str:
    """The note's first sentence: which call of the check raised ``error``."""
    text = " ".join(str(error).split())
    note = f"In the check, {call} raised {type(error).__name__}" + (f": {text}" if text else "")
    return note if note.endswith((".", "!", "?")) else note + "."


def _noted(error: BaseException, note: str) -> str:
    """``note``, put under ``error`` (once) for its traceback to print."""
    add_note = getattr(error, "add_note", None)
    if add_note is not None and note not in getattr(error, "__notes__", ()):
        add_note(note)
    return note


#: Errors a check's own line raises when an answer is not the kind of value asked for:
#: a card where a list belongs, a tuple where a pair of lists does.
_SHAPE_ERRORS = (TypeError, AttributeError, IndexError, KeyError)


def _unusable_answer(error: BaseException, frames: list[tuple[FrameType, int, int]]) -> str | None:
    """The note for an error the check's own line raised on the student's answer (a
    Card where a list was asked for: "'Card' object is not iterable", which read as a
    bug in the student's loop); None for any other error, and for an answer of None (a
    function not written yet, which the notebook's check display and the grading name).

    >>> def legal_plays(hand):  # gives how many, not the list
    ...     return len(hand)
    >>> check = {"legal_plays": legal_plays, "_hand": ["QD", "AS"]}
    >>> try:
    ...     exec(compile("list(legal_plays(_hand)) == ['QD']", "<doctest q2 0[0]>", "eval"), check)
    ... except Exception as error:
    ...     print(said_raised(error))
    In the check, a line of the check raised TypeError: 'int' object is not iterable. The check could not use what your function gave back: look at the kind of value it returns (a list, a number, a card, as the question asks).

    (Run by doctest, the note names the line's call instead: ``list(legal_plays(['QD',
    'AS']))``.)
    """
    if not isinstance(error, _SHAPE_ERRORS) or not frames or not _is_check(frames[-1][0]):
        return None
    if "'NoneType'" in str(error):  # an answer not written yet: the grading says so
        return None
    frame, line_number, last = frames[-1]
    note = _raised_in_check(error, _call(frame, line_number, last) or "a line of the check")
    return _noted(
        error,
        note + " The check could not use what your function gave back: look at the kind of "
        "value it returns (a list, a number, a card, as the question asks).",
    )


def _frames(trace: TracebackType | None) -> list[tuple[FrameType, int, int]]:
    """Each frame of a traceback, outermost first: the frame, its line, its last
    instruction."""
    found = []
    while trace is not None:
        found.append((trace.tb_frame, trace.tb_lineno, trace.tb_lasti))
        trace = trace.tb_next
    return found


def _is_check(frame: FrameType) -> bool:
    return frame.f_code.co_filename.startswith("<doctest")


#: Where the standard library and the installed packages are: not the student's code.
_LIBRARIES = tuple(
    str(Path(path).resolve())
    for key in ("stdlib", "platstdlib", "purelib", "platlib")
    if (path := sysconfig.get_paths().get(key))
)


def _is_students(frame: FrameType) -> bool:
    """True for a frame of the student's code: not a check's, not the engine's, not a
    library's, not a function of the notebook's set-up or grading cells."""
    module = str(frame.f_globals.get("__name__", ""))
    filename = frame.f_code.co_filename
    qualified = str(getattr(frame.f_code, "co_qualname", frame.f_code.co_name))
    if _is_check(frame) or module == "euchre" or module.startswith("euchre."):
        return False
    if filename.startswith("<frozen") or qualified.startswith("_"):
        return False
    with contextlib.suppress(OSError, ValueError):
        filename = str(Path(filename).resolve())
    return not filename.startswith(_LIBRARIES)


def _call(frame: FrameType, line_number: int, last: int) -> str:
    """The part of the check's line that was running (Python 3.11 and later know it;
    before, the whole line), with the check's own variables shown by their value."""
    lines = linecache.getlines(frame.f_code.co_filename, frame.f_globals)
    line = lines[line_number - 1] if 0 < line_number <= len(lines) else ""
    positions = getattr(frame.f_code, "co_positions", None)
    where = list(positions())[last // 2] if positions is not None and last >= 0 else None
    if where and where[0] == where[1] == line_number and None not in where[2:]:
        code = line.encode()[where[2] : where[3]].decode(errors="replace")
    else:
        code = line.strip()
    return _with_values(code, frame)


def check_variables(tree: ast.AST) -> list[ast.Name]:
    """The names in ``tree`` that are a check's own variables (they start with ``_``),
    in the order they are written, but for names bound inside it (a comprehension's,
    a lambda's), which have no value outside it. A check's call is shown with their
    values: here for an error, and in exercises/make_masters.py for a wrong answer.

    >>> import ast
    >>> from euchre.public_checks import check_variables
    >>> tree = ast.parse("f(_hand, [g(_c) for _c in _cards], lambda _x: _x)", mode="eval")
    >>> [name.id for name in check_variables(tree)]
    ['_hand', '_cards']
    """
    inner: set[str] = set()
    for part in ast.walk(tree):
        if isinstance(part, ast.comprehension):
            inner |= {n.id for n in ast.walk(part.target) if isinstance(n, ast.Name)}
        elif isinstance(part, ast.Lambda):
            inner |= {a.arg for a in part.args.args}
    found = (
        node
        for node in ast.walk(tree)
        if isinstance(node, ast.Name) and node.id.startswith("_") and node.id not in inner
    )
    return sorted(found, key=lambda node: node.col_offset)


def _with_values(code: str, frame: FrameType) -> str:
    """``code`` with each name that starts with ``_`` (a check's own variable) replaced
    by its value's repr, but for names bound inside it (a comprehension's, a lambda's)."""
    try:
        tree = ast.parse(code, mode="eval")
    except SyntaxError:
        return code
    variables = {**frame.f_globals, **frame.f_locals}
    names = [node for node in check_variables(tree) if node.id in variables]
    encoded = code.encode()
    for node in reversed(names):
        try:
            value = repr(variables[node.id])
        except Exception:  # a value whose repr fails keeps its name
            continue
        if len(value) > VALUE_LENGTH:
            value = value[: VALUE_LENGTH - 1] + "…"
        end = node.end_col_offset or node.col_offset
        encoded = encoded[: node.col_offset] + value.encode() + encoded[end:]
    return encoded.decode()
