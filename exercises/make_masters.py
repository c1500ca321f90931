"""Build the master notebooks (and the graded fixture submissions) from their sources.

Each exercise lives in ``exercises/<name>/``:

- ``<name>.py``: the readable source, in the "percent" format that Jupytext and most
  editors understand: ``# %%`` starts a code cell, ``# %% [markdown]`` a Markdown cell
  and ``# %% [raw]`` a raw cell (otter-grader's ``# BEGIN QUESTION`` blocks); the lines of
  Markdown and raw cells start with ``# ``.
- ``<name>.ipynb``: the master notebook that ``otter assign`` reads, written from the
  source by this script. Both are committed, so a change reads as a diff of the source.
- ``buggy.py``: ``BUGS``, a list of ``(old, new)`` text replacements that turn the
  reference solution into a realistic buggy submission.
- ``fixtures/``: ``solution.ipynb``, ``empty.ipynb`` and ``buggy.ipynb``, the student
  notebook filled in three ways, and ``expected.json``, the score each one must get.

Usage (from the repository root)::

    .venv/bin/python exercises/make_masters.py              # masters only
    .venv/bin/python exercises/make_masters.py --fixtures   # masters, then fixtures
    .venv/bin/python exercises/make_masters.py --check      # fail if a master is stale
"""

from __future__ import annotations

import argparse
import ast
import io
import json
import re
import runpy
import shutil
import subprocess
import sys
import tempfile
import tokenize
from pathlib import Path

import nbformat

from euchre.public_checks import check_variables
from euchre.words import listed
from euchre.write_yourself import ENGINE_ANSWERS, WRITE_YOURSELF
from grade_worker import EXCEPTION_LINE, NONE_ANSWER, NONE_HINT, RAISED_NOTE

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
OTTER = Path(sys.executable).parent / "otter"

_MARKER = re.compile(r"^# %%(?: \[(markdown|raw)\])?\s*$")


def exercise_dirs() -> list[Path]:
    """Every exercise folder, in course order (the names start with their number)."""
    return sorted(p for p in HERE.iterdir() if p.is_dir() and (p / f"{p.name}.py").exists())


def _uncomment(lines: list[str]) -> list[str]:
    out = []
    for line in lines:
        if line.startswith("# "):
            out.append(line[2:])
        elif line.strip() in ("#", ""):
            out.append("")
        else:
            raise ValueError(f"a Markdown or raw line must start with '# ': {line!r}")
    return out


def _trim(lines: list[str]) -> str:
    while lines and not lines[0].strip():
        lines = lines[1:]
    while lines and not lines[-1].strip():
        lines = lines[:-1]
    return "\n".join(lines)


# The set-up cell of every exercise, its first code cell (the masters set
# ``init_cell: false`` so that otter does not write its own). It comes under the
# exercise's introduction, folded (a student's first screen is the exercise, not
# grading code), and it is locked. It finds the notebook by the exercise name in its
# metadata, where the public checks are stored, so a renamed notebook still works,
# and it shows each failed check's own message first, the details folded below. In
# the browser version (JupyterLite), where otter-grader cannot be installed, the
# engine's euchre.public_checks runs the same public checks in otter's place; there
# the cell that installs the engine comes first, at the very top of the notebook, so
# this cell's first line says "before the questions", not "first".
INIT_CELL_FIRST_LINE = "# Sets up the checks: run it before the questions."
#: Said when neither otter nor the engine can be imported (in the browser, before the
#: cell at the top has installed the engine): one error, not two chained tracebacks.
NO_ENGINE = (
    "The checks cannot be set up: this Python has neither otter-grader nor the "
    "course's engine (euchre). In the browser, run the cell at the top of this "
    "notebook that installs the engine first, then this cell again. Elsewhere, "
    "install the course's requirements first (pip install -r requirements.txt)."
)
INIT_CELL = """\
# Sets up the checks: run it before the questions.
try:
    import otter
    from otter.test_files.abstract_test import TestFile
except ImportError:  # in the browser, where otter cannot load: the same public checks
    try:
        from euchre import public_checks as otter
        from euchre.public_checks import TestFile
    except ImportError:  # nor the engine: not installed yet
        raise ModuleNotFoundError({no_engine!r}) from None


def _this_notebook(name={name!r}):
    import glob, json

    for path in sorted(glob.glob("*.ipynb")):
        try:
            with open(path, encoding="utf-8") as file:
                if json.load(file)["metadata"]["otter"]["assignment_name"] == name:
                    return path
        except (OSError, ValueError, KeyError):
            pass


def _kind(gave, right):
    # An answer of another kind than the right one: '3' is text, 3 a whole number; or a
    # list of another kind: ['J♥'] is text, where the answer's items are cards.
    words = {{str: "text", int: "a whole number", float: "a number", bool: "True or False",
             list: "a list", tuple: "a tuple", dict: "a dict", type(None): "None"}}
    if gave is None:  # None is said on its own
        return ""
    if type(gave) is type(right) and isinstance(gave, (list, tuple)) and gave and right:
        items = {{type(item) for item in gave}}
        kinds = {{type(item) for item in right}}
        if len(kinds) == 1 and len(items) == 1 and items != kinds:
            plural = {{str: "text", int: "whole numbers", float: "numbers",
                      bool: "True or False", type(None): "None"}}
            item, kind = (plural.get(t, t.__name__.lower() + "s") for t in (*items, *kinds))
            return f" (its items are {{item}}, where the answer's are {{kind}})"
        return ""
    if type(gave) is type(right):
        return ""
    kind = words.get(type(gave), f"a {{type(gave).__name__}}")
    return f" ({{kind}}, where the answer is {{words.get(type(right), type(right).__name__)}})"


def _message_first(result):
    import html, re

    if result.passed_all:
        return f"<p><strong>{{result.name}}</strong> passed the public checks.</p>"
    shown = [f"<p><strong style='color: #b00'>{{result.name}}</strong>: a check failed.</p>"]
    for case in result.test_case_results:
        if not case.passed:
            raised = re.findall(r"{exception}", case.message, re.M)
            # An error from the notebook's code: the check's call that raised it, said
            said = re.findall(r"{raised_note}", case.message, re.M)
            # The first line that failed (a check's later lines run on and fail after it)
            message = case.test_case.failure_message or (said or raised or ["see the details"])[0]
            message = message.removeprefix("AssertionError: ")
            if re.search(r"{none}", message):
                message += {none_hint!r}
            shown.append(
                f"<p>{{html.escape(message)}}</p><details><summary>details</summary>"
                f"<pre>{{html.escape(case.message)}}</pre></details>"
            )
    return "".join(shown)


def _check_examples(text):
    # Run a question's >>> examples: each must give what the question shows.
    import doctest, re

    found = []

    def shown(example):  # the example's code, its comment after it in brackets
        code, _, note = example.source.partition("  #")
        return f"`{{code.strip()}}`" + (f" ({{note.strip()}})" if note.strip() else "")

    def bare(text):  # [a, b] and (a, b), or (a,): the same items in a list or a tuple
        text = " ".join(text.split())
        if len(text) > 1 and text[0] + text[-1] in ("[]", "()"):
            return text[1:-1].rstrip(", ")
        return text

    class Checker(doctest.OutputChecker):  # numpy's True_ or float64(0.05) reads as True, 0.05
        def check_output(self, want, got, optionflags):
            got = re.sub(r"np\\.(True|False)_", r"\\1", got)
            got = re.sub(r"np\\.(?:float|int|uint)\\d*\\(([^()]*)\\)", r"\\1", got)
            # a tuple where the example shows a list (or the other way round) is right
            return super().check_output(want, got, optionflags) or bare(want) == bare(got)

    class Runner(doctest.DocTestRunner):
        def report_failure(self, out, test, example, got):
            gives = f"should give {{example.want.strip()}}; yours gives {{got.strip()}}"
            found.append(f"{{shown(example)}} {{gives}}")

        def report_unexpected_exception(self, out, test, example, exc_info):
            found.append(f"{{shown(example)}} raised {{exc_info[0].__name__}}: {{exc_info[1]}}")

    examples = doctest.DocTestParser().get_doctest(text, dict(globals()), "examples", None, 0)
    Runner(Checker(), optionflags=doctest.NORMALIZE_WHITESPACE).run(examples, out=lambda _: None)
    assert not found, "The question's example " + found[0]


try:
    get_ipython().display_formatter.formatters["text/html"].for_type(TestFile, _message_first)
except NameError:  # not in Jupyter: otter's own display
    pass
grader = otter.Notebook(_this_notebook())"""


def init_cell(name: str) -> str:
    """The set-up cell of exercise ``name``, reading a failed check's error the way
    grading reads it (``grade_worker.EXCEPTION_LINE``, and ``RAISED_NOTE`` for an
    error from the notebook's code). In an exercise that asks
    for functions the engine has, it refuses them from the start, as grading does
    (``grade_worker.GUARD_CELL``): an engine function the notebook keeps before its
    first check (in a default argument, say) is then refused alike at home, at
    ``make grade`` and in the autograder zip."""
    assert '"' not in EXCEPTION_LINE.pattern  # written as a raw string in double quotes
    assert '"' not in NONE_ANSWER.pattern
    assert '"' not in RAISED_NOTE.pattern
    cell = INIT_CELL.format(
        name=name,
        exception=EXCEPTION_LINE.pattern,
        raised_note=RAISED_NOTE.pattern,
        none=NONE_ANSWER.pattern,
        none_hint=NONE_HINT,
        no_engine=NO_ENGINE,
    )
    if WRITE_YOURSELF.get(name):
        cell += "\n# The engine's own answers to this exercise: refused to your code in the checks.\n"
        cell += REFUSAL_LINE.format(name=name)
    return cell


# Said next to every check: the sentence is written here once.
CHECKS_NOTE = (
    "The check below runs this question's examples and its public checks. More checks "
    "run when your work is graded, so try your code on other cases too."
)
ENGINE_NOTE = (
    " During the checks, your code may not call the engine's {names}, which would "
    "answer these questions for you: write the answers yourself. Every check, here "
    "and when it is graded, refuses such a call and fails; outside the checks you "
    "may still call them, to compare."
)
#: The first line of every check of an exercise that asks for functions the engine
#: has: the check refuses the engine's own answers before it runs (euchre.write_yourself).
REFUSAL_LINE = 'from euchre.write_yourself import block as _block; _ = _block("{name}", globals())'
STAND_IN_NOTE = (
    " While they run, the engine's {answers} for yours, so that they check this "
    "question's own code: a mistake in an earlier question costs points once, there."
)


def with_stand_ins(exercise: str, lines: list[str], names: list[str]) -> list[str]:
    """A check's code lines (after its config and refusal) run with the engine's
    answers to earlier questions, ``names``, in place of the notebook's own
    (``euchre.write_yourself.engine_answers``), which come back when the check ends.

    >>> for line in with_stand_ins("04_trick_winner", ["assert f(1) == 2"], ["trick_winner"]):
    ...     print(line)
    from euchre.write_yourself import engine_answers as _engine_answers
    with _engine_answers("04_trick_winner", ('trick_winner',), globals()):
        assert f(1) == 2
    """
    return [
        "from euchre.write_yourself import engine_answers as _engine_answers",
        f'with _engine_answers("{exercise}", {tuple(names)!r}, globals()):',
        *("    " + line if line.strip() else line for line in lines),
    ]


#: The first line of every check's code in the masters: the check is one block, so
#: otter runs it as one example, which stops at its first failure. Line by line, a
#: failed ``_order = trump_order(...)`` was followed by a NameError for every line
#: that used ``_order``, and a wrong answer by a TypeError of the next comparison.
ONE_EXAMPLE = "if True:  # one example: the check stops at its first failure"
#: The check's code runs under ``try:``, and these lines end it: an error that came
#: from the student's code gets a note saying the check's call that raised it, with
#: the check's own values, and the student's line (euchre.public_checks.said_raised,
#: in the engine, so that a check says it without the set-up cell too). Only the
#: error's traceback said the call, in 30 lines folded under "details".
SAID_RAISED = [
    "    except Exception as _error:  # an error from your code: which call raised it",
    "        from euchre.public_checks import said_raised as _said_raised; _said_raised(_error)",
    "        raise",
]


def engine_requirement() -> str:
    """The engine as a pip requirement, installed from the course's repository (the
    ``euchre_repository`` of ``_config.yml``, which every link of the book follows):
    the autograder zips list it, so Gradescope's set-up installs it."""
    config = (ROOT / "_config.yml").read_text(encoding="utf-8")
    found = re.search(r"^\s*euchre_repository:\s*(\S+)", config, re.M)
    if not found:
        raise ValueError("_config.yml names no euchre_repository")
    project = re.search(r'^name = "([^"]+)"', (ROOT / "pyproject.toml").read_text(), re.M)
    assert project is not None
    return f"{project.group(1)} @ git+https://github.com/{found.group(1)}"


def python_version() -> str:
    """The Python the course runs on (``runtime.txt``, which Binder reads too): the
    autograder zips ask for it, so Gradescope grades on the same version."""
    runtime = (ROOT / "runtime.txt").read_text(encoding="utf-8").strip()
    found = re.fullmatch(r"python-(\d+\.\d+)", runtime)
    if not found:
        raise ValueError(f"runtime.txt should read python-X.Y, not {runtime!r}")
    return found.group(1)


def said_assert(line: str) -> str:
    """A check's ``assert <answer> == <right>`` (or ``is``) given a message that says
    what the answer gave (after the check's own message, if it has one), and whether
    it is of another kind than the right answer (:data:`KIND`); any other line as it
    is.

    >>> print(said_assert('    assert trick_winner(cards("9C AD"), Suit.HEARTS) == 1'))
        assert (_gave := trick_winner(cards("9C AD"), Suit.HEARTS)) == (_right := 1), 'trick_winner(cards("9C AD"), Suit.HEARTS)' + " gave " + repr(_gave) + "; the right answer is " + repr(_right) + globals().get("_kind", lambda gave, right: "")(_gave, _right)
    >>> print(said_assert("assert f(1) is True, 'a message of its own'"))
    assert (_gave := f(1)) is (_right := True), ('a message of its own') + "; yours gave " + repr(_gave) + globals().get("_kind", lambda gave, right: "")(_gave, _right)
    >>> said_assert("assert _checked > 300")
    'assert _checked > 300'

    The check's own variables, which the student never sees, are shown by their value:

    >>> print(said_assert("assert f(_hand, 2) == 1"))
    assert (_gave := f(_hand, 2)) == (_right := 1), 'f(' + repr(_hand) + ', 2)' + " gave " + repr(_gave) + "; the right answer is " + repr(_right) + globals().get("_kind", lambda gave, right: "")(_gave, _right)
    >>> print(said_assert("assert [f(_c) for _c in _cs] == []"))
    assert (_gave := [f(_c) for _c in _cs]) == (_right := []), '[f(_c) for _c in ' + repr(_cs) + ']' + " gave " + repr(_gave) + "; the right answer is " + repr(_right) + globals().get("_kind", lambda gave, right: "")(_gave, _right)
    """
    stripped = line.strip()
    if not stripped.startswith("assert "):
        return line
    try:
        tree = ast.parse(stripped)
    except SyntaxError:
        return line
    node = tree.body[0] if len(tree.body) == 1 else None
    if not isinstance(node, ast.Assert):
        return line
    test = node.test
    if not (
        isinstance(test, ast.Compare)
        and len(test.ops) == 1
        and isinstance(test.ops[0], ast.Eq | ast.Is)
    ):
        return line
    answer = ast.get_source_segment(stripped, test.left)
    right = ast.get_source_segment(stripped, test.comparators[0])
    op = "==" if isinstance(test.ops[0], ast.Eq) else "is"
    indent = line[: len(line) - len(line.lstrip())]
    if isinstance(node.msg, ast.JoinedStr):  # its own words, which show the values
        said = f"({ast.get_source_segment(stripped, node.msg)})"
    elif node.msg is not None:  # its own words, then what the answer gave
        said = f"({ast.get_source_segment(stripped, node.msg)}) + " + '"; yours gave " + repr(_gave)'
    else:
        said = (
            f"{_said(stripped, test.left)} + "
            '" gave " + repr(_gave) + "; the right answer is " + repr(_right)'
        )
    return f"{indent}assert (_gave := {answer}) {op} (_right := {right}), {said} + {KIND}"


#: Said after what an answer gave when it is of another kind than the right answer
#: ('3', text, where the answer is a number): the first cell's ``_kind``, looked up
#: so that a notebook without that cell still gets the check's message.
KIND = 'globals().get("_kind", lambda gave, right: "")(_gave, _right)'


def _said(source: str, node: ast.expr) -> str:
    """An expression giving ``node``'s code as text, with each name that starts with
    ``_`` (a check's own variable) replaced by its value's repr."""
    code = source.encode()  # ast's offsets count bytes
    names = check_variables(node)
    pieces, at = [], node.col_offset
    for name in names:
        pieces += [repr(code[at : name.col_offset].decode()), f"repr({name.id})"]
        at = name.end_col_offset or at
    pieces.append(repr(code[at : node.end_col_offset].decode()))
    return " + ".join(piece for piece in pieces if piece != "''")


def one_example(lines: list[str]) -> list[str]:
    """A check cell's code after its test config, indented under :data:`ONE_EXAMPLE`
    and ``try:``, then :data:`SAID_RAISED`.

    >>> for line in one_example(["points: 1", "# END TEST CONFIG", "_x = f()", "",
    ...                          "for _y in _x:", "    assert _y"]):
    ...     print(line)
    points: 1
    # END TEST CONFIG
    if True:  # one example: the check stops at its first failure
        try:
            _x = f()
    <BLANKLINE>
            for _y in _x:
                assert _y
        except Exception as _error:  # an error from your code: which call raised it
            from euchre.public_checks import said_raised as _said_raised; _said_raised(_error)
            raise
    """
    end = next(i for i, line in enumerate(lines) if "# END TEST CONFIG" in line)
    code = "\n".join(lines[end + 1 :])
    for token in tokenize.generate_tokens(io.StringIO(code + "\n").readline):
        if token.type == tokenize.STRING and token.start[0] != token.end[0]:
            raise ValueError(f"a check may not hold a string of several lines: {token.string}")
    body = ["        " + line if line.strip() else line for line in lines[end + 1 :]]
    return [*lines[: end + 1], ONE_EXAMPLE, "    try:", *body, *SAID_RAISED]


#: Said at the end of every exercise's introduction (its first Markdown cell), unless
#: it says so already: the checks and later questions use what earlier cells define.
#: The set-up cell comes right under it. "From the top" is true in Jupyter and in the
#: browser, where the cell that installs the engine is the top one.
RUN_IN_ORDER = (
    "Run the cells in order, from the top: each question uses what the cells above it "
    "define, and its check uses the cell just below this text, which sets up the checks."
)


def _introduction(lines: list[str], said: bool) -> tuple[list[str], list[str]]:
    """The introduction's (commented) lines, with :data:`RUN_IN_ORDER` at its end
    unless ``said`` (it says so already), and its last paragraph apart when that one
    ends with a colon, introducing the code cell that follows ("You may use the
    engine's effective_suit now:"): that paragraph goes in a cell of its own, after
    the set-up cell, so that its colon still points at the code.

    >>> _introduction(["# # Title", "#", "# Intro.", "#", "# Use this:"], said=False)
    (['# # Title', '#', '# Intro.', '#', '# Run the cells in order, from the top: each question uses what the cells above it define, and its check uses the cell just below this text, which sets up the checks.'], ['# Use this:'])
    >>> _introduction(["# # Title", "#", "# Intro."], said=True)
    (['# # Title', '#', '# Intro.'], [])
    """
    while lines and not lines[-1].strip():  # (the blank line before the next cell)
        lines = lines[:-1]
    lead_in: list[str] = []
    if lines[-1].rstrip().endswith(":"):
        blanks = [i for i, line in enumerate(lines) if line.strip() == "#"]
        if not blanks:
            raise ValueError(f"an introduction must not be only a lead-in: {lines}")
        lines, lead_in = lines[: blanks[-1]], lines[blanks[-1] + 1 :]
    return ([*lines, "#", f"# {RUN_IN_ORDER}"] if not said else lines), lead_in


def _with_setup(name: str, cells: list[tuple[str, list[str]]]) -> list[tuple[str, list[str]]]:
    """The cells with the set-up cell under the introduction (the first Markdown cell)
    and a note before each question's tests."""
    names = WRITE_YOURSELF.get(name, ())
    note = CHECKS_NOTE + (
        ENGINE_NOTE.format(names=listed([f"`euchre.{n}`" for n in names])) if names else ""
    )
    out: list[tuple[str, list[str]]] = []
    examples: list[str] = []  # the question's >>> examples, until its first public check
    stand_ins: list[str] = []  # the earlier answers the engine's stand in for in the checks
    defined: dict[str, str] = {}  # the question each answer is written in
    question = ""
    introduced = False
    for kind, lines in cells:
        text = "\n".join(lines)
        if kind == "markdown" and not introduced:
            introduced = True
            lines, lead_in = _introduction(lines, said="from the top" in text)
            out.append((kind, lines))
            out.append(("code", init_cell(name).splitlines()))
            if lead_in:
                out.append((kind, lead_in))
            continue
        if kind == "raw" and "# # BEGIN QUESTION" in text:
            examples = []
            found = re.search(r"^# name: (\w+)", text, re.M)
            assert found, text
            question = found.group(1)
            stand_ins = [n for n in ENGINE_ANSWERS.get(name, {}) if n in defined]
        if kind == "code" and question:
            defined.update(dict.fromkeys(re.findall(r"^def (\w+)\(", text, re.M), question))
        if kind == "markdown":
            examples += re.findall(r"```python\n(.*?>>>.*?)```", "\n".join(_uncomment(lines)), re.S)
        if kind == "raw" and "# # BEGIN TESTS" in text:
            answers = [f"question {defined[n].lstrip('q')} (`{n}`)" for n in stand_ins]
            said = ("answer to " if len(answers) == 1 else "answers to ") + listed(answers)
            said += " stands in" if len(answers) == 1 else " stand in"
            more = STAND_IN_NOTE.format(answers=said) if answers else ""
            out.append(("markdown", [f"# *{note}{more}*"]))
        if kind == "code" and "BEGIN TEST CONFIG" in text:
            lines = [said_assert(line) for line in lines]
        if kind == "code" and "BEGIN TEST CONFIG" in text and names:
            end = next(i for i, line in enumerate(lines) if "# END TEST CONFIG" in line)
            lines = [*lines[: end + 1], REFUSAL_LINE.format(name=name), *lines[end + 1 :]]
        if kind == "code" and "BEGIN TEST CONFIG" in text and "hidden: true" not in text:
            if examples:
                lines = [*lines, f"_check_examples({''.join(examples)!r})"]
            examples = []
        if kind == "code" and "BEGIN TEST CONFIG" in text and stand_ins:
            start = next(i for i, line in enumerate(lines) if "# END TEST CONFIG" in line) + 1
            start += bool(names)  # after the refusal, which comes first
            lines = [*lines[:start], *with_stand_ins(name, lines[start:], stand_ins)]
        if kind == "code" and "BEGIN TEST CONFIG" in text:
            lines = one_example(lines)
        if kind == "raw" and "# # ASSIGNMENT CONFIG" in text:
            lines = [
                *lines,
                "# requirements:",
                f"#   - {engine_requirement()}",
                f'# python_version: "{python_version()}"',
            ]
        out.append((kind, lines))
    if not introduced:
        raise ValueError(f"{name}: no introduction (a Markdown cell) for the set-up cell")
    return out


def title(folder: Path) -> str:
    """The exercise's title: the first heading of its first Markdown cell."""
    for cell in read_source(folder / f"{folder.name}.py").cells:
        if cell.cell_type == "markdown" and cell.source.startswith("# "):
            return cell.source.splitlines()[0][2:].strip()
    raise ValueError(f"{folder.name}: no '# ' title in the first Markdown cell")


def read_source(path: Path) -> nbformat.NotebookNode:
    """The notebook written in a percent-format source file."""
    cells: list[tuple[str, list[str]]] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        match = _MARKER.match(line)
        if match:
            cells.append((match.group(1) or "code", []))
        elif cells:
            cells[-1][1].append(line)
        elif line.strip():
            raise ValueError(f"{path}: text before the first '# %%' marker: {line!r}")
    nb = nbformat.v4.new_notebook()
    nb.metadata = {
        "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
        "language_info": {"name": "python"},
    }
    cells = _with_setup(path.stem, cells)
    for index, (kind, lines) in enumerate(cells):
        if kind == "code":
            cell = nbformat.v4.new_code_cell(_trim(lines))
        elif kind == "markdown":
            cell = nbformat.v4.new_markdown_cell(_trim(_uncomment(lines)))
        else:
            cell = nbformat.v4.new_raw_cell(_trim(_uncomment(lines)))
        cell["id"] = f"{path.stem}-{index:02d}"
        if kind == "code" and lines and lines[0] == INIT_CELL_FIRST_LINE:
            # locked, and folded in JupyterLab and JupyterLite (otter assign keeps both)
            cell.metadata.update(deletable=False, editable=False, jupyter={"source_hidden": True})
        nb.cells.append(cell)
    nbformat.validate(nb)
    return nb


def master_text(folder: Path) -> str:
    return nbformat.writes(read_source(folder / f"{folder.name}.py")) + "\n"


def write_masters(check: bool = False) -> list[Path]:
    """Write every master; with ``check``, only report the masters that are out of date."""
    stale = []
    for folder in exercise_dirs():
        target = folder / f"{folder.name}.ipynb"
        text = master_text(folder)
        if target.exists() and target.read_text(encoding="utf-8") == text:
            continue
        stale.append(target)
        if not check:
            target.write_text(text, encoding="utf-8")
    return stale


# ------------------------------------------------------------------ fixtures

_SOLUTION_LINE = re.compile(r"\s*# ?(BEGIN|END) SOLUTION( NO PROMPT)?\s*$")


def solution_code(source: str) -> str:
    """A master's solution cell as a student would write it: the markers removed."""
    lines = []
    for line in source.splitlines():
        if _SOLUTION_LINE.match(line):
            continue
        lines.append(re.sub(r"\s*# ?SOLUTION( NO PROMPT)?\s*$", "", line))
    return "\n".join(lines)


def is_solution_cell(cell: nbformat.NotebookNode) -> bool:
    return cell.cell_type == "code" and bool(re.search(r"# ?(BEGIN )?SOLUTION", cell.source))


def assign(folder: Path, out: Path) -> None:
    """Run ``otter assign`` on one master, raising if it fails."""
    subprocess.run(
        [str(OTTER), "assign", f"{folder.name}.ipynb", str(out)],
        cwd=folder,
        check=True,
    )


def build(folder: Path, out: Path) -> Path:
    """Run ``otter assign`` on one master into a fresh ``out``; the student notebook."""
    if out.exists():
        shutil.rmtree(out)
    assign(folder, out)
    return out / "student" / f"{folder.name}.ipynb"


def fill(student: nbformat.NotebookNode, answers: list[str]) -> nbformat.NotebookNode:
    """The student notebook with its answer cells replaced, in order, by ``answers``."""
    nb = nbformat.from_dict(json.loads(json.dumps(student)))
    slots = [c for c in nb.cells if "otter_answer_cell" in c.metadata.get("tags", [])]
    if len(slots) != len(answers):
        raise ValueError(f"{len(slots)} answer cells but {len(answers)} answers")
    for cell, answer in zip(slots, answers, strict=True):
        cell.source = answer
    return nb


def apply_bugs(answers: list[str], bugs: list[tuple[str, str]]) -> list[str]:
    out = list(answers)
    for old, new in bugs:
        hits = [i for i, a in enumerate(out) if old in a]
        if len(hits) != 1:
            raise ValueError(f"bug text must occur in exactly one answer cell: {old!r}")
        out[hits[0]] = out[hits[0]].replace(old, new, 1)
    return out


def write_fixtures(folder: Path) -> None:
    """Write solution/empty/buggy submissions for one exercise from its master."""
    master = nbformat.read(folder / f"{folder.name}.ipynb", as_version=4)
    answers = [solution_code(c.source) for c in master.cells if is_solution_cell(c)]
    bugs = runpy.run_path(str(folder / "buggy.py"))["BUGS"]
    with tempfile.TemporaryDirectory() as tmp:
        assign(folder, Path(tmp))
        student = nbformat.read(Path(tmp) / "student" / f"{folder.name}.ipynb", as_version=4)
    fixtures = folder / "fixtures"
    fixtures.mkdir(exist_ok=True)
    for name, nb in (
        ("solution", fill(student, answers)),
        ("empty", student),
        ("buggy", fill(student, apply_bugs(answers, bugs))),
    ):
        nbformat.write(nb, fixtures / f"{name}.ipynb")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="fail if a master is stale")
    parser.add_argument("--fixtures", action="store_true", help="also write the fixtures")
    parser.add_argument("names", nargs="*", help="only these exercises")
    args = parser.parse_args()
    stale = write_masters(check=args.check)
    for path in stale:
        print(("stale: " if args.check else "wrote ") + str(path.relative_to(ROOT)))
    if args.check:
        return 1 if stale else 0
    if args.fixtures:
        for folder in exercise_dirs():
            if not args.names or folder.name in args.names:
                write_fixtures(folder)
                print(f"wrote {folder.relative_to(ROOT)}/fixtures")
    return 0


if __name__ == "__main__":
    sys.exit(main())
