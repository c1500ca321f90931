"""Property tests: random rules, random deals, random legal actions.

Each example draws a :class:`Rules` value from every combination of options, a seed
for the shuffle, a dealer and a seed for the players' choices, then plays the deal
(or a whole game) and checks invariants after every action.
"""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st
from view_support import hand_in_view

from euchre import (
    Action,
    Card,
    Deal,
    Game,
    IllegalActionError,
    Phase,
    Rules,
    Suit,
    score_hand,
)
from euchre.actions import ActionKind
from euchre.cards import STANDARD_DECK

rules_strategy = st.builds(
    Rules,
    stick_the_dealer=st.booleans(),
    allow_alone=st.booleans(),
    defend_alone=st.booleans(),
    lead_rule=st.sampled_from(["left_of_loner", "left_of_dealer"]),
    lone_defender_scoring=st.sampled_from(["euchre_4", "march_4"]),
    dealer_may_discard_upcard=st.booleans(),
    target=st.integers(1, 15),
    deal_pattern=st.sampled_from(["3-2", "2-3", "alternating"]),
)
seeds = st.integers(0, 2**32 - 1)
seats = st.integers(0, 3)

#: Every action there is (with the 24 cards of the deck).
ALL_ACTIONS: tuple[Action, ...] = (
    Action.pass_(),
    Action.order(),
    Action.order(alone=True),
    Action.defend(),
    *(Action.call(s, alone) for s in Suit for alone in (False, True)),
    *(Action.discard(c) for c in STANDARD_DECK),
    *(Action.play(c) for c in STANDARD_DECK),
)

#: Most actions a deal can have: 8 bids, a discard, 2 defend answers, 20 cards.
MAX_DEAL_ACTIONS = 31


def snapshot(deal: Deal) -> tuple[object, ...]:
    """Everything observable about a deal's state."""
    return (
        deal.phase,
        deal.to_act,
        deal.hands,
        deal.history,
        deal.tricks,
        deal.current_trick,
        deal.trump,
        deal.maker,
        deal.maker_alone,
        deal.defender_alone,
        deal.sitting_out,
        deal.discard,
        deal.dealer_picked_up,
        deal.upcard_turned_down,
        deal.tricks_won,
        tuple(deal.legal_actions()),
        deal.result,
        str(deal),
    )


def check_invariants(deal: Deal) -> None:
    # Cards are conserved: hands + played + kitty + discard are the 24 cards.
    played = [c for t in deal.tricks for c in t.cards] + [c for _, c in deal.current_trick]
    kitty = [Card.from_id(i) for i in deal.kitty]
    if deal.dealer_picked_up:
        kitty = kitty[1:]  # the upcard went into the dealer's hand
    discard = [deal.discard] if deal.discard is not None else []
    everything = [c for h in deal.hands for c in h] + played + kitty + discard
    assert Counter(everything) == Counter(STANDARD_DECK)

    # Hand sizes: 5 dealt, 6 for the dealer while discarding, minus cards played.
    for seat in range(4):
        size = len(deal.hand(seat))
        if deal.phase is Phase.DISCARD and seat == deal.dealer:
            assert size == 6
        elif seat in deal.sitting_out:
            assert size == 5
        else:
            plays = sum(
                1 for t in deal.history if t.seat == seat and t.action.kind is ActionKind.PLAY
            )
            assert size == 5 - plays

    # Each trick has one card per active seat; sitting-out seats never play.
    active = set(deal.active_seats)
    assert len(active) in (4, 3, 2)
    for trick in deal.tricks:
        assert set(trick.seats) == active and len(trick.cards) == len(active)
        assert trick.seats[0] == trick.leader and trick.winner in active
    for turn in deal.history:
        if turn.action.kind is ActionKind.PLAY:
            assert turn.seat not in deal.sitting_out
    if deal.maker_alone:
        assert deal.maker is not None and (deal.maker + 2) % 4 in deal.sitting_out
    if deal.defender_alone is not None:
        assert (deal.defender_alone + 2) % 4 in deal.sitting_out
    assert sum(deal.tricks_won) == len(deal.tricks)

    # Legal actions are never empty until the deal is over.
    actions = deal.legal_actions()
    if deal.is_over:
        assert actions == [] and deal.to_act is None
    else:
        assert actions and deal.to_act is not None
        assert len(set(actions)) == len(actions)

    # Views hold only the seat's own cards.
    for seat in range(4):
        view = deal.view(seat)
        assert view.hand == hand_in_view(deal, seat)
        assert view.discard == (deal.discard if seat == deal.dealer else None)
        for turn in view.history:
            if turn.action.kind is ActionKind.DISCARD and seat != deal.dealer:
                assert turn.action.card is None
        assert view.legal_actions() == (actions if deal.to_act == seat else [])


def check_result(deal: Deal) -> None:
    result = deal.result
    assert result is not None
    if result.thrown_in:
        assert result.points == (0, 0) and deal.maker is None and not deal.tricks
        assert not deal.rules.stick_the_dealer
        assert len(deal.history) == 8
        return
    assert len(deal.tricks) == 5 and sum(result.tricks) == 5
    # Exactly one team scores.
    assert sorted(result.points)[0] == 0 and max(result.points) > 0
    assert result.makers is not None
    side, points = score_hand(
        result.tricks[result.makers],
        maker_alone=result.maker_alone,
        lone_defender=result.defender_alone is not None,
        rules=deal.rules,
    )
    scorer = result.makers if side == "makers" else 1 - result.makers
    assert result.scoring_team == scorer and result.points[scorer] == points
    assert result.euchred == (result.maker_tricks < 3)
    if not deal.rules.allow_alone:
        assert not result.maker_alone
    if not deal.rules.defend_alone:
        assert result.defender_alone is None


def light_snapshot(deal: Deal) -> tuple[object, ...]:
    return (
        deal.phase,
        deal.to_act,
        tuple(deal.hand(s) for s in range(4)),
        len(deal.history),
        deal.current_trick,
        len(deal.tricks),
        deal.trump,
        deal.maker,
        deal.sitting_out,
        deal.discard,
        deal.upcard_turned_down,
    )


def check_every_action(deal: Deal) -> None:
    """Legal actions apply; every other action raises and leaves the deal unchanged."""
    legal = set(deal.legal_actions())
    before = light_snapshot(deal)
    for action in ALL_ACTIONS:
        if action in legal:
            trial = deal.copy()
            trial.apply(action)
            assert len(trial.history) == len(deal.history) + 1
            continue
        try:
            deal.apply(action)
        except IllegalActionError as error:
            assert str(error)
        else:
            raise AssertionError(f"{action} was accepted but is not legal")
        assert light_snapshot(deal) == before


@settings(max_examples=150, deadline=None)
@given(rules=rules_strategy, seed=seeds, dealer=seats, choices=seeds)
def test_random_deals_keep_the_invariants(
    rules: Rules, seed: int, dealer: int, choices: int
) -> None:
    deal = Deal.shuffled(seed=seed, dealer=dealer, rules=rules)
    rng = random.Random(choices)
    snapshots = [snapshot(deal)]
    check_invariants(deal)
    while not deal.is_over:
        assert len(deal.history) < MAX_DEAL_ACTIONS
        action = rng.choice(deal.legal_actions())
        deal.apply(action, seat=deal.to_act)
        check_invariants(deal)
        snapshots.append(snapshot(deal))
    check_result(deal)

    # at(n) rebuilds the state after n actions; restart() is at(0).
    for n in range(len(deal.history) + 1):
        assert snapshot(deal.at(n)) == snapshots[n]
    assert snapshot(deal.restart()) == snapshots[0]


@settings(max_examples=50, deadline=None)
@given(rules=rules_strategy, seed=seeds, dealer=seats, choices=seeds)
def test_only_legal_actions_are_accepted(
    rules: Rules, seed: int, dealer: int, choices: int
) -> None:
    deal = Deal.shuffled(seed=seed, dealer=dealer, rules=rules)
    rng = random.Random(choices)
    while not deal.is_over:
        check_every_action(deal)
        deal.apply(rng.choice(deal.legal_actions()))
    check_every_action(deal)


@settings(max_examples=80, deadline=None)
@given(rules=rules_strategy, seed=seeds, dealer=seats, choices=seeds, stop=st.integers(0, 30))
def test_copy_is_independent(rules: Rules, seed: int, dealer: int, choices: int, stop: int) -> None:
    deal = Deal.shuffled(seed=seed, dealer=dealer, rules=rules)
    rng = random.Random(choices)
    for _ in range(stop):
        if deal.is_over:
            break
        deal.apply(rng.choice(deal.legal_actions()))
    before = snapshot(deal)
    other = deal.copy()
    assert snapshot(other) == before
    while not other.is_over:
        other.apply(rng.choice(other.legal_actions()))
    assert snapshot(deal) == before
    # and the other way round
    third = deal.copy()
    while not deal.is_over:
        deal.apply(rng.choice(deal.legal_actions()))
    assert snapshot(third) == before


@settings(max_examples=40, deadline=None)
@given(rules=rules_strategy, seed=seeds, choices=seeds)
def test_random_games_end(rules: Rules, seed: int, choices: int) -> None:
    game = Game(seed=seed, rules=rules)
    rng = random.Random(choices)
    actions = 0
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
        actions += 1
        assert actions < 20_000
    # every scored deal gives at least one point to one team, so the number of
    # scored deals is bounded by the target
    scored = [d for d in game.deals if d.result is not None and not d.result.thrown_in]
    assert len(scored) <= 2 * rules.target - 1
    assert max(game.score) >= rules.target and game.winner is not None
    assert sum(sum(d.result.points) for d in game.deals if d.result) == sum(game.score)
    for before, after in zip(game.deals, game.deals[1:], strict=False):
        assert after.dealer == (before.dealer + 1) % 4
        assert before.is_over
