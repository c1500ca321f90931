"""The strategy chapter's experiments: which deals, which forced decisions, which bots.

The chapter "Strategy, measured" tests rules of thumb on thousands of seeded
deals. Playing them all takes minutes with RuleBot and longer with ExpertBot (the
file records how long), too long for every build of the book, so
``benchmarks/strategy_data.py`` runs the experiments once and writes every deal and
every outcome to ``data/strategy/strategy.json.gz``. This module is the one definition of the
experiments, used both by that script and by the book, which re-plays a sample of
the recorded deals at build time (:func:`verify`) and fails if any differs.

A deal is recorded as text, :func:`deal_text`, and rebuilt with :func:`deal_from_text`:

>>> from euchre import Deal
>>> deal = Deal.shuffled(seed=4, dealer=2)
>>> deal_from_text(deal_text(deal)).dealt == deal.dealt
True

Each claim has a function that plays one deal both ways and returns a small record
of plain numbers (see :func:`play_record`); the same function, run again on the same
deal with the same bots, must give the same record.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .actions import Action
from .bots.base import Bot
from .bots.expert_bot import ExpertBot
from .bots.rule_bot import RuleBot, hand_count
from .cards import Card, Suit
from .deal import Deal, Phase
from .errors import EuchreError, UnknownNameError, shown
from .measure import (
    Estimate,
    LeadTrumpBot,
    Outcome,
    advance,
    find_deals,
    holding,
    play_variants,
    team_points,
    try_action,
)
from .rules import Rules
from .tournament import play_deal
from .trump import EFFECTIVE

__all__ = [
    "CLAIMS",
    "DISCARD_FACTS",
    "EXPERT_SETTINGS",
    "KINDS1",
    "KINDS2",
    "KINDS3",
    "PLAY_VARIANTS",
    "Claim",
    "VoidWorth",
    "at_decision",
    "deal_from_text",
    "deal_text",
    "discard_deals",
    "discard_record",
    "discard_void_worth",
    "expert_bots",
    "first_trumps",
    "play_record",
    "rule_bots",
    "sample_deals",
    "verify",
]

#: The ExpertBot used at the table in the expert measurements: fewer worlds per
#: decision than the default (80 per card or bid, 24 per discard), so that more of
#: its deals fit in the script's time (``--expert-seconds``).
EXPERT_SETTINGS: Mapping[str, int] = {"worlds": 16, "bid_worlds": 16, "discard_worlds": 8}

_RULE = RuleBot()


def rule_bots() -> list[Bot]:
    """RuleBot in all four seats."""
    return [_RULE] * 4


def expert_bots() -> list[Bot]:
    """ExpertBot in all four seats (seed = seat number, :data:`EXPERT_SETTINGS`), as
    it played when the games were recorded: plain perfect-information Monte Carlo,
    before the learned bidding table (``learned=False``)."""
    settings = EXPERT_SETTINGS
    return [
        ExpertBot(
            seed=s,
            learned=False,
            worlds=settings["worlds"],
            bid_worlds=settings["bid_worlds"],
            discard_worlds=settings["discard_worlds"],
        )
        for s in range(4)
    ]


# ------------------------------------------------------------------ deals as text


def deal_text(deal: Deal) -> str:
    """The deal's cards as text: the dealer, the four hands as dealt, the kitty
    (upcard first), separated by ``|``.

    >>> from euchre import Deal
    >>> deal_text(Deal.shuffled(seed=1, dealer=0))[:2]
    '0|'
    """
    hands = [" ".join(c.code for c in deal.dealt_hand(s)) for s in range(4)]
    kitty = " ".join(Card.from_id(c).code for c in deal.kitty)
    return "|".join([str(deal.dealer), *hands, kitty])


def deal_from_text(text: str, rules: Rules | None = None) -> Deal:
    """The deal written by :func:`deal_text`, before anyone has acted, at a table of
    ``rules`` (a house rule that does not change the cards, such as the lead against
    a loner)."""
    parts = text.split("|") if isinstance(text, str) else []
    if len(parts) != 6 or not parts[0].isdigit():
        raise EuchreError(
            f"{shown(text)} is not a deal as deal_text writes it: the dealer's seat, the "
            "four hands and the kitty, separated by '|', like '0|9C TC ...|...|...|...|JS QS KS AS'."
        )
    dealer, *hands, kitty = parts
    return Deal.new(dealer=int(dealer), hands=hands, kitty=kitty, rules=rules or Rules())


# ------------------------------------------------------------------ the claims


def eldest(deal: Deal) -> int:
    """The seat left of the dealer: first to speak."""
    return (deal.dealer + 1) % 4


KINDS1 = (
    "both bowers",
    "right bower + 2 trumps",
    "right bower + 1 trump",
    "left bower + 2 trumps",
    "3 trumps, no bower",
)
KINDS2 = (
    "3+ trumps with a bower",
    "3+ trumps, no bower",
    "2 trumps + off-suit ace",
    "2 trumps, no off-suit ace",
)
KINDS3 = (
    "top three + off-suit ace",
    "top three + 4th trump",
    "top three only",
    "bowers + low trump + off-suit ace",
)


def _upcard(deal: Deal) -> Card:
    """The upcard of a deal of a form that turns one up (these experiments are of the
    four-handed game)."""
    upcard = deal.upcard
    if upcard is None:
        raise EuchreError("These measurements need a deal with an upcard (not Bid Euchre).")
    return upcard


def _kind1(deal: Deal) -> str | None:
    h = holding(deal.dealt_hand(eldest(deal)), _upcard(deal).suit)
    if h.right and h.left:
        return KINDS1[0]
    if h.right and h.trumps >= 3:
        return KINDS1[1]
    if h.right and h.trumps == 2:
        return KINDS1[2]
    if h.left and h.trumps >= 3:
        return KINDS1[3]
    if h.trumps >= 3:
        return KINDS1[4]
    return None


def first_trumps(deal: Deal) -> int:
    """How many trumps the first claim's player (the dealer's left) was dealt, the
    upcard's suit trump. A kind of the first claim spans several counts ("both
    bowers" is the two jacks alone, or with more trumps), which do not bid alike.

    >>> deal = Deal.shuffled(seed=4, dealer=0)  # West: J♠ 10♠, under the K♠
    >>> first_trumps(deal), CLAIMS["order"].classify(deal)
    (2, 'right bower + 1 trump')
    """
    return holding(deal.dealt_hand(eldest(deal)), _upcard(deal).suit).trumps


def best_call(deal: Deal) -> tuple[str, Suit] | None:
    """The kind and suit of the best second-round call for the player to act."""
    seat = deal.to_act
    assert seat is not None
    hand = deal.hand(seat)
    best: tuple[tuple[int, float, int], str, Suit] | None = None
    for suit in Suit:
        if suit is _upcard(deal).suit:
            continue
        h = holding(hand, suit)
        if h.trumps >= 3:
            kind = KINDS2[0] if h.bowers else KINDS2[1]
        elif h.trumps == 2:
            kind = KINDS2[2] if h.off_aces else KINDS2[3]
        else:
            continue
        key = (KINDS2.index(kind), -hand_count(hand, suit), int(suit))
        if best is None or key < best[0]:
            best = (key, kind, suit)
    return None if best is None else (best[1], best[2])


def _kind2(deal: Deal) -> str | None:
    if deal.phase is not Phase.CALL or deal.to_act != eldest(deal):
        return None
    found = best_call(deal)
    return None if found is None else found[0]


def _kind3_cards(upcard: Card, hand: Sequence[Card]) -> str | None:
    h = holding(hand, upcard.suit)
    if not (h.right and h.left):
        return None
    if h.ace and h.off_aces:
        return KINDS3[0]
    if h.ace and h.trumps >= 4:
        return KINDS3[1]
    if h.ace:
        return KINDS3[2]
    if h.trumps >= 3 and h.off_aces:
        return KINDS3[3]
    return None


def _kind3(deal: Deal) -> str | None:
    return _kind3_cards(_upcard(deal), deal.dealt_hand(eldest(deal)))


def _first_round(offset: int) -> Callable[[Deal], str | None]:
    def kind(deal: Deal) -> str | None:
        at_seat = deal.to_act == (deal.dealer + offset) % 4
        return "deal" if deal.phase is Phase.ORDER and at_seat else None

    return kind


def _decision_at(offset: int) -> Callable[[Deal], bool]:
    return lambda d: d.phase is not Phase.ORDER or d.to_act == (d.dealer + offset) % 4


def _not_order(deal: Deal) -> bool:
    return deal.phase is not Phase.ORDER


def _at_play(deal: Deal) -> bool:
    return deal.phase is Phase.PLAY


def _play_kind(deal: Deal) -> str | None:
    return None if deal.maker_alone else "play"


@dataclass(frozen=True)
class Claim:
    """One experiment: how its deals are found (``seed``, ``kinds``, the bots that
    bid up to the decision, ``until``) and what is played on each."""

    key: str
    seed: int
    kinds: tuple[str, ...]
    classify: Callable[[Deal], str | None]
    until: Callable[[Deal], bool] | None = None
    prefilter: Callable[[Card, tuple[Card, ...]], bool] | None = None


CLAIMS: Mapping[str, Claim] = {
    c.key: c
    for c in (
        Claim("order", 701, KINDS1, _kind1),
        Claim("call", 702, KINDS2, _kind2, until=_not_order),
        Claim(
            "alone",
            703,
            KINDS3,
            _kind3,
            prefilter=lambda up, hand: _kind3_cards(up, hand) is not None,
        ),
        Claim("play", 704, ("play",), _play_kind, until=_at_play),
        Claim("partner", 706, ("deal",), _first_round(2), until=_decision_at(2)),
        Claim("opponent", 707, ("deal",), _first_round(1)),
    )
}


def sample_deals(key: str, count: int) -> dict[str, list[Deal]]:
    """The first ``count`` deals of each kind of claim ``key``, at the decision."""
    claim = CLAIMS[key]
    return find_deals(
        claim.classify,
        {k: count for k in claim.kinds},
        seed=claim.seed,
        bots=rule_bots() if claim.until is not None else None,
        until=claim.until,
        prefilter=claim.prefilter,
    )


def at_decision(key: str, text: str) -> Deal:
    """The recorded deal ``text`` of claim ``key``, bid by RuleBot up to the decision."""
    if not isinstance(key, str) or key not in CLAIMS:
        raise UnknownNameError(f"{shown(key)} is not a claim: give one of {', '.join(CLAIMS)}.")
    deal = deal_from_text(text)
    until = CLAIMS[key].until
    if until is not None:
        advance(deal, rule_bots(), until)
    return deal


# ------------------------------------------------------------------ playing one deal


def _outcome(o: Outcome) -> list[int | None]:
    """``[points, makers (1 or 0), tricks, double-dummy tricks or None]``."""
    return [o.points, int(o.makers), o.tricks, o.double_dummy]


_NO18, _NO1617, _NO3 = RuleBot(exclude={18}), RuleBot(exclude={16, 17}), RuleBot(exclude={3})
#: The card-play changes the strategy chapter measures, by name: the bot for the
#: makers, the bot for the defenders, and which team's play changed.
#:
#: :meta hide-value:
PLAY_VARIANTS: Mapping[str, tuple[Bot, Bot, str]] = {
    # name: (bot for the makers, bot for the defenders, the team that changed)
    "makers: no ace leads": (_NO18, _RULE, "makers"),
    "defenders: no ace leads": (_RULE, _NO18, "defenders"),
    "defenders: lead highest trump": (_RULE, LeadTrumpBot(_RULE, high=True), "defenders"),
    "defenders: lead lowest trump": (_RULE, LeadTrumpBot(_RULE, high=False), "defenders"),
    "makers: no trump leads": (_NO1617, _RULE, "makers"),
}


def _is_order(action: Action) -> bool:
    return action.kind is not Action.pass_().kind


def play_record(key: str, deal: Deal, bots: Sequence[Bot], *, double_dummy: bool) -> dict[str, Any]:
    """Play ``deal`` (at the decision of claim ``key``) both ways with ``bots``.

    ``"order"``, ``"partner"``, ``"opponent"``: ``a`` is ordering up, ``b`` passing.
    ``"call"``: ``a`` is naming the best suit, ``b`` passing. ``"alone"``: ``a`` is
    ordering up alone, ``b`` with the partner. Each is an outcome list (see
    ``_outcome``); ``double_dummy`` adds the solver's tricks to ``a`` (to both for
    ``"alone"``). ``"partner"`` and ``"opponent"`` also record the hand count and
    what RuleBot (with and without its rule 3) would do. ``"play"`` records, for
    each of :data:`PLAY_VARIANTS`, the change in points of the team that changed
    its play, the changed team playing RuleBot's variant and the other team
    ``bots``.
    """
    if key == "play":
        assert deal.maker is not None and deal.trump is not None
        makers = deal.maker % 2
        base = [_RULE if s % 2 == makers else bots[s] for s in range(4)]
        base_f = [bots[s] if s % 2 == makers else _RULE for s in range(4)]
        change: dict[str, int] = {}
        for team, ours in (("makers", base), ("defenders", base_f)):
            variants = {
                name: [
                    (m if s % 2 == makers else f) if ours[s] is _RULE else ours[s] for s in range(4)
                ]
                for name, (m, f, changed) in PLAY_VARIANTS.items()
                if changed == team
            }
            start, results = play_variants(deal, ours, variants)
            for name, result in results.items():
                delta = team_points(result, deal.maker) - team_points(start, deal.maker)
                change[name] = delta if team == "makers" else -delta
        change = {name: change[name] for name in PLAY_VARIANTS}
        return {
            "change": change,
            "second_round": int(deal.upcard_turned_down),
            "maker_trumps": holding(deal.hand(deal.maker), deal.trump).trumps,
        }
    if key == "call":
        found = best_call(deal)
        assert found is not None
        first: Action | str = Action.call(found[1])
        second: Action | str = "pass"
    elif key == "alone":
        first, second = "order alone", "order"
    else:
        first, second = "order", "pass"
    a = try_action(deal, first, bots, double_dummy=double_dummy)
    b = try_action(deal, second, bots, double_dummy=double_dummy and key == "alone")
    record: dict[str, Any] = {"a": _outcome(a), "b": _outcome(b)}
    if key in ("partner", "opponent"):
        seat = deal.to_act
        assert seat is not None
        record["count"] = hand_count(deal.hand(seat), _upcard(deal).suit)
        record["bot_orders"] = int(_is_order(_RULE.act(deal.view(seat))))
        record["no3_orders"] = int(_is_order(_NO3.act(deal.view(seat))))
    return record


# ------------------------------------------------------------------ the discard


#: What :func:`discard_record` records after a pick-up, one digit (1 or 0) each: the
#: dealer's discard was by rule 13 (to make a void); it is a plain card; the dealer is
#: now void in its suit; holds at most one card of it; the player on the dealer's
#: left is void in it; the dealer is void in some plain suit after the discard; the
#: dealer was void in some plain suit as dealt; the player on the dealer's left is
#: void in some plain suit.
DISCARD_FACTS = (
    "rule13",
    "plain",
    "void",
    "short",
    "eldest_void",
    "dealer_any",
    "dealer_any_before",
    "eldest_any",
)


def discard_record(deal: Deal, bots: Sequence[Bot]) -> str | None:
    """Let ``bots`` bid ``deal`` past the dealer's discard; ``None`` unless the dealer
    picked up, otherwise the digits of :data:`DISCARD_FACTS`."""
    advance(deal, bots, _not_order)
    if deal.phase is not Phase.DISCARD:
        return None
    rule13 = _RULE.explain(deal.view(deal.dealer)).rule.number == 13
    advance(deal, bots, lambda x: x.phase is not Phase.DISCARD)
    assert deal.trump is not None and deal.discard is not None
    t = int(deal.trump)
    plain = [s for s in range(4) if s != t]

    def suits(hand: Sequence[Card]) -> set[int]:
        return {EFFECTIVE[t][c.id] for c in hand}

    after = suits(deal.hand(deal.dealer))
    before = suits(deal.dealt_hand(deal.dealer))
    left = suits(deal.hand(eldest(deal)))
    s = EFFECTIVE[t][deal.discard.id]
    kept = sum(1 for c in deal.hand(deal.dealer) if EFFECTIVE[t][c.id] == s)
    facts = (
        rule13,
        s != t,
        s != t and kept == 0,
        s != t and kept <= 1,
        s != t and s not in left,
        any(p not in after for p in plain),
        any(p not in before for p in plain),
        any(p not in left for p in plain),
    )
    return "".join("1" if f else "0" for f in facts)


DISCARD_SEED = 705


def discard_deals(count: int) -> list[Deal]:
    """The claim's ``count`` seeded deals, the dealer turning round the table."""
    rng = random.Random(DISCARD_SEED)
    return [Deal.shuffled(seed=rng, dealer=i % 4) for i in range(count)]


@dataclass(frozen=True)
class VoidWorth:
    """What :func:`discard_void_worth` found."""

    deals: int  #: deals dealt
    pickups: int  #: deals where the dealer picked up and discarded
    changed: int  #: pick-ups where the discard to a void was not the lowest card
    gain: Estimate  #: points a changed deal to the dealer's side, the void less the lowest


def discard_void_worth(count: int) -> VoidWorth:
    """The bidding chapter's advice "as dealer, discard to make yourself void",
    measured: on ``count`` of the claim's seeded deals (:func:`discard_deals`) bid by
    RuleBots, wherever the dealer picks up and RuleBot's rule 13 (a lone card of a
    plain suit, to make a void) throws another card than rule 14 would (the lowest
    card that is neither trump nor an ace), the deal is played out by RuleBots both
    ways: the points to the dealer's side with the void, less with the lowest card.

    >>> worth = discard_void_worth(40)
    >>> worth.deals, worth.pickups >= worth.changed > 0
    (40, True)
    """
    lowest = RuleBot(exclude={13})
    pickups, gains = 0, []
    deals = discard_deals(count)
    for deal in deals:
        advance(deal, [_RULE] * 4, lambda d: d.phase not in (Phase.ORDER, Phase.CALL))
        if deal.phase is not Phase.DISCARD or deal.to_act is None:
            continue
        pickups += 1
        view = deal.view(deal.to_act)
        void, low = _RULE.act(view), lowest.act(view)
        if void == low:
            continue
        points = []
        for discard in (void, low):
            played = deal.copy()
            played.apply(discard)
            points.append(team_points(play_deal(played, [_RULE] * 4), deal.dealer))
        gains.append(points[0] - points[1])
    return VoidWorth(len(deals), pickups, len(gains), Estimate.mean(gains))


# ------------------------------------------------------------------ checking the file


def _replays_as_recorded(key: str, kind: str, row: Mapping[str, Any], who: str) -> None:
    """Play a recorded deal again with the bots it was recorded with (``"RuleBot"``
    double dummy, ``"ExpertBot"`` not) and raise if the result differs."""
    rule = who == "RuleBot"
    bots = rule_bots() if rule else expert_bots()
    again = play_record(key, at_decision(key, row["deal"]), bots, double_dummy=rule)
    if again != row["result"]:
        raise EuchreError(
            f"{key}/{kind}: deal {row['deal']} plays {again} with {who}, recorded {row['result']}."
        )


def verify(data: Mapping[str, Any], *, per_kind: int = 2, expert: int = 1) -> int:
    """Re-play a sample of the recorded deals and raise :class:`~euchre.errors.EuchreError`
    (a ``ValueError``) if any result differs from ``data`` (the contents of
    ``data/strategy/strategy.json.gz``).

    For every claim and kind: the first ``per_kind`` deals must be the ones the seeds
    give, and must play out as recorded with RuleBot; the first ``expert`` deals of
    each kind must also play out as recorded with ExpertBot. Returns the number of
    deals re-played.
    """
    claims = data.get("claims") if isinstance(data, Mapping) else None
    if not isinstance(claims, Mapping) or not set(CLAIMS) <= set(claims):
        raise EuchreError(
            "verify takes the recorded games, data/strategy/strategy.json.gz as json reads "
            f"it: a dict whose 'claims' holds {', '.join(CLAIMS)}; not {shown(data)}."
        )
    checked = 0
    for key, claim in CLAIMS.items():
        block = data["claims"][key]
        fresh = sample_deals(key, per_kind)
        for kind in claim.kinds:
            rows = block["rule"][kind]
            for deal, row in zip(fresh[kind], rows[:per_kind], strict=True):
                if deal_text(deal) != row["deal"]:
                    raise EuchreError(f"{key}/{kind}: the seed no longer gives the recorded deal.")
                _replays_as_recorded(key, kind, row, "RuleBot")
                checked += 1
            for row in block["expert"].get(kind, [])[:expert]:
                _replays_as_recorded(key, kind, row, "ExpertBot")
                checked += 1
    for who, bots, count in (
        ("rule", rule_bots(), per_kind * 4),
        ("expert", expert_bots(), expert),
    ):
        rows5 = data["claims"]["discard"][who][:count]
        for deal, row in zip(discard_deals(len(rows5)), rows5, strict=True):
            if discard_record(deal, bots) != row:
                raise EuchreError(
                    f"discard: deal {deal_text(deal)} is not bid as recorded ({who})."
                )
            checked += 1
    return checked
