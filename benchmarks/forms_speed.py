"""Random deals per second in every form, and the four-handed rate against an older commit.

The engine gained the two- and three-handed forms and Railroad's options, then Bid
Euchre and five-handed call-your-partner (whose core landed as one commit: the
default ``--baseline`` is its parent). The four-handed game must not pay for them:
its random-deal rate has to stay within 5% of the engine before the change. This script measures both engines **in one run**,
side by side: it checks the baseline commit out into a temporary ``git worktree``,
then alternates runs of the same loop (a seeded shuffle, uniformly random legal bids
and cards to the end of the deal) in fresh processes, one importing the baseline's
``euchre`` and one this tree's, each counting the deals finished in ``--seconds`` of
its own CPU time. It prints every run, the medians and the best runs (on a busy
machine other processes only ever slow a run down, so the best of many short runs
is the steadier figure), and the same rate for each form of the game in this tree
(no baseline has them).

Usage::

    python benchmarks/forms_speed.py [--baseline 50b9ced] [--seconds 1] [--runs 15]

Exit status 0 whether or not the 5% target is met (the figures are the report).
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# The loop each process runs: the same for both engines, driven by a seeded Random.
LOOP = """
import json, random, sys, time
sys.path.insert(0, {root!r})
from euchre import Deal, Rules
rules = {rules}
rng = random.Random({seed})
players = getattr(rules, "players", 4)
shuffled, choice = Deal.shuffled, rng.choice
deals = dealer = 0
start = time.process_time()
while time.process_time() - start < {seconds}:
    for _ in range(200):
        deal = shuffled(seed=rng, dealer=dealer, rules=rules)
        dealer = (dealer + 1) % players
        while not deal.is_over:
            deal.apply(choice(deal.legal_actions()))
        deals += 1
print(json.dumps(deals / (time.process_time() - start)))
"""

FORMS = {
    "four-handed": "Rules()",
    "two-handed": "Rules.two_handed()",
    "cutthroat": "Rules.cutthroat()",
    "railroad": "Rules.railroad()",
    "bid euchre": "Rules.bid_euchre()",
    "bid euchre, moon, joker, no trump, no stick": (
        "Rules.bid_euchre().replace(shoot_the_moon=True, joker=True, allow_no_trump=True, "
        "stick_the_dealer=False)"
    ),
    "five-handed": "Rules.five_handed()",
    "five-handed, call ace, no alone": (
        "Rules.five_handed().replace(call_ace=True, allow_alone=False)"
    ),
}


def rate(root: Path, rules: str, seconds: float, seed: int) -> float:
    """Deals per CPU second of one fresh process importing ``euchre`` from ``root``."""
    code = LOOP.format(root=str(root), rules=rules, seed=seed, seconds=seconds)
    out = subprocess.run(
        [sys.executable, "-c", code], check=True, capture_output=True, text=True, cwd=root
    )
    return float(json.loads(out.stdout))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--baseline", default="50b9ced", help="the commit to compare against (the core's parent)"
    )
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp) / "baseline"
        subprocess.run(
            ["git", "worktree", "add", "--detach", str(base), args.baseline],
            check=True,
            capture_output=True,
            cwd=ROOT,
        )
        try:
            old, new = [], []
            for run in range(args.runs):
                # interleaved, alternating which goes first, so drift hits both alike
                pair = [(base, old), (ROOT, new)]
                for root, rates in pair if run % 2 == 0 else pair[::-1]:
                    rates.append(rate(root, "Rules()", args.seconds, args.seed + run))
                print(f"run {run + 1}: baseline {old[-1]:,.0f}/s, this tree {new[-1]:,.0f}/s")
        finally:
            subprocess.run(
                ["git", "worktree", "remove", "--force", str(base)], check=False, cwd=ROOT
            )
    for label, pick in (("median", statistics.median), ("best", max)):
        before, after = pick(old), pick(new)
        change = (after - before) / before * 100
        verdict = "within" if change >= -5 else "OUTSIDE"
        print(
            f"four-handed, {label} of {args.runs} runs: baseline {args.baseline} "
            f"{before:,.0f} deals/s, this tree {after:,.0f} deals/s ({change:+.1f}%, "
            f"{verdict} the 5% target)"
        )
    for form, rules in FORMS.items():
        rates = [
            rate(ROOT, rules, args.seconds, args.seed + r) for r in range(max(1, args.runs // 2))
        ]
        print(f"{form}: {statistics.median(rates):,.0f} random deals/s")


if __name__ == "__main__":
    main()
