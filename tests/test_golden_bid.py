"""Golden counts for Bid Euchre (RULES 9.3) and five-handed call-your-partner Euchre
(RULES 9.4): the number of distinct legal action sequences from fixed positions, and
the points summed over the sequences that end the deal.

Like chess's perft, each count is a fingerprint of the rules: a wrong bid ladder, a
stuck dealer allowed to pass, a moon that does not end the auction, a called card
allowed in the maker's own hand, a wrong leader or trick winner, a partner scored when
the card was in the kitty, changes a number. The counts were computed once by the
independent brute force of ``tests/bid_minimax.py`` (which imports nothing from
``euchre``) and are written down here; the tests check that walking the engine's
``legal_actions``/``apply`` on copies gives them, and that the brute force still does.

Whole deals of six tricks are far too many to walk (tens of millions of sequences), so
the positions either stop at a depth (``depth``: the auction, the naming of trump, the
moon's exchange, the two bidding rounds, the dealer's discard and the partner call, to
the first cards) or start after the second trick and go to the end of the deal.
"""

from __future__ import annotations

import doctest
import random
from dataclasses import dataclass, field

import bid_minimax
import pytest
from bid_minimax import BidEuchre, FiveHanded, tally

from euchre import Card, Deal, Rules


@dataclass(frozen=True)
class Golden:
    name: str
    #: "bid_euchre" or "five_handed": the preset, changed by ``options``
    form: str
    options: dict[str, object]
    dealer: int
    hands: tuple[str, ...]
    #: Bid Euchre: the unseen card of the joker deck ("" without it); five-handed: the
    #: three cards of the kitty, the upcard first
    kitty: str
    #: the actions before the count starts
    moves: tuple[str, ...]
    #: count the sequences of this many actions (None: to the end of the deal)
    depth: int | None
    leaves: int
    #: how many of the sequences end the deal (a throw-in, or the last trick)
    ended: int
    #: each scorer's points (teams in Bid Euchre, players in five-handed), summed over
    #: the sequences that end the deal
    points: tuple[int, ...]
    rules: Rules = field(init=False)

    def __post_init__(self) -> None:
        base = Rules.bid_euchre() if self.form == "bid_euchre" else Rules.five_handed()
        object.__setattr__(self, "rules", base.replace(**self.options))


GOLDEN: tuple[Golden, ...] = (
    Golden(
        name="the auction, trump and the moon's exchange to the first lead",
        form="bid_euchre",
        options={"shoot_the_moon": True, "allow_no_trump": True},
        dealer=1,
        hands=("AC JS AS KD AD QD", "TD JH JD TH 9C TS", "9D KS KC QC AH QH", "QS 9S JC 9H KH TC"),
        kitty="",
        moves=(),
        depth=6,
        leaves=16020,
        ended=0,
        points=(0, 0),
    ),
    Golden(
        name="everyone may pass: thrown in",
        form="bid_euchre",
        options={"stick_the_dealer": False},
        dealer=1,
        hands=("AH QD JD AD KH JH", "TC QC TH 9S AS TD", "QS 9H KD 9D TS QH", "9C KC AC JS JC KS"),
        kitty="",
        moves=(),
        depth=5,
        leaves=277,
        ended=1,
        points=(0, 0),
    ),
    Golden(
        name="a stuck dealer bids 3",
        form="bid_euchre",
        options={},
        dealer=3,
        hands=("9H KH TS AD KS KC", "AS JH QD KD QC TD", "AH TH JC 9C QS AC", "9S JS QH TC JD 9D"),
        kitty="",
        moves=(
            "pass",
            "pass",
            "pass",
            "bid 3",
            "trump C",
            "play JD",
            "play AD",
            "play QD",
            "play AC",
            "play 9C",
            "play JS",
            "play KC",
            "play QC",
        ),
        depth=None,
        leaves=5808,
        ended=5808,
        points=(15616, 14764),
    ),
    Golden(
        name="West bids 5, diamonds, the joker unseen",
        form="bid_euchre",
        options={"joker": True, "allow_no_trump": True},
        dealer=2,
        hands=("KC QC AC QH KH TS", "TD 9S AH 9H JC JD", "JH JS 9C QS TC 9D", "KD KS QD JK AD TH"),
        kitty="AS",
        moves=(
            "bid 3",
            "bid 4",
            "bid 5",
            "pass",
            "trump D",
            "play 9H",
            "play 9C",
            "play TH",
            "play KH",
            "play KC",
            "play JC",
            "play TC",
            "play QD",
        ),
        depth=None,
        leaves=4720,
        ended=4720,
        points=(6080, 10000),
    ),
    Golden(
        name="no trump with the joker",
        form="bid_euchre",
        options={"joker": True, "allow_no_trump": True},
        dealer=0,
        hands=("JD AD AC JS 9D KH", "9C JC QS JH QC TH", "9H KC JK QD QH AH", "TS TD KS KD TC AS"),
        kitty="9S",
        moves=(
            "pass",
            "bid 3",
            "bid 4",
            "pass",
            "trump N",
            "play TD",
            "play AD",
            "play TH",
            "play QD",
            "play 9D",
            "play JC",
            "play 9H",
            "play KD",
        ),
        depth=None,
        leaves=4432,
        ended=4432,
        points=(14996, -9792),
    ),
    Golden(
        name="a bid of 6 in spades",
        form="bid_euchre",
        options={"allow_no_trump": True},
        dealer=1,
        hands=("JC KH KD QS TD 9C", "QC AS QD AC TH TC", "JD TS JH 9S QH JS", "9D KC AH 9H KS AD"),
        kitty="",
        moves=(
            "bid 6",
            "pass",
            "pass",
            "pass",
            "trump S",
            "play TS",
            "play KS",
            "play QS",
            "play AS",
            "play QD",
            "play JD",
            "play AD",
            "play TD",
        ),
        depth=None,
        leaves=5760,
        ended=5760,
        points=(-34560, 16596),
    ),
    Golden(
        name="a moon in spades",
        form="bid_euchre",
        options={"shoot_the_moon": True, "allow_no_trump": True},
        dealer=2,
        hands=("KC 9S JD KD JS AH", "QC TD TS JC KS 9H", "JH TC AD AC QH TH", "9C AS QS QD 9D KH"),
        kitty="",
        moves=(
            "bid 6",
            "pass",
            "moon",
            "trump S",
            "give QS",
            "discard JC",
            "play TD",
            "play AD",
            "play KD",
            "play TH",
            "play AH",
            "play 9H",
        ),
        depth=None,
        leaves=3048,
        ended=3048,
        points=(12084, -36576),
    ),
    Golden(
        name="round 1, the discard and the partner call, to the first cards",
        form="five_handed",
        options={},
        dealer=0,
        hands=(
            "8S JH TH QD 9D",
            "8C 9S KD QS QH",
            "KS AD 9C 8H KH",
            "9H TS KC TD AH",
            "JS QC TC 8D JD",
        ),
        kitty="AC JC AS",
        moves=(),
        depth=7,
        leaves=6076,
        ended=0,
        points=(0, 0, 0, 0, 0),
    ),
    Golden(
        name="round 2 with a stuck dealer, aces called, no trump",
        form="five_handed",
        options={"stick_the_dealer": True, "call_ace": True, "allow_no_trump": True},
        dealer=3,
        hands=(
            "9H AD KH AC 8D",
            "9D JC TH TD JH",
            "AS KS JD 8S QC",
            "TC KD 8C 8H AH",
            "KC JS QS TS 9C",
        ),
        kitty="QD QH 9S",
        moves=("pass", "pass", "pass", "pass", "pass", "pass", "pass", "pass", "pass"),
        depth=4,
        leaves=394,
        ended=0,
        points=(0, 0, 0, 0, 0),
    ),
    Golden(
        name="the call and the first trick",
        form="five_handed",
        options={},
        dealer=4,
        hands=(
            "KS JD 8S JC KH",
            "QD 8D JS 9S QH",
            "9H KC AD TD AC",
            "AH 8H AS QC TH",
            "8C KD 9D 9C TC",
        ),
        kitty="TS QS JH",
        moves=("order", "discard KD"),
        depth=6,
        leaves=1170,
        ended=0,
        points=(0, 0, 0, 0, 0),
    ),
    Golden(
        name="hearts, the ace of diamonds called",
        form="five_handed",
        options={},
        dealer=2,
        hands=(
            "8S KC QD JS 8C",
            "AC 9C 9S JH QC",
            "QS KS JC QH TH",
            "JD KH AH 9H TC",
            "TD KD 9D TS AD",
        ),
        kitty="8H 8D AS",
        moves=(
            "pass",
            "pass",
            "pass",
            "order",
            "discard 8H",
            "partner AD",
            "play 9H",
            "play TS",
            "play KC",
            "play JH",
            "play TH",
            "play 9S",
            "play KS",
            "play KH",
            "play AD",
            "play JS",
        ),
        depth=None,
        leaves=1416,
        ended=1416,
        points=(2832, 0, 2832, 2832, 0),
    ),
    Golden(
        name="the called card is in the kitty",
        form="five_handed",
        options={},
        dealer=1,
        hands=(
            "AH TD JC TS JD",
            "TH KD KS KC 8C",
            "TC 8D 8H 9C 9S",
            "8S QS JS KH 9D",
            "9H QH QC AD AS",
        ),
        kitty="AC QD JH",
        moves=(
            "order",
            "discard KD",
            "partner QD",
            "play 9S",
            "play QS",
            "play AS",
            "play TS",
            "play KS",
            "play QH",
            "play AH",
            "play TH",
            "play 8H",
            "play KH",
        ),
        depth=None,
        leaves=48,
        ended=48,
        points=(96, 96, 0, 96, 96),
    ),
    Golden(
        name="a loner against four",
        form="five_handed",
        options={},
        dealer=1,
        hands=(
            "QC QS QD AS 9D",
            "JH JD KH TD KS",
            "9H 8S JC 9S KC",
            "KD TH TS AC AH",
            "9C 8C 8D TC JS",
        ),
        kitty="8H QH AD",
        moves=(
            "order alone",
            "discard TD",
            "play 8S",
            "play TS",
            "play JS",
            "play QS",
            "play KS",
            "play KH",
            "play 9H",
            "play AH",
            "play 8C",
            "play QD",
        ),
        depth=None,
        leaves=2384,
        ended=2384,
        points=(4768, 4768, 0, 4768, 4768),
    ),
    Golden(
        name="an ace called in round 2",
        form="five_handed",
        options={"call_ace": True},
        dealer=2,
        hands=(
            "QD KS KC 9D 9H",
            "8D TH 9S 8H QS",
            "AC 8S TD JD QH",
            "JH AH AS KH 8C",
            "JC 9C TS AD QC",
        ),
        kitty="KD TC JS",
        moves=(
            "pass",
            "pass",
            "pass",
            "pass",
            "pass",
            "pass",
            "call H",
            "partner AS",
            "play AS",
            "play TS",
            "play KS",
            "play QS",
            "play 8S",
            "play KH",
            "play AD",
            "play 9H",
            "play TH",
            "play JD",
        ),
        depth=None,
        leaves=792,
        ended=792,
        points=(0, 0, 0, 792, 792),
    ),
    Golden(
        name="no trump in round 2",
        form="five_handed",
        options={"allow_no_trump": True},
        dealer=4,
        hands=(
            "JS AH 8C JD AD",
            "TS QD 9D AS 9C",
            "8D JC 9H TH KD",
            "QH JH 8H TD KS",
            "TC 9S QC KC AC",
        ),
        kitty="KH QS 8S",
        moves=(
            "pass",
            "pass",
            "pass",
            "pass",
            "pass",
            "call N",
            "partner QC",
            "play JS",
            "play TS",
            "play KD",
            "play KS",
            "play 9S",
            "play TD",
            "play AC",
            "play AD",
            "play QD",
            "play 8D",
        ),
        depth=None,
        leaves=1536,
        ended=1536,
        points=(1440, 192, 192, 192, 1440),
    ),
)


def brute_state(
    rules: Rules, dealer: int, hands: tuple[str, ...], kitty: str
) -> BidEuchre | FiveHanded:
    """The brute force's deal for these rules (its own option names)."""
    if rules.players == 4:
        return BidEuchre(
            dealer=dealer,
            hands=hands,
            unseen=kitty,
            no_trump=rules.allow_no_trump,
            moon=rules.shoot_the_moon,
            stick=rules.stick_the_dealer,
        )
    return FiveHanded(
        dealer=dealer,
        hands=hands,
        kitty=kitty,
        alone=rules.allow_alone,
        stick=rules.stick_the_dealer,
        no_trump=rules.allow_no_trump,
        call_ace=rules.call_ace,
    )


def engine_start(golden: Golden) -> Deal:
    deal = Deal.new(
        dealer=golden.dealer, hands=list(golden.hands), kitty=golden.kitty, rules=golden.rules
    )
    for action in golden.moves:
        deal.apply(action)
    return deal


def brute_start(golden: Golden) -> BidEuchre | FiveHanded:
    state = brute_state(golden.rules, golden.dealer, golden.hands, golden.kitty)
    for action in golden.moves:
        state.apply(action)
    return state


def engine_tally(deal: Deal, depth: int | None = None) -> tuple[int, int, tuple[int, ...]]:
    """(sequences, sequences that end the deal, points summed over those), walking the
    engine's legal actions on copies, with no memo."""
    if deal.is_over:
        assert deal.result is not None
        return 1, 1, tuple(deal.result.points)
    if depth == 0:
        return 1, 0, (0,) * deal.rules.scorers
    leaves = ended = 0
    points = [0] * deal.rules.scorers
    for action in deal.legal_actions():
        child = deal.copy()
        child.apply(action)
        sub = engine_tally(child, None if depth is None else depth - 1)
        leaves, ended = leaves + sub[0], ended + sub[1]
        points = [a + b for a, b in zip(points, sub[2], strict=True)]
    return leaves, ended, tuple(points)


@pytest.mark.parametrize("golden", GOLDEN, ids=lambda g: g.name)
def test_engine_walk_matches_golden_count(golden: Golden) -> None:
    assert engine_tally(engine_start(golden), golden.depth) == (
        golden.leaves,
        golden.ended,
        golden.points,
    )


@pytest.mark.parametrize("golden", GOLDEN, ids=lambda g: g.name)
def test_brute_force_reproduces_golden_count(golden: Golden) -> None:
    found = tally(brute_start(golden), golden.depth)
    assert (found.leaves, found.ended, found.points) == (
        golden.leaves,
        golden.ended,
        golden.points,
    )


@pytest.mark.parametrize("golden", GOLDEN, ids=lambda g: g.name)
def test_engine_and_brute_force_agree_on_the_start(golden: Golden) -> None:
    deal, state = engine_start(golden), brute_start(golden)
    assert sorted(str(a) for a in deal.legal_actions()) == sorted(state.legal())
    assert deal.to_act == state.to_act


def _left_bower_held(state: BidEuchre | FiveHanded) -> bool:
    """In play, with a trump suit, and some hand still holds the left bower."""
    play = state.play
    if play is None or play.trump == bid_minimax.NO_TRUMP:
        return False
    left = "J" + bid_minimax.SISTER[play.trump]
    return any(left in hand for hand in play.hands.values())


def test_golden_counts_pin_down_the_left_bower(monkeypatch: pytest.MonkeyPatch) -> None:
    # A brute force whose left bower keeps its printed suit gets other numbers for
    # the positions where a left bower is still to be played, so the counts catch it.
    starts = [(g, brute_start(g)) for g in GOLDEN]
    pinned = [(g, s) for g, s in starts if _left_bower_held(s)]
    assert len(pinned) >= 4

    def printed_suit(card: str, trump: str) -> str:
        return "*" if card == bid_minimax.JOKER else card[1]

    monkeypatch.setattr(bid_minimax, "suit_of", printed_suit)
    for golden, state in pinned:
        assert tally(state, golden.depth).leaves != golden.leaves, golden.name


def _forms() -> list[tuple[str, Rules]]:
    bid = Rules.bid_euchre()
    five = Rules.five_handed()
    return [
        ("bid", bid),
        ("bid, moon, no trump", bid.replace(shoot_the_moon=True, allow_no_trump=True)),
        ("bid, joker, no stick", bid.replace(joker=True, stick_the_dealer=False)),
        (
            "bid, joker, moon, no trump",
            bid.replace(joker=True, shoot_the_moon=True, allow_no_trump=True),
        ),
        ("five", five),
        ("five, stick, no trump", five.replace(stick_the_dealer=True, allow_no_trump=True)),
        ("five, call ace", five.replace(call_ace=True)),
        (
            "five, no alone, call ace, stick",
            five.replace(allow_alone=False, call_ace=True, stick_the_dealer=True),
        ),
    ]


@pytest.mark.parametrize(("name", "rules"), _forms(), ids=[n for n, _ in _forms()])
def test_engine_and_brute_force_agree_along_random_deals(name: str, rules: Rules) -> None:
    # Every step of 25 seeded random deals: the same legal actions, the same seat to
    # act, the same end and the same points.
    for seed in range(25):
        engine = Deal.shuffled(seed=seed, dealer=seed % rules.players, rules=rules)
        hands = tuple(" ".join(c.code for c in engine.hand(s)) for s in range(rules.players))
        kitty = " ".join(_code(i) for i in engine.kitty)
        state = brute_state(rules, engine.dealer, hands, kitty)
        rng = random.Random(seed)
        while not engine.is_over:
            legal = sorted(str(a) for a in engine.legal_actions())
            assert legal == sorted(state.legal()), (name, seed, engine.history)
            assert engine.to_act == state.to_act, (name, seed, engine.history)
            action = rng.choice(legal)
            engine.apply(action)
            state.apply(action)
        assert state.is_over, (name, seed)
        assert engine.result is not None
        assert tuple(engine.result.points) == state.points, (name, seed, engine.history)


def _code(card_id: int) -> str:
    return Card.from_id(card_id).code


def test_the_brute_force_examples_hold() -> None:
    assert doctest.testmod(bid_minimax).failed == 0
