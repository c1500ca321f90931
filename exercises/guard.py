"""At grading, the engine's own answer is unavailable in "write it yourself" exercises.

Exercise 2 asks for an ``effective_suit`` of the student's own; a submission that
returns ``euchre.effective_suit(card, trump)`` would pass every check without
doing the exercise. When a submission is graded, ``exercises/grade.py`` runs
:func:`block` first, in the notebook's kernel: every engine function the exercise
asks students to write is replaced, in every ``euchre`` module, by a stand-in
that raises :class:`WriteItYourselfError` when the notebook's code calls it.
The checks still call the engine (they compare the student's answer with it), and
so does the engine itself, so only the student's code is refused, with a message
that says why.

The whole module is sent to the kernel as the text of one cell (see
:func:`cell_source`), so it uses nothing but the standard library and the engine.
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

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


class WriteItYourselfError(RuntimeError):
    """The student's code called an engine function the exercise asks them to write."""


def _is_check(frame: Any) -> bool:
    """True for the engine itself and for otter's checks: the exercise's own (run as
    doctests) and a teacher's private test files (``tests/<name>.py``)."""
    module = str(frame.f_globals.get("__name__", ""))
    filename = frame.f_code.co_filename.replace("\\", "/")
    return (
        module == "euchre"
        or module.startswith("euchre.")
        or filename.startswith("<doctest")
        or filename.startswith(("tests/", "./tests/"))
        or "/tests/" in filename
    )


def _stand_in(name: str, exercise: str, engine: Callable[..., Any]) -> Callable[..., Any]:
    @functools.wraps(engine)
    def refuse(*args: Any, **kwargs: Any) -> Any:
        if _is_check(sys._getframe(1)):
            return engine(*args, **kwargs)
        raise WriteItYourselfError(
            f"exercise {exercise} asks you to write this yourself: grading does not let "
            f"your code call the engine's euchre.{name}, so write it without it."
        )

    del refuse.__wrapped__  # type: ignore[attr-defined]
    return refuse


def block(exercise: str) -> list[str]:
    """Replace the engine functions ``exercise`` asks for; the names replaced."""
    import euchre

    replaced = []
    for name in WRITE_YOURSELF.get(exercise, ()):
        engine: Any = euchre
        for part in name.split("."):
            engine = getattr(engine, part)
        refuse = _stand_in(name, exercise.split("_")[0].lstrip("0"), engine)
        for module_name, module in list(sys.modules.items()):
            if module_name != "euchre" and not module_name.startswith("euchre."):
                continue
            for attribute, value in list(vars(module).items()):
                if value is engine:
                    setattr(module, attribute, refuse)
                    replaced.append(f"{module_name}.{attribute}")
    return replaced


def cell_source(exercise: str) -> str:
    """The code cell that grading puts first in a copy of a submission of ``exercise``."""
    module = Path(__file__).read_text(encoding="utf-8")
    return (
        "# Added at grading: the engine's own answers are unavailable to this notebook.\n"
        "def _euchre_grading_guard():\n"
        f"    namespace = {{'__name__': 'euchre_grading_guard'}}\n"
        f"    exec({module!r}, namespace)\n"
        f"    namespace['block']({exercise!r})\n"
        "_euchre_grading_guard()\n"
        "del _euchre_grading_guard"
    )
