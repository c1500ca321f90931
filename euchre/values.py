"""The value types of a deal: where it stands (:class:`Phase`), one entry of its
history (:class:`Turn`), a finished trick (:class:`Trick`) and how it ended
(:class:`DealResult`).

They are plain frozen values with no behaviour of the deal in them, so that the deal,
the views, the drawings and the stepper can all use them without importing one
another. Built by hand, each checks its fields as strictly as the engine does:

>>> from euchre.cards import Card
>>> Trick(0, (Card("AH"), Card("KH")), (0, 1), 0, players=2).winning_card
Card('A♥')
>>> Turn(7, None)
Traceback (most recent call last):
...
euchre.errors.IllegalActionError: Turn(seat=7): 7 is not a seat: seats are 0 to 4.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass

from .actions import Action
from .cards import Card, Suit
from .errors import EuchreError, IllegalActionError, shown
from .narration import FORM_SEAT_NAMES, result_words
from .words import listed

__all__ = ["DealResult", "Phase", "Trick", "Turn", "team_of"]

_MOST_SEATS = 5  # the most seats a table of any form has


class Phase(enum.Enum):
    """Where a deal stands."""

    NAME = "name"  #: the joker variant: the joker was turned up; the dealer names its suit
    ORDER = "order"  #: first round of bidding: pass or order up the upcard
    DISCARD = "discard"  #: the dealer has picked up the upcard and discards one card
    CALL = "call"  #: second round of bidding: pass or name another suit
    GIVE = "give"  #: call for best: the loner's partner passes the loner a card
    DEFEND = "defend"  #: a maker went alone; a defender may defend alone
    UNDER = "under"  #: going under: the player buries three cards under the upcard
    AUCTION = "auction"  #: Bid Euchre: one round of bids for tricks
    TRUMP = "trump"  #: Bid Euchre: the high bidder names trump
    PARTNER = "partner"  #: five-handed: the maker calls the card of their partner
    PLAY = "play"  #: the five tricks (six in Bid Euchre)
    OVER = "over"  #: scored, or thrown in

    def __repr__(self) -> str:
        return f"Phase.{self.name}"

    @classmethod
    def _missing_(cls, value: object) -> Phase:
        raise IllegalActionError(
            f"Phase({shown(value)}) is not a phase of a deal: the phases are "
            + ", ".join(repr(p.value) for p in cls)
            + "."
        )


def team_of(seat: int) -> int:
    """Team 0 is seats 0 and 2; team 1 is seats 1 and 3."""
    return seat % 2


@dataclass(frozen=True, slots=True)
class Turn:
    """One entry of a deal's history: who did what."""

    seat: int
    action: Action

    def __post_init__(self) -> None:
        if type(self.seat) is not int or not 0 <= self.seat < _MOST_SEATS:
            raise IllegalActionError(
                f"Turn(seat={shown(self.seat)}): {shown(self.seat)} is not a seat: seats are "
                f"0 to {_MOST_SEATS - 1}."
            )
        if not isinstance(self.action, Action):
            raise IllegalActionError(
                f"Turn(action={shown(self.action)}) is not an action: give an Action, "
                "such as Action.parse('pass')."
            )

    def __str__(self) -> str:
        return f"seat {self.seat}: {self.action}"


@dataclass(frozen=True, slots=True)
class Trick:
    """A finished trick: who led, the cards in play order (with their seats), who won."""

    leader: int
    cards: tuple[Card, ...]
    seats: tuple[int, ...]
    winner: int
    players: int = 4  #: how many play at the table (the seats' names depend on it)

    def __post_init__(self) -> None:
        players, seats, cards = self.players, self.seats, self.cards
        if type(players) is not int or players not in FORM_SEAT_NAMES:
            raise EuchreError(
                f"Trick(players={shown(players)}): {listed(FORM_SEAT_NAMES, 'or')} play."
            )
        if (
            not isinstance(seats, tuple)
            or not 2 <= len(seats) <= players
            or len(set(seats)) != len(seats)
            or not all(type(s) is int and 0 <= s < players for s in seats)
        ):
            raise EuchreError(
                f"Trick(seats={shown(seats)}) is not the seats of a trick: give the seats "
                f"that played, in order, each once, from 0 to {players - 1}."
            )
        if (
            not isinstance(cards, tuple)
            or len(cards) != len(seats)
            or not all(type(c) is Card for c in cards)
            or len(set(cards)) != len(cards)
        ):
            raise EuchreError(
                f"Trick(cards={shown(cards)}) is not the cards of this trick: give one card "
                "per seat that played, in play order, each once."
            )
        if self.leader != seats[0] or type(self.leader) is not int:
            raise EuchreError(
                f"Trick(leader={shown(self.leader)}): the leader plays first, so it is "
                f"{seats[0]} here."
            )
        if type(self.winner) is not int or self.winner not in seats:
            raise EuchreError(
                f"Trick(winner={shown(self.winner)}): the winner is one of the seats that "
                f"played, {', '.join(map(str, seats))}."
            )

    @property
    def winning_card(self) -> Card:
        """The card that took the trick."""
        return self.cards[self.seats.index(self.winner)]

    def _repr_html_(self) -> str:
        from .render import trick_html

        return trick_html(self)

    def __str__(self) -> str:
        return _trick_words(self, FORM_SEAT_NAMES[self.players])


@dataclass(frozen=True, slots=True)
class DealResult:
    """How a deal ended. ``points`` and ``tricks`` are per team, ``(team 0, team 1)``
    (per player, seat 0 first, in the two-, three- and five-handed forms). In Bid
    Euchre (``hand_size`` 6) points may be negative: bidders who fail lose their bid."""

    maker: int | None
    trump: Suit | None
    maker_alone: bool
    defender_alone: int | None
    tricks: tuple[int, ...]
    points: tuple[int, ...]
    thrown_in: bool = False
    no_trump: bool = False  #: the makers called no trump (the no-trump variant)
    #: The fast break (``Rules.fast_break``): the defenders took the first two tricks and
    #: the makers the last three, so nobody scored.
    fast_break: bool = False
    redeal_by: int | None = None  #: the seat whose weak hand called for a redeal
    players: int = 4  #: how many played (2, 3 and 5: each scores for themselves)
    #: Bid Euchre: the high bid, in tricks (6 for a moon); ``None`` elsewhere.
    bid: int | None = None
    moon: bool = False  #: Bid Euchre: the bidder shot the moon (all six alone)
    #: Five-handed: the seat that held the maker's called card (``None`` when the maker
    #: went alone or the card was in the kitty).
    partner: int | None = None
    hand_size: int = 5  #: cards per hand, and tricks per deal: 6 in Bid Euchre

    def __post_init__(self) -> None:
        players = self.players
        if type(players) is not int or players not in FORM_SEAT_NAMES:
            raise EuchreError(f"DealResult(players={shown(players)}): 2, 3, 4 or 5 play.")
        if self.hand_size not in (5, 6) or type(self.hand_size) is not int:
            raise EuchreError(
                f"DealResult(hand_size={shown(self.hand_size)}): 5 cards, or 6 in Bid Euchre."
            )
        for name in ("maker", "defender_alone", "redeal_by", "partner"):
            seat = getattr(self, name)
            if seat is not None and (type(seat) is not int or not 0 <= seat < players):
                raise EuchreError(
                    f"DealResult({name}={shown(seat)}) is not a seat: give None or a seat "
                    f"from 0 to {players - 1}."
                )
        for name in ("maker_alone", "thrown_in", "no_trump", "fast_break", "moon"):
            if getattr(self, name) not in (True, False) or type(getattr(self, name)) is not bool:
                raise EuchreError(
                    f"DealResult({name}={shown(getattr(self, name))}): True or False."
                )
        if self.trump is not None and type(self.trump) is not Suit:
            raise EuchreError(
                f"DealResult(trump={shown(self.trump)}) is not a suit: a Suit or None."
            )
        if self.bid is not None and (type(self.bid) is not int or not 3 <= self.bid <= 6):
            raise EuchreError(f"DealResult(bid={shown(self.bid)}): None, or 3 to 6 tricks.")
        scorers = 2 if players == 4 else players
        for name in ("tricks", "points"):
            value = getattr(self, name)
            negative = name == "points" and self.hand_size == 6
            if (
                not isinstance(value, tuple)
                or len(value) != scorers
                or not all(type(v) is int and (v >= 0 or negative) for v in value)
            ):
                each = "whole numbers" if negative else "each 0 or more"
                raise EuchreError(
                    f"DealResult({name}={shown(value)}): give {scorers} whole numbers, one per "
                    f"{'team' if players == 4 else 'player'}, {each}."
                )
        if sum(self.tricks) > self.hand_size:
            words = "six" if self.hand_size == 6 else "five"
            raise EuchreError(f"DealResult(tricks={self.tricks}): a deal has {words} tricks.")

    @property
    def redeal(self) -> bool:
        """True when a weak hand asked for a redeal: the same dealer deals again."""
        return self.redeal_by is not None

    @property
    def makers(self) -> int | None:
        """The makers' team (in the two- and three-handed forms the maker's own score),
        or ``None`` for a thrown-in deal."""
        if self.maker is None:
            return None
        return team_of(self.maker) if self.players == 4 else self.maker

    @property
    def maker_tricks(self) -> int:
        """Tricks taken by the makers (in five-handed, the maker's and their partner's)."""
        if self.makers is None:
            return 0
        partner = self.partner
        return self.tricks[self.makers] + (0 if partner is None else self.tricks[partner])

    @property
    def euchred(self) -> bool:
        """The makers took fewer than three tricks (in Bid Euchre: fewer than they bid,
        which is called being set)."""
        need = 3 if self.bid is None else self.bid
        return self.maker is not None and self.maker_tricks < need

    @property
    def march(self) -> bool:
        """The makers took every trick."""
        return self.maker is not None and self.maker_tricks == self.hand_size

    @property
    def scorers(self) -> tuple[int, ...]:
        """Every team (or player) whose score changed: none for a thrown-in deal, a
        redeal or a fast break; more than one where several score at once: both
        defenders of a cutthroat euchre, the five-handed maker and their partner (or
        every defender of a euchre), and in Bid Euchre both sides (each scores its
        tricks, or the bidders lose their bid)."""
        return tuple(i for i, p in enumerate(self.points) if p)

    @property
    def scoring_team(self) -> int | None:
        """The one team (or player) that scored, or ``None`` when none or several did
        (see :attr:`scorers`: a thrown-in deal, a redeal, a fast break; a cutthroat
        euchre, most five-handed deals and most of Bid Euchre's).

        >>> from euchre import Suit
        >>> DealResult(0, Suit.HEARTS, False, None, (3, 2), (1, 0)).scoring_team
        0
        >>> DealResult(0, Suit.HEARTS, False, None, (1, 1, 3), (0, 2, 2), players=3).scorers
        (1, 2)
        """
        scorers = self.scorers
        return scorers[0] if len(scorers) == 1 else None

    def __str__(self) -> str:
        return result_words(self)


def _trick_words(trick: Trick, names: Sequence[str]) -> str:
    """A finished trick in a line: its cards in play order, who led and who won."""
    played = " ".join(str(c) for c in trick.cards)
    return f"{played} (led by {names[trick.leader]}, won by {names[trick.winner]})"
