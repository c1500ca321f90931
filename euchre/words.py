"""Words shared by every message the engine writes: a list said as a player says it,
and points with their sign as the book prints them.

>>> listed(["J♦", "Q♦", "A♠"]), listed(["pass", "order"], "or"), listed(["9♥"])
('J♦, Q♦ and A♠', 'pass or order', '9♥')
>>> signed(0.824), signed(-0.2), signed(0.0)
('+0.82', '−0.20', '+0.00')
>>> whole_points(-17), whole_points(10), points_words(1), capitalised("you and North")
('−17', '10', '1 point', 'You and North')
>>> from euchre.cards import Card
>>> count_words(4), card_words(Card("JD")), card_words(Card.parse("B", joker=True))
('four', 'J♦', 'the joker')
>>> spoken("West names diamonds ♦ as trump. North leads the A♠; you must follow ♥.")
'West names diamonds as trump. North leads the ace of spades; you must follow hearts.'
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .cards import Card

__all__ = [
    "capitalised",
    "card_words",
    "count_words",
    "listed",
    "points_words",
    "signed",
    "spoken",
    "whole_points",
]

_COUNTS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")


def listed(items: Iterable[object], conjunction: str = "and") -> str:
    """``items`` (written with ``str``) as "A, B and C", or with ``conjunction``
    ("A, B or C"); one item alone, as itself."""
    names = [str(item) for item in items]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + f" {conjunction} " + names[-1]


def whole_points(points: int) -> str:
    """A whole score as printed: ``10``, or ``−17`` with a minus sign (so that a score
    line reads "34 to −17" or "5-−7", never "34--17")."""
    return str(points).replace("-", "\u2212")


def signed(points: float) -> str:
    """``points`` to two decimals with its sign, a minus sign (−) rather than a hyphen,
    as every table of the book writes it."""
    return f"{points:+.2f}".replace("-", "\u2212")


def points_words(points: int) -> str:
    """A number of points with its noun: ``"1 point"``, ``"3 points"``."""
    return f"{points} point{'' if points == 1 else 's'}"


def capitalised(text: str) -> str:
    """``text`` with its first letter a capital, the rest as it is (a seat's or a
    side's name starting a sentence: ``"you and North"``, ``"You and North"``)."""
    return text[:1].upper() + text[1:]


def count_words(n: int) -> str:
    """A small count in words, as prose writes it: ``"no"``, ``"one"`` ... ``"nine"``
    (a larger one as digits)."""
    return _COUNTS[n] if 0 <= n < len(_COUNTS) else str(n)


def card_words(card: Card) -> str:
    """A card as a message names it: ``J♦``, but the joker in words, ``the joker`` (its
    face, 🃏, is an emoji that a screen without an emoji font shows as an empty box)."""
    return "the joker" if card.is_joker else str(card)


_SYMBOL = "[\u2663\u2666\u2665\u2660]"
_NAMED_SUIT = re.compile(
    rf"\b(clubs|diamonds|hearts|spades) {_SYMBOL}|{_SYMBOL} (clubs|diamonds|hearts|spades)\b"
    rf"|\b((?i:clubs|diamonds|hearts|spades)) \({_SYMBOL}\)"
)
#: A word in single quotes, as a message quotes what to type ('J♦', 'JD'); in a
#: page's HTML the quotes may be escaped (&#x27;J♦&#x27;).
_QUOTED = re.compile(r"((?:'|&#x27;|&#39;)[^'\s&]{1,12}(?:'|&#x27;|&#39;))")
_CARD = re.compile(rf"\b(?:10|[789JQKA]){_SYMBOL}")


def spoken(text: str) -> str:
    """``text`` as a screen reader should hear it: the cards and suits in words, where
    a message writes them with symbols for the eye ("A♠" is read "A black spade suit",
    "🃏" by its emoji name): ``the A♠`` becomes ``the ace of spades``, ``diamonds ♦``
    or ``diamonds (♦)`` ``diamonds``, a lone ``♥`` ``hearts``, and the joker ``the
    joker``. A card in single quotes is what to type, and heard as written.

    >>> spoken("Hearts (♥) are red; type 'J♦' for the J♦")
    "Hearts are red; type 'J♦' for the jack of diamonds"
    >>> spoken("like &#x27;J♦&#x27; or J♦")
    'like &#x27;J♦&#x27; or jack of diamonds'
    """
    from .cards import Card, Suit

    plural = {suit.symbol: suit.plural for suit in Suit}

    def say(said: str) -> str:
        said = _NAMED_SUIT.sub(lambda named: named[1] or named[2] or named[3], said)
        said = _CARD.sub(lambda card: Card(card[0]).name, said)
        said = re.sub(_SYMBOL, lambda symbol: plural[symbol[0]], said)
        return said.replace("the \U0001f0cf", "the joker").replace("\U0001f0cf", "the joker")

    # A card in quotes is what to type, heard as written: "like 'JD' or 'J♦'".
    parts = _QUOTED.split(text)
    return "".join(part if i % 2 else say(part) for i, part in enumerate(parts))
