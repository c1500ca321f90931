"""Checks of the arguments given to the engine's public functions.

Each check either returns the value in the engine's own form (a :class:`Suit` from
``"H"``, a :class:`Card` from ``"AD"``) or raises an error of the engine's family
whose message says what was wrong and what is allowed:

>>> suit_arg("hearts")
Suit.HEARTS
>>> seat_arg(4)
Traceback (most recent call last):
...
euchre.errors.IllegalActionError: seat=4 is not a seat: seats are 0 (South), 1 (West), 2 (North) and 3 (East).
>>> score_arg((-1, 0))
Traceback (most recent call last):
...
euchre.errors.EuchreError: score=(-1, 0) is not a score: give the two sides' points (the two teams', or the two players' in two-handed Euchre), like (3, 5), each 0 or more.
"""

from __future__ import annotations

import enum
import inspect
import math
import numbers
import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol, TypeGuard

from .cards import Card, CardLike, Rank, Suit, cards
from .errors import CardParseError, EuchreError, IllegalActionError, RulesError, shown
from .rules import Rules
from .seats import FORM_SEAT_NAMES, not_a_seat
from .words import count_words

if TYPE_CHECKING:
    from .actions import Action
    from .view import PlayerView

__all__ = [
    "bool_arg",
    "card_arg",
    "cards_arg",
    "check_display",
    "finite_number",
    "int_arg",
    "optional_suit_arg",
    "play_turn",
    "players_arg",
    "random_arg",
    "random_of",
    "refuse_a_class",
    "rules_arg",
    "score_arg",
    "seat_arg",
    "seed_arg",
    "shown",
    "suit_arg",
    "why_not_finite",
]


def suit_arg(value: object, name: str = "trump") -> Suit:
    """A suit given as a :class:`Suit` or a text (``"H"``, ``"♥"``, ``"hearts"``)."""
    return _suit(value, name, "")


def optional_suit_arg(value: object, name: str = "trump") -> Suit | None:
    """Like :func:`suit_arg`, but ``None`` (no trump) is allowed too."""
    if value is None:
        return None
    return _suit(value, name, " (None for a no-trump hand)")


def _suit(value: object, name: str, also: str) -> Suit:
    if type(value) is Suit:
        return value
    if isinstance(value, str):
        try:
            return Suit.parse(value)
        except CardParseError:
            pass
    raise CardParseError(
        f"{name}={shown(value)} is not a suit: give Suit.HEARTS, or write C, D, H or S, "
        f"a symbol ♣ ♦ ♥ ♠, or a name like 'hearts'{also}."
    )


def card_arg(value: object, name: str = "card") -> Card:
    """A card given as a :class:`Card` or a text (``"AD"``, ``"A♦"``); any card of the
    engine, the variants' 7s, 8s and joker included."""
    if type(value) is Card:
        return value
    if isinstance(value, str):
        return Card._parse_any(value)
    raise CardParseError(
        f"{name}={shown(value)} is not a card: give a Card, or write one as its rank then "
        "its suit, like 'JD', 'J♦', '10H' or 'TH'."
    )


def cards_arg(value: object, name: str = "hand") -> tuple[Card, ...]:
    """Cards given as a text (``"JD AH"``) or a collection of cards and texts."""
    if isinstance(value, str):
        return cards(value, min_rank=7, joker=True)
    if isinstance(value, (bytes, bytearray, dict)) or not isinstance(value, Iterable):
        raise CardParseError(
            f"{name}={shown(value)} is not a list of cards: give cards like "
            "cards('JD AH 9C'), a list of them, or a text like 'JD AH 9C'."
        )
    items: list[CardLike] = list(value)
    return tuple(card_arg(item, name="a card of " + name) for item in items)


def _whole(value: object) -> bool:
    """True for a whole number: an int, but not True or False, nor an enum's member
    (Suit.HEARTS is an int inside, but not a number a player means)."""
    return isinstance(value, int) and not isinstance(value, bool | enum.Enum)


def seat_arg(value: object, name: str = "seat", players: int = 4) -> int:
    """A seat: 0, 1, 2 or 3 (0 to ``players - 1`` in the other forms)."""
    if type(value) is int and 0 <= value < players:
        return value
    raise IllegalActionError(not_a_seat(value, name, players=players))


def int_arg(value: object, name: str, low: int | None, high: int | None, why: str) -> int:
    """A whole number from ``low`` to ``high`` (no bound where ``None``); ``why`` says
    what is allowed in a player's words."""
    if (
        isinstance(value, int)
        and _whole(value)
        and (low is None or low <= value)
        and (high is None or value <= high)
    ):
        return int(value)
    raise EuchreError(f"{name}={shown(value)} is not allowed: {why}.")


def bool_arg(value: object, name: str, error: type[EuchreError] = EuchreError) -> bool:
    """True or False (not 1, 0 or a text); anything else raises ``error``."""
    if value is True or value is False:
        return value
    raise error(f"{name}={shown(value)} is not allowed: it must be True or False.")


def rules_arg(value: object) -> Rules:
    """A table's :class:`Rules`."""
    if isinstance(value, Rules):
        return value
    preset = getattr(value, "__name__", "")
    if getattr(value, "__self__", None) is Rules and callable(value):
        raise RulesError(
            f"rules=Rules.{preset} is the preset's function, not its rules: call it, "
            f"rules=Rules.{preset}()."
        )
    raise RulesError(
        f"rules={shown(value)} is not a set of rules: give Rules(...), like Rules() or "
        "Rules(stick_the_dealer=True), or a preset such as Rules.canadian()."
    )


def score_arg(
    value: object, name: str = "score", scorers: int = 2, *, negative: bool = False
) -> tuple[int, ...]:
    """A score: whole numbers of points, each 0 or more (below zero too where
    ``negative``, as in Bid Euchre): two, team 0's then team 1's (or one per player,
    seat 0 first, in the two-, three- and five-handed forms)."""
    if value is None:  # not given: nobody has scored yet
        return (0,) * scorers
    if (
        isinstance(value, tuple | list)
        and len(value) == scorers
        and all(type(v) is int and (negative or v >= 0) for v in value)
    ):
        return tuple(value)
    each = "whole numbers (below zero too, in Bid Euchre)" if negative else "each 0 or more"
    if scorers == 2:
        raise EuchreError(
            f"{name}={shown(value)} is not a score: give the two sides' points (the two "
            f"teams', or the two players' in two-handed Euchre), like (3, 5), {each}."
        )
    raise EuchreError(
        f"{name}={shown(value)} is not a score: give the {scorers} players' points, seat 0 "
        f"first, like {tuple(range(scorers))}, {each}."
    )


def random_of(seed: object) -> random.Random:
    """The random generator of a seed (see :func:`seed_arg`): the one given, or a new
    one seeded with the number.

    >>> random_of(3).random() == random_of(random.Random(3)).random()
    True
    """
    seed = seed_arg(seed)
    return seed if isinstance(seed, random.Random) else random.Random(seed)


def random_arg(value: object, name: str = "rng") -> random.Random:
    """A random generator to draw from."""
    if isinstance(value, random.Random):
        return value
    raise EuchreError(
        f"{name}={shown(value)} is not a random generator: give a random.Random, such as "
        "random.Random(1)."
    )


def seed_arg(value: object) -> int | random.Random | None:
    """A seed: a whole number, a :class:`random.Random` to draw from, or ``None`` for
    an unseeded shuffle."""
    if value is None or isinstance(value, random.Random):
        return value
    if isinstance(value, int) and _whole(value):
        return int(value)
    raise EuchreError(
        f"seed={shown(value)} is not a seed: give a whole number such as 1, a "
        "random.Random, or None."
    )


def _real(value: object) -> TypeGuard[numbers.Real]:
    """A real number to a reader: not True or False, nor a member of an enum."""
    return isinstance(value, numbers.Real) and not isinstance(value, bool | enum.Enum)


def finite_number(value: object) -> TypeGuard[float]:
    """True for a finite real number (an int, a float, numpy's too), never a bool
    or an enum member, nor an int too large for a float.

    >>> finite_number(2), finite_number(0.5), finite_number(True), finite_number(math.inf)
    (True, True, False, False)
    >>> finite_number("2"), finite_number(10**400)
    (False, False)
    """
    if not _real(value):
        return False
    try:
        return math.isfinite(value)
    except OverflowError:  # an int too large for a float
        return False


def why_not_finite(value: object) -> str:
    """Why :func:`finite_number` refused ``value``, in words that end a sentence
    about it.

    >>> why_not_finite("2"), why_not_finite(math.nan), why_not_finite(10**400)
    ('is not a number', 'is not a finite number', 'is too large to count with')
    """
    if not _real(value):
        return "is not a number"
    if isinstance(value, numbers.Integral):
        return "is too large to count with"
    return "is not a finite number"


def _is_number(value: object, low: float, high: float) -> bool:
    return isinstance(value, int | float) and finite_number(value) and low <= value <= high


def _writable(text: object) -> bool:
    """True for text that can be written out (no lone surrogate such as '\\ud800')."""
    if not isinstance(text, str):
        return False
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _check_display_arg(name: str, value: object) -> None:
    from .deal import Deal, Trick
    from .view import PlayerView

    def refuse(what: str) -> None:
        raise EuchreError(f"{name}={shown(value)} is not allowed: {what}.")

    if name in ("four_colour", "face_down", "annotate", "overlap", "fit"):
        if value is not True and value is not False:
            refuse("it must be True or False")
    elif name == "width":
        if not _is_number(value, 1, 2000):
            refuse("give a card width in pixels, 1 to 2000")
    elif name in ("label", "title", "annotator"):
        if value is not None and (not _writable(value) or len(value) > 500):  # type: ignore[arg-type]
            refuse("give a short text (500 characters at most), or None")
    elif name == "trump":
        if value is not None and type(value) is not Suit:
            refuse("give a Suit, such as Suit.HEARTS, or None")
    elif name == "card":
        if value is not None and type(value) is not Card:
            refuse("give a Card, such as Card('JD'), or None for a face-down card")
    elif name in ("cards", "legal", "assumed"):
        if value is None and name == "legal":
            return
        if isinstance(value, str | bytes | dict) or not isinstance(value, Iterable):
            refuse("give a list of cards, such as cards('JD AH')")
        if not all(type(c) is Card for c in value):  # type: ignore[attr-defined]
            refuse("every item must be a Card, such as Card('JD')")
    elif name == "highlight":
        if value is None or (_writable(value) and len(value) <= 100):  # type: ignore[arg-type]
            return
        if isinstance(value, bytes | dict) or not isinstance(value, Iterable):
            refuse("give a short text, or a list of them")
        if not all(_writable(v) and len(v) <= 100 for v in value):  # type: ignore[attr-defined]
            refuse("give a short text, or a list of them")
    elif name == "seat_names":
        if value is None:
            return
        if (
            not isinstance(value, list | tuple)
            or len(value) != 4
            or not all(_writable(v) and 0 < len(v) <= 40 for v in value)
        ):
            refuse("seat names need 4 names, seat 0 first, of 1 to 40 characters (or None)")
    elif name == "show":
        if (
            not isinstance(value, list | tuple)
            or len(value) != 4
            or not all(v is True or v is False for v in value)
        ):
            refuse("show needs 4 flags, seat 0 first, each True or False")
    elif name in ("rows", "header"):
        if value is None and name == "header":
            return
        rows = [value] if name == "header" else value
        if not isinstance(rows, list | tuple) or not all(
            isinstance(row, list | tuple)
            and all(isinstance(c, str | numbers.Number | Card | Suit | Rank) for c in row)
            for row in rows
        ):
            refuse("give rows (lists) of cells: texts, numbers or cards")
    elif name in ("annotations", "coach"):
        from .annotations import Annotations

        if value is not None and not isinstance(value, Annotations):
            refuse("give the comments as Annotations, or None")
    elif name == "text":
        if not _writable(value) or len(value) > 100_000:  # type: ignore[arg-type]
            refuse("give a comment's text")
    elif name == "lines":
        if value is not None and (
            not isinstance(value, list | tuple) or not all(isinstance(v, Mapping) for v in value)
        ):
            refuse("give the record's alternative lines (a list of EGN objects), or None")
    elif name == "bottom":
        if type(value) is not int or not 0 <= value <= 3:
            refuse("give the seat drawn at the bottom, 0 to 3")
    elif name == "deal":
        if not isinstance(value, Deal):
            refuse("give a Deal")
    elif name == "view":
        if not isinstance(value, PlayerView):
            refuse("give a player's view, deal.view(seat)")
    elif name == "trick":
        if isinstance(value, Trick):
            return
        if isinstance(value, str | bytes | dict) or not isinstance(value, Iterable):
            refuse("give a Trick, or (seat, card) pairs such as deal.current_trick")
        pairs = list(value)  # type: ignore[call-overload]
        if len(pairs) > 5 or not all(
            isinstance(p, tuple)
            and len(p) == 2
            and type(p[0]) is int
            and 0 <= p[0] <= 4
            and type(p[1]) is Card
            for p in pairs
        ):
            refuse(
                "give a Trick, or up to five (seat, card) pairs (one per player) such as "
                "deal.current_trick"
            )
        seats = [seat for seat, _ in pairs]
        if len(set(seats)) != len(seats):
            refuse("each player plays once to a trick, but a seat is in it twice")


def check_display(**named: object) -> None:
    """Check the arguments of a drawing function by their names (``card``, ``width``,
    ``seat_names``, ``show``, ...), so that every drawing function refuses the same bad
    input with the same words.

    >>> check_display(width=0)
    Traceback (most recent call last):
    ...
    euchre.errors.EuchreError: width=0 is not allowed: give a card width in pixels, 1 to 2000.
    """
    for name, value in named.items():
        _check_display_arg(name, value)


#: What a seat's player does: given the seat's view, an action (or its text).
Acts = Callable[["PlayerView"], "Action | str"]


def players_arg(players: object, count: int) -> list[Acts]:
    """``count`` players, one per seat (seat 0 first), each a bot (anything with an
    ``act(view)`` method, such as ``RuleBot()``) or a function from a view to an action;
    returned as the functions to call. A bot's class given without brackets, and
    anything else, is refused with what to give instead.

    >>> from euchre.bots import RuleBot
    >>> len(players_arg([RuleBot()] * 4, 4))
    4
    >>> players_arg([RuleBot] * 4, 4)
    Traceback (most recent call last):
    ...
    euchre.errors.IllegalActionError: Seat 0's player is the class RuleBot itself, not a bot: make one with brackets, RuleBot().
    """
    words = count_words(count)
    if isinstance(players, str | bytes | dict) or not isinstance(players, Sequence):
        raise IllegalActionError(
            f"players={shown(players)} is not {words} players: give a list of {words}, "
            "one per seat, each a bot or a function from a view to an action."
        )
    if len(players) != count:
        raise IllegalActionError(
            f"This needs {words} players, one per seat, not {len(players)}: give {words} bots "
            f"(or functions from a view to an action), like [RuleBot()] * {count}."
        )
    acts: list[Acts] = []
    for seat, player in enumerate(players):
        acts.append(_acts(seat, player))
    return acts


class _Table(Protocol):
    """A deal or a game: what :func:`play_turn` asks a player to act in."""

    def view(self, seat: int) -> PlayerView: ...

    def apply(self, action: Action | str, *, seat: int | None = None) -> Action: ...


def play_turn(table: _Table, acts: Sequence[Acts], players: Sequence[object], seat: int) -> None:
    """Ask ``seat``'s player (``acts`` from :func:`players_arg` of ``players``) for its
    action in ``table``, a deal or a game, and apply it. An answer the rules refuse is
    refused saying whose it was and what it answered: in a match of a program's own
    bot against the engine's, the refusal alone does not say which bot went wrong.

    >>> from euchre import Deal
    >>> class Eager:
    ...     name = "eager"
    ...     def act(self, view):
    ...         return "play AS"
    >>> play_turn(Deal.shuffled(seed=1, dealer=0), players_arg([Eager()] * 4, 4), [Eager()] * 4, 1)
    Traceback (most recent call last):
    ...
    euchre.errors.IllegalActionError: West's player, 'eager', answered 'play AS': You cannot play A♠ now: it is West's turn to pass or order up the upcard.
    """
    answer = acts[seat](table.view(seat))
    try:
        table.apply(answer, seat=seat)
    except EuchreError as error:
        player = players[seat]
        name = getattr(player, "name", None) or getattr(player, "__name__", type(player).__name__)
        who = FORM_SEAT_NAMES[len(players)][seat]
        raise type(error)(f"{who}'s player, {name!r}, answered {shown(answer)}: {error}") from None


def refuse_a_class(seat: int, player: object, what: str = "player") -> None:
    """Refuse a bot's class given where a bot belongs (``[RuleBot] * 4``, brackets
    forgotten), saying how to make one; anything else passes."""
    if isinstance(player, type):
        raise IllegalActionError(
            f"Seat {seat}'s {what} is the class {player.__name__} itself, not a bot: make "
            f"one with brackets, {player.__name__}()."
        )


def _acts(seat: int, player: Any) -> Acts:
    """The function that plays for ``seat``: a bot's ``act`` or the function given.

    >>> _acts(0, lambda: "pass")
    Traceback (most recent call last):
    ...
    euchre.errors.IllegalActionError: Seat 0's player <lambda> cannot be called with a view: a player is a function of one argument, the view of its seat, like lambda view: view.legal_actions()[0].
    >>> _acts(1, "rule")
    Traceback (most recent call last):
    ...
    euchre.errors.IllegalActionError: Seat 1's player 'rule' is a bot's name: here give the bot itself, like make_bot('rule') (from euchre.bots; a name plays in duplicate_match).
    """
    refuse_a_class(seat, player)
    act = getattr(player, "act", None)
    if callable(act):
        return act  # type: ignore[no-any-return]
    if callable(player):
        try:
            inspect.signature(player).bind(None)
        except TypeError:
            name = getattr(player, "__name__", shown(player))
            raise IllegalActionError(
                f"Seat {seat}'s player {name} cannot be called with a view: a player is a "
                "function of one argument, the view of its seat, like "
                "lambda view: view.legal_actions()[0]."
            ) from None
        except ValueError:  # no signature to read (some built-ins): called as it is
            pass
        return player  # type: ignore[no-any-return]
    if isinstance(player, str):
        raise IllegalActionError(
            f"Seat {seat}'s player {player!r} is a bot's name: here give the bot itself, like "
            f"make_bot({player!r}) (from euchre.bots; a name plays in duplicate_match)."
        )
    raise IllegalActionError(
        f"Seat {seat}'s player {shown(player)} cannot play: give a bot such as RuleBot(), "
        "or a function from a view to an action."
    )
