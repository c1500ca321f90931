"""Bid Euchre: RuleBot's bid allowance (``rule_bot.BID_ALLOWANCE``), measured.

    python benchmarks/bid_allowance.py [--deals 2000] [--seed 12]

RuleBot bids the trick count of its own six cards plus the allowance. Each row is a
duplicate match of RuleBot with one allowance against RuleBot with none (each deal
played twice, the teams swapping seats), so it says what the allowance gains: points
per deal of the first over the second, with the 95% interval over the deals. The
last row counts a trick from the partner (an allowance of +1). Seeded: the same
``--seed`` gives the same table.
"""

from __future__ import annotations

import argparse
import time
from typing import Any

import euchre.bots.rule_bot as rule_bot
from euchre import Rules
from euchre.bots import RuleBot
from euchre.tournament import duplicate_match

ALLOWANCES = (-1.0, -0.5, 1.0)


class AllowanceBot:
    """RuleBot bidding with another allowance (set while it decides)."""

    def __init__(self, allowance: float) -> None:
        self.allowance = allowance
        self.bot = RuleBot()
        self.name = f"rule{allowance:+}"

    def act(self, view: Any) -> Any:
        kept = rule_bot.BID_ALLOWANCE
        rule_bot.BID_ALLOWANCE = self.allowance
        try:
            return self.bot.act(view)
        finally:
            rule_bot.BID_ALLOWANCE = kept


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=12)
    args = parser.parse_args()
    rules = Rules.bid_euchre()
    print(
        f"committed BID_ALLOWANCE = {rule_bot.BID_ALLOWANCE}; {args.deals} deals, seed {args.seed}"
    )
    for allowance in ALLOWANCES:
        start = time.process_time()
        result = duplicate_match(
            lambda seed, a=allowance: AllowanceBot(a),
            lambda seed: AllowanceBot(0.0),
            deals=args.deals,
            seed=args.seed,
            rules=rules,
        )
        print(
            f"allowance {allowance:+.1f} against 0: {result.points_per_deal:+.3f} points a deal "
            f"({result.ci_low:+.3f} to {result.ci_high:+.3f}), "
            f"{time.process_time() - start:.0f} s"
        )


if __name__ == "__main__":
    main()
