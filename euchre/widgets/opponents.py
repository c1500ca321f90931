"""The computer players a widget seats: the bot chosen for a seat, and a random bot
standing in for it if it turns out not to play the form of the game.

A bot written for the four-handed game may not know a newer form (Bid Euchre's
auction, five-handed's partner call) yet. :class:`Opponent` asks the chosen bot
first; if the bot raises or answers with an action that is not legal, a
:class:`~euchre.bots.RandomBot` plays that seat from then on (so a game can always
be played to the end), and :attr:`Opponent.replaced` says so, for the widget to
tell the reader. :func:`default_bot` is the strongest of the textbook bot and the
random bot that plays a form, checked by playing a deal of it.

>>> from euchre import Rules
>>> default_bot(Rules())
'rule'
>>> Opponent("random", 3).name
'random'
"""

from __future__ import annotations

import functools
import logging

from ..actions import Action
from ..bots import Bot, RandomBot, get_factory
from ..deal import Deal
from ..rules import Rules
from ..view import PlayerView

__all__ = ["Opponent", "default_bot", "plays_form"]

logger = logging.getLogger("euchre.widgets")

#: Deals of a form a bot plays through before :func:`plays_form` trusts it.
PROBE_DEALS = 3


class Opponent:
    """A computer player for a widget's seat: the bot ``kind`` (made from ``seed``),
    or, from the first time that bot fails to give a legal action, a random bot."""

    def __init__(self, kind: str, seed: int) -> None:
        self.kind = kind
        self.seed = seed
        self.bot: Bot = get_factory(kind)(seed)
        #: True once the random bot plays in place of the bot chosen.
        self.replaced = False

    @property
    def name(self) -> str:
        """The name of the bot playing now (``"random"`` once it stands in)."""
        return str(self.bot.name)

    def act(self, view: PlayerView) -> Action:
        """The chosen bot's action, or the stand-in's if the chosen bot fails here."""
        if not self.replaced:
            legal = view.legal_actions()
            try:
                chosen = self.bot.act(view)
                if chosen in legal:
                    return chosen
                logger.warning("the %s bot chose %s, which is not legal", self.kind, chosen)
            except Exception:  # a bot that does not play this form: never the reader's problem
                logger.exception("the %s bot could not act", self.kind)
            self.replaced = True
            self.bot = RandomBot(seed=self.seed)
        return self.bot.act(view)


@functools.lru_cache(maxsize=64)
def plays_form(kind: str, rules: Rules) -> bool:
    """Whether the bot ``kind`` plays ``rules``: it plays :data:`PROBE_DEALS` seeded
    deals in every seat, each action legal, without an error."""
    try:
        bots = [get_factory(kind)(seat) for seat in range(rules.players)]
        for seed in range(PROBE_DEALS):
            deal = Deal.shuffled(seed=seed, dealer=seed % rules.players, rules=rules)
            while not deal.is_over:
                seat = deal.to_act
                assert seat is not None
                view = deal.view(seat)
                chosen = bots[seat].act(view)
                if chosen not in view.legal_actions():
                    return False
                deal.apply(chosen, seat=seat)
    except Exception:
        logger.info("the %s bot does not play %r", kind, rules, exc_info=True)
        return False
    return True


def default_bot(rules: Rules) -> str:
    """The opponents a table offers first for ``rules``: the textbook bot if it plays
    them, else the random bot (which plays every form)."""
    return "rule" if plays_form("rule", rules) else "random"
