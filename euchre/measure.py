"""Tools for measuring rules of thumb: find deals, force a decision, play them out.

A claim such as "order up with the right bower and two more trumps" is measured in
three steps. :func:`find_deals` deals seeded hands until it has enough of each kind
it is asked for. :func:`try_action` takes one deal at the moment of the decision,
makes the player do one thing (``"order"``, or ``"pass"`` for comparison) and lets
bots play the rest; it returns an :class:`Outcome` for that player's team. And
:class:`Estimate` turns many outcomes into a figure with a 95% confidence interval.

>>> from euchre import Deal
>>> from euchre.bots import RuleBot
>>> deal = Deal.shuffled(seed=3, dealer=0)
>>> bots = [RuleBot()] * 4
>>> outcome = try_action(deal, "order", bots, double_dummy=True)
>>> outcome.makers, 0 <= outcome.tricks <= 5, outcome.double_dummy is not None
(True, True, True)
>>> Estimate.rate(45, 50).value
0.9
"""

from __future__ import annotations

import enum
import math
import random
import statistics
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass

from .actions import Action
from .bots.base import Bot, check_bots
from .cards import STANDARD_DECK, Card, Rank, Suit
from .checks import (
    bool_arg,
    cards_arg,
    finite_number,
    int_arg,
    seat_arg,
    suit_arg,
    why_not_finite,
)
from .deal import Deal, DealResult, Phase
from .errors import EuchreError, IllegalActionError, shown
from .tournament import Z95, play_deal
from .trump import EFFECTIVE, STRENGTH
from .view import PlayerView

__all__ = [
    "Z95",
    "Estimate",
    "Holding",
    "LeadTrumpBot",
    "Outcome",
    "advance",
    "find_deals",
    "holding",
    "play_variants",
    "rank_correlation",
    "team_points",
    "try_action",
    "wilson",
]

_RIGHT, _LEFT, _ACE_POWER = 39, 38, 34


def wilson(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a rate of ``successes`` in ``trials``.

    Unlike "rate plus or minus two standard errors" it stays inside 0 to 1 and
    behaves well near the ends, where the rates of strong hands live.

    >>> low, high = wilson(45, 50)
    >>> round(low, 3), round(high, 3)
    (0.786, 0.957)
    >>> wilson(0, 0)
    (0.0, 1.0)
    """
    int_arg(trials, "trials", 0, 10**12, "the number of trials is a whole number, 0 or more")
    int_arg(successes, "successes", 0, trials, f"successes are 0 to the {trials} trials")
    if isinstance(z, bool | enum.Enum) or not isinstance(z, int | float) or not 0 < z < 100:
        raise EuchreError(f"z={shown(z)} is not allowed: give a positive number such as 1.96.")
    if trials <= 0:
        return 0.0, 1.0
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    low = 0.0 if successes <= 0 else max(0.0, centre - half)
    high = 1.0 if successes >= trials else min(1.0, centre + half)
    return low, high


def _ranks(values: Sequence[float]) -> list[float]:
    """Each value's rank from 0, ties sharing the mean of their ranks."""
    order = sorted(range(len(values)), key=values.__getitem__)
    result, i = [0.0] * len(values), 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
            j += 1
        for k in range(i, j + 1):
            result[order[k]] = (i + j) / 2
        i = j + 1
    return result


def _numbers(values: object, name: str) -> list[float]:
    if isinstance(values, str | bytes | dict) or not isinstance(values, Iterable):
        raise EuchreError(f"{name}={shown(values)} is not a list of numbers.")
    data = list(values)
    for v in data:
        if not finite_number(v):
            raise EuchreError(
                f"{name} holds {shown(v)}, which {why_not_finite(v)}: give numbers only."
            )
    return [float(v) for v in data]


def rank_correlation(xs: Iterable[float], ys: Iterable[float]) -> float:
    """Spearman's rank correlation of two equally long lists of numbers: 1 when they
    rise together in the same order, -1 when one falls as the other rises, 0 when
    their orders are unrelated (ties share a rank; 0 when either list is constant).

    >>> rank_correlation([1, 2, 3, 4], [10, 20, 30, 45])
    1.0
    >>> rank_correlation([1, 2, 3], [3, 2, 1])
    -1.0
    >>> round(rank_correlation([1, 2, 2, 3], [1, 3, 2, 4]), 3)
    0.949
    """
    a, b = _ranks(_numbers(xs, "xs")), _ranks(_numbers(ys, "ys"))
    if len(a) != len(b):
        raise EuchreError(f"xs has {len(a)} numbers and ys {len(b)}: give one y for each x.")
    if not a:
        return 0.0
    ma, mb = sum(a) / len(a), sum(b) / len(b)
    cov = sum((x - ma) * (y - mb) for x, y in zip(a, b, strict=True))
    va, vb = sum((x - ma) ** 2 for x in a), sum((y - mb) ** 2 for y in b)
    return cov / (va * vb) ** 0.5 if va and vb else 0.0


@dataclass(frozen=True)
class Estimate:
    """A measured figure: ``value`` with a 95% interval ``low`` to ``high`` from ``n``
    observations."""

    value: float
    low: float
    high: float
    n: int

    @classmethod
    def rate(cls, successes: int, trials: int) -> Estimate:
        """A rate with its Wilson interval.

        >>> e = Estimate.rate(3, 4)
        >>> e.value, round(e.low, 3), round(e.high, 3), e.n
        (0.75, 0.301, 0.954, 4)
        """
        low, high = wilson(successes, trials)
        return cls(successes / trials if trials else math.nan, low, high, trials)

    @classmethod
    def mean(cls, values: Iterable[float]) -> Estimate:
        """A mean with the normal-approximation interval (mean ± 1.96 standard errors).

        >>> e = Estimate.mean([1, -2, 1, 1])
        >>> e.value, round(e.low, 3), round(e.high, 3), e.n
        (0.25, -1.22, 1.72, 4)
        """
        data = _numbers(values, "values")
        n = len(data)
        if n == 0:
            return cls(math.nan, math.nan, math.nan, 0)
        mean = statistics.fmean(data)
        half = Z95 * statistics.stdev(data) / math.sqrt(n) if n > 1 else math.inf
        return cls(mean, mean - half, mean + half, n)

    @property
    def excludes_zero(self) -> bool:
        """True when the whole interval lies on one side of zero."""
        return self.low > 0 or self.high < 0

    def __str__(self) -> str:
        return f"{self.value:+.3f} ({self.low:+.3f} to {self.high:+.3f})"


@dataclass(frozen=True)
class Holding:
    """What a hand holds in one trump suit: the bowers, the trump ace, the number of
    trumps (bowers included) and the off-suit aces."""

    right: bool
    left: bool
    ace: bool
    trumps: int
    off_aces: int

    @property
    def bowers(self) -> int:
        """How many bowers (0, 1 or 2)."""
        return int(self.right) + int(self.left)


def holding(hand: Iterable[Card], trump: Suit) -> Holding:
    """The :class:`Holding` of ``hand`` with ``trump`` as trump.

    >>> from euchre import cards
    >>> holding(cards("JH JD 9H AS 9C"), Suit.HEARTS)
    Holding(right=True, left=True, ace=False, trumps=3, off_aces=1)
    """
    hand = cards_arg(hand)
    t = int(suit_arg(trump))
    powers = {STRENGTH[t][t][c.id] for c in hand if EFFECTIVE[t][c.id] == t}
    off_aces = sum(1 for c in hand if EFFECTIVE[t][c.id] != t and c.rank is Rank.ACE)
    return Holding(
        right=_RIGHT in powers,
        left=_LEFT in powers,
        ace=_ACE_POWER in powers,
        trumps=len(powers),
        off_aces=off_aces,
    )


def _check_deal(deal: object) -> None:
    if not isinstance(deal, Deal):
        raise EuchreError(f"{shown(deal)} is not a deal: give a Deal, such as Deal.shuffled().")


def _check_callable(value: object, name: str, what: str) -> None:
    if not callable(value):
        raise EuchreError(f"{name}={shown(value)} is not a function: give {what}.")


def team_points(result: DealResult, seat: int) -> int:
    """The points of ``seat``'s team minus the other team's, for one deal. In the two-
    and three-handed forms, of ``seat``'s side for the hand: its own points minus the
    opponent's (two-handed), or in cutthroat the maker's against one defender's (each
    defender scores the same).

    >>> from euchre import Deal
    >>> deal = Deal.shuffled(seed=1, dealer=0)
    >>> for _ in range(8):
    ...     _ = deal.apply("pass")
    >>> team_points(deal.result, 0)
    0
    """
    if not isinstance(result, DealResult):
        raise EuchreError(f"{shown(result)} is not a deal's result: give deal.result.")
    n = result.players
    seat = seat_arg(seat, "seat", n)
    if n == 4:
        team = seat % 2
        return result.points[team] - result.points[1 - team]
    mine, other = _side_scores(result, seat)
    return result.points[mine] - result.points[other]


def _side_scores(result: DealResult, seat: int) -> tuple[int, int]:
    """Two- and three-handed: ``seat``'s score and one score of the other side (the
    maker's, or a defender's when ``seat`` made trump)."""
    n = result.players
    maker = result.maker
    if n == 2 or maker is None:
        return seat, (seat + 1) % n
    return seat, (maker if seat != maker else (maker + 1) % n)


def _side_tricks(result: DealResult, seat: int) -> int:
    """The tricks ``seat``'s side took: its team's, or in cutthroat both defenders'."""
    if result.players == 4:
        return result.tricks[seat % 2]
    if result.players == 3 and result.maker is not None and seat != result.maker:
        return sum(result.tricks) - result.tricks[result.maker]
    return result.tricks[seat]


def advance(deal: Deal, bots: Sequence[Bot], until: Callable[[Deal], bool]) -> bool:
    """Let ``bots`` (one per seat) act on ``deal`` until ``until(deal)`` is true.
    Returns False if the deal ended first.

    >>> from euchre import Deal
    >>> from euchre.bots import RuleBot
    >>> deal = Deal.shuffled(seed=1, dealer=0)
    >>> advance(deal, [RuleBot()] * 4, lambda d: d.phase is Phase.PLAY)
    True
    """
    _check_deal(deal)
    bots = check_bots(bots, deal.players)
    _check_callable(until, "until", "a test of the deal, like lambda d: d.phase is Phase.PLAY")
    while not until(deal):
        seat = deal.to_act
        if seat is None:
            return False
        deal.apply(bots[seat].act(deal.view(seat)), seat=seat)
    return True


@dataclass(frozen=True)
class Outcome:
    """How one forced decision turned out, for the team of the seat that made it.

    ``points``: that team's points minus the other team's. ``makers``: that team
    made trump. ``tricks``: tricks that team took. ``double_dummy``: the tricks that
    team takes when all four play perfectly with every card known, from the first
    lead on (``None`` unless asked for, or when no one made trump).
    """

    points: int
    makers: bool
    tricks: int
    double_dummy: int | None = None

    @property
    def made(self) -> bool:
        """The team made trump and took at least three tricks."""
        return self.makers and self.tricks >= 3


def try_action(
    deal: Deal,
    action: Action | str,
    bots: Sequence[Bot],
    *,
    double_dummy: bool = False,
) -> Outcome:
    """Make the seat to act on ``deal`` take ``action``, let ``bots`` play the rest on
    a copy (``deal`` itself is not changed), and return the :class:`Outcome`.

    With ``double_dummy``, the deal is also solved by the double-dummy solver (``euchre.solver.solve``) at
    the first lead: the tricks perfect players would take from there.
    """
    _check_deal(deal)
    bots = check_bots(bots, deal.players)
    bool_arg(double_dummy, "double_dummy")
    seat = deal.to_act
    if seat is None:
        raise IllegalActionError("The deal is over: there is no decision to force.")
    copy = deal.copy()
    copy.apply(action, seat=seat)
    dd: int | None = None
    if double_dummy and advance(copy, bots, lambda d: d.phase is Phase.PLAY):
        from .solver import solve

        side = next(i for i, seats in enumerate(copy.sides) if seat in seats)
        dd = solve(copy).tricks[side]
    result = play_deal(copy, bots)
    return Outcome(
        points=team_points(result, seat),
        makers=result.maker is not None
        and (result.makers == seat % 2 if result.players == 4 else result.maker == seat),
        tricks=_side_tricks(result, seat),
        double_dummy=dd,
    )


def find_deals(
    classify: Callable[[Deal], str | None],
    want: Mapping[str, int],
    *,
    seed: int,
    bots: Sequence[Bot] | None = None,
    until: Callable[[Deal], bool] | None = None,
    prefilter: Callable[[Card, tuple[Card, ...]], bool] | None = None,
    max_deals: int = 1_000_000,
) -> dict[str, list[Deal]]:
    """Seeded deals sorted into kinds, ``want[kind]`` of each (fewer if ``max_deals``
    deals run out first).

    Deals are drawn from ``random.Random(seed)``, the dealer turning round the
    table. If ``until`` is given, ``bots`` first act on each deal until
    ``until(deal)`` holds (deals that end first are skipped). ``classify`` then names
    the deal's kind, or returns ``None`` to skip it. The sample of each kind is the
    deals of that kind in the order they come, so it is an honest random sample of
    that kind.

    For rare kinds, ``prefilter(upcard, hand)`` is a quick test of the upcard and the
    hand of the player left of the dealer: those six cards are drawn first, and the
    other eighteen are dealt only if it passes. Every card is equally likely to be
    anywhere, so this is the same as shuffling whole deals and throwing away the
    ones that fail, only faster.

    >>> found = find_deals(lambda d: "upcard is a jack" if d.upcard.rank is Rank.JACK else None,
    ...                    {"upcard is a jack": 3}, seed=1)
    >>> [d.upcard.rank.name for d in found["upcard is a jack"]]
    ['JACK', 'JACK', 'JACK']
    """
    _check_callable(classify, "classify", "a function from a deal to its kind (or None)")
    if not isinstance(want, Mapping) or not all(type(n) is int and n >= 0 for n in want.values()):
        raise EuchreError(
            f"want={shown(want)} is not allowed: give how many deals of each kind, like "
            "{'upcard is a jack': 3}."
        )
    int_arg(seed, "seed", None, None, "a seed is a whole number")
    int_arg(max_deals, "max_deals", 0, None, "give a whole number of deals, 0 or more")
    if bots is not None:
        bots = check_bots(bots)
    if until is not None:
        _check_callable(until, "until", "a test of the deal")
    if prefilter is not None:
        _check_callable(prefilter, "prefilter", "a test of the upcard and a hand")
    if until is not None and bots is None:
        raise EuchreError("find_deals: `until` needs `bots` to act until then.")
    rng = random.Random(seed)
    found: dict[str, list[Deal]] = {kind: [] for kind in want}
    missing = sum(want.values())
    for i in range(max_deals):
        if missing <= 0:
            break
        dealer = i % 4
        if prefilter is None:
            deal = Deal.shuffled(seed=rng, dealer=dealer)
        else:
            drawn = _draw_eldest(rng, dealer, prefilter)
            if drawn is None:
                continue
            deal = drawn
        if until is not None and bots is not None and not advance(deal, bots, until):
            continue
        kind = classify(deal)
        if kind is None or kind not in found or len(found[kind]) >= want[kind]:
            continue
        found[kind].append(deal)
        missing -= 1
    return found


_DECK_IDS = tuple(c.id for c in STANDARD_DECK)


def _draw_eldest(
    rng: random.Random, dealer: int, prefilter: Callable[[Card, tuple[Card, ...]], bool]
) -> Deal | None:
    """A uniform random deal whose upcard and eldest hand pass ``prefilter``, or None."""
    first = rng.sample(_DECK_IDS, 6)
    upcard, hand = Card.from_id(first[0]), tuple(Card.from_id(c) for c in first[1:])
    if not prefilter(upcard, hand):
        return None
    rest = [c for c in _DECK_IDS if c not in first]
    rng.shuffle(rest)
    masks = [0, 0, 0, 0]
    eldest = (dealer + 1) % 4
    for c in first[1:]:
        masks[eldest] |= 1 << c
    others = [s for s in range(4) if s != eldest]
    for k, seat in enumerate(others):
        for c in rest[5 * k : 5 * k + 5]:
            masks[seat] |= 1 << c
    kitty = (first[0], *rest[15:])
    return Deal(dealer=dealer, dealt=(masks[0], masks[1], masks[2], masks[3]), kitty=kitty)


def play_variants(
    deal: Deal, base: Sequence[Bot], variants: Mapping[str, Sequence[Bot]]
) -> tuple[DealResult, dict[str, DealResult]]:
    """Play ``deal`` (a copy) to the end with the ``base`` bots, and with each of the
    ``variants`` (another bot per seat). Returns the base result and each variant's.

    The bots must be deterministic: the same view always gets the same action (as
    ``RuleBot``'s does). Then a variant plays exactly like the
    base until the first decision where one of its bots would act differently, so
    only the rest of the deal from there is played again; a variant that never
    differs costs only its own bots' decisions.

    >>> from euchre.bots import RuleBot
    >>> rule = RuleBot()
    >>> deal = Deal.shuffled(seed=2, dealer=0)
    >>> base, other = play_variants(deal, [rule] * 4, {"same": [rule] * 4})
    >>> other["same"] == base
    True
    """
    _check_deal(deal)
    base = check_bots(base)
    if not isinstance(variants, Mapping):
        raise EuchreError(
            f"variants={shown(variants)} is not allowed: give bots by name, like "
            "{'lead trump': [bot] * 4}."
        )
    live = {name: check_bots(bots) for name, bots in variants.items()}
    done: dict[str, DealResult] = {}
    current = deal.copy()
    while True:
        seat = current.to_act
        if seat is None:
            break
        view = current.view(seat)
        action = base[seat].act(view)
        for name, bots in list(live.items()):
            if bots[seat] is base[seat]:
                continue
            other = bots[seat].act(view)
            if other != action:
                fork = current.copy()
                fork.apply(other, seat=seat)
                done[name] = play_deal(fork, bots)
                del live[name]
        current.apply(action, seat=seat)
    result = current.result
    assert result is not None
    for name in live:
        done[name] = result
    return result, {name: done[name] for name in variants}


class LeadTrumpBot:
    """A bot that leads trump early for one side and otherwise plays like ``base``.

    When it is to lead one of the first ``tricks`` tricks, its team is on ``side``
    (``"defenders"`` or ``"makers"``) and it holds a trump, it leads its highest trump
    (``high=True``) or its lowest. Everything else, ``base`` decides.

    >>> from euchre.bots import RuleBot
    >>> LeadTrumpBot(RuleBot()).name
    'lead-trump'
    """

    name = "lead-trump"

    def __init__(
        self, base: Bot, *, side: str = "defenders", tricks: int = 2, high: bool = True
    ) -> None:
        if not callable(getattr(base, "act", None)):
            raise EuchreError(f"base={shown(base)} is not a bot: give one such as RuleBot().")
        int_arg(tricks, "tricks", 0, 5, "the first 0 to 5 tricks")
        bool_arg(high, "high")
        if not isinstance(side, str) or side not in ("defenders", "makers"):
            raise EuchreError(f"side={shown(side)}: choose 'defenders' or 'makers'.")
        self.base = base
        self.side = side
        self.tricks = tricks
        self.high = high

    def act(self, view: PlayerView) -> Action:
        """Lead trump when the conditions hold, else ``base``'s action."""
        if (
            view.phase is Phase.PLAY
            and view.is_my_turn
            and not view.current_trick
            and view.trump is not None
            and view.maker is not None
            and len(view.tricks) < self.tricks
        ):
            makers = view.maker % 2 == view.seat % 2
            if makers == (self.side == "makers"):
                t = int(view.trump)
                trumps = sorted(
                    (c for c in view.hand if EFFECTIVE[t][c.id] == t),
                    key=lambda c: STRENGTH[t][t][c.id],
                )
                if trumps:
                    return Action.play(trumps[-1] if self.high else trumps[0])
        return self.base.act(view)

    def __repr__(self) -> str:
        return f"LeadTrumpBot({self.base!r}, side={self.side!r}, tricks={self.tricks}, high={self.high})"
