"""The refusal of the engine's own answers in the "write it yourself" exercises.

A call counts as made during a check when a check's frame (a doctest, as otter runs
the checks, or a file under ``tests/``) is on the stack, and this file is under
``tests/``. So each case runs in a fresh interpreter, where the notebook's cells
are compiled as a kernel compiles them and the checks as otter's doctests are.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

from euchre.write_yourself import WRITE_YOURSELF

PRELUDE = """\
import euchre
from euchre import Card, Suit, cards
from euchre.write_yourself import WriteItYourselfError, block, restore
notebook = {"__name__": "__main__"}
def cell(code):
    exec(compile(code, "/tmp/ipykernel_1/cell.py", "exec"), notebook)
def check(code):
    return eval(compile(code, "<doctest q1[0]>", "eval"), notebook)
cell("import euchre; from euchre import Card, Suit, cards")
def say(what):
    try:
        print(what())
    except WriteItYourselfError as error:
        print("refused:", error)
"""


def run(script: str) -> list[str]:
    """What ``script`` (after the prelude) prints, a line each."""
    code = PRELUDE + textwrap.dedent(script)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines()


def refusal(exercise: str, name: str) -> str:
    number = exercise.split("_")[0].lstrip("0")
    return (
        f"refused: exercise {number} asks you to write this yourself: the checks do not let "
        f"your code call the engine's euchre.{name}, so write it without it (outside the "
        "checks you may still call it, to compare)."
    )


@pytest.mark.parametrize("exercise", sorted(WRITE_YOURSELF))
def test_every_engine_function_an_exercise_asks_for_is_refused_during_a_check(
    exercise: str,
) -> None:
    """Each named function, reached by its module's name as a student would import it,
    is refused to the notebook's code during a check and names itself; the same call
    outside a check goes through (it fails only on the missing arguments)."""
    names = WRITE_YOURSELF[exercise]
    said = run(
        f"""
        import importlib
        block({exercise!r}, notebook)
        for name in {list(names)!r}:
            module, _, function = ('euchre.' + name).rpartition('.')
            notebook["engine"] = getattr(importlib.import_module(module), function)
            cell("def mine():\\n    return engine()")
            say(lambda: check("mine()"))
            try:
                notebook["mine"]()
            except TypeError:
                print("called")
        """
    )
    assert said == [line for name in names for line in (refusal(exercise, name), "called")]


def test_a_name_imported_before_the_checks_ran_is_refused_during_them() -> None:
    """The notebook imported effective_suit by name, then a check refused it: the
    student's function that calls it is refused, and so is a name bound to the
    engine's function itself; the checks' own calls and the engine's go through, and
    outside a check the student may still compare with the engine."""
    said = run(
        """
        cell(
            "from euchre import effective_suit as engine_suit\\n"
            "import euchre\\n"
            "def effective_suit(card, trump):\\n"
            "    return engine_suit(card, trump)\\n"
            "def is_trump(card, trump):\\n"
            "    return euchre.is_trump(card, trump)\\n"
            "trump_order = euchre.trump_order\\n"
        )
        replaced = block("02_left_bower", notebook)
        print("the notebook.engine_suit" in replaced, "the notebook.trump_order" in replaced)
        say(lambda: check("effective_suit(Card('JD'), Suit.HEARTS)"))
        say(lambda: check("is_trump(Card('JD'), Suit.HEARTS)"))
        say(lambda: check("trump_order(Suit.HEARTS)[0]"))
        say(lambda: check("euchre.effective_suit(Card('JD'), Suit.HEARTS)"))
        say(lambda: check("euchre.legal_plays(cards('JD 9C'), Suit.HEARTS, Card('9H'))"))
        cell("print(effective_suit(Card('JD'), Suit.HEARTS), trump_order(Suit.HEARTS)[0])")
        """
    )
    assert said == [
        "True True",
        refusal("02_left_bower", "effective_suit"),
        refusal("02_left_bower", "is_trump"),
        refusal("02_left_bower", "trump_order"),
        "♥",
        "(Card('J♦'),)",
        "♥ J♥",
    ]


def test_a_function_whose_globals_are_elsewhere_is_refused() -> None:
    """A helper defined in another namespace (a module of the student's, say) and held
    by the notebook reads the engine's function from its own globals."""
    said = run(
        """
        helpers = {}
        exec(compile("from euchre import trick_winner\\ndef winner(t, s):\\n    return trick_winner(t, s)", "/tmp/mine.py", "exec"), helpers)
        notebook["winner"] = helpers["winner"]
        block("04_trick_winner", notebook)
        say(lambda: check("winner(cards('9C AD KH AS'), Suit.DIAMONDS)"))
        """
    )
    assert said == [refusal("04_trick_winner", "trick_winner")]


def test_restore_gives_the_engine_back_everywhere() -> None:
    said = run(
        """
        cell("from euchre import score_hand\\ndef mine(t):\\n    return score_hand(t)")
        block("05_scoring", notebook)
        say(lambda: check("mine(4)"))
        restore()
        say(lambda: check("mine(4)"))
        print(euchre.score_hand is euchre.scoring.score_hand)
        print(block("01_cards", notebook))
        try:
            block(2)
        except euchre.EuchreError as error:
            print(error)
        """
    )
    assert said == [
        refusal("05_scoring", "score_hand"),
        "('makers', 1)",
        "True",
        "[]",
        "exercise=2 is not an exercise's name, such as '02_left_bower'.",
    ]


def test_a_later_questions_check_runs_with_the_engines_earlier_answers() -> None:
    """Exercise 4's question 2 asks for the winning seat, and the student's calls
    their own trick_winner of question 1, which is wrong. Its check (run, as otter
    runs it, in a copy of the notebook's names) puts the engine's answer in its place
    while it runs, past the refusal, so the seat is checked on its own; the notebook
    has its own back when the check ends, failed or passed."""
    said = run(
        """
        cell(
            "def trick_winner(played, trump):\\n"
            "    return 0\\n"
            "def winning_seat(leader, played, trump):\\n"
            "    return (leader + trick_winner(played, trump)) % 4\\n"
        )
        copy = dict(notebook)
        block("04_trick_winner", copy)
        def in_check(code):
            exec(compile(code, "<doctest q2[0]>", "exec"), copy)
        in_check(
            "from euchre.write_yourself import engine_answers\\n"
            "with engine_answers('04_trick_winner', ['trick_winner'], globals()):\\n"
            "    print(winning_seat(3, cards('AD JD 9H KD'), Suit.HEARTS))\\n"
        )
        try:
            in_check(
                "with engine_answers('04_trick_winner', ['trick_winner'], globals()):\\n"
                "    assert winning_seat(3, cards('AD JD 9H KD'), Suit.HEARTS) == 3\\n"
            )
        except AssertionError:
            print("failed")
        say(lambda: check("winning_seat(3, cards('AD JD 9H KD'), Suit.HEARTS)"))
        try:
            in_check("with engine_answers('04_trick_winner', ['winning_seat'], globals()): pass")
        except euchre.EuchreError as error:
            print(error)
        """
    )
    assert said == [
        "0",
        "failed",
        "3",
        "the engine has no answer named winning_seat for exercise '04_trick_winner'; "
        "its answers are named trick_winner.",
    ]
