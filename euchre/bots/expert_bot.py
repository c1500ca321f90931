"""The expert player: perfect-information Monte Carlo over worlds the view allows.

For every decision with more than one legal action, :class:`ExpertBot`

1. **samples worlds**: deals of the unseen cards consistent with everything its view
   knows (its own cards, every card played, the upcard the dealer picked up, the
   suits a seat has shown out of, the turned-down suit), drawn by
   :class:`~euchre.bots.inference.Knowledge`. Bids are read as soft evidence: a
   world is kept only if :class:`~euchre.bots.RuleBot`, holding that world's cards,
   would have made the bids the other seats made; when too few sampled worlds pass
   that test within a budget (ten tries per world wanted), the rest are taken
   unfiltered, so an unusual bidder can never make the sampler fail (the learned
   bot, the default, weights the worlds instead: see below);
2. **solves each world** double-dummy with :mod:`euchre.solver`;
3. **averages** the outcome of each legal action over the worlds and takes the best.

What is averaged is the deal's *points* for the bot's team (its points minus the
other team's), worked out exactly from the solver's final trick counts with
:func:`~euchre.score_hand`, then turned into a **game value** that takes the score
and the target into account (see :func:`game_value`). Expected tricks break ties.

- **Cards**: :func:`~euchre.solver.card_values_state` gives every legal card's final
  trick count in each world (equivalent cards share a search).
- **Bids** (pass, order, order alone, call X, call X alone, defend alone) and the
  **discard**: in each world the action is applied, the rest of the bidding is
  played out by RuleBot for every seat (the bot's own later bids included: a
  cautious estimate of what passing is worth), and the play from the first lead is
  solved double-dummy. A deal that is thrown in is worth 0 points. For its own
  discard the bot weighs only the cards a player would consider (:func:`considered`:
  the lowest card of each side suit), which takes well under half the time.

**Learned bidding** (``learned=True``, the default). In the two rounds of bidding of
the rule sets of :data:`euchre.bots.bidding.RULESETS`, a bid whose kind of hand the
learned bidding table measured often enough is valued from the table (what each
bid scored over many deals played out by players who see only their own cards),
not by search; and every sampled world is weighted by how likely the other seats'
bids were under the table's model of a bidder, instead of being kept or dropped by
RuleBot's replay. Elsewhere the bot works as described above, which is all that
``learned=False`` (the baseline) does.

**Alone or with a partner** (``lone_search=True``, the default, with ``learned``).
The table measures a hand's kind, not the hand: two hands of one kind can differ in
whether the partner's help is needed. So where the table's best bid has an alone
version valued within :data:`LONE_MARGIN` points of the partnered one (and one of
them within :data:`LONE_REACH` of the best bid), the bot
plays both out in the same ``bid_worlds`` sampled deals, and the alone version is
worth the table's partnered value plus what going alone gained (or lost) in those
deals.

The random numbers of a decision come from the bot's ``seed`` and the view alone,
so the same view always gets the same decision, whatever the hidden cards are.

Every form is played: the points are those of the bot's *side* for the hand (its
team; in two-handed the bot itself; in cutthroat the maker, or the two defenders,
each of whom scores 2 for a euchre), and in the two- and three-handed forms the game
value weighs the bot's own score against the best of the others'.

- **Bid Euchre**: both sides score, so a deal's points are the team's minus the
  other team's (:func:`signed_points` with the high bid); they are the value as they
  stand (see :func:`game_value` for why). The auction (pass, each bid, the moon), the
  naming of trump and the moon's exchange are evaluated as the bids are, and the
  other seats' bids and trump read as evidence the same way.
- **Five-handed call-your-partner**: in each world the called card lies somewhere
  the view allows (never with the maker, nor with a seat that has shown out of its
  suit; perhaps in the kitty), so each world has its own sides, solved double-dummy
  with that holder as the maker's partner. The call of a partner is evaluated as a
  bid (its many choices share the worlds of one bid out between them, twelve at
  least each), and the maker's call read as evidence.

>>> from euchre import Deal
>>> deal = Deal.new(dealer=3, hands=["JH JD AH KH QH", "9C TC QC KC AC",
...                                  "9S TS QS KS AS", "9D TD QD KD AD"],
...                 kitty="TH 9H JC JS")
>>> bot = ExpertBot(seed=1)
>>> bot.act(deal.view(0))
Action('order alone')
>>> best = bot.explain(deal.view(0))[0]
>>> best.points, best.tricks
(4.0, 5.0)
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from functools import cache

from ..actions import Action, ActionKind
from ..checks import bool_arg, int_arg, random_arg, rules_arg, score_arg
from ..deal import Deal, Phase
from ..errors import EuchreError, shown
from ..narration import action_phrase
from ..rules import Rules
from ..scoring import score_bid, score_hand
from ..solver import card_values_state, solve
from ..trump import NO_TRUMP, is_trump
from ..view import PlayerView
from ..words import capitalised, signed
from . import bidding
from .base import Bot, check_view, legal_now, register
from .inference import Knowledge, Sample, world_from_sample
from .rule_bot import RuleBot

__all__ = [
    "DEAL_OUTCOMES",
    "LONE_MARGIN",
    "LONE_REACH",
    "Evaluation",
    "ExpertBot",
    "baseline",
    "considered",
    "describe_action",
    "finish_bidding",
    "game_value",
    "sample_worlds",
    "signed_points",
    "table_deals_words",
    "went_under",
    "win_probability",
]

#: The chance that one given team scores 1, 2 or 4 points in a deal, for the game
#: model of :func:`win_probability`: round figures for a table of RuleBots, where a
#: team scores 1 in about a third of the deals, 2 in about a sixth, and 4 (a loner's
#: march) in under one deal in a hundred; thrown-in deals are rare. The ExpertBot's
#: decisions are tuned and recorded with these figures as they are.
DEAL_OUTCOMES: tuple[tuple[int, float], ...] = ((1, 0.33), (2, 0.165), (4, 0.005))

#: Default worlds per decision: cards, bids, the discard.
PLAY_WORLDS = 80
BID_WORLDS = 80
DISCARD_WORLDS = 24

#: Where the learned table values a bid's alone and partnered versions within this
#: many points of each other, the ExpertBot's ``lone_search`` decides between them
#: by searching sampled deals (see :class:`ExpertBot`).
LONE_MARGIN = 1.0
#: ... and only where one of the two is valued within this many points of the best
#: bid: a search cannot change a decision elsewhere (none changed in 1,307 measured
#: bids), and skipping it saves a third of the time.
LONE_REACH = 0.5

_RULE_BOT = RuleBot()


# --------------------------------------------------------------------- the game


def win_probability(need_us: int, need_them: int) -> float:
    """The chance of winning the game when we still need ``need_us`` points and the
    other team ``need_them``, if each deal gives one team 1, 2 or 4 points with the
    chances of :data:`DEAL_OUTCOMES` (the rest of the time nobody scores).

    >>> round(win_probability(5, 5), 6)
    0.5
    >>> round(win_probability(1, 10), 3), round(win_probability(10, 1), 3)
    (0.993, 0.007)
    """
    for name, value in (("need_us", need_us), ("need_them", need_them)):
        int_arg(value, name, -_MOST_POINTS, _MOST_POINTS, "points still needed, -30 to 30")
    return _win_probability(need_us, need_them)


_MOST_POINTS = 30


@cache
def _win_probability(need_us: int, need_them: int) -> float:
    if need_us <= 0:
        return 1.0
    if need_them <= 0:
        return 0.0
    scoring = sum(p for _, p in DEAL_OUTCOMES)
    total = 0.0
    for points, p in DEAL_OUTCOMES:
        total += p * (
            _win_probability(need_us - points, need_them)
            + _win_probability(need_us, need_them - points)
        )
    return total / (2 * scoring)


def game_value(points: int, score: tuple[int, ...], team: int, target: int = 10) -> float:
    """What ``points`` for ``team`` in this deal (negative: points to the other team)
    are worth in the game, in points.

    The value is the change in :func:`win_probability`, divided by what one point is
    worth at this score (the mean of gaining one and conceding one), so far from the
    target it is close to the points themselves, while near it a march that only
    needs to be a make, or a euchre that ends the game, are valued as they matter:

    >>> round(game_value(2, (0, 0), 0), 2), round(game_value(-2, (0, 0), 0), 2)
    (2.02, -2.02)
    >>> game_value(2, (9, 9), 0), game_value(1, (9, 9), 0), game_value(-2, (9, 9), 0)
    (1.0, 1.0, -1.0)
    """
    int_arg(points, "points", -15, 15, "a deal is worth -15 to 15 points")
    score = score_arg(score)
    team = int_arg(team, "team", 0, 1, "team 0 is seats 0 and 2, team 1 seats 1 and 3")
    int_arg(target, "target", 1, 15, "a game is played to between 1 and 15 points")
    if max(score) > _MOST_POINTS:
        raise EuchreError(f"score={score} is past any target: scores are at most {_MOST_POINTS}.")
    need_us = target - score[team]
    need_them = target - score[1 - team]
    now = win_probability(need_us, need_them)
    slope = (win_probability(need_us - 1, need_them) - win_probability(need_us, need_them - 1)) / 2
    if points >= 0:
        after = win_probability(need_us - points, need_them)
    else:
        after = win_probability(need_us, need_them + points)
    return (after - now) / slope if slope > 0 else float(points)


def went_under(view: PlayerView) -> bool:
    """True once a player has gone under in this deal (``go_under``)."""
    return any(t.action.kind is ActionKind.UNDER for t in check_view(view).history)


def _holder(view: PlayerView, know: Knowledge, hands: Sequence[int]) -> int | None:
    """Five-handed: the seat holding (or that played) the called card in a world of
    these hands, or ``None`` when it is in the kitty or nobody was called."""
    if know.called < 0:
        return None
    bit = 1 << know.called
    for seat, hand in enumerate(hands):
        if (hand | know.played[seat]) & bit and seat != view.maker:
            return seat
    return None


def _side_of(sides: Sequence[Sequence[int]], seat: int) -> int:
    """The index of the side ``seat`` plays on (its team in the four-handed game)."""
    return next(i for i, side in enumerate(sides) if seat in side)


def _game_value(points: int, view: PlayerView) -> float:
    """:func:`game_value` for the view's seat. In the two-, three- and five-handed
    forms each player keeps a score: the seat's own score is weighed against the best
    of the others' (in two-handed, the one opponent's). Bid Euchre's deals are worth
    up to 12 points either way, in a game to 32 that scores may go below zero, beyond
    the game model of :func:`win_probability`: there the points are the value."""
    if view.rules.auction:
        return float(points)
    if view.players == 4:
        return game_value(points, view.score, view.seat % 2, view.rules.target)
    mine = view.score[view.seat]
    theirs = max(p for s, p in enumerate(view.score) if s != view.seat)
    return game_value(points, (mine, theirs), 0, view.rules.target)


# ------------------------------------------------------------------ evaluations


@dataclass(frozen=True)
class Evaluation:
    """One legal action and what it is worth, from the view's seat.

    ``tricks``: the tricks the seat's team ends the deal with, on average over the
    sampled worlds (over the worlds where trump is made, for bids). ``points``: the
    expected points of the deal for the seat's team, its points minus the other
    team's. ``value``: the same in game terms (:func:`game_value`), which ranks the
    actions. ``scores``: how often the seat's team comes out ahead (its points minus
    the other team's above 0); ``concedes``: how often the other team does.
    ``worlds``: how many sampled deals the figures come from. ``makers``: for a bid,
    whether the seat's team made trump in the sampled deals (``None`` where nobody
    did). ``reason``: a short sentence.
    """

    action: Action
    tricks: float
    points: float
    reason: str
    value: float = 0.0
    scores: float = 0.0
    concedes: float = 0.0
    worlds: int = 0
    makers: bool | None = field(default=None, repr=False)

    def __str__(self) -> str:
        return f"{self.action}: {self.reason}"


def describe_action(action: Action, view: PlayerView) -> str:
    """The action in words, as a sentence would use it: ``"leading A♣"``,
    ``"ordering up"``, ``"calling hearts alone"``.

    >>> from euchre import Deal
    >>> view = Deal.shuffled(seed=1, dealer=0).view(1)
    >>> describe_action(Action.order(), view), describe_action(Action.call("H", True), view)
    ('ordering up', 'calling hearts alone')
    """
    view = check_view(view)
    action = Action.parse(action)
    return action_phrase(action, dealer=view.seat == view.dealer, leading=not view.current_trick)


def _opening(action: Action, view: PlayerView) -> str:
    """The action in words at the start of a reason: ``"Ordering up alone"``."""
    return capitalised(describe_action(action, view))


def _percent(x: float) -> str:
    return f"{round(100 * x)}%"


def _reason(action: Action, view: PlayerView, ev: Evaluation, bidding: bool) -> str:
    """A short, learner-facing sentence about one evaluated action."""
    what = _opening(action, view)
    money = f"expected {signed(ev.points)} points"
    if view.rules.negative_scores:  # Bid Euchre: both sides score in every deal
        money += " (yours less theirs)"
    if bidding and action.kind is ActionKind.PASS and view.phase is Phase.DEFEND:
        return f"Passing, to defend with your partner: {money}."
    if bidding and ev.makers is None:
        # a throw-in only where the dealer is not stuck
        thrown = "" if view.rules.stick_the_dealer else " (a throw-in scores 0)"
        return f"{what}: {money} if the others bid by the rules of thumb{thrown}."
    side = "your side makes it" if ev.makers else "your side euchres them"
    if view.players == 2:  # no partner: "you", and the one opponent
        side = "you make it" if ev.makers else "you euchre them"
    elif view.players == 3 and not ev.makers:  # with the other defender, for this hand
        side = "your side euchres the maker"
    if bidding and ev.makers:
        alone = action.alone or action.kind is ActionKind.MOON
        if action.kind in (ActionKind.ORDER, ActionKind.CALL, ActionKind.MOON):
            side = "you make it alone" if alone else "your side makes it"
            if view.players in (2, 3) and not alone:  # alone anyway: no partner to help
                side = "you make it"
    if bidding and action.kind is ActionKind.PASS:
        return f"{what}: {money} if the others bid by the rules of thumb."
    if view.rules.negative_scores:
        # Bid Euchre: both sides score, and a bid may be outbid in some sampled deals
        # and not in others, so the share counted is of deals the side comes out ahead
        side = "your side comes out ahead"
    return (
        f"{what}: {side} in {_percent(ev.scores)} of the deals played out, "
        f"{ev.tricks:.1f} tricks on average, {money}."
    )


# ------------------------------------------------------------------------ worlds


def _decision_rng(seed: int, view: PlayerView) -> random.Random:
    """A generator seeded from the bot's seed and what the view shows, nothing else."""
    parts = [
        str(seed),
        str(view.seat),
        str(view.dealer),
        "" if view.upcard is None else view.upcard.code,
        " ".join(c.code for c in view.hand),
        ";".join(f"{t.seat}:{_text(t.action)}" for t in view.history),
        "-".join(str(points) for points in view.score),
    ]
    digest = hashlib.sha256("|".join(parts).encode()).digest()
    return random.Random(int.from_bytes(digest[:8], "big"))


def _text(action: Action) -> str:
    """An action's text; a discard the view does not show reads ``discard ?``."""
    if action.kind is ActionKind.DISCARD and action.card is None:
        return "discard ?"
    return str(action)


def _build_world(
    view: PlayerView, know: Knowledge, sample: Sample, rng: random.Random
) -> tuple[Deal, int]:
    """The deal of one sample, replayed through the view's history (the inference
    module's reconstruction, so every variant's exchanges are handled), and how many
    of the other seats' bids RuleBot, holding these cards, would have made
    differently."""
    deal = world_from_sample(view, know, sample, rng)
    me = view.seat
    misses = 0
    for n, turn in enumerate(view.history):
        if turn.seat == me or not (turn.action.is_bid or turn.action.kind in _READ_KINDS):
            continue
        if _RULE_BOT.act(deal.at(n).view(turn.seat)) != turn.action:
            misses += 1
    return deal, misses


#: Besides the bids, the choices read as evidence the way bids are: Bid Euchre's naming
#: of trump and five-handed's call of a partner (RuleBot calls an ace of a suit it holds).
_READ_KINDS = frozenset({ActionKind.TRUMP, ActionKind.PARTNER})


def _draw(
    view: PlayerView, know: Knowledge, rng: random.Random, count: int, full: bool
) -> list[tuple[Sample, Deal]]:
    """``count`` samples, the bid-consistent first (see :func:`sample_worlds`)."""
    check = any(
        t.seat != view.seat and (t.action.is_bid or t.action.kind in _READ_KINDS)
        for t in view.history
    )
    if not check and not full:
        return [(sample, _NO_DEAL) for sample in (know.sample(rng) for _ in range(count))]
    kept: list[tuple[Sample, Deal]] = []
    spare: list[tuple[int, int, Sample, Deal]] = []
    tries = 0
    while len(kept) < count and tries < _TRIES * count:
        tries += 1
        sample = know.sample(rng)
        deal, misses = _build_world(view, know, sample, rng)
        if misses == 0:
            kept.append((sample, deal))
        else:
            spare.append((misses, tries, sample, deal))
    spare.sort(key=lambda row: row[:2])
    kept.extend((row[2], row[3]) for row in spare[: count - len(kept)])
    return kept


def sample_worlds(view: PlayerView, rng: random.Random, count: int) -> list[Deal]:
    """``count`` deals consistent with ``view``, replayed to its moment. Worlds where
    RuleBot, holding the world's cards, would have bid as the other seats did come
    first; if fewer than ``count`` such worlds turn up in ``10 * count`` draws, the
    rest are the draws with the fewest bids RuleBot would have made differently.

    >>> import random
    >>> from euchre import Deal
    >>> view = Deal.shuffled(seed=3, dealer=0).view(2)
    >>> worlds = sample_worlds(view, random.Random(0), 5)
    >>> len(worlds), all(w.view(2) == view for w in worlds)
    (5, True)
    """
    view = check_view(view)
    rng = random_arg(rng)
    int_arg(count, "count", 0, None, "give a whole number of worlds, 0 or more")
    know = Knowledge.from_view(view)
    return [deal for _, deal in _draw(view, know, rng, count, full=True)]


_TRIES = 10
#: Five-handed's call of a partner: the worlds of a bid times this, shared out over
#: the cards that may be called, but never fewer than the fewest.
_CALL_SHARE = 6
_FEWEST_WORLDS = 12
_NO_DEAL = Deal.shuffled(seed=0)  # a placeholder where only the sample is wanted


# ----------------------------------------------------------------------- the bot


def finish_bidding(deal: Deal) -> None:
    """Play the rest of the bidding (and the discard) with RuleBot in every seat."""
    if not isinstance(deal, Deal):
        raise EuchreError(f"{shown(deal)} is not a deal: give a Deal, such as Deal.shuffled().")
    while deal.phase is not Phase.PLAY and deal.phase is not Phase.OVER:
        seat = deal.to_act
        assert seat is not None
        deal.apply(_RULE_BOT.act(deal.view(seat)))


def signed_points(
    team_tricks: int,
    team: int,
    makers: int,
    alone: bool,
    lone_defender: bool,
    rules: Rules,
    *,
    bid: int | None = None,
    moon: bool = False,
) -> int:
    """``team``'s points (negative: the other team's) when it ends the deal with
    ``team_tricks`` tricks and ``makers`` made trump.

    >>> signed_points(5, 0, 0, False, False, Rules()), signed_points(3, 1, 0, False, False, Rules())
    (2, 2)

    In Bid Euchre both sides may score: the points are the team's minus the other
    team's, for the high ``bid`` (and ``moon``).

    >>> bid = Rules.bid_euchre()
    >>> signed_points(4, 0, 0, False, False, bid, bid=4), signed_points(3, 1, 0, False, False, bid, bid=4)
    (2, 7)
    """
    rules = rules_arg(rules)
    if rules.auction:
        int_arg(team_tricks, "team_tricks", 0, 6, "a team takes 0 to 6 tricks")
    else:
        int_arg(team_tricks, "team_tricks", 0, 5, "a team takes 0 to 5 tricks")
    int_arg(team, "team", 0, 1, "team 0 is seats 0 and 2, team 1 seats 1 and 3")
    int_arg(makers, "makers", 0, 1, "the makers are team 0 or team 1")
    if rules.auction:
        if bid is None:
            raise EuchreError("Bid Euchre's points need the high bid: pass bid=3 to 6.")
        maker_tricks = team_tricks if team == makers else 6 - team_tricks
        bidders, defenders = score_bid(maker_tricks, bid, moon=moon)
        return bidders - defenders if team == makers else defenders - bidders
    maker_tricks = team_tricks if team == makers else 5 - team_tricks
    side, points = score_hand(
        maker_tricks, maker_alone=alone, lone_defender=lone_defender, rules=rules
    )
    gain = (side == "makers") == (team == makers)
    return points if gain else -points


class _Tally:
    """Running sums for one action over the worlds, each world with its weight."""

    __slots__ = ("concedes", "made", "n", "points", "scores", "tricks", "tricks_n", "value", "w")

    def __init__(self) -> None:
        self.n = 0
        self.w = 0.0
        self.points = 0.0
        self.value = 0.0
        self.tricks = 0.0
        self.tricks_n = 0.0
        self.scores = 0.0
        self.concedes = 0.0
        self.made: bool | None = None

    def add(self, points: int, value: float, tricks: int | None, weight: float = 1.0) -> None:
        self.n += 1
        self.w += weight
        self.points += weight * points
        self.value += weight * value
        if tricks is not None:
            self.tricks += weight * tricks
            self.tricks_n += weight
        if points > 0:
            self.scores += weight
        elif points < 0:
            self.concedes += weight


class ExpertBot:
    """Perfect-information Monte Carlo: samples worlds, solves them, picks the best
    average (see the module text). ``worlds`` is the number of worlds per card
    decision, ``bid_worlds`` per bid, ``discard_worlds`` for the dealer's discard.
    The same ``seed`` and the same view always give the same action.

    ``learned`` (the default) bids from the learned bidding table
    (:mod:`euchre.bots.bidding`) where it covers the decision, and weights the
    sampled worlds by how likely the other seats' bids were (its model of a bidder)
    instead of filtering them with RuleBot. ``learned=False`` is the ExpertBot as it
    was before the table, plain perfect-information Monte Carlo: the baseline the
    benchmarks measure it against (:func:`baseline`).

    ``lone_search`` (the default, with ``learned``) decides a close call between a
    bid alone and with the partner by searching sampled deals (see the module
    text); ``lone_search=False`` takes the table's values as they are. Here the
    dealer holds A♣ J♦ K♦ J♥ 10♠ with K♥ turned up, after three passes:

    >>> from euchre import Deal
    >>> from euchre.bots import RuleBot
    >>> deal = Deal.shuffled(seed=1, dealer=0)
    >>> [deal.apply(RuleBot().act(deal.view(seat))) for seat in (1, 2, 3)]
    [Action('pass'), Action('pass'), Action('pass')]
    >>> ExpertBot(lone_search=False).act(deal.view(0)), ExpertBot().act(deal.view(0))
    (Action('order'), Action('order alone'))
    """

    name = "expert"

    def __init__(
        self,
        seed: int | None = 0,
        *,
        worlds: int = PLAY_WORLDS,
        bid_worlds: int = BID_WORLDS,
        discard_worlds: int = DISCARD_WORLDS,
        learned: bool = True,
        lone_search: bool = True,
    ) -> None:
        if seed is not None:
            int_arg(seed, "seed", None, None, "a bot's seed is a whole number (or None)")
        for name, value in (
            ("worlds", worlds),
            ("bid_worlds", bid_worlds),
            ("discard_worlds", discard_worlds),
        ):
            int_arg(
                value,
                name,
                1,
                100_000,
                "ExpertBot needs at least one world per decision (at most 100,000)",
            )
        self.seed = 0 if seed is None else seed
        self.worlds = worlds
        self.bid_worlds = bid_worlds
        self.discard_worlds = discard_worlds
        self.learned = bool_arg(learned, "learned")
        self.lone_search = bool_arg(lone_search, "lone_search")

    def __repr__(self) -> str:
        extra = "" if self.learned else ", learned=False"
        if not self.lone_search:
            extra += ", lone_search=False"
        return f"ExpertBot(seed={self.seed!r}{extra})"

    def act(self, view: PlayerView) -> Action:
        """The action with the best expected game value (of those a player would
        consider: see :meth:`explain`)."""
        legal = legal_now(view)
        if len(legal) == 1:
            return legal[0]
        return self.explain(view, every=False)[0].action

    def explain(self, view: PlayerView, *, every: bool = True) -> list[Evaluation]:
        """Every legal action with its estimated tricks, points and game value and a
        short reason, best first (ties: more tricks, then the engine's action order).

        >>> from euchre import Deal
        >>> view = Deal.shuffled(seed=2, dealer=0).view(1)
        >>> evals = ExpertBot(seed=0, bid_worlds=4).explain(view)
        >>> sorted(str(e.action) for e in evals) == sorted(str(a) for a in view.legal_actions())
        True

        ``every=False`` evaluates only the actions a player would consider
        (:func:`considered`): at the dealer's discard, not a trump while a side card
        could go, nor a side card above another of its suit. The bot's own choice
        and the coach's hint use it; judging a player's action needs ``every``.
        """
        legal = legal_now(view) if bool_arg(every, "every") else considered(view)
        if view.phase is Phase.NAME:  # named blind: the hand may not be looked at yet
            return [Evaluation(action=a, tricks=0.0, points=0.0, reason=_BLIND) for a in legal]
        rows = bidding.lookup(view) if self.learned else None
        if rows is not None:
            evals = [_table_evaluation(view, a, rows[a]) for a in legal]
            if self.lone_search:
                evals = self._lone_search(view, evals)
            return _ranked(evals, legal)
        rng = _decision_rng(self.seed, view)
        if view.phase is Phase.PLAY:
            tallies = self._play_tallies(view, legal, rng)
        else:
            count = self.discard_worlds if view.phase is Phase.DISCARD else self.bid_worlds
            if view.phase is Phase.PARTNER:
                # A call has up to seventeen choices: the worlds are shared out so
                # that a call costs what an auction's five or six choices do.
                count = max(_FEWEST_WORLDS, min(count, count * _CALL_SHARE // len(legal)))
            tallies = self._bid_tallies(view, legal, rng, count)
        return _ranked([self._evaluation(view, a, tallies[a]) for a in legal], legal)

    def _lone_search(self, view: PlayerView, evals: list[Evaluation]) -> list[Evaluation]:
        """The table's evaluations, with the alone version of the best bid valued by
        search against the partnered one where the table finds them close."""
        by_action = {e.action: e for e in evals}
        bids = [e for e in evals if e.action.kind in (ActionKind.ORDER, ActionKind.CALL)]
        if not bids:
            return evals
        best = max(bids, key=lambda e: e.value).action
        make, alone = (Action(best.kind, best.suit, alone=a) for a in (False, True))
        if make not in by_action or alone not in by_action:
            return evals
        if abs(by_action[alone].points - by_action[make].points) > LONE_MARGIN:
            return evals
        top = max(e.value for e in evals)
        if max(by_action[make].value, by_action[alone].value) < top - LONE_REACH:
            return evals
        rng = _decision_rng(self.seed, view)
        tallies = self._bid_tallies(view, [make, alone], rng, self.bid_worlds)
        partnered, searched = (self._evaluation(view, a, tallies[a]) for a in (make, alone))
        table = by_action[make]
        gain = searched.points - partnered.points
        ev = replace(
            searched,
            points=table.points + gain,
            value=table.value + searched.value - partnered.value,
        )
        by_action[alone] = replace(
            ev,
            reason=(
                f"{_opening(alone, view)}: in {searched.worlds} deals of the cards you cannot "
                f"see, going alone {'gained' if gain >= 0 else 'lost'} {abs(gain):.2f} points "
                f"against {describe_action(make, view)} with your partner (you make it alone "
                f"in {_percent(searched.scores)} of them), expected {signed(ev.points)} points."
            ),
        )
        return [by_action[e.action] for e in evals]

    def _samples(
        self, view: PlayerView, know: Knowledge, rng: random.Random, count: int, full: bool
    ) -> list[tuple[Sample, Deal | None, float]]:
        """``count`` samples with their weights (and, ``full``, their deals when they
        were built): learned, weighted by the model of a bidder where the table
        covers the rules; otherwise kept by RuleBot's filter (weight 1)."""
        ruleset = bidding.ruleset_of(view.rules) if self.learned else None
        if ruleset is None or view.players != 4 or view.upcard is None:
            return [(s, deal, 1.0) for s, deal in _draw(view, know, rng, count, full=full)]
        samples = [know.sample(rng) for _ in range(count)]
        return [(s, None, bidding.world_weight(view, know, s, ruleset)) for s in samples]

    # -------------------------------------------------------------- evaluating

    def _evaluation(self, view: PlayerView, action: Action, tally: _Tally) -> Evaluation:
        n = tally.w if tally.w > 0 else 1.0
        ev = Evaluation(
            action=action,
            tricks=tally.tricks / tally.tricks_n if tally.tricks_n else 0.0,
            points=tally.points / n,
            reason="",
            value=tally.value / n,
            scores=tally.scores / n,
            concedes=tally.concedes / n,
            worlds=tally.n,
            makers=tally.made,
        )
        bidding = view.phase is not Phase.PLAY
        return Evaluation(**{**ev.__dict__, "reason": _reason(action, view, ev, bidding)})

    def _play_tallies(
        self, view: PlayerView, legal: Sequence[Action], rng: random.Random
    ) -> dict[Action, _Tally]:
        assert view.maker is not None
        know = Knowledge.from_view(view)
        trump = NO_TRUMP if view.no_trump else int(view.trump)  # type: ignore[arg-type]
        current = [c.id for _, c in view.current_trick]
        leader = view.current_trick[0][0] if view.current_trick else view.to_act
        assert leader is not None
        team, makers = _side_of(view.sides, view.seat), _side_of(view.sides, view.maker)
        lone = view.defender_alone is not None
        values = {p: _game_value(p, view) for p in range(-4, 5)}
        by_card = {a.card.id: a for a in legal if a.card is not None}
        tallies = {a: _Tally() for a in legal}
        five = view.players == 5
        if five:
            team, makers = 0, 0  # per world: side 0 is the maker and the partner
        for a in legal:
            tallies[a].made = team == makers
        points_of = self._points_of(view)
        alone = view.maker_alone
        for sample, _, weight in self._samples(view, know, rng, self.worlds, full=False):
            hands = sample.hands
            partner = _holder(view, know, hands) if five else None
            if five:
                team = 0 if view.seat in (view.maker, partner) else 1
                for a in legal:
                    tallies[a].made = team == 0
                # a called card in this world's kitty: the maker scores as a loner
                alone = view.maker_alone or partner is None
            result = card_values_state(
                hands,
                trump,
                leader,
                current,
                view.sitting_out,
                view.tricks_won,
                maker=view.maker,
                partner=partner,
            )
            for card, tricks in result.items():
                points = points_of(tricks, team, makers, lone, alone)
                value = values.get(points, float(points))
                tallies[by_card[card]].add(points, value, tricks, weight)
        return tallies

    @staticmethod
    def _points_of(view: PlayerView) -> Callable[[int, int, int, bool, bool], int]:
        """The signed points of the view's deal from a side's final tricks (and
        whether the maker plays alone, which in five-handed can differ by world)."""
        rules = view.rules
        bid, moon = view.high_bid, view.moon

        def points(tricks: int, team: int, makers: int, lone: bool, alone: bool) -> int:
            return signed_points(tricks, team, makers, alone, lone, rules, bid=bid, moon=moon)

        return points

    def _bid_tallies(
        self, view: PlayerView, legal: Sequence[Action], rng: random.Random, count: int
    ) -> dict[Action, _Tally]:
        tallies = {a: _Tally() for a in legal}
        values: dict[int, float] = {}
        know = Knowledge.from_view(view)
        for sample, built, weight in self._samples(view, know, rng, count, full=True):
            world = built if built is not None else world_from_sample(view, know, sample, rng)
            for action in legal:
                deal = world.copy()
                deal.apply(action)
                finish_bidding(deal)
                tally = tallies[action]
                if deal.maker is None:
                    tally.add(0, 0.0, None, weight)
                    continue
                # (the sides once trump is made: in cutthroat the maker against the two)
                team = _side_of(deal.sides, view.seat)
                makers = _side_of(deal.sides, deal.maker)
                tricks = solve(deal).tricks[team]
                if action.makes_trump:
                    tally.made = True
                elif tally.made is None and action.kind is not ActionKind.PASS:
                    tally.made = team == makers
                points = signed_points(
                    tricks,
                    team,
                    makers,
                    deal.plays_alone,
                    deal.defender_alone is not None,
                    view.rules,
                    bid=deal.high_bid,
                    moon=deal.moon,
                )
                if points not in values:
                    values[points] = _game_value(points, view)
                tally.add(points, values[points], tricks, weight)
        return tallies


def considered(view: PlayerView) -> list[Action]:
    """The legal actions of ``view`` a player would consider. At the dealer's discard
    (with a trump suit) these are the lowest card of each side suit, or every card
    when all are trumps; everywhere else, all of them. Over 150 discards of
    shuffled deals, the best of these was the best of all six in 149, at 2.5
    evaluations instead of 6.

    >>> from euchre import Deal
    >>> deal = Deal.new(dealer=0, hands=["9C KC KD AD QS", "TC QC TD JD JS",
    ...                                  "AC 9D QD 9H TH", "JC AH KH QH 9S"],
    ...                 kitty="JH TS KS AS")
    >>> for bid in ["pass", "pass", "pass", "order"]:
    ...     _ = deal.apply(bid)
    >>> [str(a) for a in considered(deal.view(0))]
    ['discard 9C', 'discard QS', 'discard KD']
    """
    view = check_view(view)
    legal = legal_now(view)
    if view.phase is not Phase.DISCARD or view.trump is None or view.no_trump:
        return legal
    trump = view.trump
    lowest: dict[int, Action] = {}
    for action in legal:
        card = action.card
        if card is None or is_trump(card, trump):
            continue
        kept = lowest.get(card.suit)
        if kept is None or (kept.card is not None and card.rank < kept.card.rank):
            lowest[card.suit] = action
    if not lowest:
        return legal
    keep = set(lowest.values())
    return [a for a in legal if a in keep]


#: Why every suit is as good as another for the joker turned up: the dealer names it
#: before looking at their hand (the rule the book and the rule bot keep).
_BLIND = "Named before looking at the hand, as the rule says: one suit is as good as another."


def _ranked(evals: list[Evaluation], legal: Sequence[Action]) -> list[Evaluation]:
    """Best first: the higher value, then more tricks, then the engine's action order."""
    order = {a: i for i, a in enumerate(legal)}
    evals.sort(key=lambda e: (-round(e.value, 9), -round(e.tricks, 9), order[e.action]))
    return evals


def _table_evaluation(view: PlayerView, action: Action, row: bidding.Cell) -> Evaluation:
    """A bid valued from its cell of the learned bidding table."""
    deals = row.deals
    points = sum(p * n for p, n in row.points.items()) / deals
    value = sum(_game_value(p, view) * n for p, n in row.points.items()) / deals
    makes = action.kind is not ActionKind.PASS
    ev = Evaluation(
        action=action,
        tricks=row.tricks,
        points=points,
        reason="",
        value=value,
        scores=sum(n for p, n in row.points.items() if p > 0) / deals,
        concedes=sum(n for p, n in row.points.items() if p < 0) / deals,
        worlds=deals,
        makers=True if makes else None,
    )
    return Evaluation(**{**ev.__dict__, "reason": _table_reason(action, view, ev, row)})


def table_deals_words(deals: int) -> str:
    """Where a bid's value read from the learned table comes from, as its reason says
    it. The table's deals were played out by RuleBot in every seat: its values hold
    against players who bid and play by the rules of thumb, and the words say so.

    >>> table_deals_words(1200)
    'in 1,200 deals with a hand like this, played out by the textbook bots'
    """
    int_arg(deals, "deals", 0, None, "a number of deals, 0 or more")
    return f"in {deals:,} deals with a hand like this, played out by the textbook bots"


def _table_reason(action: Action, view: PlayerView, ev: Evaluation, row: bidding.Cell) -> str:
    what = _opening(action, view)
    money = f"expected {signed(ev.points)} points"
    if view.rules.negative_scores:  # Bid Euchre: both sides score in every deal
        money += " (yours less theirs)"
    like = table_deals_words(row.deals)
    if action.kind is ActionKind.PASS:
        gives = ev.concedes
        return f"{what}: {money} {like}; the other side then scored in {_percent(gives)} of them."
    who = "you make it alone" if action.alone else "your side makes it"
    return f"{what}: {who} {_percent(row.made)} of the time {like}, {money}."


@register("expert")
def _expert_factory(seed: int) -> Bot:
    return ExpertBot(seed=seed)


def baseline(seed: int) -> Bot:
    """The baseline the benchmarks measure the ExpertBot against: the ExpertBot as it
    was before the learned bidding table, ``ExpertBot(seed, learned=False)`` (not in
    the bot registry, so the play table's menu does not offer it)."""
    return ExpertBot(seed=seed, learned=False)
