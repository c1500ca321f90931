"""Benchmark the bots in every form: RuleBot against RandomBot, ExpertBot against RuleBot.

    python benchmarks/forms_bots.py [--seed 1] [--scale 1] [--forms two_handed cutthroat railroad]

For each form (two-handed, cutthroat, Railroad) the script plays two matches with
:func:`euchre.tournament.duplicate_match`, the bots at their defaults:

* Railroad (four-handed) is a duplicate match: each deal played twice, the teams
  swapping seats.
* Two-handed and cutthroat have no teams to swap, so the seats rotate over the same
  deals (:func:`euchre.tournament.seatings`): two-handed plays each deal twice, the
  players swapping; cutthroat six times, each bot alone against two of the other in
  each of the three seats.

It prints a table: the deals, the plays per deal, the points per deal of the first
bot minus the second's (per seat it held, in two- and three-handed), with the 95%
confidence interval over the deals, and the CPU seconds of each match.

The deal counts (:data:`DEALS`, times ``--scale``) keep the default run to about
five minutes of CPU time on one core of the course's machine (measured: 384 s for
150, 50 and 40 ExpertBot deals, hence 120, 35 and 30): an ExpertBot match costs
about 0.35 s per deal in two-handed, 3 s in cutthroat (six plays) and 3.8 s in
Railroad, while the RuleBot-RandomBot matches take a few seconds for thousands of
deals. So the ExpertBot rows rest on few deals and their intervals are wide:
``--scale 4`` (about twenty minutes) narrows them by half. Seeded: the same
``--seed`` gives the same table.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from euchre import Rules
from euchre.tournament import MatchResult, duplicate_match

#: Deals per match at ``--scale 1``: (form, first bot, second bot) -> deals.
DEALS: dict[tuple[str, str, str], int] = {
    ("two_handed", "rule", "random"): 3000,
    ("two_handed", "expert", "rule"): 120,
    ("cutthroat", "rule", "random"): 1000,
    ("cutthroat", "expert", "rule"): 35,
    ("railroad", "rule", "random"): 3000,
    ("railroad", "expert", "rule"): 30,
}
FORMS = ("two_handed", "cutthroat", "railroad")


def run(form: str, a: str, b: str, deals: int, seed: int) -> tuple[MatchResult, float]:
    """One match, and its CPU time in seconds."""
    start = time.process_time()
    result = duplicate_match(a, b, deals=deals, seed=seed, rules=Rules.presets()[form])
    return result, time.process_time() - start


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
    return 0


if __name__ == "__main__":
    sys.exit(main())
