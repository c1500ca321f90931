"""Golden counts: the number of distinct legal play sequences of fixed deals.

Like chess's perft, each count is a fingerprint of move generation: a wrong follow
rule (a left bower that follows its printed suit, a missed void, a wrong trick
winner deciding the next leader) changes it. The numbers were computed once by the
independent brute force in ``tests/perft.py`` and are written down here; the tests
check that (a) walking ``Deal.legal_actions``/``Deal.apply`` gives the same number
and (b) the brute force still gives it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import perft
import pytest
from perft import count_sequences

from euchre import Deal, Phase, Rules


@dataclass(frozen=True)
class Golden:
    name: str
    hands: tuple[str, str, str, str]
    kitty: str
    #: bids after the four first-round passes (dealer is seat 3, so seat 0 bids first)
    bids: tuple[str, ...]
    trump: str
    leader: int
    out: tuple[int, ...]
    count: int
    rules: Rules = field(default_factory=Rules)


GOLDEN: tuple[Golden, ...] = (
    Golden(
        # Seat 2 holds J♦ (the left bower) with 10♦ and A♦: it follows hearts, and
        # may not follow diamonds.
        name="hearts, four hands",
        hands=("9H 9C 9D AS JS", "KH QD QC QS KS", "TD 9S JH AD JD", "TS QH KC KD AH"),
        kitty="AC TC TH JC",
        bids=("call H",),
        trump="H",
        leader=0,
        out=(),
        count=22648,
    ),
    Golden(
        # Seat 3 holds J♥ (the left bower) with 10♥.
        name="diamonds, four hands",
        hands=("9C 9H QD TS TC", "JD TD KS AS KH", "AC JS AH QS AD", "TH 9S 9D JH QC"),
        kitty="JC KC QH KD",
        bids=("call D",),
        trump="D",
        leader=0,
        out=(),
        count=14992,
    ),
    Golden(
        # Seat 0 goes alone in spades: seat 2 sits out, seat 1 leads, tricks of three.
        name="spades, seat 0 alone",
        hands=("JC TS JD TD TH", "AC KS 9S JH 9H", "TC 9D KD JS KC", "AH QD AS QC KH"),
        kitty="9C AD QH QS",
        bids=("call S alone",),
        trump="S",
        leader=1,
        out=(2,),
        count=9264,
    ),
    Golden(
        # Seat 0 alone, seat 1 defends alone: seats 2 and 3 sit out, tricks of two.
        name="spades, seat 0 alone, seat 1 defends alone",
        hands=("9D KH QS JH TC", "JC AC KD QD TH", "AS 9H QC JD JS", "KS 9C TS QH AD"),
        kitty="KC AH 9S TD",
        bids=("call S alone", "defend alone"),
        trump="S",
        leader=1,
        out=(2, 3),
        count=516,
        rules=Rules(defend_alone=True),
    ),
)


def start(golden: Golden) -> Deal:
    """The deal at the first card of play."""
    deal = Deal.new(dealer=3, hands=list(golden.hands), kitty=golden.kitty, rules=golden.rules)
    for action in ("pass",) * 4 + golden.bids:
        deal.apply(action)
    return deal


def engine_count(deal: Deal) -> int:
    """Distinct legal play sequences from here, walking the engine with copies."""
    if deal.is_over:
        return 1
    total = 0
    for action in deal.legal_actions():
        child = deal.copy()
        child.apply(action)
        total += engine_count(child)
    return total


@pytest.mark.parametrize("golden", GOLDEN, ids=lambda g: g.name)
def test_start_of_play(golden: Golden) -> None:
    deal = start(golden)
    assert deal.phase is Phase.PLAY
    assert deal.trump is not None and deal.trump.letter == golden.trump
    assert deal.to_act == golden.leader
    assert deal.sitting_out == golden.out


@pytest.mark.parametrize("golden", GOLDEN, ids=lambda g: g.name)
def test_engine_walk_matches_golden_count(golden: Golden) -> None:
    assert engine_count(start(golden)) == golden.count


@pytest.mark.parametrize("golden", GOLDEN, ids=lambda g: g.name)
def test_brute_force_reproduces_golden_count(golden: Golden) -> None:
    active = {s: h.split() for s, h in enumerate(golden.hands) if s not in golden.out}
    assert count_sequences(active, trump=golden.trump, leader=golden.leader) == golden.count


def test_golden_counts_pin_down_the_left_bower(monkeypatch: pytest.MonkeyPatch) -> None:
    # A counter whose left bower keeps its printed suit (the classic bug) gets other
    # numbers for the deals with a left bower in play, so the golden counts catch it.
    def printed_suit(card: str, trump: str) -> str:
        return card[1]

    monkeypatch.setattr(perft, "suit_of", printed_suit)
    for golden in GOLDEN[:2]:
        active = {s: h.split() for s, h in enumerate(golden.hands) if s not in golden.out}
        assert count_sequences(active, trump=golden.trump, leader=golden.leader) != golden.count


def test_perft_small_cases() -> None:
    # One trick, everyone has one card: one sequence.
    assert count_sequences({0: ["AH"], 1: ["KH"], 2: ["9C"], 3: ["JD"]}, trump="H", leader=0) == 1
    # Two cards each, no following possible: 2 * 2 orders of the first trick, then 1.
    assert count_sequences({0: ["AH", "9S"], 1: ["KC", "TD"]}, trump="C", leader=0) == 4
    # The left bower must follow a trump lead: J♦ is seat 1's only heart (1 + 2).
    assert count_sequences({0: ["AH", "9S"], 1: ["JD", "KD"]}, trump="H", leader=0) == 3
    # ... and with spades trump J♦ is a plain diamond: seat 1 is void in hearts.
    assert count_sequences({0: ["AH", "9S"], 1: ["JD", "KD"]}, trump="S", leader=0) == 4
