"""The learned bidding table: what each bid is worth, measured over many deals.

A perfect-information Monte Carlo player misjudges bids: it plays every sampled
world as if all the cards were face up, and it can only read the other seats' bids
as a filter. The table sidesteps both. It was measured offline by
``benchmarks/bidding_table.py``: in each of many seeded deals, at every decision of
the two rounds of bidding, *every* legal bid was tried on a copy of the deal and
the deal played out to the end by :class:`~euchre.bots.rule_bot.RuleBot` in all four seats,
each seat seeing only its own view (so nobody plays with the cards face up). The
points each bid gave the bidder's team are counted in a *cell*: the hand described
the way a player sizes it up.

- **First round** (the upcard's suit is trump): the seat (``1`` left of the dealer,
  ``2`` the dealer's partner, ``3`` right of the dealer, ``0`` the dealer), the upcard
  (``J`` a jack, ``H`` an ace, king or queen, ``L`` a ten or nine), and the hand: its
  trumps, how many of the three top trumps (right bower, left bower, ace) it holds,
  its off-suit aces (0, 1, 2 or more) and whether it is void in a suit (or, for the
  dealer, can discard to a void). The dealer's hand is counted with the upcard.
- **Second round**: for each suit that may be named, the seat, whether the suit is
  *next* (the turned-down suit's colour), and the hand counted in that suit. A pass
  is counted in the cell of the hand's best suit (most top trumps, then most trumps).

>>> from euchre import Deal
>>> view = Deal.shuffled(seed=33, dealer=0).view(1)  # J♣ 9♥ 10♥ J♠ K♠, 10♣ turned up
>>> cell_of(view, Action.order())  # left of the dealer, a low upcard: both bowers
'o|1|L|2|2|0|1'
>>> rows = lookup(view)
>>> rows[Action.order()].made < rows[Action.pass_()].made  # passing, then naming spades
True

Each cell also counts what RuleBot itself chose there. That is the table's *model
of a bidder*: :func:`bid_likelihood` says how likely a seat holding a given hand was
to make the bid it made, which the ExpertBot uses to weight the worlds it samples.

The table is ``bidding_table.json.gz`` beside this module, loaded once, with the
standard library only. It holds one table per rule set it was measured under
(:data:`RULESETS`); other rules get ``None`` from :func:`lookup`.
"""

from __future__ import annotations

import gzip
import json
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from ..actions import Action, ActionKind
from ..checks import bool_arg, int_arg, rules_arg
from ..deal import Phase
from ..errors import EuchreError, IllegalActionError, UnknownNameError, shown
from ..rules import Rules
from ..trump import SUIT_MASK
from ..view import PlayerView
from .base import check_view
from .inference import Knowledge, Sample

__all__ = [
    "FLOOR",
    "MIN_DEALS",
    "RULESETS",
    "Cell",
    "Summary",
    "bid_likelihood",
    "cell_of",
    "first_round",
    "hand_cell",
    "lookup",
    "ruleset_of",
    "table",
    "world_weight",
]

#: The rule sets the table was measured under: the standard game, and the rules of
#: OpenSpiel's ``euchre`` (stick the dealer, no defending alone, the dealer keeps
#: the upcard, the lead always left of the dealer), the benchmark opponent's.
RULESETS: dict[str, Rules] = {
    "standard": Rules(),
    "stick_the_dealer": Rules(
        stick_the_dealer=True,
        defend_alone=False,
        dealer_may_discard_upcard=False,
        lead_rule="left_of_dealer",
    ),
}

#: A cell is used only when every bid it compares was tried in at least this many deals.
MIN_DEALS = 40

_FILE = "bidding_table.json.gz"
_ACE, _JACK = 7, 4  # rank index (rank - 7) of the ace and the jack


def ruleset_of(rules: Rules) -> str | None:
    """The name of the table's rule set these rules play as (the target score does
    not matter to a cell: points are turned into game value afterwards), or ``None``.

    >>> ruleset_of(Rules(target=5)), ruleset_of(Rules(joker=True))
    ('standard', None)
    """
    plain = rules_arg(rules).replace(target=10)
    for name, known in RULESETS.items():
        if plain == known:
            return name
    return None


def _top(trump: int) -> int:
    """The right bower, the left bower and the ace of trump, as a mask."""
    return (1 << (_JACK * 4 + trump)) | (1 << (_JACK * 4 + 3 - trump)) | (1 << (_ACE * 4 + trump))


def hand_cell(hand: int, trump: int, *, six: bool = False) -> str:
    """A hand (a card mask) sized up for ``trump`` (a suit index): trumps (at most
    5), top trumps, off-suit aces (at most 2) and a void (1) or not (0). ``six``: the
    dealer's five cards and the upcard, who will discard one (a singleton that is
    not an ace then counts as a void).

    >>> from euchre.cards import mask_of
    >>> from euchre import Card
    >>> hand_cell(mask_of(Card(c) for c in "JH JD AS KC 9H".split()), 2)
    '3|2|1|1'
    """
    int_arg(hand, "hand", 0, (1 << 33) - 1, "a hand is a mask of card bits (Card.bit)")
    int_arg(trump, "trump", 0, 3, "trump is a suit index, 0 (clubs) to 3 (spades)")
    bool_arg(six, "six")
    suits = SUIT_MASK[trump]
    trumps = min((hand & suits[trump]).bit_count(), 5)
    top = (hand & _top(trump)).bit_count()
    aces = 0
    void = 0
    for suit in range(4):
        if suit == trump:
            continue
        held = hand & suits[suit]
        if held >> (_ACE * 4 + suit) & 1:
            aces += 1
        if not held or (six and held.bit_count() == 1 and not held >> (_ACE * 4 + suit) & 1):
            void = 1
    return f"{trumps}|{top}|{min(aces, 2)}|{void}"


def _upcard_class(card_id: int) -> str:
    rank = card_id // 4
    return "J" if rank == _JACK else "H" if rank >= 5 else "L"


def _first_round_cell(rel: int, upcard: int, hand: int) -> str:
    six = rel == 0
    cards = hand | (1 << upcard) if six else hand
    return f"o|{rel}|{_upcard_class(upcard)}|{hand_cell(cards, upcard % 4, six=six)}"


def _call_cell(rel: int, turned_down: int, suit: int, hand: int) -> str:
    nxt = 1 if suit == 3 - turned_down else 0
    return f"c|{rel}|{nxt}|{hand_cell(hand, suit)}"


def _best_suit(turned_down: int, hand: int) -> int:
    def strength(suit: int) -> tuple[int, int, int]:
        t, top, _, _ = (int(x) for x in hand_cell(hand, suit).split("|"))
        return (top, t, -suit)

    return max((s for s in range(4) if s != turned_down), key=strength)


def _pass_cell(rel: int, turned_down: int, hand: int) -> str:
    suit = _best_suit(turned_down, hand)
    return "p" + _call_cell(rel, turned_down, suit, hand)[1:]


def _cell(rel: int, phase: Phase, upcard: int, hand: int, action: Action) -> str:
    if phase is Phase.ORDER:
        return _first_round_cell(rel, upcard, hand)
    turned_down = upcard % 4
    if action.kind is ActionKind.PASS:
        return _pass_cell(rel, turned_down, hand)
    assert action.suit is not None
    return _call_cell(rel, turned_down, int(action.suit), hand)


_BIDS = frozenset({ActionKind.PASS, ActionKind.ORDER, ActionKind.CALL})


def _ruleset_arg(ruleset: object) -> str:
    if not isinstance(ruleset, str) or ruleset not in RULESETS:
        raise UnknownNameError(
            f"{shown(ruleset)} is not a rule set of the bidding table: "
            f"the rule sets are {', '.join(RULESETS)}."
        )
    return ruleset


def _hand_mask(view: PlayerView) -> int:
    mask = 0
    for card in view.hand:
        mask |= card.bit
    return mask


def cell_of(view: PlayerView, action: Action) -> str:
    """The table cell of ``action`` (a bid legal in ``view``'s first or second round)."""
    view = check_view(view)
    action = Action.parse(action)
    if view.phase not in (Phase.ORDER, Phase.CALL) or view.upcard is None or view.players != 4:
        raise IllegalActionError(
            "The bidding table has cells for the two rounds of bidding on an upcard in "
            f"the four-handed game; this view is in the {view.phase.value} phase."
        )
    first = view.phase is Phase.ORDER
    if (
        action.kind not in _BIDS
        or action.kind is (ActionKind.CALL if first else ActionKind.ORDER)
        or (action.suit is not None and action.suit == view.upcard.suit)
    ):
        allowed = "pass or order up" if first else "pass or call a suit other than the upcard's"
        raise IllegalActionError(f"{action} has no cell here: in this round a bid is {allowed}.")
    rel = (view.seat - view.dealer) % 4
    return _cell(rel, view.phase, view.upcard.id, _hand_mask(view), action)


def _kind(action: Action) -> str:
    if action.kind is ActionKind.PASS:
        return "pass"
    return "alone" if action.alone else "make"


@cache
def table() -> Mapping[str, Any]:
    """The whole table as stored (see ``benchmarks/bidding_table.py`` for its shape)."""
    data = resources.files(__package__).joinpath(_FILE).read_bytes()
    loaded: Mapping[str, Any] = json.loads(gzip.decompress(data))
    return loaded


@dataclass(frozen=True)
class Cell:
    """One bid in one cell: ``deals`` it was tried in, the ``points`` it gave the
    bidder's team (points -> deals), how often the bidder's team ``made`` it (scored
    as makers: for a pass, how often trump was made by anyone), and the team's mean
    ``tricks`` in those deals."""

    cell: str
    deals: int
    points: Mapping[int, int]
    made: float
    tricks: float


def _row(ruleset: str, cell: str, kind: str) -> Cell | None:
    entry = table()["tables"][ruleset]["cells"].get(cell, {}).get(kind)
    if entry is None:
        return None
    deals = sum(entry["points"].values())
    made = entry["made"]
    return Cell(
        cell=cell,
        deals=deals,
        points={int(p): n for p, n in entry["points"].items()},
        made=made / deals if deals else 0.0,
        tricks=entry["tricks"] / made if made else 0.0,
    )


def lookup(view: PlayerView) -> dict[Action, Cell] | None:
    """Every legal bid of ``view`` with its measured cell, or ``None`` when the table
    does not cover the decision (other rules or forms, not a bid of the two rounds,
    or a bid tried in fewer than :data:`MIN_DEALS` deals)."""
    view = check_view(view)
    if view.phase not in (Phase.ORDER, Phase.CALL) or view.upcard is None:
        return None
    ruleset = ruleset_of(view.rules)
    if ruleset is None or view.players != 4:
        return None
    rows: dict[Action, Cell] = {}
    for action in view.legal_actions():
        if action.kind not in _BIDS:
            return None
        row = _row(ruleset, cell_of(view, action), _kind(action))
        if row is None or row.deals < MIN_DEALS:
            return None
        rows[action] = row
    return rows


# ------------------------------------------------------------- a model of a bidder

#: The least likelihood given to any bid, so that a seat that bids unlike RuleBot
#: thins the worlds out but never rules one out.
FLOOR = 0.05


def bid_likelihood(
    ruleset: str, rel: int, phase: Phase, upcard: int, hand: int, action: Action
) -> float:
    """How likely a RuleBot-like seat ``rel`` places from the dealer, holding
    ``hand`` (a mask) when it bid, was to make ``action``: the share of the cell's
    deals in which RuleBot chose it (smoothed, and never below :data:`FLOOR`)."""
    _ruleset_arg(ruleset)
    int_arg(rel, "rel", 0, 3, "a seat is 0 (the dealer) to 3 places left of the dealer")
    if phase not in (Phase.ORDER, Phase.CALL):
        raise EuchreError(f"phase={shown(phase)}: give Phase.ORDER or Phase.CALL.")
    int_arg(upcard, "upcard", 8, 31, "the upcard is a card id of the 24-card deck, 8 to 31")
    int_arg(hand, "hand", 0, (1 << 33) - 1, "a hand is a mask of card bits (Card.bit)")
    if not isinstance(action, Action) or action.kind not in _BIDS:
        raise EuchreError(f"action={shown(action)}: give a pass, an order or a call.")
    cells: Mapping[str, Mapping[str, int]] = table()["tables"][ruleset]["chosen"]
    if phase is Phase.ORDER:
        counts = cells.get(_first_round_cell(rel, upcard, hand), {})
        n = sum(counts.values())
        chosen = counts.get(_kind(action), 0)
        return max(FLOOR, (chosen + 0.5) / (n + 1.5))
    turned_down = upcard % 4
    if action.kind is ActionKind.PASS:
        counts = cells.get(_pass_cell(rel, turned_down, hand), {})
        n = sum(counts.values())
        return max(FLOOR, (counts.get("pass", 0) + 0.5) / (n + 1.0))
    assert action.suit is not None
    counts = cells.get(_call_cell(rel, turned_down, int(action.suit), hand), {})
    n = sum(counts.values())
    return max(FLOOR, (counts.get("called", 0) + 0.5) / (n + 1.0))


def _bids(view: PlayerView) -> list[tuple[int, Phase, Action]]:
    """The other seats' bids of the two rounds: seat, round (as a phase), bid."""
    out: list[tuple[int, Phase, Action]] = []
    turns = 0
    for turn in view.history:
        action = turn.action
        if action.kind not in (ActionKind.PASS, ActionKind.ORDER, ActionKind.CALL):
            continue
        phase = Phase.ORDER if turns < 4 else Phase.CALL
        turns += 1
        if turn.seat != view.seat:
            out.append((turn.seat, phase, action))
    return out


def world_weight(view: PlayerView, know: Knowledge, sample: Sample, ruleset: str) -> float:
    """How likely the other seats' bids were, had they held this sample's cards and
    bid like the table's model of a bidder: the product of :func:`bid_likelihood`
    over their bids. The hand a seat bid with is its hand now and the cards it has
    played (the dealer's discard back in, the upcard out if it was picked up)."""
    view = check_view(view)
    if not isinstance(know, Knowledge) or not isinstance(sample, Sample):
        raise EuchreError("Give the view's Knowledge and one of its samples (know.sample(rng)).")
    _ruleset_arg(ruleset)
    if view.upcard is None or view.players != 4:
        raise EuchreError("The bidding table's model reads the four-handed game's bids.")
    weight = 1.0
    for seat, phase, hand, action in _bids_with_hands(view, know, sample):
        rel = (seat - view.dealer) % 4
        weight *= bid_likelihood(ruleset, rel, phase, view.upcard.id, hand, action)
    return weight


def _bids_with_hands(
    view: PlayerView, know: Knowledge, sample: Sample
) -> list[tuple[int, Phase, int, Action]]:
    """The other seats' bids (:func:`_bids`), each with the hand (a mask) its seat
    bid with in ``sample``: its hand now and the cards it has played, the dealer's
    discard back in and the upcard out if it was picked up."""
    assert view.upcard is not None
    upcard = view.upcard.id
    out: list[tuple[int, Phase, int, Action]] = []
    for seat, phase, action in _bids(view):
        hand = sample.hands[seat] | know.played[seat]
        if seat == view.dealer:
            if sample.discard is not None:
                hand |= 1 << sample.discard
            if view.dealer_picked_up:
                hand &= ~(1 << upcard)
        out.append((seat, phase, hand, action))
    return out


# ------------------------------------------------------------ the table, summed up


@dataclass(frozen=True)
class Summary:
    """First-round hands of one seat summed up by ``trumps`` and ``top`` trumps (over
    every upcard, off-suit ace and void): the ``deals`` measured, how often ordering
    up was ``made``, the points ``order`` and ``pass_`` gave the bidder's team per
    deal, and how often RuleBot ordered (``rulebot_orders``)."""

    trumps: int
    top: int
    deals: int
    made: float
    order: float
    pass_: float
    rulebot_orders: float

    @property
    def gain(self) -> float:
        """Ordering up minus passing, in points per deal (paired: the same deals)."""
        return self.order - self.pass_


def first_round(ruleset: str, rel: int) -> list[Summary]:
    """The first-round hands of the seat ``rel`` places left of the dealer (0: the
    dealer), summed up by trumps and top trumps, most trumps first.

    >>> rows = first_round("standard", 1)
    >>> best = max(rows, key=lambda r: (r.trumps, r.top))
    >>> best.gain > 0 and best.made > 0.8
    True
    """
    t = table()["tables"][_ruleset_arg(ruleset)]
    int_arg(rel, "rel", 0, 3, "a seat is 0 (the dealer) to 3 places left of the dealer")
    sums: dict[tuple[int, int], list[float]] = {}
    for cell, kinds in t["cells"].items():
        parts = cell.split("|")
        if parts[0] != "o" or int(parts[1]) != rel:
            continue
        key = (int(parts[3]), int(parts[4]))
        row = sums.setdefault(key, [0.0] * 6)
        make, pass_ = kinds["make"], kinds["pass"]
        row[0] += sum(make["points"].values())
        row[1] += make["made"]
        row[2] += sum(int(p) * n for p, n in make["points"].items())
        row[3] += sum(int(p) * n for p, n in pass_["points"].items())
        chosen = t["chosen"].get(cell, {})
        row[4] += chosen.get("make", 0) + chosen.get("alone", 0)
        row[5] += sum(chosen.values())
    out = [
        Summary(k[0], k[1], int(r[0]), r[1] / r[0], r[2] / r[0], r[3] / r[0], r[4] / r[5])
        for k, r in sums.items()
        if r[0] and r[5]
    ]
    return sorted(out, key=lambda s: (-s.trumps, -s.top))
