"""Benchmark the double-dummy solver against a brute-force minimax.

Run ``python benchmarks/solver.py [--deals 200] [--seed 1] [--brute 20] [--form standard]``.

``--form`` picks a preset of the rules: ``two_handed`` (tricks of two), ``cutthroat``
(tricks of three, the maker against the two others) or ``railroad`` (the joker)
time the other forms; the brute force here is the four-handed one (teams across
the table), so it runs for ``standard`` and ``railroad`` only (the two- and
three-handed solver is checked against an independent brute force in
``tests/test_solver.py``).

Deals come from ``Deal.shuffled(seed=...)``: the player left of the dealer orders
up the upcard and the dealer discards their weakest card, so play starts from the
opening lead. Measured, as medians over the deals:

* the time to solve the full deal from the opening lead (and solves per second);
* the time to value every legal card at the opening lead;
* the same two for a plain minimax with no pruning and no table (on fewer deals),
  whose values must equal the solver's.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from euchre import Deal, Phase, Rules
from euchre.cards import Card
from euchre.solver import card_values, solve
from euchre.trump import EFFECTIVE, STRENGTH, SUIT_MASK


def opening_lead(seed: int, rules: Rules | None = None) -> Deal:
    """A seeded deal at its opening lead: seat 1 orders up, the dealer discards low."""
    deal = Deal.shuffled(seed=seed, dealer=0, rules=rules or Rules())
    if deal.phase is Phase.NAME:  # the joker turned up: the dealer names a suit first
        deal.apply("name C")
    deal.apply("order")
    trump = deal.trump
    assert trump is not None
    hand = deal.hand(deal.dealer)
    low = min(hand, key=lambda c: (STRENGTH[trump][EFFECTIVE[trump][c.id]][c.id], c.id))
    deal.apply(f"discard {low.code}")
    assert deal.phase is Phase.PLAY
    return deal


# ------------------------------------------------------------------ brute force


def _brute(hands: list[int], trump: int, seats: tuple[int, ...], leader: int) -> int:
    """Team 0's tricks from a fresh trick led by ``leader``: full minimax, no pruning."""
    if not hands[leader]:
        return 0
    order = [leader]
    while len(order) < len(seats):
        order.append(seats[(seats.index(order[-1]) + 1) % len(seats)])
    return _brute_trick(hands, trump, seats, order, [])


def _brute_trick(
    hands: list[int], trump: int, seats: tuple[int, ...], order: list[int], played: list[int]
) -> int:
    seat = order[len(played)]
    hand = hands[seat]
    legal = (hand & SUIT_MASK[trump][EFFECTIVE[trump][played[0]]] or hand) if played else hand
    values = []
    for card in range(33):  # the joker is card 32
        if not legal >> card & 1:
            continue
        hands[seat] = hand & ~(1 << card)
        now = [*played, card]
        if len(now) == len(order):
            table = STRENGTH[trump][EFFECTIVE[trump][now[0]]]
            winner = order[max(range(len(now)), key=lambda i: table[now[i]])]
            values.append((winner % 2 == 0) + _brute(hands, trump, seats, winner))
        else:
            values.append(_brute_trick(hands, trump, seats, order, now))
        hands[seat] = hand
    return max(values) if seat % 2 == 0 else min(values)


def brute_card_values(deal: Deal) -> dict[Card, int]:
    """The leader's card values at the opening lead, by brute force."""
    assert deal.trump is not None and deal.to_act is not None
    hands = [0 if s in deal.sitting_out else sum(c.bit for c in deal.hand(s)) for s in range(4)]
    seats = deal.active_seats
    leader = deal.to_act
    order = [leader]
    while len(order) < len(seats):
        order.append(seats[(seats.index(order[-1]) + 1) % len(seats)])
    values = {}
    hand = hands[leader]
    for card in deal.hand(leader):
        hands[leader] = hand & ~card.bit
        team0 = _brute_trick(hands, int(deal.trump), seats, order, [card.id])
        hands[leader] = hand
        values[card] = team0 if leader % 2 == 0 else 5 - team0
    return dict(sorted(values.items()))


# ---------------------------------------------------------------------- timing


def _time(fn: Callable[[], object]) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=200, help="deals to time the solver on")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first deal")
    parser.add_argument("--brute", type=int, default=20, help="deals for the brute force")
    parser.add_argument(
        "--form", default="standard", choices=sorted(Rules.presets()), help="rules preset"
    )
    args = parser.parse_args(argv)
    rules = Rules.presets()[args.form]
    if rules.players != 4:
        args.brute = 0  # the brute force below counts teams across the table

    deals = [opening_lead(args.seed + i, rules) for i in range(args.deals)]
    solve_times = [_time(lambda d=d: solve(d)) for d in deals]
    value_times = [_time(lambda d=d: card_values(d)) for d in deals]

    brute_deals = deals[: args.brute]
    brute_times = []
    for deal in brute_deals:
        start = time.perf_counter()
        expected = brute_card_values(deal)
        brute_times.append(time.perf_counter() - start)
        got = card_values(deal)
        assert got == expected, f"solver {got} != brute force {expected} on\n{deal}"
        team = solve(deal).to_move_team
        assert solve(deal).tricks[team] == max(expected.values())

    med = statistics.median
    rows = [
        ("solve, full deal from the lead", med(solve_times), len(deals)),
        ("value every legal card at the lead", med(value_times), len(deals)),
    ]
    if brute_times:
        rows.append(("brute-force minimax, every card", med(brute_times), len(brute_deals)))
    print(f"{'median over deals':<38}{'ms':>10}{'per second':>12}{'deals':>7}")
    for name, seconds, count in rows:
        print(f"{name:<38}{seconds * 1000:>10.2f}{1 / seconds:>12.2f}{count:>7}")
    if not brute_times:
        return
    solver_same = med(value_times[: len(brute_deals)])
    print(
        f"brute force / solver (card values, same {len(brute_deals)} deals): "
        f"{med(brute_times) / solver_same:.0f}x; values identical on all of them."
    )


if __name__ == "__main__":
    main()
