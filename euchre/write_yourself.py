"""Exercises that ask for a function the engine already has: its answer refused.

Exercise 2 asks for an ``effective_suit`` of the student's own; a submission that
returns ``euchre.effective_suit(card, trump)`` would pass every check without
doing the exercise. :func:`block` replaces every engine function an exercise asks
students to write, in every ``euchre`` module and wherever the notebook holds it
by name, with a stand-in that raises :class:`WriteItYourselfError` when the
notebook's code calls it during a check. The checks themselves still call the
engine (they compare the student's answer with it), and so does the engine, so
only the student's code is refused, with a message that says why. Outside the
checks the student may still call the engine's own, to compare; a name of the
notebook bound to the engine's function (``effective_suit = euchre.effective_suit``)
is refused whenever a check calls it.

Every check of those exercises calls :func:`block` first, so the refusal holds
wherever the checks run: in the student's notebook, in ``make grade`` and in the
autograder zip (``otter run``, Gradescope). Like
:mod:`euchre.bots.own_work`, it refuses, it does not seal: code written to dig the
originals out of memory can still find them.

>>> import euchre
>>> from euchre import Card, Suit
>>> "euchre.effective_suit" in block("02_left_bower")
True
>>> block("02_left_bower")  # in force already: nothing more to replace
[]

Here a notebook's answer (a cell's code) returns the engine's, and a check (a
doctest, as otter runs it) calls it:

>>> notebook = {"euchre": euchre, "Card": Card, "Suit": Suit}
>>> answer = "def effective_suit(card, trump): return euchre.effective_suit(card, trump)"
>>> exec(compile(answer, "<cell>", "exec"), notebook)
>>> check = compile("effective_suit(Card('JD'), Suit.HEARTS)", "<doctest q2[0]>", "eval")
>>> eval(check, notebook)
Traceback (most recent call last):
...
euchre.write_yourself.WriteItYourselfError: exercise 2 asks you to write this yourself: the checks do not let your code call the engine's euchre.effective_suit, so write it without it (outside the checks you may still call it, to compare).
>>> restore()  # the engine's own everywhere again
>>> eval(check, notebook)
Suit.HEARTS
"""

from __future__ import annotations

import contextlib
import functools
import inspect
import sys
from collections.abc import Callable, Iterable, Iterator, MutableMapping
from typing import Any

from .errors import EuchreError
from .words import listed

__all__ = [
    "ENGINE_ANSWERS",
    "WRITE_YOURSELF",
    "WriteItYourselfError",
    "block",
    "engine_answers",
    "restore",
]

#: The engine functions each exercise asks students to write themselves.
#: A name with a dot is in one of the engine's modules: ``tricks.led_suit`` (the suit
#: a led card asks for, that is its suit with trump counted) is ``euchre.tricks.led_suit``.
WRITE_YOURSELF: dict[str, tuple[str, ...]] = {
    "02_left_bower": (
        "left_bower",
        "effective_suit",
        "trump_order",
        "is_trump",
        "trump.bower_kind",
        "tricks.led_suit",
    ),
    "03_legal_plays": (
        "legal_plays",
        "tricks.cards_that_follow",
        "tricks.check_follow",
        "tricks.follow_mask",
    ),
    "04_trick_winner": ("trick_winner",),
    "05_scoring": ("score_hand",),
}


def _is_left_bower(card: Any, trump: Any) -> bool:
    left: Any = _engine_function("left_bower")(trump)
    return bool(card == left)


def _effective_suit(card: Any, trump: Any) -> Any:
    return _engine_function("effective_suit")(card, trump)


def _trump_order(trump: Any) -> list[Any]:
    return list(_engine_function("trump_order")(trump))


def _cards_of_suit(hand: Iterable[Any], suit: Any, trump: Any) -> list[Any]:
    return [card for card in hand if _effective_suit(card, trump) == suit]


def _trick_winner(played: Any, trump: Any) -> Any:
    return _engine_function("trick_winner")(played, trump)


def _score_partners(maker_tricks: Any) -> Any:
    return _engine_function("score_hand")(maker_tricks)


def _score_deal(maker_tricks: Any, maker_alone: Any = False, lone_defender: Any = False) -> Any:
    score = _engine_function("score_hand")
    return score(maker_tricks, maker_alone=maker_alone, lone_defender=lone_defender)


#: The engine's answers to the exercises' questions, by the names the notebooks
#: write them under: while a later question's checks run, they stand in for the
#: notebook's own (:func:`engine_answers`), so a mistake costs points once, in the
#: question that asked for it.
ENGINE_ANSWERS: dict[str, dict[str, Callable[..., Any]]] = {
    "02_left_bower": {
        "is_left_bower": _is_left_bower,
        "effective_suit": _effective_suit,
        "trump_order": _trump_order,
    },
    "03_legal_plays": {"cards_of_suit": _cards_of_suit},
    "04_trick_winner": {"trick_winner": _trick_winner},
    "05_scoring": {"score_partners": _score_partners, "score_deal": _score_deal},
}

#: Marks a name the notebook did not have before an answer stood in for it.
_ABSENT = object()

#: Every stand-in in force, with the engine's function it replaced and where.
_REPLACED: list[tuple[MutableMapping[str, Any], str, Callable[..., Any]]] = []


class WriteItYourselfError(EuchreError):
    """The student's code called an engine function the exercise asks them to write."""


def _is_engine(frame: Any) -> bool:
    module = str(frame.f_globals.get("__name__", ""))
    return module == "euchre" or module.startswith("euchre.")


def _is_check(frame: Any) -> bool:
    """True for otter's checks: the exercise's own (run as doctests) and a teacher's
    private test files (``tests/<name>.py``)."""
    filename = frame.f_code.co_filename.replace("\\", "/")
    return (
        filename.startswith("<doctest")
        or filename.startswith(("tests/", "./tests/"))
        or "/tests/" in filename
    )


def _in_check(frame: Any) -> bool:
    """True when a check is running: ``frame`` or one that called it is a check's."""
    while frame is not None:
        if _is_check(frame):
            return True
        frame = frame.f_back
    return False


def _stand_in(
    name: str, exercise: str, engine: Callable[..., Any], *, notebook: bool
) -> Callable[..., Any]:
    """The engine's ``name`` refused to the notebook's code during a check. In a
    module of the engine (``notebook`` false), the engine's and the checks' own
    calls go through; held by the notebook's own name, the checks' calls are the
    notebook's answer, and are refused too."""

    @functools.wraps(engine)
    def refuse(*args: Any, **kwargs: Any) -> Any:
        caller = sys._getframe(1)
        allowed = not _in_check(caller) or (
            not notebook and (_is_engine(caller) or _is_check(caller))
        )
        if allowed:
            return engine(*args, **kwargs)
        raise WriteItYourselfError(
            f"exercise {exercise} asks you to write this yourself: the checks do not let "
            f"your code call the engine's euchre.{name}, so write it without it "
            "(outside the checks you may still call it, to compare)."
        )

    del refuse.__wrapped__
    refuse.__signature__ = inspect.signature(engine)  # type: ignore[attr-defined]
    refuse.__euchre_refused__ = engine  # type: ignore[attr-defined]
    refuse.__euchre_notebook__ = notebook  # type: ignore[attr-defined]
    return refuse


def _engine_function(name: str) -> Callable[..., Any]:
    """The engine's own function ``euchre.<name>``, even while it is refused."""
    import euchre

    found: Any = euchre
    for part in name.split("."):
        found = getattr(found, part)
    own: Callable[..., Any] = getattr(found, "__euchre_refused__", found)
    return own


def block(exercise: str, namespace: MutableMapping[str, Any] | None = None) -> list[str]:
    """Refuse the engine functions ``exercise`` asks for; the places replaced now.

    The engine's modules are searched, and so are ``namespace`` (a check passes the
    notebook's ``globals()``) and the globals of each function it holds, so that
    ``from euchre import effective_suit`` run before the refusal is refused too.
    Calling it again replaces only what is new.
    """
    if not isinstance(exercise, str):
        raise EuchreError(
            f"exercise={exercise!r} is not an exercise's name, such as '02_left_bower'."
        )
    number = exercise.split("_")[0].lstrip("0")
    places: dict[str, tuple[MutableMapping[str, Any], bool]] = {
        module_name: (vars(module), False)
        for module_name, module in list(sys.modules.items())
        if module_name == "euchre" or module_name.startswith("euchre.")
    }
    if namespace is not None:
        for where, names in _notebook(namespace).items():
            places.setdefault(where, (names, True))
    replaced = []
    for name in WRITE_YOURSELF.get(exercise, ()):
        engine = _engine_function(name)
        stand_ins = {
            notebook: _stand_in(name, number, engine, notebook=notebook)
            for notebook in (False, True)
        }
        for where, (names, notebook) in places.items():
            for attribute, value in list(names.items()):
                held = value is engine or getattr(value, "__euchre_refused__", None) is engine
                if held and getattr(value, "__euchre_notebook__", None) is not notebook:
                    names[attribute] = stand_ins[notebook]
                    _REPLACED.append((names, attribute, engine))
                    replaced.append(f"{where}.{attribute}")
    return replaced


def _notebook(namespace: MutableMapping[str, Any]) -> dict[str, MutableMapping[str, Any]]:
    """The notebook's names: ``namespace`` (a check's ``globals()``, which otter
    copies from the notebook's) and the globals of each of its own functions (the
    notebook's very names, which its functions look up)."""
    found: dict[str, MutableMapping[str, Any]] = {"the notebook": namespace}
    for value in list(namespace.values()):
        module = str(getattr(value, "__module__", None) or "")
        if not inspect.isfunction(value) or module.startswith("euchre"):
            continue
        if not any(names is value.__globals__ for names in found.values()):
            found[f"{value.__name__}'s globals"] = value.__globals__
    return found


@contextlib.contextmanager
def engine_answers(
    exercise: str, names: Iterable[str], namespace: MutableMapping[str, Any]
) -> Iterator[None]:
    """While the ``with`` block runs, the engine's answers (:data:`ENGINE_ANSWERS`)
    to the questions that asked for ``names`` in place of the notebook's own; its
    own come back when the block ends, passed or failed (an answer the notebook
    lacks, misnamed say, stands in too, and goes again). A later question's checks
    run in it, so they check that question's own code.

    >>> notebook = {}
    >>> exec("def trick_winner(played, trump): return 0", notebook)
    >>> exec("def winning_seat(played, trump): return trick_winner(played, trump)", notebook)
    >>> from euchre import Suit, cards
    >>> with engine_answers("04_trick_winner", ["trick_winner"], dict(notebook)):
    ...     notebook["winning_seat"](cards("9C AC"), Suit.HEARTS)
    1
    >>> notebook["winning_seat"](cards("9C AC"), Suit.HEARTS)  # its own again
    0
    """
    answers = ENGINE_ANSWERS.get(exercise, {})
    unknown = [name for name in names if name not in answers]
    if unknown:
        raise EuchreError(
            f"the engine has no answer named {listed(unknown)} for exercise {exercise!r}; "
            f"its answers are named {listed(list(answers)) or 'nothing'}."
        )
    saved: list[tuple[MutableMapping[str, Any], str, Any]] = []
    for names_of in _notebook(namespace).values():
        for name in names:
            saved.append((names_of, name, names_of.get(name, _ABSENT)))
            names_of[name] = answers[name]
    try:
        yield
    finally:
        for names_of, name, own in reversed(saved):
            if own is _ABSENT:
                names_of.pop(name, None)
            else:
                names_of[name] = own


def restore() -> None:
    """Put the engine's own functions back wherever :func:`block` replaced them."""
    while _REPLACED:
        names, attribute, engine = _REPLACED.pop()
        if getattr(names.get(attribute), "__euchre_refused__", None) is engine:
            names[attribute] = engine
