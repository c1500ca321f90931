"""Reading the fields of an EGN record: cards, calls, phases, tricks and comments.

Each reader takes the JSON value as it stands and returns what it means, or raises an
:class:`~euchre.errors.EGNError` through ``error`` (a function that adds the place:
the deal, the alternative line) saying what was wrong and what EGN allows.

>>> parse_card("Nc", None), parse_card("R", Suit.parse("H")), parse_card("10d", None)
(Card('9♣'), Card('J♥'), Card('10♦'))
>>> describe([]), describe(None), describe("x" * 3)
('a list', 'null', "the text 'xxx'")
>>> read_comments({"calls": ["Pass"], "callAnnotations": {" 0 ": ["Fine."]}},
...               "callAnnotations", "call", 1, EGNError)
{0: ['Fine.']}
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

from ..cards import Card, Rank, Suit
from ..errors import CardParseError, EGNError
from ..rules import Rules
from ..trump import STRENGTH, left_bower, right_bower
from .safe_json import shown

__all__ = [
    "PHASE_NUMBERS",
    "ROUND_ONE_ORDERS",
    "STANDARD",
    "Fault",
    "count_of",
    "describe",
    "lay_away_order",
    "parse_card",
    "read_comments",
    "read_phases",
    "read_suit",
    "read_tricks",
]

#: The rules a card is read under when none are given.
STANDARD = Rules()


def parse_card(text: object, trump: Suit | None, rules: Rules = STANDARD) -> Card:
    """An EGN card: ``"Td"``, ``"Nc"`` (N is nine), ``"R"``/``"L"`` for the bowers, ``"B"``
    for the joker."""
    if not isinstance(text, str):
        raise EGNError(f"{describe(text)} is not a card: EGN writes cards as text like 'Td'.")
    raw = text.strip()
    if len(raw) == 3 and raw.startswith("10"):  # "10d", as players write it, is "Td"
        raw = "T" + raw[2]
    if raw in ("R", "L"):
        if trump is None:
            raise EGNError(f"{shown(raw)} (a bower) means nothing before trump is made.")
        return right_bower(trump) if raw == "R" else left_bower(trump)
    if raw == "B":
        if not rules.joker:
            raise EGNError("'B' is the joker, which is not in this ruleset's deck (joker=false).")
        return Card.joker()
    if len(raw) == 2 and ("X" in raw.upper()):
        raise EGNError(
            f"{shown(raw)} is an unknown card: a record with unknown cards in the play "
            "cannot be replayed."
        )
    if len(raw) != 2:
        raise EGNError(f"{shown(raw)} is not an EGN card: write rank then suit, like 'Td' or 'Jh'.")
    rank = raw[0].upper()
    if rank in ("7", "8") and rules.min_rank == 9:
        raise EGNError(
            f"{shown(raw)} is not in the 24-card deck (9 to ace): the ruleset has min_rank=9."
        )
    try:
        return Card(Rank.parse(rank), Suit.parse(raw[1]))
    except CardParseError:
        raise EGNError(
            f"{shown(raw)} is not an EGN card: write rank then suit, like 'Td' or 'Jh'."
        ) from None


def lay_away_order(trump: int | None) -> Callable[[Card], tuple[int, int]]:
    """The key that orders cards as a player would choose one to lay away, for a
    discard the record does not show: the plain suits' cards from the lowest rank up,
    then the trumps from the lowest (``trump`` is the trump's index, ``None`` before
    it is made). A guessed discard is never a bower while a plain 9 would do.

    >>> from euchre.cards import cards
    >>> from euchre.trump import trump_index
    >>> print(min(cards("JD AC TH"), key=lay_away_order(trump_index(Suit.HEARTS))))
    A♣
    """
    power = STRENGTH[trump][trump] if trump is not None else None
    return lambda card: (power[card.id] if power else 0, int(card.rank))


def describe(value: object) -> str:
    """What a JSON value is, in words: ``a list``, ``the number 5``."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return f"the number {shown(value)}"
    if isinstance(value, str):
        return f"the text {shown(value)}"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, Mapping):
        return "an object"
    return f"a {type(value).__name__}"


#: The words of a first-round call that order the upcard up.
ROUND_ONE_ORDERS = {"order", "pickup", "alone", "call", "assist"}


#: Makes the error for a fault, adding where it is (a deal, an alternative line).
Fault = Callable[[str], EGNError]


def read_suit(value: object) -> Suit | None:
    """A suit written as one letter (``s``, ``h``, ``d``, ``c``, either case), or None."""
    if isinstance(value, str) and value.strip().lower() in ("s", "h", "d", "c"):
        return Suit.parse(value.strip())
    return None


def count_of(calls: object) -> int:
    return len(calls) if isinstance(calls, list) else 0


def read_phases(
    phases: object, error: Fault
) -> tuple[Mapping[str, Any] | None, Mapping[str, Any] | None]:
    """The bidding phase and the play phase of a deal (or of an alternative line)."""
    if not isinstance(phases, list):
        raise error(f"phases must be a list, not {describe(phases)}.")
    bidding: Mapping[str, Any] | None = None
    play: Mapping[str, Any] | None = None
    for n, phase in enumerate(phases):
        if not isinstance(phase, Mapping):
            raise error(f"phases[{n}] must be a JSON object, not {describe(phase)}.")
        kind = phase.get("type")
        if kind == "EUCHRE_BIDDING" and bidding is None and play is None:
            bidding = phase
        elif kind == "TRICK_PLAY" and play is None:
            play = phase
        else:
            raise error(
                f"unexpected phase {shown(kind)}: a deal has one EUCHRE_BIDDING phase, then "
                "one TRICK_PLAY phase."
            )
        number = phase.get("phaseNumber", PHASE_NUMBERS[kind])
        if number != PHASE_NUMBERS[kind] or isinstance(number, bool):
            raise error(
                f"the {kind} phase has phaseNumber {describe(number)}: EGN numbers the "
                "bidding 0 and the trick play 1."
            )
    return bidding, play


#: The phaseNumber EGN gives each kind of phase.
PHASE_NUMBERS = {"EUCHRE_BIDDING": 0, "TRICK_PLAY": 1}


def read_tricks(play: Mapping[str, Any] | None, error: Fault) -> list[list[Any]]:
    tricks = play.get("tricks", []) if play is not None else []
    if not isinstance(tricks, list) or not all(isinstance(t, list) for t in tricks):
        raise error("tricks must be a list of tricks, each a list of cards.")
    for n, trick in enumerate(tricks[:-1], 1):
        if not trick:
            raise error(f"trick {n} is empty: only the last trick may have no cards yet.")
    return tricks


_INDEX = re.compile(r"\s*([0-9]{1,6})\s*")


def read_comments(
    phase: Mapping[str, Any] | None, key: str, what: str, count: int, error: Fault
) -> dict[int, list[str]]:
    """The comments ``phase[key]`` keyed by index (``count`` calls or cards exist)."""
    if phase is None or phase.get(key) is None:
        return {}
    raw = phase[key]
    if not isinstance(raw, Mapping):
        raise error(f"{key} must map {what} numbers to lists of comments, not {describe(raw)}.")
    result: dict[int, list[str]] = {}
    written: dict[int, str] = {}
    for k, texts in raw.items():
        match = _INDEX.fullmatch(k)
        if match is None:
            raise error(
                f"{key} has the key {shown(k)}, which is not a {what} number (0, 1, 2, ...)."
            )
        i = int(match.group(1))
        if i in written:
            raise error(
                f"{key} has both {shown(written[i])} and {shown(k)}, which are the same "
                f"{what} {i}: put all the comments on it in one list."
            )
        written[i] = k
        if i >= count:
            have = f"{count} {what}s (numbered 0 to {count - 1})" if count else f"no {what}s"
            raise error(f"{key}[{shown(k)}] comments on {what} {i}, but there are {have}.")
        if not isinstance(texts, list) or not all(isinstance(t, str) for t in texts):
            raise error(f"{key}[{shown(k)}] must be a list of comments (texts).")
        result[i] = list(texts)
    return dict(sorted(result.items()))
