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
    "NotAViewError",
    "RulesError",
    "UnknownNameError",
    "shown",
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


class UnknownNameError(EuchreError):
    """A name the engine does not know (a bot, a numbered rule)."""


class NotAViewError(EuchreError):
    """A bot was handed something other than a player's view (such as the full deal)."""


#: The longest a quoted input gets in an error message.
SHOWN_LENGTH = 60


def shown(value: object) -> str:
    """The ``repr`` of a value for an error message, cut short if it is long.

    >>> shown("x" * 100)
    "'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...' (100 characters)"
    """
    if isinstance(value, int) and value.bit_length() > 128:
        return f"a number {value.bit_length()} bits long"
    try:
        text = repr(value)
    except Exception:  # a hostile object whose repr fails still gets a message
        text = f"<{type(value).__name__}>"
    if len(text) <= SHOWN_LENGTH:
        return text
    if isinstance(value, str):
        return f"{text[: SHOWN_LENGTH - 7]}...{text[0]} ({len(value)} characters)"
    return text[: SHOWN_LENGTH - 3] + "..."
