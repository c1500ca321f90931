"""Benchmark the bots in every form: RuleBot against RandomBot, ExpertBot against RuleBot.

    python benchmarks/forms_bots.py [--seed 1] [--scale 1] [--forms bid_euchre five_handed]

For each form (two-handed, cutthroat, Railroad, Bid Euchre, five-handed
call-your-partner) the script plays two matches with
:func:`euchre.tournament.duplicate_match`, the bots at their defaults:

* Railroad and Bid Euchre (four players, two teams) are duplicate matches: each
  deal played twice, the teams swapping seats.
* Two-handed, cutthroat and five-handed have no teams to swap, so the seats rotate
  over the same deals (:func:`euchre.tournament.rotation`): two-handed plays each
  deal twice, the players swapping; cutthroat six times, each bot alone against two
  of the other in each of the three seats; five-handed ten times, each bot in one
  seat against four of the other, in each of the five seats.

It prints a table: the deals, the plays per deal, the points per deal of the first
bot minus the second's (per seat it held, in two-, three- and five-handed), with the
95% confidence interval over the deals, and the CPU seconds of each match; then the
ExpertBot's decision times in each form (CPU seconds per decision that had a choice,
median and 90th percentile, overall and per phase).

Bid Euchre's and five-handed's ExpertBot matches are the dearest: a five-handed deal
is played ten times and the ExpertBot holds 25 of its 50 seats, each with five cards
of tricks of five to solve, so the defaults there rest on a handful of deals; the
ExpertBot rows are for ``--scale`` runs when the machine is free.

The deal counts (:data:`DEALS`, times ``--scale``) keep the default run to about
five minutes of CPU time on one core of the course's machine (measured: 384 s for
150, 50 and 40 ExpertBot deals, hence 120, 35 and 30): an ExpertBot match costs
about 0.35 s per deal in two-handed, 3 s in cutthroat (six plays) and 3.8 s in
Railroad, while the RuleBot-RandomBot matches take a few seconds for thousands of
deals. So the ExpertBot rows rest on few deals and their intervals are wide:
``--scale 4`` (about twenty minutes) narrows them by half. Bid Euchre and
five-handed cost more (measured with ``--forms bid_euchre five_handed``: 1,009 s in
all): about 15 s per Bid Euchre deal (583 s for 40) and 100 s per five-handed deal
(396 s for 4), their RuleBot-RandomBot matches 15 s each. Seeded: the same
``--seed`` gives the same table.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import statistics
from collections.abc import Callable

from euchre import Rules
from euchre.actions import Action
from euchre.bots.base import Bot, get_factory
from euchre.tournament import MatchResult, duplicate_match
from euchre.view import PlayerView

#: Deals per match at ``--scale 1``: (form, first bot, second bot) -> deals.
DEALS: dict[tuple[str, str, str], int] = {
    ("two_handed", "rule", "random"): 3000,
    ("two_handed", "expert", "rule"): 120,
    ("cutthroat", "rule", "random"): 1000,
    ("cutthroat", "expert", "rule"): 35,
    ("railroad", "rule", "random"): 3000,
    ("railroad", "expert", "rule"): 30,
    ("bid_euchre", "rule", "random"): 3000,
    ("bid_euchre", "expert", "rule"): 40,
    ("five_handed", "rule", "random"): 600,
    ("five_handed", "expert", "rule"): 4,
}
FORMS = ("two_handed", "cutthroat", "railroad", "bid_euchre", "five_handed")

#: The ExpertBot's decision times, per form and phase: CPU seconds per decision with
#: more than one legal action.
TIMES: dict[str, dict[str, list[float]]] = {}


class _Timed:
    """A bot whose decisions with a choice are timed into :data:`TIMES`."""

    def __init__(self, bot: Bot, times: dict[str, list[float]]) -> None:
        self.bot = bot
        self.name = bot.name
        self.times = times

    def act(self, view: PlayerView) -> Action:
        start = time.process_time()
        action = self.bot.act(view)
        spent = time.process_time() - start
        if len(view.legal_actions()) > 1:
            self.times.setdefault(view.phase.value, []).append(spent)
        return action


def _timed(name: str, form: str) -> Callable[[int], Bot]:
    make = get_factory(name)
    times = TIMES.setdefault(form, {})
    return lambda seed: _Timed(make(seed), times)


def run(form: str, a: str, b: str, deals: int, seed: int) -> tuple[MatchResult, float]:
    """One match, and its CPU time in seconds (the ExpertBot's decisions timed)."""
    start = time.process_time()
    bot_a = _timed(a, form) if a == "expert" else a
    result = duplicate_match(bot_a, b, deals=deals, seed=seed, rules=Rules.presets()[form])
    return result, time.process_time() - start


def _quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, default=1, help="match seed (the cards)")
    parser.add_argument("--scale", type=float, default=1.0, help="multiply every deal count")
    parser.add_argument("--forms", nargs="*", default=list(FORMS), choices=FORMS)
    args = parser.parse_args(argv)
    header = (
        f"{'form':11} {'match':16} {'deals':>6} {'plays':>5}  "
        f"{'points per deal':>15}  {'95% interval':>17}  {'CPU s':>6}"
    )
    print(f"Bots in every form, seed {args.seed} (first bot's points minus the second's)")
    print(header)
    print("-" * len(header))
    total = 0.0
    for form in args.forms:
        for (f, a, b), deals in DEALS.items():
            if f != form:
                continue
            n = max(2, round(deals * args.scale))
            result, spent = run(form, a, b, n, args.seed)
            total += spent
            print(
                f"{form:11} {a + ' - ' + b:16} {n:>6} {result.plays_per_deal:>5}  "
                f"{result.points_per_deal:>+15.3f}  "
                f"{result.ci_low:>+8.3f} to {result.ci_high:>+6.3f}  {spent:>6.0f}",
                flush=True,
            )
    print(f"total CPU {total:.0f} s")
    if TIMES:
        print("\nExpertBot decision times (CPU s per decision with a choice)")
        for form, phases in TIMES.items():
            every = [t for ts in phases.values() for t in ts]
            if not every:
                continue
            print(
                f"{form:11} all       n={len(every):5}  median {statistics.median(every):.2f}"
                f"  p90 {_quantile(every, 0.9):.2f}"
            )
            for phase, ts in sorted(phases.items()):
                print(
                    f"{'':11} {phase:9} n={len(ts):5}  median {statistics.median(ts):.2f}"
                    f"  p90 {_quantile(ts, 0.9):.2f}"
                )
    return 0


if __name__ == "__main__":
    sys.exit(main())
