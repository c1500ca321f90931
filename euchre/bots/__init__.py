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
