"""The textbook player: numbered rules of thumb, tried in order.

Every decision of :class:`RuleBot` comes from one named, numbered :class:`Rule`, so
a text can cite it ("rule 15: lead trump with both bowers") and a reader can ask
the bot why it did something:

>>> from euchre import Deal
>>> deal = Deal.new(dealer=3, hands=["JH JD AH KH QH", "9C TC QC KC AC",
...                                  "9S TS QS KS AS", "9D TD QD KD AD"],
...                 kitty="TH 9H JC JS")
>>> bot = RuleBot()
>>> print(bot.explain(deal.view(0)))
order alone: rule 1 (go alone): Go alone with the top three trumps and an off-suit ace or a fourth trump, or with five trumps.

The rules (see :data:`RULES`, and :func:`rule` to look one up by number):

- bidding: 1-5 in the first round, 1 and 6-10 in the second;
- defending alone against a loner: 11-12; the dealer's discard: 13-14;
- leading a trick: 15-20; following to a trick: 21-27;
- the variants: 28 (ask for a redeal with a weak hand), 29 (name a turned-up joker's
  suit), 30 (give your best to a partner going alone), 31 (call no trump), 38 (bury
  three cards after going under: the bot never chooses to go under itself);
- the other forms (:data:`FORM_RULES`): two-handed bidding 32-33, cutthroat bidding
  34-35 (the maker always plays alone against two), and how cutthroat's two
  defenders play as partners for the hand, 36-37; Bid Euchre (:data:`BID_RULES`):
  the auction, 39-42 (the moon, how many tricks to bid by :func:`trick_count`, the
  stuck dealer, pass) and naming trump, 43 (the moon's card from the partner is
  rule 30's, the bidder's discard rules 13-14's); five-handed call-your-partner
  (:data:`FIVE_HANDED_RULES`): the bids, 44-46 (going alone, the order and call
  marks), and the call of a partner, 47-48. Elsewhere the rules
  above apply as they stand, reading the partner from the view (none in
  two-handed; in cutthroat the other defender; in five-handed the maker for the
  holder of the called card, and the real sides once that card is played).

The rules read only the view: no random numbers, ties broken by card order, so the
same view always gives the same action. ``RuleBot(exclude={3})`` switches rules
off, which is how a claim such as "order up aggressively when your partner deals"
can be measured against the rule that contradicts it.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass
from functools import cached_property

from ..actions import Action, ActionKind
from ..cards import JOKER_ID, Card, Rank, Suit
from ..checks import card_arg, cards_arg, suit_arg
from ..deal import Phase
from ..errors import CardParseError, EuchreError, IllegalActionError, UnknownNameError, shown
from ..trump import EFFECTIVE, NO_TRUMP, STRENGTH
from ..view import PlayerView
from .base import Bot, check_view, legal_now, register
from .inference import Knowledge

__all__ = [
    "BID_ALLOWANCE",
    "BID_RULES",
    "CALL_MARK",
    "CUTTHROAT_CALL_MARK",
    "CUTTHROAT_ORDER_MARK",
    "FIVE_HANDED_CALL_MARK",
    "FIVE_HANDED_ORDER_MARK",
    "FIVE_HANDED_RULES",
    "FORM_RULES",
    "HAND_COUNT_WORDS",
    "MOON_MARK",
    "ORDER_MARK",
    "RULES",
    "TWO_HANDED_CALL_MARK",
    "TWO_HANDED_ORDER_MARK",
    "VARIANT_RULES",
    "Decision",
    "Rule",
    "RuleBot",
    "Situation",
    "alone_worthy",
    "bid_count_words",
    "choose_discard",
    "hand_count",
    "rule",
    "trick_count",
]

#: The hand count (see :func:`hand_count`) at which rule 4 orders up.
ORDER_MARK = 7.0
#: The hand count at which rule 8 names a suit in the second round.
CALL_MARK = 6.5
#: Two-handed (rules 32 and 33): the counts at which a player, alone against one
#: opponent, orders up and names a suit.
TWO_HANDED_ORDER_MARK = 4.0
TWO_HANDED_CALL_MARK = 3.5
#: Cutthroat (rules 34 and 35): the counts at which the maker, alone against two,
#: orders up and names a suit.
CUTTHROAT_ORDER_MARK = 7.0
CUTTHROAT_CALL_MARK = 7.0
#: Bid Euchre (rule 40): what is added to your own count (:func:`trick_count`) to make
#: your bid. Less than nothing: the count is generous, and a bid that fails loses
#: the bid while the defenders score their tricks anyway. Set by duplicate matches of
#: RuleBot against itself at other allowances (``benchmarks/bid_allowance.py``, whose
#: figures benchmarks/README.md keeps): half a trick below gains the most over none,
#: a whole trick below less, and counting a trick from the partner loses heavily.
BID_ALLOWANCE = -0.5
#: Bid Euchre (rule 39): the trick count (see :func:`trick_count`) of one's own six
#: cards, holding the right bower or the joker, from which to shoot the moon.
MOON_MARK = 5.5
#: Five-handed (rules 45 and 46): the counts at which the maker, who will call a
#: partner holding a card it lacks against three defenders, orders up and names a suit.
FIVE_HANDED_ORDER_MARK = 7.0
FIVE_HANDED_CALL_MARK = 7.0

_JACK, _ACE = Rank.JACK, Rank.ACE
# joker, right, left, ace, king (by power)
_TRUMP_POINTS = {40: 3.5, 39: 3.0, 38: 2.5, 34: 2.0, 33: 1.5}
#: The hand count's points in a rule's words (see :func:`hand_count`).
HAND_COUNT_WORDS = (
    f"a count gives the right bower {_TRUMP_POINTS[39]:g}, the left {_TRUMP_POINTS[38]:g}, the "
    f"trump ace {_TRUMP_POINTS[34]:g}, king {_TRUMP_POINTS[33]:g}, other trumps 1, off-suit "
    "aces 1, and 0.5 for each void with two trumps"
)


def _rank(card: int) -> int:
    return card // 4 + 7


def _power(card: int, trump: int) -> int:
    """Trump power (20+ for trumps, right bower 39) or 0 for a non-trump."""
    return STRENGTH[trump][trump][card]


def _is_trump(card: int, trump: int) -> bool:
    return EFFECTIVE[trump][card] == trump


def _trump_points(card: int, trump: int) -> float:
    return _TRUMP_POINTS.get(_power(card, trump), 1.0)


def _ids_arg(hand: object) -> list[int]:
    """A hand given as cards, card ids or texts, as card ids."""
    if isinstance(hand, str):
        return [c.id for c in cards_arg(hand)]
    if isinstance(hand, bytes | dict) or not isinstance(hand, Iterable):
        raise CardParseError(
            f"hand={shown(hand)} is not a hand: give cards like cards('JH KH 9H AS 9C'), or "
            "their ids."
        )
    ids = []
    for c in hand:
        if type(c) is int and 0 <= c <= JOKER_ID:
            ids.append(c)
        else:
            ids.append(card_arg(c, "a card of the hand").id)
    return ids


def _trump_arg(trump: object) -> int:
    """A trump suit given as a Suit, a text or a suit's index 0 to 3."""
    if type(trump) is int and 0 <= trump <= 3:
        return trump
    return int(suit_arg(trump))


def _card_id_arg(card: object, name: str) -> int:
    if type(card) is int and 0 <= card <= JOKER_ID:
        return card
    return card_arg(card, name).id


def hand_count(
    hand: Iterable[Card | int], trump: Suit | int, upcard: Card | int | None = None, *, to: str = ""
) -> float:
    """The textbook point count of a hand for a trump suit.

    Trumps: right bower 3, left bower 2.5, ace 2, king 1.5, any other trump 1.
    Off-suit aces 1 each. With two or more trumps, each void in a plain suit 0.5.
    ``upcard`` with ``to="partner"`` adds half its trump value (your partner, the
    dealer, picks it up); ``to="opponent"`` subtracts half.

    >>> from euchre import cards
    >>> hand_count(cards("JH KH 9H AS 9C"), Suit.HEARTS)
    7.0
    >>> hand_count(cards("JH KH 9H AS 9C"), Suit.HEARTS, Card("AH"), to="opponent")
    6.0
    """
    t = _trump_arg(trump)
    ids = _ids_arg(hand)
    if to not in ("", "partner", "opponent"):
        raise EuchreError(
            f"to={shown(to)} is not allowed: 'partner' (your partner picks the upcard up), "
            "'opponent' (an opponent does) or '' (nobody)."
        )
    points = 0.0
    trumps = 0
    suits = set()
    for c in ids:
        if _is_trump(c, t):
            trumps += 1
            points += _trump_points(c, t)
        else:
            suits.add(EFFECTIVE[t][c])
            if _rank(c) == _ACE:
                points += 1.0
    if trumps >= 2:
        points += 0.5 * (3 - len(suits))
    if upcard is not None and to in ("partner", "opponent"):
        up = _card_id_arg(upcard, "upcard")
        points += (0.5 if to == "partner" else -0.5) * _trump_points(up, t)
    return points


def bid_count_words(view: PlayerView) -> str:
    """The hand count the textbook bids on (:func:`hand_count`), for the four-handed
    game's bidding as rules 3, 4 and 8 count it, with the mark the rule bids at; ""
    where no count decides (another form, or not a bid).

    >>> from euchre import Deal
    >>> deal = Deal.shuffled(seed=1, dealer=0)
    >>> print(*deal.view(1).hand, "- upcard:", deal.upcard)
    J♣ K♣ A♦ 10♥ Q♠ - upcard: K♥
    >>> bid_count_words(deal.view(1))
    "Your hand counts 1.25 with hearts as trump, taking off half the K♥'s value because the dealer, an opponent, picks it up (rule 4 orders up at 7 or more)."
    """
    view = check_view(view)
    if view.players != 4 or view.rules.auction or not view.is_my_turn:
        return ""
    if view.phase not in (Phase.ORDER, Phase.CALL):
        return ""
    if RuleBot().explain(view).rule.number not in _COUNTED:
        return ""  # another rule decided (the bowers, three trumps, next...): no count
    sit = Situation(view)

    def said(count: float) -> str:
        return f"{count:g}".replace("-", "−")

    if view.phase is Phase.ORDER:
        suit = _up_suit(view)
        up = view.upcard
        if sit.seat == (view.dealer + 2) % 4:
            count = hand_count(sit.hand, suit)
            return (
                f"Your own cards count {said(count)} with {suit.plural} as trump (rule 3: the "
                f"dealer's partner orders up at {ORDER_MARK + 1:g} or more)."
            )
        count = hand_count(_bid_hand(sit), suit, up, to=_upcard_to(sit))
        how = {
            "": f", after picking up the {up} and discarding a card",
            "partner": f", adding half the {up}'s value because the dealer, your partner, "
            "picks it up",
            "opponent": f", taking off half the {up}'s value because the dealer, an "
            "opponent, picks it up",
        }[_upcard_to(sit)]
        verb = "picks up" if sit.seat == view.dealer else "orders up"
        return (
            f"Your hand counts {said(count)} with {suit.plural} as trump{how} (rule 4 "
            f"{verb} at {ORDER_MARK:g} or more)."
        )
    suits = _call_suits(sit)  # the second round
    if not suits:
        return ""
    counts = ", ".join(f"{s.plural} {said(hand_count(sit.hand, s))}" for s in suits)
    return (
        f"Your hand counts, with each suit you may name as trump: {counts} (rule 8 "
        f"names the best suit at {CALL_MARK:g} or more)."
    )


#: The bidding rules that bid by the hand count, or pass for want of it (3, 4 and 8;
#: 5 and 10), where :func:`bid_count_words` says what the hand counts.
_COUNTED = frozenset({3, 4, 5, 8, 10})


def alone_worthy(hand: Iterable[Card | int], trump: Suit | int) -> bool:
    """Rule 1's test: the top three trumps (right, left, ace) with an off-suit ace or a
    fourth trump, or five trumps.

    >>> from euchre import cards
    >>> alone_worthy(cards("JH JD AH AS 9C"), Suit.HEARTS)
    True
    >>> alone_worthy(cards("JH JD KH AS 9C"), Suit.HEARTS)
    False
    """
    t = _trump_arg(trump)
    ids = _ids_arg(hand)
    powers = {_power(c, t) for c in ids if _is_trump(c, t)}
    trumps = len(powers)
    off_aces = sum(1 for c in ids if not _is_trump(c, t) and _rank(c) == _ACE)
    top_three = {39, 38, 34} <= powers
    return (top_three and (off_aces >= 1 or trumps >= 4)) or trumps == 5


def trick_count(hand: Iterable[Card | int], trump: Suit | int | None) -> float:
    """Bid Euchre's count of the tricks a hand takes by its own cards if ``trump``
    (``None``: no trump) is trump, by rules 39, 40 and 43.

    Trumps: the joker, the right bower, the left bower and the ace 1 each (the left
    bower and the ace half when they are the only trump), every other trump half, and
    every trump from the fourth on 1 (length wins tricks). Off-suit aces 1 each, an
    off-suit king with its ace a half more; with two trumps or more, each void in a
    plain suit a half. No trump: aces (and the joker) 1, a king with its ace 1, a
    king guarded by one more card of its suit a half.

    >>> from euchre import cards
    >>> trick_count(cards("JH JD AH 9H AS 9C"), Suit.HEARTS)
    5.5
    >>> trick_count(cards("JH JD AH 9H AS 9C"), None)
    2.0
    """
    ids = _ids_arg(hand)
    if trump is None:
        count = 0.0
        for c in ids:
            if c == JOKER_ID or _rank(c) == _ACE:
                count += 1.0
            elif _rank(c) == Rank.KING and c + 4 in ids:
                count += 1.0  # the ace's id is the king's plus four
            elif _rank(c) == Rank.KING and sum(1 for d in ids if d % 4 == c % 4) >= 2:
                count += 0.5
        return count
    t = _trump_arg(trump)
    trumps = sorted((_power(c, t) for c in ids if _is_trump(c, t)), reverse=True)
    count = 0.0
    for n, power in enumerate(trumps):
        if n >= 3:
            count += 1.0
        elif power >= 39 or (power >= 34 and len(trumps) >= 2):
            count += 1.0  # the joker, the right bower; the left, the ace with support
        else:
            count += 0.5
    suits: dict[int, list[int]] = {}
    for c in ids:
        if not _is_trump(c, t):
            suits.setdefault(EFFECTIVE[t][c], []).append(_rank(c))
    for ranks in suits.values():
        if _ACE in ranks:
            count += 1.0 + (0.5 if Rank.KING in ranks else 0.0)
    if len(trumps) >= 2:
        count += 0.5 * (3 - len(suits))
    return count


def choose_discard(hand: Iterable[Card | int], trump: Suit | int, allowed: Collection[int]) -> int:
    """The dealer's discard by rules 13 and 14 (a card id among ``allowed``): a lone
    off-suit card that is not an ace (making a void), else the lowest off-suit
    non-ace, else the lowest off-suit ace, else the lowest trump.

    >>> from euchre import cards
    >>> hand = [c.id for c in cards("JH AH 9H KS QS TC")]
    >>> Card.from_id(choose_discard(hand, Suit.HEARTS, hand))
    Card('10♣')
    """
    ids = _ids_arg(hand)
    allowed_ids = _ids_arg(allowed)
    if not set(allowed_ids) & set(ids):
        raise IllegalActionError(
            "None of the allowed cards is in the hand: allow at least one card it holds."
        )
    return _discard_choice(ids, _trump_arg(trump), [c for c in allowed_ids if c in ids])[0]


def _discard_choice(
    hand: Iterable[Card | int], t: int, allowed: Collection[int], voids: bool = True
) -> tuple[int, bool]:
    ids = [c.id if isinstance(c, Card) else c for c in hand]
    length: dict[int, int] = {}
    for c in ids:
        length[EFFECTIVE[t][c]] = length.get(EFFECTIVE[t][c], 0) + 1
    singles = [
        c
        for c in ids
        if c in allowed
        and not _is_trump(c, t)
        and _rank(c) != _ACE
        and length[EFFECTIVE[t][c]] == 1
    ]
    if singles and voids:
        return min(singles, key=lambda c: (_rank(c), c)), True
    options = [c for c in ids if c in allowed]
    return min(
        options, key=lambda c: (_is_trump(c, t), _power(c, t), _rank(c) == _ACE, _rank(c), c)
    ), False


def _after_pickup(hand: list[int], upcard: int, t: int, may_discard_upcard: bool) -> list[int]:
    six = [*hand, upcard]
    allowed = [c for c in six if may_discard_upcard or c != upcard]
    gone = _discard_choice(six, t, allowed)[0]
    return [c for c in six if c != gone]


# ---------------------------------------------------------------- the situation


class Situation:
    """The facts the rules read from a view, worked out once per decision."""

    def __init__(self, view: PlayerView) -> None:
        view = check_view(view)
        self.view = view
        self.seat = view.seat
        self.hand = [c.id for c in view.hand]
        self.legal = view.legal_actions()
        self.trump = -1 if view.trump is None else int(view.trump)
        if view.no_trump:
            self.trump = NO_TRUMP

    def legal_or_none(self, action: Action) -> Action | None:
        """``action`` if it is legal now, else ``None`` (a rule that cannot apply)."""
        return action if action in self.legal else None

    @cached_property
    def knowledge(self) -> Knowledge:
        """Which cards each other seat may still hold, from what this seat has seen."""
        return Knowledge.from_view(self.view)

    @property
    def partner(self) -> int | None:
        """The partner's seat: across the table in the four-handed game (Bid Euchre
        too), the other defender in cutthroat once trump is made, in five-handed the
        one ally this seat knows of (see :attr:`allies`), else ``None``."""
        if self.view.players == 4:
            return (self.seat + 2) % 4
        if self.view.players == 5:
            allies = self.allies
            return next(iter(allies)) if len(allies) == 1 else None
        return self.view.partner

    @cached_property
    def allies(self) -> frozenset[int]:
        """The seats this seat knows play on its side: the partner (if any); in
        five-handed, the maker for the holder of the called card (which it knows it
        holds), and once the card is played the real sides."""
        view = self.view
        if view.players != 5:
            partner = self.partner
            return frozenset() if partner is None else frozenset({partner})
        maker = view.maker
        if maker is None:
            return frozenset()
        called = view.called_card
        if self.seat != maker and called is not None and called in view.hand:
            return frozenset({maker})
        side = next((side for side in view.sides if self.seat in side), ())
        return frozenset(side) - {self.seat}

    @property
    def makers(self) -> bool:
        """True if this seat is on the side that made trump (as far as it knows)."""
        maker = self.view.maker
        if maker is None:
            return False
        if self.view.players == 4:
            return maker % 2 == self.seat % 2
        if self.view.players == 5:
            return maker == self.seat or maker in self.allies
        return any(maker in side and self.seat in side for side in self.view.sides)

    @cached_property
    def active(self) -> list[int]:
        """The seats that play this deal (not a loner's partner sitting out)."""
        return [s for s in range(self.view.players) if s not in self.view.sitting_out]

    @cached_property
    def later(self) -> list[int]:
        """Active seats still to play to this trick after this seat."""
        n = len(self.active) - len(self.view.current_trick) - 1
        seats: list[int] = []
        s = self.seat
        while len(seats) < n:
            s = (s + 1) % self.view.players
            if s in self.active:
                seats.append(s)
        return seats

    @cached_property
    def led(self) -> int | None:
        """The suit led to this trick (a bower counts as trump), or ``None`` when
        this seat leads."""
        trick = self.view.current_trick
        return EFFECTIVE[self.trump][trick[0][1].id] if trick else None

    @cached_property
    def best(self) -> tuple[int, int]:
        """(seat, strength) of the card winning the trick so far."""
        assert self.led is not None
        table = STRENGTH[self.trump][self.led]
        seat, strength = -1, -1
        for s, c in self.view.current_trick:
            if table[c.id] > strength:
                seat, strength = s, table[c.id]
        return seat, strength

    def strength(self, card: int) -> int:
        """How strong ``card`` is in this trick: higher wins, and a card that neither
        follows the suit led nor is a trump is 0."""
        assert self.led is not None
        return STRENGTH[self.trump][self.led][card]

    def others_may_hold(self, seats: Iterable[int]) -> int:
        """The cards (a bit per card id) that ``seats`` other than this one may hold."""
        mask = 0
        for s in seats:
            if s != self.seat:
                mask |= self.knowledge.possible(s)
        return mask

    def could_beat(self, strength: int, seats: Iterable[int]) -> bool:
        """Might one of ``seats`` play a card stronger than ``strength`` to this trick?"""
        assert self.led is not None
        table = STRENGTH[self.trump][self.led]
        mask = self.others_may_hold(seats)
        return any(mask >> c & 1 and table[c] > strength for c in range(33))

    def is_boss(self, card: int) -> bool:
        """No other active player can hold a higher card of this card's effective suit."""
        suit = EFFECTIVE[self.trump][card]
        table = STRENGTH[self.trump][suit]
        mask = self.others_may_hold(self.active)
        return not any(
            mask >> c & 1 and EFFECTIVE[self.trump][c] == suit and table[c] > table[card]
            for c in range(33)
        )

    @cached_property
    def playable(self) -> list[int]:
        """The cards this seat may play now, by card id."""
        return [a.card.id for a in self.legal if a.card is not None]

    def trumps(self) -> list[int]:
        """This seat's trumps, lowest first, by card id."""
        return sorted((c for c in self.hand if _is_trump(c, self.trump)), key=self.power)

    def power(self, card: int) -> int:
        """How high ``card`` ranks as a trump (the right bower highest), or 0 if it is
        not a trump."""
        return _power(card, self.trump)

    def suit_length(self, card: int) -> int:
        """How many cards of ``card``'s suit (a bower's being trump) this seat holds."""
        suit = EFFECTIVE[self.trump][card]
        return sum(1 for c in self.hand if EFFECTIVE[self.trump][c] == suit)

    def throw_key(self, card: int) -> tuple[int, ...]:
        """Lower is cheaper to give away: plain cards before trumps, non-aces before
        aces, low before high, shorter suits first, then card order."""
        t = self.trump
        if _is_trump(card, t):
            return (2, self.power(card), 0, card)
        return (int(_rank(card) == _ACE), _rank(card), self.suit_length(card), card)

    def lowest(self, cards: Iterable[int]) -> int:
        """The cheapest of ``cards`` to give away (see :meth:`throw_key`)."""
        return min(cards, key=self.throw_key)

    def play(self, card: int) -> Action:
        """The action of playing ``card`` (a card id)."""
        return Action.play(Card.from_id(card))


# ------------------------------------------------------------------------ rules


@dataclass(frozen=True)
class Rule:
    """One rule of thumb: a stable ``number``, a short ``name``, the ``description``
    a book can quote, the ``phases`` it is tried in, and ``decide``, which returns
    the rule's action or ``None`` when the rule does not apply."""

    number: int
    name: str
    description: str
    phases: tuple[Phase, ...]
    when: str
    decide: Callable[[Situation], Action | None]

    def fits(self, sit: Situation) -> bool:
        """True if the rule is about this kind of decision (phase, leading or following)."""
        view = sit.view
        if view.phase not in self.phases or not view.is_my_turn:
            return False
        if self.when:
            return (self.when == _LEAD) == (not view.current_trick)
        return True

    def applies(self, view: PlayerView) -> Action | None:
        """The action this rule gives in ``view``, or ``None`` if it does not apply."""
        sit = Situation(check_view(view))
        if not self.fits(sit):
            return None
        action = self.decide(sit)
        return action if action in sit.legal else None

    def __str__(self) -> str:
        return f"rule {self.number} ({self.name}): {self.description}"


@dataclass(frozen=True)
class Decision:
    """What :meth:`RuleBot.explain` returns: the action and the rule that chose it."""

    action: Action
    rule: Rule

    def __str__(self) -> str:
        return f"{self.action}: {self.rule}"


def _up_suit(view: PlayerView) -> Suit:
    """The suit the upcard stands for (a joker turned up: the suit the dealer named)."""
    if view.upcard_suit is not None:
        return view.upcard_suit
    assert view.upcard is not None  # the bids on an upcard: not Bid Euchre's auction
    return view.upcard.suit


def _bid_hand(sit: Situation) -> list[int]:
    """The hand the first-round bid is judged on: the dealer's after pickup and discard."""
    view = sit.view
    if sit.seat == view.dealer:
        t = _up_suit(view)
        assert view.upcard is not None
        return _after_pickup(sit.hand, view.upcard.id, t, view.rules.dealer_may_discard_upcard)
    return sit.hand


def _upcard_to(sit: Situation) -> str:
    dealer = sit.view.dealer
    if dealer == sit.seat:
        return ""
    return "partner" if dealer in sit.allies else "opponent"


def _call_suits(sit: Situation) -> list[Suit]:
    return [
        a.suit
        for a in sit.legal
        if a.kind is ActionKind.CALL and a.suit is not None and not a.alone
    ]


def _best_call(sit: Situation, ok: Callable[[Suit], bool]) -> Suit | None:
    suits = [s for s in _call_suits(sit) if ok(s)]
    if not suits:
        return None
    return max(suits, key=lambda s: (hand_count(sit.hand, s), -int(s)))


# --- bidding


def _go_alone(sit: Situation) -> Action | None:
    if sit.view.phase is Phase.ORDER:
        trump = _up_suit(sit.view)
        if alone_worthy(_bid_hand(sit), trump):
            return sit.legal_or_none(Action.order(alone=True))
        return None
    suit = _best_call(sit, lambda s: alone_worthy(sit.hand, s))
    return None if suit is None else sit.legal_or_none(Action.call(suit, alone=True))


def _order_with_bowers(sit: Situation) -> Action | None:
    t = int(_up_suit(sit.view))
    powers = {_power(c, t) for c in _bid_hand(sit) if _is_trump(c, t)}
    if (39 in powers and len(powers) >= 3) or {39, 38} <= powers:
        return Action.order()
    return None


def _assist_only_strong(sit: Situation) -> Action | None:
    view = sit.view
    if view.players != 4 or sit.seat != (view.dealer + 2) % 4:
        return None
    if hand_count(sit.hand, _up_suit(view)) >= ORDER_MARK + 1:
        return Action.order()
    return Action.pass_()


def _count_to_order(sit: Situation) -> Action | None:
    view = sit.view
    count = hand_count(_bid_hand(sit), _up_suit(view), view.upcard, to=_upcard_to(sit))
    return Action.order() if count >= ORDER_MARK else None


def _pass(sit: Situation) -> Action | None:
    return sit.legal_or_none(Action.pass_())


def _call_next(sit: Situation) -> Action | None:
    view = sit.view
    if sit.seat != (view.dealer + 1) % view.players:
        return None
    nxt = _up_suit(view).sister
    t = int(nxt)
    powers = [_power(c, t) for c in sit.hand if _is_trump(c, t)]
    if len(powers) >= 3 or (len(powers) >= 2 and max(powers) >= 38):
        return sit.legal_or_none(Action.call(nxt))
    return None


def _call_three_trumps(sit: Situation) -> Action | None:
    def shape(s: Suit) -> bool:
        t = int(s)
        trumps = sum(1 for c in sit.hand if _is_trump(c, t))
        aces = sum(1 for c in sit.hand if not _is_trump(c, t) and _rank(c) == _ACE)
        return trumps >= 3 or (trumps == 2 and aces >= 1)

    suit = _best_call(sit, shape)
    return None if suit is None else Action.call(suit)


def _count_to_call(sit: Situation) -> Action | None:
    suit = _best_call(sit, lambda s: hand_count(sit.hand, s) >= CALL_MARK)
    return None if suit is None else Action.call(suit)


def _stuck_dealer(sit: Situation) -> Action | None:
    if Action.pass_() in sit.legal:
        return None
    suit = _best_call(sit, lambda s: True)
    return None if suit is None else Action.call(suit)


# --- defending alone, discarding


def _defend_alone(sit: Situation) -> Action | None:
    t = sit.trump
    powers = sorted((_power(c, t) for c in sit.hand if _is_trump(c, t)), reverse=True)
    top = 0
    for want in (39, 38, 34, 33):
        if top < len(powers) and powers[top] == want:
            top += 1
        else:
            break
    aces = sum(1 for c in sit.hand if not _is_trump(c, t) and _rank(c) == _ACE)
    return Action.defend() if top + aces >= 3 else None


def _discard_to_void(sit: Situation) -> Action | None:
    card, void = _discard_choice(sit.hand, sit.trump, sit.playable)
    return Action.discard(Card.from_id(card)) if void else None


def _discard_lowest(sit: Situation) -> Action | None:
    card = _discard_choice(sit.hand, sit.trump, sit.playable, voids=False)[0]
    return Action.discard(Card.from_id(card))


# --- leading


def _lead_both_bowers(sit: Situation) -> Action | None:
    trumps = sit.trumps()
    if len(trumps) < 2:
        return None
    top, second = trumps[-1], trumps[-2]
    mask = sit.others_may_hold(sit.active)
    higher_out = [c for c in range(33) if mask >> c & 1 and sit.power(c) > sit.power(second)]
    return sit.play(top) if not higher_out else None


def _maker_leads_trump(sit: Situation) -> Action | None:
    if sit.view.maker != sit.seat:
        return None
    trumps = sit.trumps()
    if len(trumps) < 3:
        return None
    return sit.play(trumps[-1] if sit.is_boss(trumps[-1]) else trumps[0])


def _lead_trump_to_partner(sit: Situation) -> Action | None:
    if sit.view.maker not in sit.allies:
        return None
    trumps = sit.trumps()
    return sit.play(trumps[-1]) if trumps else None


def _lead_off_ace(sit: Situation) -> Action | None:
    t = sit.trump
    know = sit.knowledge
    opponents = [s for s in sit.active if s != sit.seat and s not in sit.allies]
    bosses = [
        c
        for c in sit.hand
        if not _is_trump(c, t)
        and sit.is_boss(c)
        and not any(Suit(EFFECTIVE[t][c]) in know.voids[o] for o in opponents)
    ]
    if not bosses:
        return None
    return sit.play(min(bosses, key=lambda c: (sit.suit_length(c), -_rank(c), c)))


def _defender_no_trump(sit: Situation) -> Action | None:
    if sit.makers:
        return None
    plain = [c for c in sit.hand if not _is_trump(c, sit.trump)]
    if not plain:
        return None
    return sit.play(min(plain, key=lambda c: (sit.suit_length(c), _rank(c), c)))


def _lead_lowest(sit: Situation) -> Action | None:
    return sit.play(sit.lowest(sit.playable))


# --- following


def _duck_partner_winning(sit: Situation) -> Action | None:
    seat, strength = sit.best
    if seat not in sit.allies or sit.could_beat(strength, sit.later):
        return None
    return sit.play(sit.lowest(sit.playable))


def _last_hand(sit: Situation) -> Action | None:
    if sit.later:
        return None
    seat, strength = sit.best
    if seat not in sit.allies:
        winners = [c for c in sit.playable if sit.strength(c) > strength]
        if winners:
            return sit.play(min(winners, key=lambda c: (sit.strength(c), sit.throw_key(c))))
    return sit.play(sit.lowest(sit.playable))


def _following(sit: Situation) -> bool:
    return any(EFFECTIVE[sit.trump][c] == sit.led for c in sit.playable)


def _second_hand_low(sit: Situation) -> Action | None:
    if len(sit.view.current_trick) != 1 or not _following(sit):
        return None
    best = max(sit.playable, key=sit.strength)
    if sit.strength(best) > sit.best[1] and sit.is_boss(best):
        return sit.play(best)
    return sit.play(min(sit.playable, key=sit.strength))


def _third_hand_high(sit: Situation) -> Action | None:
    if len(sit.view.current_trick) != 2 or not _following(sit):
        return None
    best = max(sit.playable, key=sit.strength)
    if sit.strength(best) > sit.best[1]:
        return sit.play(best)
    return None


def _trump_in(sit: Situation) -> Action | None:
    if _following(sit) or sit.best[0] in sit.allies:
        return None
    if any(_is_trump(c.id, sit.trump) for _, c in sit.view.current_trick):
        return None
    trumps = [c for c in sit.playable if _is_trump(c, sit.trump)]
    return sit.play(min(trumps, key=sit.power)) if trumps else None


def _overtrump_cheaply(sit: Situation) -> Action | None:
    if _following(sit) or sit.best[0] in sit.allies:
        return None
    winners = [c for c in sit.playable if sit.strength(c) > sit.best[1]]
    return sit.play(min(winners, key=sit.strength)) if winners else None


def _throw_off_lowest(sit: Situation) -> Action | None:
    if _following(sit):
        return sit.play(min(sit.playable, key=lambda c: (sit.strength(c), c)))
    return sit.play(sit.lowest(sit.playable))


# --- the variants' decisions


def _redeal_weak_hand(sit: Situation) -> Action | None:
    return sit.legal_or_none(Action.redeal())


def _name_joker_suit(sit: Situation) -> Action | None:
    # The dealer names the suit before looking at the hand: the bot keeps to that, and
    # names the suit after the upcard's id order (clubs) for every deal.
    del sit
    return Action.name(Suit.CLUBS)


def _give_best(sit: Situation) -> Action | None:
    trump = sit.trump
    cards = [a.card.id for a in sit.legal if a.card is not None]
    best = max(cards, key=lambda c: (_power(c, trump), _rank(c), c))
    return Action.give(Card.from_id(best))


def _bury_after_going_under(sit: Situation) -> Action | None:
    # Trump is not made yet: judge the cards as if the upcard's suit were trump.
    trump = int(_up_suit(sit.view))
    card = _discard_choice(sit.hand, trump, sit.playable, voids=False)[0]
    return Action.discard(Card.from_id(card))


def _call_no_trump(sit: Situation) -> Action | None:
    if Action.no_trump() not in sit.legal:
        return None
    aces = sum(1 for c in sit.hand if _rank(c) == _ACE and c != JOKER_ID)
    joker = JOKER_ID in sit.hand
    return Action.no_trump() if aces + joker >= 3 else None


# --- the other forms


def _form_order(players: int, mark: float) -> Callable[[Situation], Action | None]:
    """A first-round rule for a player who plays alone when they make trump: order up
    at ``mark`` or pass (only at a table of ``players``)."""

    def decide(sit: Situation) -> Action | None:
        view = sit.view
        if view.players != players:
            return None
        to = "" if view.dealer == sit.seat else "opponent"
        count = hand_count(_bid_hand(sit), _up_suit(view), view.upcard, to=to)
        return Action.order() if count >= mark else sit.legal_or_none(Action.pass_())

    return decide


def _form_call(players: int, mark: float) -> Callable[[Situation], Action | None]:
    """A second-round rule for a player alone: name the best suit whose count reaches
    ``mark``, else pass (a stuck dealer is left to rule 9)."""

    def decide(sit: Situation) -> Action | None:
        if sit.view.players != players:
            return None
        suit = _best_call(sit, lambda s: hand_count(sit.hand, s) >= mark)
        return Action.call(suit) if suit is not None else sit.legal_or_none(Action.pass_())

    return decide


def _cutthroat_defender(sit: Situation) -> bool:
    return sit.view.players == 3 and sit.view.maker is not None and not sit.makers


def _spare_partner(sit: Situation) -> Action | None:
    if not _cutthroat_defender(sit):
        return None
    seat, _ = sit.best
    maker = sit.view.maker
    played = {s for s, _ in sit.view.current_trick}
    if seat != sit.partner or maker not in played:
        return None
    if _following(sit):
        return sit.play(min(sit.playable, key=lambda c: (sit.strength(c), c)))
    return sit.play(sit.lowest(sit.playable))


def _lead_through_maker(sit: Situation) -> Action | None:
    if not _cutthroat_defender(sit):
        return None
    maker = sit.view.maker
    assert maker is not None
    if maker != (sit.seat + 1) % 3:
        return None
    t = sit.trump
    maker_voids = sit.knowledge.voids[maker]
    plain = [
        c for c in sit.hand if not _is_trump(c, t) and Suit(EFFECTIVE[t][c]) not in maker_voids
    ]
    if not plain or any(sit.is_boss(c) for c in plain):
        return None  # no plain suit to lead through, or a winner to cash first (rule 18)
    return sit.play(min(plain, key=lambda c: (-sit.suit_length(c), _rank(c), c)))


# --- Bid Euchre


def _trump_choices(sit: Situation) -> list[Suit | None]:
    """The trumps this seat could name (no trump as ``None`` where the table allows it)."""
    choices: list[Suit | None] = list(Suit)
    if sit.view.rules.allow_no_trump:
        choices.append(None)
    return choices


def _best_trump(sit: Situation) -> tuple[Suit | None, float]:
    """The trump with the best :func:`trick_count` of this hand, and that count (ties:
    a suit before no trump, then the suit order)."""
    best: Suit | None = None
    best_count = -1.0
    for choice in _trump_choices(sit):
        count = trick_count(sit.hand, choice)
        if count > best_count:
            best, best_count = choice, count
    return best, best_count


def _holds_top(sit: Situation, trump: Suit | None) -> bool:
    if trump is None:
        return JOKER_ID in sit.hand
    return any(_power(c, int(trump)) >= 39 for c in sit.hand)


def _shoot_the_moon(sit: Situation) -> Action | None:
    if Action.moon() not in sit.legal:
        return None
    trump, count = _best_trump(sit)
    return Action.moon() if count >= MOON_MARK and _holds_top(sit, trump) else None


def _bid_your_tricks(sit: Situation) -> Action | None:
    _, count = _best_trump(sit)
    tricks = min(6, int(count + BID_ALLOWANCE))
    bids = [a for a in sit.legal if a.kind is ActionKind.BID and a.tricks is not None]
    return next((a for a in bids if a.tricks == tricks), None)


def _stuck_bidder(sit: Situation) -> Action | None:
    if Action.pass_() in sit.legal:
        return None
    bids = [a for a in sit.legal if a.kind is ActionKind.BID and a.tricks is not None]
    return min(bids, key=lambda a: a.tricks or 0) if bids else None


def _name_best_trump(sit: Situation) -> Action | None:
    return Action.trump(_best_trump(sit)[0])


# --- five-handed call-your-partner


def _five_handed(sit: Situation) -> bool:
    return sit.view.players == 5


def _five_go_alone(sit: Situation) -> Action | None:
    return _go_alone(sit) if _five_handed(sit) else None


def _partner_calls(sit: Situation) -> list[int]:
    return [a.card.id for a in sit.legal if a.kind is ActionKind.PARTNER and a.card is not None]


def _call_ace_to_lead_to(sit: Situation) -> Action | None:
    t = sit.trump
    held: dict[int, int] = {}
    for c in sit.hand:
        if not _is_trump(c, t):
            held[EFFECTIVE[t][c]] = held.get(EFFECTIVE[t][c], 0) + 1
    aces = [c for c in _partner_calls(sit) if _rank(c) == _ACE and EFFECTIVE[t][c] in held]
    if not aces:
        return None
    ace = min(aces, key=lambda c: (held[EFFECTIVE[t][c]], c))
    return Action.partner(Card.from_id(ace))


def _call_highest(sit: Situation) -> Action | None:
    calls = _partner_calls(sit)
    if not calls:
        return None
    return Action.partner(Card.from_id(max(calls, key=lambda c: (_rank(c), -c))))


_O, _C, _D, _X, _P = Phase.ORDER, Phase.CALL, Phase.DEFEND, Phase.DISCARD, Phase.PLAY
_N, _G = Phase.NAME, Phase.GIVE
_LEAD, _FOLLOW = "lead", "follow"

#: Every rule of the standard game, in the order they are tried. Numbers are stable:
#: texts cite them.
#:
#: :meta hide-value:
RULES: tuple[Rule, ...] = (
    Rule(
        number=1,
        name="go alone",
        description="Go alone with the top three trumps and an off-suit ace or a fourth trump, or with five trumps.",
        phases=(_O, _C),
        when="",
        decide=_go_alone,
    ),
    Rule(
        number=2,
        name="order with the bowers",
        description="Order up (dealer: pick up) with the right bower and two more trumps, or with both bowers.",
        phases=(_O,),
        when="",
        decide=_order_with_bowers,
    ),
    Rule(
        number=3,
        name="assist only when strong",
        description=f"The dealer's partner orders up only when their own cards count {ORDER_MARK + 1:g} or more, a point above rule 4's mark ({HAND_COUNT_WORDS}); otherwise they pass and leave it to the dealer.",
        phases=(_O,),
        when="",
        decide=_assist_only_strong,
    ),
    Rule(
        number=4,
        name="count to order",
        description=f"Order up when the hand count reaches the order mark ({ORDER_MARK:g}): {HAND_COUNT_WORDS}; half the upcard's value added when your partner deals, taken off when an opponent deals; the dealer counts the hand after picking up and discarding.",
        phases=(_O,),
        when="",
        decide=_count_to_order,
    ),
    Rule(
        number=5,
        name="pass the first round",
        description="Pass in the first round when no rule before this one orders up.",
        phases=(_O,),
        when="",
        decide=_pass,
    ),
    Rule(
        number=6,
        name="call next",
        description="Left of the dealer, call next (the suit of the same colour as the turned-down card) with three of its trumps, or two with a bower.",
        phases=(_C,),
        when="",
        decide=_call_next,
    ),
    Rule(
        number=7,
        name="three trumps make a call",
        description="Name a suit in which you hold three trumps, or two trumps and an off-suit ace (the best such suit by count).",
        phases=(_C,),
        when="",
        decide=_call_three_trumps,
    ),
    Rule(
        number=8,
        name="count to call",
        description=f"Name the best suit whose hand count reaches the call mark ({CALL_MARK:g}; {HAND_COUNT_WORDS}).",
        phases=(_C,),
        when="",
        decide=_count_to_call,
    ),
    Rule(
        number=9,
        name="stuck dealer",
        description="Stick the dealer: forced to name a suit, name the one with the best count.",
        phases=(_C,),
        when="",
        decide=_stuck_dealer,
    ),
    Rule(
        number=10,
        name="pass the second round",
        description="Pass in the second round when no rule before this one names a suit.",
        phases=(_C,),
        when="",
        decide=_pass,
    ),
    Rule(
        number=11,
        name="defend alone with three tricks",
        description="Defend alone against a loner only with three sure tricks: the top trumps in sequence and off-suit aces.",
        phases=(_D,),
        when="",
        decide=_defend_alone,
    ),
    Rule(
        number=12,
        name="do not defend alone",
        description="Let your partner help defend when you lack three sure tricks.",
        phases=(_D,),
        when="",
        decide=_pass,
    ),
    Rule(
        number=13,
        name="discard to a void",
        description="Discard a lone off-suit card that is not an ace, making a void so you can trump that suit.",
        phases=(_X,),
        when="",
        decide=_discard_to_void,
    ),
    Rule(
        number=14,
        name="discard the lowest",
        description="Discard the lowest off-suit card that is not an ace (with only aces and trumps, the lowest ace, then the lowest trump).",
        phases=(_X,),
        when="",
        decide=_discard_lowest,
    ),
    Rule(
        number=15,
        name="lead trump with both bowers",
        description="Holding the two highest trumps still out (at first, both bowers), lead the higher: the right bower before the left, which is then the boss.",
        phases=(_P,),
        when=_LEAD,
        decide=_lead_both_bowers,
    ),
    Rule(
        number=16,
        name="maker leads trump",
        description="As the maker with three or more trumps, lead trump: the highest if no one can beat it, else the lowest.",
        phases=(_P,),
        when=_LEAD,
        decide=_maker_leads_trump,
    ),
    Rule(
        number=17,
        name="lead trump for your partner",
        description="When your partner made trump, lead your highest trump.",
        phases=(_P,),
        when=_LEAD,
        decide=_lead_trump_to_partner,
    ),
    Rule(
        number=18,
        name="lead an off-suit ace",
        description="Lead an off-suit ace, or any off-suit card that is the highest left of its suit, from the shortest suit, avoiding suits an opponent has shown out of.",
        phases=(_P,),
        when=_LEAD,
        decide=_lead_off_ace,
    ),
    Rule(
        number=19,
        name="defenders don't lead trump",
        description="As a defender, lead the lowest off-suit card from your shortest suit rather than trump.",
        phases=(_P,),
        when=_LEAD,
        decide=_defender_no_trump,
    ),
    Rule(
        number=20,
        name="lead the lowest",
        description="Lead your lowest card when no rule before this one chooses the lead.",
        phases=(_P,),
        when=_LEAD,
        decide=_lead_lowest,
    ),
    Rule(
        number=21,
        name="duck when partner is winning",
        description="When your partner's card is winning and no one still to play can beat it, play your lowest card.",
        phases=(_P,),
        when=_FOLLOW,
        decide=_duck_partner_winning,
    ),
    Rule(
        number=22,
        name="last hand",
        description="Last to play: win the trick as cheaply as possible unless your partner has it; otherwise play your lowest card.",
        phases=(_P,),
        when=_FOLLOW,
        decide=_last_hand,
    ),
    Rule(
        number=23,
        name="second hand low",
        description="Second to play and following suit: play your lowest card of the suit, unless you hold its highest card left and it wins.",
        phases=(_P,),
        when=_FOLLOW,
        decide=_second_hand_low,
    ),
    Rule(
        number=24,
        name="third hand high",
        description="Third to play and following suit: play your highest card of the suit if it beats the card winning the trick.",
        phases=(_P,),
        when=_FOLLOW,
        decide=_third_hand_high,
    ),
    Rule(
        number=25,
        name="trump in",
        description="Void in the led suit, no trump played yet and your partner not winning: trump with your lowest trump.",
        phases=(_P,),
        when=_FOLLOW,
        decide=_trump_in,
    ),
    Rule(
        number=26,
        name="overtrump cheaply",
        description="Void in the led suit after an opponent has trumped: overtrump with the lowest trump that wins.",
        phases=(_P,),
        when=_FOLLOW,
        decide=_overtrump_cheaply,
    ),
    Rule(
        number=27,
        name="throw off the lowest",
        description="When you cannot or need not win: play your lowest card, keeping aces and trumps, from your shortest suit.",
        phases=(_P,),
        when=_FOLLOW,
        decide=_throw_off_lowest,
    ),
)

#: The rules for the variants' decisions (28 to 31, and 38), tried before :data:`RULES`; each
#: applies only where its variant makes its action legal.
#:
#: :meta hide-value:
VARIANT_RULES: tuple[Rule, ...] = (
    Rule(
        number=28,
        name="redeal a weak hand",
        description="With a weak hand the table lets you throw in (a farmer's hand, ace-no-face), ask for a redeal.",
        phases=(_O,),
        when="",
        decide=_redeal_weak_hand,
    ),
    Rule(
        number=29,
        name="name the joker's suit blind",
        description="Dealer, with the joker turned up: name its suit before looking at your hand (the bot names clubs).",
        phases=(_N,),
        when="",
        decide=_name_joker_suit,
    ),
    Rule(
        number=30,
        name="give your best",
        description="Your partner plays alone and calls for your best: give your highest trump, else your highest card.",
        phases=(_G,),
        when="",
        decide=_give_best,
    ),
    Rule(
        number=31,
        name="no trump with three aces",
        description="In the second round, where no trump may be called, call it with three aces (the joker counting as one).",
        phases=(_C,),
        when="",
        decide=_call_no_trump,
    ),
    Rule(
        number=38,
        name="bury after going under",
        description=(
            "Having gone under (the table allows it), bury your three weakest cards one "
            "by one, judged as if the upcard's suit were trump: low off-suit cards "
            "before aces, trumps last."
        ),
        phases=(Phase.UNDER,),
        when="",
        decide=_bury_after_going_under,
    ),
)

#: The rules of the two- and three-handed forms (32 to 37), tried after
#: :data:`VARIANT_RULES` and before :data:`RULES`; each applies only in its form.
#: A player who makes trump there always plays alone (against one opponent, or
#: against two who play as partners for the hand), so the bids need more than rule 4's
#: count with a partner's help in cutthroat; in two-handed, where only ten of the 24
#: cards are in play, much less. The marks were set by rotation matches (1,500
#: two-handed and 600 cutthroat deals, match seed 7) of RuleBot against
#: ``RuleBot(exclude={32, 33, 34, 35})``, which bids by the four-handed rules: at
#: these marks it gains about 0.12 (two-handed) and 0.2 (cutthroat) points per deal.
#:
#: :meta hide-value:
FORM_RULES: tuple[Rule, ...] = (
    Rule(
        number=32,
        name="two-handed: count to order",
        description=(
            "Two-handed, first round: order up (dealer: pick up) when the hand count "
            f"reaches the two-handed order mark ({TWO_HANDED_ORDER_MARK:g}: only ten cards "
            "are in play, so the one opponent seldom holds much), half the upcard's value taken off "
            "when the opponent deals and picks it up; otherwise pass."
        ),
        phases=(Phase.ORDER,),
        when="",
        decide=_form_order(2, TWO_HANDED_ORDER_MARK),
    ),
    Rule(
        number=33,
        name="two-handed: count to call",
        description=(
            "Two-handed, second round: name the best suit whose hand count reaches the "
            f"two-handed call mark ({TWO_HANDED_CALL_MARK:g}); otherwise pass (a stuck dealer names the best suit: rule 9)."
        ),
        phases=(Phase.CALL,),
        when="",
        decide=_form_call(2, TWO_HANDED_CALL_MARK),
    ),
    Rule(
        number=34,
        name="cutthroat: order only to make it alone",
        description=(
            "Cutthroat, first round: the maker plays alone against the other two and a "
            "euchre gives each of them 2, so order up (dealer: pick up) only when the "
            f"hand count reaches the cutthroat order mark ({CUTTHROAT_ORDER_MARK:g}), half the upcard's value "
            "taken off when another player deals; otherwise pass."
        ),
        phases=(Phase.ORDER,),
        when="",
        decide=_form_order(3, CUTTHROAT_ORDER_MARK),
    ),
    Rule(
        number=35,
        name="cutthroat: call only to make it alone",
        description=(
            "Cutthroat, second round: name the best suit whose hand count reaches the "
            f"cutthroat call mark ({CUTTHROAT_CALL_MARK:g}); otherwise pass (a stuck dealer names the best suit: rule 9)."
        ),
        phases=(Phase.CALL,),
        when="",
        decide=_form_call(3, CUTTHROAT_CALL_MARK),
    ),
    Rule(
        number=36,
        name="cutthroat: spare your partner for the hand",
        description=(
            "Cutthroat, defending: when the other defender's card is winning and the "
            "maker has already played to the trick, play your lowest card; never trump "
            "or overtake your partner for the hand."
        ),
        phases=(Phase.PLAY,),
        when=_FOLLOW,
        decide=_spare_partner,
    ),
    Rule(
        number=37,
        name="cutthroat: lead through the maker",
        description=(
            "Cutthroat, defending, on lead with the maker on your left and no sure "
            "winner to cash: lead low from your longest plain suit the maker has not "
            "shown out of, so that the maker plays second and your partner for the hand "
            "plays last, over the maker."
        ),
        phases=(Phase.PLAY,),
        when=_LEAD,
        decide=_lead_through_maker,
    ),
)

#: Bid Euchre's rules (39 to 43), tried after :data:`FORM_RULES`: the auction and the
#: naming of trump. The moon's exchange is played by rule 30 (the partner gives its
#: best) and rules 13-14 (the bidder's discard), the play by :data:`RULES`.
#:
#: :meta hide-value:
BID_RULES: tuple[Rule, ...] = (
    Rule(
        number=39,
        name="Bid Euchre: shoot the moon",
        description=(
            "Bid Euchre, where the table allows the moon: shoot it (all six tricks "
            "alone, with one card from your partner) holding the top trump (the right "
            "bower, or the joker in no trump) when your own cards count "
            f"{MOON_MARK:g} tricks or more for your best trump: the joker, the bowers "
            "and the trump ace 1 each, other trumps a half, every trump from the fourth "
            "on 1, off-suit aces 1, an off-suit king with its ace a half, a void with "
            "two trumps a half."
        ),
        phases=(Phase.AUCTION,),
        when="",
        decide=_shoot_the_moon,
    ),
    Rule(
        number=40,
        name="Bid Euchre: bid your tricks",
        description=(
            "Bid Euchre: count the tricks of your six cards for your best trump (as rule "
            f"39 counts them), take off {-BID_ALLOWANCE:g} (the count is generous, and a "
            "failed bid costs the bid while the defenders score anyway), and bid that many, "
            "rounded down (3 to 6), if it is more than the high bid so far."
        ),
        phases=(Phase.AUCTION,),
        when="",
        decide=_bid_your_tricks,
    ),
    Rule(
        number=41,
        name="Bid Euchre: the stuck dealer bids three",
        description="Bid Euchre: the dealer, stuck when everyone else passed, bids 3.",
        phases=(Phase.AUCTION,),
        when="",
        decide=_stuck_bidder,
    ),
    Rule(
        number=42,
        name="Bid Euchre: pass",
        description="Bid Euchre: pass when no rule before this one makes a bid.",
        phases=(Phase.AUCTION,),
        when="",
        decide=_pass,
    ),
    Rule(
        number=43,
        name="Bid Euchre: name your best trump",
        description=(
            "Bid Euchre, having won the bid: name the trump your cards count the most "
            "tricks for (as rule 39 counts them; no trump where allowed, by its aces)."
        ),
        phases=(Phase.TRUMP,),
        when="",
        decide=_name_best_trump,
    ),
)

#: Five-handed call-your-partner's rules (44 to 48), tried after :data:`BID_RULES`:
#: going alone, the bids (the maker's partner holds a card the maker lacks, so the
#: marks sit between the four-handed game's and a loner's) and the call of a partner.
#:
#: :meta hide-value:
FIVE_HANDED_RULES: tuple[Rule, ...] = (
    Rule(
        number=44,
        name="five-handed: go alone",
        description=(
            "Five-handed, where going alone is allowed: go alone by rule 1's test, for "
            "the 5 points of a lone march."
        ),
        phases=(Phase.ORDER, Phase.CALL),
        when="",
        decide=_five_go_alone,
    ),
    Rule(
        number=45,
        name="five-handed: count to order",
        description=(
            "Five-handed, first round: order up (dealer: pick up) when the hand count "
            f"reaches the five-handed order mark ({FIVE_HANDED_ORDER_MARK:g}): your partner, "
            "the holder of the card you will call, is one of four unknown hands against "
            "three defenders; half the upcard's value taken off when another player "
            "deals; otherwise pass."
        ),
        phases=(Phase.ORDER,),
        when="",
        decide=_form_order(5, FIVE_HANDED_ORDER_MARK),
    ),
    Rule(
        number=46,
        name="five-handed: count to call",
        description=(
            "Five-handed, second round: name the best suit whose hand count reaches the "
            f"five-handed call mark ({FIVE_HANDED_CALL_MARK:g}); otherwise pass (a stuck dealer names the best suit: rule 9)."
        ),
        phases=(Phase.CALL,),
        when="",
        decide=_form_call(5, FIVE_HANDED_CALL_MARK),
    ),
    Rule(
        number=47,
        name="five-handed: call an ace you can lead to",
        description=(
            "Five-handed, calling your partner: call the ace of an off suit you hold a "
            "card of but not its ace, the suit you hold fewest of, so you can lead to "
            "your partner's ace and then trump the suit."
        ),
        phases=(Phase.PARTNER,),
        when="",
        decide=_call_ace_to_lead_to,
    ),
    Rule(
        number=48,
        name="five-handed: call the highest card you lack",
        description=(
            "Five-handed, calling your partner otherwise: call the highest card you may "
            "call (an off-suit ace you do not hold, else a king, and so on)."
        ),
        phases=(Phase.PARTNER,),
        when="",
        decide=_call_highest,
    ),
)
_BY_NUMBER = {
    r.number: r for r in (*RULES, *VARIANT_RULES, *FORM_RULES, *BID_RULES, *FIVE_HANDED_RULES)
}
#: The form (``Rules.form``) each form rule belongs to; the other rules apply to all.
_FORM_OF = {
    **dict.fromkeys((32, 33), "two_handed"),
    **dict.fromkeys((34, 35, 36, 37), "cutthroat"),
    **dict.fromkeys((39, 40, 41, 42, 43), "bid_euchre"),
    **dict.fromkeys((44, 45, 46, 47, 48), "five_handed"),
}
_ALL_FORMS = ("four_handed", "two_handed", "cutthroat", "bid_euchre", "five_handed")


def rule(number: int) -> Rule:
    """The rule with this number.

    >>> print(rule(15))
    rule 15 (lead trump with both bowers): Holding the two highest trumps still out (at first, both bowers), lead the higher: the right bower before the left, which is then the boss.
    """
    try:
        if type(number) is not int:
            raise KeyError(number)
        return _BY_NUMBER[number]
    except (KeyError, TypeError):
        raise UnknownNameError(
            f"There is no rule {shown(number)}: the rules are 1 to {len(_BY_NUMBER)}."
        ) from None


class RuleBot:
    """The textbook player: tries the numbered :data:`RULES` in order and takes the
    action of the first that applies. Deterministic.

    ``exclude`` switches rules off by number (the rules that always apply, 5, 10,
    12, 14, 20, 27, 29, 30, 38 and 41-43 and 48, are the fallbacks and cannot be
    switched off).
    """

    name = "rule"
    _FALLBACKS = frozenset({5, 10, 12, 14, 20, 27, 29, 30, 38, 41, 42, 43, 48})

    def __init__(self, exclude: Collection[int] = ()) -> None:
        if isinstance(exclude, str | bytes | dict) or not isinstance(exclude, Iterable):
            raise UnknownNameError(
                f"exclude={shown(exclude)} is not a list of rule numbers: give numbers like (1, 7)."
            )
        exclude = tuple(exclude)
        for number in exclude:
            rule(number)  # refuses anything that is not a rule's number
        bad = set(exclude) & self._FALLBACKS
        if bad:
            raise IllegalActionError(f"Rules {sorted(bad)} are fallbacks and cannot be excluded.")
        self.exclude = frozenset(exclude)
        self._rules = tuple(
            r
            for r in (*VARIANT_RULES, *FORM_RULES, *BID_RULES, *FIVE_HANDED_RULES, *RULES)
            if r.number not in self.exclude
        )
        # Per form, the rules that can apply at such a table (each form rule belongs
        # to one form), so the four-handed game tries none of 32-48.
        self._by_form = {
            form: tuple(r for r in self._rules if _FORM_OF.get(r.number, form) == form)
            for form in _ALL_FORMS
        }

    def explain(self, view: PlayerView) -> Decision:
        """The action and the rule that chose it."""
        legal_now(view)
        sit = Situation(check_view(view))
        for r in self._by_form[sit.view.rules.form]:
            if r.fits(sit):
                action = r.decide(sit)
                if action is not None and action in sit.legal:
                    return Decision(action, r)
        raise AssertionError(f"no rule applied in:\n{view}")  # pragma: no cover

    def act(self, view: PlayerView) -> Action:
        """The action of the first rule that applies."""
        return self.explain(view).action

    def __repr__(self) -> str:
        return f"RuleBot(exclude={sorted(self.exclude)})" if self.exclude else "RuleBot()"


@register("rule")
def _rule_factory(seed: int) -> Bot:
    return RuleBot()
