"""The bot interface and the registry of bots by name.

A bot is anything with a ``name`` and an ``act(view) -> Action`` method. It is given
a :class:`~euchre.PlayerView` (what its seat may know) and never the deal itself.

Bots are registered by name with a *factory*: a function that takes a seed and
returns a fresh bot, so every seat of a match can get its own instance:

>>> make_bot("rule").name
'rule'
>>> make_bot("nobody")
Traceback (most recent call last):
...
euchre.errors.UnknownNameError: No bot is called 'nobody': the bots are expert, random, rule.

A module ``euchre/bots/<name>_bot.py`` that calls :func:`register` is found by name
the first time it is asked for, so a new bot needs no change here (this is how
``"expert"`` is found once ``euchre/bots/expert_bot.py`` exists).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from typing import Protocol, runtime_checkable

from ..actions import Action
from ..checks import int_arg, refuse_a_class
from ..errors import IllegalActionError, NotAViewError, UnknownNameError, shown
from ..view import PlayerView
from ..words import count_words

__all__ = [
    "BOTS",
    "Bot",
    "BotFactory",
    "bot_names",
    "check_bots",
    "check_view",
    "get_factory",
    "make_bot",
    "register",
]


@runtime_checkable
class Bot(Protocol):
    """A computer player: ``act`` returns one of ``view.legal_actions()``."""

    name: str

    def act(self, view: PlayerView) -> Action:
        """The action this bot takes in the position ``view`` shows."""
        ...


#: Makes a bot from a seed (bots without randomness ignore it).
BotFactory = Callable[[int], Bot]

#: The registered bots, by name.
#:
#: :meta hide-value:
BOTS: dict[str, BotFactory] = {}


def register(name: str) -> Callable[[BotFactory], BotFactory]:
    """Register a bot factory under ``name`` (use as a decorator).

    >>> @register("always-first")
    ... def _first(seed: int) -> Bot:
    ...     from euchre.bots import RandomBot
    ...     return RandomBot(seed=seed)
    >>> "always-first" in BOTS
    True
    >>> del BOTS["always-first"]
    """

    if not isinstance(name, str) or not name.strip() or len(name) > 100:
        raise UnknownNameError(
            f"{shown(name)} cannot name a bot: give a short text, such as 'random'."
        )

    def decorate(factory: BotFactory) -> BotFactory:
        if not callable(factory):
            raise UnknownNameError(
                f"{shown(factory)} cannot be registered: give a function from a seed to a bot."
            )
        BOTS[name] = factory
        return factory

    return decorate


def get_factory(name: str) -> BotFactory:
    """The factory registered as ``name``, importing ``euchre.bots.<name>_bot`` first
    if nothing is registered under that name yet."""
    if not isinstance(name, str):
        raise UnknownNameError(
            f"{shown(name)} is not a bot's name: the bots are {', '.join(bot_names())}."
        )
    if name not in BOTS and name.isidentifier():
        try:
            importlib.import_module(f"euchre.bots.{name}_bot")
        except ModuleNotFoundError as exc:
            if exc.name != f"euchre.bots.{name}_bot":
                raise
    if name not in BOTS:
        raise UnknownNameError(
            f"No bot is called {shown(name)}: the bots are {', '.join(bot_names())}."
        )
    return BOTS[name]


def make_bot(name: str, seed: int = 0) -> Bot:
    """A new bot of the kind registered as ``name``."""
    int_arg(seed, "seed", 0, None, "a bot's seed is a whole number, 0 or more")
    return get_factory(name)(seed)


def bot_names() -> list[str]:
    """The names of the bots, sorted: every ``euchre/bots/<name>_bot.py`` is imported
    first, so the list does not depend on which bots were used before."""
    import pkgutil

    from euchre import bots

    for module in pkgutil.iter_modules(bots.__path__):
        if module.name.endswith("_bot"):
            importlib.import_module(f"euchre.bots.{module.name}")
    return sorted(BOTS)


def check_view(view: object) -> PlayerView:
    """Return ``view`` if it is a :class:`~euchre.PlayerView`; raise
    :class:`~euchre.errors.NotAViewError` otherwise, so a bot can never be handed the full deal by mistake.

    >>> from euchre import Deal
    >>> check_view(Deal.shuffled(seed=1))
    Traceback (most recent call last):
    ...
    euchre.errors.NotAViewError: Bots get a PlayerView (what one seat may know), not a Deal: pass deal.view(seat).
    """
    if not isinstance(view, PlayerView):
        raise NotAViewError(
            f"Bots get a PlayerView (what one seat may know), not a {type(view).__name__}: "
            "pass deal.view(seat)."
        )
    return view


def legal_now(view: object) -> list[Action]:
    """The legal actions of a bot's ``view`` (checked with :func:`check_view`); an
    engine error, naming the seat, if it is not that seat's turn."""
    checked = check_view(view)
    legal = checked.legal_actions()
    if not legal:
        from ..narration import seat_name

        name = seat_name(checked.seat, players=checked.players)
        raise IllegalActionError(f"{name} has nothing to do: it is not their turn.")
    return legal


def check_bots(bots: object, players: int = 4) -> Sequence[Bot]:
    """Return ``bots`` if they are ``players`` bots, one per seat (each with an ``act``
    method); raise an engine error otherwise."""
    if (
        isinstance(bots, str | bytes | dict)
        or not isinstance(bots, Sequence)
        or len(bots) != players
    ):
        words = count_words(players)
        raise IllegalActionError(
            f"bots={shown(bots)} is not {words} bots: give a list of {words}, one per seat "
            f"(seat 0 first), like [RuleBot()] * {players}."
        )
    for seat, bot in enumerate(bots):
        refuse_a_class(seat, bot, "bot")
        if not callable(getattr(bot, "act", None)):
            raise IllegalActionError(
                f"Seat {seat}'s bot {shown(bot)} has no act(view) method: give bots such as "
                "RuleBot() or make_bot('random')."
            )
    return bots
