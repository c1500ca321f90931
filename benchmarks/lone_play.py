"""Close calls to go alone: does the ExpertBot's own lone play change the answer?

    python benchmarks/lone_play.py [--deals 150] [--seed 7] [--workers 2] [--only 2.3,2.0]

The learned bidding table (``euchre.bots.bidding``) values each bid over deals
played out by RuleBot in every seat, so its "order alone" rows measure RuleBot
playing a lone hand. This script takes the *close calls*: decisions where the
table values going alone within 0.25 points of making trump with a partner, in the
table's best suit (the standard rules). For each seat (1 left of the dealer, 2 the
dealer's partner, 3 right of the dealer, 0 the dealer) and each round, ``--deals``
such deals are found from ``--seed`` (the seats before pass), and each is played
four ways: the bidder's team played by ExpertBot, alone and with a partner, and by
RuleBot, alone and with a partner, the defenders always RuleBot. Printed per seat
and round: alone minus with a partner for each bot, with 95% intervals. Where
ExpertBot's difference is above RuleBot's, its lone play is worth more than the
table counts it.

Every bot here is deterministic, so a run repeats exactly.
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from euchre import Action, Deal, Phase
from euchre.bots import Bot, bidding
from euchre.bots.expert_bot import ExpertBot
from euchre.bots.rule_bot import RuleBot
from euchre.measure import Estimate
from euchre.tournament import derive_seed

CLOSE_CALL = 0.25
#: Shuffled deals tried for each close call before giving up on a position (in the
#: second round the table covers no decision of the last two seats: some bid there
#: was tried in too few deals, and the ExpertBot samples worlds instead).
SEARCH = 20_000
#: (round, seat counted from the dealer) in the order printed.
POSITIONS = ((1, 1), (1, 2), (1, 3), (1, 0), (2, 1), (2, 2), (2, 3), (2, 0))
WAYS = (("ExpertBot", True), ("ExpertBot", False), ("RuleBot", True), ("RuleBot", False))


def _mean(row: bidding.Cell) -> float:
    return sum(p * n for p, n in row.points.items()) / row.deals


def close_call(seed: int, rnd: int, rel: int, i: int) -> tuple[Deal, Action, Action] | None:
    """Deal ``i`` of a position: the deal (South deals; the seats before ``rel`` have
    passed), the table's best bid with a partner and the same bid alone; None when
    none of ``SEARCH`` shuffled deals is a close call there."""
    for k in range(SEARCH):
        deal = Deal.shuffled(seed=derive_seed(seed, "close", rnd, rel, i, k), dealer=0)
        for _ in range((rel - 1) % 4 + (4 if rnd == 2 else 0)):
            deal.apply(Action.pass_())
        rows = bidding.lookup(deal.view(rel))
        if rows is None:
            continue
        makes = [a for a in rows if a.kind.value != "pass" and not a.alone]
        best = max(makes, key=lambda a: _mean(rows[a]))
        alone = Action(best.kind, best.suit, alone=True)
        if _mean(rows[best]) > 0 and abs(_mean(rows[alone]) - _mean(rows[best])) <= CLOSE_CALL:
            return deal, best, alone
    return None


def _job(args: tuple[int, int, int, int]) -> dict[tuple[str, bool], int] | None:
    seed, rnd, rel, i = args
    found = close_call(seed, rnd, rel, i)
    if found is None:
        return None
    start, make, alone = found
    out = {}
    for who, lone in WAYS:
        deal = start.copy()
        deal.apply(alone if lone else make)
        bots: list[Bot] = [
            ExpertBot(seed=i + s) if who == "ExpertBot" and s % 2 == rel % 2 else RuleBot()
            for s in range(4)
        ]
        while deal.phase is not Phase.OVER:
            seat = deal.to_act
            assert seat is not None
            deal.apply(bots[seat].act(deal.view(seat)))
        result = deal.result
        assert result is not None
        out[who, lone] = result.points[rel % 2] - result.points[1 - rel % 2]
    return out


def _interval(diffs: list[int]) -> str:
    return str(Estimate.mean(diffs))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=150)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument(
        "--only",
        default="",
        help="round.seat pairs to measure, e.g. 2.3,2.0 (default: every one)",
    )
    args = parser.parse_args()
    positions = POSITIONS
    if args.only:
        named = {f"{rnd}.{rel}": (rnd, rel) for rnd, rel in POSITIONS}
        wanted = args.only.split(",")
        if not set(wanted) <= set(named):
            parser.error(
                f"--only takes round.seat pairs from {', '.join(named)}, not {args.only!r}"
            )
        positions = tuple(named[w] for w in named if w in wanted)
    start = time.time()
    print(f"close calls, {args.deals} deals per seat and round, seed {args.seed}:")
    print("round seat  alone minus with a partner: ExpertBot | RuleBot")
    with multiprocessing.Pool(args.workers) as pool:
        for rnd, rel in positions:
            jobs = [(args.seed, rnd, rel, i) for i in range(args.deals)]
            rows = [r for r in pool.map(_job, jobs, chunksize=4) if r is not None]
            if len(rows) < 2:
                print(f"{rnd:5} {rel:4}  fewer than 2 close calls in {SEARCH:,} deals each")
                continue
            expert = [r["ExpertBot", True] - r["ExpertBot", False] for r in rows]
            rule = [r["RuleBot", True] - r["RuleBot", False] for r in rows]
            print(f"{rnd:5} {rel:4}  {_interval(expert)} | {_interval(rule)}", flush=True)
    print(f"{time.time() - start:.0f} s wall")


if __name__ == "__main__":
    main()
