"""A player that picks uniformly at random among the legal actions: the baseline.

>>> from euchre import Deal
>>> view = Deal.shuffled(seed=1, dealer=0).view(1)
>>> RandomBot(seed=5).act(view) in view.legal_actions()
True
>>> [RandomBot(seed=5).act(view) for _ in range(3)] == [RandomBot(seed=5).act(view)] * 3
True
"""

from __future__ import annotations

import random

from ..actions import Action
from ..checks import int_arg
from ..view import PlayerView
from .base import Bot, legal_now, register

__all__ = ["RandomBot"]


class RandomBot:
    """Uniform over ``view.legal_actions()``, drawing from its own seeded generator:
    the same seed and the same views give the same actions."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        if seed is not None:
            int_arg(seed, "seed", None, None, "a bot's seed is a whole number (or None)")
        self.seed = seed
        self._rng = random.Random(seed)

    def act(self, view: PlayerView) -> Action:
        """A legal action chosen uniformly at random."""
        legal = legal_now(view)
        return legal[self._rng.randrange(len(legal))]

    def __repr__(self) -> str:
        return f"RandomBot(seed={self.seed!r})"


@register("random")
def _random_factory(seed: int) -> Bot:
    return RandomBot(seed=seed)
