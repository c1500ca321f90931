"""One grading worker process, started by ``exercises/grade.py``.

It reads jobs from stdin, one JSON object a line, and answers each with one JSON
line on stdout. A job names a copy of one submission in a folder of its own and
the autograder zip of its exercise; the worker puts the refusal of the engine's
own answers first in the copy (:mod:`euchre.write_yourself`, which the exercise's
checks apply too), grades it with otter-grader's own grading
(``otter.api.grade_submission``: a fresh kernel runs the notebook, then every
test of the zip) and sends back what the gradebook and the report need: each
question's score, the message of each failed check, and the errors the notebook
raised, with the cell they came from.

Any one cell (the checks at the end included) that runs longer than
``--cell-seconds`` is interrupted, so a notebook that loops forever still gets
its other questions graded. The parent stops the whole worker if a notebook
takes much longer than that.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import re
import sys
import tempfile
import time
import zipfile
from pathlib import Path
from typing import Any

import nbformat

from euchre.public_checks import RAISED_NOTE
from euchre.write_yourself import WRITE_YOURSELF

GUARD_CELL_ID = "euchre-grading-guard"
#: The first cell of a submission whose exercise asks for functions the engine has.
GUARD_CELL = """\
# Added at grading: the engine's own answers are refused to this notebook's code during the checks.
from euchre.write_yourself import block as _euchre_block
_ = _euchre_block({exercise!r}, globals())
del _euchre_block, _"""


#: otter's last cell, which runs every check: it may take this many time limits.
CHECKS_CELL_LIMITS = 10
#: Once a check of a question has run out of time, the question's later checks get
#: this many seconds (a loop in the function they all call would cost a whole time
#: limit each).
AFTER_TIMEOUT_SECONDS = 15

# Put first in the kernel: a cell, or a check (one test case), that runs longer than
# the limit is stopped with a TimeoutError, and the next cells and checks still run.
LIMIT_CHECKS_CELL = """\
# Added at grading: a cell or a check that runs longer than {seconds} s is stopped.
def _euchre_limits(seconds, again):
    import signal
    from otter.test_files import exception_test, ok_test

    run = ok_test.run_doctest
    timed_out = set()  # the questions whose check ran out of time

    def stop(what, limit, why=""):
        def handler(signum, frame):
            raise TimeoutError(f"this {{what}} ran longer than {{limit}} s and was stopped{{why}}")

        return handler

    # check(*args), stopped with a TimeoutError after `limit` seconds.
    def timed(limit, why, check, *args):
        old = signal.signal(signal.SIGALRM, stop("check", limit, why))
        signal.setitimer(signal.ITIMER_REAL, limit, 1)
        try:
            return check(*args)
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, old)

    def limited(name, doctest_string, global_environment):
        question = name.rsplit(" ", 1)[0]  # otter names a check "<question> <number>"
        limit, why = seconds, ""
        if question in timed_out:
            limit = min(seconds, again)
            why = f" (an earlier check of {{question}} ran out of time)"
        passed, result = timed(limit, why, run, name, doctest_string, global_environment)
        if "s and was stopped" in result:
            timed_out.add(question)
        return passed, result

    def arm(info):
        if "GradingResults(Checker.get_results())" not in (info.raw_cell or ""):
            signal.signal(signal.SIGALRM, stop("cell", seconds))
            signal.setitimer(signal.ITIMER_REAL, seconds, 1)

    def disarm(result):
        signal.setitimer(signal.ITIMER_REAL, 0)

    # A check written as a Python test file (a teacher's private check, OK_FORMAT =
    # False) runs each test case through this call: the same limit for each case.
    call = exception_test.test_case.call_func

    def limited_case(self, global_environment):
        return timed(seconds, "", call, self, global_environment)

    ok_test.run_doctest = limited
    exception_test.test_case.call_func = limited_case
    get_ipython().events.register("pre_run_cell", arm)
    get_ipython().events.register("post_run_cell", disarm)


_euchre_limits({seconds}, {again})
del _euchre_limits"""


def limit_cells(seconds: int) -> None:
    """Make otter's notebook execution interrupt a cell that the kernel's own limit
    did not stop (the last one, which runs every check, after ``CHECKS_CELL_LIMITS``
    times ``seconds``)."""
    from nbconvert import preprocessors
    from traitlets import Bool, Integer

    def cell_timeout(cell: Any) -> int:
        if "GradingResults(Checker.get_results())" in cell.source:
            return seconds * CHECKS_CELL_LIMITS
        return 2 * seconds + 30  # the kernel's own limit (above) comes first

    class TimedExecutePreprocessor(preprocessors.ExecutePreprocessor):
        timeout_func = staticmethod(cell_timeout)
        interrupt_on_timeout = Bool(True).tag(config=True)
        timeout = Integer(seconds, allow_none=True).tag(config=True)

    preprocessors.ExecutePreprocessor = TimedExecutePreprocessor  # type: ignore[misc]


def prepare(path: Path, exercise: str, seconds: int) -> dict[str, int]:
    """Put the limits and the guard first; the number (from 1) of each of the
    student's cells."""
    nb = nbformat.read(path, as_version=4)
    numbers = {}
    for index, cell in enumerate(nb.cells, start=1):
        cell.setdefault("id", f"cell-{index}")
        numbers[cell["id"]] = index
    if WRITE_YOURSELF.get(exercise):
        cell = nbformat.v4.new_code_cell(GUARD_CELL.format(exercise=exercise))
        cell["id"] = GUARD_CELL_ID
        nb.cells.insert(0, cell)
    cell = nbformat.v4.new_code_cell(
        LIMIT_CHECKS_CELL.format(seconds=seconds, again=AFTER_TIMEOUT_SECONDS)
    )
    cell["id"] = "euchre-grading-limits"
    nb.cells.insert(0, cell)
    nbformat.write(nb, path)
    return numbers


#: A line that names an error raised (``euchre.errors.IllegalActionError: ...``); its
#: group is the error without its module. The notebooks' own check display reads
#: failures with it too (make_masters.init_cell).
EXCEPTION_LINE = re.compile(r"^\s*(?:\w+\.)*(\w*(?:Error|Exception|Interrupt)(?::\s.*)?)$")


#: A failed check's answer that was None, the value of a function that returns
#: nothing: most often a question not answered yet. The notebooks' own check display
#: says the same (make_masters.init_cell).
NONE_ANSWER = re.compile(r"'NoneType'|\bgave None\b")
NONE_HINT = (
    " (None is what a function gives when it returns nothing: is it written yet, and "
    "does it end with return?)"
)


def plain_message(message: str) -> str:
    """A failed check's message in a student's words: an assert's own words without
    the "AssertionError: " before them, and a word on None where the answer was None.

    >>> plain_message("TypeError: 'NoneType' object is not iterable")[:60]
    "TypeError: 'NoneType' object is not iterable (None is what a"
    >>> plain_message("AssertionError: J♦ is a heart with hearts trump")
    'J♦ is a heart with hearts trump'
    """
    message = message.removeprefix("AssertionError: ")
    return message + NONE_HINT if NONE_ANSWER.search(message) else message


def check_message(transcript: str, failure_message: str | None) -> str:
    """The message of a failed check: its own, else the first error it raised, read
    from otter's doctest transcript (not the transcript itself); an error from the
    notebook's code is said with the check's call that raised it, as the check's note
    says it (``euchre.public_checks.said_raised``).

    >>> check_message("Failed example:\\n    assert f(1) == 2\\nException raised:\\n"
    ...     "    Traceback (most recent call last):\\n    AssertionError", None)
    'AssertionError in `assert f(1) == 2`'
    >>> check_message("Exception raised:\\n    Traceback (most recent call last):\\n"
    ...     "    ZeroDivisionError: division by zero\\n"
    ...     "    In the check, f(1) raised ZeroDivisionError: division by zero.", None)
    'In the check, f(1) raised ZeroDivisionError: division by zero.'
    """
    lines = transcript.splitlines()
    raised = [m.group(1).strip() for line in lines if (m := EXCEPTION_LINE.match(line))]
    failed = ""
    for index, line in enumerate(lines):
        if line.strip() == "Failed example:" and index + 1 < len(lines):
            failed = lines[index + 1].strip()
            break
    if failure_message:
        return plain_message(failure_message)
    said = RAISED_NOTE.search(transcript)
    if said:
        return plain_message(said.group(1))
    if raised:
        message = raised[0]  # the first failure: later lines often fail because of it
        if ":" not in message and failed:
            message += f" in `{failed}`"
        return plain_message(message)
    if "Expected:" in transcript:
        return f"`{failed}` gave a different value than expected"
    return (lines[-1] if lines else "failed").strip()


def first_line(cell: Any) -> str:
    r"""The first line of a cell's code, as the student sees it (cells are counted from
    1 with the Markdown ones, a count JupyterLab does not show), quoted and cut short.

    >>> first_line({"source": "\n# my answer\ndef trick_winner(played, trump):"})
    'the one that starts `# my answer`'
    """
    source = cell.get("source", "")
    text = "".join(source) if isinstance(source, list) else str(source)
    line = next((x.strip() for x in text.splitlines() if x.strip()), "")
    return f"the one that starts `{line[:50] + ('…' if len(line) > 50 else '')}`"


def notebook_errors(executed: Any, numbers: dict[str, int], seconds: int) -> list[str]:
    """Each error the student's cells raised, as a sentence naming the cell."""
    found = []
    for cell in executed.cells:
        number = numbers.get(cell.get("id", ""))
        for output in cell.get("outputs", []):
            if output.get("output_type") != "error":
                continue
            where = f"cell {number} ({first_line(cell)})" if number else "the checks at the end"
            if output.get("ename") == "KeyboardInterrupt":
                found.append(f"{where} ran for more than {seconds} s and was stopped")
            else:
                value = str(output.get("evalue", "")).strip()
                found.append(
                    f"the notebook raised {output.get('ename')} in {where}"
                    + (f": {value}" if value else "")
                )
    return found


def grade(job: dict[str, Any], seconds: int) -> dict[str, Any]:
    """Grade one job with otter; the scores, the failed checks and the errors."""
    import otter.api

    path = Path(job["notebook"])
    os.chdir(path.parent)
    numbers = prepare(path, job["exercise"], seconds)
    start = time.monotonic()
    results = otter.api.grade_submission(str(path), job["autograder"], quiet=True)
    questions = {}
    for name, test_file in results.results.items():
        failures = [
            {
                "hidden": bool(tcr.test_case.hidden),
                "message": check_message(tcr.message or "", tcr.test_case.failure_message),
            }
            for tcr in test_file.test_case_results
            if not tcr.passed
        ]
        questions[name] = {
            "score": test_file.score,
            "possible": test_file.possible,
            "failures": failures,
        }
    errors = notebook_errors(results.notebook, numbers, seconds) if results.notebook else []
    unrun = not questions
    if unrun:
        errors.append(
            f"the checks did not run (they took longer than {seconds} s, or the "
            "notebook stopped the kernel)"
        )
        questions = unrun_questions(job["autograder"])
    return {
        "status": "graded",
        "questions": questions,
        "errors": errors,
        "unrun": unrun,
        "seconds": round(time.monotonic() - start, 2),
    }


def unrun_result(result: dict[str, Any], autograder: str) -> dict[str, Any]:
    """``result``, of a notebook whose grading never reached its checks, marked so and
    given the exercise's questions at 0 (:func:`unrun_questions`; none where the
    autograder cannot be read)."""
    result["unrun"] = True
    with contextlib.suppress(Exception):
        result["questions"] = unrun_questions(autograder)
    return result


def unrun_questions(autograder: str) -> dict[str, Any]:
    """Every question of the exercise, at 0 of its points, as otter counts them from the
    checks in ``autograder`` (the exercise's zip): a notebook whose checks never ran
    (it stopped its kernel, or hung past the time limit) keeps the exercise's points
    possible, not 0 of 0, which took the exercise out of the student's total."""
    from otter.nbmeta_config import NBMetadataConfig
    from otter.test_files import create_test_file

    questions: dict[str, Any] = {}
    with tempfile.TemporaryDirectory(prefix="unrun-") as work, zipfile.ZipFile(autograder) as z:
        for name in z.namelist():
            if name.startswith("tests/") and name.endswith(".py"):
                path = Path(work) / Path(name).name
                path.write_bytes(z.read(name))
                # either kind of check file: otter assign's, or a teacher's private one
                test = create_test_file(str(path), NBMetadataConfig())
                questions[test.name] = {
                    "score": 0.0,
                    "possible": float(test.possible),
                    "failures": [],
                }
    return questions


#: What otter says when a kernel it started never came up: it died before it
#: answered, or it never answered. Kernels started side by side can race for a free
#: port (both have been seen when several ran at once). That is the machine, not the
#: notebook, so the grading is tried again (from the notebook as it came) rather than
#: reported as failed.
KERNEL_DIED = "Kernel died before replying to kernel_info"
KERNEL_SILENT = "Kernel didn't respond in"
KERNEL_ATTEMPTS = 3


def kernel_did_not_start(text: str) -> bool:
    """Whether ``text`` (an error, or otter's output) says a kernel never came up.

    >>> kernel_did_not_start("RuntimeError: Kernel didn't respond in 60 seconds")
    True
    >>> kernel_did_not_start("AssertionError: trick_winner(...) gave 2")
    False
    """
    return KERNEL_DIED in text or KERNEL_SILENT in text


def grade_reporting(job: dict[str, Any], seconds: int) -> dict[str, Any]:
    """:func:`grade`, with a grading that could not run reported, not raised, and a
    kernel that never came up tried again (at most :data:`KERNEL_ATTEMPTS`)."""
    path = Path(job["notebook"])
    try:
        original = path.read_bytes()
        for _ in range(KERNEL_ATTEMPTS - 1):
            try:
                return grade(job, seconds)
            except Exception as error:
                if not kernel_did_not_start(str(error)):
                    raise
                path.write_bytes(original)  # prepare() changed it
        return grade(job, seconds)
    except Exception as error:  # reported in the gradebook, the worker goes on
        return unrun_result(
            {"status": "failed", "errors": [f"{type(error).__name__}: {error}"]},
            job["autograder"],
        )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--cell-seconds", type=int, required=True)
    args = parser.parse_args()
    replies = os.fdopen(os.dup(1), "w", encoding="utf-8")
    os.dup2(2, 1)  # otter's and the notebook's prints must not mix with the replies
    limit_cells(args.cell_seconds)
    for line in sys.stdin:
        reply = grade_reporting(json.loads(line), args.cell_seconds)
        replies.write(json.dumps(reply) + "\n")
        replies.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
