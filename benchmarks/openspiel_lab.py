"""Where ExpertBot stands against OpenSpiel's ISMCTSBot, one skill at a time (optional).

    python3 benchmarks/openspiel_lab.py play  [--deals 300] [--seed 1] [--sims 10000] [--workers 2]
    python3 benchmarks/openspiel_lab.py alone [--deals 300] [--seed 1] [--sims 10000] [--workers 2]

A duplicate match (``openspiel_match.py``) mixes bidding and card play in one
number. Here the bidding is forced and only the cards are free, so what is left is
how each bot plays them. Every deal has South (seat 0) deal; the first three seats
pass and South orders up, in both engines, whatever the bots would have bid. The
rest (South's discard, every card) is played by the bots, on OpenSpiel's euchre
with the rules of ``openspiel_match.py`` (OpenSpiel is the referee).

- ``play``: deals where the learned bidding table values South's order at 0.3
  points or more (a hand a player would order with). South orders with a partner.
  Each deal is played twice: ExpertBot's team makes trump against ISMCTS defending,
  then ISMCTS's team makes it against ExpertBot defending. The makers' points each
  way, and their difference per deal: above zero, ExpertBot plays the cards better
  (as makers, as defenders or both).
- ``alone``: deals where South's hand lies in a cell where the table values order
  alone within 0.25 points of ordering with a partner (a close call). Each deal is
  played three ways: ExpertBot alone against ISMCTS, ISMCTS alone against
  ExpertBot, and ExpertBot ordering with its partner against ISMCTS. Printed: the
  loner's points each way (who plays a lone hand, and defends one, better) and
  ExpertBot's alone minus with a partner (whether the close calls should go alone).

ISMCTS is set up as in ``openspiel_match.py``. Its seeds and ExpertBot's are
derived from ``--seed`` and the deal's number; ISMCTS does not repeat exactly
(see ``benchmarks/README.md``), so read each figure within its interval.
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import openspiel_match as om

from euchre import Action, Phase
from euchre.bots import bidding
from euchre.bots.expert_bot import ExpertBot
from euchre.measure import Estimate
from euchre.tournament import derive_seed

ORDER_AT_LEAST = 0.3
CLOSE_CALL = 0.25


class _ExpertOrders:
    """ExpertBot, except that in the first round South orders (``alone`` or not)
    and everyone else passes."""

    def __init__(self, bot: ExpertBot, alone: bool) -> None:
        self.bot, self.alone = bot, alone

    def act(self, view: Any) -> Action:
        if view.phase is Phase.ORDER:
            return Action.order(alone=self.alone) if view.seat == 0 else Action.pass_()
        return self.bot.act(view)  # type: ignore[no-any-return]


class _IsmctsOrders:
    """ISMCTSBot, except that in the first round South orders (``alone`` or not) and
    everyone else passes."""

    def __init__(self, bot: Any, alone: bool) -> None:
        self.bot, self.alone = bot, alone

    def step(self, state: Any) -> int:
        legal = state.legal_actions()
        if om._ALONE in legal:
            return om._ALONE if self.alone else om._PARTNER
        if om._PASS in legal:
            if state.current_player() == 0:
                return next(a for a in legal if a != om._PASS)
            return om._PASS
        return self.bot.step(state)  # type: ignore[no-any-return]


def _mean_points(row: bidding.Cell) -> float:
    return sum(p * n for p, n in row.points.items()) / row.deals


def _wanted_play(rows: dict[Action, bidding.Cell]) -> bool:
    return _mean_points(rows[Action.order()]) >= ORDER_AT_LEAST


def _wanted_alone(rows: dict[Action, bidding.Cell]) -> bool:
    order = _mean_points(rows[Action.order()])
    alone = _mean_points(rows[Action.order(alone=True)])
    return order > 0 and order - CLOSE_CALL <= alone <= order + CLOSE_CALL


def _deal_seed(seed: int, i: int, wanted: Callable[[dict[Action, bidding.Cell]], bool]) -> int:
    """The seed of deal ``i``: the first shuffle from ``seed`` and ``i`` whose South,
    after three passes, holds a hand ``wanted`` accepts."""
    game = _game()
    k = 0
    while True:
        candidate = derive_seed(seed, "lab", i, k)
        k += 1
        _, deal = om._new_deal(game, 0, random.Random(candidate))
        for _ in range(3):
            deal.apply(Action.pass_())
        rows = bidding.lookup(deal.view(0))
        if rows is not None and wanted(rows):
            return candidate


def _game() -> Any:
    import pyspiel  # type: ignore[import-not-found, unused-ignore]

    return pyspiel.load_game("euchre", dict(om.OPEN_SPIEL_PARAMS))


def _play(seed: int, i: int, deal_seed: int, expert_team: int, alone: bool, sims: int) -> float:
    """South's team's points minus the other team's, South ordering (``alone``)."""
    game = _game()
    state, deal = om._new_deal(game, 0, random.Random(deal_seed))
    ismcts = om.ismcts_bot(
        sims, derive_seed(seed, "lab-ismcts", i), derive_seed(seed, "lab-rollout", i)
    )
    expert = ExpertBot(seed=derive_seed(seed, "lab-expert", i))
    points = om.play_one(
        game,
        state,
        deal,
        expert_team,
        _IsmctsOrders(ismcts, alone),
        _ExpertOrders(expert, alone),  # type: ignore[arg-type]
    )
    return points if expert_team == 0 else -points


#: Each lab's ways of playing a deal: (what it is, ExpertBot's team, South alone?).
#: Team 0 is South's.
WAYS: dict[str, tuple[tuple[str, int, bool], ...]] = {
    "play": (
        ("ExpertBot makes, ISMCTS defends", 0, False),
        ("ISMCTS makes, ExpertBot defends", 1, False),
    ),
    "alone": (
        ("ExpertBot alone, ISMCTS defends", 0, True),
        ("ISMCTS alone, ExpertBot defends", 1, True),
        ("ExpertBot with partner, ISMCTS defends", 0, False),
    ),
}
_WANTED = {"play": _wanted_play, "alone": _wanted_alone}


def _job(args: tuple[str, int, int, int]) -> dict[str, float]:
    what, seed, i, sims = args
    deal_seed = _deal_seed(seed, i, _WANTED[what])
    return {way: _play(seed, i, deal_seed, team, alone, sims) for way, team, alone in WAYS[what]}


def _interval(diffs: list[float]) -> str:
    est = Estimate.mean(diffs)
    return f"{est.value:+.3f} per deal, 95% CI {est.low:+.3f} to {est.high:+.3f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("what", choices=["play", "alone"])
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--sims", type=int, default=10_000)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    if not om.have_open_spiel():
        return
    start = time.time()
    jobs = [(args.what, args.seed, i, args.sims) for i in range(args.deals)]
    with multiprocessing.Pool(args.workers) as pool:
        rows = list(pool.imap(_job, jobs, chunksize=2))
    print(
        f"{args.what}: {args.deals} deals, South orders after three passes; ISMCTS "
        f"{args.sims} simulations, seed {args.seed}; {time.time() - start:.0f} s wall"
    )
    print("South's team's points per deal (how often each result):")
    for way in rows[0]:
        points = [r[way] for r in rows]
        counts = ", ".join(f"{p:+g}: {n}" for p, n in sorted(Counter(points).items()))
        print(f"  {way:40} {statistics.fmean(points):+.3f}  ({counts})")
    ways = list(rows[0])
    print(f"{ways[0]} minus {ways[1]}: {_interval([r[ways[0]] - r[ways[1]] for r in rows])}")
    if args.what == "alone":
        print(f"{ways[0]} minus {ways[2]}: {_interval([r[ways[0]] - r[ways[2]] for r in rows])}")


if __name__ == "__main__":
    main()
