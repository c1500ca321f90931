"""Exact search late in the hand: how much could it gain over 80 sampled worlds?

    python benchmarks/late_worlds.py [--deals 300] [--first 0] [--worlds 3000] [--from-trick 3] [--workers 2]

Issue 13 suggests searching every world consistent with a view late in the hand,
when few remain, instead of the ExpertBot's 80 samples. This script bounds what that
can gain before anyone builds it. ExpertBot plays every seat of ``--deals`` deals on
the rules of the ISMCTS match (``openspiel_match.OUR_RULES``; deal ``i`` is
``Deal.shuffled(seed=10_000 + i, dealer=i % 4)``). At every card it plays with a
choice from trick ``--from-trick`` on, two more evaluations of the same view are
made with ``--worlds`` sampled worlds each (weighted as the bot weights them),
independently seeded:

- the first picks the card a search with that many worlds would play;
- the second judges that card against the one the bot played, in points for the
  player's side.

With the judge independent of the chooser, the difference is an unbiased estimate
of what playing the many-world card instead would have gained (the same estimate
from one evaluation would favour the chooser's own noise). Where a view has fewer
consistent worlds than ``--worlds``, as from the fourth trick on, the many-world
search is practically the exact one. Printed per trick: the decisions, how many
times the many-world card differed, the gain summed over all four seats per deal
with a 95% interval over the deals, and the median number of consistent worlds
(``Knowledge.count_worlds``). In a duplicate match only one side's seats change,
so the gain a side could take is about half the four-seat figure.

Every bot here is seeded, so a run repeats exactly.
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from openspiel_match import OUR_RULES

from euchre import Deal, Phase
from euchre.bots.expert_bot import ExpertBot
from euchre.bots.inference import Knowledge
from euchre.measure import Estimate

#: (trick, consistent worlds, gain in points for the player's side, card differed)
Row = tuple[int, int, float, bool]


def one_deal(args: tuple[int, int, int]) -> list[Row]:
    """Play deal ``i`` with ExpertBot in every seat, measuring each late card."""
    i, worlds, from_trick = args
    deal = Deal.shuffled(seed=10_000 + i, dealer=i % 4, rules=OUR_RULES)
    bots = [ExpertBot(seed=i * 4 + s) for s in range(4)]
    chooser = ExpertBot(seed=7_000_000 + i, worlds=worlds)
    judge = ExpertBot(seed=9_000_000 + i, worlds=worlds)
    rows: list[Row] = []
    while deal.phase is not Phase.OVER:
        seat = deal.to_act
        assert seat is not None
        view = deal.view(seat)
        action = bots[seat].act(view)
        trick = sum(view.tricks_won) + 1
        if view.phase is Phase.PLAY and trick >= from_trick and len(view.legal_actions()) > 1:
            chosen = {e.action: e.points for e in chooser.explain(view, every=False)}
            judged = {e.action: e.points for e in judge.explain(view, every=False)}
            best = max(chosen, key=lambda a: chosen[a])
            count = Knowledge.from_view(view).count_worlds()
            rows.append((trick, count, judged[best] - judged[action], best != action))
        deal.apply(action)
    return rows


def interval(values: list[float]) -> str:
    """The mean and its 95% interval (the engine's :meth:`Estimate.mean`), to 4 places."""
    e = Estimate.mean(values)
    return f"{e.value:+.4f} ({e.low:+.4f} to {e.high:+.4f})"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--worlds", type=int, default=3000)
    parser.add_argument("--from-trick", type=int, default=3)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    start = time.time()
    jobs = [(i, args.worlds, args.from_trick) for i in range(args.first, args.first + args.deals)]
    with multiprocessing.Pool(args.workers) as pool:
        deals = pool.map(one_deal, jobs)
    print(
        f"ExpertBot (80 worlds) against a search of {args.worlds} worlds, every seat, "
        f"{args.deals} deals from deal {args.first}, cards from trick {args.from_trick}"
    )
    print("trick  decisions  differed  gain per deal, four seats (95%)  median worlds")
    for trick in range(args.from_trick, 6):
        rows = [r for d in deals for r in d if r[0] == trick]
        if not rows:
            continue
        per_deal = [sum(r[2] for r in d if r[0] == trick) for d in deals]
        print(
            f"{trick:>5}  {len(rows):>9}  {sum(r[3] for r in rows):>8}  "
            f"{interval(per_deal):>32}  {statistics.median(r[1] for r in rows):>13,.0f}"
        )
    total = [sum(r[2] for r in d) for d in deals]
    print(f"all    gain per deal, four seats: {interval(total)}")
    print(f"       one side's seats, about:   {statistics.fmean(total) / 2:+.4f}")
    print(f"{time.time() - start:.0f} s wall")


if __name__ == "__main__":
    main()
