"""An independent brute force for Bid Euchre (RULES 9.3) and five-handed call-your-partner
Euchre (RULES 9.4): imports nothing from euchre.

Each form is written out again here from RULES.md as a small state machine over card
texts (``"JD"``, ``"TH"``, ``"8S"``, ``"JK"`` for the joker) and action texts (``"bid 4"``,
``"moon"``, ``"trump H"``, ``"trump N"``, ``"give AH"``, ``"discard 9C"``, ``"order"``,
``"call H alone"``, ``"partner AS"``, ``"play JH"``), with its own bowers, following and
trick winner. :func:`tally` walks every legal continuation of a state, counting the
sequences (the leaves) and summing the points of the deals that end, so a count of the
engine's game tree and its score sums can be checked against it, as chess engines check
move generation with perft.

Where RULES.md leaves a detail open, the choice written here is the one the engine's
interface states (and is named where it is made): a moon ends the auction at once and
may be bid over a 6; the moon's partner gives first, then the bidder discards one of its
seven cards; the high bidder leads; in five-handed the lead is always left of the dealer,
nobody sits out, and a called card is any card that is not trump, not in the maker's
hand, not the turned-down upcard and not the maker's own discard.

A Bid Euchre deal, South (seat 0) dealing: West bids 3, North 4, East and South pass;
North names hearts and leads.

>>> deal = BidEuchre(dealer=0, hands=["9C TC JC QC KC AC", "9D TD JD QD KD AD",
...                                   "9H TH JH QH KH AH", "9S TS JS QS KS AS"])
>>> deal.legal()
['pass', 'bid 3', 'bid 4', 'bid 5', 'bid 6']
>>> for text in ("bid 3", "bid 4", "pass", "pass", "trump H"):
...     deal.apply(text)
>>> deal.to_act, deal.legal()[:2]
(2, ['play 9H', 'play TH'])
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

RANKS = "789TJQKA"  # plain-suit order, low to high
SUITS = "CDHS"
SISTER = {"C": "S", "S": "C", "D": "H", "H": "D"}
JOKER = "JK"
NO_TRUMP = "N"


def normalise(card: str) -> str:
    """``"10d"`` -> ``"TD"``; the joker is ``"JK"``."""
    card = card.strip().upper().replace("10", "T")
    if card == JOKER:
        return card
    if len(card) != 2 or card[0] not in RANKS or card[1] not in SUITS:
        raise ValueError(f"card {card!r}: write rank (7 8 9 T J Q K A) then suit (C D H S)")
    return card


def deck(min_rank: str = "9", joker: bool = False) -> list[str]:
    """Every card of a deck whose lowest rank is ``min_rank``."""
    ranks = RANKS[RANKS.index(min_rank) :]
    return [r + s for r in ranks for s in SUITS] + ([JOKER] if joker else [])


def suit_of(card: str, trump: str) -> str:
    """The suit a card follows as: the joker and the left bower (the jack of trump's
    sister suit) are trumps; with no trump, the joker has no suit (``"*"``) and jacks
    are plain."""
    if card == JOKER:
        return "*" if trump == NO_TRUMP else trump
    if trump != NO_TRUMP and card[0] == "J" and card[1] == SISTER[trump]:
        return trump
    return card[1]


def power(card: str, trump: str, led: str) -> int:
    """How strongly a card bids for a trick (0: it cannot win). The joker is the best
    bower, and with no trump it wins any trick it is in (the engine's stated choice)."""
    if card == JOKER:
        return 400
    suit = suit_of(card, trump)
    rank = RANKS.index(card[0])
    if suit == trump:
        if card[0] == "J":
            return 300 if card[1] == trump else 299  # right bower, left bower
        return 200 + rank
    return 100 + rank if suit == led else 0


def legal_cards(hand: Iterable[str], trump: str, led: str | None) -> list[str]:
    """Follow the led (effective) suit if you can; otherwise any card."""
    cards = sorted(hand, key=card_order)
    if led is None:
        return cards
    follow = [c for c in cards if suit_of(c, trump) == led]
    return follow or cards


def card_order(card: str) -> tuple[int, int]:
    """A fixed order to list cards in (suit, then rank; the joker last)."""
    if card == JOKER:
        return (9, 9)
    return (SUITS.index(card[1]), RANKS.index(card[0]))


@dataclass
class _Play:
    """The tricks: the seats that play, in clockwise order, their hands, the leader."""

    hands: dict[int, frozenset[str]]
    order: tuple[int, ...]
    trump: str
    leader: int
    won: dict[int, int]
    table: tuple[tuple[int, str], ...] = ()

    def to_act(self) -> int:
        if not self.table:
            return self.leader
        last = self.order.index(self.table[-1][0])
        return self.order[(last + 1) % len(self.order)]

    def legal(self) -> list[str]:
        led = suit_of(self.table[0][1], self.trump) if self.table else None
        return ["play " + c for c in legal_cards(self.hands[self.to_act()], self.trump, led)]

    def play(self, card: str) -> bool:
        """Play a card; True when the last trick is over."""
        seat = self.to_act()
        self.hands = {**self.hands, seat: self.hands[seat] - {card}}
        self.table = (*self.table, (seat, card))
        if len(self.table) < len(self.order):
            return False
        led = suit_of(self.table[0][1], self.trump)
        winner = max(self.table, key=lambda sc: power(sc[1], self.trump, led))[0]
        self.won = {**self.won, winner: self.won[winner] + 1}
        self.table = ()
        self.leader = winner
        return not self.hands[winner]

    def key(self) -> tuple[object, ...]:
        won = tuple(sorted(self.won.items()))
        return (tuple(sorted(self.hands.items())), self.trump, self.leader, self.table, won)


class _State:
    """What both forms share: a phase, the seat to act, legal action texts."""

    phase: str
    points: tuple[int, ...] | None
    play: _Play | None

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    def legal(self) -> list[str]:
        raise NotImplementedError

    def _act(self, text: str) -> None:
        raise NotImplementedError

    def apply(self, text: str) -> None:
        """Do one action, given as its text; a text that is not legal is refused."""
        text = " ".join(text.split())
        if text not in self.legal():
            raise ValueError(f"{text!r} is not legal here; legal: {self.legal()}")
        self._act(text)

    def copy(self) -> _State:
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        if self.play is not None:
            other.play = _Play(**self.play.__dict__)
        return other

    def key(self) -> tuple[object, ...]:
        fields = tuple(
            (name, value) for name, value in sorted(self.__dict__.items()) if name != "play"
        )
        return (fields, None if self.play is None else self.play.key())


class BidEuchre(_State):
    """A deal of Bid Euchre (RULES 9.3): four seats, partners opposite, six cards each,
    one round of bids from the dealer's left, the high bidder names trump and leads.

    ``unseen`` is the one card left face down with the joker (25 cards). Options:
    ``no_trump`` ("trump N"), ``moon`` (shooting the moon), ``stick`` (a dealer whom
    everyone passed must bid 3; without it the deal is thrown in)."""

    def __init__(
        self,
        *,
        dealer: int,
        hands: Sequence[str | Sequence[str]],
        unseen: str = "",
        no_trump: bool = False,
        moon: bool = False,
        stick: bool = True,
    ) -> None:
        parsed = [_cards(h) for h in hands]
        left = _cards(unseen)  # with the joker (25 cards), the one card nobody sees
        if len(parsed) != 4 or any(len(h) != 6 for h in parsed) or len(left) > 1:
            raise ValueError("Bid Euchre: four hands of six cards (and one unseen card)")
        if sorted([c for h in parsed for c in h] + left) != sorted(deck("9", bool(left))):
            raise ValueError("the hands (and the unseen card) must be the whole deck once")
        self.dealer = dealer
        self.hands = tuple(frozenset(h) for h in parsed)
        self.no_trump, self.moon_allowed, self.stick = no_trump, moon, stick
        self.phase = "auction"
        self.seat = (dealer + 1) % 4
        self.bids = 0  # how many have spoken
        self.high: int | None = None
        self.bidder: int | None = None
        self.moon = False
        self.trump: str | None = None
        self.points = None
        self.play = None

    @property
    def to_act(self) -> int | None:
        if self.phase == "over":
            return None
        return self.play.to_act() if self.play is not None else self.seat

    def legal(self) -> list[str]:
        if self.phase == "auction":
            if self.stick and self.seat == self.dealer and self.high is None:
                return ["bid 3"]  # RULES.md 9.3: "the dealer is stuck with 3 if all pass"
            low = 3 if self.high is None else self.high + 1
            return (
                ["pass"]
                + [f"bid {k}" for k in range(low, 7)]
                + (["moon"] if self.moon_allowed else [])
            )
        if self.phase == "trump":
            return [f"trump {s}" for s in SUITS] + (["trump N"] if self.no_trump else [])
        if self.phase == "give":
            return ["give " + c for c in sorted(self.hands[self.seat], key=card_order)]
        if self.phase == "discard":
            return ["discard " + c for c in sorted(self.hands[self.seat], key=card_order)]
        if self.phase == "play":
            assert self.play is not None
            return self.play.legal()
        return []

    def _act(self, text: str) -> None:
        verb, _, word = text.partition(" ")
        if self.phase == "auction":
            if verb == "bid":
                self.high, self.bidder = int(word), self.seat
            elif verb == "moon":
                self.high, self.bidder, self.moon = 6, self.seat, True
            self.bids += 1
            self.seat = (self.seat + 1) % 4
            if self.moon or self.bids == 4:
                if self.bidder is None:  # everyone passed, nobody stuck: thrown in
                    self.phase, self.points = "over", (0, 0)
                else:
                    self.phase, self.seat = "trump", self.bidder
        elif self.phase == "trump":
            self.trump = word
            if self.moon:
                assert self.bidder is not None
                self.phase, self.seat = "give", (self.bidder + 2) % 4
            else:
                self._start()
        elif self.phase == "give":  # the moon's partner passes a card to the bidder
            assert self.bidder is not None
            self.hands = _moved(self.hands, word, self.seat, self.bidder)
            self.phase, self.seat = "discard", self.bidder
        elif self.phase == "discard":
            self.hands = _moved(self.hands, word, self.seat, None)
            self._start()
        else:
            assert self.play is not None
            if self.play.play(word):
                self._score()

    def _start(self) -> None:
        assert self.bidder is not None and self.trump is not None
        out = (self.bidder + 2) % 4 if self.moon else None
        seats = tuple(s for s in range(4) if s != out)
        self.play = _Play(
            hands={s: self.hands[s] for s in seats},
            order=seats,
            trump=self.trump,
            leader=self.bidder,
            won=dict.fromkeys(seats, 0),
        )
        self.phase = "play"

    def _score(self) -> None:
        assert self.play is not None and self.bidder is not None and self.high is not None
        team = self.bidder % 2
        made = sum(n for s, n in self.play.won.items() if s % 2 == team)
        others = 6 - made
        if self.moon:
            mine = 12 if made == 6 else -12
        else:
            mine = made if made >= self.high else -self.high
        points = [0, 0]
        points[team], points[1 - team] = mine, others
        self.phase, self.points = "over", (points[0], points[1])


class FiveHanded(_State):
    """A deal of five-handed call-your-partner Euchre (RULES 9.4): 28 cards (the 8s
    added), five seats of five cards, a 3-card kitty whose first card is the upcard; two
    rounds of making trump; the maker calls a card and whoever holds it is its partner.

    Options: ``alone`` (going alone allowed), ``stick`` (the dealer may not pass in
    round 2), ``no_trump`` ("call N" in round 2), ``call_ace`` (only non-trump aces
    may be called)."""

    def __init__(
        self,
        *,
        dealer: int,
        hands: Sequence[str | Sequence[str]],
        kitty: str | Sequence[str],
        alone: bool = True,
        stick: bool = False,
        no_trump: bool = False,
        call_ace: bool = False,
    ) -> None:
        parsed = [_cards(h) for h in hands]
        rest = _cards(kitty)
        if len(parsed) != 5 or any(len(h) != 5 for h in parsed) or len(rest) != 3:
            raise ValueError("five-handed: five hands of five cards and a kitty of three")
        if sorted([c for h in parsed for c in h] + rest) != sorted(deck("8")):
            raise ValueError("the hands and the kitty must be the 28 cards once each")
        self.dealer = dealer
        self.hands = tuple(frozenset(h) for h in parsed)
        self.upcard = rest[0]
        self.alone_allowed, self.stick, self.no_trump, self.call_ace = (
            alone,
            stick,
            no_trump,
            call_ace,
        )
        self.phase = "round1"
        self.seat = (dealer + 1) % 5
        self.spoken = 0
        self.maker: int | None = None
        self.alone = False
        self.trump: str | None = None
        self.discard: str | None = None
        self.called: str | None = None
        self.partner: int | None = None
        self.points = None
        self.play = None

    @property
    def to_act(self) -> int | None:
        if self.phase == "over":
            return None
        return self.play.to_act() if self.play is not None else self.seat

    def callable_cards(self) -> list[str]:
        """The cards the maker may call: not trump, not in the maker's hand, not the
        turned-down upcard, not the maker's own discard (with ``call_ace``: aces only)."""
        assert self.maker is not None and self.trump is not None
        barred = set(self.hands[self.maker]) | {self.upcard}
        if self.discard is not None and self.maker == self.dealer:
            barred.add(self.discard)
        return [
            c
            for c in deck("8")
            if c not in barred
            and suit_of(c, self.trump) != self.trump
            and (not self.call_ace or c[0] == "A")
        ]

    def legal(self) -> list[str]:
        alone = self.alone_allowed
        if self.phase == "round1":
            return ["pass", "order"] + (["order alone"] if alone else [])
        if self.phase == "round2":
            stuck = self.stick and self.seat == self.dealer
            suits = [s for s in SUITS if s != self.upcard[1]] + (["N"] if self.no_trump else [])
            calls: list[str] = []
            for s in suits:
                calls += [f"call {s}"] + ([f"call {s} alone"] if alone else [])
            return ([] if stuck else ["pass"]) + calls
        if self.phase == "discard":
            return ["discard " + c for c in sorted(self.hands[self.dealer], key=card_order)]
        if self.phase == "partner":
            return ["partner " + c for c in sorted(self.callable_cards(), key=card_order)]
        if self.phase == "play":
            assert self.play is not None
            return self.play.legal()
        return []

    def _act(self, text: str) -> None:
        words = text.split()
        if self.phase == "round1":
            if words[0] == "order":
                self.maker, self.alone, self.trump = self.seat, words[-1] == "alone", self.upcard[1]
                # the dealer takes the upcard (nobody sits out, even for a loner)
                hands = list(self.hands)
                hands[self.dealer] = hands[self.dealer] | {self.upcard}
                self.hands = tuple(hands)
                self.phase, self.seat = "discard", self.dealer
                return
            self._next("round2")
        elif self.phase == "round2":
            if words[0] == "call":
                self.maker, self.alone, self.trump = self.seat, words[-1] == "alone", words[1]
                self._after_trump()
                return
            self._next("over")
            if self.phase == "over":
                self.points = (0,) * 5
        elif self.phase == "discard":
            self.discard = words[1]
            self.hands = _moved(self.hands, words[1], self.dealer, None)
            self._after_trump()
        elif self.phase == "partner":
            self.called = words[1]
            holders = [s for s in range(5) if self.called in self.hands[s]]
            self.partner = holders[0] if holders else None  # in the kitty: the maker alone
            self._start()
        else:
            assert self.play is not None
            if self.play.play(words[1]):
                self._score()

    def _next(self, after: str) -> None:
        self.spoken += 1
        self.seat = (self.seat + 1) % 5
        if self.spoken % 5 == 0:
            self.phase = after

    def _after_trump(self) -> None:
        if self.alone or not self.callable_cards():
            self.alone = True  # no card may be called: the maker plays alone
            self._start()
        else:
            assert self.maker is not None
            self.phase, self.seat = "partner", self.maker

    def _start(self) -> None:
        assert self.trump is not None
        seats = tuple(range(5))
        self.play = _Play(
            hands={s: self.hands[s] for s in seats},
            order=seats,
            trump=self.trump,
            leader=(self.dealer + 1) % 5,
            won=dict.fromkeys(seats, 0),
        )
        self.phase = "play"

    def _score(self) -> None:
        assert self.play is not None and self.maker is not None
        makers = {self.maker} | ({self.partner} if self.partner is not None else set())
        made = sum(self.play.won[s] for s in makers)
        points = [0] * 5
        if made < 3:  # euchred: 2 to each defender
            for seat in range(5):
                if seat not in makers:
                    points[seat] = 2
        else:
            march = made == 5
            # a called card in the kitty leaves the maker alone, scored as a loner
            alone = self.alone or self.partner is None
            each = (5 if march else 1) if alone else (2 if march else 1)
            for seat in makers:
                points[seat] = each
        self.phase, self.points = "over", tuple(points)


def _cards(text: str | Sequence[str]) -> list[str]:
    items = text.split() if isinstance(text, str) else list(text)
    return [normalise(c) for c in items]


def _moved(
    hands: tuple[frozenset[str], ...], card: str, giver: int, taker: int | None
) -> tuple[frozenset[str], ...]:
    moved = list(hands)
    moved[giver] = moved[giver] - {card}
    if taker is not None:
        moved[taker] = moved[taker] | {card}
    return tuple(moved)


@dataclass(frozen=True)
class Tally:
    """What :func:`tally` counts: ``leaves`` sequences of actions, ``ended`` of them
    finish the deal (the rest stop at the depth asked), ``points`` the sum over those
    that finish of each scorer's points."""

    leaves: int
    ended: int
    points: tuple[int, ...]


def tally(state: _State, depth: int | None = None) -> Tally:
    """Every legal continuation of ``state``: the sequences of actions to the end of the
    deal (or of ``depth`` actions, like a chess perft to a depth), and the points summed
    over the sequences that end the deal. A memo of equal states keeps it quick."""
    scorers = 2 if isinstance(state, BidEuchre) else 5
    memo: dict[tuple[object, ...], Tally] = {}

    def walk(node: _State, left: int | None) -> Tally:
        if node.is_over:
            assert node.points is not None
            return Tally(1, 1, node.points)
        if left == 0:
            return Tally(1, 0, (0,) * scorers)
        key = (node.key(), left)
        if key in memo:
            return memo[key]
        leaves = ended = 0
        points = [0] * scorers
        for text in node.legal():
            child = node.copy()
            child.apply(text)
            sub = walk(child, None if left is None else left - 1)
            leaves += sub.leaves
            ended += sub.ended
            points = [a + b for a, b in zip(points, sub.points, strict=True)]
        found = Tally(leaves, ended, tuple(points))
        memo[key] = found
        return found

    return walk(state, depth)
