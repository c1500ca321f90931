"""A bot of one's own: the engine's players refused while it plays.

Exercise 8 asks students to write a bot. A bot built on the engine's own players
(``class MyBot(RuleBot)``, or an ``act`` that asks ``RuleBot``, the ExpertBot, the coach or the learned bidding table) would score without being
written. While :func:`engine_players_refused` is in force, every function of those
modules, and every method of their classes, raises :class:`EnginePlayerError`
with a message that says so; afterwards they work again. ``RandomBot`` and the
rest of the engine (cards, ``trick_winner``, the view) stay available.

>>> from euchre import Deal
>>> from euchre.bots import RandomBot, RuleBot
>>> view = Deal.shuffled(seed=3, dealer=0).view(1)
>>> with engine_players_refused():  # doctest: +ELLIPSIS
...     RuleBot().act(view)
Traceback (most recent call last):
...
euchre.bots.own_work.EnginePlayerError: RuleBot.act is one of the engine's own players, ...
>>> RuleBot().act(view) in view.legal_actions()
True

A bot of one's own can also play *against* the engine's players in one process:
:func:`own_work` makes its bots decide with those players refused, one decision at
a time, while the other seats' bots decide as usual. This is how exercise 8's
``try_bot`` plays a student's bot against ``RuleBot``:

>>> from euchre.tournament import duplicate_match
>>> class Borrowed(RuleBot):
...     name = "borrowed"
>>> duplicate_match(own_work(lambda seed: Borrowed()), "rule", deals=1)  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
euchre.bots.own_work.EnginePlayerError: RuleBot.act is one of the engine's own players, ...
>>> duplicate_match(own_work(lambda seed: RandomBot(seed=seed)), "rule", deals=2).deals
2

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

from ..actions import Action
from ..errors import EuchreError
from ..view import PlayerView
from .base import Bot, BotFactory

__all__ = [
    "ENGINE_PLAYERS",
    "EnginePlayerError",
    "OwnWorkBot",
    "engine_players_refused",
    "own_work",
]

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


@functools.cache
def _stand_ins(modules: tuple[str, ...]) -> tuple[tuple[Any, str, Any], ...]:
    """Every (owner, attribute, stand-in) of ``modules``, made once: refusing is then
    cheap enough to do for each decision of a bot (see :func:`own_work`)."""
    return tuple(item for name in modules for item in _replacements(name))


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
        for owner, attribute, stand_in in _stand_ins(tuple(modules)):
            undo.append((owner, attribute, vars(owner)[attribute]))
            setattr(owner, attribute, stand_in)
        yield
    finally:
        for owner, attribute, original in reversed(undo):
            setattr(owner, attribute, original)


class OwnWorkBot:
    """``bot``, deciding with the engine's players refused (see :func:`own_work`)."""

    def __init__(self, bot: Bot) -> None:
        self.bot = bot
        self.name = str(getattr(bot, "name", "bot"))

    def act(self, view: PlayerView) -> Action:
        """``bot``'s action, chosen while the engine's players refuse to answer."""
        with engine_players_refused():
            return self.bot.act(view)


def own_work(factory: BotFactory) -> BotFactory:
    """A factory of ``factory``'s bots, each made and deciding with the engine's
    players refused, so they can play against those players in one process."""

    def make(seed: int) -> Bot:
        with engine_players_refused():
            return OwnWorkBot(factory(seed))

    return make
