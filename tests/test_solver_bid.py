"""The solver in Bid Euchre (six tricks, a moon's partner sitting out, no trump) and
five-handed call-your-partner (tricks of five cards, the maker and the holder of the
called card against three), checked against the independent brute force of
tests/forms_minimax.py on small positions."""

from __future__ import annotations

import random

import pytest
from forms_minimax import best_tricks

from euchre import Deal, Phase, Rules
from euchre.errors import IllegalActionError
from euchre.solver import can_reach, card_values, card_values_state, reach_state, solve, solve_state

BID_DECK = list(range(8, 32))  # the 24 cards, 9s to aces
FIVE_DECK = list(range(4, 32))  # the 28 cards: the 8s too


def _bid_position(rng: random.Random, cards_each: int) -> dict[str, object]:
    """A random Bid Euchre position at a trick boundary: four hands of ``cards_each``
    cards, the other tricks already won, sometimes a moon (the bidder's partner out),
    sometimes no trump (the joker in the deck)."""
    joker = rng.random() < 0.3
    deck = [*BID_DECK, 32] if joker else list(BID_DECK)
    rng.shuffle(deck)
    hands = [deck[i * cards_each : (i + 1) * cards_each] for i in range(4)]
    out: tuple[int, ...] = ()
    if rng.random() < 0.3:
        out = (rng.randrange(4),)
        hands[out[0]] = []
    done = 6 - cards_each
    first = rng.randint(0, done)
    trump = 4 if joker and rng.random() < 0.5 else rng.randrange(4)
    leader = rng.choice([s for s in range(4) if s not in out])
    return {
        "hands": hands,
        "trump": trump,
        "leader": leader,
        "out": out,
        "won": (first, done - first),
    }


def _five_position(rng: random.Random, cards_each: int) -> dict[str, object]:
    deck = list(FIVE_DECK)
    rng.shuffle(deck)
    hands = [deck[i * cards_each : (i + 1) * cards_each] for i in range(5)]
    maker = rng.randrange(5)
    partner = rng.choice([None, *(s for s in range(5) if s != maker)])
    won = [0] * 5
    for _ in range(5 - cards_each):
        won[rng.randrange(5)] += 1
    return {
        "hands": hands,
        "trump": rng.randrange(4),
        "leader": rng.randrange(5),
        "maker": maker,
        "partner": partner,
        "won": tuple(won),
    }


def _masks(hands: list[list[int]]) -> list[int]:
    return [sum(1 << c for c in hand) for hand in hands]


@pytest.mark.parametrize("seed", range(40))
def test_bid_euchre_positions_match_brute_force(seed: int) -> None:
    rng = random.Random(seed)
    pos = _bid_position(rng, cards_each=rng.choice([2, 3, 4]))
    hands, out, won = pos["hands"], pos["out"], pos["won"]
    assert isinstance(hands, list) and isinstance(out, tuple) and isinstance(won, tuple)
    trump, leader = pos["trump"], pos["leader"]
    assert isinstance(trump, int) and isinstance(leader, int)
    active = [s for s in range(4) if s not in out]
    ours = best_tricks([frozenset(h) for h in hands], trump, leader, [0, 1, 0, 1], active)
    left = len(hands[leader])
    got = solve_state(_masks(hands), trump, leader, out=out, tricks_won=won)
    assert got == (won[0] + ours, won[1] + left - ours)
    assert sum(got) == 6
    # every card of the leader, valued by the brute force after it is played
    values = card_values_state(_masks(hands), trump, leader, out=out, tricks_won=won)
    assert sorted(values) == sorted(hands[leader])
    side = leader % 2
    for card, tricks in values.items():
        after = [
            frozenset(h) - {card} if s == leader else frozenset(h) for s, h in enumerate(hands)
        ]
        first = best_tricks(after, trump, leader, [0, 1, 0, 1], active, [(leader, card)])
        assert tricks == (won[0] + first if side == 0 else won[1] + left - first)
    assert max(values.values()) == got[side]
    for tricks in range(7):
        assert reach_state(
            _masks(hands), trump, leader, out=out, tricks_won=won, team=0, tricks=tricks
        ) == (got[0] >= tricks)


@pytest.mark.parametrize("seed", range(40))
def test_five_handed_positions_match_brute_force(seed: int) -> None:
    rng = random.Random(seed)
    pos = _five_position(rng, cards_each=rng.choice([1, 2, 3]))
    hands, won, maker, partner = pos["hands"], pos["won"], pos["maker"], pos["partner"]
    assert isinstance(hands, list) and isinstance(won, tuple) and isinstance(maker, int)
    assert partner is None or isinstance(partner, int)
    trump, leader = pos["trump"], pos["leader"]
    assert isinstance(trump, int) and isinstance(leader, int)
    side = [0 if s in (maker, partner) else 1 for s in range(5)]
    first = best_tricks([frozenset(h) for h in hands], trump, leader, side, range(5))
    left = len(hands[leader])
    makers_won = sum(won[s] for s in range(5) if side[s] == 0)
    got = solve_state(_masks(hands), trump, leader, tricks_won=won, maker=maker, partner=partner)
    assert got == (makers_won + first, sum(won) - makers_won + left - first)
    assert sum(got) == 5
    values = card_values_state(
        _masks(hands), trump, leader, tricks_won=won, maker=maker, partner=partner
    )
    assert max(values.values()) == got[side[leader]]


def test_five_handed_sides_follow_the_called_card() -> None:
    """The same cards, the partner moved: the trick goes to whichever side holds the
    winner, so the maker's side count changes with the holder of the called card."""
    hands = _masks([[31], [27], [23], [19], [15]])  # AS KS QS JS TS as ids 31..15
    won = (1, 1, 1, 1, 0)  # four tricks taken, one to each of seats 0 to 3
    # Spades led by seat 0 with hearts trump: the ace of spades wins for seat 0's side.
    assert solve_state(hands, 2, 0, tricks_won=won, maker=1, partner=0) == (3, 2)
    assert solve_state(hands, 2, 0, tricks_won=won, maker=1, partner=2) == (2, 3)
    assert solve_state(hands, 2, 0, tricks_won=won, maker=1) == (1, 4)  # alone


def test_new_forms_refuse_bad_positions() -> None:
    five = _masks([[31], [27], [23], [19], [15]])
    with pytest.raises(IllegalActionError, match="five-handed position needs the maker"):
        solve_state(five, 2, 0, tricks_won=(0, 0, 0, 0, 0))
    with pytest.raises(IllegalActionError, match="maker's own seat"):
        solve_state(five, 2, 0, tricks_won=(0, 0, 0, 0, 0), maker=1, partner=1)
    with pytest.raises(IllegalActionError, match="Nobody sits out"):
        solve_state(five, 2, 0, out=[1], tricks_won=(0, 0, 0, 0, 0), maker=1)
    with pytest.raises(IllegalActionError, match="5 at most"):
        solve_state(five, 2, 0, tricks_won=(2, 2, 2, 0, 0), maker=1)
    four = _masks([[31], [27], [23], [19]])
    with pytest.raises(IllegalActionError, match="6 at most"):
        solve_state(four, 2, 0, tricks_won=(4, 3))
    assert solve_state(four, 2, 0, tricks_won=(3, 2)) == (4, 2)  # six tricks in Bid Euchre


# ------------------------------------------------------------- whole deals


def _to_play(rules: Rules, seed: int) -> Deal:
    """A deal of ``rules`` taken to its play phase by random legal actions."""
    rng = random.Random(seed)
    while True:
        deal = Deal.shuffled(seed=rng.randrange(2**32), dealer=seed % rules.players, rules=rules)
        while deal.phase is not Phase.PLAY and deal.phase is not Phase.OVER:
            deal.apply(rng.choice(deal.legal_actions()))
        if deal.phase is Phase.PLAY:
            return deal


def _brute(deal: Deal) -> int:
    """Side 0's tricks (of ``deal.sides``) to come, by the brute force."""
    assert deal.trump_index is not None and deal.leader is not None
    side = [0 if s in deal.sides[0] else 1 for s in range(deal.players)]
    hands = [frozenset(c.id for c in deal.hand(s)) for s in range(deal.players)]
    current = [(s, c.id) for s, c in deal.current_trick]
    return best_tricks(hands, deal.trump_index, deal.leader, side, deal.active_seats, current)


@pytest.mark.parametrize(
    "rules",
    [
        Rules.bid_euchre(),
        Rules.bid_euchre().replace(shoot_the_moon=True, joker=True, allow_no_trump=True),
        Rules.five_handed(),
        Rules.five_handed().replace(call_ace=True, allow_alone=True),
    ],
    ids=["bid", "bid-moon-joker", "five", "five-ace-alone"],
)
@pytest.mark.parametrize("seed", range(6))
def test_deals_of_the_new_forms_match_brute_force(rules: Rules, seed: int) -> None:
    """Random deals of each form, played at random to a few cards a hand: the solver's
    count, in the order of ``deal.sides`` (five-handed: the maker and the called card's
    holder, the makers, first), matches the brute force, and so does every card's value."""
    deal = _to_play(rules, seed)
    rng = random.Random(seed)
    while len(deal.hand(deal.to_act or 0)) > 3:
        deal.apply(rng.choice(deal.legal_actions()))
    if rules.players == 5:
        assert deal.maker is not None
        assert deal.maker in deal.sides[0]
        assert set(deal.sides[0]) == {deal.maker} | ({deal.partner} - {None})
    solution = solve(deal)
    ours = _brute(deal)
    before = [sum(deal.tricks_won[i] for i in _scorers(deal, side)) for side in (0, 1)]
    done = sum(before)
    left = rules.hand_size - done
    assert solution.tricks == (before[0] + ours, before[1] + left - ours)
    for card, value in card_values(deal).items():
        after = deal.copy()
        after.apply(f"play {card.code}")
        if after.phase is Phase.OVER:
            continue
        side = solution.to_move_team
        assert value == solve(after).tricks[side]
    team = 0
    assert can_reach(deal, team, solution.tricks[0]) and not can_reach(
        deal, team, solution.tricks[0] + 1
    )


def _scorers(deal: Deal, side: int) -> list[int]:
    """The entries of ``deal.tricks_won`` that count for side ``side`` of ``deal.sides``."""
    if deal.players == 4:
        return [side]
    return [s for s in range(deal.players) if s in deal.sides[side]]
