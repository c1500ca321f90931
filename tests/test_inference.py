"""Inference from a view and the sampler of consistent worlds."""

from __future__ import annotations

import itertools
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from euchre import Deal, Rules
from euchre.bots.inference import Knowledge, sample_hands, world_deal
from euchre.cards import Card, Suit, iter_ids, mask_of
from euchre.deal import Phase

RULESETS = [
    Rules(),
    Rules(defend_alone=True),
    Rules(defend_alone=True, lead_rule="left_of_dealer"),
    Rules(stick_the_dealer=True, dealer_may_discard_upcard=False),
    Rules(deal_pattern="alternating", defend_alone=True, lone_defender_scoring="march_4"),
]


def played_deal(seed: int, rules: Rules) -> Deal:
    """A deal played to the end by random players that like going alone."""
    rng = random.Random(seed)
    deal = Deal.shuffled(seed=seed, dealer=seed % 4, rules=rules)
    while not deal.is_over:
        legal = deal.legal_actions()
        alone = [a for a in legal if a.alone]
        deal.apply(rng.choice(alone) if alone and rng.random() < 0.3 else rng.choice(legal))
    return deal


def check_world(deal: Deal, seat: int, rng: random.Random) -> None:
    view = deal.view(seat)
    know = Knowledge.from_view(view)
    world = world_deal(view, rng, know)
    # replaying the history on the world's cards reached the same view
    assert world.view(seat) == view
    assert len(world.history) == len(view.history)
    for s in range(4):
        hand = mask_of(world.hand(s))
        assert bin(hand).count("1") == know.counts[s]
        assert hand & know.void_mask(s) == 0
        assert hand & ~know.possible(s) == 0
        assert hand & know.played[s] == 0
    assert mask_of(world.hand(seat)) == mask_of(deal.hand(seat))


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 10**9), st.integers(0, 4), st.data())
def test_worlds_replay_the_view(seed: int, rules_index: int, data: st.DataObject) -> None:
    full = played_deal(seed, RULESETS[rules_index])
    moves = data.draw(st.integers(0, len(full.history)))
    deal = full.at(moves)
    rng = random.Random(seed)
    for seat in range(4):
        check_world(deal, seat, rng)


def test_worlds_at_every_moment() -> None:
    rng = random.Random(1)
    for seed in range(60):
        full = played_deal(seed, RULESETS[seed % len(RULESETS)])
        for moves in range(0, len(full.history) + 1, 3):
            check_world(full.at(moves), (seed + moves) % 4, rng)


def test_voids_and_counts() -> None:
    deal = Deal.new(
        dealer=3,
        hands=["JH AC KC 9S TS", "9C QH TD JD 9D", "TC QC AS KS QS", "AH KH 9H QD KD"],
        kitty="TH AD JC JS",
    )
    for action in ["order", "discard KD", "play AC", "play 9C", "play TC", "play 9H"]:
        deal.apply(action)
    know = Knowledge.from_view(deal.view(0))
    assert know.voids[3] == frozenset({Suit.CLUBS})  # seat 3 trumped the club lead
    assert know.counts == (4, 4, 4, 4)
    assert know.upcard_in_doubt  # seat 0 cannot see whether the dealer kept 10♥
    assert know.out_of_play == 4
    rng = random.Random(0)
    for _ in range(200):
        sample = know.sample(rng)
        clubs = mask_of([c for c in deal.hand(2) if c.suit.letter == "C"])
        assert sample.hands[3] & clubs == 0
        assert sample.hands[3] >> deal.upcard.id & 1  # the dealer kept the upcard
        assert sample.discard is not None


def test_dealer_who_shows_out_of_trump_discarded_the_upcard() -> None:
    deal = Deal.new(
        dealer=3,
        hands=["JH AH KH 9S TS", "9C QH TD JD 9D", "TC QC AS KS QS", "AC KC 9H QD KD"],
        kitty="TH AD JC JS",
    )
    for action in ["order", "discard TH", "play JH", "play JD", "play TC"]:
        deal.apply(action)
    # the dealer 3 now holds only 9H as trump; play it through: make them show out
    deal.apply("play 9H")
    for action in ["play AH", "play QH", "play QC", "play AC"]:
        deal.apply(action)
    know = Knowledge.from_view(deal.view(0))
    assert deal.trump in know.voids[3]
    assert not know.upcard_kept()
    assert know.sample(random.Random(1)).discard == deal.upcard.id


def test_count_worlds_matches_brute_force() -> None:
    rng = random.Random(4)
    checked = 0
    for seed in range(200):
        full = played_deal(seed, Rules())
        if full.trump is None or len(full.tricks) < 3:
            continue
        deal = full.at(len(full.history) - 1 - rng.randrange(4))
        seat = deal.to_act
        assert seat is not None
        know = Knowledge.from_view(deal.view(seat))
        if know.upcard_in_doubt or bin(know.unseen).count("1") > 7:
            continue
        unseen = list(iter_ids(know.unseen))
        caps = know._capacities()
        others = [s for s in range(4) if s != seat]
        # brute force: every assignment of the unseen cards to places
        places = [*others, 4]
        count = 0
        for assignment in itertools.product(places, repeat=len(unseen)):
            filled = [assignment.count(p) for p in range(5)]
            if any(filled[p] != caps[p] for p in places):
                continue
            if all(
                not (1 << card) & know.void_mask(p)
                for card, p in zip(unseen, assignment, strict=True)
                if p != 4
            ):
                count += 1
        assert know.count_worlds() == count
        checked += 1
        if checked == 8:
            break
    assert checked == 8


def test_sampler_is_uniform() -> None:
    deal = Deal.shuffled(seed=11, dealer=0)
    view = deal.view(1)
    rng = random.Random(2)
    target = next(iter_ids(Knowledge.from_view(view).unseen))
    where = [0] * 4
    for _ in range(4000):
        hands = sample_hands(view, rng)
        for s in range(4):
            where[s] += hands[s] >> target & 1
    # 18 unseen cards: 5 go to each of three seats, 3 to the kitty
    for s in (0, 2, 3):
        assert abs(where[s] / 4000 - 5 / 18) < 0.03
    assert where[1] == 0


def test_bidding_phase_view_samples() -> None:
    deal = Deal.shuffled(seed=3, dealer=2)
    assert deal.phase is Phase.ORDER
    hands = sample_hands(deal.view(3), random.Random(0))
    assert sum(bin(h).count("1") for h in hands) == 20
    assert not any(hands[i] & hands[j] for i in range(4) for j in range(i + 1, 4))


def test_left_bower_counts_as_trump_for_voids() -> None:
    deal = Deal.new(
        dealer=3,
        hands=["JH AH KH 9S TS", "9C QH TD JD 9D", "TC QC AS KS QS", "AC KC 9H QD KD"],
        kitty="TH AD JC JS",
    )
    for action in ["order", "discard TH", "play JH", "play JD", "play TC"]:
        deal.apply(action)
    know = Knowledge.from_view(deal.view(3))
    assert know.voids[2] == frozenset({Suit.HEARTS})
    assert know.void_mask(2) >> Card("JD").id & 1  # the left bower is a heart
    assert not know.voids[1]  # seat 1 followed with the left bower
