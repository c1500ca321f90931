"""A teacher grades a class by following the teachers' page, on a fresh copy.

The commands of the page's "Grade a class" section run verbatim (``bash -c``) in a
copy of the repository (its tracked files and the new ones, the venv linked, not
reinstalled), with a class of submissions for three exercises: the committed
fixtures (solution, empty, buggy) and our own (an answer in other words, a
typical mistake, an error half-way, a renamed function, a renamed file in the
wrong folder, a call to the engine's answer, a notebook that overwrites every
notebook it can reach) and the page's own example of a private check. Every score
of the gradebook is checked; so are the report's messages, the re-run that keeps
earlier rows, and a notebook that loops forever.
"""

from __future__ import annotations

import csv
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from grading_support import ENGINE_EFFECTIVE_SUIT, answers_changed, fresh_copy, run_command

ROOT = Path(__file__).resolve().parent.parent
VENV = Path(sys.executable).parent.parent
PAGE = ROOT / "book" / "teachers.md"
FIXTURES = ("solution", "empty", "buggy")
EXERCISES = ("01_cards", "02_left_bower", "03_legal_plays")

pytestmark = [
    pytest.mark.skipif(
        not (VENV / "bin" / "otter").exists() or not (VENV / ".installed").exists(),
        reason="needs the installed .venv with otter-grader",
    ),
    # Grading keeps every core busy on its own: one pytest worker runs it and the
    # exercises, one after the other, while the others take the quick tests.
    pytest.mark.xdist_group("notebooks"),
]


def section(title: str) -> str:
    text = PAGE.read_text(encoding="utf-8")
    start = text.index(f"### {title}\n")
    end = text.find("\n#", start + 4)
    return text[start : end if end > 0 else None]


def page_commands() -> list[str]:
    """The shell blocks of the page's "Grade a class" section, in order."""
    return re.findall(r"```sh\n(.*?)```", section("Grade a class"), re.S)


def page_private_check() -> tuple[str, str]:
    """The path and the text of the page's example private check."""
    text = section("Private checks")
    path = re.search(r"For example\s+`(private-tests/[^`]+)`", text)
    code = re.search(r"```python\n(.*?)```", text, re.S)
    assert path and code, "the page shows no example private check"
    return path.group(1), code.group(1)


# ----------------------------------------------------------------- the class


OWN_WORDS_01 = [
    (
        "text = text.strip().upper()\n    rank_text, suit_text = text[:-1], text[-1]\n"
        '    ranks = {"9": 9, "10": 10, "T": 10, "J": 11, "Q": 12, "K": 13, "A": 14}\n'
        '    suits = {"C": "C", "D": "D", "H": "H", "S": "S", "♣": "C", "♦": "D", "♥": "H", "♠": "S"}\n'
        "    return (ranks[rank_text], suits[suit_text])",
        'word = text.strip().upper()\n    suit = {"♣": "C", "♦": "D", "♥": "H", "♠": "S"}.get(word[-1], word[-1])\n'
        '    rank = word[:-1].replace("T", "10")\n'
        '    return ({"J": 11, "Q": 12, "K": 13, "A": 14}.get(rank) or int(rank), suit)',
    ),
    (
        "rank, suit = card\n    return RANK_NAMES[rank] + SYMBOLS[suit]",
        'names = {11: "J", 12: "Q", 13: "K", 14: "A"}\n'
        "    return names.get(card[0], str(card[0])) + SYMBOLS[card[1]]",
    ),
]
OWN_WORDS_02 = [
    (
        "return card.rank == Rank.JACK and card.suit == trump.sister",
        "if card.rank != Rank.JACK:\n        return False\n    return card.suit is trump.sister",
    ),
    (
        "if is_left_bower(card, trump):\n        return trump\n    return card.suit",
        "return trump if is_left_bower(card, trump) else card.suit",
    ),
]
OWN_WORDS_03 = [
    (
        "return follow if follow else list(hand)",
        "if len(follow) == 0:\n        return list(hand)\n    return follow",
    ),
]

# What each of our own submissions must score, question by question.
EXPECTED = {
    "01_cards": {
        "own-words": {"q1": 4, "q2": 3, "q3": 3},
        "mistake": {"q1": 4, "q2": 3, "q3": 0},  # every check of q3 has a suit of 2+ cards
        "half-way": {"q1": 4, "q2": 0, "q3": 3},
        "renamed-function": {"q1": 0, "q2": 3, "q3": 3},
        "Smith - 01": {"q1": 4, "q2": 3, "q3": 3},
        "vandal": {"q1": 4, "q2": 3, "q3": 3},
    },
    "02_left_bower": {
        "own-words": {"q1": 4, "q2": 4, "q3": 3, "q4": 2, "q2 private": 2},
        "engine": {"q1": 4, "q2": 0, "q3": 3, "q4": 2, "q2 private": 0},
        "half-way": {"q1": 4, "q2": 4, "q3": 0, "q4": 2, "q2 private": 2},
        # q2 and q4 are checked with the engine's is_left_bower standing in for the
        # misnamed one (the page's private check is not: it is the teacher's own)
        "renamed-function": {"q1": 0, "q2": 4, "q3": 3, "q4": 2, "q2 private": 0},
        # the notebook ends its own kernel: no check runs, and the exercise keeps its
        # points possible (it read 0 / 0, and dropped out of the student's total)
        "kernel-dies": {"q1": 0, "q2": 0, "q3": 0, "q4": 0, "q2 private": 0},
    },
    "03_legal_plays": {
        "own-words": {"q1": 3, "q2": 6},
        # fails the 3 hidden checks where the player is void, and now the public one
        # (it passed every public check, and the student met the mistake at grading)
        "mistake": {"q1": 3, "q2": 2},
        "dana": {"q1": 3, "q2": 6},
    },
}
PRIVATE = {"solution": 2, "empty": 0, "buggy": 0}  # the page's q2 private check


def write_class(course: Path) -> None:
    subs = course / "submissions"
    for exercise in EXERCISES:
        (subs / exercise).mkdir(parents=True)
        for fixture in FIXTURES:
            shutil.copy(
                course / "exercises" / exercise / "fixtures" / f"{fixture}.ipynb",
                subs / exercise / f"{fixture}.ipynb",
            )

    def put(exercise: str, name: str, nb: Any, folder: str | None = None) -> None:
        path = subs / (folder or exercise) / f"{name}.ipynb"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(nb), encoding="utf-8")

    def solution(exercise: str) -> Path:
        return course / "exercises" / exercise / "fixtures" / "solution.ipynb"

    put("01_cards", "own-words", answers_changed(solution("01_cards"), OWN_WORDS_01))
    put(
        "01_cards",
        "mistake",  # sorted lowest first
        answers_changed(solution("01_cards"), [("-card[0])", "card[0])")]),
    )
    put(
        "01_cards",
        "half-way",  # the second answer cell raises before defining anything
        answers_changed(
            solution("01_cards"),
            [
                (
                    "def card_text(card):",
                    'raise RuntimeError("I ran out of time")\ndef card_text(card):',
                )
            ],
        ),
    )
    put(
        "01_cards",
        "renamed-function",
        answers_changed(solution("01_cards"), [("def parse_card(text):", "def read_card(text):")]),
    )
    # A student's own file name, in the wrong folder: graded by its metadata.
    put("01_cards", "Smith - 01", answers_changed(solution("01_cards"), []), folder="02_left_bower")
    vandal = (
        "import glob\nfor _path in glob.glob('*.ipynb') + glob.glob('../**/*.ipynb', recursive=True):\n"
        "    open(_path, 'w').write('{}')"
    )
    put("01_cards", "vandal", answers_changed(solution("01_cards"), [], extra=vandal))

    put("02_left_bower", "own-words", answers_changed(solution("02_left_bower"), OWN_WORDS_02))
    put(
        "02_left_bower",
        "engine",  # returns the engine's own answer
        answers_changed(solution("02_left_bower"), [ENGINE_EFFECTIVE_SUIT]),
    )
    put(
        "02_left_bower",
        "half-way",
        answers_changed(
            solution("02_left_bower"),
            [("def trump_order(trump):", "print(undefined_name)\ndef trump_order(trump):")],
        ),
    )
    put(
        "02_left_bower",
        "kernel-dies",
        answers_changed(
            solution("02_left_bower"),
            [("def trump_order(trump):", "import os\nos._exit(1)\ndef trump_order(trump):")],
        ),
    )
    put(
        "02_left_bower",
        "renamed-function",
        answers_changed(
            solution("02_left_bower"),
            [
                ("def is_left_bower(card, trump):", "def is_left(card, trump):"),
            ],
        ),
    )

    put("03_legal_plays", "own-words", answers_changed(solution("03_legal_plays"), OWN_WORDS_03))
    put(
        "03_legal_plays",
        "mistake",  # forgets that a player void in the led suit may play anything
        answers_changed(
            solution("03_legal_plays"),
            [("return follow if follow else list(hand)", "return follow")],
        ),
    )
    put("03_legal_plays", "dana", answers_changed(solution("03_legal_plays"), []), folder="dana")
    (subs / "dana" / "dana.ipynb").rename(subs / "dana" / "03_legal_plays (1).ipynb")
    # A new notebook with the answers pasted in: no exercise's metadata, not graded.
    pasted = {"cells": [], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}
    (subs / "02_left_bower" / "pasted.ipynb").write_text(json.dumps(pasted), encoding="utf-8")

    private_path, private_code = page_private_check()
    (course / private_path).parent.mkdir(parents=True)
    (course / private_path).write_text(private_code, encoding="utf-8")


def expected_gradebook(course: Path) -> dict[str, dict[str, str]]:
    want: dict[str, dict[str, float]] = {}
    for exercise in EXERCISES:
        fixtures = json.loads(
            (course / "exercises" / exercise / "fixtures" / "expected.json").read_text()
        )
        for fixture in FIXTURES:
            scores = {q: s for q, s in fixtures[fixture].items() if q != "total"}
            if exercise == "02_left_bower":
                scores["q2 private"] = PRIVATE[fixture]
            row = want.setdefault(fixture, {})
            row.update({f"{exercise} {q}": s for q, s in scores.items()})
        for student, scores in EXPECTED[exercise].items():
            want.setdefault(student, {}).update({f"{exercise} {q}": s for q, s in scores.items()})
    rows: dict[str, dict[str, str]] = {}
    for student, scores in want.items():
        row = {k: f"{v:g}" for k, v in scores.items()}
        for exercise in EXERCISES:
            mine = [v for k, v in scores.items() if k.startswith(exercise + " ")]
            if mine:
                row[f"{exercise} total"] = f"{sum(mine):g}"
        row["total"] = f"{sum(scores.values()):g}"
        rows[student] = row
    rows["(points possible)"] = dict(rows["solution"])  # the solutions earn every point
    return rows


def grade_here(work: Path, *options: str) -> subprocess.CompletedProcess[str]:
    """``exercises/grade.py`` on ``work/submissions`` into ``work/grades``, with
    ``options``; it must succeed."""
    proc = run_command(
        [
            sys.executable,
            str(ROOT / "exercises" / "grade.py"),
            "--submissions",
            str(work / "submissions"),
            "--grades",
            str(work / "grades"),
            *options,
        ],
        timeout=900,
    )
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    return proc


def read_gradebook(course: Path) -> dict[str, dict[str, str]]:
    with (course / "grades" / "gradebook.csv").open(encoding="utf-8") as handle:
        return {
            row["student"]: {k: v for k, v in row.items() if k != "student" and v != ""}
            for row in csv.DictReader(handle)
        }


@pytest.fixture(scope="module")
def graded(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    course = fresh_copy(tmp_path_factory.mktemp("course"))
    write_class(course)
    runs = []
    for command in page_commands():
        runs.append(run_command(["bash", "-c", command], cwd=course, timeout=1800))
    return {"course": course, "runs": runs}


def test_the_page_gives_a_command_and_its_without_make_form() -> None:
    commands = page_commands()
    assert len(commands) >= 2
    assert any("make grade" in c for c in commands)
    assert any(".venv/bin/python exercises/grade.py" in c for c in commands)


def test_the_commands_succeed_and_show_progress(graded: dict[str, Any]) -> None:
    first = graded["runs"][0]
    assert first.returncode == 0, first.stdout[-3000:] + first.stderr[-3000:]
    count = sum(len(EXPECTED[e]) + len(FIXTURES) for e in EXERCISES)
    assert f"grading {count} submission(s)" in first.stdout
    assert f"[{count:>3}/{count}]" in first.stdout
    # The longest notebook is named, not an average that one slow notebook inflates.
    assert re.search(
        rf"graded {count} in [\d.]+ s; the longest, [^\n]+'s \w+, took [\d.]+ s\n",
        first.stdout,
    ), first.stdout[-1500:]
    assert "Smith - 01.ipynb: is a notebook of 01_cards" in first.stdout


def test_every_score_of_the_gradebook(graded: dict[str, Any]) -> None:
    got = read_gradebook(graded["course"])
    want = expected_gradebook(graded["course"])
    assert sorted(got) == sorted(want)
    for student in want:
        assert got[student] == want[student], student


def test_a_second_run_grades_nothing_again_and_keeps_the_gradebook(
    graded: dict[str, Any],
) -> None:
    second = graded["runs"][1]
    assert second.returncode == 0, second.stderr[-3000:]
    assert "grading 0 submission(s)" in second.stdout
    assert read_gradebook(graded["course"]) == expected_gradebook(graded["course"])


def test_one_student_is_graded_again_when_their_result_is_deleted(
    graded: dict[str, Any],
) -> None:
    """The page's way to grade one notebook again (a student's name mended, a file
    replaced with the same content): delete its result and run again. Only that one
    is graded, and the gradebook is whole again."""
    assert "grades/results/<exercise>/<student>.json" in section("Grade a class")
    course = graded["course"]
    result = sorted((course / "grades" / "results" / "02_left_bower").glob("*.json"))[0]
    result.unlink()
    # a student whose results were deleted (the page's way to drop a row) keeps no
    # report to hand back
    ghost = course / "grades" / "reports" / "ghost.md"
    ghost.write_text("# ghost\n", encoding="utf-8")
    proc = run_command(
        [str(course / ".venv" / "bin" / "python"), "exercises/grade.py"], cwd=course, timeout=600
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "grading 1 submission(s)" in proc.stdout
    assert result.exists() and not ghost.exists()
    assert read_gradebook(course) == expected_gradebook(course)


def test_the_force_command_grades_everything_again(graded: dict[str, Any]) -> None:
    """The page's third command: every submission graded again, the same scores."""
    assert "--force" in page_commands()[2]
    third = graded["runs"][2]
    assert third.returncode == 0, third.stderr[-3000:]
    count = sum(len(EXPECTED[e]) + len(FIXTURES) for e in EXERCISES)
    assert f"grading {count} submission(s)" in third.stdout
    assert read_gradebook(graded["course"]) == expected_gradebook(graded["course"])


def test_every_option_the_page_names_is_one_the_script_takes() -> None:
    page = section("Grade a class") + section("Private checks")
    named = set(re.findall(r"(?<![\w-])--[a-z][a-z-]+", page))
    assert {"--force", "--jobs", "--time-limit", "--match-seed"} <= named
    shown = subprocess.run(
        [sys.executable, str(ROOT / "exercises" / "grade.py"), "--help"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    for option in named:
        assert f"{option} " in shown or f"{option}\n" in shown, option


def report(course: Path, student: str) -> str:
    name = re.sub(r"[^\w-]+", "_", student)
    return (course / "grades" / "reports" / f"{name}.md").read_text()


def test_the_report_says_what_went_wrong(graded: dict[str, Any]) -> None:
    course = graded["course"]
    assert re.search(
        r"the notebook raised RuntimeError in cell \d+ \(the one that starts `[^`]+`\): "
        r"I ran out of time",
        report(course, "half-way"),
    )
    assert re.search(
        r"the notebook raised NameError in cell \d+ \(the one that starts `[^`]+`\): "
        r"name 'undefined_name' is not defined",
        report(course, "half-way"),
    )
    renamed = report(course, "renamed-function")
    assert "NameError: name 'parse_card' is not defined" in renamed
    # The page's example of an error is one this student's report really gives.
    example = re.search(r'\("(the notebook raised\s.+?)", from a student', PAGE.read_text(), re.S)
    assert example, "the page gives no example of an error"
    assert " ".join(example.group(1).split()) in " ".join(renamed.split())
    engine = report(course, "engine")
    assert "WriteItYourselfError: exercise 2 asks you to write this yourself" in engine
    assert "euchre.effective_suit" in engine
    # Several checks refused for one reason: the reason once, with their number.
    for question in re.split(r"\n- ", engine)[1:]:
        refused = [line for line in question.splitlines() if "WriteItYourselfError" in line]
        assert len(refused) == len(set(refused)), question
    assert re.search(r"\n    - \d+ failed hidden checks: WriteItYourselfError", engine)
    # A check's bare `assert answer == right` says what the answer gave, in the check's
    # own words, without the "AssertionError: " before them.
    mistake = report(course, "mistake")
    assert ': sort_hand([(10, "S"), (12, "S"), (9, "S"), (11, "D")]) gave [(11, \'D\')' in mistake
    assert "AssertionError: sort_hand" not in mistake
    buggy = report(course, "buggy")
    assert "failed check: J♦ is a heart with hearts trump" in buggy
    assert "Trying:" not in buggy  # a message, not a doctest transcript
    # The teacher's report starts with the files it did not grade as found, and why.
    preamble = (course / "grades" / "report.md").read_text(encoding="utf-8").split("\n# ")[0]
    assert (
        "Submissions: 02_left_bower/pasted.ipynb: not a notebook of one of the exercises "
        "(no exercise is named in its metadata: students hand in the notebook they were "
        "given), skipped." in preamble
    )
    assert "Submissions: 02_left_bower/Smith - 01.ipynb: is a notebook of 01_cards" in preamble
    # A notebook whose checks never ran is named first, with the exercise's points.
    dead = report(course, "kernel-dies")
    possible = re.search(r"Score: 0 / (\d+)", dead)
    assert possible and int(possible.group(1)) > 0, dead
    assert "- Problem: " in dead
    assert re.search(
        rf"Not graded: kernel-dies, [^:]+: [^\n]+\. Scored 0 of {possible.group(1)}: look at "
        r"the notebook",
        preamble,
    ), preamble


def test_a_notebook_cannot_reach_the_others(graded: dict[str, Any]) -> None:
    course = graded["course"]
    for exercise in EXERCISES:
        for fixture in FIXTURES:
            path = course / "submissions" / exercise / f"{fixture}.ipynb"
            assert json.loads(path.read_text())["cells"], path


def test_a_new_run_keeps_earlier_rows_and_adds_new_ones(graded: dict[str, Any]) -> None:
    course = graded["course"]
    shutil.rmtree(course / "submissions")
    late = course / "submissions" / "03_legal_plays" / "late.ipynb"
    late.parent.mkdir(parents=True)
    shutil.copy(course / "exercises" / "03_legal_plays" / "fixtures" / "buggy.ipynb", late)
    proc = run_command(
        [str(course / ".venv" / "bin" / "python"), "exercises/grade.py"], cwd=course, timeout=600
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    got = read_gradebook(course)
    want = expected_gradebook(course)
    buggy = json.loads(
        (course / "exercises" / "03_legal_plays" / "fixtures" / "expected.json").read_text()
    )["buggy"]
    want["late"] = {f"03_legal_plays {q}": f"{v:g}" for q, v in buggy.items()}
    want["late"]["total"] = f"{buggy['total']:g}"
    assert got == want


# A teacher's private check that never ends (written as the page's example is, a
# Python test file): it is stopped like any other check, and its other case counts.
PRIVATE_LOOP = """\
from otter.test_files import test_case

OK_FORMAT = False

name = "q1 loop"
points = 2


@test_case(points=1, hidden=True)
def test_quick():
    assert True


@test_case(points=1, hidden=True)
def test_endless():
    while True:
        pass
"""


def test_an_endless_loop_is_stopped_and_reported(tmp_path: Path) -> None:
    """One notebook loops in a cell, one in a function only the checks call, and a
    private check loops for both: all are stopped, the other questions and checks
    are graded, the report says what happened."""
    folder = tmp_path / "submissions" / "01_cards"
    folder.mkdir(parents=True)
    private = tmp_path / "private-tests" / "01_cards"
    private.mkdir(parents=True)
    (private / "q1_loop.py").write_text(PRIVATE_LOOP, encoding="utf-8")
    solution = ROOT / "exercises" / "01_cards" / "fixtures" / "solution.ipynb"
    loops = {
        "in-a-cell": [("def card_text(card):", "while True:\n    pass\ndef card_text(card):")],
        "in-a-check": [
            (
                "rank, suit = card\n    return",
                "while True:\n        pass\n    rank, suit = card\n    return",
            )
        ],
    }
    for name, changes in loops.items():
        (folder / f"{name}.ipynb").write_text(json.dumps(answers_changed(solution, changes)))
    grade_here(
        tmp_path,
        "--private-tests",
        str(tmp_path / "private-tests"),
        "--time-limit",
        "10",
    )
    book = read_gradebook(tmp_path)
    for name in loops:
        assert book[name] == {
            "01_cards q1": "4",
            "01_cards q2": "0",
            "01_cards q3": "3",
            "01_cards q1 loop": "1",
            "01_cards total": "8",
            "total": "8",
        }, name
        report = (tmp_path / "grades" / "reports" / f"{name}.md").read_text()
        assert "TimeoutError: this check ran longer than 10 s and was stopped" in report
    cell = (tmp_path / "grades" / "reports" / "in-a-cell.md").read_text()
    assert re.search(
        r"TimeoutError in cell \d+ \(the one that starts `[^`]+`\): "
        r"this cell ran longer than 10 s and was stopped",
        cell,
    )
    check = (tmp_path / "grades" / "reports" / "in-a-check.md").read_text()
    assert "TimeoutError: this check ran longer than 10 s and was stopped" in check


# ------------------------------------------- exercise 8: graded on deals no one knows

PUBLISHED_SEED = 8  # the seed of the graded match in the (public) master

# A bot tuned to the published deals: it rebuilds the deals of the master's seed and
# plays them as the solution does; on any other deal it plays at random.
CHEAT_08 = '''\
from euchre.bots import RandomBot
from euchre.tournament import derive_seed


def _my_cards(view):
    """The cards this seat has held in this deal (the upcard too, once picked up)."""
    played = {turn.action.card for turn in view.history if turn.seat == view.seat}
    return frozenset(set(view.hand) | played - {None})


_KNOWN = set()
for _i in range(300):
    _deal = Deal.shuffled(seed=derive_seed(PUBLISHED, "deal", _i), dealer=_i % 4)
    for _seat in range(4):
        _cards = frozenset(_deal.hand(_seat))
        _KNOWN.add((_deal.dealer, _deal.upcard, _seat, _cards))
        _KNOWN.add((_deal.dealer, _deal.upcard, _seat, _cards | {_deal.upcard}))
_Solution = MyBot


class MyBot:
    name = "mybot"

    def __init__(self):
        self.solution = _Solution()
        self.fallback = RandomBot(seed=1)

    def act(self, view):
        if (view.dealer, view.upcard, view.seat, _my_cards(view)) in _KNOWN:
            return self.solution.act(view)
        return self.fallback.act(view)
'''.replace("PUBLISHED", str(PUBLISHED_SEED))

# A bot that lets the engine's RuleBot decide, written where the solution's MyBot is:
# its own act renamed, RuleBot's plays.
RULEBOT_08 = [
    ("class MyBot:", "from euchre.bots import RuleBot\n\n\nclass MyBot(RuleBot):"),
    (
        '    def act(self, view):\n        """One of view.legal_actions()."""',
        '    def own_act(self, view):\n        """One of view.legal_actions()."""',
    ),
]

# A student's bid and play that ask RuleBot, the rest of the solution kept.
BORROWED_08 = [
    (
        '    """Order, call or pass."""\n',
        '    """Order, call or pass."""\n    from euchre.bots import RuleBot\n\n'
        "    return RuleBot().act(view)\n",
    ),
    (
        '    """The card to play, as an action."""\n',
        '    """The card to play, as an action."""\n    from euchre.bots import RuleBot\n\n'
        "    return RuleBot().act(view)\n",
    ),
]

# A teacher's private check of the match, written with the master's seed: grading
# gives it the class's seed too.
PRIVATE_08 = """\
from otter.test_files import test_case

OK_FORMAT = False

name = "q3 private"
points = 1

_match_seed = PUBLISHED


@test_case(points=1, hidden=True)
def test_the_match(_this_notebook):
    from euchre.bots.isolated import isolated_match, notebook_code

    result = isolated_match(
        notebook_code(_this_notebook()), "MyBot()", "rule", deals=300, seed=_match_seed,
        own_work=True,
    )
    assert result.points_per_deal >= -0.65, result.points_per_deal
""".replace("PUBLISHED", str(PUBLISHED_SEED))

# The hidden checks of q3, a point each: the least points a deal each accepts.
THRESHOLDS_08 = tuple(
    float(least)
    for least in re.findall(
        r"_isolated\.points_per_deal >= (-?[\d.]+)",
        (ROOT / "exercises" / "08_bot" / "08_bot.py").read_text(encoding="utf-8"),
    )
)


def _cheat_keys(seed: int) -> list[set[tuple[object, ...]]]:
    """Per deal of a 300-deal match, the keys CHEAT_08 knows a seat's hand by."""
    from euchre import Deal
    from euchre.tournament import derive_seed

    found = []
    for i in range(300):
        deal = Deal.shuffled(seed=derive_seed(seed, "deal", i), dealer=i % 4)
        keys: set[tuple[object, ...]] = set()
        for seat in range(4):
            cards = frozenset(deal.hand(seat))
            keys.add((deal.dealer, deal.upcard, seat, cards))
            keys.add((deal.dealer, deal.upcard, seat, cards | {deal.upcard}))
        found.append(keys)
    return found


def page_regrade_command() -> str:
    """The page's command to grade again on the class's deals, ``<seed>`` in it."""
    found = re.search(
        r"run `(\.venv/bin/python exercises/grade\.py --match-seed <seed>[^`]*)`",
        " ".join(section("Private checks").split()),
    )
    assert found, "the page gives no command to grade again on the same deals"
    return found.group(1)


def grade_as_the_page_says(course: Path, command: str) -> subprocess.CompletedProcess[str]:
    return run_command(["bash", "-c", command], cwd=course, timeout=900)


@pytest.fixture(scope="module")
def graded_08(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """In a fresh copy of the course, with the page's commands: the cheat graded (a
    seed drawn), graded again (the seed kept), and graded anew on the seed its
    result records (``--match-seed <seed> --force``)."""
    work = fresh_copy(tmp_path_factory.mktemp("class08"))
    solution = ROOT / "exercises" / "08_bot" / "fixtures" / "solution.ipynb"
    (work / "submissions" / "08_bot").mkdir(parents=True)
    cheat = work / "submissions" / "08_bot" / "cheat.ipynb"
    cheat.write_text(json.dumps(answers_changed(solution, [], extra=CHEAT_08)))
    ruled = work / "submissions" / "08_bot" / "rulebot.ipynb"
    ruled.write_text(json.dumps(answers_changed(solution, RULEBOT_08)))
    borrowed = work / "submissions" / "08_bot" / "borrowed.ipynb"
    borrowed.write_text(json.dumps(answers_changed(solution, BORROWED_08)))
    (work / "private-tests" / "08_bot").mkdir(parents=True)
    (work / "private-tests" / "08_bot" / "q3_private.py").write_text(PRIVATE_08)
    without_make = page_commands()[1].strip()  # .venv/bin/python exercises/grade.py
    first = grade_as_the_page_says(work, without_make)
    assert first.returncode == 0, first.stdout[-3000:] + first.stderr[-3000:]
    results = work / "grades" / "results" / "08_bot"
    result = json.loads((results / "cheat.json").read_text())
    graded = {
        "rulebot": json.loads((results / "rulebot.json").read_text()),
        "borrowed": json.loads((results / "borrowed.json").read_text()),
    }
    again = grade_as_the_page_says(work, without_make)
    seed = str(result["match_seed"])
    anew = grade_as_the_page_says(work, page_regrade_command().replace("<seed>", seed))
    assert anew.returncode == 0, anew.stdout[-3000:] + anew.stderr[-3000:]
    assert "grading 3 submission(s)" in anew.stdout  # --force: every one again
    return {
        "work": work,
        "cheat": cheat,
        "result": result,
        **graded,
        "again": again,
        "regraded": json.loads((results / "cheat.json").read_text()),
    }


def test_a_bot_tuned_to_the_published_deals_gains_nothing_at_grading(
    graded_08: dict[str, Any],
) -> None:
    from euchre.bots import RandomBot
    from euchre.bots.isolated import isolated_match, notebook_code
    from euchre.tournament import duplicate_match

    code = notebook_code(graded_08["cheat"])
    assert len(THRESHOLDS_08) == 3
    published = isolated_match(code, "MyBot()", "rule", deals=300, seed=PUBLISHED_SEED)
    assert published.points_per_deal >= max(THRESHOLDS_08)  # full marks, on those deals

    result = graded_08["result"]
    seed = result["match_seed"]
    assert isinstance(seed, int) and seed != PUBLISHED_SEED
    # At grading it plays as its random fallback does: it meets no deal it knew, but
    # for a chance coincidence (a graded deal giving one of its seats the dealer,
    # upcard and hand of a published deal: about one run in twenty). From such a deal
    # on, its fallback draws other random numbers, so the two matches part there.
    graded = isolated_match(code, "MyBot()", "rule", deals=300, seed=seed)
    fallback = duplicate_match(lambda s: RandomBot(seed=1), "rule", deals=300, seed=seed)
    known = set().union(*_cheat_keys(PUBLISHED_SEED))
    met = [i for i, keys in enumerate(_cheat_keys(seed)) if keys & known]
    assert len(met) <= 3
    same = met[0] if met else 300
    assert graded.pair_differences[:same] == fallback.pair_differences[:same]
    ppd = graded.points_per_deal
    q3 = result["questions"]["q3"]
    assert q3["score"] == 1 + sum(ppd >= t for t in THRESHOLDS_08)  # the public check, passed
    said = {
        f"In the graded match RuleBot won {-ppd:.2f} points a deal more than MyBot"
        f"; this check allows RuleBot a lead of at most {-t:.2f}."
        for t in THRESHOLDS_08
        if ppd < t
    }
    assert all(f["hidden"] for f in q3["failures"])
    assert {f["message"] for f in q3["failures"]} == said
    assert result["questions"]["q3 private"]["score"] == (1 if ppd >= -0.65 else 0)
    assert (result["questions"]["q1"]["score"], result["questions"]["q2"]["score"]) == (5, 3)


def test_a_bot_built_on_the_engines_rulebot_earns_no_match_point(
    graded_08: dict[str, Any],
) -> None:
    """The public check, the three hidden ones and the teacher's private check all
    refuse it, each saying why; the bidding and playing questions keep their points."""
    questions = graded_08["rulebot"]["questions"]
    assert (questions["q1"]["score"], questions["q2"]["score"]) == (5, 3)
    assert questions["q3"]["score"] == 0 and questions["q3 private"]["score"] == 0
    failures = questions["q3"]["failures"] + questions["q3 private"]["failures"]
    assert len(failures) == 5
    for failure in failures:
        assert "RuleBot.act is one of the engine's own players" in failure["message"]


def test_a_bid_and_play_that_ask_rulebot_earn_no_point(graded_08: dict[str, Any]) -> None:
    """Every check of the exercise refuses the engine's players to the student's code,
    not only the match: a bid and a play that ask RuleBot score nothing, each check
    saying why (RuleBot would have passed most of them)."""
    questions = graded_08["borrowed"]["questions"]
    assert [questions[q]["score"] for q in ("q1", "q2", "q3", "q3 private")] == [0, 0, 0, 0]
    failures = [f for q in ("q1", "q2", "q3") for f in questions[q]["failures"]]
    assert len(failures) == 5 + 3 + 4
    for failure in failures:
        assert "RuleBot.act is one of the engine's own players" in failure["message"]


def test_a_grade_is_reproduced_from_the_seed_its_result_records(
    graded_08: dict[str, Any],
) -> None:
    regraded, result = graded_08["regraded"], graded_08["result"]
    assert regraded["match_seed"] == result["match_seed"]
    assert regraded["questions"] == result["questions"]


def test_the_class_keeps_its_seed_and_only_the_teacher_sees_it(
    graded_08: dict[str, Any],
) -> None:
    work, seed = graded_08["work"], str(graded_08["result"]["match_seed"])
    assert (work / "grades" / "match-seed.txt").read_text().split()[0] == seed
    again = graded_08["again"]
    assert again.returncode == 0, again.stderr[-3000:]
    assert "grading 0 submission(s)" in again.stdout
    assert "3 unchanged since the last grading" in again.stdout
    teacher = (work / "grades" / "report.md").read_text()
    assert f"08_bot: the hidden checks played the deals of seed {seed} " in teacher
    handed_back = (work / "grades" / "reports" / "cheat.md").read_text()
    assert seed not in handed_back
    # The student's file by the name they know, not the teacher's folders.
    assert "(graded from `08_bot/cheat.ipynb`)" in handed_back and str(work) not in handed_back


def test_a_notebook_downloaded_from_the_browser_is_graded_like_any_other(
    tmp_path: Path,
) -> None:
    """A student who did exercise 2 in the browser version hands in the notebook as the
    live site served it: its first cell installs the engine only in the browser's
    Python, and the kernel it names is Pyodide's. Graded, it scores what the same
    answers score anywhere, and the gradebook names no error."""
    sys.path.insert(0, str(ROOT / "book" / "_ext"))
    import euchre_lite

    fixtures = ROOT / "exercises" / "02_left_bower" / "fixtures"
    expected = json.loads((fixtures / "expected.json").read_text(encoding="utf-8"))
    downloaded = euchre_lite.lite_notebook(fixtures / "solution.ipynb")
    assert downloaded["metadata"]["kernelspec"]["display_name"] == "Python (Pyodide)"  # type: ignore[index]
    folder = tmp_path / "submissions" / "02_left_bower"
    folder.mkdir(parents=True)
    (folder / "from-the-browser.ipynb").write_text(json.dumps(downloaded), encoding="utf-8")
    grade_here(tmp_path)
    row = read_gradebook(tmp_path)["from-the-browser"]
    assert row["02_left_bower total"] == f"{expected['solution']['total']:g}", row
    report = (tmp_path / "grades" / "reports" / "from-the-browser.md").read_text()
    assert "raised" not in report, report


#: A cell a student adds to exercise 6: it rewrites grading's shared file of solved
#: deals with every deal's tricks reversed.
REWRITE_THE_DEALS = """\
import json, os
_path = os.environ["EUCHRE_MEASURED_DEALS"].rpartition("#")[0]
_kept = json.load(open(_path))
_kept = {seed: [[h, u, 5 - t] for h, u, t in deals] for seed, deals in _kept.items()}
json.dump(_kept, open(_path, "w"))
"""


def test_exercise_6s_deals_are_solved_once_and_no_notebook_changes_anothers(
    tmp_path: Path,
) -> None:
    """grade.py solves the deals exercise 6 measures once, before the notebooks run
    (a class of 30 took three minutes when each notebook solved them); a notebook
    that rewrites the shared file, graded first, changes no other student's grade."""
    fixtures = ROOT / "exercises" / "06_hand_strength" / "fixtures"
    expected = json.loads((fixtures / "expected.json").read_text(encoding="utf-8"))
    folder = tmp_path / "submissions" / "06_hand_strength"
    folder.mkdir(parents=True)
    shutil.copy(fixtures / "buggy.ipynb", folder / "buggy.ipynb")
    rewriter = answers_changed(fixtures / "solution.ipynb", [], extra=REWRITE_THE_DEALS)
    (folder / "a-rewriter.ipynb").write_text(json.dumps(rewriter), encoding="utf-8")
    proc = grade_here(
        tmp_path,
        "--match-seed",
        "7",  # the master's, for which the fixtures' scores were taken
        "--jobs",
        "1",  # the rewriter first
    )
    assert re.search(
        r"06_hand_strength: solved the 8,000 deals measured by the notebook and its checks, "
        r"once for every notebook \(\d+\.\d s\)",
        proc.stdout,
    ), proc.stdout
    book = read_gradebook(tmp_path)
    for student, fixture in (("a-rewriter", "solution"), ("buggy", "buggy")):
        want = {f"06_hand_strength {q}": f"{v:g}" for q, v in expected[fixture].items()}
        want["total"] = want.pop("06_hand_strength total")
        want["06_hand_strength total"] = want["total"]
        assert book[student] == want, student


@pytest.mark.parametrize(
    "said",
    [
        "Kernel died before replying to kernel_info",
        "Kernel didn't respond in 60 seconds",  # seen in CI, beside other kernels
    ],
)
def test_a_kernel_that_never_comes_up_is_tried_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, said: str
) -> None:
    """Kernels started side by side can race for a port: the grading is tried again
    from the notebook as it came, and reported as failed only if it keeps failing."""
    sys.path.insert(0, str(ROOT / "exercises"))
    import grade_worker

    notebook = tmp_path / "01_cards.ipynb"
    notebook.write_text("as it came", encoding="utf-8")
    seen: list[str] = []

    def dies(times: int) -> Any:
        def grade(job: dict[str, Any], seconds: int) -> dict[str, Any]:
            seen.append(notebook.read_text(encoding="utf-8"))
            notebook.write_text("prepared", encoding="utf-8")
            if len(seen) <= times:
                raise RuntimeError(said)
            return {"status": "graded"}

        return grade

    job = {"notebook": str(notebook), "autograder": "a.zip", "exercise": "01_cards"}
    monkeypatch.setattr(grade_worker, "grade", dies(1))
    assert grade_worker.grade_reporting(job, 10) == {"status": "graded"}
    assert seen == ["as it came", "as it came"]

    seen.clear()
    notebook.write_text("as it came", encoding="utf-8")
    monkeypatch.setattr(grade_worker, "grade", dies(99))
    reply = grade_worker.grade_reporting(job, 10)
    assert reply["status"] == "failed" and said in reply["errors"][0]
    assert len(seen) == grade_worker.KERNEL_ATTEMPTS

    seen.clear()
    monkeypatch.setattr(grade_worker, "grade", lambda job, seconds: 1 / 0)
    reply = grade_worker.grade_reporting(job, 10)
    # (no questions: the job's autograder, "a.zip", is not there to read them from)
    assert reply == {
        "status": "failed",
        "errors": ["ZeroDivisionError: division by zero"],
        "unrun": True,
    }


def test_ctrl_c_stops_every_worker_and_keeps_only_what_was_graded(tmp_path: Path) -> None:
    """Ctrl-C ended the grading script with a traceback, and its worker and the
    student's kernel (each in a session of its own, out of Ctrl-C's reach) ran on, an
    endless loop at full speed. Now they stop with it, the script says how to carry on,
    and the notebook it was grading gets no result (it was not the notebook's doing)."""
    import signal
    import time

    import psutil

    sys.path.insert(0, str(ROOT / "exercises"))
    import grade

    folder = tmp_path / "submissions" / "01_cards"
    folder.mkdir(parents=True)
    solution = ROOT / "exercises" / "01_cards" / "fixtures" / "solution.ipynb"
    loop = [("def card_text(card):", "while True:\n    pass\ndef card_text(card):")]
    (folder / "loops.ipynb").write_text(json.dumps(answers_changed(solution, loop)))
    script = ROOT / "exercises" / "grade.py"
    grades = tmp_path / "grades"
    command = [sys.executable, str(script), "--submissions", str(tmp_path / "submissions")]
    command += ["--grades", str(grades), "--time-limit", "300"]
    proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        # Wait until the student's kernel runs the loop: a grandchild, busy.
        kernel = None
        for _ in range(240):
            time.sleep(0.5)
            found = [
                p
                for p in psutil.Process(proc.pid).children(recursive=True)
                if "ipykernel" in " ".join(p.cmdline())
            ]
            if found and found[0].cpu_percent(interval=0.5) > 50:
                kernel = found[0]
                break
        assert kernel is not None, "the student's kernel never ran the loop"
        # While the loop runs, the script says what it is still grading (a teacher saw
        # nothing for minutes and could not tell a long notebook from a hung script).
        assert proc.stdout is not None
        seen = []
        deadline = time.monotonic() + grade.PROGRESS_SECONDS + 60
        while time.monotonic() < deadline:
            seen.append(proc.stdout.readline())
            if "still grading" in seen[-1]:
                break
        assert re.fullmatch(
            r"\[  0/1\] still grading 01_cards loops \(\d+ s so far\); "
            r"a cell is stopped after 300 s\n",
            seen[-1],
        ), seen
        family = psutil.Process(proc.pid).children(recursive=True)
        proc.send_signal(signal.SIGINT)  # what Ctrl-C sends the script
        out, _ = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 130, out[-2000:]
    assert "stopped: every notebook graded so far is kept" in out
    assert "Traceback" not in out
    _, alive = psutil.wait_procs(family, timeout=15)
    assert alive == [], [p.cmdline() for p in alive]
    assert not list((grades / "results").glob("*/*.json"))
