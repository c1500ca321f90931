"""The errors the engine raises.

Every error is a :class:`ValueError` subclass whose message says what was wrong
and what is allowed, in a card player's terms, so a notebook or a widget can show
it to a learner as it is.
"""

from __future__ import annotations

__all__ = [
    "CardParseError",
    "EGNError",
    "EuchreError",
    "IllegalActionError",
    "MisdealError",
    "RulesError",
]


class EuchreError(ValueError):
    """Base class of every error raised by the engine."""


class CardParseError(EuchreError):
    """A text could not be read as a card, a suit or a rank."""


class RulesError(EuchreError):
    """A rules option has a value outside what it allows."""


class IllegalActionError(EuchreError):
    """An action that the rules do not allow at this moment of the deal."""


class MisdealError(EuchreError):
    """The cards given for a deal are not a proper deal (wrong counts, repeats)."""


class EGNError(EuchreError):
    """A Euchre Game Notation record that cannot be read or does not replay."""
