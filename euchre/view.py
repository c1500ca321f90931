"""What one player may know: the view bots and readers get instead of the full deal.

>>> from euchre import Deal
>>> deal = Deal.shuffled(seed=7, dealer=0)
>>> view = deal.view(1)
>>> len(view.hand), view.to_act, view.upcard == deal.upcard
(5, 1, True)
>>> hasattr(view, "hands")
False
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .actions import Action, ActionKind
from .cards import Card, Suit
from .checks import seat_arg
from .errors import IllegalActionError, shown
from .rules import Rules
from .values import DealResult, Phase, Trick, Turn

if TYPE_CHECKING:
    from collections.abc import Sequence

    from .deal import Deal

__all__ = ["HIDDEN_DISCARD", "HIDDEN_GIVE", "PlayerView"]

#: How another player's discard appears in a view's history: the card is not shown.
HIDDEN_DISCARD = Action(ActionKind.DISCARD)
#: Call for best: the card a loner's partner passes, as the other players see it.
HIDDEN_GIVE = Action(ActionKind.GIVE)


@dataclass(frozen=True)
class PlayerView:
    """Everything ``seat`` may know at one moment of a deal, and nothing more.

    Other players' cards, the undealt kitty and (for everyone but the dealer) the
    dealer's discard are absent; a view is a snapshot and does not change when the
    deal goes on.
    """

    #: The seat whose view this is (0 is South, then clockwise).
    seat: int
    #: The dealer's seat.
    dealer: int
    #: The rules the deal is played under.
    rules: Rules
    #: The game's score before this deal: one per team (per player in the two-,
    #: three- and five-handed forms).
    score: tuple[int, ...]
    #: What the deal is waiting for: an order, a call, a discard, a play, ...
    phase: Phase
    #: The seat whose turn it is (``None`` once the deal is over).
    to_act: int | None
    #: The card turned up (``None`` in Bid Euchre, which turns up none).
    upcard: Card | None
    #: True once everyone has passed the upcard and the dealer turned it down.
    upcard_turned_down: bool
    #: True once the dealer has taken the upcard into their hand.
    dealer_picked_up: bool
    #: This seat's own cards (none yet for the dealer who is still to name the
    #: turned-up joker's suit: that is done before looking at the hand).
    hand: tuple[Card, ...]
    #: Every turn taken so far, in order: bids, calls, discards and plays. Another
    #: player's discard shows as :data:`HIDDEN_DISCARD`, a card given for best that
    #: this seat did not see as :data:`HIDDEN_GIVE`.
    history: tuple[Turn, ...]
    #: The trump suit (``None`` until it is made, and in no trump).
    trump: Suit | None
    #: The seat that made trump (``None`` until someone does).
    maker: int | None
    #: True if the maker went alone.
    maker_alone: bool
    #: The seat defending alone against a loner, if any.
    defender_alone: int | None
    #: The seats that sit this deal out (a loner's partner, a lone defender's).
    sitting_out: tuple[int, ...]
    #: The tricks played to the end so far.
    tricks: tuple[Trick, ...]
    #: The trick being played: (seat, card) pairs in the order they were played.
    current_trick: tuple[tuple[int, Card], ...]
    #: Tricks taken so far, per team (per player in the two-, three- and five-handed
    #: forms).
    tricks_won: tuple[int, ...]
    #: The dealer's discard, seen only by the dealer (``None`` for everyone else).
    discard: Card | None
    #: The actions this seat may take now, as :meth:`legal_actions` lists them (empty
    #: when it is not this seat's turn).
    legal: tuple[Action, ...]
    #: The no-trump variant: True once no trump is called (``trump`` is then ``None``).
    no_trump: bool = False
    #: The suit the upcard stands for in the bidding (a joker's named suit; ``None``
    #: until the dealer names it).
    upcard_suit: Suit | None = None
    #: The seat that took the upcard: the dealer, or a loner (``partners_best="upcard"``).
    upcard_taken_by: int | None = None
    #: Call for best: the card passed to the loner (or to Railroad's lone defender),
    #: seen by the one who gets it and their partner.
    given: Card | None = None
    #: How many play: 4, or 2, 3 and 5 in the two-, three- and five-handed forms.
    players: int = 4
    #: The sides of the deal as tuples of seats (see :attr:`euchre.deal.Deal.sides`), as
    #: far as this seat may know them: in five-handed, each player alone until the
    #: called card is played.
    sides: tuple[tuple[int, ...], ...] = ((0, 2), (1, 3))
    #: Cards dealt to each player, and tricks in the deal: 6 in Bid Euchre, else 5.
    hand_size: int = 5
    #: Bid Euchre: the high bid so far, in tricks (6 for a moon).
    high_bid: int | None = None
    #: Bid Euchre: the seat that made the high bid.
    high_bidder: int | None = None
    #: Bid Euchre: True if the high bid is a moon (all six tricks alone).
    moon: bool = False
    #: Five-handed: the card the maker called (everyone hears it).
    called_card: Card | None = None
    #: Five-handed: True once the called card has been played, which is when everyone
    #: learns who holds it.
    partner_revealed: bool = False
    #: How the deal ended, once it is over (everyone at the table sees the tricks
    #: counted and the points given); ``None`` until then. ``score`` stays the score
    #: before the deal.
    result: DealResult | None = None

    def __post_init__(self) -> None:
        """A view built by hand is checked as strictly as one the engine makes: every
        field of the right kind, every seat a seat of the table."""
        players = self.players
        if type(players) is not int or players not in (2, 3, 4, 5):
            _refuse("players", players, "2, 3, 4 or 5")
        if type(self.hand_size) is not int or self.hand_size not in (5, 6):
            _refuse("hand_size", self.hand_size, "5, or 6 in Bid Euchre")
        seats = range(players)
        scorers = 2 if players == 4 else players
        negative = self.hand_size == 6  # Bid Euchre's scores may go below zero

        def seat(value: object) -> bool:
            return type(value) is int and value in seats

        def cards_of(value: object) -> bool:
            return isinstance(value, tuple) and all(type(c) is Card for c in value)

        def numbers(value: object, below_zero: bool = False) -> bool:
            return (
                isinstance(value, tuple)
                and len(value) == scorers
                and all(type(v) is int and (v >= 0 or below_zero) for v in value)
            )

        checks: tuple[tuple[str, bool, str], ...] = (
            ("seat", seat(self.seat), f"a seat from 0 to {players - 1}"),
            ("dealer", seat(self.dealer), f"a seat from 0 to {players - 1}"),
            ("rules", isinstance(self.rules, Rules), "the table's Rules"),
            (
                "score",
                numbers(self.score, negative),
                f"{scorers} scores" + ("" if negative else ", each 0 or more"),
            ),
            ("phase", type(self.phase) is Phase, "a Phase"),
            ("to_act", self.to_act is None or seat(self.to_act), "None or a seat"),
            (
                "upcard",
                type(self.upcard) is Card or (self.upcard is None and negative),
                "a Card (None in Bid Euchre)",
            ),
            ("upcard_turned_down", type(self.upcard_turned_down) is bool, "True or False"),
            ("dealer_picked_up", type(self.dealer_picked_up) is bool, "True or False"),
            ("hand", cards_of(self.hand) and len(self.hand) <= 8, "the seat's cards"),
            ("history", _all(self.history, Turn), "a tuple of Turns"),
            ("trump", self.trump is None or type(self.trump) is Suit, "None or a Suit"),
            ("maker", self.maker is None or seat(self.maker), "None or a seat"),
            ("maker_alone", type(self.maker_alone) is bool, "True or False"),
            (
                "defender_alone",
                self.defender_alone is None or seat(self.defender_alone),
                "None or a seat",
            ),
            (
                "sitting_out",
                isinstance(self.sitting_out, tuple) and all(map(seat, self.sitting_out)),
                "a tuple of seats",
            ),
            (
                "tricks",
                _all(self.tricks, Trick) and len(self.tricks) <= self.hand_size,
                f"up to {self.hand_size} Tricks",
            ),
            (
                "current_trick",
                isinstance(self.current_trick, tuple)
                and all(
                    isinstance(p, tuple) and len(p) == 2 and seat(p[0]) and type(p[1]) is Card
                    for p in self.current_trick
                ),
                "a tuple of (seat, card) pairs",
            ),
            ("tricks_won", numbers(self.tricks_won), f"{scorers} trick counts"),
            ("discard", self.discard is None or type(self.discard) is Card, "None or a Card"),
            ("legal", _all(self.legal, Action), "a tuple of Actions"),
            ("no_trump", type(self.no_trump) is bool, "True or False"),
            (
                "upcard_suit",
                self.upcard_suit is None or type(self.upcard_suit) is Suit,
                "None or a Suit",
            ),
            (
                "upcard_taken_by",
                self.upcard_taken_by is None or seat(self.upcard_taken_by),
                "None or a seat",
            ),
            ("given", self.given is None or type(self.given) is Card, "None or a Card"),
            (
                "high_bid",
                self.high_bid is None or (type(self.high_bid) is int and 3 <= self.high_bid <= 6),
                "None or 3 to 6 tricks",
            ),
            (
                "high_bidder",
                self.high_bidder is None or seat(self.high_bidder),
                "None or a seat",
            ),
            ("moon", type(self.moon) is bool, "True or False"),
            (
                "called_card",
                self.called_card is None or type(self.called_card) is Card,
                "None or a Card",
            ),
            ("partner_revealed", type(self.partner_revealed) is bool, "True or False"),
            (
                "result",
                self.result is None or type(self.result) is DealResult,
                "None or the deal's DealResult",
            ),
            (
                "sides",
                isinstance(self.sides, tuple)
                and all(isinstance(side, tuple) and all(map(seat, side)) for side in self.sides),
                "a tuple of sides, each a tuple of seats",
            ),
        )
        for name, ok, allowed in checks:
            if not ok:
                _refuse(name, getattr(self, name), allowed)

    @classmethod
    def of(cls, deal: Deal, seat: int) -> PlayerView:
        """The view of ``seat`` on ``deal`` now."""
        from .deal import Deal

        if not isinstance(deal, Deal):
            raise IllegalActionError(
                f"{shown(deal)} is not a deal: a view is of a Deal, e.g. deal.view(seat)."
            )
        seat_arg(seat, "seat", deal.players)

        maker = deal.maker
        # A card given for best is seen by the giver and their partner, who gets it.
        history = tuple(
            Turn(t.seat, HIDDEN_DISCARD)
            if t.action.kind is ActionKind.DISCARD and seat != t.seat
            else Turn(t.seat, HIDDEN_GIVE)
            if t.action.kind is ActionKind.GIVE and seat not in (t.seat, (t.seat + 2) % 4)
            else t
            for t in deal.history
        )
        exchange = deal.exchange
        revealed = deal.partner_revealed
        sides = deal.sides
        if deal.players == 5 and not revealed and not deal.is_over:
            sides = tuple((s,) for s in range(5))  # the partner is a secret until then
        defender = deal.defender_alone
        defender_exchange = deal.defender_exchange
        taken = deal.upcard_taken_by
        given = None
        if exchange is not None and seat in (maker, (maker or 0) + 2 & 3):
            given = exchange[0]
        elif (
            defender_exchange is not None
            and defender is not None
            and seat in (defender, (defender + 2) % 4)
        ):
            given = defender_exchange[0]
        return cls(
            seat=seat,
            dealer=deal.dealer,
            rules=deal.rules,
            score=deal.score,
            phase=deal.phase,
            to_act=deal.to_act,
            upcard=deal.upcard,
            upcard_turned_down=deal.upcard_turned_down,
            dealer_picked_up=deal.dealer_picked_up,
            # the dealer names the joker's suit before looking at their hand
            hand=() if deal.phase is Phase.NAME and seat == deal.dealer else deal.hand(seat),
            history=history,
            trump=deal.trump,
            maker=deal.maker,
            maker_alone=deal.maker_alone,
            defender_alone=deal.defender_alone,
            sitting_out=deal.sitting_out,
            tricks=deal.tricks,
            current_trick=deal.current_trick,
            tricks_won=deal.tricks_won,
            discard=deal.discard if seat == taken else None,
            legal=tuple(deal.legal_actions()) if deal.to_act == seat else (),
            no_trump=deal.no_trump,
            upcard_suit=deal.upcard_suit,
            upcard_taken_by=taken,
            given=given,
            players=deal.players,
            sides=sides,
            hand_size=deal.hand_size,
            high_bid=deal.high_bid,
            high_bidder=deal.high_bidder,
            moon=deal.moon,
            called_card=deal.called_card,
            partner_revealed=revealed,
            result=deal.result,
        )

    def legal_actions(self) -> list[Action]:
        """The actions this seat may take now (empty when it is not their turn)."""
        return list(self.legal)

    @property
    def is_my_turn(self) -> bool:
        """True when this seat is to act."""
        return self.to_act == self.seat

    @property
    def partner(self) -> int | None:
        """The partner's seat: across the table in the four-handed game and Bid Euchre;
        in cutthroat the other defender once trump is made; in five-handed the maker's
        partner, for the two of them, once the called card is played; ``None`` where the
        seat has no partner (two-handed, a cutthroat maker, five-handed's maker alone
        and the others) or does not yet know who it is. A loner's partner, sitting out,
        is still the partner (see :attr:`sitting_out`)."""
        if self.players == 4:
            return (self.seat + 2) % 4
        if self.players == 5:
            side = next(side for side in self.sides if self.seat in side)
            if self.maker not in side or len(side) != 2:
                return None
            return next(s for s in side if s != self.seat)
        side = next(side for side in self.sides if self.seat in side)
        return next((s for s in side if s != self.seat), None)

    @property
    def team(self) -> int:
        """This seat's score: its team (0 for seats 0 and 2, 1 for seats 1 and 3), or
        in the two-, three- and five-handed forms the seat itself."""
        return self.rules.scorer_of(self.seat)

    @property
    def played_cards(self) -> tuple[Card, ...]:
        """Every card played so far, finished tricks first."""
        done = tuple(c for t in self.tricks for c in t.cards)
        return done + tuple(c for _, c in self.current_trick)

    def _repr_html_(self) -> str:
        from .render import view_html

        return view_html(self, fit=True)

    def __str__(self) -> str:
        return self.text()

    def __repr__(self) -> str:
        """Short, for a REPL: the seat, the phase and the hand (``str`` gives it all).

        >>> from euchre import Deal
        >>> Deal.shuffled(seed=1, dealer=0).view(1)
        <PlayerView of seat 1 (West), phase order, hand J♣ K♣ A♦ 10♥ Q♠>
        """
        from .narration import seat_names

        name = seat_names(None, players=self.players)[self.seat]
        hand = " ".join(map(str, self.hand)) or "empty"
        return f"<PlayerView of seat {self.seat} ({name}), phase {self.phase.value}, hand {hand}>"

    def text(self, names: Sequence[str] | None = None) -> str:
        """The view as text, as ``str`` gives it, with the seats called ``names`` (a
        table's own names, seat 0 first) instead of the course's compass names."""
        from .narration import seat_names  # the course's one seat-naming system

        names = seat_names(names, players=self.players)

        maker = "" if self.maker is None else names[self.maker]
        up = "" if self.upcard is None else f", upcard {self.upcard}"
        lines = [
            f"{names[self.seat]} (dealer: {names[self.dealer]}){up}"
            + (" turned down" if self.upcard_turned_down else ""),
            f"Your cards: {' '.join(str(c) for c in self.hand)}"
            if not (self.phase is Phase.NAME and self.seat == self.dealer)
            else "Your cards: face down until you have named the joker's suit",
        ]
        if self.high_bidder is not None:
            bid = "the moon" if self.moon else str(self.high_bid)
            lines.append(f"High bid: {bid} by {names[self.high_bidder]}")
        if self.trump is not None:
            lines.append(f"Trump: {self.trump}, made by {maker}")
        elif self.no_trump:
            lines.append(f"No trump, called by {maker}")
        if self.called_card is not None:
            lines.append(f"Called card: {self.called_card}")
        if self.current_trick:
            lines.append(
                "This trick: " + ", ".join(f"{names[s]} {c}" for s, c in self.current_trick)
            )
        if self.is_my_turn:
            lines.append("Your turn: " + ", ".join(a.printed for a in self.legal))
        if self.result is not None:
            lines.append(str(self.result))
        return "\n".join(lines)


def _all(value: object, kind: type) -> bool:
    return isinstance(value, tuple) and all(isinstance(v, kind) for v in value)


def _refuse(name: str, value: object, allowed: str) -> None:
    raise IllegalActionError(
        f"PlayerView({name}={shown(value)}) is not a view's {name}: give {allowed} "
        "(or take a view from the engine: deal.view(seat))."
    )
