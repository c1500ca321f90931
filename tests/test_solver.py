"""The double-dummy solver against an independent brute force, and its properties."""

from __future__ import annotations

import random
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from minimax import brute

from euchre import Card, Deal, IllegalActionError, Phase, Rules, Suit
from euchre.cards import cards, mask_of
from euchre.solver import (
    Solution,
    can_reach,
    card_values,
    card_values_state,
    reach_state,
    solve,
    solve_state,
)
from euchre.trump import EFFECTIVE, STRENGTH

# ------------------------------------------------------------------ brute force
#
# Plain minimax over the public Deal API: each team maximises its own tricks. A
# memo on the position (no pruning) keeps whole deals affordable.


def brute_values(deal: Deal) -> tuple[dict[Card, int], tuple[int, int]]:
    """The tricks the mover's team ends with after each legal card, and the tricks
    per team under perfect play."""
    assert deal.to_act is not None
    team = deal.to_act % 2
    memo: dict[tuple[object, ...], tuple[int, int]] = {}
    values = {}
    for action in deal.legal_actions():
        child = deal.copy()
        child.apply(action)
        assert action.card is not None
        values[action.card] = brute(child, memo)[team]
    return values, brute(deal, memo)


# -------------------------------------------------------------------- positions


def _low_card(deal: Deal) -> str:
    trump = deal.trump
    assert trump is not None
    hand = deal.hand(deal.dealer)
    low = min(hand, key=lambda c: (STRENGTH[trump][EFFECTIVE[trump][c.id]][c.id], c.id))
    return f"discard {low.code}"


def position(seed: int, kind: str, plays: int) -> Deal:
    """A seeded deal in play: ``kind`` is "plain", "loner" or "lone defender";
    ``plays`` random legal cards are played after the opening lead."""
    rules = Rules(defend_alone=True) if kind == "lone defender" else Rules()
    deal = Deal.shuffled(seed=seed, dealer=seed % 4, rules=rules)
    deal.apply("order" if kind == "plain" else "order alone")
    while deal.phase is not Phase.PLAY:
        if deal.phase is Phase.DISCARD:
            deal.apply(_low_card(deal))
        else:  # Phase.DEFEND: the first defender asked defends alone
            deal.apply("defend alone")
    rng = random.Random(seed)
    for _ in range(plays):
        deal.apply(rng.choice(deal.legal_actions()))
    return deal


# The brute force is slow on whole four-handed deals (minutes from the opening
# lead), so those start one trick in or later; loners and lone defenders also
# start from the opening lead. benchmarks/solver.py checks whole four-handed deals
# from the opening lead against a faster brute force on raw masks.
CASES = (
    [
        (seed, "plain", plays)
        for seed, plays in enumerate([4, 4, 5, 6, 7, 8, 9, 10, 12, 14], start=10)
    ]
    + [(seed, "loner", plays) for seed, plays in enumerate([0, 0, 1, 2, 3, 5, 7, 9], start=30)]
    + [(seed, "lone defender", plays) for seed, plays in enumerate([0, 0, 0, 1, 2, 3, 5], start=50)]
)


@pytest.mark.parametrize(("seed", "kind", "plays"), CASES)
def test_matches_brute_force(seed: int, kind: str, plays: int) -> None:
    deal = position(seed, kind, plays)
    expected, tricks = brute_values(deal)
    assert card_values(deal) == expected
    solution = solve(deal)
    assert solution.tricks == tricks
    assert solution.to_move_tricks == max(expected.values())


def test_loner_and_lone_defender_play_short_tricks() -> None:
    loner = position(3, "loner", 0)
    defended = position(5, "lone defender", 0)
    assert loner.maker_alone and defended.defender_alone is not None
    assert len(loner.active_seats) == 3 and len(defended.active_seats) == 2
    assert sum(solve(loner).tricks) == sum(solve(defended).tricks) == 5


# ------------------------------------------------------------------ small cases


def test_one_trick_left() -> None:
    # Hearts trump, seat 1 leads the last trick; the nine of trump takes it.
    hands = [mask_of(cards(h)) for h in ("AS", "KD", "9H", "AC")]
    assert solve_state(hands, trump=Suit.HEARTS, leader=1, tricks_won=(1, 3)) == (2, 3)
    assert card_values_state(hands, trump=Suit.HEARTS, leader=1, tricks_won=(1, 3)) == {
        Card("KD").id: 3
    }
    # The left bower is a trump: J♦ beats A♥ when hearts are trump.
    hands = [mask_of(cards(h)) for h in ("AH", "JD", "9C", "9S")]
    assert solve_state(hands, trump=Suit.HEARTS, leader=0) == (0, 1)


def test_no_trump_index() -> None:
    # Trump index 4 is the no-trump variant: jacks are plain cards between Q and 10.
    hands = [mask_of(cards(h)) for h in ("QH AS", "JH 9S", "JD KH", "AH TS")]
    assert solve_state(hands, trump=4, leader=0) == (1, 1)
    hands = [mask_of(cards(h)) for h in ("JD", "AD", "9H", "9C")]
    assert solve_state(hands, trump=4, leader=0) == (0, 1)


def test_mid_trick_last_card() -> None:
    # Spades trump. 10♦ led by seat 0, K♦, A♦: seat 3, void in diamonds, plays last.
    # Trumping with the 9♠ takes this trick and then the A♣ takes the last one; the
    # discard of A♣ leaves the 9♠ to ruff the last trick only.
    current = [Card(c).id for c in ("TD", "KD", "AD")]
    hands = [mask_of(cards(h)) for h in ("QC", "KC", "9H", "9S AC")]
    values = card_values_state(hands, trump=Suit.SPADES, leader=0, current=current)
    assert values == {Card("9S").id: 2, Card("AC").id: 1}
    assert solve_state(hands, trump=Suit.SPADES, leader=0, current=current) == (0, 2)


def test_known_position_where_the_right_bower_lead_loses() -> None:
    # Found by search over seeded deals: with spades trump, seat 1 holds J♠ and the
    # heart ace and king. Leading the right bower takes 2 tricks; a heart takes 3.
    deal = Deal.new(
        dealer=0,
        hands=["9H TD QC QS AS", "9D JH JS KH AH", "9C TH QH AC AD", "TC TS JC JD KS"],
        kitty="9S KD KC QD",
    )
    deal.apply("order")
    deal.apply("discard 9H")
    values = card_values(deal)
    assert values == {
        Card("9D"): 2,
        Card("JH"): 3,
        Card("KH"): 3,
        Card("AH"): 3,
        Card("JS"): 2,
    }
    assert solve(deal) == Solution(tricks=(2, 3), to_move=1, to_move_team=1)


def test_can_reach_agrees_with_solve() -> None:
    for seed in range(40, 46):
        deal = position(seed, "plain", seed % 6)
        tricks = solve(deal).tricks
        for team in (0, 1):
            for k in range(7):
                assert can_reach(deal, team, k) == (tricks[team] >= k)


def test_errors() -> None:
    deal = Deal.shuffled(seed=1)
    with pytest.raises(IllegalActionError, match="play phase"):
        solve(deal)
    with pytest.raises(IllegalActionError, match="do not match"):
        solve_state([1, 2, 4, 8 | 16], trump=0, leader=0)
    with pytest.raises(IllegalActionError, match="not a team"):
        reach_state([1, 2, 4, 8], trump=0, leader=0, team=2, tricks=1)
    # Each form's sides are named as that form has them (two-handed was told of a
    # "cutthroat maker").
    for rules, sides in (
        (Rules.two_handed(), "0 (South) or 1 (North)"),
        (Rules.cutthroat(), "0 (the maker) or 1 (the other two)"),
    ):
        deal = Deal.shuffled(seed=1, rules=rules)
        while deal.phase is not Phase.PLAY:
            deal.apply(deal.legal_actions()[-1])
        with pytest.raises(IllegalActionError, match=re.escape(f"give the side, {sides}.")):
            can_reach(deal, 2, 3)


# ------------------------------------------------------------------- invariance


def _relabel(mask: int, mapping: dict[int, int]) -> int:
    return sum(1 << mapping[i] for i in range(32) if mask >> i & 1)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), plays=st.integers(0, 12))
def test_swapping_the_other_colour_suits_changes_nothing(seed: int, plays: int) -> None:
    deal = position(seed, "plain", plays)
    assert deal.trump is not None and deal.leader is not None
    a, b = (Suit.CLUBS, Suit.SPADES) if deal.trump.is_red else (Suit.DIAMONDS, Suit.HEARTS)
    swap = {a: b, b: a}
    mapping = {
        c.id: Card(c.rank, swap.get(c.suit, c.suit)).id for c in map(Card.from_id, range(8, 32))
    }
    hands = [0 if s in deal.sitting_out else mask_of(deal.hand(s)) for s in range(4)]
    current = [c.id for _, c in deal.current_trick]
    args = {"trump": int(deal.trump), "leader": deal.leader, "tricks_won": deal.tricks_won}
    swapped_hands = [_relabel(h, mapping) for h in hands]
    swapped_current = [mapping[c] for c in current]
    assert solve_state(swapped_hands, current=swapped_current, **args) == solve(deal).tricks
    swapped_values = card_values_state(swapped_hands, current=swapped_current, **args)
    assert swapped_values == {mapping[c.id]: v for c, v in card_values(deal).items()}


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10_000), plays=st.integers(0, 12))
def test_turning_the_table_swaps_the_teams(seed: int, plays: int) -> None:
    deal = position(seed, "plain", plays)
    assert deal.trump is not None and deal.leader is not None
    hands = [mask_of(deal.hand(s)) for s in range(4)]
    won = deal.tricks_won
    current = [c.id for _, c in deal.current_trick]
    turned = solve_state(
        hands[3:] + hands[:3],
        trump=int(deal.trump),
        leader=(deal.leader + 1) % 4,
        current=current,
        tricks_won=(won[1], won[0]),
    )
    assert turned == solve(deal).tricks[::-1]


# ------------------------------------------------------- the other forms' play
#
# Against tests/forms_minimax.py, which imports nothing from euchre: random endings
# of two-handed (tricks of two), cutthroat (tricks of three, the maker against the
# two) and Railroad (the joker; a loner, with or without a lone defender).


def _ending(rng: random.Random, players: int, joker: bool, size: int, seated: int) -> dict:
    """A random position: ``size`` cards to each of ``seated`` playing seats, some of
    a trick already on the table."""
    deck = list(range(8, 32)) + ([32] if joker else [])
    rng.shuffle(deck)
    trump = rng.randrange(4)
    active = sorted(rng.sample(range(players), seated)) if players == 4 else list(range(players))
    leader = rng.choice(active)
    order = active[active.index(leader) :] + active[: active.index(leader)]
    on_table = rng.randrange(len(order))
    hands = [frozenset()] * players
    current = []
    for i, seat in enumerate(order):
        cards_ = [deck.pop() for _ in range(size)]
        if i < on_table:
            current.append((seat, cards_.pop()))
        hands[seat] = frozenset(cards_)
    return {"hands": hands, "trump": trump, "leader": leader, "active": active, "current": current}


def _legal_table(pos: dict) -> bool:
    """The cards on the table were legal plays given what each seat still holds."""
    from forms_minimax import suit_of

    if not pos["current"]:
        return True
    led = suit_of(pos["current"][0][1], pos["trump"])
    return all(
        suit_of(card, pos["trump"]) == led
        or not any(suit_of(c, pos["trump"]) == led for c in pos["hands"][seat])
        for seat, card in pos["current"][1:]
    )


def _forms_positions(players: int, count: int, seed: int) -> list[tuple[dict, int | None]]:
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        seated = players if players != 4 else rng.choice((4, 3, 2))
        pos = _ending(
            rng, players, joker=rng.random() < 0.5, size=rng.choice((2, 3, 4)), seated=seated
        )
        if _legal_table(pos):
            maker = rng.randrange(3) if players == 3 else None
            found.append((pos, maker))
    return found


def _sides(players: int, maker: int | None) -> list[int]:
    if players == 3:
        return [0 if s == maker else 1 for s in range(3)]
    return [s % 2 for s in range(players)]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_forms_match_an_independent_brute_force(players: int) -> None:
    from forms_minimax import best_tricks, legal, suit_of

    for pos, maker in _forms_positions(players, 25, seed=players):
        side = _sides(players, maker)
        out = [s for s in range(players) if s not in pos["active"]]
        masks = [sum(1 << c for c in h) for h in pos["hands"]]
        current = [c for _, c in pos["current"]]
        won = [0] * (2 if players == 4 else players)
        expected = best_tricks(
            pos["hands"], pos["trump"], pos["leader"], side, pos["active"], pos["current"]
        )
        left = len(pos["hands"][pos["leader"]]) + (1 if current else 0)
        got = solve_state(masks, pos["trump"], pos["leader"], current, out, won, maker=maker)
        assert got == (expected, left - expected)
        # Every legal card of the seat to move, valued for its own side.
        order = pos["active"]
        mover = (
            order[(order.index(pos["current"][-1][0]) + 1) % len(order)]
            if current
            else pos["leader"]
        )
        led = suit_of(current[0], pos["trump"]) if current else None
        values = card_values_state(
            masks, pos["trump"], pos["leader"], current, out, won, maker=maker
        )
        assert sorted(values) == legal(pos["hands"][mover], pos["trump"], led)
        for card, tricks in values.items():
            hands = list(pos["hands"])
            hands[mover] = hands[mover] - {card}
            table = [*pos["current"], (mover, card)]
            mine = best_tricks(hands, pos["trump"], pos["leader"], side, order, table)
            assert tricks == (mine if side[mover] == 0 else left - mine)


@pytest.mark.parametrize("form", ["two_handed", "cutthroat", "railroad"])
@pytest.mark.parametrize("seed", range(4))
def test_forms_whole_deals_match_the_brute_force(form: str, seed: int) -> None:
    """From the opening lead of a real deal of each form: solve() by sides, against
    the independent brute force over the same hands."""
    from forms_minimax import best_tricks

    rules = Rules.presets()[form]
    deal = Deal.shuffled(seed=seed, dealer=seed % rules.players, rules=rules)
    rng = random.Random(seed)
    while deal.phase is not Phase.PLAY:
        if deal.phase is Phase.OVER:
            deal = Deal.shuffled(seed=seed + 100, dealer=0, rules=rules)
            continue
        legal = deal.legal_actions()
        pick = [a for a in legal if a.kind.value not in ("pass",)] or legal
        deal.apply(rng.choice(pick))
    for _ in range(rng.randrange(3)):  # a card or two into the first trick
        deal.apply(rng.choice(deal.legal_actions()))
    maker = deal.maker
    assert maker is not None
    side = [0 if s in deal.sides[0] else 1 for s in range(deal.players)]
    hands = [frozenset(c.id for c in deal.hand(s)) for s in range(deal.players)]
    current = [(s, c.id) for s, c in deal.current_trick]
    assert deal.leader is not None and deal.trump_index is not None
    first = best_tricks(hands, deal.trump_index, deal.leader, side, deal.active_seats, current)
    assert solve(deal).tricks == (first, 5 - first)
    assert sum(solve(deal).tricks) == 5


def test_forms_errors() -> None:
    two = [mask_of(cards(h)) for h in ("AH", "KH")]
    with pytest.raises(IllegalActionError, match="maker"):
        solve_state([*two, mask_of(cards("9H"))], trump=2, leader=0, tricks_won=(0, 0, 0))
    with pytest.raises(IllegalActionError, match="Nobody sits out"):
        solve_state(two, trump=2, leader=0, out=[1])
    with pytest.raises(IllegalActionError, match="each seat"):
        solve_state([*two, mask_of(cards("9H"))], trump=2, leader=0, maker=1)
    assert solve_state(two, trump=2, leader=1, tricks_won=(2, 2)) == (3, 2)
