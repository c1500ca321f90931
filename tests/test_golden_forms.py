"""Golden counts for the two- and three-handed forms: the number of distinct legal
play sequences of a fixed deal, walked through the engine and counted by the
independent brute force of ``tests/perft.py`` (which imports nothing from ``euchre``
and plays any set of seats clockwise). The counts were computed once by the brute
force and are written down here, so a change in follow rules, trick size or who
leads shows up in both."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from perft import count_sequences
from test_golden import engine_count

from euchre import Deal, Phase, Rules


@dataclass(frozen=True)
class Golden:
    name: str
    rules: Rules
    dealer: int
    hands: tuple[str, ...]
    kitty: str
    bids: tuple[str, ...]
    trump: str
    leader: int
    #: The hands at the first card, written out (the dealer's pick-up included), for
    #: the brute force, which knows nothing of bidding.
    play_hands: tuple[str, ...]
    count: int


GOLDEN = (
    Golden(
        # South deals; North orders the K♥ up and South takes it, discarding the 9♠.
        # North holds the right bower (J♥), South the left (J♦).
        name="two-handed, hearts",
        rules=Rules.two_handed(),
        dealer=0,
        hands=("9H JD AH 9S KC", "JH TH QS AC 9D"),
        kitty="KH AS TS JS QC 9C TC JC KS QH QD KD AD TD",
        bids=("order", "discard 9S"),
        trump="H",
        leader=1,
        play_hands=("KC JD 9H KH AH", "JH TH QS AC 9D"),
        count=3216,
    ),
    Golden(
        # East deals; South orders the Q♥ up alone against West and East, and East
        # takes it, burying the 9♦. South holds the left bower (J♦).
        name="cutthroat, hearts",
        rules=Rules.cutthroat(),
        dealer=2,
        hands=("JD 9H AS KD QC", "JH TS 9C AD KH", "TH QS JS AC 9D"),
        kitty="QH AH KS TC JC KC TD QD 9S",
        bids=("order", "discard 9D"),
        trump="H",
        leader=0,
        play_hands=("JD 9H AS KD QC", "JH TS 9C AD KH", "TH QS JS AC QH"),
        count=2576,
    ),
)


def start(golden: Golden) -> Deal:
    deal = Deal.new(
        dealer=golden.dealer, hands=list(golden.hands), kitty=golden.kitty, rules=golden.rules
    )
    for action in golden.bids:
        deal.apply(action)
    return deal


@pytest.mark.parametrize("golden", GOLDEN, ids=lambda g: g.name)
def test_start_of_play(golden: Golden) -> None:
    deal = start(golden)
    assert deal.phase is Phase.PLAY and deal.to_act == golden.leader
    assert deal.trump is not None and deal.trump.letter == golden.trump
    assert [sorted(c.code for c in h) for h in deal.hands] == [
        sorted(h.split()) for h in golden.play_hands
    ]


@pytest.mark.parametrize("golden", GOLDEN, ids=lambda g: g.name)
def test_engine_walk_matches_golden_count(golden: Golden) -> None:
    assert engine_count(start(golden)) == golden.count


@pytest.mark.parametrize("golden", GOLDEN, ids=lambda g: g.name)
def test_brute_force_reproduces_golden_count(golden: Golden) -> None:
    hands = {s: h.split() for s, h in enumerate(golden.play_hands)}
    assert count_sequences(hands, trump=golden.trump, leader=golden.leader) == golden.count
