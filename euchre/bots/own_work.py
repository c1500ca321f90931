"""A bot of one's own: the engine's players refused while it plays.

Exercise 8 asks students to write a bot. A bot built on the engine's own players
(``class MyBot(RuleBot)``, or an ``act`` that asks ``RuleBot``, the ExpertBot, the coach or the learned bidding table) would score without being
written. While :func:`engine_players_refused` is in force, every function of those
modules, and every method of their classes, raises :class:`EnginePlayerError`
with a message that says so; afterwards they work again. ``RandomBot`` and the
rest of the engine (cards, ``trick_winner``, the view) stay available.

>>> from euchre import Deal
>>> from euchre.bots import RuleBot
>>> view = Deal.shuffled(seed=3, dealer=0).view(1)
>>> with engine_players_refused():  # doctest: +ELLIPSIS
...     RuleBot().act(view)
Traceback (most recent call last):
...
euchre.bots.own_work.EnginePlayerError: RuleBot.act is one of the engine's own players, ...
>>> RuleBot().act(view) in view.legal_actions()
True

It refuses, it does not seal: code that goes looking for the originals (through
``gc``, say) can find them. It states the rule where a bot breaks it by accident or
by a shortcut, and the grading of exercise 8 applies it in the bot's own process
(``euchre.bots.isolated.isolated_match`` with ``own_work=True``).
"""

from __future__ import annotations

import functools
import importlib
import inspect
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from ..errors import EuchreError

__all__ = ["ENGINE_PLAYERS", "EnginePlayerError", "engine_players_refused"]

#: The modules whose functions and methods choose or judge actions.
ENGINE_PLAYERS: tuple[str, ...] = (
    "euchre.bots.rule_bot",
    "euchre.bots.expert_bot",
    "euchre.bots.bidding",
    "euchre.coach",
)


class EnginePlayerError(EuchreError):
    """A bot that must decide for itself called one of the engine's own players."""


def _refusing(name: str, function: Callable[..., Any]) -> Callable[..., Any]:
    @functools.wraps(function)
    def refuse(*args: Any, **kwargs: Any) -> Any:
        raise EnginePlayerError(
            f"{name} is one of the engine's own players, and this match plays a bot of "
            "your own: decide without RuleBot, the ExpertBot, the coach or the learned "
            "bidding table."
        )

    del refuse.__wrapped__
    return refuse


def _replacements(module_name: str) -> Iterator[tuple[Any, str, Any]]:
    """(owner, attribute, stand-in) for every function and method ``module_name``
    defines; dunder methods (``__init__``, ``__repr__``) are left alone."""
    module = importlib.import_module(module_name)
    for attribute, value in list(vars(module).items()):
        if getattr(value, "__module__", None) != module_name:
            continue
        if inspect.isfunction(value):
            yield module, attribute, _refusing(attribute, value)
        elif inspect.isclass(value):
            for name, member in list(vars(value).items()):
                if name.startswith("__"):
                    continue
                shown = f"{value.__name__}.{name}"
                if inspect.isfunction(member):
                    yield value, name, _refusing(shown, member)
                elif isinstance(member, (staticmethod, classmethod)):
                    kind = type(member)
                    yield value, name, kind(_refusing(shown, member.__func__))


@contextmanager
def engine_players_refused(modules: Sequence[str] = ENGINE_PLAYERS) -> Iterator[None]:
    """Refuse every function and method of ``modules`` until the block ends."""
    undo: list[tuple[Any, str, Any]] = []
    try:
        for module_name in modules:
            for owner, attribute, stand_in in list(_replacements(module_name)):
                undo.append((owner, attribute, vars(owner)[attribute]))
                setattr(owner, attribute, stand_in)
        yield
    finally:
        for owner, attribute, original in reversed(undo):
            setattr(owner, attribute, original)
