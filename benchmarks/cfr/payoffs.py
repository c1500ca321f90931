"""Double-dummy payoffs of every bid of the two bidding rounds, per shuffled deal.

For each deal (dealer seat 0, OpenSpiel's rules as ``benchmarks/openspiel_match.py``
mirrors them) and each of the eight decisions of an all-pass line (round 1 seats
1, 2, 3, 0; round 2 the same, the dealer stuck), the points for the dealer's team
of: making trump with the partner, and alone. In round 2 the bid is the seat's
best suit (``bidding._best_suit``). The dealer discards as RuleBot does; the cards
are played double-dummy (``euchre.solver.solve``). Also the information-set key of
each decision: the learned table's cell (``bidding._first_round_cell`` /
``_call_cell``).

    python benchmarks/cfr/payoffs.py OUT.json.gz --deals 30000 --seed 11 --workers 2
"""

from __future__ import annotations

import argparse
import gzip
import json
import multiprocessing
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from euchre import Action, Deal, Phase
from euchre.bots import bidding
from euchre.bots.expert_bot import signed_points
from euchre.bots.rule_bot import RuleBot
from euchre.solver import solve
from euchre.tournament import derive_seed

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from openspiel_match import OUR_RULES

RULE = RuleBot()
NODES = [(1, r) for r in (1, 2, 3, 0)] + [(2, r) for r in (1, 2, 3, 0)]


def mask(cards: object) -> int:
    m = 0
    for c in cards:  # type: ignore[attr-defined]
        m |= c.bit
    return m


def team0_points(deal: Deal, k: int, action: Action) -> int:
    d = deal.copy()
    for _ in range(k):
        d.apply(Action.pass_())
    d.apply(action)
    while d.phase is Phase.DISCARD:
        d.apply(RULE.act(d.view(d.to_act)))
    assert d.phase is Phase.PLAY, d.phase
    tricks = solve(d).tricks[0]
    makers = d.maker % 2
    return signed_points(tricks, 0, makers, d.maker_alone, False, OUR_RULES)


def one(i_seed: tuple[int, int]) -> dict:
    i, seed = i_seed
    deal = Deal.shuffled(seed=derive_seed(seed, "cfr-deal", i), dealer=0, rules=OUR_RULES)
    up = deal.upcard
    hands = [mask(deal.hand(s)) for s in range(4)]
    keys, pay = [], []
    cache: dict[tuple, int] = {}
    for k, (rnd, rel) in enumerate(NODES):
        seat = rel  # dealer is seat 0
        hand = hands[seat]
        if rnd == 1:
            keys.append(bidding._first_round_cell(rel, up.id, hand))
            make, alone = Action.order(), Action.order(alone=True)
            # with a partner the play does not depend on which seat of a team ordered,
            # except through the dealer's discard: solve per team
            ck = (1, seat % 2)
            if ck not in cache:
                cache[ck] = team0_points(deal, k, make)
            pm = cache[ck]
        else:
            td = up.id % 4
            best = bidding._best_suit(td, hand)
            keys.append(bidding._call_cell(rel, td, best, hand))
            suit = "CDHS"[best]
            make, alone = Action.call(suit), Action.call(suit, alone=True)
            ck = (2, best, seat % 2)
            if ck not in cache:
                cache[ck] = team0_points(deal, k, make)
            pm = cache[ck]
        pa = team0_points(deal, k, alone)
        pay.append([pm, pa])
    return {"i": i, "keys": keys, "pay": pay, "hands": hands, "up": up.id}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--deals", type=int, default=1000)
    ap.add_argument("--first", type=int, default=0)
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--workers", type=int, default=2)
    a = ap.parse_args()
    t = time.time()
    jobs = [(i, a.seed) for i in range(a.first, a.first + a.deals)]
    with multiprocessing.Pool(a.workers) as pool:
        rows = list(pool.imap(one, jobs, chunksize=50))
    with gzip.open(a.out, "wt") as f:
        json.dump({"seed": a.seed, "nodes": NODES, "rows": rows}, f)
    print(f"{len(rows)} deals in {time.time() - t:.0f} s")


if __name__ == "__main__":
    main()
