"""Computer players. Every bot has one method, ``act(view) -> Action``, and sees only
a :class:`~euchre.PlayerView`, never the full deal.

>>> from euchre.bots import make_bot, bot_names
>>> "random" in bot_names() and "rule" in bot_names()
True
>>> make_bot("random", seed=1).name
'random'
"""

from .base import BOTS, Bot, BotFactory, bot_names, check_view, get_factory, make_bot, register
from .random_bot import RandomBot
from .rule_bot import Rule, RuleBot


def __getattr__(name: str) -> object:
    """``from euchre.bots import ExpertBot``, as for RuleBot: loaded on first use, as it
    brings the solver and the learned bidding table with it."""
    if name == "ExpertBot":
        from .expert_bot import ExpertBot

        return ExpertBot
    raise AttributeError(f"module 'euchre.bots' has no attribute {name!r}")


__all__ = [
    "BOTS",
    "Bot",
    "BotFactory",
    "RandomBot",
    "Rule",
    "RuleBot",
    "bot_names",
    "check_view",
    "get_factory",
    "make_bot",
    "register",
]
